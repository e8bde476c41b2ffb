/**
 * Shadows' own victory rules over seeded bot games (test/runtime/all-games.test.ts plays 1,000
 * games of every game with the engine's invariants after every step, a proper end, winners the
 * best of the standings and determinism; this file checks what only Shadows says): the game ends
 * when a player reaches 9 Shadow Stones, each standing has Shadows' two tie-breaks (Items' cost,
 * then Experience) as whole numbers, the winners are everyone tied with the best per the
 * rulebook's Victory section. Then games once found running forever, and replays: a saved replay
 * reproduces its game, a tampered one is caught.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { game as shadows } from "../../cards/shadows/runtime/index.ts";
import { DecisionError } from "../../runtime/core/decisions.ts";
import type { PlayedGame } from "../../runtime/core/game-module.ts";
import { readReplay, replay, ReplayError, toReplay, type ReplayFile } from "../../runtime/core/replay.ts";
import { GreedyAgent, RandomAgent, type Agent } from "../../runtime/core/agents.ts";
import { resultProblems, StepChecker } from "../../runtime/sim/checks.ts";
import { makeBot } from "../../runtime/sim/seats.ts";
import { botKinds, playChecked, playCommand, type BotMix } from "../support/bot-games.ts";

const MAX_ROUNDS = 40;
/** The rulebook's end condition: a player reaches 9 Shadow Stones (before Mission rewards). */
const SHADOW_STONES_TO_END = 9;
const GAMES_PER_CONFIG = 50;
/** Seeds apart from the all-games sweep's (1..1000), so these are other games. */
const FIRST_SEED = 20_000;

const CONFIGS: ReadonlyArray<{ players: number; bots: BotMix }> = [2, 3].flatMap((players) => (["random", "greedy", "mixed"] as const).map((bots) => ({ players, bots })));

function play(players: number, bots: BotMix, seed: number): PlayedGame {
  return shadows.play({ seed, agents: botKinds(players, bots, seed).map((kind, seat) => makeBot(kind, seed, seat)), maxRounds: MAX_ROUNDS });
}

/** What Shadows' Victory section says of a finished game, beyond what every game must satisfy. */
function victoryProblems(g: PlayedGame): string[] {
  const problems: string[] = [];
  if (!(g.round >= 1 && g.round <= MAX_ROUNDS)) problems.push(`it ended in round ${g.round}, outside 1..${MAX_ROUNDS}`);
  for (const s of g.standings) {
    if (![s.score, ...s.tiebreaks].every(Number.isInteger)) problems.push(`seat ${s.seat}'s score ${s.score}/${s.tiebreaks.join("/")} is not whole numbers`);
    if (s.tiebreaks.length !== 2) problems.push(`seat ${s.seat} has ${s.tiebreaks.length} tie-breaks (Items' cost, Experience expected)`);
    if (s.score < 0 || s.tiebreaks.some((t) => t < 0)) problems.push(`seat ${s.seat} has a negative score or tie-break`);
  }
  const top = Math.max(...g.standings.map((s) => s.score));
  if (/Shadow Stones/.test(g.endReason) && top < SHADOW_STONES_TO_END) problems.push(`ended for "${g.endReason}" but the best score is ${top}`);
  if (/round limit/.test(g.endReason) && g.round !== MAX_ROUNDS) problems.push(`ended for "${g.endReason}" in round ${g.round}`);
  if (!/Shadow Stones|round limit/.test(g.endReason)) problems.push(`ended for "${g.endReason}", which is not one of Shadows' ends`);
  return problems;
}

const played = { games: 0, failures: 0 };
const ends = new Map<string, number>();

describe("Shadows' victory in seeded bot games", () => {
  for (const [c, { players, bots }] of CONFIGS.entries()) {
    it(`${GAMES_PER_CONFIG} games, ${players} players, ${bots} bots: the end and the standings follow the Victory section`, () => {
      const failures: string[] = [];
      for (let i = 0; i < GAMES_PER_CONFIG; i++) {
        const seating = { seed: FIRST_SEED + 1000 * c + i, players, bots: botKinds(players, bots, FIRST_SEED + 1000 * c + i) };
        const run = playChecked(shadows, seating, { maxRounds: MAX_ROUNDS });
        const problems = [...run.problems, ...(run.game ? victoryProblems(run.game) : [])];
        if (problems.length) failures.push(`${playCommand(shadows, seating)} --max-rounds ${MAX_ROUNDS}: ${problems.join("; ")}`);
        if (run.game) ends.set(run.game.endReason.replace(/\d+/g, "N"), (ends.get(run.game.endReason.replace(/\d+/g, "N")) ?? 0) + 1);
        played.games++;
      }
      played.failures += failures.length;
      expect(failures.slice(0, 12), `${failures.length} of ${GAMES_PER_CONFIG} games failed`).toEqual([]);
    }, 300_000);
  }

  afterAll(() => {
    console.log(`${played.games} games (${played.failures} failed); ends: ${[...ends].map(([r, n]) => `${r} ×${n}`).join(", ")}`);
  });
});

describe("effects that repeat while a Hero is knocked down", () => {
  // Games a 6,000-game run of an earlier sweep found running forever (a `repeat while
  // knocked-down` card that never stops), with that sweep's bots: they must end like any other game.
  const sweepAgents = (players: number, bots: BotMix, seed: number): Agent[] =>
    Array.from({ length: players }, (_, s) => {
      const agentSeed = seed * 7919 + s * 104_729 + 1;
      const greedy = bots === "greedy" || (bots === "mixed" && (seed + s) % 2 === 1);
      return greedy ? new GreedyAgent(agentSeed) : new RandomAgent(agentSeed);
    });
  const cases: Array<[number, BotMix, number, string]> = [
    [2, "greedy", 2861, "Manhunt: each Attack knocks the Hero down again, until the engine's 500-Attack guard throws"],
    [2, "mixed", 3329, "Chain Lightning: `lose` never clears the knocked-down fact, so the loop never stops"],
  ];
  for (const [players, bots, seed, what] of cases) {
    it(`${players} players, ${bots} bots, seed ${seed} ends (${what.split(":")[0]})`, () => {
      const checker = new StepChecker();
      let g: PlayedGame | undefined;
      let error: Error | undefined;
      try {
        g = shadows.play({ seed, agents: sweepAgents(players, bots, seed), maxRounds: MAX_ROUNDS, onLog: (log) => checker.watch(log), onStep: (view) => checker.afterStep(view) });
      } catch (e) {
        error = e as Error;
      }
      expect(error?.message, `was: ${what}`).toBeUndefined();
      expect([...resultProblems(g!, players), ...victoryProblems(g!)]).toEqual([]);
      expect(g!.ended).toBe(true);
    }, 300_000);
  }
});

describe("replays", () => {
  const cases: Array<[number, BotMix, number]> = [
    [2, "random", 11],
    [2, "greedy", 12],
    [2, "mixed", 13],
    [3, "random", 14],
    [3, "greedy", 15],
    [3, "mixed", 16],
  ];

  /** A finished game as a replay file, through JSON as it would be saved. */
  function saved(players: number, bots: BotMix, seed: number): { game: PlayedGame; file: ReplayFile } {
    const game = play(players, bots, seed);
    const names = Array.from({ length: players }, (_, i) => `P${i + 1}`);
    const agents = botKinds(players, bots, seed);
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
