/**
 * Seeded bot games through the generic GameModule interface: 2,400 games of Shadows (2 and 3
 * players; random, greedy and mixed bots), checked after every step (cards conserved, counters
 * and resources within bounds) and at the end (the game ended within the round limit; the
 * winners are exactly the players with the best score, then tie-breaks, per the rulebook's
 * Victory section). Then determinism and replays: the same seed gives the same log hash and
 * decisions, a saved replay reproduces its game, a tampered one is caught.
 *
 * A game that never ends would hang the suite, so every game's log is watched: past LOG_LIMIT
 * entries (real games write about 1,000) the game is stopped and reported as a runaway.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { game as shadows } from "../../cards/shadows/runtime/index.ts";
import { GreedyAgent, RandomAgent, type Agent } from "../../runtime/core/agents.ts";
import { DecisionError } from "../../runtime/core/decisions.ts";
import type { PlayedGame, Standing } from "../../runtime/core/game-module.ts";
import type { GameLog } from "../../runtime/core/log.ts";
import { readReplay, replay, ReplayError, toReplay, type ReplayFile } from "../../runtime/core/replay.ts";
import { compareStandings } from "../../runtime/sim/checks.ts";

const MAX_ROUNDS = 40;
/** The rulebook's end condition: a player reaches 9 Shadow Stones (before Mission rewards). */
const SHADOW_STONES_TO_END = 9;
const GAMES_PER_CONFIG = 400;
const LOG_LIMIT = 20_000;

type Bots = "random" | "greedy" | "mixed";
const CONFIGS: ReadonlyArray<{ players: number; bots: Bots }> = [2, 3].flatMap((players) => (["random", "greedy", "mixed"] as const).map((bots) => ({ players, bots })));

/** Each seat's bot, seeded from the game seed; `mixed` alternates kinds, starting by seed parity. */
function agentsFor(players: number, bots: Bots, seed: number): Agent[] {
  return Array.from({ length: players }, (_, s) => {
    const agentSeed = seed * 7919 + s * 104_729 + 1;
    const greedy = bots === "greedy" || (bots === "mixed" && (seed + s) % 2 === 1);
    return greedy ? new GreedyAgent(agentSeed) : new RandomAgent(agentSeed);
  });
}

class RunawayError extends Error {}

/** Stops a game whose log grows without bound (an effect that never stops). */
function watch(onLog?: (log: GameLog) => void): (log: GameLog) => void {
  return (log) => {
    onLog?.(log);
    log.onEntry((e) => {
      if (e.seq >= LOG_LIMIT) throw new RunawayError(`runaway: over ${LOG_LIMIT} log entries in ${e.where}; last: ${e.text}`);
    });
  };
}

function play(players: number, bots: Bots, seed: number, onStep?: (g: PlayedGame) => void, onLog?: (log: GameLog) => void): PlayedGame {
  return shadows.play({ seed, agents: agentsFor(players, bots, seed), maxRounds: MAX_ROUNDS, onStep, onLog: watch(onLog) });
}


/** The Victory section, recomputed from the standings alone: everyone tied with the best wins. */
function expectedWinners(standings: readonly Standing[]): number[] {
  let best = standings[0];
  for (const s of standings) if (compareStandings(s, best) > 0) best = s;
  return standings
    .filter((s) => compareStandings(s, best) === 0)
    .map((s) => s.seat)
    .sort((a, b) => a - b);
}

/** Everything a finished game must satisfy; returns the problems found. */
function endProblems(g: PlayedGame, players: number): string[] {
  const problems: string[] = [];
  if (!g.ended) problems.push("the game did not end");
  if (!(g.round >= 1 && g.round <= MAX_ROUNDS)) problems.push(`it ended in round ${g.round}, outside 1..${MAX_ROUNDS}`);
  if (!g.endReason) problems.push("no end reason");
  const st = g.standings;
  const seats = st.map((s) => s.seat).sort((a, b) => a - b);
  if (seats.join() !== Array.from({ length: players }, (_, i) => i).join()) problems.push(`standings cover seats ${seats.join()}, not each of ${players} seats once`);
  for (const s of st) {
    if (![s.score, ...s.tiebreaks].every(Number.isInteger)) problems.push(`seat ${s.seat}'s score ${s.score}/${s.tiebreaks.join("/")} is not whole numbers`);
    if (s.tiebreaks.length !== 2) problems.push(`seat ${s.seat} has ${s.tiebreaks.length} tie-breaks (Items' cost, Experience expected)`);
    if (s.score < 0 || s.tiebreaks.some((t) => t < 0)) problems.push(`seat ${s.seat} has a negative score or tie-break`);
  }
  const winners = [...g.winners].sort((a, b) => a - b);
  const want = st.length ? expectedWinners(st) : [];
  if (winners.join() !== want.join()) {
    problems.push(`winners ${winners.join(",") || "none"}, but the scoring rules give ${want.join(",")} (${st.map((s) => `seat ${s.seat}: ${s.score} [${s.tiebreaks.join(", ")}]`).join("; ")})`);
  }
  if (new Set(winners).size !== winners.length) problems.push(`a winner is listed twice: ${g.winners.join(",")}`);
  const top = Math.max(...st.map((s) => s.score));
  if (/Shadow Stones/.test(g.endReason) && top < SHADOW_STONES_TO_END) problems.push(`ended for "${g.endReason}" but the best score is ${top}`);
  if (/round limit/.test(g.endReason) && g.round !== MAX_ROUNDS) problems.push(`ended for "${g.endReason}" in round ${g.round}`);
  return problems;
}

