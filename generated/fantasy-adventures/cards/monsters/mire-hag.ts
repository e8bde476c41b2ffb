import type { EffectContext } from "cardsmith/runtime/api";
import type { MonsterCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const aHero = { noun: "hero", determiner: "a", filters: [] } as const;

/**
 * once per turn:
 *   roll d6:
 *     on 1-2:
 *       frighten a hero
 */
function mireHagEffect0(rt: Rt, ctx: EffectContext): void {
  const roll = rt.roll(ctx, 1, 6);
  if (roll >= 1 && roll <= 2) {
    rt.verbs.frighten(ctx, { target: rt.choose(ctx, aHero) });
  }
}

/** Mire Hag (monster) */
export const mireHag: MonsterCard = {
  id: "mire-hag",
  name: "Mire Hag",
  kind: "monster",
  text: "Strikes a hero of the party it attacks with fear on 1-2.",
  melee: 3,
  gp: 170,
  traits: ["Water", "Wandering-only"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [{ count: 1, per: "turn" }],
        costs: [],
        run: mireHagEffect0,
        text: "once per turn:\n  roll d6:\n    on 1-2:\n      frighten a hero",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
