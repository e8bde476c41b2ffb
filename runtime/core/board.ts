/**
 * The table as one seat's player sees it, in a few lines, for a person about to decide (`play
 * --human`): every entity's Damage and Health, each player's resources and the cards in their
 * zones, and the shared zones in play. Names are shown for the cards in play (live zones) and for
 * the player's own cards in a zone they play from (a hand); other zones, whose cards may be
 * facedown or in a deck, show a count. Every name comes from the game's data: card names,
 * entity descriptions, and zone and resource names as declared, read with spaces for hyphens.
 */
import type { Engine } from "./engine.ts";

export interface BoardView {
  /** The table as `seat` sees it: a few lines, each ending in a newline. */
  summary(seat: number): string;
  /** A card's name and rules text (its `text` field, when it has one). */
  card(cardId: string): { name: string; text?: string } | undefined;
}

/** A declared name for people: `discard-pile` → `discard pile`. */
export const spoken = (name: string) => name.replace(/-/g, " ");

/** Cards listed by name in one zone at most; beyond, the rest are counted. */
const LISTED = 8;

export function boardView<V extends object>(e: Engine<V>): BoardView {
  return {
    summary: (seat) => summary(e, seat),
    card(cardId) {
      if (!e.catalogue.has(cardId)) return undefined;
      const card = e.catalogue.card(cardId) as { text?: unknown };
      return { name: e.catalogue.name(cardId), ...(typeof card.text === "string" && { text: card.text }) };
    },
  };
}

function summary<V extends object>(e: Engine<V>, seat: number): string {
  const lines: string[] = [];
  const playedFrom = new Set([...e.rules.steps.flatMap((s) => (s.playFrom ? [s.playFrom] : [])), ...e.rules.responses.from]);
  const entities = e.entities.list().flatMap((ref) => {
    const health = e.entities.healthOf(ref);
    const name = e.entities.describe(ref) ?? e.describe(ref);
    return health > 0 ? [`${name} ${e.entities.damageOf(ref, seat)}/${health}`] : [];
  });
  if (entities.length) lines.push(`damage: ${entities.join(" · ")}`);
  for (const p of e.table.players) {
    const resources = Object.keys(p.resources).map((r) => `${p.resources[r]} ${spoken(r)}`);
    const zones = e.rules.zones.filter((z) => z.perPlayer).flatMap((z) => zoneText(e, z.name, p.seat, z.live || (p.seat === seat && playedFrom.has(z.name))));
    lines.push(`${p.seat === seat ? `${p.name} (you)` : p.name}: ${[resources.join(", "), ...zones].filter(Boolean).join(" | ")}`);
  }
  const shared = e.rules.zones.filter((z) => !z.perPlayer && z.live).flatMap((z) => zoneText(e, z.name, null, true));
  if (shared.length) lines.push(`table: ${shared.join(" | ")}`);
  return lines.map((l) => `  ${l}\n`).join("");
}

/** `hand: Twin Daggers, Smoke Bomb`, or `current deck: 5 cards` where the names are not shown; nothing for an empty zone. */
function zoneText<V extends object>(e: Engine<V>, zone: string, owner: number | null, named: boolean): string[] {
  const cards = e.table.peek(zone, owner);
  if (!cards.length) return [];
  const count = `${cards.length} card${cards.length === 1 ? "" : "s"}`;
  if (!named) return [`${spoken(zone)}: ${count}`];
  const names = cards.slice(0, LISTED).map((c) => e.catalogue.name(c.cardId));
  return [`${spoken(zone)}: ${names.join(", ")}${cards.length > LISTED ? ` and ${cards.length - LISTED} more` : ""}`];
}
