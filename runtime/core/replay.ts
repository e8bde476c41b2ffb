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
  /** The game mode played (`play --mode`), when the game has modes. */
  mode?: string;
  /** Every answer in order: [seat, option index]. */
  decisions: Array<[number, number]>;
  logHash: string;
  /**
   * Set when the game failed a check (`cardsmith fuzz-games`): what failed and after which step.
   * The decisions then run up to the failure, and the log hash is the log's at that moment.
   */
  failure?: ReplayFailure;
}

export interface ReplayFailure {
  /** invariant: a check after a step; runaway: a game that never stops; crash: an error; end: a malformed result. */
  kind: "invariant" | "runaway" | "crash" | "end";
  /** The step (phase or step number, counted from 1) that failed, or was running when the game crashed. */
  step: number;
  /** Where in the game: `round 2 · main · turn 3`. */
  where: string;
  message: string;
}

const FAILURE_KINDS: ReadonlyArray<ReplayFailure["kind"]> = ["invariant", "runaway", "crash", "end"];

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
  const r = data as Partial<ReplayFile> | null;
  if (r === null || typeof r !== "object" || r.format !== "cardsmith-replay" || r.version !== 1) {
    throw new ReplayError(`${path} is not a cardsmith replay file (version 1)`);
  }
  const problem = replayProblem(r);
  if (problem) throw new ReplayError(`${path}: ${problem}`);
  return r as ReplayFile;
}

const MAX_SEED = 0xffffffff;
const MAX_ROUNDS = 100_000;
/** Control characters (terminal escapes included) never reach the terminal from a file. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** What is wrong with a replay's fields, or null: every value a game is played from is checked. */
function replayProblem(r: Partial<ReplayFile>): string | null {
  if (typeof r.game !== "string") return "`game` must be the game's id";
  if (!Number.isSafeInteger(r.seed) || r.seed! < 0 || r.seed! > MAX_SEED) return `\`seed\` must be a whole number from 0 to ${MAX_SEED}`;
  if (!Array.isArray(r.names) || !r.names.length || r.names.length > 16) return "`names` must list the players (1 to 16 names)";
  for (const name of r.names) {
    if (typeof name !== "string" || !name.trim() || name.length > 64 || CONTROL.test(name)) return `player name ${JSON.stringify(name)} must be text of 1 to 64 printable characters`;
  }
  if (r.agents !== undefined && (!Array.isArray(r.agents) || r.agents.some((a) => typeof a !== "string" || CONTROL.test(a)))) return "`agents` must be a list of agent names";
  if (r.maxRounds !== undefined && (!Number.isSafeInteger(r.maxRounds) || r.maxRounds < 1 || r.maxRounds > MAX_ROUNDS)) return `\`maxRounds\` must be a whole number from 1 to ${MAX_ROUNDS}`;
  if (r.mode !== undefined && (typeof r.mode !== "string" || !/^[a-z][a-z0-9-]{0,31}$/.test(r.mode))) return "`mode` must be a game mode's name";
  if (!Array.isArray(r.decisions)) return "`decisions` must be a list of [seat, option] pairs";
  for (const [i, d] of r.decisions.entries()) {
    const ok = Array.isArray(d) && d.length === 2 && Number.isSafeInteger(d[0]) && d[0] >= 0 && d[0] < r.names.length && Number.isSafeInteger(d[1]) && d[1] >= 0;
    if (!ok) return `decision ${i + 1} must be [seat, option] with a seat from 0 to ${r.names.length - 1} and an option index from 0`;
  }
  if (typeof r.logHash !== "string" || !/^[0-9a-f]{8,128}$/.test(r.logHash)) return "`logHash` must be the hex hash of the game's log";
  if (r.failure !== undefined) return failureProblem(r.failure);
  return null;
}

function failureProblem(f: ReplayFailure): string | null {
  if (f === null || typeof f !== "object" || !FAILURE_KINDS.includes(f.kind)) return `\`failure.kind\` must be one of ${FAILURE_KINDS.join(", ")}`;
  if (!Number.isSafeInteger(f.step) || f.step < 0) return "`failure.step` must be a whole number";
  for (const key of ["where", "message"] as const) {
    if (typeof f[key] !== "string" || f[key].length > 4000 || CONTROL.test(f[key])) return `\`failure.${key}\` must be text of printable characters`;
  }
  return null;
}

/** Plays a replay again; throws if the result differs from the recorded one. */
export function replay(module: GameModule, file: ReplayFile): PlayedGame {
  const agents = replayAgents(file.decisions, file.names.length);
  const game = module.play({ seed: file.seed, names: file.names, maxRounds: file.maxRounds, mode: file.mode, agents });
  if (agents.unused()) throw new ReplayError(`the replay ended with ${agents.unused()} recorded decisions never asked: it does not match this game`);
  if (game.log.hash() !== file.logHash) throw new ReplayError(`the replay did not reproduce its game (log hash ${game.log.hash().slice(0, 12)} ≠ ${file.logHash.slice(0, 12)})`);
  return game;
}
