import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const eachOpponent = { noun: "opponent", determiner: "each", filters: [] } as const;
const nextOpponent = { noun: "opponent", determiner: "next", filters: [] } as const;
const previousPlayer = { noun: "player", determiner: "previous", filters: [] } as const;
const gold1 = { amount: 1, unit: "gold" } as const;
const experience1 = { amount: 1, unit: "experience" } as const;

/**
 * lose 1 health on hero of each opponent
 * gain 1 gold to next opponent
 * gain 1 experience to previous player
 */
function titheEffect0(rt: Rt, ctx: EffectContext): void {
  for (const hero of rt.select(ctx, {
    noun: "hero",
    determiner: null,
    filters: [],
    of: rt.select(ctx, eachOpponent),
  })) {
    rt.verbs.lose(ctx, { amount: 1, on: hero });
  }
  rt.verbs.gain(ctx, { amount: gold1, to: rt.choose(ctx, nextOpponent) });
  rt.verbs.gain(ctx, { amount: experience1, to: rt.choose(ctx, previousPlayer) });
}

/** Tithe (skill) */
export const tithe: SkillCard = {
  id: "tithe",
  name: "Tithe",
  kind: "skill",
  text: "Each opponent's Hero loses 1 health. The next opponent clockwise (the player to your left) gains 1 Gold; the player to your right gains 1 Experience.",
  initiative: [4],
  traits: ["Spell"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: titheEffect0,
        text: "lose 1 health on hero of each opponent\ngain 1 gold to next opponent\ngain 1 experience to previous player",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
