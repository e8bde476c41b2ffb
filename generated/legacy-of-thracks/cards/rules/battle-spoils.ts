import type { EffectContext } from "cardsmith/runtime/api";
import type { RuleCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const yourBattleLocation = {
  noun: "battle-location",
  determiner: "your",
  filters: [{ with: "Capital" }],
} as const;
const theFoe = { noun: "foe", determiner: null, filters: [] } as const;
const theYou = { noun: "you", determiner: null, filters: [] } as const;
const theBattleLocation = {
  noun: "battle-location",
  determiner: null,
  filters: [{ with: "Outer" }],
} as const;
const theBattleLocation_2 = {
  noun: "battle-location",
  determiner: null,
  filters: [{ with: "barrier" }],
} as const;
const yourHero = { noun: "hero", determiner: "your", filters: [] } as const;

function battleSpoilsEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return !(rt.payload(ctx, "duel") as boolean) && rt.count(ctx, yourBattleLocation) === 0;
}

/**
 * when won-battle by you if not duel and count your battle-location with Capital == 0:
 *   let X = a number from 0 to hp - 1
 *   spend X hp
 *   if solo:
 *     loot 2 + X items from foe
 *   else:
 *     steal 2 + X items from foe to you
 */
function battleSpoilsEffect0(rt: Rt, ctx: EffectContext): void {
  const v_X = rt.chooseNumber(ctx, 0, rt.property(ctx, "hp", null) - 1, "X");
  rt.verbs.spend(ctx, { amount: { amount: v_X, unit: "hp" } });
  if (rt.fact(ctx, "solo")) {
    rt.verbs.loot(ctx, { count: 2 + v_X, from: rt.choose(ctx, theFoe) });
  } else {
    rt.verbs.steal(ctx, {
      count: 2 + v_X,
      from: rt.choose(ctx, theFoe),
      to: rt.choose(ctx, theYou),
    });
  }
}

function battleSpoilsEffect1When(rt: Rt, ctx: EffectContext): boolean {
  return (rt.payload(ctx, "duel") as boolean) || rt.count(ctx, yourBattleLocation) > 0;
}

/**
 * when won-battle by you if duel or count your battle-location with Capital > 0:
 *   if solo:
 *     loot 1 item from foe
 *   else:
 *     steal 1 item from foe to you
 */
function battleSpoilsEffect1(rt: Rt, ctx: EffectContext): void {
  if (rt.fact(ctx, "solo")) {
    rt.verbs.loot(ctx, { count: 1, from: rt.choose(ctx, theFoe) });
  } else {
    rt.verbs.steal(ctx, { count: 1, from: rt.choose(ctx, theFoe), to: rt.choose(ctx, theYou) });
  }
}

function battleSpoilsEffect2When(rt: Rt, ctx: EffectContext): boolean {
  return rt.fact(ctx, "solo");
}

/**
 * when lost-battle by you if solo:
 *   if not duel and count your battle-location with Capital > 0:
 *     forfeit 2 items from you
 *   else:
 *     forfeit 1 item from you
 */
function battleSpoilsEffect2(rt: Rt, ctx: EffectContext): void {
  if (!(rt.payload(ctx, "duel") as boolean) && rt.count(ctx, yourBattleLocation) > 0) {
    rt.verbs.forfeit(ctx, { count: 2, from: rt.choose(ctx, theYou) });
  } else {
    rt.verbs.forfeit(ctx, { count: 1, from: rt.choose(ctx, theYou) });
  }
}

/** Spoils of Battle (rule) */
export const battleSpoils: RuleCard = {
  id: "battle-spoils",
  name: "Spoils of Battle",
  kind: "rule",
  text: "The winner of a battle takes 1 item of their choice from the loser's Capital. A besieger who wins may spend X HP (keeping at least 1) to take up to 2 + X items instead. Solo: what you take from the Shadow's Capital is replaced from the supply; what the Shadow wins you give up to the supply.",
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "won-battle",
          every: false,
          args: { by: theYou },
          condition: battleSpoilsEffect0When,
        },
        limits: [],
        costs: [],
        run: battleSpoilsEffect0,
        text: "when won-battle by you if not duel and count your battle-location with Capital == 0:\n  let X = a number from 0 to hp - 1\n  spend X hp\n  if solo:\n    loot 2 + X items from foe\n  else:\n    steal 2 + X items from foe to you",
      },
      {
        trigger: {
          kind: "when",
          event: "won-battle",
          every: false,
          args: { by: theYou },
          condition: battleSpoilsEffect1When,
        },
        limits: [],
        costs: [],
        run: battleSpoilsEffect1,
        text: "when won-battle by you if duel or count your battle-location with Capital > 0:\n  if solo:\n    loot 1 item from foe\n  else:\n    steal 1 item from foe to you",
      },
      {
        trigger: {
          kind: "when",
          event: "lost-battle",
          every: false,
          args: { by: theYou },
          condition: battleSpoilsEffect2When,
        },
        limits: [],
        costs: [],
        run: battleSpoilsEffect2,
        text: "when lost-battle by you if solo:\n  if not duel and count your battle-location with Capital > 0:\n    forfeit 2 items from you\n  else:\n    forfeit 1 item from you",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function drivenOffEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return (
    (rt.payload(ctx, "duel") as boolean) &&
    rt.count(ctx, theBattleLocation) === 0 &&
    rt.count(ctx, theBattleLocation_2) === 0
  );
}

/**
 * when won-battle by you if duel and count battle-location with Outer == 0 and count battle-location with barrier == 0:
 *   push hero of foe
 */
function drivenOffEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.push(ctx, {
    figure: rt.choose(ctx, {
      noun: "hero",
      determiner: null,
      filters: [],
      of: [rt.choose(ctx, theFoe)],
    }),
  });
}

function drivenOffEffect1When(rt: Rt, ctx: EffectContext): boolean {
  return (
    (rt.payload(ctx, "duel") as boolean) &&
    rt.fact(ctx, "solo") &&
    rt.count(ctx, theBattleLocation) === 0 &&
    rt.count(ctx, theBattleLocation_2) === 0
  );
}

/**
 * when lost-battle by you if duel and solo and count battle-location with Outer == 0 and count battle-location with barrier == 0:
 *   push your hero
 */
function drivenOffEffect1(rt: Rt, ctx: EffectContext): void {
  rt.verbs.push(ctx, { figure: rt.choose(ctx, yourHero) });
}

/** Driven Off (rule) */
export const drivenOff: RuleCard = {
  id: "driven-off",
  name: "Driven Off",
  kind: "rule",
  text: "The winner of a duel puts the beaten Hero on a neighbouring location of their choice, not one another player holds nor one where another Hero stands. Solo: you choose for the Shadow.",
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "won-battle",
          every: false,
          args: { by: theYou },
          condition: drivenOffEffect0When,
        },
        limits: [],
        costs: [],
        run: drivenOffEffect0,
        text: "when won-battle by you if duel and count battle-location with Outer == 0 and count battle-location with barrier == 0:\n  push hero of foe",
      },
      {
        trigger: {
          kind: "when",
          event: "lost-battle",
          every: false,
          args: { by: theYou },
          condition: drivenOffEffect1When,
        },
        limits: [],
        costs: [],
        run: drivenOffEffect1,
        text: "when lost-battle by you if duel and solo and count battle-location with Outer == 0 and count battle-location with barrier == 0:\n  push your hero",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
