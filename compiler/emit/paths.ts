/**
 * Where each generated module goes (relative to `generated/<game>/`) and how modules import each
 * other. Imports carry `.ts` extensions (allowImportingTsExtensions); the runtime API is imported
 * by a relative path computed from the module's depth.
 */
import { EmitError } from "./errors.ts";

export interface EmitOptions {
  /** The runtime API module relative to the output root; `generated/<game>/` → `../../runtime/api.ts`. */
  runtimeApi?: string;
  /** Source files (relative to the game) whose modules are up to date: not emitted again. */
  skip?: ReadonlySet<string>;
  /**
   * The whole-game modules (vocabulary, kinds, rules, scenario, index) are up to date: their
   * inputs, the vocabulary and the game's card ids, kinds and files, did not change.
   */
  skipGameModules?: boolean;
}

export const DEFAULT_RUNTIME_API = "../../runtime/api.ts";

/** `skills/akintunde.yaml` → `cards/skills/akintunde.ts`. */
export function cardModulePath(sourceFile: string): string {
  const parts = sourceFile.split(/[\\/]/);
  if (/^[A-Za-z]:$/.test(parts[0]) || parts.some((p) => p === "" || p === "." || p === "..")) {
    throw new EmitError(`card file path must be relative and normalized: ${JSON.stringify(sourceFile)}`);
  }
  const last = parts.length - 1;
  parts[last] = parts[last].replace(/\.ya?ml$/i, "") + ".ts";
  return ["cards", ...parts].join("/");
}

/** The specifier `from` (an output path) uses to import `to` (another output path). */
export function importSpecifier(from: string, to: string): string {
  const fromDir = from.split("/").slice(0, -1);
  const target = to.split("/");
  let common = 0;
  while (common < fromDir.length && common < target.length - 1 && fromDir[common] === target[common]) common++;
  const up = fromDir.length - common;
  const rest = target.slice(common).join("/");
  return up === 0 ? `./${rest}` : `${"../".repeat(up)}${rest}`;
}

/** The specifier `from` uses to import the runtime API. */
export function runtimeSpecifier(from: string, opts: EmitOptions): string {
  const depth = from.split("/").length - 1;
  const spec = "../".repeat(depth) + (opts.runtimeApi ?? DEFAULT_RUNTIME_API);
  return spec.startsWith(".") ? spec : `./${spec}`;
}
