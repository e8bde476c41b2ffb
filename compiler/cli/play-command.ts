/**
 * `cardsmith play <game>`: plays a whole game with bots (and optionally a person at the terminal)
 * and prints its log grouped by round, phase and step, then the results. The output is a function
 * of the game, seed and answers only (no clock, no colors unless stdout is a terminal), so the
 * same command prints the same bytes every time, and `--replay` of a saved game prints them again.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import pc from "picocolors";
import type { Agent } from "../../runtime/core/agents.ts";
import { DecisionError, replayAgents } from "../../runtime/core/decisions.ts";
import type { GameMode, GameModule, PlayedGame } from "../../runtime/core/game-module.ts";
import { HumanAgent, HumanInputError } from "../../runtime/core/human-agent.ts";
import type { LogEntry } from "../../runtime/core/log.ts";
import { readReplay, ReplayError, toReplay, type ReplayFile } from "../../runtime/core/replay.ts";
import { BOT_KINDS, makeBot, MAX_SEED, seatNames } from "../../runtime/sim/seats.ts";
import { showFailureReplay } from "./failure-replay.ts";
import { refuseStale } from "./stale.ts";
import { UsageError } from "../project.ts";
import { sanitizeText } from "../diagnostics/text-width.ts";

type Colors = ReturnType<typeof pc.createColors>;

export interface PlayCommandOptions {
  players?: string;
  seed?: string;
  bots?: string;
  human?: string;
  replay?: string;
  save?: string;
  quiet?: boolean;
  /** Print how often each declared event was raised. */
  stats?: boolean;
  maxRounds?: string;
  /** One of the modes the game declares (`GameModule.modes`). */
  mode?: string;
  color: boolean;
}

export const BOTS = BOT_KINDS;

export async function runPlay(gameId: string, opts: PlayCommandOptions): Promise<number> {
  return playModule(await loadGame(gameId), opts);
}

/** `play` of a game module already loaded (tests hand it one of their own). */
export function playModule(module: GameModule, opts: PlayCommandOptions): number {
  const c = pc.createColors(opts.color);
  return opts.replay ? replayGame(module, opts.replay, opts, c) : playGame(module, opts, c);
}

// ---------- finding the game ----------

/** `cards/<game>/runtime/index.ts` exporting `game: GameModule`. */
export async function loadGame(gameId: string): Promise<GameModule> {
  const cards = join(process.cwd(), "cards");
  const entry = join(cards, gameId, "runtime", "index.ts");
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(gameId) || !existsSync(entry)) {
    const playable = existsSync(cards) ? readdirSync(cards).filter((d) => existsSync(join(cards, d, "runtime", "index.ts"))).sort() : [];
    throw new UsageError(`no playable game \`${gameId}\` in cards/ (a game is playable when cards/<game>/runtime/index.ts exports \`game\`; games: ${playable.join(", ") || "none"})`);
  }
  refuseStale(join(cards, gameId));
  const mod = (await import(pathToFileURL(entry).href)) as { game?: GameModule };
  const game = mod.game;
  if (!game || typeof game.play !== "function" || !game.players) {
    throw new UsageError(`cards/${gameId}/runtime/index.ts does not export \`game\` (a GameModule)`);
  }
  return game;
}

// ---------- a new game ----------

interface Seats {
  seed: number;
  names: string[];
  agents: Agent[];
  agentNames: string[];
  human?: HumanAgent;
  maxRounds?: number;
  mode?: string;
}

function playGame(module: GameModule, opts: PlayCommandOptions, c: Colors): number {
  const seats = seatsFor(module, opts, c);
  const out = new Output(c);
  out.write(header(module, seats.seed, seats.names, seats.agentNames, seats.maxRounds));
  const follower = seats.human ? undefined : opts.quiet ? undefined : new LogFollower(out);
  const human = seats.human;
  let game: PlayedGame;
  try {
    game = module.play({
      seed: seats.seed,
      agents: seats.agents,
      names: seats.names,
      maxRounds: seats.maxRounds,
      mode: seats.mode,
      onStep: (g) => follower?.follow(g.log),
      // A person choosing a Hero should already see the Leader roll: follow the log from setup on.
      onLog: human ? (log) => human.follow(log) : undefined,
    });
  } catch (e) {
    if (e instanceof HumanInputError) throw new UsageError(e.message);
    throw e;
  }
  if (human) {
    human.follow(game.log);
    if (!opts.quiet) human.flush();
  } else {
    follower?.follow(game.log);
  }
  out.write(summary(game, c));
  if (opts.stats) out.write(eventStats(game, c));
  if (opts.save) save(opts.save, { ...toReplay(module, game, seats.seed, seats.names, seats.agentNames, seats.maxRounds), ...(seats.mode !== undefined && { mode: seats.mode }) });
  return 0;
}

