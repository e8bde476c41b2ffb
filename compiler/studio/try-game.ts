/**
 * "Try it" in the studio: the project's games built from the cards on disk, played against bots
 * decision by decision, scenario files run, and balance runs of many seeded games.
 *
 * The engine is synchronous, so a game cannot wait for a click. A game in the browser is instead
 * its seed and the answers given so far: each request replays it from the start (a game is a
 * function of its cards, seed and decisions) and stops at the first decision nobody has answered
 * yet, the seat's taken by the designer, or after a number of bot decisions when stepping.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Agent, Decision } from "../../runtime/core/agents.ts";
import type { GameModule, PlayedGame } from "../../runtime/core/game-module.ts";
import type { GameLog } from "../../runtime/core/log.ts";
import { runScenarioFile, type ScenarioResult } from "../../runtime/scenario/run.ts";
import type { ScenarioSupport } from "../../runtime/scenario/types.ts";
import { playRecorded } from "../../runtime/sim/shard.ts";
import { makeBot, seatNames, type BotKind } from "../../runtime/sim/seats.ts";
import { SimTally, type CardStats } from "../../runtime/sim/summary.ts";
import { buildGame } from "../build.ts";
import { StudioPathError } from "./project-files.ts";

interface LoadedGame {
  module: GameModule;
  scenario?: ScenarioSupport;
}

/** Each game's modules with the generated code they were loaded with (its `index.ts` written count). */
const loaded = new Map<string, { stamp: string; game: LoadedGame }>();

/**
 * The game as its files are now: built (a no-op when generated/ is fresh), then loaded in a new
 * module namespace whenever the build wrote something, so a saved card plays at once.
 */
export async function currentGame(root: string, id: string): Promise<LoadedGame> {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(id)) throw new StudioPathError(`no game \`${id}\``, 404);
  const dir = join(root, "cards", id);
  const entry = join(dir, "runtime", "index.ts");
  if (!existsSync(entry)) throw new StudioPathError(`\`${id}\` has no runtime (cards/${id}/runtime/index.ts): it can be checked, not played`, 404);
  const build = await buildGame(dir, { outRoot: join(root, "generated"), cacheDir: join(root, ".cardsmith-cache") });
  if (build.check.diagnostics.some((d) => d.severity === "error")) {
    throw new StudioPathError(`${id} does not check: fix its errors before playing it`, 409);
  }
  const known = loaded.get(id);
  if (known && build.written.length === 0 && build.removed.length === 0) return known.game;
  const { tsImport } = await import("tsx/esm/api");
  const mod = (await tsImport(pathToFileURL(entry).href, import.meta.url)) as { game?: GameModule; scenario?: ScenarioSupport };
  if (!mod.game) throw new StudioPathError(`cards/${id}/runtime/index.ts does not export \`game\``, 500);
  const game = { module: mod.game, scenario: mod.scenario };
  loaded.set(id, { stamp: String(Date.now()), game });
  return game;
}

export interface PlayRequest {
  seed: number;
  players: number;
  /** The seat the designer takes (0-based), or null to watch bots only. */
  human: number | null;
  /** The designer's answers so far, in order (option indexes). */
  answers: number[];
  /** Stop after this many bot decisions (stepping), or null to run until the designer must answer or the game ends. */
  steps: number | null;
}

export interface PlayState {
  players: number;
  seed: number;
  /** The log grouped by where it happened (`round 2 · combat · initiative 3`), in order. */
  groups: Array<{ where: string; lines: string[] }>;
  /** The decision waiting, with its options, when the game stopped for one. */
  pending: { seat: number; player: string; prompt: string; options: string[]; forHuman: boolean } | null;
  botDecisions: number;
  ended: boolean;
  endReason: string;
  winners: string[];
  standings: Array<{ name: string; score: number; detail: string }>;
}

/** Thrown from inside the engine to stop a replay at a decision. */
class Stop extends Error {
  constructor(readonly decision: Decision) {
    super("stopped at a decision");
  }
}

