/**
 * The precompiled CLI in `dist/` (written by `npm run precompile`, which `npm ci` runs as
 * `prepare`): plain JavaScript starts in a fraction of the time tsx needs to load and compile
 * the TypeScript sources. It is used only while it matches the sources byte for byte, so an
 * edited source never runs stale code: the CLI falls back to the sources through tsx.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const DIST = `${ROOT}dist/`;
export const MANIFEST = `${DIST}manifest.json`;
/** The bundled CLI (written when esbuild is installed): preferred, it starts fastest. */
export const BUNDLE = `${DIST}bundle/`;
/** The folders whose TypeScript is precompiled: what the compiler's commands load. */
export const SOURCE_DIRS = ["compiler", "dsl"];

export const sourceHash = (text) => createHash("sha1").update(text).digest("hex");

/** dist/'s `main`, or undefined when there is no dist/ or any source differs from what was compiled. */
export async function precompiledMain() {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(MANIFEST, "utf8"));
    for (const [file, hash] of Object.entries(manifest.sources)) {
      if (sourceHash(readFileSync(`${ROOT}${file}`)) !== hash) return undefined;
    }
  } catch {
    return undefined; // missing, damaged or a source deleted: run the sources
  }
  const entry = existsSync(`${BUNDLE}main.js`) ? `${BUNDLE}main.js` : `${DIST}compiler/cli/main.js`;
  return (await import(entry)).main;
}
