import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { watchPaths } from "../../compiler/cli/watch.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const GAME = join(ROOT, "tmp", `watch-test-${process.pid}`);
afterAll(() => rmSync(GAME, { recursive: true, force: true }));

describe("check --watch", () => {
  it("checks once at start, again after a card file changes, and ignores other files", async () => {
    mkdirSync(GAME, { recursive: true });
    cpSync(join(ROOT, "test/fixtures/golden-game/game.yaml"), join(GAME, "game.yaml"));
    let runs = 0;
    const notes: string[] = [];
    const w = watchPaths([GAME], () => runs++, (t) => notes.push(t));
    expect(runs).toBe(1);
    await new Promise((r) => setTimeout(r, 400)); // let the watcher settle
    writeFileSync(join(GAME, "notes.txt"), "not a card\n");
    await new Promise((r) => setTimeout(r, 600));
    expect(runs).toBe(1);
    writeFileSync(join(GAME, "a.yaml"), "id: a\nname: A\nkind: status\n");
    for (let i = 0; i < 40 && runs < 2; i++) await new Promise((r) => setTimeout(r, 100));
    await w.close();
    expect(runs).toBe(2);
    expect(notes.join("")).toContain("a.yaml changed");
  }, 20_000);
});
