/**
 * A shard of a simulation: games first..first+count-1 of a run, played in order in one worker
 * thread, each reduced to a small record of its result. Game i has seed `seed + i` and its bots
 * are seated as `play` seats them (seats.ts), so a shard's records depend on its games only,
 * never on which worker played them or when.
 */
import { pathToFileURL } from "node:url";
import type { GameModule, PlayedGame } from "../core/game-module.ts";
import { makeBot, seatNames, type BotKind } from "./seats.ts";

export interface ShardTask {
  /** The game's runtime entry (`cards/<game>/runtime/index.ts`), exporting `game`. */
  entry: string;
  first: number;
  count: number;
  /** The seed of game 0: game i has seed + i. */
  seed: number;
  bots: BotKind[];
  maxRounds?: number;
}

/** One game's result, as the summary needs it. */
export interface GameRecord {
  seed: number;
  /** Per seat: what the player played (a character, a deck...). */
  roles: string[];
  scores: number[];
  winners: number[];
  rounds: number;
  ended: boolean;
  endReason: string;
  decisions: number;
  firstPlayer: number | null;
  /** Per seat: the ids of the cards it played, in order, repeats included. */
  played: string[][];
  /** Set when the game threw: the error, and nothing else of the record counts. */
  error?: string;
}

const modules = new Map<string, Promise<GameModule>>();

function load(entry: string): Promise<GameModule> {
  let m = modules.get(entry);
  if (!m) modules.set(entry, (m = import(pathToFileURL(entry).href).then((mod: { game: GameModule }) => mod.game)));
  return m;
}

export async function runShard(task: ShardTask): Promise<GameRecord[]> {
  const module = await load(task.entry);
  const records: GameRecord[] = [];
  for (let i = task.first; i < task.first + task.count; i++) records.push(playRecorded(module, task.seed + i, task.bots, task.maxRounds));
  return records;
}

export function playRecorded(module: GameModule, seed: number, bots: readonly BotKind[], maxRounds?: number): GameRecord {
  const names = seatNames(bots.length);
  const empty: GameRecord = { seed, roles: [], scores: [], winners: [], rounds: 0, ended: false, endReason: "", decisions: 0, firstPlayer: null, played: [] };
  let game: PlayedGame;
  try {
    game = module.play({ seed, names, agents: bots.map((kind, seat) => makeBot(kind, seed, seat)), maxRounds });
  } catch (e) {
    return { ...empty, error: e instanceof Error ? `${e.name}: ${e.message}` : String(e) };
  }
  const bySeat = [...game.standings].sort((a, b) => a.seat - b.seat);
  const played: string[][] = names.map(() => []);
  for (const [seat, cardId] of game.cardsPlayed ?? []) played[seat]?.push(cardId);
  return {
    seed,
    roles: bySeat.map((s) => s.role),
    scores: bySeat.map((s) => s.score),
    winners: [...game.winners].sort((a, b) => a - b),
    rounds: game.round,
    ended: game.ended,
    endReason: game.endReason,
    decisions: game.decider.record.length,
    firstPlayer: game.firstPlayer ?? null,
    played,
  };
}
