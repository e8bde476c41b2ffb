import type { Cost, EffectContext } from "cardsmith/runtime/api";
import type { AltarCard, ShadowSheetCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theYou = { noun: "you", determiner: null, filters: [{ with: "Shadow" }] } as const;
const eachOpponent = { noun: "opponent", determiner: "each", filters: [] } as const;
const theYou_2 = { noun: "you", determiner: null, filters: [] } as const;
const aCard = {
  noun: "card",
  determiner: "a",
  filters: [{ with: "altar-token" }, { in: "altar", owner: null }],
} as const;
const yourHeroLocation = {
  noun: "hero-location",
  determiner: "your",
  filters: [{ with: "Village" }],
} as const;
const theThis = { noun: "this", determiner: null, filters: [] } as const;
const theOpponents = { noun: "opponents", determiner: null, filters: [] } as const;
const shadowPower2 = { amount: 2, unit: "shadow-power" } as const;
const shadowPower1 = { amount: 1, unit: "shadow-power" } as const;
const glory1 = { amount: 1, unit: "glory" } as const;
const sacrifices1 = { amount: 1, unit: "sacrifices" } as const;
const altarToken1 = { amount: 1, unit: "altar-token" } as const;
const curse1 = { amount: 1, unit: "curse" } as const;

function shadowPowerEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theYou) > 0;
}

/**
 * when turn-begins by you if count you with Shadow > 0:
 *   gain 2 shadow-power
 */
function shadowPowerEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: shadowPower2 });
}

function shadowPowerEffect1When(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theYou) === 0;
}

/**
 * when developed by you if count you with Shadow == 0:
 *   each opponent:
 *     if count you with Shadow > 0:
 *       gain 1 shadow-power
 */
function shadowPowerEffect1(rt: Rt, ctx: EffectContext): void {
  rt.eachPlayer(ctx, eachOpponent, (ctx) => {
    if (rt.count(ctx, theYou) > 0) {
      rt.verbs.gain(ctx, { amount: shadowPower1 });
    }
  });
}

function shadowPowerEffect2When(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "shadow-power", null) >= 7 && rt.property(ctx, "shadow-power", null) <= 8;
}

/**
 * when shadow-power-rises by you if shadow-power >= 7 and shadow-power <= 8:
 *   choose one:
 *     nothing
 *   or:
 *     spend shadow-power shadow-power
 *     draw 1 card from darkness-deck
 */
function shadowPowerEffect2(rt: Rt, ctx: EffectContext): void {
  switch (
    rt.chooseOption(ctx, [
      "nothing",
      "spend shadow-power shadow-power; draw 1 card from darkness-deck",
    ])
  ) {
    case 0: {
      break;
    }
    case 1: {
      rt.verbs.spend(ctx, {
        amount: { amount: rt.property(ctx, "shadow-power", null), unit: "shadow-power" },
      });
      rt.verbs.draw(ctx, { count: 1, from: "darkness-deck" });
      break;
    }
  }
}

function shadowPowerEffect3When(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "shadow-power", null) >= 9;
}

/**
 * when shadow-power-rises by you if shadow-power >= 9:
 *   spend shadow-power shadow-power
 *   draw 1 card from darkness-deck
 *   gain 1 glory
 *   each opponent:
 *     if glory == 4 or glory == 7 or glory == 10:
 *       lose 1 barriers
 *     spend 1 glory
 */
function shadowPowerEffect3(rt: Rt, ctx: EffectContext): void {
  rt.verbs.spend(ctx, {
    amount: { amount: rt.property(ctx, "shadow-power", null), unit: "shadow-power" },
  });
  rt.verbs.draw(ctx, { count: 1, from: "darkness-deck" });
  rt.verbs.gain(ctx, { amount: glory1 });
  rt.eachPlayer(ctx, eachOpponent, (ctx) => {
    if (
      rt.property(ctx, "glory", null) === 4 ||
      rt.property(ctx, "glory", null) === 7 ||
      rt.property(ctx, "glory", null) === 10
    ) {
      rt.verbs.lose(ctx, { count: 1 });
    }
    rt.verbs.spend(ctx, { amount: glory1 });
  });
}

