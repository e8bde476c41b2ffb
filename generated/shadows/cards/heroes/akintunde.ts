import type { EffectContext } from "cardsmith/runtime/api";
import type { HeroCard, HeroSpecialCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const yourHero = { noun: "hero", determiner: "your", filters: [] } as const;

/** Akintunde (hero) */
export const akintunde: HeroCard = {
  id: "akintunde",
  name: "Akintunde",
  kind: "hero",
  text: "A seasoned warrior with the heaviest frame of the four Heroes. Strong in melee, weak in tech, no talent for magic.",
  epithet: "the Unbroken",
  stats: { strength: 3, tech: 1, magic: 0, health: 9 },
  deck: [
    "battle-fury",
    "sword-strike",
    "the-fist",
    "search",
    "shoulder-charge",
    "iron-guard",
    "heavy-blow",
    "akintunde-flat-footed",
  ],
};

function battleFuryEffectMod0While(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "damage", rt.choose(ctx, yourHero)) >= 4;
}

/** Battle Fury (hero-special) */
export const battleFury: HeroSpecialCard = {
  id: "battle-fury",
  name: "Battle Fury",
  kind: "hero-special",
  text: "Pain only makes Akintunde hit harder. While 4 or more Damage tokens sit on him, he counts as having 1 extra Strength.",
  hero: "akintunde",
  effect: {
    abilities: [],
    modifiers: [
      { stat: "strength", amount: 1, to: null, vs: null, while: battleFuryEffectMod0While },
    ],
    requires: null,
  },
};
