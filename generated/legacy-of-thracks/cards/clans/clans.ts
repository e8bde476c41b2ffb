import type { EffectContext } from "cardsmith/runtime/api";
import type { ClanHeroCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theThis = { noun: "this", determiner: null, filters: [] } as const;
const theBattleLocation = {
  noun: "battle-location",
  determiner: null,
  filters: [{ with: "Fortress" }],
} as const;
const theYou = { noun: "you", determiner: null, filters: [] } as const;
const theBattleLocation_2 = {
  noun: "battle-location",
  determiner: null,
  filters: [{ with: "Relic" }],
} as const;
const yourLocations = {
  noun: "locations",
  determiner: "your",
  filters: [{ with: "Village" }],
} as const;
const theBattleLocation_3 = {
  noun: "battle-location",
  determiner: null,
  filters: [{ with: "Village" }],
} as const;
const aLocation = { noun: "location", determiner: "a", filters: [{ with: "Village" }] } as const;
const theBattleLocation_4 = {
  noun: "battle-location",
  determiner: null,
  filters: [{ with: "Armory" }],
} as const;
const aLocation_2 = { noun: "location", determiner: "a", filters: [{ with: "Fortress" }] } as const;
const heroSkill1 = { amount: 1, unit: "hero-skill" } as const;
const clanSkill1 = { amount: 1, unit: "clan-skill" } as const;

function hectorEffectMod0Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "power", rt.choose(ctx, theThis));
}

function hectorEffectMod1While(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theBattleLocation) > 0;
}

function hectorEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.fact(ctx, "own-turn") &&
    rt.property(ctx, "hero-skill", null) + rt.property(ctx, "clan-skill", null) < 6
  );
}

/**
 * when won-battle by you if own-turn and hero-skill + clan-skill < 6, once per round:
 *   if hero-skill < 3 and clan-skill < 3:
 *     choose one:
 *       develop 1 hero-skill
 *     or:
 *       develop 1 clan-skill
 *   else:
 *     if hero-skill < 3:
 *       develop 1 hero-skill
 *     else:
 *       develop 1 clan-skill
 */
function hectorEffect0(rt: Rt, ctx: EffectContext): void {
  if (rt.property(ctx, "hero-skill", null) < 3 && rt.property(ctx, "clan-skill", null) < 3) {
    switch (rt.chooseOption(ctx, ["develop 1 hero-skill", "develop 1 clan-skill"])) {
      case 0: {
        rt.verbs.develop(ctx, { amount: heroSkill1 });
        break;
      }
      case 1: {
        rt.verbs.develop(ctx, { amount: clanSkill1 });
        break;
      }
    }
  } else {
    if (rt.property(ctx, "hero-skill", null) < 3) {
      rt.verbs.develop(ctx, { amount: heroSkill1 });
    } else {
      rt.verbs.develop(ctx, { amount: clanSkill1 });
    }
  }
}

/** Hector (Warrior) (clan-hero) */
export const hector: ClanHeroCard = {
  id: "hector",
  name: "Hector (Warrior)",
  kind: "clan-hero",
  text: "Basic combat power 4. On a Fortress: +2 combat power. Special action: win a battle. Done on your turn, it earns a development point (at most one a round) for the next level of your Hero line or clan line.",
  covers: ["LOT-03"],
  power: 4,
  traits: ["Warrior"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "won-battle",
          every: false,
          args: { by: theYou },
          condition: hectorEffect0When,
        },
        limits: [{ count: 1, per: "round" }],
        costs: [],
        run: hectorEffect0,
        text: "when won-battle by you if own-turn and hero-skill + clan-skill < 6, once per round:\n  if hero-skill < 3 and clan-skill < 3:\n    choose one:\n      develop 1 hero-skill\n    or:\n      develop 1 clan-skill\n  else:\n    if hero-skill < 3:\n      develop 1 hero-skill\n    else:\n      develop 1 clan-skill",
      },
    ],
    modifiers: [
      { stat: "combat-power", amount: hectorEffectMod0Amount, to: null, vs: null, while: null },
      { stat: "combat-power", amount: 2, to: null, vs: null, while: hectorEffectMod1While },
    ],
    requires: null,
  },
};

function adrienneEffectMod0Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "power", rt.choose(ctx, theThis));
}

function adrienneEffectMod1While(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theBattleLocation_2) > 0;
}

function adrienneEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.fact(ctx, "own-turn") &&
    rt.property(ctx, "hero-skill", null) + rt.property(ctx, "clan-skill", null) < 6
  );
}