const played = { games: 0, steps: 0, rounds: 0, ms: 0, failures: 0 };
const ends = new Map<string, number>();

describe("seeded bot games", () => {
  for (const [c, { players, bots }] of CONFIGS.entries()) {
    it(`${GAMES_PER_CONFIG} games, ${players} players, ${bots} bots: invariants after every step, a proper end, the right winners`, () => {
      const failures: string[] = [];
      const started = performance.now();
      for (let i = 0; i < GAMES_PER_CONFIG; i++) {
        const seed = 1000 * (c + 1) + i;
        let log: GameLog | undefined;
        let steps = 0;
        let lastRound = 0;
        const stepProblems: string[] = [];
        try {
          const g = play(
            players,
            bots,
            seed,
            (view) => {
              steps++;
              view.checkInvariants();
              if (view.round < lastRound || view.round > MAX_ROUNDS) stepProblems.push(`round went from ${lastRound} to ${view.round}`);
              lastRound = view.round;
            },
            (l) => (log = l),
          );
          const problems = [...stepProblems, ...endProblems(g, players)];
          if (steps < g.round * 6) problems.push(`only ${steps} steps checked in ${g.round} rounds`);
          if (problems.length) failures.push(`seed ${seed}: ${problems.join("; ")}`);
          played.rounds += g.round;
          const reason = g.endReason.replace(/\d+/g, "N");
          ends.set(reason, (ends.get(reason) ?? 0) + 1);
        } catch (e) {
          const tail = log ? log.lines().slice(-4).join(" | ") : "";
          failures.push(`seed ${seed}: ${(e as Error).name}: ${(e as Error).message}${tail ? `\n      log tail: ${tail}` : ""}`);
        }
        played.games++;
        played.steps += steps;
      }
      played.ms += performance.now() - started;
      played.failures += failures.length;
      if (failures.length) {
        throw new Error(`${failures.length} of ${GAMES_PER_CONFIG} games (${players} players, ${bots} bots) failed:\n  ${failures.slice(0, 12).join("\n  ")}${failures.length > 12 ? `\n  … and ${failures.length - 12} more` : ""}`);
      }
    }, 300_000);
  }

  it("played at least 1,000 games, each checked after every step", () => {
    expect(played.games).toBeGreaterThanOrEqual(1000);
    expect(played.steps).toBeGreaterThan(played.games * 10);
  });

  afterAll(() => {
    const perGame = played.games ? played.ms / played.games : 0;
    console.log(
      `${played.games} games (${played.failures} failed), ${played.steps} steps checked, ${(played.rounds / Math.max(1, played.games - played.failures)).toFixed(1)} rounds per game, ` +
        `${perGame.toFixed(2)} ms per game with checks; ends: ${[...ends].map(([r, n]) => `${r} ×${n}`).join(", ")}`,
    );
  });
});

describe("effects that repeat while a Hero is knocked down", () => {
  // Games a 6,000-game run of the sweep above found running forever (a `repeat while
  // knocked-down` card that never stops): they must end like any other game.
  const cases: Array<[number, Bots, number, string]> = [
    [2, "greedy", 2861, "Manhunt: each Attack knocks the Hero down again, until the engine's 500-Attack guard throws"],
    [2, "mixed", 3329, "Chain Lightning: `lose` never clears the knocked-down fact, so the loop never stops"],
  ];
  for (const [players, bots, seed, what] of cases) {
    it(`${players} players, ${bots} bots, seed ${seed} ends (${what.split(":")[0]})`, () => {
      let g: PlayedGame | undefined;
      let error: Error | undefined;
      try {
        g = play(players, bots, seed, (view) => view.checkInvariants());
      } catch (e) {
        error = e as Error;
      }
      expect(error?.message, `was: ${what}`).toBeUndefined();
      expect(endProblems(g!, players)).toEqual([]);
    }, 300_000);
  }
});

