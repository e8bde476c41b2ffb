/**
 * The package's root folder (where package.json is). Found by walking up, because this module
 * runs both from its source (`compiler/`) and precompiled (`dist/compiler/`).
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

function findRoot(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    if (existsSync(join(dir, "package.json"))) return dir;
    if (dirname(dir) === dir) throw new Error("cardsmith: package.json not found above the compiler");
  }
}

export const PACKAGE_ROOT = findRoot();

/** The version in package.json. */
export function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(join(PACKAGE_ROOT, "package.json"), "utf8")) as { version?: string };
  return pkg.version ?? "unknown";
}