/**
 * when found-relic by you if own-turn and hero-skill + clan-skill < 6, once per round:
 *   if hero-skill < 3 and clan-skill < 3:
 *     choose one:
 *       develop 1 hero-skill
 *     or:
 *       develop 1 clan-skill
 *   else:
 *     if hero-skill < 3:
 *       develop 1 hero-skill
 *     else:
 *       develop 1 clan-skill
 */
function adrienneEffect0(rt: Rt, ctx: EffectContext): void {
  if (rt.property(ctx, "hero-skill", null) < 3 && rt.property(ctx, "clan-skill", null) < 3) {
    switch (rt.chooseOption(ctx, ["develop 1 hero-skill", "develop 1 clan-skill"])) {
      case 0: {
        rt.verbs.develop(ctx, { amount: heroSkill1 });
        break;
      }
      case 1: {
        rt.verbs.develop(ctx, { amount: clanSkill1 });
        break;
      }
    }
  } else {
    if (rt.property(ctx, "hero-skill", null) < 3) {
      rt.verbs.develop(ctx, { amount: heroSkill1 });
    } else {
      rt.verbs.develop(ctx, { amount: clanSkill1 });
    }
  }
}

/** Adrienne (Mage) (clan-hero) */
export const adrienne: ClanHeroCard = {
  id: "adrienne",
  name: "Adrienne (Mage)",
  kind: "clan-hero",
  text: "Basic combat power 3. On a Relic location: +2 combat power. Special action: receive a relic (from a Relic location or a battle, not at the market). Done on your turn, it earns a development point (at most one a round) for the next level of your Hero line or clan line.",
  covers: ["LOT-03"],
  power: 3,
  traits: ["Mage"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "found-relic",
          every: false,
          args: { by: theYou },
          condition: adrienneEffect0When,
        },
        limits: [{ count: 1, per: "round" }],
        costs: [],
        run: adrienneEffect0,
        text: "when found-relic by you if own-turn and hero-skill + clan-skill < 6, once per round:\n  if hero-skill < 3 and clan-skill < 3:\n    choose one:\n      develop 1 hero-skill\n    or:\n      develop 1 clan-skill\n  else:\n    if hero-skill < 3:\n      develop 1 hero-skill\n    else:\n      develop 1 clan-skill",
      },
    ],
    modifiers: [
      { stat: "combat-power", amount: adrienneEffectMod0Amount, to: null, vs: null, while: null },
      { stat: "combat-power", amount: 2, to: null, vs: null, while: adrienneEffectMod1While },
    ],
    requires: null,
  },
};

function gimdroEffectMod0Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "power", rt.choose(ctx, theThis));
}

function gimdroEffectMod1Amount(rt: Rt, ctx: EffectContext): number {
  return rt.count(ctx, yourLocations);
}

function gimdroEffectMod2While(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theBattleLocation_3) > 0;
}

function gimdroEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.fact(ctx, "own-turn") &&
    rt.property(ctx, "hero-skill", null) + rt.property(ctx, "clan-skill", null) < 6
  );
}

/**
 * when captured on a location with Village by you if own-turn and hero-skill + clan-skill < 6, once per round:
 *   if hero-skill < 3 and clan-skill < 3:
 *     choose one:
 *       develop 1 hero-skill
 *     or:
 *       develop 1 clan-skill
 *   else:
 *     if hero-skill < 3:
 *       develop 1 hero-skill
 *     else:
 *       develop 1 clan-skill
 */
function gimdroEffect0(rt: Rt, ctx: EffectContext): void {
  if (rt.property(ctx, "hero-skill", null) < 3 && rt.property(ctx, "clan-skill", null) < 3) {
    switch (rt.chooseOption(ctx, ["develop 1 hero-skill", "develop 1 clan-skill"])) {
      case 0: {
        rt.verbs.develop(ctx, { amount: heroSkill1 });
        break;
      }
      case 1: {
        rt.verbs.develop(ctx, { amount: clanSkill1 });
        break;
      }
    }
  } else {
    if (rt.property(ctx, "hero-skill", null) < 3) {
      rt.verbs.develop(ctx, { amount: heroSkill1 });
    } else {
      rt.verbs.develop(ctx, { amount: clanSkill1 });
    }
  }
}

