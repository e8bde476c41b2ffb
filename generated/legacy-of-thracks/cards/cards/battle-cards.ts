import type { EffectContext } from "../../../../runtime/api.ts";
import type { BattleCardCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theThis = { noun: "this", determiner: null, filters: [] } as const;
const theYou = { noun: "you", determiner: null, filters: [{ with: "Warrior" }] } as const;
const gold3 = { amount: 3, unit: "gold" } as const;
const glory1 = { amount: 1, unit: "glory" } as const;
const hp1 = { amount: 1, unit: "hp" } as const;

/** gain 3 gold */
function ironGuardBlessing0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold3 });
}

function ironGuardEffectMod0Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "power", rt.choose(ctx, theThis));
}

/** Iron Guard (battle-card) */
export const ironGuard: BattleCardCard = {
  id: "iron-guard",
  name: "Iron Guard",
  kind: "battle-card",
  text: "Combat power 0. Blessing: receive 3 gold.",
  covers: ["LOT-02"],
  power: 0,
  blessing: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: ironGuardBlessing0,
        text: "gain 3 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
  effect: {
    abilities: [],
    modifiers: [
      { stat: "combat-power", amount: ironGuardEffectMod0Amount, to: null, vs: null, while: null },
    ],
    requires: null,
  },
};

/** gain 1 glory */
function warCryBlessing0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: glory1 });
}

function warCryEffectMod0Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "power", rt.choose(ctx, theThis));
}

function warCryEffectMod1Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "clan-bonus", rt.choose(ctx, theThis));
}

function warCryEffectMod1While(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theYou) > 0;
}

/** War Cry (battle-card) */
export const warCry: BattleCardCard = {
  id: "war-cry",
  name: "War Cry",
  kind: "battle-card",
  text: "Combat power 2 (+1 for the Warrior). Blessing: receive 1 glory point.",
  covers: ["LOT-02"],
  power: 2,
  "clan-bonus": 1,
  traits: ["Warrior"],
  blessing: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: warCryBlessing0,
        text: "gain 1 glory",
      },
    ],
    modifiers: [],
    requires: null,
  },
  effect: {
    abilities: [],
    modifiers: [
      { stat: "combat-power", amount: warCryEffectMod0Amount, to: null, vs: null, while: null },
      {
        stat: "combat-power",
        amount: warCryEffectMod1Amount,
        to: null,
        vs: null,
        while: warCryEffectMod1While,
      },
    ],
    requires: null,
  },
};

/** gain 1 hp */
function dragonFuryBlessing0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: hp1 });
}

function dragonFuryEffectMod0Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "power", rt.choose(ctx, theThis));
}

/** Dragon Fury (battle-card) */
export const dragonFury: BattleCardCard = {
  id: "dragon-fury",
  name: "Dragon Fury",
  kind: "battle-card",
  text: "Combat power 3. Blessing: heal 1 HP.",
  covers: ["LOT-02"],
  power: 3,
  blessing: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: dragonFuryBlessing0,
        text: "gain 1 hp",
      },
    ],
    modifiers: [],
    requires: null,
  },
  effect: {
    abilities: [],
    modifiers: [
      { stat: "combat-power", amount: dragonFuryEffectMod0Amount, to: null, vs: null, while: null },
    ],
    requires: null,
  },
};
