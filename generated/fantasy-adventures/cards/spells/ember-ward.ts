import type { EffectContext } from "cardsmith/runtime/api";
import type { SpellCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theThis = { noun: "this", determiner: null, filters: [] } as const;
const eachHero = {
  noun: "hero",
  determiner: "each",
  filters: [{ in: "party", owner: "your" }],
} as const;

function emberWardEffect0Cost0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.cast(ctx, { spell: rt.choose(ctx, theThis) });
}

/**
 * pay cast this:
 *   +1 save to each hero in your party
 */
function emberWardEffect0(rt: Rt, ctx: EffectContext): void {
  rt.addModifier(ctx, { stat: "save", amount: 1, to: eachHero, vs: null, while: null });
}

/** Ember Ward (spell) */
export const emberWard: SpellCard = {
  id: "ember-ward",
  name: "Ember Ward",
  kind: "spell",
  text: "Every hero of your party has +1 to saves for the rest of the player turn.",
  gp: 140,
  traits: ["Fire", "Protection"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [{ kind: "do", run: emberWardEffect0Cost0 }],
        run: emberWardEffect0,
        text: "pay cast this:\n  +1 save to each hero in your party",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
