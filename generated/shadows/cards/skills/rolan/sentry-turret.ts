import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const aTarget = { noun: "target", determiner: "a", filters: [] } as const;

/**
 * at initiative 2:
 *   attack a target for 2
 */
function sentryTurretEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, { target: rt.choose(ctx, aTarget), for: 2 });
}

/** Sentry Turret (skill) */
export const sentryTurret: SkillCard = {
  id: "sentry-turret",
  name: "Sentry Turret",
  kind: "skill",
  text: "Set up a small gun on your Station Field. It is an Ally with 3 Health. Every round at Initiative 2 it fires at a target for 2 damage (a Monster it shoots reveals a monster action against the turret). When it has taken 3 damage it goes back to your Current Deck.",
  covers: ["SHM-19"],
  hero: "rolan",
  initiative: [1],
  traits: ["Object"],
  health: 3,
  effect: {
    abilities: [
      {
        trigger: { kind: "at", edge: null, period: "initiative", number: 2 },
        limits: [],
        costs: [],
        run: sentryTurretEffect0,
        text: "at initiative 2:\n  attack a target for 2",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
