import type { EffectContext } from "../../../../runtime/api.ts";
import type { MonsterCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

/** attack the challenger for 2 */
function gloomfangChartMxAttack0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, {
    target: rt.choose(ctx, { noun: "challenger", determiner: "the", filters: [] }),
    for: 2,
  });
}

/** attack the challenger for 3 */
function gloomfangChartMxxAttack0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, {
    target: rt.choose(ctx, { noun: "challenger", determiner: "the", filters: [] }),
    for: 3,
  });
}

/** block 2 damage for the monster */
function gloomfangChartMxResponse0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, {
    amount: 2,
    for: rt.choose(ctx, { noun: "monster", determiner: "the", filters: [] }),
  });
}

/** block 3 damage for the monster */
function gloomfangChartMxxResponse0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, {
    amount: 3,
    for: rt.choose(ctx, { noun: "monster", determiner: "the", filters: [] }),
  });
}

/** recover 1 health on the monster */
function gloomfangChartMxSpell0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.recover(ctx, {
    amount: { amount: 1, unit: "health" },
    on: rt.choose(ctx, { noun: "monster", determiner: "the", filters: [] }),
  });
}

/** lose 1 health on the challenger */
function gloomfangChartMxxSpell0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.lose(ctx, {
    amount: 1,
    on: rt.choose(ctx, { noun: "challenger", determiner: "the", filters: [] }),
  });
}

/** Gloomfang (monster) */
export const gloomfang: MonsterCard = {
  id: "gloomfang",
  name: "Gloomfang",
  kind: "monster",
  text: "A lean wolf that stalks the upper tunnels of the cave. It bites, dodges, and licks its wounds. Reward: 2 Gold.",
  covers: ["SHM-16", "SHM-17"],
  level: 1,
  health: 5,
  species: "Cave Wolf",
  chart: {
    MxSpecial: { abilities: [], modifiers: [], requires: null },
    MxAttack: {
      abilities: [
        {
          trigger: { kind: "play" },
          limits: [],
          costs: [],
          run: gloomfangChartMxAttack0,
          text: "attack the challenger for 2",
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
          run: gloomfangChartMxxAttack0,
          text: "attack the challenger for 3",
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
          run: gloomfangChartMxResponse0,
          text: "block 2 damage for the monster",
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
          run: gloomfangChartMxxResponse0,
          text: "block 3 damage for the monster",
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
          run: gloomfangChartMxSpell0,
          text: "recover 1 health on the monster",
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
          run: gloomfangChartMxxSpell0,
          text: "lose 1 health on the challenger",
        },
      ],
      modifiers: [],
      requires: null,
    },
  },
  reward: { gold: 2 },
};
