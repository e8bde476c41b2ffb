import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const anotherHero = { noun: "hero", determiner: "another", filters: [] } as const;

/**
 * repeat while knocked-down:
 *   attack another hero for strength + 1
 */
function manhuntEffect0(rt: Rt, ctx: EffectContext): void {
  do {
    rt.verbs.attack(ctx, {
      target: rt.choose(ctx, anotherHero),
      for: rt.property(ctx, "strength", null) + 1,
    });
  } while (rt.fact(ctx, "knocked-down") && rt.again(ctx));
}

/** Manhunt (skill) */
export const manhunt: SkillCard = {
  id: "manhunt",
  name: "Manhunt",
  kind: "skill",
  text: "Attack another player's Hero for your Strength plus 1. Each time this knocks that Hero down, make the Attack again, against the same or a different Hero; stop as soon as an Attack fails to knock anyone down.",
  covers: ["SHM-20"],
  hero: "ahti",
  initiative: [6],
  traits: ["Attack"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: manhuntEffect0,
        text: "repeat while knocked-down:\n  attack another hero for strength + 1",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