/** Shadow Power (shadow-sheet) */
export const shadowPower: ShadowSheetCard = {
  id: "shadow-power",
  name: "Shadow Power",
  kind: "shadow-sheet",
  text: "The Shadow power rises by 2 at the start of each of the Shadow's turns and by 1 each time a clan player reaches a new skill level. When it reaches 7 or 8 the Shadow may set it back to 0 for a darkness card. When it reaches 9 or more it goes back to 0: the Shadow takes a darkness card and 1 glory, and each clan player loses 1 glory, losing also a completed magical barrier if their glory stood at exactly 4, 7 or 10.",
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "turn-begins",
          every: false,
          args: { by: theYou_2 },
          condition: shadowPowerEffect0When,
        },
        limits: [],
        costs: [],
        run: shadowPowerEffect0,
        text: "when turn-begins by you if count you with Shadow > 0:\n  gain 2 shadow-power",
      },
      {
        trigger: {
          kind: "when",
          event: "developed",
          every: false,
          args: { by: theYou_2 },
          condition: shadowPowerEffect1When,
        },
        limits: [],
        costs: [],
        run: shadowPowerEffect1,
        text: "when developed by you if count you with Shadow == 0:\n  each opponent:\n    if count you with Shadow > 0:\n      gain 1 shadow-power",
      },
      {
        trigger: {
          kind: "when",
          event: "shadow-power-rises",
          every: false,
          args: { by: theYou_2 },
          condition: shadowPowerEffect2When,
        },
        limits: [],
        costs: [],
        run: shadowPowerEffect2,
        text: "when shadow-power-rises by you if shadow-power >= 7 and shadow-power <= 8:\n  choose one:\n    nothing\n  or:\n    spend shadow-power shadow-power\n    draw 1 card from darkness-deck",
      },
      {
        trigger: {
          kind: "when",
          event: "shadow-power-rises",
          every: false,
          args: { by: theYou_2 },
          condition: shadowPowerEffect3When,
        },
        limits: [],
        costs: [],
        run: shadowPowerEffect3,
        text: "when shadow-power-rises by you if shadow-power >= 9:\n  spend shadow-power shadow-power\n  draw 1 card from darkness-deck\n  gain 1 glory\n  each opponent:\n    if glory == 4 or glory == 7 or glory == 10:\n      lose 1 barriers\n    spend 1 glory",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * choose one:
 *   pay 1 gold:
 *     gain 1 sacrifices
 * or:
 *   pay 1 mana:
 *     gain 1 sacrifices
 * or:
 *   pay 1 relics:
 *     gain 1 sacrifices
 * or:
 *   pay 1 green-crystal:
 *     gain 1 sacrifices
 * or:
 *   pay 1 yellow-crystal:
 *     gain 1 sacrifices
 * or:
 *   pay 1 red-crystal:
 *     gain 1 sacrifices
 * or:
 *   pay 1 purple-crystal:
 *     gain 1 sacrifices
 */
function sacrificeEffect0(rt: Rt, ctx: EffectContext): void {
  const pay: readonly Cost<Rt>[] = [{ kind: "pay", amount: 1, unit: "gold" }];
  const pay_2: readonly Cost<Rt>[] = [{ kind: "pay", amount: 1, unit: "mana" }];
  const pay_3: readonly Cost<Rt>[] = [{ kind: "pay", amount: 1, unit: "relics" }];
  const pay_4: readonly Cost<Rt>[] = [{ kind: "pay", amount: 1, unit: "green-crystal" }];
  const pay_5: readonly Cost<Rt>[] = [{ kind: "pay", amount: 1, unit: "yellow-crystal" }];
  const pay_6: readonly Cost<Rt>[] = [{ kind: "pay", amount: 1, unit: "red-crystal" }];
  const pay_7: readonly Cost<Rt>[] = [{ kind: "pay", amount: 1, unit: "purple-crystal" }];
  switch (
    rt.chooseOption(
      ctx,
      [
        "pay 1 gold: gain 1 sacrifices",
        "pay 1 mana: gain 1 sacrifices",
        "pay 1 relics: gain 1 sacrifices",
        "pay 1 green-crystal: gain 1 sacrifices",
        "pay 1 yellow-crystal: gain 1 sacrifices",
        "pay 1 red-crystal: gain 1 sacrifices",
        "pay 1 purple-crystal: gain 1 sacrifices",
      ],
      [pay, pay_2, pay_3, pay_4, pay_5, pay_6, pay_7],
    )
  ) {
    case 0: {
      if (rt.pay(ctx, pay, "pay 1 gold")) {
        rt.verbs.gain(ctx, { amount: sacrifices1 });
      }
      break;
    }
    case 1: {
      if (rt.pay(ctx, pay_2, "pay 1 mana")) {
        rt.verbs.gain(ctx, { amount: sacrifices1 });
      }
      break;
    }
    case 2: {
      if (rt.pay(ctx, pay_3, "pay 1 relics")) {
        rt.verbs.gain(ctx, { amount: sacrifices1 });
      }
      break;
    }
    case 3: {
      if (rt.pay(ctx, pay_4, "pay 1 green-crystal")) {
        rt.verbs.gain(ctx, { amount: sacrifices1 });
      }
      break;
    }
    case 4: {
      if (rt.pay(ctx, pay_5, "pay 1 yellow-crystal")) {
        rt.verbs.gain(ctx, { amount: sacrifices1 });
      }
      break;
    }
    case 5: {
      if (rt.pay(ctx, pay_6, "pay 1 red-crystal")) {
        rt.verbs.gain(ctx, { amount: sacrifices1 });
      }
      break;
    }
    case 6: {
      if (rt.pay(ctx, pay_7, "pay 1 purple-crystal")) {
        rt.verbs.gain(ctx, { amount: sacrifices1 });
      }
      break;
    }
  }
}

function sacrificeEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.count(ctx, theYou) === 0 &&
    rt.property(ctx, "gold", null) +
      rt.property(ctx, "mana", null) +
      rt.property(ctx, "relics", null) +
      rt.property(ctx, "green-crystal", null) +
      rt.property(ctx, "yellow-crystal", null) +
      rt.property(ctx, "red-crystal", null) +
      rt.property(ctx, "purple-crystal", null) >
      0
  );
}

