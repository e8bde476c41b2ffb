/**
 * `--quiet`: a command prints only what it must (errors, and the result it was asked for): no
 * progress, no per-game lines, no summary of a clean check. Any command given a `--quiet` option
 * sets it before its action runs (main.ts), so the modules that print need not be passed a flag.
 */
import type { Command } from "commander";

let quiet = false;

export function isQuiet(): boolean {
  return quiet;
}

export function setQuiet(on: boolean): void {
  quiet = on;
}

/** Adds `--quiet` to the named commands that lack it, and sets the flag from whichever command runs. */
export function addQuietOptions(program: Command, names: string[]): void {
  for (const command of program.commands) {
    if (names.includes(command.name()) && !command.options.some((o) => o.long === "--quiet")) command.option("--quiet", "print only errors and results: no progress, no summary of a clean run");
  }
  program.hook("preAction", (_program, action) => setQuiet(action.opts().quiet === true));
}
