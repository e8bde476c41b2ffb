/**
 * `cardsmith play`: the output is a function of the game, seed and answers (byte-identical run to
 * run), a saved game replays to the same bytes, and bad input is a one-line usage error.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { main } from "../../compiler/cli/main.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const WORK = join(ROOT, "tmp", `play-test-${process.pid}`);
const GAME = ["play", "shadows", "--players", "3", "--seed", "42", "--bots", "random,greedy,greedy"];

beforeAll(() => mkdirSync(WORK, { recursive: true }));
afterAll(() => rmSync(WORK, { recursive: true, force: true }));

/** Runs the CLI in this process, capturing what it writes. */
async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const capture = (into: (s: string) => void) => (chunk: string | Uint8Array) => {
    into(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8"));
    return true;
  };
  const stdout = vi.spyOn(process.stdout, "write").mockImplementation(capture((s) => (out += s)) as typeof process.stdout.write);
  const stderr = vi.spyOn(process.stderr, "write").mockImplementation(capture((s) => (err += s)) as typeof process.stderr.write);
  try {
    const code = await main(args);
    return { code, out, err };
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
  }
}

describe("cardsmith play", () => {
  it("prints the same bytes for the same seed", async () => {
    expect(process.cwd()).toBe(ROOT);
    const first = await run(GAME);
    const second = await run(GAME);
    expect(first.code).toBe(0);
    expect(first.err).toBe("");
    expect(second.out).toBe(first.out);
    expect(first.out).not.toContain("\x1b[");
  }, 300_000);

  it("groups the log by round, phase and step and ends with the results", async () => {
    const { out } = await run(GAME);
    const lines = out.split("\n");
    expect(lines[0]).toBe("Shadows: Heroes & Monsters · seed 42 · 3 players: P1 random, P2 greedy, P3 greedy");
    expect(lines).toContain("== setup ==");
    expect(lines).toContain("== round 1 · plan ==");
    expect(lines.some((l) => /^== round 1 · combat · initiative \d ==$/.test(l))).toBe(true);
    // Every log line sits indented under a header; headers appear only when the place changes.
    const headers = lines.filter((l) => l.startsWith("== "));
    for (let i = 1; i < headers.length; i++) expect(headers[i]).not.toBe(headers[i - 1]);
    const results = lines.indexOf("== results ==");
    expect(results).toBeGreaterThan(0);
    expect(lines[results + 1]).toMatch(/^ {2}the game ended in round \d+: .+/);
    expect(lines[results + 3]).toMatch(/^\s+seat\s+player\s+role\s+score\s+tie-breaks\s+detail$/);
    const rows = lines.slice(results + 4, results + 7);
    expect(rows.map((r) => r.match(/^\s*★?\s+(\d)\s+(P\d)/)?.slice(1))).toEqual([["1", "P1"], ["2", "P2"], ["3", "P3"]]);
    expect(rows.filter((r) => r.trimStart().startsWith("★")).length).toBeGreaterThanOrEqual(1);
    expect(out).toMatch(/\n {2}winners?[:,].+\n {2}log [0-9a-f]{12} · \d+ decisions\n$/);
  }, 300_000);

  it("--quiet prints the header and the summary only", async () => {
    const full = await run(GAME);
    const quiet = await run([...GAME, "--quiet"]);
    expect(quiet.code).toBe(0);
    const summary = full.out.slice(full.out.indexOf("\n== results =="));
    expect(quiet.out).toBe(`${full.out.split("\n")[0]}\n${summary}`);
  }, 300_000);

  it("--save then --replay prints the same output and verifies the log hash", async () => {
    const file = join(WORK, "game.json");
    const played = await run([...GAME, "--save", file]);
    expect(played.code).toBe(0);
    expect(played.err).toContain("saved the replay");
    const saved = JSON.parse(readFileSync(file, "utf8"));
    expect(saved).toMatchObject({ format: "cardsmith-replay", version: 1, game: "shadows", seed: 42, names: ["P1", "P2", "P3"], agents: ["random", "greedy", "greedy"] });
    expect(played.out).toContain(`log ${saved.logHash.slice(0, 12)} · ${saved.decisions.length} decisions`);

    const replayed = await run(["play", "shadows", "--replay", file]);
    expect(replayed.code).toBe(0);
    expect(replayed.out).toBe(played.out);
    expect(replayed.err).toContain("replay verified");
    // The atomic write leaves no temporary file behind.
    expect(readdirSync(WORK).filter((f) => f.includes(".tmp-"))).toEqual([]);
  }, 300_000);

  it("a replay that no longer reproduces its game fails with exit 1", async () => {
    const file = join(WORK, "game.json");
    await run([...GAME, "--save", file, "--quiet"]);
    const saved = JSON.parse(readFileSync(file, "utf8"));
    const tampered = join(WORK, "tampered.json");
    writeFileSync(tampered, JSON.stringify({ ...saved, logHash: "0".repeat(64) }));
    const hash = await run(["play", "shadows", "--replay", tampered, "--quiet"]);
    expect(hash.code).toBe(1);
    expect(hash.err).toMatch(/did not reproduce its game: log hash [0-9a-f]{12}, recorded 000000000000/);

    writeFileSync(tampered, JSON.stringify({ ...saved, decisions: saved.decisions.slice(0, 5) }));
    const short = await run(["play", "shadows", "--replay", tampered, "--quiet"]);
    expect(short.code).toBe(1);
    expect(short.err).toContain("ran out of decisions");
  }, 300_000);

  it("refuses a replay whose fields were tampered with, naming the field", async () => {
    const file = join(WORK, "fields.json");
    await run([...GAME, "--save", file, "--quiet"]);
    const saved = JSON.parse(readFileSync(file, "utf8"));
    const tampered = join(WORK, "fields-tampered.json");
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ seed: saved.seed + 2 ** 32 }, /`seed` must be a whole number/],
      [{ seed: 42.5 }, /`seed` must be a whole number/],
      [{ maxRounds: "abc" }, /`maxRounds` must be a whole number/],
      [{ names: [1, 2, 3] }, /player name 1 must be text/],
      [{ names: ["P1", "\u001b[2Jreplay verified", "P3"] }, /player name .* printable/],
      [{ names: { length: 3 } }, /`names` must list the players/],
      [{ decisions: [[7, 0]] }, /decision 1 must be \[seat, option\]/],
      [{ decisions: [[0, -1]] }, /decision 1 must be/],
    ];
    for (const [change, message] of cases) {
      writeFileSync(tampered, JSON.stringify({ ...saved, ...change }));
      const r = await run(["play", "shadows", "--replay", tampered, "--quiet"]);
      expect(r.code, JSON.stringify(change)).toBe(2);
      expect(r.err, JSON.stringify(change)).toMatch(message);
      expect(r.err).not.toContain("\u001b");
    }
  }, 300_000);

  it("--max-rounds stops the game early (a safety stop, not an end) and is part of the replay", async () => {
    const file = join(WORK, "short.json");
    const played = await run(["play", "shadows", "--seed", "7", "--max-rounds", "1", "--save", file]);
    expect(played.code).toBe(0);
    expect(played.out).toContain("at most 1 rounds");
    expect(played.out).toContain("safety stop after 1 rounds");
    expect(played.out).toContain("the game stopped in round 1 without an end");
    expect(JSON.parse(readFileSync(file, "utf8")).maxRounds).toBe(1);
    const replayed = await run(["play", "shadows", "--replay", file]);
    expect(replayed.out).toBe(played.out);
  }, 300_000);

  it("--stats lists every declared event with how often it was raised", async () => {
    const { code, out } = await run(["play", "shadows", "--seed", "5", "--quiet", "--stats"]);
    expect(code).toBe(0);
    const stats = out.slice(out.indexOf("events raised:"));
    const rows = new Map([...stats.matchAll(/^ {2}(\S+)\s+(\d+)/gm)].map((m) => [m[1], Number(m[2])]));
    expect([...rows.keys()]).toContain("attacked");
    expect(rows.get("attacked")).toBeGreaterThan(0);
    expect(rows.size).toBeGreaterThanOrEqual(11); // every event Shadows declares, raised or not
  }, 300_000);

  it("defaults to the game's minimum players, greedy bots and seed 1", async () => {
    const { code, out } = await run(["play", "shadows", "--quiet"]);
    expect(code).toBe(0);
    expect(out.split("\n")[0]).toBe("Shadows: Heroes & Monsters · seed 1 · 2 players: P1 greedy, P2 greedy");
    const fromBots = await run(["play", "shadows", "--quiet", "--bots", "random,random,greedy"]);
    expect(fromBots.out.split("\n")[0]).toContain("3 players: P1 random, P2 random, P3 greedy");
  }, 300_000);

  it.each([
    [["play", "nope"], /no playable game `nope` in cards\/ .*games: (.*, )?shadows/],
    [["play", "../cards"], /no playable game/],
    [["play", "shadows", "--players", "4"], /is for 2-3 players, not 4/],
    [["play", "shadows", "--players", "1"], /is for 2-3 players, not 1/],
    [["play", "shadows", "--players", "two"], /--players takes a whole number/],
    [["play", "shadows", "--bots", "random,greedy,greedy,greedy"], /is for 2-3 players, not 4/],
    [["play", "shadows", "--players", "3", "--bots", "random,greedy"], /--bots names 2 bots, but 3 players need 3/],
    [["play", "shadows", "--bots", "random,clever"], /unknown bot `clever` in --bots \(bots: random, greedy\)/],
    [["play", "shadows", "--seed", "x"], /--seed takes a whole number from 0 to 4294967295, not `x`/],
    [["play", "shadows", "--seed", "1.5"], /--seed takes a whole number/],
    [["play", "shadows", "--seed", "4294967296"], /--seed takes a whole number/],
    [["play", "shadows", "--human", "0"], /--human takes a seat from 1 to 2, not `0`/],
    [["play", "shadows", "--human", "3"], /--human takes a seat from 1 to 2, not `3`/],
    [["play", "shadows", "--players", "3", "--human", "1", "--bots", "greedy,greedy,greedy"], /--bots names 3 bots, but 3 players with a human at seat 1 need 2/],
    [["play", "shadows", "--max-rounds", "0"], /--max-rounds takes a whole number from 1/],
    [["play", "shadows", "--replay", "nowhere.json"], /cannot read replay nowhere\.json/],
    [["play", "shadows", "--replay", "x.json", "--seed", "3", "--bots", "random,random"], /drop --seed, --bots/],
  ])("%j is a usage error", async (args, message) => {
    const { code, out, err } = await run(args as string[]);
    expect(code).toBe(2);
    expect(out).toBe("");
    expect(err).toMatch(message as RegExp);
    expect(err.trim().split("\n")).toHaveLength(1);
  });

  it("rejects a file that is not a replay of this game", async () => {
    const notReplay = join(WORK, "not-replay.json");
    writeFileSync(notReplay, "{}");
    expect((await run(["play", "shadows", "--replay", notReplay])).err).toMatch(/is not a cardsmith replay file/);
    const other = join(WORK, "other.json");
    writeFileSync(other, JSON.stringify({ format: "cardsmith-replay", version: 1, game: "chess", seed: 1, names: ["a", "b"], agents: [], decisions: [], logHash: "0".repeat(64) }));
    const r = await run(["play", "shadows", "--replay", other]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/is a replay of `chess`, not `shadows`/);
  });
});
