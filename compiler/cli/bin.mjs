#!/usr/bin/env node
// The `cardsmith` command. Sources are TypeScript run through tsx's loader, so the package
// needs no separate build step.
import { register } from "tsx/esm/api";

register();
const { main } = await import("./main.ts");
process.exitCode = await main(process.argv.slice(2));
