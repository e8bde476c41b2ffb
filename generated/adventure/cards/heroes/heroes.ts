import type { HeroCard } from "../../kinds.ts";

/** Elena (hero) */
export const elena: HeroCard = {
  id: "elena",
  name: "Elena",
  kind: "hero",
  stats: { might: 2, agility: 3, wisdom: 3, health: 10 },
  deck: [
    "child-of-the-lhun",
    "second-wind",
    "forced-march",
    "runner-s-stride",
    "battle-plan",
    "grit",
    "grit",
    "grit",
  ],
  items: ["hunting-bow", "long-knife", "elven-cloak"],
};

/** Borin (hero) */
export const borin: HeroCard = {
  id: "borin",
  name: "Borin",
  kind: "hero",
  stats: { might: 3, agility: 2, wisdom: 2, health: 12 },
  deck: [
    "stonehide",
    "steady-footing",
    "battle-plan",
    "second-wind",
    "grit",
    "grit",
    "grit",
    "grit",
  ],
  items: ["war-maker", "sword"],
};

/** Maelis (hero) */
export const maelis: HeroCard = {
  id: "maelis",
  name: "Maelis",
  kind: "hero",
  stats: { might: 1, agility: 2, wisdom: 4, health: 9 },
  deck: [
    "second-wind",
    "battle-plan",
    "forced-march",
    "runner-s-stride",
    "grit",
    "grit",
    "grit",
    "grit",
  ],
  items: ["rune-staff", "long-knife"],
};

/** Tobold (hero) */
export const tobold: HeroCard = {
  id: "tobold",
  name: "Tobold",
  kind: "hero",
  stats: { might: 2, agility: 3, wisdom: 2, health: 10 },
  deck: [
    "forced-march",
    "runner-s-stride",
    "second-wind",
    "steady-footing",
    "grit",
    "grit",
    "grit",
    "grit",
  ],
  items: ["hunting-bow"],
};
