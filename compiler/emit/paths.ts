/**
 * Where each generated module goes (relative to `generated/<game>/`) and how modules import each
 * other. Imports between generated modules carry `.ts` extensions (allowImportingTsExtensions); the
 * runtime API is imported by the package's name, so the modules type-check and run in any project
 * that has `cardsmith` installed (and in this one, which imports itself by name).
 */
import { EmitError } from "./errors.ts";

export interface EmitOptions {
  /**
   * The runtime API module: a package specifier (the default, `cardsmith/runtime/api`), or a path
   * relative to the output root (`../../runtime/api.ts`), which tests use for output written elsewhere.
   */
  runtimeApi?: string;
  /** Source files (relative to the game) whose modules are up to date: not emitted again. */
  skip?: ReadonlySet<string>;
  /**
   * The whole-game modules (vocabulary, kinds, rules, scenario, index) are up to date: their
   * inputs, the vocabulary and the game's card ids, kinds and files, did not change.
   */
  skipGameModules?: boolean;
}

export const DEFAULT_RUNTIME_API = "cardsmith/runtime/api";

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

/** The specifier `from` uses to import the runtime API: the package name, or a relative path. */
export function runtimeSpecifier(from: string, opts: EmitOptions): string {
  const api = opts.runtimeApi ?? DEFAULT_RUNTIME_API;
  if (!api.startsWith(".")) return api;
  const depth = from.split("/").length - 1;
  const spec = "../".repeat(depth) + api;
  return spec.startsWith(".") ? spec : `./${spec}`;
}

/**
 * The specifier `from` uses to import another runtime module (`core/rules`, `scenario/table-rules`),
 * found beside the runtime API: `cardsmith/runtime/core/rules`, or `../../runtime/core/rules.ts`.
 */
export function runtimeModuleSpecifier(from: string, module: string, opts: EmitOptions): string {
  const api = runtimeSpecifier(from, opts);
  const byName = !api.startsWith(".");
  const suffix = byName ? "api" : "api.ts";
  if (!api.endsWith(suffix)) throw new EmitError(`the runtime API module must be named ${suffix}: ${JSON.stringify(api)}`);
  return `${api.slice(0, -suffix.length)}${module}${byName ? "" : ".ts"}`;
}
