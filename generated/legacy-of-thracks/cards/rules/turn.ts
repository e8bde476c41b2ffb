import type { EffectContext } from "../../../../runtime/api.ts";
import type { RuleCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theYou = { noun: "you", determiner: null, filters: [] } as const;
const yourLocations = {
  noun: "locations",
  determiner: "your",
  filters: [{ with: "Fortress" }],
} as const;
const hp2 = { amount: 2, unit: "hp" } as const;
const mana2 = { amount: 2, unit: "mana" } as const;
const gold2 = { amount: 2, unit: "gold" } as const;

function sourceOfLifeRestEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.fact(ctx, "at-source-of-life");
}

/**
 * when turn-begins by you if at-source-of-life:
 *   gain 2 hp
 *   choose one:
 *     gain 2 mana
 *   or:
 *     gain 2 gold
 */
function sourceOfLifeRestEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: hp2 });
  switch (rt.chooseOption(ctx, ["gain 2 mana", "gain 2 gold"])) {
    case 0: {
      rt.verbs.gain(ctx, { amount: mana2 });
      break;
    }
    case 1: {
      rt.verbs.gain(ctx, { amount: gold2 });
      break;
    }
  }
}

/** Rest at the Source of Life (rule) */
export const sourceOfLifeRest: RuleCard = {
  id: "source-of-life-rest",
  name: "Rest at the Source of Life",
  kind: "rule",
  text: "A Hero starting the turn on the Source of Life receives 2 HP, and 2 mana or 2 gold.",
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "turn-begins",
          every: false,
          args: { by: theYou },
          condition: sourceOfLifeRestEffect0When,
        },
        limits: [],
        costs: [],
        run: sourceOfLifeRestEffect0,
        text: "when turn-begins by you if at-source-of-life:\n  gain 2 hp\n  choose one:\n    gain 2 mana\n  or:\n    gain 2 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function basicCombatEffectMod0Amount(rt: Rt, ctx: EffectContext): number {
  return rt.count(ctx, yourLocations);
}

/** Combat Power (rule) */
export const basicCombat: RuleCard = {
  id: "basic-combat",
  name: "Combat Power",
  kind: "rule",
  text: "Basic mode: your combat power is the power of the battle cards you use, plus 1 for each Fortress you hold.",
  covers: ["LOT-02"],
  effect: {
    abilities: [],
    modifiers: [
      {
        stat: "combat-power",
        amount: basicCombatEffectMod0Amount,
        to: null,
        vs: null,
        while: null,
      },
    ],
    requires: null,
  },
};
