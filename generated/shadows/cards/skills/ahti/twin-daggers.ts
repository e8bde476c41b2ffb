import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const aTarget = { noun: "target", determiner: "a", filters: [] } as const;
const gold1 = { amount: 1, unit: "gold" } as const;

/**
 * attack a target for 2
 * if not responded:
 *   gain 1 gold
 */
function twinDaggersEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, { target: rt.choose(ctx, aTarget), for: 2 });
  if (!rt.fact(ctx, "responded")) {
    rt.verbs.gain(ctx, { amount: gold1 });
  }
}

/** Twin Daggers (skill) */
export const twinDaggers: SkillCard = {
  id: "twin-daggers",
  name: "Twin Daggers",
  kind: "skill",
  text: "Two quick stabs. Attack a target for 2 damage, twice; each stab may pick a different target. Each stab that meets no Response gains you 1 Gold.",
  covers: ["SHM-12"],
  hero: "ahti",
  initiative: [2],
  traits: ["Attack X2"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: twinDaggersEffect0,
        text: "attack a target for 2\nif not responded:\n  gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
