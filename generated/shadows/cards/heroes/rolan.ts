import type { EffectContext } from "cardsmith/runtime/api";
import type { HeroCard, HeroSpecialCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const yourHero = { noun: "hero", determiner: "your", filters: [] } as const;
const theItems = {
  noun: "items",
  determiner: null,
  filters: [{ in: "inventory", owner: "your" }],
} as const;
const gold1 = { amount: 1, unit: "gold" } as const;

/** Rolan (hero) */
export const rolan: HeroCard = {
  id: "rolan",
  name: "Rolan",
  kind: "hero",
  text: "A tinkerer in heavy plating. Good with tech, decent in a brawl, untrained in magic.",
  epithet: "the Bulwark",
  stats: { strength: 2, tech: 3, magic: 0, health: 8 },
  deck: [
    "rampart",
    "tinkerers-eye",
    "shield-bash",
    "fortify",
    "repair-kit",
    "sentry-turret",
    "spark-grenade",
    "reinforced-plating",
    "rolan-flat-footed",
  ],
};

function rampartEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.payload(ctx, "shields-used") as boolean;
}

/**
 * when attack-damage-taken on your hero if shields-used, once per round:
 *   gain 1 gold
 */
function rampartEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold1 });
}

/** Rampart (hero-special) */
export const rampart: HeroSpecialCard = {
  id: "rampart",
  name: "Rampart",
  kind: "hero-special",
  text: "Provides 2 Shield Points. Once each round, when Rolan soaks part of an Attack with Shield Points, he gains 1 Gold.",
  hero: "rolan",
  shield: 2,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "attack-damage-taken",
          every: false,
          args: { on: yourHero },
          condition: rampartEffect0When,
        },
        limits: [{ count: 1, per: "round" }],
        costs: [],
        run: rampartEffect0,
        text: "when attack-damage-taken on your hero if shields-used, once per round:\n  gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function tinkerersEyeEffectMod0While(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theItems) >= 3;
}

/** Tinkerer's Eye (hero-special) */
export const tinkerersEye: HeroSpecialCard = {
  id: "tinkerers-eye",
  name: "Tinkerer's Eye",
  kind: "hero-special",
  text: "Rolan gets more out of every gadget he carries. With 3 or more Items equipped, his Tech counts 1 higher.",
  hero: "rolan",
  effect: {
    abilities: [],
    modifiers: [
      { stat: "tech", amount: 1, to: null, vs: null, while: tinkerersEyeEffectMod0While },
    ],
    requires: null,
  },
};
