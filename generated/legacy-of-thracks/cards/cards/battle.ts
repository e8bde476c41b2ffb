import type { EffectContext } from "../../../../runtime/api.ts";
import type { BattleCardCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theThis = { noun: "this", determiner: null, filters: [] } as const;
const theYou = { noun: "you", determiner: null, filters: [{ with: "Mage" }] } as const;
const gold3 = { amount: 3, unit: "gold" } as const;

/** gain 3 gold */
function arcaneBladeBlessing0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold3 });
}

function arcaneBladeEffectMod0Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "power", rt.choose(ctx, theThis));
}

function arcaneBladeEffectMod1Amount(rt: Rt, ctx: EffectContext): number {
  return rt.cardField(ctx, "clan-bonus", rt.choose(ctx, theThis));
}

function arcaneBladeEffectMod1While(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theYou) > 0;
}

/** Arcane Blade (battle-card) */
export const arcaneBlade: BattleCardCard = {
  id: "arcane-blade",
  name: "Arcane Blade",
  kind: "battle-card",
  text: "Combat power 1 (+1 for the Mage). Blessing: receive 3 gold.",
  covers: ["LOT-02", "LOT-03"],
  power: 1,
  "clan-bonus": 1,
  traits: ["Mage"],
  blessing: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: arcaneBladeBlessing0,
        text: "gain 3 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
  effect: {
    abilities: [],
    modifiers: [
      {
        stat: "combat-power",
        amount: arcaneBladeEffectMod0Amount,
        to: null,
        vs: null,
        while: null,
      },
      {
        stat: "combat-power",
        amount: arcaneBladeEffectMod1Amount,
        to: null,
        vs: null,
        while: arcaneBladeEffectMod1While,
      },
    ],
    requires: null,
  },
};
