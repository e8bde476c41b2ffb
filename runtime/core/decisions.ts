/**
 * Routes decisions to the seats' agents and records every answer, so a game can be saved as
 * (card set, seed, answers) and replayed exactly.
 */
import { optionCount, type Agent, type Decision } from "./agents.ts";
import type { GameLog } from "./log.ts";

export class DecisionError extends Error {}

export class Decider {
  /** Every answer, in order: [seat, option index]. */
  readonly record: Array<[number, number]> = [];

  constructor(
    private readonly agents: readonly Agent[],
    private readonly log: GameLog,
  ) {}

  /**
   * Asks a seat; a single option is taken without asking (no prompt, nothing to leak). A seat
   * with no agent of its own (a solo game's automaton opponent, whose few open choices its rules
   * leave to the player) is decided by the first seat's agent, as a decision of the first seat.
   */
  ask(d: Decision): number {
    const count = optionCount(d);
    if (count === 0) throw new DecisionError(`decision "${d.prompt}" has no options`);
    if (count === 1) return 0;
    const own = d.seat < this.agents.length;
    const asked = own ? d : Object.assign(Object.create(d) as Decision, { seat: 0 });
    const agent = this.agents[asked.seat];
    const answer = agent.decide(asked);
    if (!Number.isInteger(answer) || answer < 0 || answer >= count) {
      throw new DecisionError(`${agent.name} answered ${answer} to "${d.prompt}", which has ${count} options`);
    }
    this.record.push([asked.seat, answer]);
    return answer;
  }
}

/** Replays recorded answers in order; a replay that diverges is an error, never a silent guess. */
export class ReplayAgent implements Agent {
  readonly name = "replay";
  constructor(
    private readonly queue: Array<[number, number]>,
    private readonly seat: number,
  ) {}
  decide(d: Decision): number {
    const next = this.queue.shift();
    if (!next) throw new DecisionError(`the replay ran out of decisions at "${d.prompt}"`);
    if (next[0] !== this.seat || next[1] >= optionCount(d)) {
      throw new DecisionError(`the replay diverged at "${d.prompt}": recorded seat ${next[0] + 1} option ${next[1]}`);
    }
    return next[1];
  }
}

/** One replay agent per seat, sharing the recorded answers; `unused()` counts answers left over. */
export function replayAgents(record: ReadonlyArray<[number, number]>, seats: number): ReplayAgent[] & { unused(): number } {
  const queue = record.map((r) => [r[0], r[1]] as [number, number]);
  const agents = Array.from({ length: seats }, (_, s) => new ReplayAgent(queue, s));
  return Object.assign(agents, { unused: () => queue.length });
}
