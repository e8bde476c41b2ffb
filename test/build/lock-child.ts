/** A process taking the build lock `times` times and logging `in <pid>` / `out <pid>` while it holds it (crash-safe.test.ts). */
import { appendFileSync } from "node:fs";
import { withBuildLock } from "../../compiler/build-lock.ts";

const [lock, log, times] = process.argv.slice(2) as [string, string, string];
for (let i = 0; i < Number(times); i++) {
  await withBuildLock(lock, { timeoutMs: 60_000, pollMs: 5 }, async () => {
    appendFileSync(log, `in ${process.pid}\n`);
    await new Promise((r) => setTimeout(r, 20));
    appendFileSync(log, `out ${process.pid}\n`);
  });
}
