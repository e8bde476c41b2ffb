/**
 * `render` swaps its output folder in as a whole, as `build` does: killed at any step of the
 * swap, the folder holds the old render or the journal to finish it, and the next render (or a
 * reader) never sees half of one. Two steps: before the journal is written, and between the renames.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const BIN = join(ROOT, "compiler/cli/bin.mjs");
const WORK = join(ROOT, "tmp", `render-crash-${process.pid}`);
const OUT = join(WORK, "out");

const render = (env: Record<string, string> = {}) => spawnSync("node", [BIN, "render", "./cards/adventure", "--out", OUT, "--no-color"], { cwd: ROOT, env: { ...process.env, ...env }, encoding: "utf8" });
const manifest = () => JSON.parse(readFileSync(join(OUT, "cardsmith-output.json"), "utf8")) as { files: string[] };

beforeAll(() => mkdirSync(WORK, { recursive: true }));
afterAll(() => rmSync(WORK, { recursive: true, force: true }));

describe("render killed mid-swap", () => {
  it.each(["staged", "moved-old"])("at %s: the old render or the new one, never half", (step) => {
    rmSync(OUT, { recursive: true, force: true });
    expect(render().status).toBe(0);
    writeFileSync(join(OUT, "cards", "marker.svg"), "<svg/>"); // not render's: gone once a new render is in
    const killed = render({ CARDSMITH_TEST_CRASH_AT: step });
    expect(killed.signal).toBe("SIGKILL");
    const leftovers = readdirSync(WORK).filter((f) => f.startsWith(".out.build-"));
    expect(leftovers.length).toBeGreaterThan(0);
    // Before the journal the old render is in place, whole; after it the journal says how to finish.
    if (step === "staged") {
      expect(existsSync(join(OUT, "cards", "marker.svg"))).toBe(true);
      expect(leftovers).not.toContain(".out.build-journal");
    } else expect(leftovers).toContain(".out.build-journal");
    const again = render();
    expect(again.status).toBe(0);
    expect(readdirSync(WORK).filter((f) => f.startsWith(".out.build-"))).toEqual([]);
    expect(existsSync(join(OUT, "cards", "marker.svg"))).toBe(false);
    for (const f of manifest().files) expect(existsSync(join(OUT, f)), f).toBe(true);
  });
});
