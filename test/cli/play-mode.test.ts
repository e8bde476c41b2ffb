/**
 * `cardsmith play --mode`: a mode the game declares picks its player count and reaches the game;
 * an unknown mode, a mode of a game without modes, and a player count outside the mode's are
 * usage errors; a saved game keeps its mode and replays in it.
 */
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { main } from "../../compiler/cli/main.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const WORK = join(ROOT, "tmp", `play-mode-test-${process.pid}`);

beforeAll(() => mkdirSync(WORK, { recursive: true }));
afterAll(() => rmSync(WORK, { recursive: true, force: true }));

async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let [out, err] = ["", ""];
  const capture = (into: (s: string) => void) => ((chunk: string | Uint8Array) => (into(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8")), true)) as typeof process.stdout.write;
  const stdout = vi.spyOn(process.stdout, "write").mockImplementation(capture((s) => (out += s)));
  const stderr = vi.spyOn(process.stderr, "write").mockImplementation(capture((s) => (err += s)));
  try {
    return { code: await main(args), out, err };
  } finally {
    [stdout.mockRestore(), stderr.mockRestore()];
  }
}

describe("cardsmith play --mode", () => {
  it("plays the mode named, with its player count by default, and replays it", async () => {
    const save = join(WORK, "solo.json");
    const solo = await run(["play", "legacy-of-thracks", "--mode", "solo", "--seed", "3", "--quiet", "--save", save]);
    expect(solo.code).toBe(0);
    expect(solo.out).toContain("1 player");
    expect(solo.out).toMatch(/the Shadow/);
    expect(JSON.parse(readFileSync(save, "utf8")).mode).toBe("solo");
    const again = await run(["play", "legacy-of-thracks", "--replay", save, "--quiet"]);
    expect(again.code).toBe(0);
    expect(again.out.split("\n").filter((l) => l.includes("log "))).toEqual(solo.out.split("\n").filter((l) => l.includes("log ")));
    const basic = await run(["play", "legacy-of-thracks", "--seed", "3", "--quiet"]);
    expect(basic.out).toContain("2 players"); // the first mode, basic, is for 2-4
    const cooperative = await run(["play", "legacy-of-thracks", "--mode", "cooperative", "--seed", "3", "--quiet"]);
    expect([cooperative.code, cooperative.out]).toEqual([0, expect.stringContaining("2 players")]); // the team, and the Shadow the events play
    expect(cooperative.out).toMatch(/the Shadow/);
  }, 120_000);

  it("refuses a mode the game does not declare, a game without modes, and a count outside the mode", async () => {
    const unknown = await run(["play", "legacy-of-thracks", "--mode", "coop"]);
    expect([unknown.code, unknown.err]).toEqual([2, expect.stringContaining("has no mode `coop` (modes: basic, solo, clan, shadow, cooperative)")]);
    const none = await run(["play", "shadows", "--mode", "solo"]);
    expect(none.err).toContain("declares no modes; drop --mode");
    const count = await run(["play", "legacy-of-thracks", "--mode", "solo", "--players", "2"]);
    expect(count.err).toContain("(solo mode) is for 1 player, not 2");
  });
});
