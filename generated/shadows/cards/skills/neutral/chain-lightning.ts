import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const anotherHero = { noun: "hero", determiner: "another", filters: [] } as const;

function chainLightningRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "magic", null) >= 5;
}

/**
 * repeat while knocked-down:
 *   lose 2 health on another hero
 */
function chainLightningEffect0(rt: Rt, ctx: EffectContext): void {
  do {
    rt.verbs.lose(ctx, { amount: 2, on: rt.choose(ctx, anotherHero) });
  } while (rt.fact(ctx, "knocked-down") && rt.again(ctx));
}

/** Chain Lightning (skill) */
export const chainLightning: SkillCard = {
  id: "chain-lightning",
  name: "Chain Lightning",
  kind: "skill",
  text: "Needs Magic 5. Another player's Hero loses 2 health. Each time that knocks a Hero down, the lightning jumps: another Hero loses 2 health, and so on until a Hero stays standing.",
  covers: ["SHM-20"],
  initiative: [5],
  traits: ["Spell"],
  requires: chainLightningRequires,
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: chainLightningEffect0,
        text: "repeat while knocked-down:\n  lose 2 health on another hero",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
