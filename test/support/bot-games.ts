/**
 * Seeded bot games for tests, for any game: which games are playable (every
 * `cards/<game>/runtime/index.ts` exporting `game`), the seats of game i of a sweep, and one game
 * played with the checks `fuzz-games` runs (runtime/sim/checks.ts) after every step and at the end.
 * Seats are `play`'s (runtime/sim/seats.ts), so a failing game is `cardsmith play` with the
 * printed options.
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { GameModule, PlayedGame, PlayOptions } from "../../runtime/core/game-module.ts";
import type { GameLog } from "../../runtime/core/log.ts";
import { resultProblems, StepChecker } from "../../runtime/sim/checks.ts";
import { makeBot, seatNames, type BotKind } from "../../runtime/sim/seats.ts";

export interface PlayableGame {
  /** The folder under `cards/`. */
  folder: string;
  module: GameModule;
  /** The events the game declares (`EVENT_NAMES` of generated/<game>/vocabulary.ts), when built. */
  events?: readonly string[];
}

/** Every game under `<root>/cards/` whose `runtime/index.ts` exports `game`, by folder name. */
export async function playableGames(root: string): Promise<PlayableGame[]> {
  const cards = join(root, "cards");
  const found: PlayableGame[] = [];
  for (const folder of readdirSync(cards).sort()) {
    const entry = join(cards, folder, "runtime", "index.ts");
    if (!existsSync(entry)) continue;
    const mod = (await import(pathToFileURL(entry).href)) as { game?: GameModule };
    const module = mod.game;
    if (!module || typeof module.play !== "function" || !module.players) continue;
    const vocabulary = join(root, "generated", module.id, "vocabulary.ts");
    const events = existsSync(vocabulary) ? ((await import(pathToFileURL(vocabulary).href)) as { EVENT_NAMES?: readonly string[] }).EVENT_NAMES : undefined;
    found.push({ folder, module, ...(events && { events }) });
  }
  return found;
}

/** Bots of one game: all random, all greedy, or mixed (alternating seats, starting by seed parity). */
export type BotMix = "random" | "greedy" | "mixed";
export const BOT_MIXES: readonly BotMix[] = ["random", "greedy", "mixed"];

export interface Seating {
  seed: number;
  players: number;
  bots: BotKind[];
  /** One of the game's modes, for a game that has several (`GameModule.modes`, `play --mode`). */
  mode?: string;
}

/** A way to play a game, as a GameModule with `modes` lists them (read structurally: not every game has any). */
interface ModeLike {
  readonly name: string;
  readonly players: { min: number; max: number };
}

/** Every (mode, player count) a game is played with: each mode's counts, or the game's without modes. */
function tables(module: GameModule): Array<{ mode?: string; players: number }> {
  const modes = (module as { modes?: readonly ModeLike[] }).modes ?? [];
  const ways = modes.length ? modes.map((m) => ({ mode: m.name as string | undefined, players: m.players })) : [{ mode: undefined, players: module.players }];
  return ways.flatMap(({ mode, players }) => Array.from({ length: players.max - players.min + 1 }, (_, k) => ({ ...(mode !== undefined && { mode }), players: players.min + k })));
}

export function botKinds(players: number, mix: BotMix, seed: number): BotKind[] {
  return Array.from({ length: players }, (_, s) => (mix === "mixed" ? ((seed + s) % 2 === 1 ? "greedy" : "random") : mix));
}

/** Game i of a sweep: seed `first + i`, cycling through the modes and player counts, then the bot mixes. */
export function seatingOf(module: GameModule, i: number, first = 1): Seating {
  const all = tables(module);
  const { mode, players } = all[i % all.length];
  const mix = BOT_MIXES[Math.floor(i / all.length) % BOT_MIXES.length];
  const seed = first + i;
  return { seed, players, bots: botKinds(players, mix, seed), ...(mode !== undefined && { mode }) };
}

/** The command that plays the same game, for a failure message. */
export function playCommand(module: GameModule, s: Seating): string {
  return `cardsmith play ${module.id}${s.mode !== undefined ? ` --mode ${s.mode}` : ""} --seed ${s.seed} --players ${s.players} --bots ${s.bots.join(",")}`;
}

export interface CheckedRun {
  game?: PlayedGame;
  steps: number;
  /** Broken invariants, a throw, or a malformed result; empty for a good game. */
  problems: string[];
}

export interface RunOptions {
  maxRounds?: number;
  /** More checks after every step, after the engine's. */
  onStep?: (game: PlayedGame) => void;
}

/** Plays one game, checking invariants after every step; a game that throws is a problem, not a crash. */
export function playChecked(module: GameModule, s: Seating, opts: RunOptions = {}): CheckedRun {
  const checker = new StepChecker();
  let log: GameLog | undefined;
  try {
    const options: PlayOptions = {
      seed: s.seed,
      agents: s.bots.map((kind, seat) => makeBot(kind, s.seed, seat)),
      names: seatNames(s.players),
      maxRounds: opts.maxRounds,
      onLog: (l) => {
        log = l;
        checker.watch(l);
      },
      onStep: (g) => {
        checker.afterStep(g);
        opts.onStep?.(g);
      },
    };
    // `mode` is a play option of games with modes (PlayOptions.mode where the engine has it).
    if (s.mode !== undefined) Object.assign(options, { mode: s.mode });
    const game = module.play(options);
    const problems = resultProblems(game, s.players);
    if (!game.ended) problems.push(`the game did not end (round ${game.round})`);
    return { game, steps: checker.steps, problems };
  } catch (e) {
    const tail = log ? log.lines().slice(-3).join(" | ") : "";
    return { steps: checker.steps, problems: [`${(e as Error).name}: ${(e as Error).message}${tail ? ` (log tail: ${tail})` : ""}`] };
  }
}