/** Gimdro (Engineer) (clan-hero) */
export const gimdro: ClanHeroCard = {
  id: "gimdro",
  name: "Gimdro (Engineer)",
  kind: "clan-hero",
  text: "Basic combat power 2. He counts his Villages instead of his Fortresses. On a Village: +3 combat power. Special action: capture a Village. Done on your turn, it earns a development point (at most one a round) for the next level of your Hero line or clan line.",
  covers: ["LOT-03"],
  power: 2,
  traits: ["Engineer"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "captured",
          every: false,
          args: { on: aLocation, by: theYou },
          condition: gimdroEffect0When,
        },
        limits: [{ count: 1, per: "round" }],
        costs: [],
        run: gimdroEffect0,
        text: "when captured on a location with Village by you if own-turn and hero-skill + clan-skill < 6, once per round:\n  if hero-skill < 3 and clan-skill < 3:\n    choose one:\n      develop 1 hero-skill\n    or:\n      develop 1 clan-skill\n  else:\n    if hero-skill < 3:\n      develop 1 hero-skill\n    else:\n      develop 1 clan-skill",
      },
    ],
    modifiers: [
      { stat: "combat-power", amount: gimdroEffectMod0Amount, to: null, vs: null, while: null },
      { stat: "combat-power", amount: gimdroEffectMod1Amount, to: null, vs: null, while: null },
      { stat: "combat-power", amount: 3, to: null, vs: null, while: gimdroEffectMod2While },
    ],
    requires: null,
  },
};

function mortredEffectMod0Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "power", rt.choose(ctx, theThis));
}

function mortredEffectMod1While(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theBattleLocation_4) > 0;
}

function mortredEffectMod2While(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theBattleLocation_3) > 0;
}

function mortredEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.fact(ctx, "own-turn") &&
    rt.property(ctx, "hero-skill", null) + rt.property(ctx, "clan-skill", null) < 6
  );
}

/**
 * when captured on a location with Fortress by you if own-turn and hero-skill + clan-skill < 6, once per round:
 *   if hero-skill < 3 and clan-skill < 3:
 *     choose one:
 *       develop 1 hero-skill
 *     or:
 *       develop 1 clan-skill
 *   else:
 *     if hero-skill < 3:
 *       develop 1 hero-skill
 *     else:
 *       develop 1 clan-skill
 */
function mortredEffect0(rt: Rt, ctx: EffectContext): void {
  if (rt.property(ctx, "hero-skill", null) < 3 && rt.property(ctx, "clan-skill", null) < 3) {
    switch (rt.chooseOption(ctx, ["develop 1 hero-skill", "develop 1 clan-skill"])) {
      case 0: {
        rt.verbs.develop(ctx, { amount: heroSkill1 });
        break;
      }
      case 1: {
        rt.verbs.develop(ctx, { amount: clanSkill1 });
        break;
      }
    }
  } else {
    if (rt.property(ctx, "hero-skill", null) < 3) {
      rt.verbs.develop(ctx, { amount: heroSkill1 });
    } else {
      rt.verbs.develop(ctx, { amount: clanSkill1 });
    }
  }
}

/** Mortred (Shadow) (clan-hero) */
export const mortred: ClanHeroCard = {
  id: "mortred",
  name: "Mortred (Shadow)",
  kind: "clan-hero",
  text: "Basic combat power 5. On an Armory: +2 combat power; on a Village: +1. Special action: capture a Fortress. Done on your turn, it earns a development point (at most one a round) for the next level of your Hero line or clan line.",
  covers: ["LOT-03"],
  power: 5,
  traits: ["Shadow"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "captured",
          every: false,
          args: { on: aLocation_2, by: theYou },
          condition: mortredEffect0When,
        },
        limits: [{ count: 1, per: "round" }],
        costs: [],
        run: mortredEffect0,
        text: "when captured on a location with Fortress by you if own-turn and hero-skill + clan-skill < 6, once per round:\n  if hero-skill < 3 and clan-skill < 3:\n    choose one:\n      develop 1 hero-skill\n    or:\n      develop 1 clan-skill\n  else:\n    if hero-skill < 3:\n      develop 1 hero-skill\n    else:\n      develop 1 clan-skill",
      },
    ],
    modifiers: [
      { stat: "combat-power", amount: mortredEffectMod0Amount, to: null, vs: null, while: null },
      { stat: "combat-power", amount: 2, to: null, vs: null, while: mortredEffectMod1While },
      { stat: "combat-power", amount: 1, to: null, vs: null, while: mortredEffectMod2While },
    ],
    requires: null,
  },
};
