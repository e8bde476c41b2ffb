import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const shadowStones1 = { amount: 1, unit: "shadow-stones" } as const;

/**
 * pay 2 gold or 2 experience:
 *   gain 1 shadow-stones
 */
function blackMarketEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: shadowStones1 });
}

/** Black Market (skill) */
export const blackMarket: SkillCard = {
  id: "black-market",
  name: "Black Market",
  kind: "skill",
  text: "Pay 2 Gold or 2 Experience to gain 1 Shadow Stone.",
  initiative: [5],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [
          {
            kind: "either",
            options: [
              { text: "2 gold", costs: [{ kind: "pay", amount: 2, unit: "gold" }] },
              { text: "2 experience", costs: [{ kind: "pay", amount: 2, unit: "experience" }] },
            ],
          },
        ],
        run: blackMarketEffect0,
        text: "pay 2 gold or 2 experience:\n  gain 1 shadow-stones",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
