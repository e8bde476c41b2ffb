/**
 * Editor support end to end: the real YAML language server (yaml-language-server, the one VS
 * Code's YAML extension runs), driven over stdio, with the workspace's own `.vscode/settings.json`
 * association and no modeline. Every document of a multi-card file is validated, completion
 * offers a kind's fields and the game's traits, and `game.yaml` is checked against the schema of
 * the vocabulary format without false errors.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import jsonc from "jsonc-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadVocabulary } from "../../compiler/vocab/load-vocabulary.ts";
import { COMMON_FIELDS, type Vocabulary } from "../../compiler/vocab/vocabulary.ts";
import { LspClient, type LspDiagnostic } from "./lsp-client.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const SERVER = join(ROOT, "node_modules/yaml-language-server/bin/yaml-language-server");
const SETTINGS = jsonc.parse(readFileSync(join(ROOT, ".vscode/settings.json"), "utf8")) as Record<string, unknown>;
const GAME = join(ROOT, "cards/shadows");
const VOCAB: Vocabulary = loadVocabulary(join(GAME, "game.yaml"), readFileSync(join(GAME, "game.yaml"), "utf8"), [])!;
const WAIT = 60_000;

let client: LspClient;

beforeAll(async () => {
  client = new LspClient(process.execPath, [SERVER, "--stdio"], ROOT);
  await client.initialize(ROOT, { yaml: { schemas: SETTINGS["yaml.schemas"], validate: true, completion: true, hover: true, schemaStore: { enable: false } } });
}, WAIT);

afterAll(async () => {
  await client?.stop();
}, WAIT);

const read = (rel: string) => readFileSync(join(ROOT, rel), "utf8");
const lines = (d: LspDiagnostic[]) => d.map((x) => `${x.range.start.line + 1}: ${x.message}`);

/** The text with `from` replaced by `to` in its `n`th document (1-based), and the line (0-based) of the change. */
function editDocument(text: string, n: number, from: string, to: string): { text: string; line: number } {
  const docs = text.split(/^---\n/m);
  expect(docs.length).toBeGreaterThanOrEqual(n);
  expect(docs[n - 1]).toContain(from);
  docs[n - 1] = docs[n - 1].replace(from, to);
  const edited = docs.join("---\n");
  return { text: edited, line: edited.slice(0, edited.indexOf(to)).split("\n").length - 1 };
}

describe("yaml-language-server with the workspace association", () => {
  it("a bundled multi-card file has no errors in any document", async () => {
    const file = "cards/shadows/monsters/level-1.yaml";
    expect(read(file).match(/^---$/gm)!.length).toBeGreaterThanOrEqual(3);
    expect(read(file)).not.toContain("yaml-language-server:"); // no modeline: the association applies
    expect(lines(await client.open(join(ROOT, file), read(file), WAIT))).toEqual([]);
  }, WAIT);

  it("a bad field in the third card is reported at its line", async () => {
    const file = "cards/shadows/monsters/level-1.yaml";
    const { text, line } = editDocument(read(file), 3, "species:", "specie:");
    const found = await client.open(join(ROOT, file), text, WAIT);
    expect(found.map((d) => d.range.start.line)).toEqual([line]);
    expect(found[0].message).toMatch(/specie/);
  }, WAIT);

  it("a wrong value, an unknown trait, a chart missing an icon and incomplete hero stats are errors", async () => {
    const monsters = "cards/shadows/monsters/level-1.yaml";
    const level = editDocument(read(monsters), 4, "level: 1", "level: one");
    expect((await client.open(join(ROOT, monsters), level.text, WAIT)).map((d) => d.range.start.line)).toEqual([level.line]);

    const icon = VOCAB.icons[VOCAB.icons.length - 1];
    const chart = read(monsters).split(/^---\n/m)[1];
    const withoutIcon = chart.replace(new RegExp(`^  ${icon}:.*\\n(    .*\\n)*`, "m"), "");
    expect(withoutIcon).not.toContain(`${icon}:`);
    const missing = await client.open(join(ROOT, monsters), withoutIcon, WAIT);
    expect(missing.some((d) => d.message.includes(icon))).toBe(true);

    const item = "cards/shadows/items/market.yaml";
    const trait = editDocument(read(item), 3, "cost: 3", "cost: 3\ntraits: [Restricted, Restrictd]");
    const traitErrors = await client.open(join(ROOT, item), trait.text, WAIT);
    expect(traitErrors.map((d) => d.range.start.line)).toEqual([trait.line + 1]);

    const hero = "cards/shadows/heroes/ahti.yaml";
    const stat = Object.keys(VOCAB.stats)[0];
    const stats = read(hero).replace(/^stats:.*$/m, "stats: {}");
    const heroErrors = await client.open(join(ROOT, hero), stats, WAIT);
    expect(heroErrors.some((d) => d.message.includes(stat))).toBe(true);
  }, WAIT * 2);

  it("completion inside a card offers its kind's fields, and in `traits` the game's traits", async () => {
    const file = "cards/shadows/items/market.yaml";
    const docs = read(file).split(/^---\n/m);
    const third = docs[2];
    expect(third).toMatch(/^kind: item$/m);
    // An empty line after `kind: item` in the third card, the cursor on it.
    const { text, line } = editDocument(read(file), 3, "kind: item\n", "kind: item\n\n");
    await client.open(join(ROOT, file), text, WAIT);
    const fields = (await client.complete(join(ROOT, file), { line: line + 1, character: 0 })).map((c) => c.label);
    const present = new Set([...third.matchAll(/^([a-z-]+):/gm)].map((m) => m[1]));
    const expected = Object.keys({ ...COMMON_FIELDS, ...VOCAB.kinds.item.fields }).filter((f) => !present.has(f));
    expect(expected.length).toBeGreaterThan(2);
    expect(fields).toEqual(expect.arrayContaining(expected));

    const traits = editDocument(read(file), 3, "kind: item\n", "kind: item\ntraits:\n  - \n");
    await client.open(join(ROOT, file), traits.text, WAIT);
    const offered = (await client.complete(join(ROOT, file), { line: traits.line + 2, character: 4 })).map((c) => c.label);
    const plain = Object.entries(VOCAB.traits)
      .filter(([, t]) => !t.param || t.param === "multiplier")
      .map(([n]) => n);
    expect(plain.length).toBeGreaterThan(3);
    expect(offered).toEqual(expect.arrayContaining(plain));
  }, WAIT * 2);

  it("game.yaml is checked against the vocabulary format: no false errors, a real one found", async () => {
    const file = "cards/shadows/game.yaml";
    expect(lines(await client.open(join(ROOT, file), read(file), WAIT))).toEqual([]);
    const typo = read(file).replace(/^players:/m, "player:");
    const found = await client.open(join(ROOT, file), typo, WAIT);
    expect(found.length).toBeGreaterThan(0);
    expect(found.map((d) => d.range.start.line)).toContain(typo.split("\n").findIndex((l) => l.startsWith("player:")));
  }, WAIT);
});
