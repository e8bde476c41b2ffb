/**
 * One decision among a game's own things (cards, pairs, yes or no): the agent is shown each
 * thing's label and, when the game gives one, a score per thing for bots. With fewer than two
 * things there is nothing to decide: the one thing (or undefined) is taken without asking.
 */
import { type Decision, LazyDecision } from "./agents.ts";

export interface Asker {
  ask(d: Decision): number;
}

export function pick<T>(
  asker: Asker,
  seat: number,
  kind: string,
  prompt: string,
  items: readonly T[],
  label: (item: T) => string,
  score?: (item: T) => number,
): T {
  if (items.length < 2) return items[0];
  const labels = () => items.map(label);
  const scores = score && (() => items.map(score));
  return items[asker.ask(new LazyDecision(seat, kind, prompt, items.length, labels, scores))];
}
