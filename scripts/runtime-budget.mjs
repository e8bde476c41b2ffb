#!/usr/bin/env node
/**
 * How many lines of TypeScript each game keeps in `cards/<game>/runtime/`, counted the one way
 * that packing statements cannot game: each file formatted by prettier first (print width 120),
 * then blank and comment lines left out. `node scripts/runtime-budget.mjs` prints the table;
 * test/games/runtime-budget.test.ts holds every game to its ceiling.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { format } from "prettier";

export const BUDGET = 400;
export const PRINT_WIDTH = 120;
const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** Lines that are neither blank nor comment-only, in a formatted TypeScript text. */
export function codeLines(text) {
  return text.split("\n").filter((line) => {
    const t = line.trim();
    return t !== "" && !t.startsWith("//") && !t.startsWith("*") && !t.startsWith("/*");
  }).length;
}

/** Raw and formatted code-line counts of one game's runtime folder. */
export async function measureGame(game) {
  const dir = join(ROOT, "cards", game, "runtime");
  let raw = 0;
  let formatted = 0;
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts")).sort()) {
    const text = readFileSync(join(dir, file), "utf8");
    raw += codeLines(text);
    formatted += codeLines(await format(text, { parser: "typescript", printWidth: PRINT_WIDTH }));
  }
  return { game, raw, formatted };
}

export function games() {
  return readdirSync(join(ROOT, "cards"), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(`game runtime TypeScript, code lines (budget ${BUDGET}, counted after prettier at width ${PRINT_WIDTH})`);
  for (const g of games()) {
    const { raw, formatted } = await measureGame(g);
    console.log(`  ${g.padEnd(20)} ${String(formatted).padStart(4)} formatted  ${String(raw).padStart(4)} as written${formatted > BUDGET ? `  over by ${formatted - BUDGET}` : ""}`);
  }
}
