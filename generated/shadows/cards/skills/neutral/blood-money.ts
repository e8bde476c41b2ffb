import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const aTarget = { noun: "target", determiner: "a", filters: [] } as const;
const gold1 = { amount: 1, unit: "gold" } as const;

/**
 * let T = a target
 * attack T for 3
 * gain 1 gold to controller of T
 */
function bloodMoneyEffect0(rt: Rt, ctx: EffectContext): void {
  const v_T = rt.choose(ctx, aTarget);
  rt.verbs.attack(ctx, { target: v_T, for: 3 });
  rt.verbs.gain(ctx, { amount: gold1, to: rt.controllerOf(ctx, v_T) });
}

/** Blood Money (skill) */
export const bloodMoney: SkillCard = {
  id: "blood-money",
  name: "Blood Money",
  kind: "skill",
  text: "Attack a target for 3, then pay its controller 1 Gold for the trouble (nobody is paid when the target is the Monster).",
  initiative: [4],
  traits: ["Attack"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: bloodMoneyEffect0,
        text: "let T = a target\nattack T for 3\ngain 1 gold to controller of T",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
