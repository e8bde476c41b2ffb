/**
 * The actual value of an expectation on a built game: zones listed from the table, values read
 * through the game's hooks (table-values.ts), a card's zone, side, requirements and attachment
 * from the engine. The same keys table-expect.ts accepts.
 */
import type { CardInstance } from "../core/table.ts";
import type { TableCards } from "./table-cards.ts";
import { gameZoneKeys } from "./table-expect.ts";
import type { ZoneKey } from "./table-rules.ts";
import { readProperty, readValue, tableCard, tableEntity, type AnyEngine, type ValueHooks } from "./table-values.ts";

export interface ProbeContext<E extends AnyEngine> {
  readonly e: E;
  readonly cards: TableCards;
  readonly names: readonly string[];
  /** Each seat's role card. */
  readonly roles: readonly (string | null)[];
  readonly dealtTo: ReadonlyMap<string, number>;
  readonly hooks: ValueHooks<E>;
}

export function probe<E extends AnyEngine>(c: ProbeContext<E>, subject: string, key: readonly string[]): unknown {
  const { e, cards } = c;
  const seatOf = (name: string) => {
    const seat = c.names.indexOf(name);
    if (seat < 0) throw new Error(`no player ${name}`);
    return seat;
  };
  const table = cards.data.table.find((t) => t.key === subject);
  if (table) {
    if (key[0] === "card") return tableCard(e, table) ?? "none";
    const v = table.values.find((x) => x.key === key[0]);
    if (v) return readValue(e, cards, v, v.perPlayer ? seatOf(key[1]) : e.leader, tableEntity(e, table), tableCard(e, table), key[1], c.hooks);
  } else if (subject === "game") {
    if (key[0] === "round") return e.info.round;
    if (key[0] === "leader") return e.seatName(e.leader);
    if (key[0] === "ended") return e.ended;
    const z = gameZoneKeys(cards).find((x) => x.key === key[0]);
    if (z) return zoneValue(c, z, null);
    if (key[0] === "cards") return cardValue(c, e.leader, instanceOf(c, key[1], () => true), key[1], key[2]);
  } else {
    const seat = seatOf(subject);
    const k = key[0];
    const resources = e.table.players[seat].resources;
    if (cards.data.resources.includes(k)) return Object.hasOwn(resources, k) ? resources[k] : 0;
    if (k === "leader") return e.leader === seat;
    if (k === "cards") return cardValue(c, seat, playerCard(c, seat, key[1]), key[1], key[2]);
    const z = cards.data.playerZones.find((x) => x.key === k);
    if (z) return zoneValue(c, z, seat);
    const v = cards.data.playerValues.find((x) => x.key === k);
    if (v) return readValue(e, cards, v, seat, e.seatEntity(seat), c.roles[seat], key[1], c.hooks);
  }
  throw new Error(`no ${key.join(".")} for ${subject}`);
}

function zoneValue<E extends AnyEngine>(c: ProbeContext<E>, zone: ZoneKey, owner: number | null): unknown {
  const shown = c.e.table.peek(zone.zone, owner).map((i) => c.cards.show(i.cardId));
  return zone.one ? (shown[0] ?? "none") : shown;
}

/** The first instance of the physical card `id` (either side up) that `which` accepts. */
function instanceOf<E extends AnyEngine>(c: ProbeContext<E>, id: string, which: (i: CardInstance) => boolean): CardInstance | undefined {
  const sides = c.cards.sides(id);
  for (const i of c.e.table.cards.values()) if (sides.includes(i.cardId) && which(i)) return i;
  return undefined;
}

/** The instance of a card a player's expectation names: theirs now, else the one dealt to them. */
function playerCard<E extends AnyEngine>(c: ProbeContext<E>, seat: number, id: string): CardInstance | undefined {
  return instanceOf(c, id, (i) => i.owner === seat) ?? instanceOf(c, id, (i) => c.dealtTo.get(i.uid) === seat);
}

/** A `cards:` value of `inst` (the card `id`), read in `seat`'s context. */
function cardValue<E extends AnyEngine>(c: ProbeContext<E>, seat: number, inst: CardInstance | undefined, id: string, k: string): unknown {
  const { e } = c;
  switch (k) {
    case "zone":
      return inst ? inst.zone : "nowhere";
    case "up":
      return inst ? inst.cardId : "nowhere";
    case "playable":
      return e.meetsRequirements(seat, inst ? inst.cardId : id);
    case "attached-to": {
      const on = inst ? e.attachedTo(inst) : null;
      if (!on) return "none";
      const holder = c.names.findIndex((_, s) => e.seatEntity(s).id === on.id);
      if (holder >= 0) return c.names[holder];
      return e.table.cards.get(on.id)?.cardId ?? on.id;
    }
  }
  const v = c.cards.data.cardValues.find((x) => x.key === k);
  if (!v) throw new Error(`no card value ${k}`);
  if (!inst) return 0;
  const ref = e.cardRef(inst.uid);
  return readProperty(e, seat, ref, v.of!) - (v.minus === null ? 0 : readProperty(e, seat, ref, v.minus));
}
