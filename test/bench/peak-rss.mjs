// Preloaded into a bench child process (`node --import`): writes the process's peak resident
// memory (KiB) to $BENCH_RSS_FILE as it exits, so a whole CLI run's memory can be reported.
import { writeFileSync } from "node:fs";

const file = process.env.BENCH_RSS_FILE;
if (file) process.on("exit", () => writeFileSync(file, String(process.resourceUsage().maxRSS)));
