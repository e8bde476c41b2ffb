import type { EffectContext } from "cardsmith/runtime/api";
import type { BonusCardCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const yourLocations = {
  noun: "locations",
  determiner: "your",
  filters: [{ with: "Village" }],
} as const;
const mana1 = { amount: 1, unit: "mana" } as const;

/**
 * let X = count your locations with Village
 * gain X gold
 * gain 1 mana
 */
function pilgrimsPurseEffect0(rt: Rt, ctx: EffectContext): void {
  const v_X = rt.count(ctx, yourLocations);
  rt.verbs.gain(ctx, { amount: { amount: v_X, unit: "gold" } });
  rt.verbs.gain(ctx, { amount: mana1 });
}

/** Pilgrim's Purse (bonus-card) */
export const pilgrimsPurse: BonusCardCard = {
  id: "pilgrims-purse",
  name: "Pilgrim's Purse",
  kind: "bonus-card",
  text: "Receive 1 gold for each Village you hold, and 1 mana.",
  traits: ["Hourglass"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: pilgrimsPurseEffect0,
        text: "let X = count your locations with Village\ngain X gold\ngain 1 mana",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
