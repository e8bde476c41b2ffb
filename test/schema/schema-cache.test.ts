/**
 * A validator loaded from the schema cache (ajv's standalone code) must fail exactly as the
 * freshly compiled one does: the diagnostics are built from its errors, byte for byte.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import AjvModule from "ajv";
import { afterAll, describe, expect, it } from "vitest";
import { parseAllDocuments } from "yaml";
import { compileCached, cacheCompiledSchemas } from "../../compiler/schema/schema-cache.ts";
import { kindSchema } from "../../compiler/schema/card-schema.ts";
import { loadVocabulary } from "../../compiler/vocab/load-vocabulary.ts";
import { VOCABULARY_SCHEMA } from "../../compiler/vocab/meta-schema.ts";

const GAME = join(import.meta.dirname, "../fixtures/golden-game");
const dir = mkdtempSync(join(tmpdir(), "cardsmith-schema-cache-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const Ajv = AjvModule.default ?? AjvModule;
const newAjv = () => new Ajv({ allErrors: true, verbose: true, strict: false, code: { source: true } });

/** Every document of the golden cases (each has one mistake) and of the valid base cards. */
function values(): unknown[] {
  const files = [join(GAME, "base.yaml"), ...readdirSync(join(GAME, "cases")).map((f) => join(GAME, "cases", f))];
  return files.flatMap((f) => parseAllDocuments(readFileSync(f, "utf8")).flatMap((d) => ("toJS" in d ? [d.toJS()] : [])));
}

describe("the compiled-schema cache", () => {
  it("gives validators whose errors equal freshly compiled ones, for every card kind and the vocabulary", () => {
    const vocab = loadVocabulary("game.yaml", readFileSync(join(GAME, "game.yaml"), "utf8"), []);
    expect(vocab).toBeDefined();
    const schemas = [VOCABULARY_SCHEMA as object, ...Object.keys(vocab!.kinds).map((k) => kindSchema(vocab!, k))];
    const cards = values();
    cacheCompiledSchemas(dir);
    for (const schema of schemas) {
      compileCached(newAjv(), schema); // compiles and saves
      const loaded = compileCached(newAjv(), schema); // loads the saved code
      const fresh = newAjv().compile(schema);
      for (const value of [...cards, {}, null, []]) {
        expect(loaded(value)).toBe(fresh(value));
        expect(loaded.errors ?? null).toEqual(fresh.errors ?? null);
      }
    }
    expect(readdirSync(join(dir, "schemas")).length).toBe(schemas.length);
  }, 120_000);
});