function seatsFor(module: GameModule, opts: PlayCommandOptions, c: Colors): Seats {
  const seed = opts.seed === undefined ? 1 : wholeNumber("--seed", opts.seed, 0, MAX_SEED);
  const maxRounds = opts.maxRounds === undefined ? undefined : wholeNumber("--max-rounds", opts.maxRounds, 1, 100_000);
  const mode = modeOf(module, opts.mode);
  const { min, max } = mode?.players ?? module.players;
  const range = min === max ? `${min}` : `${min}-${max}`;
  const bots = opts.bots?.split(",").map((b) => b.trim());
  for (const b of bots ?? []) {
    if (!(BOTS as readonly string[]).includes(b)) throw new UsageError(`unknown bot \`${b}\` in --bots (bots: ${BOTS.join(", ")})`);
  }
  const humanSeats = opts.human === undefined ? 0 : 1;
  let players: number;
  if (opts.players !== undefined) players = wholeNumber("--players", opts.players, 0, Number.MAX_SAFE_INTEGER);
  else players = bots ? bots.length + humanSeats : min;
  if (players < min || players > max) throw new UsageError(`${module.title}${mode ? ` (${mode.name} mode)` : ""} is for ${range} player${range === "1" ? "" : "s"}, not ${players}`);

  let humanSeat: number | undefined;
  if (opts.human !== undefined) {
    if (!/^\d+$/.test(opts.human) || Number(opts.human) < 1 || Number(opts.human) > players) {
      throw new UsageError(`--human takes a seat from 1 to ${players}, not \`${opts.human}\``);
    }
    humanSeat = Number(opts.human) - 1;
  }
  const botSeats = players - humanSeats;
  if (bots && bots.length !== botSeats) {
    const seats = humanSeat === undefined ? `${players} players` : `${players} players with a human at seat ${humanSeat + 1}`;
    throw new UsageError(`--bots names ${bots.length} bot${bots.length === 1 ? "" : "s"}, but ${seats} need ${botSeats}`);
  }

  const names = seatNames(players);
  const queue = [...(bots ?? Array.from({ length: botSeats }, () => "greedy"))];
  const agents: Agent[] = [];
  let human: HumanAgent | undefined;
  for (let seat = 0; seat < players; seat++) {
    if (seat === humanSeat) {
      const printer = new LogPrinter(c);
      human = new HumanAgent({ names, formatLog: (entries) => printer.format(entries) });
      agents.push(human);
      continue;
    }
    agents.push(makeBot(queue.shift() as (typeof BOTS)[number], seed, seat));
  }
  return { seed, names, agents, agentNames: agents.map((a) => a.name), human, maxRounds, mode: mode?.name };
}

/** The mode `--mode` names among the game's, its first by default; none for a game without modes. */
export function modeOf(module: GameModule, name: string | undefined): GameMode | undefined {
  const modes = module.modes ?? [];
  if (name === undefined) return modes[0];
  const mode = modes.find((m) => m.name === name);
  if (!mode) throw new UsageError(modes.length ? `${module.title} has no mode \`${sanitizeText(name)}\` (modes: ${modes.map((m) => m.name).join(", ")})` : `${module.title} declares no modes; drop --mode`);
  return mode;
}

export function wholeNumber(option: string, text: string, min: number, max: number): number {
  const n = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(n) || n < min || n > max) {
    throw new UsageError(`${option} takes a whole number${max < Number.MAX_SAFE_INTEGER ? ` from ${min} to ${max}` : ""}, not \`${text}\``);
  }
  return n;
}

// ---------- replays ----------

