/**
 * Card templates: the substitution's position mapping, expansion to the cards a designer would
 * write out, the build output of a template against the hand-written file, the editor schema, and
 * hostile templates (a diagnostic each, never a crash).
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseAllDocuments } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildGame } from "../../compiler/build.ts";
import { checkGame } from "../../compiler/check/check-game.ts";
import { loadGameVocabulary } from "../../compiler/vocab/load-vocabulary.ts";
import { ajv } from "../../compiler/schema/ajv-diagnostics.ts";
import { gameSchema } from "../../compiler/schema/game-schema.ts";
import { placeholders, substitute, templateOffset } from "../../compiler/templates/placeholders.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const WORK = join(ROOT, "tmp", `templates-test-${process.pid}`);
const VOCAB = join(ROOT, "test/fixtures/golden-game/game.yaml");

/** The fixture game (Shadows' vocabulary) with the given card files, in a folder of its own. */
function game(name: string, files: Record<string, string>): string {
  const dir = join(WORK, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(VOCAB, join(dir, "game.yaml"));
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  return dir;
}

const check = (dir: string) => checkGame(dir, (p) => p.slice(WORK.length + 1));

const TEMPLATE = `template:
  name: "{title} Strike"
  kind: skill
  initiative: ["{step}"]
  traits: [Attack]
  text: Attack a target for {power}.
  effect: |
    attack a target for {power}
    if not responded: gain {power} gold
params: [title, step, power]
variants:
  - { id: weak-strike, title: Weak, step: 2, power: 1 }
  - { id: strong-strike, name: The Big One, title: Strong, step: 4, power: 12 }
`;

const WRITTEN_OUT = `id: weak-strike
name: Weak Strike
kind: skill
initiative: [2]
traits: [Attack]
text: Attack a target for 1.
effect: |
  attack a target for 1
  if not responded: gain 1 gold
---
id: strong-strike
name: The Big One
kind: skill
initiative: [4]
traits: [Attack]
text: Attack a target for 12.
effect: |
  attack a target for 12
  if not responded: gain 12 gold
`;

beforeAll(() => rmSync(WORK, { recursive: true, force: true }));
afterAll(() => rmSync(WORK, { recursive: true, force: true }));

describe("placeholders", () => {
  it("are `{name}`; other braces are text", () => {
    expect(placeholders("a {b} {c-d} { e } {1x} {_f}").map((p) => p.name)).toEqual(["b", "c-d", "_f"]);
  });

  it("map offsets in the filled-in text back to the template", () => {
    const s = substitute("deal {power} damage to a {who}", (n) => ({ power: "12345", who: "targte" })[n]);
    expect(s.text).toBe("deal 12345 damage to a targte");
    // Before, inside and after a value: inside, the placeholder's start or end.
    expect(templateOffset(s, 2, "start")).toBe(2);
    expect(templateOffset(s, 6, "start")).toBe(5);
    expect(templateOffset(s, 6, "end")).toBe(12);
    const after = s.text.indexOf("damage");
    expect(templateOffset(s, after, "start")).toBe("deal {power} ".length);
    const typo = s.text.indexOf("targte");
    expect([templateOffset(s, typo, "start"), templateOffset(s, typo + 6, "end")]).toEqual([25, 30]);
  });

  it("leave names no value is given for as written", () => {
    expect(substitute("{a}{b}", (n) => (n === "a" ? "x" : undefined)).text).toBe("x{b}");
  });
});

describe("expansion", () => {
  it("gives the cards written out, field for field, in variant order", () => {
    const tpl = check(game("expand-template", { "strikes.yaml": TEMPLATE }));
    const out = check(game("expand-written", { "strikes.yaml": WRITTEN_OUT }));
    expect(tpl.diagnostics).toEqual([]);
    const data = (c: typeof tpl) => c.game!.files.get("strikes.yaml")!.map((card) => card.data);
    expect(data(tpl)).toEqual(data(out));
    // A field that is only a placeholder takes the value's type: `initiative: [2]`, not `["2"]`.
    expect(data(tpl)[0].initiative).toEqual([2]);
    expect(tpl.cards).toBe(2);
    expect(tpl.cardsPerFile.get("expand-template/strikes.yaml")).toBe(2);
  });

  it("builds to exactly the modules of the written-out cards", async () => {
    const built: Record<string, Map<string, string>> = {};
    for (const [name, text] of [["build-template", TEMPLATE], ["build-written", WRITTEN_OUT]]) {
      const dir = game(name, { "strikes.yaml": text });
      const outRoot = join(WORK, `${name}-out`);
      const b = await buildGame(dir, { outRoot, cacheDir: join(WORK, `${name}-cache`), runtimeApi: "../../../../runtime/api.ts" });
      expect(b.check.diagnostics).toEqual([]);
      const files = new Map<string, string>();
      const walk = (rel: string) => {
        for (const e of readdirSync(join(outRoot, "shadows", rel), { withFileTypes: true })) {
          const path = rel ? `${rel}/${e.name}` : e.name;
          if (e.isDirectory()) walk(path);
          else if (path !== "sources.json") files.set(path, readFileSync(join(outRoot, "shadows", path), "utf8"));
        }
      };
      walk("");
      built[name] = files;
    }
    expect([...built["build-template"].keys()]).toContain("cards/strikes.ts");
    expect(built["build-template"]).toEqual(built["build-written"]);
  }, 300_000);

  it("is cached per file like any card file: an unchanged template is not checked again", async () => {
    const dir = game("cache", { "strikes.yaml": TEMPLATE });
    const opts = { outRoot: join(WORK, "cache-out"), cacheDir: join(WORK, "cache-cache"), runtimeApi: "../../../../runtime/api.ts" };
    await buildGame(dir, opts);
    const again = await buildGame(dir, opts);
    expect([...again.check.reused]).toEqual(["strikes.yaml"]);
    expect(again.written).toEqual([]);
    writeFileSync(join(dir, "strikes.yaml"), TEMPLATE.replace("power: 12 }", "power: 13 }"));
    const changed = await buildGame(dir, opts);
    expect(changed.written).toEqual(["cards/strikes.ts", "sources.json"]);
  }, 300_000);

  it("puts the shipped Flat-Footed and Dodge in one file, with the ids the Heroes list", () => {
    const shadows = checkGame(join(ROOT, "cards/shadows"), (p) => p);
    const ids = shadows.game!.files.get("skills/flat-footed.yaml")!.map((c) => c.id);
    expect(ids).toEqual(["ahti", "akintunde", "eras", "rolan"].map((h) => `${h}-flat-footed`).concat(["ahti", "akintunde", "eras", "rolan"].map((h) => `${h}-dodge`)));
  });
});

describe("hostile templates", () => {
  const codes = (dir: string) => check(dir).diagnostics.map((d) => d.code);

  it("a huge variant list is CS1003, once", () => {
    const variants = Array.from({ length: 3000 }, (_, i) => `  - { id: v-${i}, n: ${i} }`).join("\n");
    expect(codes(game("huge", { "huge.yaml": `template:\n  name: V {n}\n  kind: skill\n  initiative: [2]\nparams: [n]\nvariants:\n${variants}\n` }))).toEqual(["CS1003"]);
  });

  it("values that would expand past the limit are CS1003, not an out-of-memory", () => {
    const big = "x".repeat(1_000_000);
    const text = `template:\n  name: N\n  kind: skill\n  initiative: [2]\n  text: \"${"{v}".repeat(20)}\"\nparams: [v]\nvariants:\n  - { id: big-a, v: ${big} }\n`;
    expect(codes(game("expanding", { "big.yaml": text }))).toEqual(["CS1003"]);
  });

  it("a placeholder in a key is CS2014", () => {
    const text = `template:\n  name: K\n  kind: skill\n  initiative: [2]\n  "{field}": 3\nparams: [field]\nvariants:\n  - { id: key-a, field: cost }\n`;
    expect(codes(game("keys", { "keys.yaml": text }))).toEqual(["CS2014"]);
  });

  it("names an object inherits (`toString`, `constructor`, `__proto__`) are ordinary names", () => {
    const text = `template:\n  name: "{toString} {constructor}"\n  kind: skill\n  initiative: [2]\nparams: [toString, constructor]\nvariants:\n  - { id: proto-a, toString: A, constructor: B }\n  - { id: proto-b, toString: C, constructor: D, __proto__: x }\n  - { id: proto-c, toString: E }\n`;
    const r = check(game("proto", { "proto.yaml": text }));
    expect(r.diagnostics.map((d) => [d.code, d.message])).toEqual([
      ["CS2011", "`__proto__` is not a parameter of this template"],
      ["CS2010", "the variant `proto-c` gives no value for `constructor`"],
    ]);
    // An undeclared `{hasOwnProperty}` is a placeholder naming no parameter, not an inherited one.
    const unknown = text.replace('"{toString} {constructor}"', '"{hasOwnProperty}"');
    expect(codes(game("proto-unknown", { "proto.yaml": unknown }))).toEqual(["CS2009"]);
  });

  it("a template whose parts are of the wrong shape gets a diagnostic each", () => {
    const shapes = [
      "template: 3\nvariants: [{ id: a }]\n",
      "template:\n  kind: skill\n  name: A\n  initiative: [2]\nvariants: 3\n",
      "template:\n  kind: skill\n  name: A\n  initiative: [2]\nparams: hero\nvariants: [{ id: shape-a }]\n",
      "template:\n  id: x\n  kind: skill\n  name: A\n  initiative: [2]\nvariants: [{ id: shape-b }]\n",
      "template:\n  kind: skill\n  name: A\n  initiative: [2]\nkind: skill\nvariants: [{ id: shape-c }]\n",
      "template:\n  kind: skill\n  name: A\n  initiative: [2]\nvariants: [plain]\n",
    ];
    shapes.forEach((text, i) => expect(codes(game(`shape-${i}`, { "t.yaml": text })), text).toEqual(["CS2014"]));
  });
});

describe("the editor schema", () => {
  const { vocab } = loadGameVocabulary("game.yaml", readFileSync(join(ROOT, "cards/shadows/game.yaml"), "utf8"), [])!;
  const validate = ajv.compile(gameSchema(vocab));
  const docs = (text: string) => parseAllDocuments(text).map((d) => d.toJS());

  it("accepts the shipped template file and plain cards", () => {
    for (const doc of docs(readFileSync(join(ROOT, "cards/shadows/skills/flat-footed.yaml"), "utf8"))) expect(validate(doc), JSON.stringify(validate.errors)).toBe(true);
    for (const doc of docs(readFileSync(join(ROOT, "cards/shadows/skills/neutral/brace.yaml"), "utf8"))) expect(validate(doc)).toBe(true);
  });

  it("accepts a placeholder where a number goes, and rejects a template with an id or a variant without one", () => {
    const ok = { template: { name: "A", kind: "skill", initiative: ["{step}"] }, params: ["step"], variants: [{ id: "a", step: 2 }] };
    expect(validate(ok)).toBe(true);
    expect(validate({ ...ok, template: { ...ok.template, id: "x" } })).toBe(false);
    expect(validate({ ...ok, variants: [{ step: 2 }] })).toBe(false);
    expect(validate({ ...ok, variants: [{ id: "a", step: [2] }] })).toBe(false);
    expect(validate({ id: "plain", name: "Plain", kind: "skill", initiative: ["{step}"] })).toBe(false);
  });
});