/** Sacrifice (shadow-sheet) */
export const sacrifice: ShadowSheetCard = {
  id: "sacrifice",
  name: "Sacrifice",
  kind: "shadow-sheet",
  text: "Clan players' action: give up 1 gold, 1 mana or 1 item from your Capital to put a sacrificial token on the altar.",
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: sacrificeEffect0,
        text: "choose one:\n  pay 1 gold:\n    gain 1 sacrifices\nor:\n  pay 1 mana:\n    gain 1 sacrifices\nor:\n  pay 1 relics:\n    gain 1 sacrifices\nor:\n  pay 1 green-crystal:\n    gain 1 sacrifices\nor:\n  pay 1 yellow-crystal:\n    gain 1 sacrifices\nor:\n  pay 1 red-crystal:\n    gain 1 sacrifices\nor:\n  pay 1 purple-crystal:\n    gain 1 sacrifices",
      },
    ],
    modifiers: [],
    requires: sacrificeEffectRequires,
  },
};

/**
 * choose one:
 *   pay 1 relics:
 *     draw 1 card from battle-deck
 * or:
 *   pay 1 green-crystal:
 *     draw 1 card from battle-deck
 * or:
 *   pay 1 yellow-crystal:
 *     draw 1 card from battle-deck
 * or:
 *   pay 1 red-crystal:
 *     draw 1 card from battle-deck
 * or:
 *   pay 1 purple-crystal:
 *     draw 1 card from battle-deck
 * or:
 *   pay 2 gold:
 *     burn 1 altar-token from a card with altar-token in altar
 */
