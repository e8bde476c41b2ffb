/**
 * A scenario's `decisions:` as agents: one shared script in the order the game asks, whichever
 * seat is asked. A decision asked of the wrong player, an answer that is no option, or a script
 * that runs out stops the game with a message naming the decision and its line.
 */
import { resolveAnswer, ScriptError, type Agent, type Decision } from "../core/agents.ts";
import { formatPos } from "./load.ts";
import type { Checkpoint, ScriptEntry, SourcePos } from "./types.ts";

/** A script problem, with the line of the decision it is about (if any). */
export class ScenarioScriptError extends ScriptError {
  constructor(
    message: string,
    readonly pos: SourcePos | null,
  ) {
    super(message);
  }
}

export interface AskedDecision {
  readonly entry: Extract<ScriptEntry, { kind: "answer" }>;
  readonly decision: Decision;
  readonly option: string;
}

export class ScenarioScript {
  private cursor = 0;
  /** Every scripted answer given so far, for messages. */
  readonly asked: AskedDecision[] = [];

  constructor(
    private readonly entries: readonly ScriptEntry[],
    private readonly names: readonly string[],
    /** Runs an inline `check:` when its moment comes (`before` says which decision comes next). */
    private readonly onCheck: (checkpoint: Checkpoint, moment: string) => void,
  ) {}

  agents(): Agent[] {
    return this.names.map((_, seat) => ({ name: "scenario", decide: (d: Decision) => this.answer(seat, d) }));
  }

  private answer(seat: number, d: Decision): number {
    this.runChecks(`before ${this.names[seat]}'s decision "${d.prompt}"`);
    const entry = this.entries[this.cursor];
    const asked = `${this.names[seat]}'s ${d.kind} decision "${d.prompt}" (options: ${d.options.join(" | ")})`;
    if (!entry) {
      const last = this.asked[this.asked.length - 1];
      throw new ScenarioScriptError(`the script has no answer for ${asked}${last ? `; the last scripted decision was "${last.entry.text}"` : ""}`, last ? last.entry.pos : null);
    }
    if (entry.kind !== "answer") throw new Error("unreachable: checks were run");
    if (entry.seat !== seat) {
      throw new ScenarioScriptError(`decision #${entry.index + 1} "${entry.text}" is ${entry.player}'s, but the game asked ${asked}`, entry.pos);
    }
    let index: number;
    try {
      index = resolveAnswer(entry.answer, d);
    } catch (e) {
      throw new ScenarioScriptError(`decision #${entry.index + 1} "${entry.text}": ${(e as Error).message}`, entry.pos);
    }
    this.cursor++;
    this.asked.push({ entry, decision: d, option: d.options[index] });
    return index;
  }

  /** Runs the `check:` entries standing at the cursor. */
  runChecks(moment: string): void {
    while (this.entries[this.cursor]?.kind === "check") {
      const entry = this.entries[this.cursor++] as Extract<ScriptEntry, { kind: "check" }>;
      this.onCheck(entry.checkpoint, moment);
    }
  }

  /** Scripted answers the game never asked for. */
  unused(): Array<Extract<ScriptEntry, { kind: "answer" }>> {
    return this.entries.slice(this.cursor).filter((e): e is Extract<ScriptEntry, { kind: "answer" }> => e.kind === "answer");
  }

  /** Inline checks never reached (the game stopped before them). */
  unreachedChecks(): Checkpoint[] {
    return this.entries.slice(this.cursor).flatMap((e) => (e.kind === "check" ? [e.checkpoint] : []));
  }

  describeLast(): string {
    const last = this.asked[this.asked.length - 1];
    return last ? `after decision #${last.entry.index + 1} "${last.entry.text}" (${formatPos(last.entry.pos)})` : "before any scripted decision";
  }
}
