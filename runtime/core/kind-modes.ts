/**
 * Cards used only in some modes (game.yaml's kind `modes: [solo, shadow]`, or a trait's `modes:`
 * for cards of a kind that some modes leave out): a game's setup asks which cards its mode uses,
 * so a mode selects its decks and sheets as data.
 */
import type { CatalogueCard } from "./catalogue.ts";
import type { Engine } from "./engine.ts";
import { own } from "./table.ts";

type ModeTable = Readonly<Record<string, readonly string[]>> | undefined;

/** Whether a mode table lets the game's mode use what `name` names: a name it does not list is in every mode. */
function inMode<V extends object>(e: Engine<V>, table: ModeTable, name: string): boolean {
  const modes = own(table, name);
  return !modes || (e.mode !== null && modes.includes(e.mode));
}

/** Whether the game's mode uses cards of the kind: a kind with no `modes` is in every mode. */
export function kindInMode<V extends object>(e: Engine<V>, kind: string): boolean {
  return inMode(e, e.rules.kindModes, kind);
}

/** Whether the game's mode uses the card: its kind and each of its traits with `modes` must allow the mode. */
export function cardInMode<V extends object>(e: Engine<V>, card: CatalogueCard): boolean {
  if (!kindInMode(e, card.kind)) return false;
  const table = e.rules.traitModes;
  return !table || Object.keys(table).every((trait) => !e.catalogue.hasTrait(card.id, trait) || inMode(e, table, trait));
}
