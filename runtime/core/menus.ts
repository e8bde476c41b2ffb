/**
 * Choices a game's runtime offers a player outside the effect language: one item of a list, up to
 * N items of a list in secret, and a turn of free actions (any number, in any order, until the player stops). Labels and greedy
 * advice are built only if an agent reads them.
 */
import { LazyDecision, type Decision } from "./agents.ts";
import type { GameLog } from "./log.ts";

/** What these helpers need of an engine. */
export interface Asker {
  ask(d: Decision): number;
  readonly log: GameLog;
  settleIfChanged(): void;
}

/** The seat picks one of the items (a list of one is taken without asking). */
export function pick<T>(e: Pick<Asker, "ask">, seat: number, kind: string, prompt: string, items: readonly T[], label: (item: T) => string, score?: (item: T) => number): T {
  if (!items.length) throw new RangeError(`nothing to choose for "${prompt}"`);
  return pickAny(e, seat, kind, prompt, items, label, score)!;
}

/** As `pick`, but an empty list is no error: nothing is picked (undefined). */
export function pickAny<T>(e: Pick<Asker, "ask">, seat: number, kind: string, prompt: string, items: readonly T[], label: (item: T) => string, score?: (item: T) => number): T | undefined {
  if (items.length < 2) return items[0];
  return items[e.ask(new LazyDecision(seat, kind, prompt, items.length, () => items.map(label), score && (() => items.map(score))))];
}

/** The seat picks one of the items or none, the first option labelled `none` (scored 0); asked even with one item. */
export function pickOrNone<T>(e: Pick<Asker, "ask">, seat: number, kind: string, prompt: string, none: string, items: readonly T[], label: (item: T) => string, score?: (item: T) => number): T | null {
  const options = [null, ...items];
  return pick(e, seat, kind, prompt, options, (i) => (i === null ? none : label(i)), score && ((i) => (i === null ? 0 : score(i))));
}

/**
 * The seat picks items one by one, in the open, until it stops (`stop`, as pickOrNone's none) or
 * nothing is left: `open(picked)` lists what may still be picked, and a prompt given as a function
 * is told what has been picked so far. Returns the items in the order picked.
 */
export function pickOneByOne<T>(e: Pick<Asker, "ask">, seat: number, kind: string, prompt: string | ((picked: readonly T[]) => string), stop: string, open: (picked: readonly T[]) => readonly T[], label: (item: T) => string, score?: (item: T) => number): T[] {
  const picked: T[] = [];
  for (let left = open(picked); left.length; left = open(picked)) {
    const item = pickOrNone(e, seat, kind, typeof prompt === "string" ? prompt : prompt(picked), stop, left, label, score);
    if (item === null) break;
    picked.push(item);
  }
  return picked;
}

/**
 * The seat picks up to `n` of the (distinct) items one by one, stopping when it likes (a hidden choice: only
 * the seat's agent sees the prompts; nothing is logged, so the game reveals them when it wants).
 * Returns the items picked, in the order picked.
 */
export function pickUpTo<T>(e: Pick<Asker, "ask">, seat: number, kind: string, prompt: string, items: readonly T[], n: number, label: (item: T) => string, score?: (item: T) => number): T[] {
  const open = (picked: readonly T[]) => (picked.length < n ? items.filter((item) => !picked.includes(item)) : []);
  return pickOneByOne(e, seat, kind, (picked) => `${prompt} (${picked.length} of at most ${n})`, "no more", open, label, score);
}

export interface MenuItem {
  /** What the item is, or a function that says it (built only if an agent reads labels, or it is chosen and logged). */
  readonly label: string | (() => string);
  /** Greedy advice: how good this is for the player (stopping scores 0); a function when it costs work to estimate. */
  readonly score: number | (() => number);
  readonly run: () => void;
}

const labelOf = (item: MenuItem): string => (typeof item.label === "string" ? item.label : item.label());
const scoreOf = (item: MenuItem): number => (typeof item.score === "number" ? item.score : item.score());

/** The seat picks one of the items (a list of one is taken without asking) and it runs; answers the item picked. */
export function runChosen(e: Pick<Asker, "ask">, seat: number, kind: string, prompt: string, items: readonly MenuItem[]): MenuItem {
  const chosen = pick(e, seat, kind, prompt, items, labelOf, scoreOf);
  chosen.run();
  return chosen;
}

/**
 * A turn of free actions: the seat picks from `menu()` (rebuilt before each pick, its first item
 * is to stop) until it stops or has taken `max` actions, a safety limit for bots. Each action is
 * logged as `<who>: <label>`, then `after` runs. Returns the number of actions taken. Labels and
 * scores given as functions are worked out only when read (random bots read neither).
 */
export function freeActions(e: Asker, seat: number, who: string, menu: () => readonly MenuItem[], max: number, after?: () => void): number {
  let n = 0;
  for (; n < max; n++) {
    const items = menu();
    const chosen = pick(e, seat, "action", "your action", items, labelOf, scoreOf);
    if (chosen === items[0]) break;
    e.log.add(`${who}: ${labelOf(chosen)}`);
    chosen.run();
    e.settleIfChanged();
    after?.();
  }
  return n;
}
