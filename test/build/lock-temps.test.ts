/** A build killed while taking the lock leaves `build.lock.tmp-<pid>`; the next holder removes it. */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { withBuildLock } from "../../compiler/build-lock.ts";

const dir = mkdtempSync(join(tmpdir(), "cardsmith-lock-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the build lock's temp files", () => {
  it("are removed when their process is gone, and kept while it lives", async () => {
    const lock = join(dir, "lock", "build.lock");
    mkdirSync(join(dir, "lock"), { recursive: true });
    // A pid that surely has exited: a child that already ended.
    const dead = spawnSync(process.execPath, ["-e", "0"]).pid!;
    const deadTemp = `${lock}.tmp-${dead}`;
    const halfTemp = `${lock}.tmp-${dead + 1_000_000}`; // killed mid-write: empty
    const liveTemp = `${lock}.tmp-1`; // pid 1 is always running
    writeFileSync(deadTemp, `${JSON.stringify({ pid: dead, host: hostname(), token: "x", since: null })}\n`);
    writeFileSync(halfTemp, "");
    writeFileSync(liveTemp, `${JSON.stringify({ pid: 1, host: hostname(), token: "y", since: null })}\n`);
    await withBuildLock(lock, { timeoutMs: 10_000 }, async () => {});
    expect([existsSync(deadTemp), existsSync(halfTemp), existsSync(liveTemp)]).toEqual([false, false, true]);
  }, 60_000);
});
