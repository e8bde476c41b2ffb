#!/usr/bin/env node
// The `cardsmith` command. The compiler's commands run precompiled JavaScript from dist/ while it
// matches the sources (precompiled.mjs); otherwise, and for the commands that run a game (whose
// runtime and generated modules are TypeScript), the sources run through tsx's loader.
import { precompiledMain } from "./precompiled.mjs";

/** These import the game runtimes and generated/ as TypeScript: one copy of the runtime, via tsx. */
const RUNS_GAMES = new Set(["play", "test", "sim", "sim-worker", "fuzz-games", "studio"]);

// `cardsmith play … | head` closes the pipe early: that is the reader's choice, not an error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (e) => {
    if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw e;
  });
}
const argv = process.argv.slice(2);
let main = RUNS_GAMES.has(argv[0]) ? undefined : await precompiledMain();
if (!main) {
  const { register: registerHooks } = await import("node:module");
  registerHooks("../../runtime/source-conditions.mjs", import.meta.url);
  const { register } = await import("tsx/esm/api");
  register();
  ({ main } = await import("./main.ts"));
}
process.exitCode = await main(argv);
