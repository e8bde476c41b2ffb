/**
 * The schemas written for editors (generated/<game>/schema.json, generated/game.schema.json):
 * strict ajv compiles them as committed, every document of every bundled card file and every
 * vocabulary passes, and what the checker rejects by field shape they reject too. The workspace
 * association keeps the user's own settings.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import AjvModule from "ajv";
import fg from "fast-glob";
import { parseAllDocuments } from "yaml";
import { describe, expect, it } from "vitest";
import { schemaAssociations, settingsText } from "../../compiler/editor/workspace-files.ts";
import { gameSchema } from "../../compiler/schema/game-schema.ts";
import { loadVocabulary } from "../../compiler/vocab/load-vocabulary.ts";

const Ajv = AjvModule.default ?? AjvModule;
const ROOT = resolve(import.meta.dirname, "../..");
const strictAjv = () => new Ajv({ strict: true, allErrors: true });
const json = (rel: string) => JSON.parse(readFileSync(join(ROOT, rel), "utf8")) as object;
const docs = (file: string) => parseAllDocuments(readFileSync(file, "utf8")).map((d) => (d as { toJS(): unknown }).toJS());
const vocabOf = (gameYaml: string) => loadVocabulary(gameYaml, readFileSync(gameYaml, "utf8"), [])!;

const GAMES = fg.sync("cards/*/game.yaml", { cwd: ROOT }).map((f) => join(ROOT, f, ".."));

describe("editor schemas", () => {
  it("strict ajv compiles every committed schema, and each is the one the vocabulary gives", () => {
    expect(GAMES.length).toBeGreaterThan(0);
    for (const dir of GAMES) {
      const vocab = vocabOf(join(dir, "game.yaml"));
      const committed = json(`generated/${vocab.game}/schema.json`);
      expect(committed).toEqual(gameSchema(vocab));
      expect(() => strictAjv().compile(committed)).not.toThrow();
      expect(JSON.stringify(committed)).not.toContain("x-expect");
    }
    expect(() => strictAjv().compile(json("generated/game.schema.json"))).not.toThrow();
  });

  it("every document of every bundled card file passes, and every vocabulary", () => {
    let documents = 0;
    for (const dir of GAMES) {
      const validate = strictAjv().compile(gameSchema(vocabOf(join(dir, "game.yaml"))));
      // Deck files are not cards: `check` reads them against the game's deck rules.
      for (const file of fg.sync("**/*.{yaml,yml}", { cwd: dir, ignore: ["game.yaml", "**/*.deck.yaml"], absolute: true })) {
        for (const doc of docs(file)) {
          documents++;
          expect(validate(doc) ? [] : [file, validate.errors]).toEqual([]);
        }
      }
    }
    expect(documents).toBeGreaterThan(100);
    const vocabulary = strictAjv().compile(json("generated/game.schema.json"));
    for (const file of fg.sync(["cards/*/game.yaml"], { cwd: ROOT, absolute: true })) {
      expect(vocabulary(docs(file)[0]) ? [] : [file, vocabulary.errors]).toEqual([]);
    }
  });

  it("rejects unknown traits, a chart missing an icon and incomplete map fields, from the vocabulary", () => {
    const dir = join(ROOT, "cards/shadows");
    const vocab = vocabOf(join(dir, "game.yaml"));
    const validate = strictAjv().compile(gameSchema(vocab));
    const completeMaps = Object.entries(vocab.kinds).flatMap(([kind, k]) => Object.entries(k.fields).filter(([, f]) => f.type === "map" && f.complete).map(([field]) => ({ kind, field })));
    expect(completeMaps.length).toBeGreaterThanOrEqual(2);
    const cards = fg.sync("**/*.yaml", { cwd: dir, ignore: ["game.yaml", "**/*.deck.yaml"], absolute: true }).flatMap(docs) as Record<string, unknown>[];
    for (const { kind, field } of completeMaps) {
      const card = structuredClone(cards.find((c) => c.kind === kind)!);
      const map = card[field] as Record<string, unknown>;
      delete map[Object.keys(map)[0]];
      expect(validate(card)).toBe(false);
    }
    const withTraits = structuredClone(cards.find((c) => Array.isArray(c.traits))!);
    expect(validate(withTraits)).toBe(true);
    (withTraits.traits as string[]).push("Atack");
    expect(validate(withTraits)).toBe(false);
    // Each declared trait, with a parameter of its shape where it takes one, is accepted.
    const examples: Record<string, string> = { number: " 3", roman: " II", multiplier: " X2", name: ` (${Object.keys(vocab.traits)[0]})`, numbers: " (2/4)" };
    for (const [name, t] of Object.entries(vocab.traits)) {
      expect(validate({ ...withTraits, traits: [`${name}${t.param ? examples[t.param] : ""}`] })).toBe(true);
      if (!t.param) expect(validate({ ...withTraits, traits: [`${name} 2`] })).toBe(false);
    }
  });
});

describe("workspace association", () => {
  it("maps each game's card files to its schema, leaving game.yaml to the vocabulary schema", () => {
    const a = schemaAssociations(ROOT);
    expect(a["./generated/shadows/schema.json"]).toEqual(["cards/shadows/**/*.yaml", "cards/shadows/**/*.yml", "!cards/shadows/game.yaml", "!cards/shadows/**/*.deck.yaml"]);
    expect(a["./generated/game.schema.json"]).toEqual(["cards/**/game.yaml"]);
    expect(json(".vscode/settings.json")).toMatchObject({ "yaml.schemas": a });
  });

  it("keeps the user's settings and comments, replaces only its own entries", () => {
    const mine = `{\n  // my editor\n  "editor.tabSize": 4,\n  "yaml.schemas": { "./other.json": ["x.yaml"], "./generated/gone/schema.json": ["cards/gone/**/*.yaml"] }\n}\n`;
    const out = settingsText(mine, { "./generated/a/schema.json": ["cards/a/**/*.yaml"] });
    expect(out).toContain("// my editor");
    expect(out).toContain('"editor.tabSize": 4');
    expect(out).toContain('"./other.json"');
    expect(out).not.toContain("gone");
    expect(out).toContain('"./generated/a/schema.json"');
    expect(settingsText(out, { "./generated/a/schema.json": ["cards/a/**/*.yaml"] })).toBe(out);
    expect(() => settingsText("[1, 2]", {})).toThrow(/not a JSON object/);
    expect(settingsText("", {})).toBe('{\n  "yaml.schemas": {}\n}\n');
  });
});
