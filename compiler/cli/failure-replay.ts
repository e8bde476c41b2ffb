/**
 * `play --replay` of a failed game saved by `fuzz-games`: plays it again with the same checks,
 * prints the log up to the failure and the failure itself, and verifies that it is the recorded
 * one (same kind, step and message, same log hash). Exit 1 either way: the game fails.
 */
import type pc from "picocolors";
import type { GameModule, PlayedGame } from "../../runtime/core/game-module.ts";
import type { GameLog } from "../../runtime/core/log.ts";
import type { ReplayFailure, ReplayFile } from "../../runtime/core/replay.ts";
import { replayAgents } from "../../runtime/core/decisions.ts";
import { playChecked } from "../../runtime/sim/checked-game.ts";
import { sanitizeText } from "../diagnostics/text-width.ts";

type Colors = ReturnType<typeof pc.createColors>;

export interface FailureOutput {
  /** Prints the log entries not printed yet. */
  follow(log: GameLog): void;
  write(text: string): void;
}

export function describeFailure(f: ReplayFailure): string {
  const what = f.kind === "invariant" ? "invariant broken" : f.kind === "runaway" ? "runaway game" : f.kind === "end" ? "malformed result" : "the game crashed";
  return `step ${f.step} (${sanitizeText(f.where)}): ${what}: ${sanitizeText(f.message)}`;
}

export function showFailureReplay(module: GameModule, path: string, file: ReplayFile & { failure: ReplayFailure }, out: FailureOutput, c: Colors): number {
  const agents = replayAgents(file.decisions, file.names.length);
  const run = playChecked(module, { seed: file.seed, names: file.names, agents, maxRounds: file.maxRounds, onStep: (g: PlayedGame) => out.follow(g.log) });
  if (run.log) out.follow(run.log);
  const got = run.failure;
  if (got) out.write(`\n${c.bold(c.red("== failure =="))}\n  ${describeFailure(got)}\n`);
  else out.write(`\n${c.bold("== no failure ==")}\n  the game played through every check\n`);
  const same = got && got.kind === file.failure.kind && got.step === file.failure.step && got.message === file.failure.message;
  if (!same) {
    process.stderr.write(`error: ${path} did not reproduce its failure: recorded ${describeFailure(file.failure)}; ${got ? `got ${describeFailure(got)}` : "the game passed"} (were the cards, rules or checks changed since it was saved?)\n`);
    return 1;
  }
  if (run.logHash !== file.logHash || agents.unused()) {
    process.stderr.write(`error: ${path} failed the same way, but its log differs (hash ${run.logHash.slice(0, 12)}, recorded ${file.logHash.slice(0, 12)})\n`);
    return 1;
  }
  process.stderr.write(`replay reproduced the failure at step ${got.step}: log hash ${run.logHash.slice(0, 12)} matches\n`);
  return 1;
}