function blackMagicEffect0(rt: Rt, ctx: EffectContext): void {
  const pay: readonly Cost<Rt>[] = [{ kind: "pay", amount: 1, unit: "relics" }];
  const pay_2: readonly Cost<Rt>[] = [{ kind: "pay", amount: 1, unit: "green-crystal" }];
  const pay_3: readonly Cost<Rt>[] = [{ kind: "pay", amount: 1, unit: "yellow-crystal" }];
  const pay_4: readonly Cost<Rt>[] = [{ kind: "pay", amount: 1, unit: "red-crystal" }];
  const pay_5: readonly Cost<Rt>[] = [{ kind: "pay", amount: 1, unit: "purple-crystal" }];
  const pay_6: readonly Cost<Rt>[] = [{ kind: "pay", amount: 2, unit: "gold" }];
  switch (
    rt.chooseOption(
      ctx,
      [
        "pay 1 relics: draw 1 card from battle-deck",
        "pay 1 green-crystal: draw 1 card from battle-deck",
        "pay 1 yellow-crystal: draw 1 card from battle-deck",
        "pay 1 red-crystal: draw 1 card from battle-deck",
        "pay 1 purple-crystal: draw 1 card from battle-deck",
        "pay 2 gold: burn 1 altar-token from a card with altar-token in altar",
      ],
      [pay, pay_2, pay_3, pay_4, pay_5, pay_6],
    )
  ) {
    case 0: {
      if (rt.pay(ctx, pay, "pay 1 relics")) {
        rt.verbs.draw(ctx, { count: 1, from: "battle-deck" });
      }
      break;
    }
    case 1: {
      if (rt.pay(ctx, pay_2, "pay 1 green-crystal")) {
        rt.verbs.draw(ctx, { count: 1, from: "battle-deck" });
      }
      break;
    }
    case 2: {
      if (rt.pay(ctx, pay_3, "pay 1 yellow-crystal")) {
        rt.verbs.draw(ctx, { count: 1, from: "battle-deck" });
      }
      break;
    }
    case 3: {
      if (rt.pay(ctx, pay_4, "pay 1 red-crystal")) {
        rt.verbs.draw(ctx, { count: 1, from: "battle-deck" });
      }
      break;
    }
    case 4: {
      if (rt.pay(ctx, pay_5, "pay 1 purple-crystal")) {
        rt.verbs.draw(ctx, { count: 1, from: "battle-deck" });
      }
      break;
    }
    case 5: {
      if (rt.pay(ctx, pay_6, "pay 2 gold")) {
        rt.verbs.burn(ctx, { amount: altarToken1, from: rt.choose(ctx, aCard) });
      }
      break;
    }
  }
}

function blackMagicEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theYou) > 0 && rt.count(ctx, yourHeroLocation) > 0;
}

/** Black Magic (shadow-sheet) */
export const blackMagic: ShadowSheetCard = {
  id: "black-magic",
  name: "Black Magic",
  kind: "shadow-sheet",
  text: "The Shadow's action while his Hero stands on a Village he holds: give up 1 item from his Capital for a battle card, or pay 2 gold to take a sacrificial token off the altar.",
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: blackMagicEffect0,
        text: "choose one:\n  pay 1 relics:\n    draw 1 card from battle-deck\nor:\n  pay 1 green-crystal:\n    draw 1 card from battle-deck\nor:\n  pay 1 yellow-crystal:\n    draw 1 card from battle-deck\nor:\n  pay 1 red-crystal:\n    draw 1 card from battle-deck\nor:\n  pay 1 purple-crystal:\n    draw 1 card from battle-deck\nor:\n  pay 2 gold:\n    burn 1 altar-token from a card with altar-token in altar",
      },
    ],
    modifiers: [],
    requires: blackMagicEffectRequires,
  },
};

function shadowVictoryEffectMod0While(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theYou) > 0 && !rt.fact(ctx, "dimara-entered");
}

/** The Shadow Prevails (shadow-sheet) */
export const shadowVictory: ShadowSheetCard = {
  id: "shadow-victory",
  name: "The Shadow Prevails",
  kind: "shadow-sheet",
  text: "If no clan Hero has entered Dimara when the game ends (a normal length game), the Shadow receives 60 VP.",
  effect: {
    abilities: [],
    modifiers: [
      { stat: "vp", amount: 60, to: null, vs: null, while: shadowVictoryEffectMod0While },
    ],
    requires: null,
  },
};

/**
 * when sacrificed by you:
 *   put 1 altar-token on this
 *   let N = count opponents
 *   let T = altar-token of this
 *   keep LEVEL = 0
 *   if T >= 2 * N:
 *     set LEVEL = 1
 *   if T >= 3 * N:
 *     set LEVEL = 2
 *   if N < 3 and T >= 4 * N or N == 3 and T >= 11:
 *     set LEVEL = 3
 *   keep BURN = 0
 *   if LEVEL == 3:
 *     set BURN = 1
 *   if LEVEL == 1 or LEVEL == 2:
 *     choose one:
 *       nothing
 *     or:
 *       set BURN = 1
 *   if BURN == 1:
 *     burn T altar-tokens from this
 *     each opponent:
 *       if count you with Shadow > 0:
 *         spend LEVEL shadow-power
 *     keep LEAST = sacrifices
 *     keep MOST = sacrifices
 *     each opponent:
 *       if count you with Shadow == 0:
 *         set LEAST = min(LEAST, sacrifices)
 *         set MOST = max(MOST, sacrifices)
 *     keep LOW-COUNT = 0
 *     keep HIGH-COUNT = 0
 *     if sacrifices == LEAST:
 *       set LOW-COUNT = LOW-COUNT + 1
 *     if sacrifices == MOST:
 *       set HIGH-COUNT = HIGH-COUNT + 1
 *     each opponent:
 *       if count you with Shadow == 0 and sacrifices == LEAST:
 *         set LOW-COUNT = LOW-COUNT + 1
 *       if count you with Shadow == 0 and sacrifices == MOST:
 *         set HIGH-COUNT = HIGH-COUNT + 1
 *     if LEAST < MOST and LOW-COUNT == 1:
 *       if sacrifices == LEAST:
 *         gain 1 curse
 *       each opponent:
 *         if count you with Shadow == 0 and sacrifices == LEAST:
 *           gain 1 curse
 *     if HIGH-COUNT == 1:
 *       if sacrifices == MOST and curse > 0:
 *         may spend 1 curse
 *       each opponent:
 *         if count you with Shadow == 0 and sacrifices == MOST and curse > 0:
 *           may spend 1 curse
 *     spend sacrifices sacrifices
 *     each opponent:
 *       spend sacrifices sacrifices
 */
function sacrificialAltarEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.put(ctx, { amount: altarToken1, on: rt.choose(ctx, theThis) });
  const v_N = rt.count(ctx, theOpponents);
  const v_T = rt.property(ctx, "altar-token", rt.choose(ctx, theThis));
  const k_LEVEL = rt.keep(ctx, "LEVEL@110", () => 0);
  if (v_T >= 2 * v_N) {
    k_LEVEL.value = 1;
  }
  if (v_T >= 3 * v_N) {
    k_LEVEL.value = 2;
  }
  if ((v_N < 3 && v_T >= 4 * v_N) || (v_N === 3 && v_T >= 11)) {
    k_LEVEL.value = 3;
  }
  const k_BURN = rt.keep(ctx, "BURN@252", () => 0);
  if (k_LEVEL.value === 3) {
    k_BURN.value = 1;
  }
  if (k_LEVEL.value === 1 || k_LEVEL.value === 2) {
    switch (rt.chooseOption(ctx, ["nothing", "set BURN = 1"])) {
      case 0: {
        break;
      }
      case 1: {
        k_BURN.value = 1;
        break;
      }
    }
  }
  if (k_BURN.value === 1) {
    rt.verbs.burn(ctx, {
      amount: { amount: v_T, unit: "altar-token" },
      from: rt.choose(ctx, theThis),
    });
    rt.eachPlayer(ctx, eachOpponent, (ctx) => {
      if (rt.count(ctx, theYou) > 0) {
        rt.verbs.spend(ctx, { amount: { amount: k_LEVEL.value, unit: "shadow-power" } });
      }
    });
    const k_LEAST = rt.keep(ctx, "LEAST@506", () => rt.property(ctx, "sacrifices", null));
    const k_MOST = rt.keep(ctx, "MOST@534", () => rt.property(ctx, "sacrifices", null));
    rt.eachPlayer(ctx, eachOpponent, (ctx) => {
      if (rt.count(ctx, theYou) === 0) {
        k_LEAST.value = Math.min(k_LEAST.value, rt.property(ctx, "sacrifices", null));
        k_MOST.value = Math.max(k_MOST.value, rt.property(ctx, "sacrifices", null));
      }
    });
    const k_LOW_COUNT = rt.keep(ctx, "LOW-COUNT@701", () => 0);
    const k_HIGH_COUNT = rt.keep(ctx, "HIGH-COUNT@724", () => 0);
    if (rt.property(ctx, "sacrifices", null) === k_LEAST.value) {
      k_LOW_COUNT.value = k_LOW_COUNT.value + 1;
    }
    if (rt.property(ctx, "sacrifices", null) === k_MOST.value) {
      k_HIGH_COUNT.value = k_HIGH_COUNT.value + 1;
    }
    rt.eachPlayer(ctx, eachOpponent, (ctx) => {
      if (rt.count(ctx, theYou) === 0 && rt.property(ctx, "sacrifices", null) === k_LEAST.value) {
        k_LOW_COUNT.value = k_LOW_COUNT.value + 1;
      }
      if (rt.count(ctx, theYou) === 0 && rt.property(ctx, "sacrifices", null) === k_MOST.value) {
        k_HIGH_COUNT.value = k_HIGH_COUNT.value + 1;
      }
    });
    if (k_LEAST.value < k_MOST.value && k_LOW_COUNT.value === 1) {
      if (rt.property(ctx, "sacrifices", null) === k_LEAST.value) {
        rt.verbs.gain(ctx, { amount: curse1 });
      }
      rt.eachPlayer(ctx, eachOpponent, (ctx) => {
        if (rt.count(ctx, theYou) === 0 && rt.property(ctx, "sacrifices", null) === k_LEAST.value) {
          rt.verbs.gain(ctx, { amount: curse1 });
        }
      });
    }
    if (k_HIGH_COUNT.value === 1) {
      if (
        rt.property(ctx, "sacrifices", null) === k_MOST.value &&
        rt.property(ctx, "curse", null) > 0
      ) {
        if (rt.confirm(ctx, "spend 1 curse")) {
          rt.verbs.spend(ctx, { amount: curse1 });
        }
      }
      rt.eachPlayer(ctx, eachOpponent, (ctx) => {
        if (
          rt.count(ctx, theYou) === 0 &&
          rt.property(ctx, "sacrifices", null) === k_MOST.value &&
          rt.property(ctx, "curse", null) > 0
        ) {
          if (rt.confirm(ctx, "spend 1 curse")) {
            rt.verbs.spend(ctx, { amount: curse1 });
          }
        }
      });
    }
    rt.verbs.spend(ctx, {
      amount: { amount: rt.property(ctx, "sacrifices", null), unit: "sacrifices" },
    });
    rt.eachPlayer(ctx, eachOpponent, (ctx) => {
      rt.verbs.spend(ctx, {
        amount: { amount: rt.property(ctx, "sacrifices", null), unit: "sacrifices" },
      });
    });
  }
}

