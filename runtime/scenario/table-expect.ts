/**
 * Which expectations a game's `scenario:` data lets a file state, and why one cannot be checked:
 * a player's resources, values, zones, `leader` and `cards: { <id>: { ... } }`; a shared
 * subject's `card` and values (per player or not); `game`'s round, leader, end, shared zones and
 * any card's `cards:` values.
 * Each message names the keys there are and suggests the nearest.
 */
import { suggest } from "./load.ts";
import type { TableCards } from "./table-cards.ts";
import type { TableKey, ValueRule, ZoneKey } from "./table-rules.ts";
import type { Scenario } from "./types.ts";

/** Every card has these `cards:` keys; a game's data adds counters and values. */
export const CARD_KEYS = ["zone", "up", "playable", "attached-to"] as const;
const GAME_KEYS = ["round", "leader", "ended"];

/** Top-level keys that are expectation subjects of their own (they name an entity or values). */
export const subjectKeys = (cards: TableCards): TableKey[] => cards.data.table.filter((k) => k.entity !== null || k.values.length > 0);
/** Top-level keys read under `game:` (the shared zones). */
export const gameZoneKeys = (cards: TableCards): TableKey[] => cards.data.table.filter((k) => !subjectKeys(cards).includes(k));

export function checkExpectation(cards: TableCards, zones: readonly string[], s: Scenario, subject: string, key: readonly string[], expected: unknown): string | null {
  const data = cards.data;
  const names = s.players.map((p) => p.name);
  const path = `${subject}: ${key.join(".")}`;
  const num = (what: string) => (Number.isInteger(expected) && (expected as number) >= 0 ? null : `${what} is a whole number, not ${JSON.stringify(expected)}`);
  const exactly = (n: number, known: readonly string[]) => (key.length === n ? null : `\`${path}\` has no key ${key.slice(n).join(".")}${suggest(key[n] ?? "", known)}`);
  const k = key[0];

  const value = (v: ValueRule): string | null => {
    if (v.each !== null) {
      const each = data[v.each];
      return key.length !== 2 || !each.includes(key[1]) ? `\`${k}\` has ${each.join(", ")}: \`${k}: { ${each[1] ?? each[0]}: 2 }\`` : num(path);
    }
    if (v.perPlayer) {
      if (key.length !== 2) return `\`${k}\` is per player: \`${k}: { ${names[0]}: 1 }\``;
      if (!names.includes(key[1])) return `unknown player \`${key[1]}\`${suggest(key[1], names)} (players: ${names.join(", ")})`;
      return num(path);
    }
    return exactly(1, []) ?? num(path);
  };

  const table = cards.data.table.find((t) => t.key === subject);
  if (table) {
    const known = ["card", ...table.values.map((v) => v.key)];
    if (k === "card") {
      const ok = expected === "none" || (typeof expected === "string" && cards.has(expected) && table.kinds.includes(cards.card(expected).kind));
      return exactly(1, known) ?? (ok ? null : `\`card\` is a ${table.kinds.join(" or ")} card id or none`);
    }
    const v = table.values.find((x) => x.key === k);
    return v ? value(v) : `unknown ${subject} key \`${k}\`${suggest(k, known)} (keys: ${known.join(", ")})`;
  }

  if (subject === "game") {
    const shared = gameZoneKeys(cards);
    const known = [...GAME_KEYS.slice(0, 2), ...shared.map((z) => z.key), GAME_KEYS[2], "cards"];
    const z = shared.find((x) => x.key === k);
    if (z) return exactly(1, known) ?? zoneExpectation(cards, z, expected);
    // Any card on the table, a shared one (an enemy, a location) included: `game: { cards: { <id>: { zone: market } } }`.
    if (k === "cards") return key[2] === "playable" ? "`playable` is a player's: write it under the player" : cardExpectation(cards, zones, names, key, expected);
    if (!GAME_KEYS.includes(k)) return `unknown game key \`${k}\`${suggest(k, known)} (keys: ${known.join(", ")})`;
    if (key.length !== 1) return `\`game: ${key.join(".")}\` has no key ${key.slice(1).join(".")}`;
    if (k === "round") return num("round");
    if (k === "leader") return names.includes(String(expected)) ? null : `\`leader\` is a player's name (${names.join(", ")})`;
    return typeof expected === "boolean" ? null : `ended is true or false, not ${JSON.stringify(expected)}`;
  }

  const known = [...data.resources, ...data.playerValues.map((v) => v.key), "leader", ...data.playerZones.map((z) => z.key), "cards"];
  if (data.resources.includes(k)) return key.length === 1 ? num(k) : `\`${k}\` has no key ${key.slice(1).join(".")}`;
  const zone = data.playerZones.find((z) => z.key === k);
  if (zone) return key.length === 1 ? zoneExpectation(cards, zone, expected) : `\`${k}\` has no key ${key.slice(1).join(".")}`;
  if (k === "leader") return typeof expected === "boolean" ? null : `leader is true or false, not ${JSON.stringify(expected)}`;
  if (k === "cards") return cardExpectation(cards, zones, names, key, expected);
  const v = data.playerValues.find((x) => x.key === k);
  return v ? value(v) : `unknown player key \`${k}\`${suggest(k, known)} (keys: ${known.join(", ")})`;
}

