import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { watchPaths } from "../../compiler/cli/watch.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const GAME = join(ROOT, "tmp", `watch-test-${process.pid}`);
afterAll(() => rmSync(GAME, { recursive: true, force: true }));

/** Waits for a condition without a deadline of its own: the test's timeout is the only bound. */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((r) => setTimeout(r, 50));
}

describe("check --watch", () => {
  it("checks once at start, again after a card file changes, and ignores other files", async () => {
    mkdirSync(GAME, { recursive: true });
    cpSync(join(ROOT, "test/fixtures/golden-game/game.yaml"), join(GAME, "game.yaml"));
    let runs = 0;
    const notes: string[] = [];
    const w = watchPaths([GAME], () => runs++, (t) => notes.push(t));
    expect(runs).toBe(1);
    await w.ready;
    writeFileSync(join(GAME, "notes.txt"), "not a card\n");
    await new Promise((r) => setTimeout(r, 600)); // a slow watcher only makes this pass more easily
    expect(runs).toBe(1);
    writeFileSync(join(GAME, "a.yaml"), "id: a\nname: A\nkind: status\n");
    await until(() => runs >= 2);
    await w.close();
    expect(runs).toBe(2);
    expect(notes.join("")).toContain("a.yaml changed");
  }, 300_000);

  it("reports a check that fails with an internal error, without a stack trace, and keeps watching", async () => {
    const dir = join(GAME, "broken");
    mkdirSync(dir, { recursive: true });
    let runs = 0;
    const notes: string[] = [];
    const w = watchPaths(
      [dir],
      () => {
        runs++;
        throw new TypeError("a card broke the checker");
      },
      (t) => notes.push(t),
    );
    expect(runs).toBe(1);
    await w.ready;
    writeFileSync(join(dir, "b.yaml"), "id: b\nname: B\nkind: status\n");
    await until(() => runs >= 2);
    await w.close();
    const text = notes.join("");
    expect(text).toContain("cardsmith: internal error (CS5001): a card broke the checker");
    expect(text.match(/still watching/g)).toHaveLength(2);
    expect(text).not.toMatch(/\n\s+at /);
  }, 300_000);
});