export function playStep(module: GameModule, req: PlayRequest): PlayState {
  const { min, max } = module.players;
  if (!Number.isSafeInteger(req.players) || req.players < min || req.players > max) throw new StudioPathError(`${module.title} is for ${min}-${max} players`);
  if (!Number.isSafeInteger(req.seed) || req.seed < 0 || req.seed > 0xffffffff) throw new StudioPathError("the seed is a whole number from 0 to 4294967295");
  if (req.human !== null && !(Number.isInteger(req.human) && req.human >= 0 && req.human < req.players)) throw new StudioPathError(`no seat ${req.human}`);
  const names = seatNames(req.players);
  let bots = 0;
  const answers = [...req.answers];
  const agents: Agent[] = names.map((_, seat) => {
    const bot = makeBot("greedy" as BotKind, req.seed, seat);
    return {
      name: seat === req.human ? "you" : bot.name,
      decide(d: Decision): number {
        if (seat === req.human) {
          if (!answers.length) throw new Stop(d);
          const a = answers.shift()!;
          if (!Number.isInteger(a) || a < 0 || a >= d.options.length) throw new StudioPathError(`answer ${a} is not an option of "${d.prompt}"`);
          return a;
        }
        if (req.steps !== null && bots >= req.steps) throw new Stop(d);
        bots++;
        return bot.decide(d);
      },
    };
  });
  let log: GameLog | undefined;
  let played: PlayedGame | undefined;
  let pending: PlayState["pending"] = null;
  try {
    played = module.play({ seed: req.seed, agents, names, onLog: (l) => (log = l) });
  } catch (e) {
    if (!(e instanceof Stop)) throw e;
    const d = e.decision;
    pending = { seat: d.seat, player: names[d.seat] ?? `P${d.seat + 1}`, prompt: d.prompt, options: [...d.options], forHuman: d.seat === req.human };
  }
  const entries = (played?.log ?? log)?.all ?? [];
  const groups: PlayState["groups"] = [];
  for (const e of entries) {
    const last = groups[groups.length - 1];
    if (last?.where === e.where) last.lines.push(e.text);
    else groups.push({ where: e.where, lines: [e.text] });
  }
  return {
    players: req.players,
    seed: req.seed,
    groups,
    pending,
    botDecisions: bots,
    ended: played?.ended ?? false,
    endReason: played?.endReason ?? "",
    winners: played ? played.winners.map((s) => names[s]) : [],
    standings: played ? played.standings.map((s) => ({ name: names[s.seat], score: s.score, detail: s.detail })) : [],
  };
}

export async function runScenarios(root: string, files: string[], game: LoadedGame): Promise<ScenarioResult[]> {
  const results: ScenarioResult[] = [];
  const support = async () => game.scenario ?? null;
  for (const file of files) results.push(await runScenarioFile(join(root, file), { display: file, support }));
  return results;
}

export interface BalanceJob {
  game: string;
  total: number;
  done: number;
  players: number;
  failed: number;
  /** Per card, once finished: play rate, and win rate when played with its 95% interval. */
  cards: CardStats[] | null;
  error?: string;
}

const jobs = new Map<string, BalanceJob>();
let nextJob = 1;
/** Games played between yields to the event loop, so the server keeps answering during a run. */
const CHUNK = 20;

/** Starts N seeded greedy-bot games in the background; poll `balanceJob(id)` for progress. */
export function startBalance(id: string, module: GameModule, games: number, seed: number): string {
  if (!Number.isSafeInteger(games) || games < 1 || games > 100_000) throw new StudioPathError("games: a whole number from 1 to 100000");
  const players = module.players.min;
  const job: BalanceJob = { game: id, total: games, done: 0, players, failed: 0, cards: null };
  const key = String(nextJob++);
  jobs.set(key, job);
  const tally = new SimTally(players);
  const bots = Array.from({ length: players }, () => "greedy" as BotKind);
  const step = () => {
    try {
      for (let i = 0; i < CHUNK && job.done < games; i++, job.done++) tally.add(playRecorded(module, seed + job.done, bots));
      job.failed = tally.failed;
      if (job.done < games) setImmediate(step);
      else job.cards = tally.summary({ game: id, title: module.title, seed, games, bots }).cards;
    } catch (e) {
      job.error = e instanceof Error ? e.message : String(e);
    }
  };
  setImmediate(step);
  return key;
}

export function balanceJob(key: string): BalanceJob | undefined {
  return jobs.get(key);
}
