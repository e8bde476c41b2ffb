/**
 * A copy of the Shadows game.yaml in a temp folder, edited by a test, plus card files; `check`
 * runs `cardsmith check` on it in-process and returns the exit code and the output.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import { main } from "../../compiler/cli/main.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const SHADOWS_YAML = readFileSync(join(ROOT, "cards/shadows/game.yaml"), "utf8");
/** A map of places to append to SHADOWS_YAML, for tests of the meanings played on one (compiler/vocab/check-place-map.ts). */
export const ON_A_MAP = "\nmap: { places: [mission], pieces: { per-player: 5 }, moves: { hero: { pays: gold, per: route } } }\n";

export interface Game {
  dir: string;
  /** The text of each file written, by path relative to the game. */
  files: Map<string, string>;
  cleanup(): void;
}

/** `replace(SHADOWS_YAML, a, b)` that fails loudly when `a` is not there (the test would be moot). */
export function edit(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`the text does not contain ${JSON.stringify(from)}`);
  return text.replace(from, to);
}

export function makeGame(vocabulary: string, cards: Record<string, string> = {}): Game {
  const dir = mkdtempSync(join(tmpdir(), "cardsmith-contract-"));
  const files = new Map<string, string>([["game.yaml", vocabulary], ...Object.entries(cards)]);
  for (const [path, text] of files) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return { dir, files, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function check(game: Game): Promise<{ exit: number; out: string }> {
  let out = "";
  const [o, e] = [process.stdout.write.bind(process.stdout), process.stderr.write.bind(process.stderr)];
  process.stdout.write = ((c: string) => ((out += c), true)) as typeof process.stdout.write;
  process.stderr.write = ((c: string) => ((out += c), true)) as typeof process.stderr.write;
  try {
    return { exit: await main(["check", game.dir, "--no-color"]), out };
  } finally {
    process.stdout.write = o;
    process.stderr.write = e;
  }
}

/**
 * `file:line:col` of the `nth` occurrence (0-based) of `needle` in a game file, optionally
 * `offset` characters into it: where a diagnostic must point.
 */
export function position(game: Game, file: string, needle: string, offset = 0, nth = 0): string {
  const text = game.files.get(file)!;
  let at = -1;
  for (let i = 0; i <= nth; i++) {
    at = text.indexOf(needle, at + 1);
    if (at < 0) throw new Error(`${file} does not contain ${JSON.stringify(needle)} ${nth + 1} times`);
  }
  at += offset;
  const before = text.slice(0, at).split("\n");
  return `${file}:${before.length}:${before[before.length - 1].length + 1}`;
}

/** `cardsmith check` of `game` exits 1 with one `code` error matching `message`, located at `needle` in game.yaml. */
export async function expectLocatedError(game: Game, code: string, needle: string, message: RegExp, offset = 0, nth = 0): Promise<string> {
  const r = await check(game);
  expect(r.exit).toBe(1);
  expect(r.out).toContain(`error[${code}]`);
  expect(r.out).toMatch(message);
  expect(r.out).toContain(`${position(game, "game.yaml", needle, offset, nth)}\n`);
  return r.out;
}
