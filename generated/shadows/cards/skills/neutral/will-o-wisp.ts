import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const theMonster = { noun: "monster", determiner: "the", filters: [] } as const;

function willOWispRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "magic", null) >= 4;
}

/**
 * at initiative 5:
 *   lose 1 health on the monster
 */
function willOWispEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.lose(ctx, { amount: 1, on: rt.choose(ctx, theMonster) });
}

/** Will-o'-Wisp (skill) */
export const willOWisp: SkillCard = {
  id: "will-o-wisp",
  name: "Will-o'-Wisp",
  kind: "skill",
  text: "Needs Magic 4. A drifting light joins your Station Field. It is Invincible: nothing can target it, damage it, or make it lose or recover health. Every round at Initiative 5 the active Monster loses 1 health.",
  covers: ["SHM-19", "SHM-21"],
  initiative: [4],
  traits: ["Creature", "Invincible"],
  requires: willOWispRequires,
  health: 1,
  effect: {
    abilities: [
      {
        trigger: { kind: "at", edge: null, period: "initiative", number: 5 },
        limits: [],
        costs: [],
        run: willOWispEffect0,
        text: "at initiative 5:\n  lose 1 health on the monster",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
