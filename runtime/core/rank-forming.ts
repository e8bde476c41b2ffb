/**
 * Forming a zone's ranks (game.yaml: the zone's `ranks: { ..., forms: { from, draw, aside,
 * aside-to, order } }`): a player takes the top cards of their `from` zone, sets some of them
 * aside by their own choice, and the rest stand in the zone's ranks ordered by a card field, the
 * highest in front. The log tells the ranks formed, as it does when they close up.
 */
import type { Engine } from "./engine.ts";
import { pickAny } from "./menus.ts";
import { closeUpZoneFront, describeRanks, setOutZoneRanks } from "./ranks.ts";
import type { RanksForming } from "./rules.ts";
import type { CardInstance } from "./table.ts";

/** The log's line for the seat's ranks in the zone: `Ann's band: front Knight; back none`. */
export function ranksLine<V extends object>(e: Engine<V>, zone: string, seat: number): string {
  return `${e.seatName(seat)}'s ${zone}: ${describeRanks(e, zone, seat)}`;
}

function formingTerms<V extends object>(e: Engine<V>, zone: string): RanksForming {
  const forms = e.rules.zones.find((z) => z.name === zone)?.ranks?.forms;
  if (!forms) throw new Error(`the ${e.rules.game} zone \`${zone}\` declares no \`ranks: { forms }\``);
  return forms;
}

/** The seat forms its ranks in the zone as declared; `keep` is bot advice (a card kept is worth its score). */
export function formRanks<V extends object>(e: Engine<V>, zone: string, seat: number, keep?: (c: CardInstance) => number): void {
  const terms = formingTerms(e, zone);
  const printed = (c: CardInstance) => (e.catalogue.card(c.cardId) as unknown as Readonly<Record<string, unknown>>)[terms.order];
  const order = (c: CardInstance) => (typeof printed(c) === "number" ? (printed(c) as number) : 0);
  const drawn = e.table.inZone(terms.from, seat).slice(0, terms.draw);
  for (let i = 0; i < terms.aside && drawn.length; i++) {
    const name = (c: CardInstance) => e.describe(e.cardRef(c.uid));
    const out = pickAny(e, seat, zone, `which card stays out of the ${zone}?`, drawn, name, keep && ((c) => -keep(c)))!;
    drawn.splice(drawn.indexOf(out), 1);
    e.table.move(out.uid, terms.asideTo, seat, { quiet: true });
  }
  drawn.sort((a, b) => order(b) - order(a));
  for (const c of drawn) e.table.move(c.uid, zone, seat, { quiet: true });
  setOutZoneRanks(e, zone, drawn);
  e.log.add(ranksLine(e, zone, seat));
}

/** The seat's front rank fills from behind; the log tells the ranks when a card moved up. */
export function closeUpRanks<V extends object>(e: Engine<V>, zone: string, seat: number): void {
  if (closeUpZoneFront(e, zone, seat)) e.log.add(ranksLine(e, zone, seat));
}
