/**
 * Kinds of card used only in some modes (game.yaml's kind `modes: [solo, shadow]`): a game's
 * setup asks which cards its mode uses, so a mode selects its decks and sheets as data.
 */
import type { Engine } from "./engine.ts";

/** Whether the game's mode uses cards of the kind: a kind with no `modes` is in every mode. */
export function kindInMode<V extends object>(e: Engine<V>, kind: string): boolean {
  const modes = e.rules.kindModes && Object.hasOwn(e.rules.kindModes, kind) ? e.rules.kindModes[kind] : undefined;
  return !modes || (e.mode !== null && modes.includes(e.mode));
}