/** `cards: { <id>: { zone, up, playable, attached-to, <the game's card values> } }`. */
function cardExpectation(cards: TableCards, zones: readonly string[], names: readonly string[], key: readonly string[], expected: unknown): string | null {
  if (key.length !== 3) return "`cards` is per card: `cards: { <card id>: { zone: <zone> } }`";
  const [, id, k] = key;
  if (!cards.has(id)) return `unknown card id \`${id}\`${suggest(id, cards.catalogue.cards.map((c) => c.id))}`;
  const what = `${id}'s ${k}`;
  const keys = [...CARD_KEYS.slice(0, 3), ...cards.data.cardValues.map((v) => v.key), CARD_KEYS[3]];
  const where = [...zones, "nowhere"];
  switch (k) {
    case "zone": {
      if (typeof expected === "string" && where.includes(expected)) return null;
      // `combat` is how a player's zone list is written; a card's `zone:` names the zone itself.
      const alias = cards.data.playerZones.find((z) => z.key === expected);
      return `${what} must be one of the zones ${where.join(", ")}${alias ? `; the player key \`${alias.key}\` is the zone \`${alias.zone}\`` : suggest(String(expected), where)}`;
    }
    case "up":
      return typeof expected === "string" && cards.sides(id).includes(expected) ? null : `${what} is the id of the side up: ${cards.sides(id).join(" or ")}`;
    case "playable":
      return typeof expected === "boolean" ? null : `${what} is true or false, not ${JSON.stringify(expected)}`;
    case "attached-to":
      return typeof expected === "string" && (expected === "none" || names.includes(expected) || cards.has(expected)) ? null : `${what} is a player's name (their ${cards.data.role?.key ?? "entity"}), a card id, or none`;
  }
  if (cards.data.cardValues.some((v) => v.key === k)) return Number.isInteger(expected) && (expected as number) >= 0 ? null : `${what} is a whole number, not ${JSON.stringify(expected)}`;
  return `unknown card key \`${k}\`${suggest(k, keys)} (keys: ${keys.join(", ")})`;
}

/** A zone's cards: a list (order ignored), or one card or `none`; labelled kinds by label. */
function zoneExpectation(cards: TableCards, zone: ZoneKey, expected: unknown): string | null {
  const labels = [...new Set(cards.ofKinds(zone.kinds).map((c) => cards.label(c.id)).filter((l): l is string => l !== null))];
  const field = zone.kinds.map((kind) => cards.labelOf(kind)).find((f) => f !== undefined);
  const known = (x: unknown) => typeof x === "string" && (cards.has(x) || labels.includes(x));
  const hint = field ? ` (its ${field}, e.g. ${labels[0]})` : "";
  if (zone.one) return expected === "none" || known(expected) ? null : `\`${zone.key}\` is a card${field ? `'s ${field}` : " id"} or none${labels.length ? ` (${["none", ...labels].join(", ")})` : ""}`;
  if (!Array.isArray(expected)) return `\`${zone.key}\` is a list of cards${hint}`;
  const bad = expected.find((x) => !known(x));
  if (bad === undefined) return null;
  return `unknown card \`${String(bad)}\` in \`${zone.key}\`${typeof bad === "string" ? suggest(bad, [...labels, ...cards.catalogue.cards.map((c) => c.id)]) : ""}${hint}`;
}
