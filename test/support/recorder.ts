/** A scripted agent (answers by label, in order) that remembers each decision's options and scores, for tests of advice. */
import { ScriptedAgent, type Decision } from "../../runtime/core/agents.ts";

export class Recorder extends ScriptedAgent {
  readonly seen: { options: readonly string[]; scores: readonly number[] }[] = [];
  override decide(d: Decision): number {
    this.seen.push({ options: [...d.options], scores: [...(d.scores ?? [])] });
    return super.decide(d);
  }
}
