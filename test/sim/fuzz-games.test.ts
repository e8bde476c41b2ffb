/**
 * `cardsmith fuzz-games`: a small run of Shadows passes every check; a planted bug at a known
 * step fails, is saved as a replay file, and `play --replay` of that file shows the log up to the
 * failing step and reproduces the same failure; a replay changed since it was saved does not.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../compiler/cli/main.ts";
import { fuzzGames } from "../../compiler/cli/fuzz-games-command.ts";
import { playModule } from "../../compiler/cli/play-command.ts";
import type { PlayedGame } from "../../runtime/core/game-module.ts";
import { GameLog } from "../../runtime/core/log.ts";
import { readReplay, type ReplayFile } from "../../runtime/core/replay.ts";
import { StepChecker } from "../../runtime/sim/checks.ts";
import { capture } from "./capture.ts";
import { BROKEN_SEED, BROKEN_STEP, crashing, lostCard } from "./planted-bugs.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const WORK = join(ROOT, "tmp", `fuzz-games-test-${process.pid}`);

beforeAll(() => mkdirSync(WORK, { recursive: true }));
afterAll(() => rmSync(WORK, { recursive: true, force: true }));

describe("cardsmith fuzz-games", () => {
  it("plays Shadows games with every check after every step, and reports games per second", async () => {
    const { code, out, err } = await capture(() => main(["fuzz-games", "shadows", "--games", "24", "--seed", "7", "--out", join(WORK, "none")]));
    expect(err).not.toMatch(/error|FAILED/);
    expect(code).toBe(0);
    expect(out).toContain("fuzz-games shadows: 24 games (2-3 players, random bots, seeds 7..30): no failures");
    const steps = Number(/checked after every step: ([\d,]+) steps/.exec(out)?.[1].replace(/,/g, ""));
    expect(steps).toBeGreaterThan(24 * 20);
    expect(out).toMatch(/\d+ games\/s/);
    expect(existsSync(join(WORK, "none"))).toBe(false);
  }, 300_000);

  it("refuses a player count the game does not allow, and seeds past 32 bits", async () => {
    const players = await capture(() => main(["fuzz-games", "shadows", "--games", "2", "--players", "5"]));
    expect(players.code).toBe(2);
    expect(players.err).toContain("is for 2-3 players, not 5");
    const seeds = await capture(() => main(["fuzz-games", "shadows", "--games", "10", "--seed", "4294967290"]));
    expect(seeds.code).toBe(2);
    expect(seeds.err).toContain("runs past the largest seed");
  });

  it("a planted invariant break at a known step fails that game only and saves a replay of it", async () => {
    const out = join(WORK, "lost");
    const run = await capture(() => fuzzGames(lostCard, "lost-card", { games: "8", seed: "1", out }));
    expect(run.code).toBe(1);
    const file = join(out, `lost-card-seed${BROKEN_SEED}-2p.json`);
    const failed = run.out.split("\n").filter((l) => l.startsWith("FAILED"));
    expect(failed).toEqual([`FAILED seed ${BROKEN_SEED}, 2 players: ${failed[0].slice(failed[0].indexOf("step"))}`]);
    expect(failed[0]).toMatch(new RegExp(`step ${BROKEN_STEP} \\(round \\d+ · [^)]+\\): invariant broken: 1 cards are in no zone`));
    expect(run.out).toContain(`cardsmith play lost-card --replay ${file.slice(ROOT.length + 1)}`);
    expect(run.out).toContain("8 games (2-3 players, random bots, seeds 1..8): 1 FAILED");
    const replay = readReplay(file);
    expect(replay).toMatchObject({ game: "lost-card", seed: BROKEN_SEED, names: ["P1", "P2"], agents: ["random", "random"] });
    expect(replay.failure).toMatchObject({ kind: "invariant", step: BROKEN_STEP, message: "1 cards are in no zone" });
    expect(replay.decisions.length).toBeGreaterThan(0);
  }, 300_000);

  it("play --replay of the saved failure prints the log up to the failing step, then the same failure", async () => {
    const file = join(WORK, "lost", `lost-card-seed${BROKEN_SEED}-2p.json`);
    const saved = readReplay(file);
    const shown = await capture(() => playModule(lostCard, { replay: file, color: false }));
    expect(shown.code).toBe(1);
    expect(shown.err).toContain(`replay reproduced the failure at step ${BROKEN_STEP}: log hash ${saved.logHash.slice(0, 12)} matches`);
    const lines = shown.out.split("\n");
    const failure = lines.indexOf("== failure ==");
    expect(failure).toBeGreaterThan(10);
    expect(lines[failure + 1]).toBe(`  step ${BROKEN_STEP} (${saved.failure!.where}): invariant broken: 1 cards are in no zone`);
    // The log printed is the game's up to that step: the last place shown is where it failed.
    const places = lines.slice(0, failure).filter((l) => l.startsWith("== "));
    expect(places[places.length - 1]).toBe(`== ${saved.failure!.where} ==`);
    expect(shown.out).not.toContain("== results ==");
  }, 300_000);

  it("a saved failure that no longer fails the same way is reported, not verified", async () => {
    const file = join(WORK, "lost", `lost-card-seed${BROKEN_SEED}-2p.json`);
    const saved = JSON.parse(readFileSync(file, "utf8")) as ReplayFile;
    const moved = join(WORK, "moved.json");
    writeFileSync(moved, JSON.stringify({ ...saved, failure: { ...saved.failure, step: BROKEN_STEP + 1 } }));
    const wrongStep = await capture(() => playModule(lostCard, { replay: moved, color: false, quiet: true }));
    expect(wrongStep.code).toBe(1);
    expect(wrongStep.err).toContain("did not reproduce its failure");
    // Shadows itself (no planted bug) plays the same decisions through without that failure.
    const fixed = join(WORK, "fixed.json");
    writeFileSync(fixed, JSON.stringify({ ...saved, game: "shadows" }));
    const { game: shadows } = await import("../../cards/shadows/runtime/index.ts");
    const passes = await capture(() => playModule(shadows, { replay: fixed, color: false, quiet: true }));
    expect(passes.code).toBe(1);
    expect(passes.err).toMatch(/did not reproduce its failure: .*; (the game passed|got step)/);
  }, 300_000);

  it("a crash half-way is saved and replayed the same way", async () => {
    const out = join(WORK, "crash");
    const run = await capture(() => fuzzGames(crashing, "crashing", { games: "6", seed: "3", players: "3", out }));
    expect(run.code).toBe(1);
    expect(run.out).toMatch(new RegExp(`FAILED seed ${BROKEN_SEED}, 3 players: step ${BROKEN_STEP} \\([^)]+\\): the game crashed: TypeError: planted crash`));
    const file = join(out, `crashing-seed${BROKEN_SEED}-3p.json`);
    expect(readReplay(file).failure).toMatchObject({ kind: "crash", step: BROKEN_STEP, message: "TypeError: planted crash" });
    const shown = await capture(() => playModule(crashing, { replay: file, color: false }));
    expect(shown.code).toBe(1);
    expect(shown.err).toContain(`replay reproduced the failure at step ${BROKEN_STEP}`);
    expect(shown.out).toContain("the game crashed: TypeError: planted crash");
  }, 300_000);
});

describe("the checks after every step", () => {
  /** A game seen by the checker: its log, a round, invariants that hold. */
  function view(log: GameLog, round: number): PlayedGame {
    return { log, round, checkInvariants: () => {} } as unknown as PlayedGame;
  }

  it("catch a log entry placed nowhere or showing a broken value, and a round going back", () => {
    const cases: Array<[string, (log: GameLog) => void, number, RegExp]> = [
      ["a number that is not one", (l) => l.add("P1: gold 3 → NaN"), 1, /shows a broken value/],
      ["a missing value", (l) => l.add("P2 plays undefined"), 1, /shows a broken value/],
      ["an object", (l) => l.add("P1 gains [object Object]"), 1, /shows a broken value/],
      ["a place from the future", (l) => (l.at("round 3 · main"), l.add("P1 passes")), 1, /placed in round 3 · main, but the game is in round 1/],
      ["no place", (l) => (l.at(""), l.add("P1 passes")), 1, /placed nowhere/],
      ["an empty entry", (l) => (l.at("round 1 · main"), l.add("  ")), 1, /is empty/],
    ];
    for (const [what, write, round, error] of cases) {
      const log = new GameLog();
      const checker = new StepChecker();
      checker.watch(log);
      log.add("setup done");
      checker.afterStep(view(log, round));
      write(log);
      expect(() => checker.afterStep(view(log, round)), what).toThrow(error);
    }
    const log = new GameLog();
    const checker = new StepChecker();
    checker.afterStep(view(log, 2));
    expect(() => checker.afterStep(view(log, 1))).toThrow(/the round went back from 2 to 1/);
  });

  it("stop a game whose log grows without end", () => {
    const log = new GameLog();
    new StepChecker().watch(log);
    expect(() => {
      for (let i = 0; i < 30_000; i++) log.add(`again ${i}`);
    }).toThrow(/over 20,000 log entries/);
  });
});
