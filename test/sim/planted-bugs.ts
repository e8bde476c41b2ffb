/**
 * Shadows with a planted bug, for the tests of `fuzz-games` and `play --replay`: in the game with
 * seed BROKEN_SEED, at step BROKEN_STEP, a card appears that sits in no zone (the conservation
 * invariant breaks), or the game throws. Every other game is Shadows itself.
 */
import { played, playShadows } from "../../cards/shadows/runtime/index.ts";
import type { GameModule, PlayOptions } from "../../runtime/core/game-module.ts";
import type { ShadowsGame } from "../../cards/shadows/runtime/index.ts";

export const BROKEN_SEED = 5;
export const BROKEN_STEP = 20;

function planted(id: string, title: string, bug: (g: ShadowsGame) => void): GameModule {
  return {
    id,
    title,
    players: { min: 2, max: 3 },
    play: (options: PlayOptions) => {
      let steps = 0;
      const game = playShadows({
        ...options,
        onStep: (g) => {
          if (options.seed === BROKEN_SEED && ++steps === BROKEN_STEP) bug(g);
          options.onStep?.(played(g));
        },
      });
      return played(game);
    },
  };
}

/** A card is added to the table's index but to no zone. */
export const lostCard = planted("lost-card", "Shadows with a lost card", (g) => {
  g.table.cards.set("ghost", { uid: "ghost", cardId: "ghost", owner: null, zone: "nowhere", counters: Object.create(null) });
});

/** The game throws half-way through. */
export const crashing = planted("crashing", "Shadows that crashes", () => {
  throw new TypeError("planted crash");
});
