/**
 * Compiled validators kept on disk between processes: ajv compiles a card kind's schema in tens
 * of milliseconds and the vocabulary's in hundreds, which a one-card check would pay every time.
 * A validator is saved as ajv's standalone code, keyed by the schema and ajv's version and
 * options; loading it is only evaluating that code. Off unless a command names a cache folder.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Ajv as AjvType } from "ajv";
import type { ValidateFunction } from "ajv";
import standaloneModule from "ajv/dist/standalone/index.js";

const standaloneCode = ((standaloneModule as unknown as { default?: typeof standaloneModule }).default ?? standaloneModule) as unknown as (ajv: AjvType, v: ValidateFunction) => string;
/** Standalone code requires ajv's runtime helpers: resolved from the compiler, wherever the cache is. */
const requireFromCompiler = createRequire(import.meta.url);
const ajvVersion = (requireFromCompiler("ajv/package.json") as { version: string }).version;
const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

let folder: string | undefined;

/** Keep compiled validators in `dir` (the project's cache folder) from now on. */
export function cacheCompiledSchemas(dir: string): void {
  folder = join(dir, "schemas");
}

export function compileCached(ajv: AjvType, schema: object): ValidateFunction {
  if (!folder) return ajv.compile(schema);
  const key = sha256(`ajv@${ajvVersion} ${optionsId(ajv)} ${JSON.stringify(schema)}`);
  const file = join(folder, `${key}.cjs`);
  const saved = load(file);
  if (saved) return saved;
  const validate = ajv.compile(schema);
  save(file, standaloneCode(ajv, validate));
  return validate;
}

/** The options that change what a validator does or reports (ajv.opts also holds functions). */
function optionsId(ajv: AjvType): string {
  const o = ajv.opts;
  return JSON.stringify([o.allErrors, o.verbose, o.strict, o.strictSchema, o.strictTypes, o.useDefaults, o.coerceTypes, o.removeAdditional, o.$data, o.messages, o.ownProperties, o.unicodeRegExp, o.validateFormats]);
}

/** The first line is the SHA-256 of the code below it: damaged code is compiled again, never run. */
function load(file: string): ValidateFunction | undefined {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
  const nl = text.indexOf("\n");
  const code = text.slice(nl + 1);
  if (nl !== 64 || text.slice(0, nl) !== sha256(code)) return undefined;
  const module = { exports: {} as unknown };
  new Function("module", "exports", "require", code)(module, module.exports, requireFromCompiler);
  return module.exports as ValidateFunction;
}

/** Best effort: a folder that cannot be written only means compiling again next time. */
function save(file: string, code: string): void {
  const tmp = `${file}.tmp-${process.pid}`;
  try {
    mkdirSync(join(file, ".."), { recursive: true });
    writeFileSync(tmp, `${sha256(code)}\n${code}`, "utf8");
    renameSync(tmp, file);
  } catch {
    rmSync(tmp, { force: true });
  }
}
