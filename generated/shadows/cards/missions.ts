import type { EffectContext } from "cardsmith/runtime/api";
import type { MissionCard } from "../kinds.ts";
import type { Rt } from "../vocabulary.ts";

const theItems = {
  noun: "items",
  determiner: null,
  filters: [{ in: "inventory", owner: "your" }],
} as const;
const yourHero = { noun: "hero", determiner: "your", filters: [] } as const;
const theCards = {
  noun: "cards",
  determiner: null,
  filters: [{ in: "station-field", owner: "your" }],
} as const;

function hoardersChestGoal(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "gold", null) >= 6;
}

/** Hoarder's Chest (mission) */
export const hoardersChest: MissionCard = {
  id: "hoarders-chest",
  name: "Hoarder's Chest",
  kind: "mission",
  text: "Finish the game with at least 6 unspent Gold.",
  covers: ["SHM-23"],
  goal: hoardersChestGoal,
  reward: { "shadow-stones": 2 },
};

function seasonedVeteranGoal(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "experience", null) >= 4;
}

/** Seasoned Veteran (mission) */
export const seasonedVeteran: MissionCard = {
  id: "seasoned-veteran",
  name: "Seasoned Veteran",
  kind: "mission",
  text: "Finish the game with at least 4 unspent Experience.",
  covers: ["SHM-23"],
  goal: seasonedVeteranGoal,
  reward: { "shadow-stones": 2 },
};

function wellEquippedGoal(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theItems) >= 4;
}

/** Well Equipped (mission) */
export const wellEquipped: MissionCard = {
  id: "well-equipped",
  name: "Well Equipped",
  kind: "mission",
  text: "Finish the game with 4 or more Items equipped on your Hero.",
  covers: ["SHM-23"],
  goal: wellEquippedGoal,
  reward: { "shadow-stones": 2 },
};

function bruteForceGoal(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "strength", null) >= 5;
}

/** Brute Force (mission) */
export const bruteForce: MissionCard = {
  id: "brute-force",
  name: "Brute Force",
  kind: "mission",
  text: "Finish the game with your Hero at 5 Strength or more.",
  covers: ["SHM-23"],
  goal: bruteForceGoal,
  reward: { "shadow-stones": 2 },
};

function masterEngineerGoal(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "tech", null) >= 5;
}

/** Master Engineer (mission) */
export const masterEngineer: MissionCard = {
  id: "master-engineer",
  name: "Master Engineer",
  kind: "mission",
  text: "Finish the game with your Hero at 5 Tech or more.",
  covers: ["SHM-23"],
  goal: masterEngineerGoal,
  reward: { "shadow-stones": 2 },
};

function archmageGoal(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "magic", null) >= 6;
}

/** Archmage (mission) */
export const archmage: MissionCard = {
  id: "archmage",
  name: "Archmage",
  kind: "mission",
  text: "Finish the game with your Hero at 6 Magic or more.",
  covers: ["SHM-23"],
  goal: archmageGoal,
  reward: { "shadow-stones": 2 },
};

function ironConstitutionGoal(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "health", null) >= 10;
}

/** Iron Constitution (mission) */
export const ironConstitution: MissionCard = {
  id: "iron-constitution",
  name: "Iron Constitution",
  kind: "mission",
  text: "Finish the game with your Hero at 10 Health or more.",
  covers: ["SHM-23"],
  goal: ironConstitutionGoal,
  reward: { "shadow-stones": 2 },
};

function jackOfAllTradesGoal(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "strength", null) >= 3 &&
    rt.property(ctx, "tech", null) >= 3 &&
    rt.property(ctx, "magic", null) >= 3
  );
}

/** Jack of All Trades (mission) */
export const jackOfAllTrades: MissionCard = {
  id: "jack-of-all-trades",
  name: "Jack of All Trades",
  kind: "mission",
  text: "Finish the game with your Hero at 3 or more in each of Strength, Tech and Magic.",
  covers: ["SHM-23"],
  goal: jackOfAllTradesGoal,
  reward: { "shadow-stones": 3 },
};

function glassCannonGoal(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "magic", null) >= 5 && rt.property(ctx, "health", null) <= 7;
}

/** Glass Cannon (mission) */
export const glassCannon: MissionCard = {
  id: "glass-cannon",
  name: "Glass Cannon",
  kind: "mission",
  text: "Finish the game with your Hero at 5 Magic or more while its Health is 7 or less.",
  covers: ["SHM-23"],
  goal: glassCannonGoal,
  reward: { "shadow-stones": 2 },
};

function untouchableGoal(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "damage", rt.choose(ctx, yourHero)) === 0;
}

/** Untouchable (mission) */
export const untouchable: MissionCard = {
  id: "untouchable",
  name: "Untouchable",
  kind: "mission",
  text: "Finish the game with no Damage tokens on your Hero.",
  covers: ["SHM-23"],
  goal: untouchableGoal,
  reward: { "shadow-stones": 1 },
};

function merchantAndMentorGoal(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "gold", null) >= 3 && rt.property(ctx, "experience", null) >= 3;
}

/** Merchant and Mentor (mission) */
export const merchantAndMentor: MissionCard = {
  id: "merchant-and-mentor",
  name: "Merchant and Mentor",
  kind: "mission",
  text: "Finish the game with at least 3 unspent Gold and at least 3 unspent Experience.",
  covers: ["SHM-23"],
  goal: merchantAndMentorGoal,
  reward: { "shadow-stones": 2 },
};

function fortifiedCampGoal(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theCards) >= 6;
}

/** Fortified Camp (mission) */
export const fortifiedCamp: MissionCard = {
  id: "fortified-camp",
  name: "Fortified Camp",
  kind: "mission",
  text: "Finish the game with 6 or more cards on your Station Field (Hero Specials and Flat-Footed count).",
  covers: ["SHM-23"],
  goal: fortifiedCampGoal,
  reward: { "shadow-stones": 2 },
};
