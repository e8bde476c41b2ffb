/**
 * One game played with every check of checks.ts, recording its decisions as they are made: when
 * the game fails, even by throwing half-way, the decisions so far and the log's hash make a replay
 * file that fails the same way again (`play --replay` shows it).
 */
import type { Agent } from "../core/agents.ts";
import type { GameModule, PlayedGame } from "../core/game-module.ts";
import type { GameLog } from "../core/log.ts";
import type { ReplayFailure, ReplayFile } from "../core/replay.ts";
import { InvariantError, resultProblems, RunawayError, StepChecker } from "./checks.ts";

export interface CheckedSetup {
  seed: number;
  names: string[];
  agents: Agent[];
  maxRounds?: number;
  /** Called after every step, before the checks (a tool printing the log as it grows). */
  onStep?: (game: PlayedGame) => void;
}

export interface CheckedGame {
  /** The finished game; absent when it threw. */
  game?: PlayedGame;
  failure?: ReplayFailure;
  steps: number;
  /** Every answer given, in order: [seat, option], as the game's Decider records them. */
  decisions: Array<[number, number]>;
  /** The game's log, up to the end or the failure. */
  log?: GameLog;
  /** The log's hash when the game finished or failed. */
  logHash: string;
}

/** Control characters never go into a replay file (a message may quote a card's text). */
const printable = (text: string) => text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, " ").slice(0, 2000);

export function playChecked(module: GameModule, setup: CheckedSetup): CheckedGame {
  const checker = new StepChecker();
  const decisions: Array<[number, number]> = [];
  // The Decider asks an agent only when there is a choice, and records exactly those answers.
  const agents = setup.agents.map((a): Agent => ({ name: a.name, decide: (d) => record(decisions, d.seat, a.decide(d)) }));
  let log: GameLog | undefined;
  let game: PlayedGame | undefined;
  let failure: ReplayFailure | undefined;
  try {
    game = module.play({
      seed: setup.seed,
      names: setup.names,
      agents,
      maxRounds: setup.maxRounds,
      onLog: (l) => {
        log = l;
        checker.watch(l);
      },
      onStep: (g) => {
        setup.onStep?.(g);
        checker.afterStep(g);
      },
    });
    const problems = resultProblems(game, setup.names.length);
    if (problems.length) failure = { kind: "end", step: checker.steps, where: checker.where, message: printable(problems.join("; ")) };
  } catch (e) {
    const kind = e instanceof InvariantError ? "invariant" : e instanceof RunawayError ? "runaway" : "crash";
    // A check fails at the step it checks; a crash happens during the step after the last one checked.
    const step = kind === "invariant" ? checker.steps : checker.steps + 1;
    const message = e instanceof Error ? `${kind === "crash" ? `${e.name}: ` : ""}${e.message}` : String(e);
    failure = { kind, step, where: checker.where, message: printable(message) };
  }
  return { game, failure, steps: checker.steps, decisions, log, logHash: log?.hash() ?? "" };
}

function record(decisions: Array<[number, number]>, seat: number, answer: number): number {
  decisions.push([seat, answer]);
  return answer;
}

/** The replay file of a failed game. */
export function failureReplay(module: GameModule, setup: CheckedSetup, run: CheckedGame): ReplayFile {
  return {
    format: "cardsmith-replay",
    version: 1,
    game: module.id,
    seed: setup.seed,
    names: setup.names,
    agents: setup.agents.map((a) => a.name),
    ...(setup.maxRounds !== undefined && { maxRounds: setup.maxRounds }),
    decisions: run.decisions,
    logHash: run.logHash,
    ...(run.failure && { failure: run.failure }),
  };
}