/** Sacrificial Altar (altar) */
export const sacrificialAltar: AltarCard = {
  id: "sacrificial-altar",
  name: "Sacrificial Altar",
  kind: "altar",
  text: "With 1, 2 or 3 clan players, the altar's levels are 2/3/4, 4/6/8 or 6/9/11 tokens. The clan player whose token reaches a level may burn all the tokens (they must at the third) to lower the Shadow power by 1, 2 or 3 (the level). Then, unless all clan players sacrificed as much, the one who sacrificed least receives a curse token, and the one who sacrificed most may discard one.",
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "sacrificed",
          every: false,
          args: { by: theYou_2 },
          condition: null,
        },
        limits: [],
        costs: [],
        run: sacrificialAltarEffect0,
        text: "when sacrificed by you:\n  put 1 altar-token on this\n  let N = count opponents\n  let T = altar-token of this\n  keep LEVEL = 0\n  if T >= 2 * N:\n    set LEVEL = 1\n  if T >= 3 * N:\n    set LEVEL = 2\n  if N < 3 and T >= 4 * N or N == 3 and T >= 11:\n    set LEVEL = 3\n  keep BURN = 0\n  if LEVEL == 3:\n    set BURN = 1\n  if LEVEL == 1 or LEVEL == 2:\n    choose one:\n      nothing\n    or:\n      set BURN = 1\n  if BURN == 1:\n    burn T altar-tokens from this\n    each opponent:\n      if count you with Shadow > 0:\n        spend LEVEL shadow-power\n    keep LEAST = sacrifices\n    keep MOST = sacrifices\n    each opponent:\n      if count you with Shadow == 0:\n        set LEAST = min(LEAST, sacrifices)\n        set MOST = max(MOST, sacrifices)\n    keep LOW-COUNT = 0\n    keep HIGH-COUNT = 0\n    if sacrifices == LEAST:\n      set LOW-COUNT = LOW-COUNT + 1\n    if sacrifices == MOST:\n      set HIGH-COUNT = HIGH-COUNT + 1\n    each opponent:\n      if count you with Shadow == 0 and sacrifices == LEAST:\n        set LOW-COUNT = LOW-COUNT + 1\n      if count you with Shadow == 0 and sacrifices == MOST:\n        set HIGH-COUNT = HIGH-COUNT + 1\n    if LEAST < MOST and LOW-COUNT == 1:\n      if sacrifices == LEAST:\n        gain 1 curse\n      each opponent:\n        if count you with Shadow == 0 and sacrifices == LEAST:\n          gain 1 curse\n    if HIGH-COUNT == 1:\n      if sacrifices == MOST and curse > 0:\n        may spend 1 curse\n      each opponent:\n        if count you with Shadow == 0 and sacrifices == MOST and curse > 0:\n          may spend 1 curse\n    spend sacrifices sacrifices\n    each opponent:\n      spend sacrifices sacrifices",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
