import type { EffectContext } from "cardsmith/runtime/api";
import type { MonsterCard, MonsterCreatureCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theChallenger = { noun: "challenger", determiner: "the", filters: [] } as const;
const theMonster = { noun: "monster", determiner: "the", filters: [] } as const;
const health2 = { amount: 2, unit: "health" } as const;
const health1 = { amount: 1, unit: "health" } as const;
const health3 = { amount: 3, unit: "health" } as const;
const health4 = { amount: 4, unit: "health" } as const;

/** summon vazbuk */
function vaendissChartMxSpecial0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.summon(ctx, { card: "vazbuk" });
}

/** attack the challenger for 4 */
function vaendissChartMxAttack0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, { target: rt.choose(ctx, theChallenger), for: 4 });
}

/** attack the challenger for 6 */
function vaendissChartMxxAttack0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, { target: rt.choose(ctx, theChallenger), for: 6 });
}

/** block 4 damage for the monster */
function vaendissChartMxResponse0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, { amount: 4, for: rt.choose(ctx, theMonster) });
}

/** block 6 damage for the monster */
function vaendissChartMxxResponse0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, { amount: 6, for: rt.choose(ctx, theMonster) });
}

/** recover 2 health on the monster */
function vaendissChartMxSpell0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.recover(ctx, { amount: health2, on: rt.choose(ctx, theMonster) });
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
  rt.verbs.attack(ctx, { target: rt.choose(ctx, theChallenger), for: 3 });
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

/**
 * attack the challenger for 3
 * recover 1 health on the monster
 */
function ederothWyrmChartMxSpecial0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, { target: rt.choose(ctx, theChallenger), for: 3 });
  rt.verbs.recover(ctx, { amount: health1, on: rt.choose(ctx, theMonster) });
}

/** attack the challenger for 5 */
function ederothWyrmChartMxAttack0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, { target: rt.choose(ctx, theChallenger), for: 5 });
}

/** attack the challenger for 7 */
function ederothWyrmChartMxxAttack0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, { target: rt.choose(ctx, theChallenger), for: 7 });
}

/** block 4 damage for the monster */
function ederothWyrmChartMxResponse0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, { amount: 4, for: rt.choose(ctx, theMonster) });
}

/** block 6 damage for the monster */
function ederothWyrmChartMxxResponse0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, { amount: 6, for: rt.choose(ctx, theMonster) });
}

/** recover 3 health on the monster */
function ederothWyrmChartMxSpell0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.recover(ctx, { amount: health3, on: rt.choose(ctx, theMonster) });
}

/** lose 3 health on the challenger */
function ederothWyrmChartMxxSpell0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.lose(ctx, { amount: 3, on: rt.choose(ctx, theChallenger) });
}

/** Ederoth Wyrm (monster) */
export const ederothWyrm: MonsterCard = {
  id: "ederoth-wyrm",
  name: "Ederoth Wyrm",
  kind: "monster",
  text: "The ancient serpent coiled at the bottom of the Cave of Ederoth. Its breath scorches whoever dares to face it. Reward: 2 Shadow Stones and 2 Gold.",
  covers: ["SHM-16", "SHM-17"],
  level: 3,
  health: 16,
  species: "Dragon",
  chart: {
    MxSpecial: {
      abilities: [
        {
          trigger: { kind: "play" },
          limits: [],
          costs: [],
          run: ederothWyrmChartMxSpecial0,
          text: "attack the challenger for 3\nrecover 1 health on the monster",
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
          run: ederothWyrmChartMxAttack0,
          text: "attack the challenger for 5",
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
          run: ederothWyrmChartMxxAttack0,
          text: "attack the challenger for 7",
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
          run: ederothWyrmChartMxResponse0,
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
          run: ederothWyrmChartMxxResponse0,
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
          run: ederothWyrmChartMxSpell0,
          text: "recover 3 health on the monster",
        },
      ],
      modifiers: [],
      requires: null,
    },
    MxxSpell: {
      abilities: [
        {
          trigger: { kind: "play" },
          limits: [],
          costs: [],
          run: ederothWyrmChartMxxSpell0,
          text: "lose 3 health on the challenger",
        },
      ],
      modifiers: [],
      requires: null,
    },
  },
  reward: { gold: 2, "shadow-stones": 2 },
};

/**
 * lose 2 health on the challenger
 * recover 2 health on the monster
 */
function hollowKingChartMxSpecial0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.lose(ctx, { amount: 2, on: rt.choose(ctx, theChallenger) });
  rt.verbs.recover(ctx, { amount: health2, on: rt.choose(ctx, theMonster) });
}

/** attack the challenger for 4 */
function hollowKingChartMxAttack0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, { target: rt.choose(ctx, theChallenger), for: 4 });
}

/** attack the challenger for 6 */
function hollowKingChartMxxAttack0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, { target: rt.choose(ctx, theChallenger), for: 6 });
}

/** block 5 damage for the monster */
function hollowKingChartMxResponse0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, { amount: 5, for: rt.choose(ctx, theMonster) });
}

/** block 7 damage for the monster */
function hollowKingChartMxxResponse0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, { amount: 7, for: rt.choose(ctx, theMonster) });
}

/** lose 2 health on the challenger */
function hollowKingChartMxSpell0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.lose(ctx, { amount: 2, on: rt.choose(ctx, theChallenger) });
}

/** recover 4 health on the monster */
function hollowKingChartMxxSpell0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.recover(ctx, { amount: health4, on: rt.choose(ctx, theMonster) });
}

/** Hollow King (monster) */
export const hollowKing: MonsterCard = {
  id: "hollow-king",
  name: "Hollow King",
  kind: "monster",
  text: "A dead sorcerer-king who rules the crypts from an empty crown. He drains life as readily as he strikes. Reward: 2 Shadow Stones and 2 Experience.",
  covers: ["SHM-16", "SHM-17"],
  level: 3,
  health: 13,
  species: "Lich",
  chart: {
    MxSpecial: {
      abilities: [
        {
          trigger: { kind: "play" },
          limits: [],
          costs: [],
          run: hollowKingChartMxSpecial0,
          text: "lose 2 health on the challenger\nrecover 2 health on the monster",
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
          run: hollowKingChartMxAttack0,
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
          run: hollowKingChartMxxAttack0,
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
          run: hollowKingChartMxResponse0,
          text: "block 5 damage for the monster",
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
          run: hollowKingChartMxxResponse0,
          text: "block 7 damage for the monster",
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
          run: hollowKingChartMxSpell0,
          text: "lose 2 health on the challenger",
        },
      ],
      modifiers: [],
      requires: null,
    },
    MxxSpell: {
      abilities: [
        {
          trigger: { kind: "play" },
          limits: [],
          costs: [],
          run: hollowKingChartMxxSpell0,
          text: "recover 4 health on the monster",
        },
      ],
      modifiers: [],
      requires: null,
    },
  },
  reward: { experience: 2, "shadow-stones": 2 },
};
