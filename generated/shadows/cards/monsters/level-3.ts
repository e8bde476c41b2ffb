import type { EffectContext } from "../../../../runtime/api.ts";
import type { MonsterCard, MonsterCreatureCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

/** summon vazbuk */
function vaendissChartMxSpecial0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.summon(ctx, { card: "vazbuk" });
}

/** attack the challenger for 4 */
function vaendissChartMxAttack0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, {
    target: rt.choose(ctx, { noun: "challenger", determiner: "the", filters: [] }),
    for: 4,
  });
}

/** attack the challenger for 6 */
function vaendissChartMxxAttack0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, {
    target: rt.choose(ctx, { noun: "challenger", determiner: "the", filters: [] }),
    for: 6,
  });
}

/** block 4 damage for the monster */
function vaendissChartMxResponse0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, {
    amount: 4,
    for: rt.choose(ctx, { noun: "monster", determiner: "the", filters: [] }),
  });
}

/** block 6 damage for the monster */
function vaendissChartMxxResponse0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, {
    amount: 6,
    for: rt.choose(ctx, { noun: "monster", determiner: "the", filters: [] }),
  });
}

/** recover 2 health on the monster */
function vaendissChartMxSpell0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.recover(ctx, {
    amount: { amount: 2, unit: "health" },
    on: rt.choose(ctx, { noun: "monster", determiner: "the", filters: [] }),
  });
}

/** Vaendiss (monster) */
export const vaendiss: MonsterCard = {
  id: "vaendiss",
  name: "Vaendiss",
  kind: "monster",
  text: "The shadow that rules the depths. On its special icon it calls its servant Vazbuk to the table; on the double Spell icon Vazbuk acts in its place. Reward: 3 Shadow Stones.",
  covers: ["SHM-16", "SHM-17", "SHM-18"],
  level: 3,
  health: 14,
  species: "Demon",
  chart: {
    MxSpecial: {
      abilities: [
        {
          trigger: { kind: "play" },
          limits: [],
          costs: [],
          run: vaendissChartMxSpecial0,
          text: "summon vazbuk",
        },
      ],
      modifiers: [],
      requires: null,
    },
    MxAttack: {
      abilities: [
        {
          trigger: { kind: "play" },
          limits: [],
          costs: [],
          run: vaendissChartMxAttack0,
          text: "attack the challenger for 4",
        },
      ],
      modifiers: [],
      requires: null,
    },
    MxxAttack: {
      abilities: [
        {
          trigger: { kind: "play" },
          limits: [],
          costs: [],
          run: vaendissChartMxxAttack0,
          text: "attack the challenger for 6",
        },
      ],
      modifiers: [],
      requires: null,
    },
    MxResponse: {
      abilities: [
        {
          trigger: { kind: "play" },
          limits: [],
          costs: [],
          run: vaendissChartMxResponse0,
          text: "block 4 damage for the monster",
        },
      ],
      modifiers: [],
      requires: null,
    },
    MxxResponse: {
      abilities: [
        {
          trigger: { kind: "play" },
          limits: [],
          costs: [],
          run: vaendissChartMxxResponse0,
          text: "block 6 damage for the monster",
        },
      ],
      modifiers: [],
      requires: null,
    },
    MxSpell: {
      abilities: [
        {
          trigger: { kind: "play" },
          limits: [],
          costs: [],
          run: vaendissChartMxSpell0,
          text: "recover 2 health on the monster",
        },
      ],
      modifiers: [],
      requires: null,
    },
    MxxSpell: { abilities: [], modifiers: [], requires: null },
  },
  reward: { "shadow-stones": 3 },
  creature: "vazbuk",
};

/**
 * when icon on MxxSpell:
 *   attack the challenger for 3
 */
function vazbukEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, {
    target: rt.choose(ctx, { noun: "challenger", determiner: "the", filters: [] }),
    for: 3,
  });
}

/** Vazbuk (monster-creature) */
export const vazbuk: MonsterCreatureCard = {
  id: "vazbuk",
  name: "Vazbuk",
  kind: "monster-creature",
  text: "Vaendiss's imp. A separate entity, not a Monster: attacking it reveals no monster action. It acts only when Vaendiss shows the double Spell icon, attacking for 3. When Vaendiss is defeated, Vazbuk is discarded and pays its own reward: 2 Gold.",
  covers: ["SHM-18"],
  health: 4,
  reward: { gold: 2 },
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "icon",
          every: false,
          args: { on: { value: "MxxSpell" } },
          condition: null,
        },
        limits: [],
        costs: [],
        run: vazbukEffect0,
        text: "when icon on MxxSpell:\n  attack the challenger for 3",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
