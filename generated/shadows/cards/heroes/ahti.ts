import type { HeroCard, HeroSpecialCard } from "../../kinds.ts";

const anotherHero = { noun: "hero", determiner: "another", filters: [] } as const;

/** Ahti (hero) */
export const ahti: HeroCard = {
  id: "ahti",
  name: "Ahti",
  kind: "hero",
  text: "A tracker who hunts other Heroes for their bounties. Balanced between blade and magic.",
  epithet: "the Hunter",
  stats: { strength: 2, tech: 1, magic: 2, health: 8 },
  deck: [
    "manhunter",
    "twin-daggers",
    "hunters-snare",
    "stay-behind",
    "bounty-collector",
    "manhunt",
    "smoke-bomb",
    "ahti-flat-footed",
  ],
};

/** Manhunter (hero-special) */
export const manhunter: HeroSpecialCard = {
  id: "manhunter",
  name: "Manhunter",
  kind: "hero-special",
  text: "Ahti is at his best against other Heroes. His Strength counts 1 higher for effects aimed at another player's Hero.",
  hero: "ahti",
  effect: {
    abilities: [],
    modifiers: [{ stat: "strength", amount: 1, to: null, vs: anotherHero, while: null }],
    requires: null,
  },
};