describe("determinism and replays", () => {
  const cases: Array<[number, Bots, number]> = [
    [2, "random", 11],
    [2, "greedy", 12],
    [2, "mixed", 13],
    [3, "random", 14],
    [3, "greedy", 15],
    [3, "mixed", 16],
  ];

  it("the same seed twice gives the same log hash and the same decisions", () => {
    for (const [players, bots, seed] of cases) {
      const a = play(players, bots, seed);
      const b = play(players, bots, seed);
      expect(b.log.hash(), `${players}p ${bots} seed ${seed}`).toBe(a.log.hash());
      expect(b.decider.record).toEqual(a.decider.record);
      expect(b.log.lines()).toEqual(a.log.lines());
      expect(a.decider.record.length).toBeGreaterThan(20);
    }
  });

  it("different seeds give different games", () => {
    const hashes = new Set<string>();
    const n = 40;
    for (let seed = 500; seed < 500 + n; seed++) hashes.add(play(2, "random", seed).log.hash());
    expect(hashes.size).toBe(n);
    // The same table seed with other bots' seeds is another game too.
    const base = shadows.play({ seed: 500, agents: [new RandomAgent(1), new RandomAgent(2)], maxRounds: MAX_ROUNDS, onLog: watch() });
    expect(hashes.has(base.log.hash())).toBe(false);
  });

  /** A finished game as a replay file, through JSON as it would be saved. */
  function saved(players: number, bots: Bots, seed: number): { game: PlayedGame; file: ReplayFile } {
    const game = play(players, bots, seed);
    const names = Array.from({ length: players }, (_, i) => `P${i + 1}`);
    const agents = agentsFor(players, bots, seed).map((a) => a.name);
    const file = JSON.parse(JSON.stringify(toReplay(shadows, game, seed, names, agents, MAX_ROUNDS))) as ReplayFile;
    return { game, file };
  }

  it("a replay (saved as JSON) reproduces its game: same log hash, same decisions", () => {
    const dir = mkdtempSync(join(tmpdir(), "cardsmith-replay-"));
    try {
      for (const [players, bots, seed] of cases) {
        const { game, file } = saved(players, bots, seed);
        expect(file.logHash).toBe(game.log.hash());
        expect(file.decisions.length).toBe(game.decider.record.length);
        const path = join(dir, `${seed}.json`);
        writeFileSync(path, JSON.stringify(file, null, 2));
        const again = replay(shadows, readReplay(path));
        expect(again.log.hash(), `${players}p ${bots} seed ${seed}`).toBe(game.log.hash());
        expect(again.decider.record).toEqual(game.decider.record);
        expect(again.winners).toEqual(game.winners);
        expect(again.standings).toEqual(game.standings);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  /** Replays `file` and returns the error it must raise. */
  function replayError(file: ReplayFile): Error {
    try {
      replay(shadows, file);
    } catch (e) {
      return e as Error;
    }
    throw new Error("the tampered replay played through without an error");
  }

  const caught = (e: Error) => e instanceof ReplayError || e instanceof DecisionError;

  it("a replay with one decision changed is caught", () => {
    for (const [players, bots, seed] of cases) {
      const { file } = saved(players, bots, seed);
      // Every recorded decision had at least two options, so 0 ↔ 1 is always another valid answer.
      for (const at of [0, file.decisions.length >> 1, file.decisions.length - 1]) {
        const tampered = structuredClone(file);
        tampered.decisions[at][1] = tampered.decisions[at][1] === 0 ? 1 : 0;
        const e = replayError(tampered);
        expect(caught(e), `${players}p ${bots} seed ${seed}, decision ${at}: ${e.name}: ${e.message}`).toBe(true);
        expect(e.message).toMatch(/diverged|did not reproduce|ran out/);
      }
    }
  });

  it("a replay with decisions missing, or the wrong hash, is caught", () => {
    const { file } = saved(2, "random", 21);
    const short = { ...file, decisions: file.decisions.slice(0, -5) };
    const e1 = replayError(short);
    expect(e1).toBeInstanceOf(DecisionError);
    expect(e1.message).toMatch(/ran out of decisions/);
    const wrongHash = { ...file, logHash: "0".repeat(64) };
    const e2 = replayError(wrongHash);
    expect(e2).toBeInstanceOf(ReplayError);
    expect(e2.message).toMatch(/did not reproduce/);
    const wrongSeed = { ...file, seed: file.seed + 1 };
    expect(caught(replayError(wrongSeed))).toBe(true);
  });

  it("readReplay refuses a file that is not a replay", () => {
    const dir = mkdtempSync(join(tmpdir(), "cardsmith-replay-"));
    try {
      const junk = join(dir, "junk.json");
      writeFileSync(junk, JSON.stringify({ format: "something-else", version: 1 }));
      expect(() => readReplay(junk)).toThrow(ReplayError);
      const broken = join(dir, "broken.json");
      writeFileSync(broken, "{ not json");
      expect(() => readReplay(broken)).toThrow(/cannot read replay/);
      expect(() => readReplay(join(dir, "missing.json"))).toThrow(ReplayError);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
