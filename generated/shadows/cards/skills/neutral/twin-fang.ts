import { sameEntity } from "cardsmith/runtime/api";
import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const aTarget = { noun: "target", determiner: "a", filters: [] } as const;
const gold1 = { amount: 1, unit: "gold" } as const;

/**
 * keep HITS = 0
 * let T = a target
 * keep FIRST = T
 * attack T for 2
 * if T == FIRST:
 *   set HITS = HITS + 1
 * if HITS == 2:
 *   gain 1 gold
 */
function twinFangEffect0(rt: Rt, ctx: EffectContext): void {
  const k_HITS = rt.keep(ctx, "HITS@0", () => 0);
  const v_T = rt.choose(ctx, aTarget);
  const k_FIRST = rt.keep(ctx, "FIRST@31", () => v_T);
  rt.verbs.attack(ctx, { target: v_T, for: 2 });
  if (sameEntity(v_T, k_FIRST.value)) {
    k_HITS.value = k_HITS.value + 1;
  }
  if (k_HITS.value === 2) {
    rt.verbs.gain(ctx, { amount: gold1 });
  }
}

/** Twin Fang (skill) */
export const twinFang: SkillCard = {
  id: "twin-fang",
  name: "Twin Fang",
  kind: "skill",
  text: "Bite twice: attack a target for 2, two times, each against the same or a different target. If both Attacks were aimed at the same target, gain 1 Gold.",
  initiative: [4],
  traits: ["Attack X2"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: twinFangEffect0,
        text: "keep HITS = 0\nlet T = a target\nkeep FIRST = T\nattack T for 2\nif T == FIRST:\n  set HITS = HITS + 1\nif HITS == 2:\n  gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
