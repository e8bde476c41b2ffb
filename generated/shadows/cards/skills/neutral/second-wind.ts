import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const yourHero = { noun: "hero", determiner: "your", filters: [] } as const;
const health2 = { amount: 2, unit: "health" } as const;

function secondWindRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "health", null) >= 8;
}

/**
 * when attack-damage-taken on your hero, once per round, 3 times per game:
 *   recover 2 health on your hero
 */
function secondWindEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.recover(ctx, { amount: health2, on: rt.choose(ctx, yourHero) });
}

/** Second Wind (skill) */
export const secondWind: SkillCard = {
  id: "second-wind",
  name: "Second Wind",
  kind: "skill",
  text: "Needs Health 8. Stays on your Station Field. Once each round, and no more than 3 times in the whole game, when your Hero takes damage from an Attack it recovers 2 health. Track the round uses and the game uses separately; only the round uses are cleared at CleanUp.",
  covers: ["SHM-14"],
  initiative: [1],
  traits: ["Self", "Once-Round", "Times 3"],
  requires: secondWindRequires,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "attack-damage-taken",
          every: false,
          args: { on: yourHero },
          condition: null,
        },
        limits: [
          { count: 1, per: "round" },
          { count: 3, per: "game" },
        ],
        costs: [],
        run: secondWindEffect0,
        text: "when attack-damage-taken on your hero, once per round, 3 times per game:\n  recover 2 health on your hero",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