function replayGame(module: GameModule, path: string, opts: PlayCommandOptions, c: Colors): number {
  const clashing = (["players", "seed", "bots", "human", "maxRounds", "mode"] as const).filter((k) => opts[k] !== undefined);
  if (clashing.length) {
    const flag = (k: string) => `--${k.replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`)}`;
    throw new UsageError(`--replay takes the seed, seats and bots from the replay file; drop ${clashing.map(flag).join(", ")}`);
  }
  let file: ReplayFile;
  try {
    file = readReplay(path);
  } catch (e) {
    if (e instanceof ReplayError) throw new UsageError(e.message);
    throw e;
  }
  if (file.game !== module.id) throw new UsageError(`${path} is a replay of \`${file.game}\`, not \`${module.id}\``);
  const n = file.names.length;
  if (n < module.players.min || n > module.players.max) throw new UsageError(`${path} has ${n} player${n === 1 ? "" : "s"}; ${module.title} is for ${module.players.min}-${module.players.max}`);
  const wellFormed = file.decisions.every((d) => Array.isArray(d) && d.length === 2 && d.every((x) => Number.isInteger(x) && x >= 0) && d[0] < n);
  if (!wellFormed || typeof file.logHash !== "string") throw new UsageError(`${path} is not a cardsmith replay file (bad decisions or log hash)`);

  const agentNames = file.names.map((_, i) => (Array.isArray(file.agents) && typeof file.agents[i] === "string" ? file.agents[i] : "?"));
  const out = new Output(c);
  out.write(header(module, file.seed, file.names, agentNames, file.maxRounds));
  const follower = opts.quiet ? undefined : new LogFollower(out);
  const failure = file.failure;
  if (failure) return showFailureReplay(module, path, { ...file, failure }, { follow: (log) => follower?.follow(log), write: (text) => out.write(text) }, c);
  let game: PlayedGame;
  try {
    const agents = replayAgents(file.decisions, n);
    game = module.play({ seed: file.seed, names: file.names, maxRounds: file.maxRounds, mode: file.mode, agents, onStep: (g) => follower?.follow(g.log) });
    if (agents.unused()) throw new DecisionError(`${agents.unused()} recorded decisions were never asked`);
  } catch (e) {
    if (!(e instanceof DecisionError)) throw e;
    process.stderr.write(`error: ${path} does not replay: ${e.message} (were the cards or rules changed since it was saved?)\n`);
    return 1;
  }
  follower?.follow(game.log);
  out.write(summary(game, c));
  if (opts.stats) out.write(eventStats(game, c));
  const hash = game.log.hash();
  if (hash !== file.logHash) {
    process.stderr.write(`error: ${path} did not reproduce its game: log hash ${short(hash)}, recorded ${short(file.logHash)} (were the cards or rules changed since it was saved?)\n`);
    return 1;
  }
  if (game.decider.record.length !== file.decisions.length) {
    process.stderr.write(`error: ${path} has ${file.decisions.length} decisions but the game used ${game.decider.record.length}\n`);
    return 1;
  }
  process.stderr.write(`replay verified: log hash ${short(hash)} matches\n`);
  if (opts.save) save(opts.save, { ...file, agents: agentNames });
  return 0;
}

function save(path: string, file: ReplayFile): void {
  writeReplay(path, file);
  process.stderr.write(`saved the replay to ${path}\n`);
}

/** Writes the replay file atomically: a temporary file renamed over the target. */
export function writeReplay(path: string, file: ReplayFile): void {
  // One decision per pair, all on one line: the file stays short and diffable.
  const text = `${JSON.stringify({ ...file, decisions: "@decisions@" }, null, 2).replace('"@decisions@"', JSON.stringify(file.decisions))}\n`;
  writeAtomically(path, text, `cannot save the replay to ${path}`);
}

/** Writes a whole file or nothing: a temporary file beside it, renamed over it. */
export function writeAtomically(path: string, text: string, failure = `cannot write ${path}`): void {
  const abs = resolve(path);
  const tmp = `${abs}.tmp-${process.pid}`;
  try {
    mkdirSync(dirname(abs), { recursive: true });
    writeFileSync(tmp, text, "utf8");
    renameSync(tmp, abs);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw new UsageError(`${failure}: ${(e as Error).message}`);
  }
}

