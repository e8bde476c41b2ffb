import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const experience1 = { amount: 1, unit: "experience" } as const;

function crescentSlashRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "strength", null) >= 3;
}

/**
 * attack-many 2 targets for strength
 * if not responded:
 *   gain 1 experience
 */
function crescentSlashEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs["attack-many"](ctx, { targets: 2, for: rt.property(ctx, "strength", null) });
  if (!rt.fact(ctx, "responded")) {
    rt.verbs.gain(ctx, { amount: experience1 });
  }
}

/** Crescent Slash (skill) */
export const crescentSlash: SkillCard = {
  id: "crescent-slash",
  name: "Crescent Slash",
  kind: "skill",
  text: "Needs Strength 3. One sweeping Attack that hits two different targets for your Strength each; you decide which target is resolved first. If neither target used a Response, gain 1 Experience.",
  covers: ["SHM-11"],
  initiative: [2],
  traits: ["Attack"],
  requires: crescentSlashRequires,
  beginner: true,
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: crescentSlashEffect0,
        text: "attack-many 2 targets for strength\nif not responded:\n  gain 1 experience",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
