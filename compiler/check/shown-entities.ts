/**
 * The entity types a card is when in play (game.yaml `entities:`): a Creature card on the
 * Station Field is a creature, a Monster card in its zone is the monster. The checker lets `this`
 * name that entity where one is expected (`deal 1 damage to this`).
 */
import type { Vocabulary } from "../vocab/vocabulary.ts";

export function entityTypesShownBy(vocab: Vocabulary, kind: string, data: Readonly<Record<string, unknown>>): string[] {
  const traits = Array.isArray(data.traits) ? data.traits.map((t) => String(t).trim().split(/\s+/)[0]) : [];
  const types: string[] = [];
  for (const [name, cls] of Object.entries(vocab.entities ?? {})) {
    const cards = cls.cards;
    if (!cards) continue;
    if (cards.kinds?.length && !cards.kinds.includes(kind)) continue;
    if (cards.with?.length && !cards.with.some((t) => traits.includes(t))) continue;
    // The engine counts a card as an entity only when it prints its Health.
    if (typeof data[cls.health] !== "number") continue;
    const type = cls.type ?? name;
    if (!types.includes(type)) types.push(type);
  }
  return types;
}
