// Preloaded into a bench child process (`node --import`): writes the process's peak resident
// memory (KiB) and its CPU time (user + system, microseconds) to $BENCH_RSS_FILE as it exits, so a
// whole CLI run's memory and CPU time can be reported (the machine is shared: wall time is noisy).
import { writeFileSync } from "node:fs";

const file = process.env.BENCH_RSS_FILE;
if (file) process.on("exit", () => {
  const u = process.resourceUsage();
  writeFileSync(file, `${u.maxRSS} ${u.userCPUTime + u.systemCPUTime}`);
});
