/**
 * Every playable game (each `cards/<game>/runtime/index.ts` exporting `game`), found without a
 * list to keep: GAMES seeded bot games each, cycling through the game's modes (if it has any) and
 * player counts, and random, greedy and mixed bots. After every step the engine's invariants and the log are checked
 * (runtime/sim/checks.ts, as `fuzz-games` does); each game must end with a reason and winners that
 * are the best of the standings; the same seed must give the same game; every event the game
 * declares must fire at least once over its games. Game-specific rules (Shadows' victory) are
 * checked in the game's own tests.
 */
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { GameModule } from "../../runtime/core/game-module.ts";
import { playableGames, playChecked, playCommand, seatingOf } from "../support/bot-games.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const GAMES = 1000;
/** Per game: bounded by the count above, this only stops a game that hangs the suite. */
const GAME_TIMEOUT_MS = 600_000;
/** Games replayed from their seed to compare logs. */
const DETERMINISM_SAMPLE = 12;

const games = await playableGames(ROOT);

describe("playable games are found", () => {
  it("includes Shadows, with the events it declares", () => {
    const shadows = games.find((g) => g.folder === "shadows");
    expect(shadows?.module.id).toBe("shadows");
    expect(shadows?.events?.length).toBeGreaterThan(5);
  });
});

describe("a sweep's seats", () => {
  const fake = (extra: object): GameModule => ({ id: "fake", title: "Fake", players: { min: 2, max: 3 }, play: () => undefined as never, ...extra });

  it("cycle through the player counts, then the bot mixes", () => {
    const seats = Array.from({ length: 6 }, (_, i) => seatingOf(fake({}), i));
    expect(seats.map((s) => [s.seed, s.players, s.bots.join(",")])).toEqual([
      [1, 2, "random,random"],
      [2, 3, "random,random,random"],
      [3, 2, "greedy,greedy"],
      [4, 3, "greedy,greedy,greedy"],
      [5, 2, "greedy,random"],
      [6, 3, "random,greedy,random"],
    ]);
  });

  it("cover every mode of a game with modes, each with its own player counts", () => {
    const modes = [{ name: "basic", players: { min: 2, max: 3 } }, { name: "solo", players: { min: 1, max: 1 } }];
    const seats = Array.from({ length: 3 }, (_, i) => seatingOf(fake({ modes }), i));
    expect(seats.map((s) => [s.mode, s.players])).toEqual([["basic", 2], ["basic", 3], ["solo", 1]]);
    expect(playCommand(fake({ modes }), seats[2])).toBe("cardsmith play fake --mode solo --seed 3 --players 1 --bots random");
  });
});

describe.each(games.map((g) => [g.folder, g] as const))("%s", (_, { module, events }) => {
  const hashes = new Map<number, string>();
  const eventTotals = new Map<string, number>((events ?? []).map((e) => [e, 0]));
  const stats = { played: 0, steps: 0, ends: new Map<string, number>() };

  it(`${GAMES} seeded bot games (${module.players.min}-${module.players.max} players, every mode): invariants after every step, an end with a reason, winners the best of the standings`, () => {
    const failures: string[] = [];
    for (let i = 0; i < GAMES; i++) {
      const seating = seatingOf(module, i);
      const run = playChecked(module, seating);
      const game = run.game;
      if (game && run.steps === 0) run.problems.push("no step was checked");
      if (game && !game.eventCounts) run.problems.push("the game does not report how often each event was raised (PlayedGame.eventCounts)");
      if (run.problems.length) failures.push(`${playCommand(module, seating)}: ${run.problems.join("; ")}`);
      if (!game) continue;
      stats.played++;
      stats.steps += run.steps;
      hashes.set(seating.seed, game.log.hash());
      const reason = game.endReason.replace(/\d+/g, "N");
      stats.ends.set(reason, (stats.ends.get(reason) ?? 0) + 1);
      for (const [name, n] of game.eventCounts ?? []) eventTotals.set(name, (eventTotals.get(name) ?? 0) + n);
    }
    console.log(`${module.id}: ${stats.played} games, ${stats.steps} steps checked; ends: ${[...stats.ends].map(([r, n]) => `${r} ×${n}`).join(", ")}`);
    expect(failures.slice(0, 10), `${failures.length} of ${GAMES} games failed`).toEqual([]);
    expect(stats.played).toBe(GAMES);
  }, GAME_TIMEOUT_MS);

  it("every event the game declares fires in its games", () => {
    expect(events, `generated/${module.id}/vocabulary.ts has no EVENT_NAMES: build the game`).toBeDefined();
    expect(stats.played, "the games above must have run").toBe(GAMES);
    const report = [...eventTotals].map(([name, n]) => `${name}: ${n}`).join(", ");
    expect([...eventTotals].filter(([, n]) => n === 0).map(([name]) => name), report).toEqual([]);
    // A raised event the game does not declare would be a name nothing can trigger on.
    expect([...eventTotals.keys()].sort()).toEqual([...(events ?? [])].sort());
  });

  it("the same seed gives the same game, and seeds give different games", () => {
    expect(hashes.size, "the games above must have run").toBe(GAMES);
    for (let i = 0; i < DETERMINISM_SAMPLE; i++) {
      const seating = seatingOf(module, Math.floor((i * GAMES) / DETERMINISM_SAMPLE));
      const again = playChecked(module, seating);
      expect(again.game?.log.hash(), playCommand(module, seating)).toBe(hashes.get(seating.seed));
    }
    // The seed reaches the game: not every seed plays the same game (a small game may repeat some).
    expect(new Set(hashes.values()).size).toBeGreaterThan(1);
  }, GAME_TIMEOUT_MS);
});
