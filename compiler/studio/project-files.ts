/**
 * The studio's view of the project on disk: the games and their card files, each file read with
 * a version (a hash of its bytes) and written only over the version the designer started from,
 * atomically. Every path from the browser is checked here: relative, inside `cards/` or the
 * scenario folder, a YAML file, and not leading out of the project through a symbolic link.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, realpathSync, renameSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import fg from "fast-glob";
import { VOCABULARY_FILE } from "../check/check-game.ts";
import { gamesUnder } from "../project.ts";

/** Folders of the project the studio may read and write. */
const WRITABLE = ["cards", join("test", "scenarios")];
/** Card files, game.yaml and scenario files are YAML; the studio touches nothing else. */
const YAML = /\.ya?ml$/i;
/** A file larger than this is not opened in the browser (the checker refuses it too). */
const MAX_BYTES = 4 * 1024 * 1024;

export class StudioPathError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export interface GameFiles {
  id: string;
  /** Card files and game.yaml, relative to the project, sorted. */
  files: string[];
  /** Scenario files that name this game (`game: <id>`), relative to the project. */
  scenarios: string[];
}

export const version = (text: string) => createHash("sha1").update(text, "utf8").digest("hex");

/** The games under `cards/` with their files. */
export function listGames(root: string): GameFiles[] {
  const scenarioDir = join(root, "test", "scenarios");
  const scenarios = existsSync(scenarioDir) ? fg.sync("**/*.scenario.yaml", { cwd: scenarioDir, absolute: true }).sort() : [];
  const gameOf = new Map(scenarios.map((f) => [f, /^game:\s*([a-z0-9-]+)\s*$/m.exec(safeRead(f))?.[1]]));
  return gamesUnder(join(root, "cards")).map((dir) => {
    const id = basename(dir);
    const files = fg.sync("**/*.{yaml,yml}", { cwd: dir, ignore: ["**/node_modules/**", "runtime/**"] }).map((f) => rel(root, join(dir, f)));
    return { id, files: files.sort(), scenarios: scenarios.filter((f) => gameOf.get(f) === id).map((f) => rel(root, f)) };
  });
}

function safeRead(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

const rel = (root: string, abs: string) => relative(root, abs).split(sep).join("/");

/** The absolute path of a project-relative path from the browser, or a StudioPathError. */
export function resolveInside(root: string, path: unknown): string {
  if (typeof path !== "string" || !path || path.includes("\0")) throw new StudioPathError("a file path is required");
  if (isAbsolute(path) || /^[A-Za-z]:/.test(path)) throw new StudioPathError(`\`${path}\` is not a path inside the project`, 403);
  const abs = resolve(root, path);
  const inside = WRITABLE.some((dir) => abs.startsWith(join(root, dir) + sep));
  if (!inside) throw new StudioPathError(`\`${path}\` is outside cards/ and test/scenarios/`, 403);
  if (!YAML.test(abs)) throw new StudioPathError(`\`${path}\` is not a YAML file`, 403);
  // A link inside cards/ must not lead out of the project: compare real paths of what exists.
  let existing = abs;
  while (!existsSync(existing)) existing = dirname(existing);
  const real = realpathSync(existing);
  if (!real.startsWith(realpathSync(root) + sep)) throw new StudioPathError(`\`${path}\` leads outside the project`, 403);
  return abs;
}

export interface VersionedText {
  path: string;
  text: string;
  version: string;
}

export function readVersioned(root: string, path: string): VersionedText {
  const abs = resolveInside(root, path);
  if (!existsSync(abs)) throw new StudioPathError(`no such file: ${path}`, 404);
  if (statSync(abs).size > MAX_BYTES) throw new StudioPathError(`${path} is over ${MAX_BYTES / 1024 / 1024} MiB`, 413);
  const text = readFileSync(abs, "utf8");
  return { path, text, version: version(text) };
}

export type SaveResult = { saved: true; version: string } | { saved: false; conflict: VersionedText };

/**
 * Writes `text` if the file is still at `base` (the version the designer opened, or null for a
 * new file): otherwise nothing is written and the file as it is now comes back, to merge.
 */
export function saveIfUnchanged(root: string, path: string, text: string, base: string | null): SaveResult {
  const abs = resolveInside(root, path);
  if (Buffer.byteLength(text, "utf8") > MAX_BYTES) throw new StudioPathError(`the text is over ${MAX_BYTES / 1024 / 1024} MiB`, 413);
  const current = existsSync(abs) ? readFileSync(abs, "utf8") : null;
  const currentVersion = current === null ? null : version(current);
  if (currentVersion !== base) {
    return { saved: false, conflict: { path, text: current ?? "", version: currentVersion ?? "" } };
  }
  if (!existsSync(dirname(abs))) throw new StudioPathError(`no folder ${relative(root, dirname(abs))}`, 404);
  const temp = `${abs}.studio-${process.pid}.tmp`;
  writeFileSync(temp, text, "utf8");
  renameSync(temp, abs);
  return { saved: true, version: version(text) };
}

/** The game folder a project path belongs to. */
export function gameDirOf(root: string, abs: string): string | undefined {
  for (let dir = dirname(abs); dir.startsWith(join(root, "cards") + sep); dir = dirname(dir)) {
    if (existsSync(join(dir, VOCABULARY_FILE))) return dir;
  }
  return undefined;
}