// ---------- output ----------

class Output {
  constructor(readonly c: Colors) {}
  write(text: string): void {
    if (text) process.stdout.write(text);
  }
}

/** Groups log entries under `== where ==` headers, printed whenever the place changes. */
export class LogPrinter {
  private where: string | undefined;
  constructor(private readonly c: Colors) {}

  format(entries: readonly LogEntry[]): string {
    let text = "";
    for (const e of entries) {
      if (e.where !== this.where) {
        this.where = e.where;
        text += `\n${this.c.bold(`== ${e.where} ==`)}\n`;
      }
      text += `  ${e.text}\n`;
    }
    return text;
  }
}

/** Prints a game's log as it grows (after every step), so a long game shows progress. */
class LogFollower {
  private shown = 0;
  private readonly printer: LogPrinter;
  constructor(private readonly out: Output) {
    this.printer = new LogPrinter(out.c);
  }
  follow(log: { readonly all: readonly LogEntry[] }): void {
    const fresh = log.all.slice(this.shown);
    this.shown = log.all.length;
    this.out.write(this.printer.format(fresh));
  }
}

/** `--stats`: every event the game declares and how often it was raised; never-raised ones stand out. */
function eventStats(game: PlayedGame, c: Colors): string {
  const counts = [...(game.eventCounts ?? new Map<string, number>())];
  if (!counts.length) return "\nevents: this game does not count its events\n";
  const width = Math.max(...counts.map(([name]) => name.length));
  const lines = counts.map(([name, n]) => `  ${name.padEnd(width)}  ${n === 0 ? c.yellow("0 (never raised)") : String(n)}`);
  return `\nevents raised:\n${lines.join("\n")}\n`;
}

function header(module: GameModule, seed: number, names: readonly string[], agents: readonly string[], maxRounds: number | undefined): string {
  const seats = names.map((n, i) => `${n} ${agents[i]}`).join(", ");
  return `${module.title} · seed ${seed} · ${names.length} players: ${seats}${maxRounds !== undefined ? ` · at most ${maxRounds} rounds` : ""}\n`;
}

function short(hash: string): string {
  return hash.slice(0, 12);
}

/** The results table, the end reason, the winner(s), the log hash and the decision count. */
export function summary(game: PlayedGame, c: Colors): string {
  const winners = new Set(game.winners);
  const rows = [
    ["", "seat", "player", "role", "score", "tie-breaks", "detail"],
    ...game.standings.map((s) => [winners.has(s.seat) ? "★" : "", String(s.seat + 1), s.name, s.role, String(s.score), s.tiebreaks.join(", "), s.detail]),
  ];
  const widths = rows[0].map((_, col) => Math.max(...rows.map((r) => r[col].length)));
  const right = new Set([1, 4]);
  const line = (r: string[]) =>
    r
      .map((cell, col) => (col === r.length - 1 ? cell : right.has(col) ? cell.padStart(widths[col]) : cell.padEnd(widths[col])))
      .join("  ")
      .trimEnd();
  const table = rows.map((r, i) => {
    const text = `  ${line(r)}`;
    return i === 0 ? c.dim(text) : winners.has(game.standings[i - 1].seat) ? c.green(text) : text;
  });
  const ended = game.ended ? `the game ended in round ${game.round}: ${game.endReason}` : `the game stopped in round ${game.round} without an end`;
  const byName = (seat: number) => {
    const s = game.standings.find((x) => x.seat === seat);
    return s ? `${s.name} (${s.role})` : `seat ${seat + 1}`;
  };
  const won = !game.winners.length ? "no winner" : game.winners.length === 1 ? `winner: ${byName(game.winners[0])}` : `winners, sharing the victory: ${game.winners.map(byName).join(", ")}`;
  const decisions = game.decider.record.length;
  return [
    "",
    c.bold("== results =="),
    `  ${ended}`,
    "",
    ...table,
    "",
    `  ${c.bold(won)}`,
    c.dim(`  log ${short(game.log.hash())} · ${decisions} decision${decisions === 1 ? "" : "s"}`),
    "",
  ].join("\n");
}
