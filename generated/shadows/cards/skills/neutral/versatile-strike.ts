import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const aTarget = { noun: "target", determiner: "a", filters: [] } as const;

function versatileStrikeRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "strength", null) >= 2 && rt.property(ctx, "magic", null) >= 2;
}

/**
 * choose one:
 *   attack a target for strength + 1
 * or:
 *   attack a target for magic + 1
 */
function versatileStrikeEffect0(rt: Rt, ctx: EffectContext): void {
  switch (
    rt.chooseOption(ctx, ["attack a target for strength + 1", "attack a target for magic + 1"])
  ) {
    case 0: {
      rt.verbs.attack(ctx, {
        target: rt.choose(ctx, aTarget),
        for: rt.property(ctx, "strength", null) + 1,
      });
      break;
    }
    case 1: {
      rt.verbs.attack(ctx, {
        target: rt.choose(ctx, aTarget),
        for: rt.property(ctx, "magic", null) + 1,
      });
      break;
    }
  }
}

/** Versatile Strike (skill) */
export const versatileStrike: SkillCard = {
  id: "versatile-strike",
  name: "Versatile Strike",
  kind: "skill",
  text: "Needs Strength 2 and Magic 2. Choose how to hit: attack a target for your Strength plus 1, or attack a target for your Magic plus 1.",
  covers: ["SHM-20"],
  initiative: [2],
  traits: ["Attack"],
  requires: versatileStrikeRequires,
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: versatileStrikeEffect0,
        text: "choose one:\n  attack a target for strength + 1\nor:\n  attack a target for magic + 1",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
