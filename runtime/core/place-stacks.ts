/**
 * Placing stacks (a verb declared `means: place-stacks`, its terms in the verb's `stacks:`): the
 * acting player builds one stack for each other player still in the game, in seat order, putting
 * cards of their `from` zone into their `to` zone one at a time until they are done. A card may
 * join a stack when it is of a kind the terms list, has none of their `except` traits, keeps the
 * stack's sum of the `sum` field within the limit of the game turn, and respects the `needs` and
 * `shuns` pairings of traits and kinds. Each placed card is remembered with the player its stack
 * is for (`Engine.stackedFor`), for the game's own rules to resolve.
 */
import type { EffectContext } from "../api.ts";
import type { Engine } from "./engine.ts";
import { pickAny } from "./menus.ts";
import type { VerbStacks } from "./rules.ts";
import type { CardInstance } from "./table.ts";

/** Bot advice, not a rule: a card is worth 1 plus its field; stopping is worth less than any card. */
const DONE_ADVICE = 0.5;

/** The limit of a stack's sum in the current game turn (the round when the lead does not pass). */
export function stackLimit<V extends object>(e: Engine<V>, terms: VerbStacks): number {
  const turn = e.rotation?.gameTurn ?? e.info.round;
  return terms.limit.first + terms.limit.eachGameTurn * (turn - 1);
}

/** The acting player places a stack for each other player still in the game. */
export function placeStacks<V extends object>(e: Engine<V>, ctx: EffectContext, terms: VerbStacks): void {
  const seat = e.resolution(ctx).seat;
  for (const target of e.inGame().filter((s) => s !== seat)) placeStack(e, seat, target, terms);
}

function placeStack<V extends object>(e: Engine<V>, seat: number, target: number, terms: VerbStacks): void {
  const limit = stackLimit(e, terms);
  const stack: CardInstance[] = [];
  const card = (c: CardInstance) => e.catalogue.card(c.cardId);
  // The summed field as printed; a card without it (a trap) adds 0.
  const value = (c: CardInstance) => {
    const printed = (card(c) as unknown as Readonly<Record<string, unknown>>)[terms.sum];
    return typeof printed === "number" ? printed : 0;
  };
  const has = (c: CardInstance, trait: string) => e.catalogue.hasTrait(c.cardId, trait);
  const stackHasKind = (kind: string) => stack.some((s) => card(s).kind === kind);
  const stackHasTrait = (trait: string) => stack.some((s) => has(s, trait));
  const sum = () => stack.reduce((total, c) => total + value(c), 0);

  const fits = (c: CardInstance): boolean => {
    if (!terms.kinds.includes(card(c).kind) || terms.except.some((t) => has(c, t))) return false;
    if (sum() + value(c) > limit) return false;
    if (Object.entries(terms.needs).some(([trait, kind]) => has(c, trait) && !stackHasKind(kind))) return false;
    // A shunned pairing keeps the two apart whichever comes first.
    const shunned = ([trait, kind]: [string, string]) => (has(c, trait) && stackHasKind(kind)) || (card(c).kind === kind && stackHasTrait(trait));
    return !Object.entries(terms.shuns).some(shunned);
  };

  const onto = `${e.seatName(target)}'s ${terms.onto}`;
  const label = (c: CardInstance | null) => (c ? e.catalogue.name(c.cardId) : "done");
  const advice = (c: CardInstance | null) => (c ? 1 + value(c) : DONE_ADVICE);
  for (;;) {
    const options = [null, ...e.table.peek(terms.from, seat).filter(fits)];
    const prompt = `place a card on ${onto} (${terms.says} ${sum()} of ${limit})`;
    const chosen = pickAny(e, seat, "place", prompt, options, label, advice) ?? null;
    if (!chosen) break;
    e.table.move(chosen.uid, terms.to, seat, { quiet: true });
    e.stackedFor.set(chosen.uid, target);
    stack.push(chosen);
  }
  if (stack.length) e.log.add(`${e.seatName(seat)} places a stack of ${stack.length} cards (${terms.says} ${sum()} of ${limit}) on ${onto}`);
}
