import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const aTarget = { noun: "target", determiner: "a", filters: [] } as const;
const experience1 = { amount: 1, unit: "experience" } as const;

function flameSpearRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "magic", null) >= 3;
}

/**
 * attack a target for magic + 3
 * if not responded:
 *   gain 1 experience
 */
function flameSpearEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, {
    target: rt.choose(ctx, aTarget),
    for: rt.property(ctx, "magic", null) + 3,
  });
  if (!rt.fact(ctx, "responded")) {
    rt.verbs.gain(ctx, { amount: experience1 });
  }
}

/** Flame Spear (skill) */
export const flameSpear: SkillCard = {
  id: "flame-spear",
  name: "Flame Spear",
  kind: "skill",
  text: "Needs Magic 3. Attack a target for your Magic plus 3. If it did not use a Response, gain 1 Experience. Standalone: you may use it only if you have made no other Attack this round, and you may make no other Attack for the rest of the round.",
  covers: ["SHM-10"],
  initiative: [4],
  traits: ["Attack-Standalone"],
  requires: flameSpearRequires,
  beginner: true,
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: flameSpearEffect0,
        text: "attack a target for magic + 3\nif not responded:\n  gain 1 experience",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
