#!/usr/bin/env node
// The `cardsmith` command. Sources are TypeScript run through tsx's loader, so the package
// needs no separate build step.
import { register } from "tsx/esm/api";

register();
// `cardsmith play … | head` closes the pipe early: that is the reader's choice, not an error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (e) => {
    if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw e;
  });
}
const { main } = await import("./main.ts");
process.exitCode = await main(process.argv.slice(2));
