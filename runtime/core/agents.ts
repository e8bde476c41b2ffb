/**
 * Every decision in a game goes through one Agent interface: bots, scripted players (tests,
 * replays) and a human at a terminal answer the same questions.
 */
import { Rng } from "./rng.ts";
import type { BoardView } from "./board.ts";

export interface Decision {
  /** Seat of the deciding player (0-based). */
  readonly seat: number;
  /** What is being decided, for scripts and logs: `play`, `target`, `respond`, `hand`... */
  readonly kind: string;
  readonly prompt: string;
  /** Human-readable options; the answer is an index into this list. */
  readonly options: readonly string[];
  /**
   * How many options there are, when the game can say so without building their labels (bots
   * never read labels; `options` may then be a getter that builds them on demand).
   */
  readonly count?: number;
  /**
   * The game's estimate of how good each option is for the decider, when it has one;
   * the greedy bot follows it. Same length as `options`.
   */
  readonly scores?: readonly number[];
  /**
   * The card each option is about (its id), where it is one: a person is shown its name and text
   * beside the option's label. Same length as `options`; null for an option that is no card.
   */
  readonly cards?: readonly (string | null)[];
}

/** The number of options of a decision, without building labels if the game gave a count. */
export function optionCount(d: Decision): number {
  return d.count ?? d.options.length;
}

/**
 * A decision whose prompt, labels and advice are built only if an agent reads them (random bots
 * read none of them), each at most once. A class rather than an object literal with getters: V8
 * makes a literal's getter pairs in the old generation, and they would keep every young object
 * the getters close over (the whole game) alive through minor collections.
 */
export class LazyDecision implements Decision {
  private text: string | undefined;
  private labels: readonly string[] | undefined;
  private advice: readonly number[] | undefined;
  private advised = false;

  constructor(
    readonly seat: number,
    readonly kind: string,
    /** The prompt, or a function that writes it (prompts name cards and events: work no bot needs). */
    private readonly makePrompt: string | (() => string),
    readonly count: number,
    private readonly makeLabels: () => readonly string[],
    private readonly makeScores?: () => readonly number[] | undefined,
    private readonly makeCards?: () => readonly (string | null)[],
  ) {}

  get prompt(): string {
    return (this.text ??= typeof this.makePrompt === "string" ? this.makePrompt : this.makePrompt());
  }

  /** The card of each option, for people; built only if an agent reads it. */
  get cards(): readonly (string | null)[] | undefined {
    return this.makeCards?.();
  }

  get options(): readonly string[] {
    return (this.labels ??= this.makeLabels());
  }

  get scores(): readonly number[] | undefined {
    if (!this.advised) {
      this.advised = true;
      this.advice = this.makeScores?.();
    }
    return this.advice;
  }
}

export interface Agent {
  readonly name: string;
  decide(decision: Decision): number;
  /** Called once when a game starts, for agents that show the table (a person at a terminal). */
  watch?(board: BoardView): void;
}

export class RandomAgent implements Agent {
  readonly name = "random";
  private readonly rng: Rng;
  constructor(seed: number) {
    this.rng = new Rng(seed);
  }
  decide(d: Decision): number {
    return this.rng.int(optionCount(d));
  }
}

/** Picks the best-scored option; ties (and unscored decisions) are broken by a seeded draw. */
export class GreedyAgent implements Agent {
  readonly name = "greedy";
  private readonly rng: Rng;
  constructor(seed: number) {
    this.rng = new Rng(seed);
  }
  decide(d: Decision): number {
    if (!d.scores) return this.rng.int(optionCount(d));
    const best = Math.max(...d.scores);
    const ties = d.scores.flatMap((s, i) => (s === best ? [i] : []));
    return ties[this.rng.int(ties.length)];
  }
}

/** A scripted answer: an option's index, or (part of) its label. */
export type ScriptedAnswer = number | string;

export class ScriptError extends Error {}

/**
 * Answers from a script, in order. A string answer picks the option whose label equals it, or
 * failing that the only option containing it; anything else is a script error that names the
 * decision, so a scenario failure says where it went wrong.
 */
export class ScriptedAgent implements Agent {
  readonly name = "scripted";
  private next = 0;
  constructor(
    private readonly answers: readonly ScriptedAnswer[],
    /** Asked when the script has run out; by default running out is an error. */
    private readonly fallback?: Agent,
  ) {}

  get remaining(): number {
    return this.answers.length - this.next;
  }

  decide(d: Decision): number {
    if (this.next >= this.answers.length) {
      if (this.fallback) return this.fallback.decide(d);
      throw new ScriptError(`the script has no answer for seat ${d.seat + 1}'s ${d.kind} decision "${d.prompt}" (options: ${d.options.join(" | ")})`);
    }
    const answer = this.answers[this.next++];
    return resolveAnswer(answer, d);
  }
}

export function resolveAnswer(answer: ScriptedAnswer, d: Decision): number {
  if (typeof answer === "number") {
    if (Number.isInteger(answer) && answer >= 0 && answer < d.options.length) return answer;
    throw new ScriptError(`answer ${answer} is not an option of "${d.prompt}" (0-${d.options.length - 1})`);
  }
  const exact = d.options.indexOf(answer);
  if (exact >= 0) return exact;
  const partial = d.options.flatMap((o, i) => (o.toLowerCase().includes(answer.toLowerCase()) ? [i] : []));
  if (partial.length === 1) return partial[0];
  throw new ScriptError(
    partial.length
      ? `answer "${answer}" matches several options of "${d.prompt}": ${partial.map((i) => d.options[i]).join(" | ")}`
      : `answer "${answer}" is not an option of "${d.prompt}" (options: ${d.options.join(" | ")})`,
  );
}
