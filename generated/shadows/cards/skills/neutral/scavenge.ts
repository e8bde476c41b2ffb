import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const gold1 = { amount: 1, unit: "gold" } as const;

function scavengeRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "tech", null) >= 1;
}

/** gain 1 gold */
function scavengeEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold1 });
}

/** Scavenge (skill) */
export const scavenge: SkillCard = {
  id: "scavenge",
  name: "Scavenge",
  kind: "skill",
  text: "Needs Tech 1. Pick through the rubble of the fight for anything worth selling. Gain 1 Gold.",
  initiative: [6],
  traits: ["Spell"],
  requires: scavengeRequires,
  beginner: true,
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: scavengeEffect0,
        text: "gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
