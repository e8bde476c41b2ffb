/**
 * Casting (a verb declared `means: cast`, its terms in the verb's `casts:`): the acting player
 * picks a caster among the cards of their `casters` zone that can still cast (not blank, with an
 * `element` field, no `spent` counter). The spell goes to their `to` zone, the caster is spent,
 * and the events the verb raises are raised on the spell, by the caster. A caster casts the
 * spells of its element (the trait its field names) surely; any other spell is rolled for on the
 * declared table: an outcome in `works` lets it work, one in `returns` puts the spell back in
 * that zone, and any outcome but `works` stops the effect (Fizzle).
 */
import type { EffectContext, Ref } from "../api.ts";
import { Fizzle } from "./effect-host.ts";
import type { Engine } from "./engine.ts";
import { pickAny } from "./menus.ts";
import { rollInTheOpen, rollOn } from "./roll-tables.ts";
import type { VerbCasts } from "./rules.ts";
import { own, type CardInstance } from "./table.ts";

/** The card's element: its `element` field as printed (a trait's name), or undefined. */
function elementOf<V extends object>(e: Engine<V>, c: CardInstance, terms: VerbCasts): string | undefined {
  const printed = (e.catalogue.card(c.cardId) as unknown as Readonly<Record<string, unknown>>)[terms.element];
  return typeof printed === "string" ? printed : undefined;
}

/** The terms of a verb meaning `cast`, or an error naming the verb. */
export function castTerms<V extends object>(e: Engine<V>, verb: string): VerbCasts {
  const terms = own(e.rules.verbCasts, verb);
  if (!terms) throw new Error(`the ${e.rules.game} rules give \`${verb}\` (\`means: cast\`) no \`casts:\``);
  return terms;
}

/** The seat's cards that can cast now, in their zone's order. */
export function castersOf<V extends object>(e: Engine<V>, seat: number, terms: VerbCasts): CardInstance[] {
  return e.table.peek(terms.casters, seat).filter((c) => !e.isBlank(c) && elementOf(e, c, terms) !== undefined && !e.table.counter(c, terms.spent));
}

/** The acting player casts the spell with a caster of theirs (events: those whose `raised-by` lists the verb). */
export function castSpell<V extends object>(e: Engine<V>, ctx: EffectContext, spellRef: Ref, terms: VerbCasts, events: readonly string[]): void {
  const seat = e.resolution(ctx).seat;
  const spell = e.table.card(spellRef.id);
  const name = (c: CardInstance) => e.describe(e.cardRef(c.uid));
  const caster = pickAny(e, seat, "caster", `who casts ${name(spell)}?`, castersOf(e, seat, terms), name);
  if (!caster) throw new Fizzle("nobody can cast it");
  if (spell.zone !== terms.to) e.table.move(spell.uid, terms.to, seat);
  e.table.setCounter(caster, terms.spent, 1);
  e.log.add(`${name(caster)} ${terms.says} ${e.catalogue.name(spell.cardId)}`);
  for (const event of events) e.raise(event, { on: e.cardRef(spell.uid), by: e.cardRef(caster.uid) });
  if (e.catalogue.hasTrait(spell.cardId, elementOf(e, caster, terms)!)) return;
  const outcome = rollOn({ rules: e.rules, roll: (what, sides) => rollInTheOpen(e, what, sides) }, terms.roll);
  if (terms.works.includes(outcome)) return;
  const back = own(terms.returns, outcome);
  if (back !== undefined) e.table.move(spell.uid, back, seat);
  throw new Fizzle(`the ${terms.roll} roll failed`);
}
