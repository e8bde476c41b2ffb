/**
 * Replay files: a game is (game, seed, seats, decisions), so saving the decisions is enough to
 * reproduce it exactly; the log hash proves it did.
 */
import { readFileSync } from "node:fs";
import { replayAgents } from "./decisions.ts";
import type { GameModule, PlayedGame } from "./game-module.ts";

export interface ReplayFile {
  format: "cardsmith-replay";
  version: 1;
  game: string;
  seed: number;
  names: string[];
  /** The agents that made the decisions, for information (`random`, `greedy`, `human`). */
  agents: string[];
  maxRounds?: number;
  /** Every answer in order: [seat, option index]. */
  decisions: Array<[number, number]>;
  logHash: string;
}

export function toReplay(module: GameModule, game: PlayedGame, seed: number, names: string[], agents: string[], maxRounds?: number): ReplayFile {
  return { format: "cardsmith-replay", version: 1, game: module.id, seed, names, agents, ...(maxRounds !== undefined && { maxRounds }), decisions: game.decider.record.map(([s, i]) => [s, i]), logHash: game.log.hash() };
}

export class ReplayError extends Error {}

export function readReplay(path: string): ReplayFile {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, "utf8"));
  } catch (e) {
    throw new ReplayError(`cannot read replay ${path}: ${(e as Error).message}`);
  }
  const r = data as Partial<ReplayFile>;
  if (r?.format !== "cardsmith-replay" || r.version !== 1 || typeof r.seed !== "number" || !Array.isArray(r.decisions) || !Array.isArray(r.names)) {
    throw new ReplayError(`${path} is not a cardsmith replay file (version 1)`);
  }
  return r as ReplayFile;
}

/** Plays a replay again; throws if the result differs from the recorded one. */
export function replay(module: GameModule, file: ReplayFile): PlayedGame {
  const agents = replayAgents(file.decisions, file.names.length);
  const game = module.play({ seed: file.seed, names: file.names, maxRounds: file.maxRounds, agents });
  if (agents.unused()) throw new ReplayError(`the replay ended with ${agents.unused()} recorded decisions never asked: it does not match this game`);
  if (game.log.hash() !== file.logHash) throw new ReplayError(`the replay did not reproduce its game (log hash ${game.log.hash().slice(0, 12)} ≠ ${file.logHash.slice(0, 12)})`);
  return game;
}
