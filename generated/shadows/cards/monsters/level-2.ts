import type { EffectContext } from "../../../../runtime/api.ts";
import type { MonsterCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

/**
 * attack the challenger for 2
 * block 2 damage for the monster
 */
function rockjawChartMxSpecial0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, {
    target: rt.choose(ctx, { noun: "challenger", determiner: "the", filters: [] }),
    for: 2,
  });
  rt.verbs.block(ctx, {
    amount: 2,
    for: rt.choose(ctx, { noun: "monster", determiner: "the", filters: [] }),
  });
}

/** attack the challenger for 3 */
function rockjawChartMxAttack0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, {
    target: rt.choose(ctx, { noun: "challenger", determiner: "the", filters: [] }),
    for: 3,
  });
}

/** attack the challenger for 5 */
function rockjawChartMxxAttack0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, {
    target: rt.choose(ctx, { noun: "challenger", determiner: "the", filters: [] }),
    for: 5,
  });
}

/** block 3 damage for the monster */
function rockjawChartMxResponse0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, {
    amount: 3,
    for: rt.choose(ctx, { noun: "monster", determiner: "the", filters: [] }),
  });
}

/** block 5 damage for the monster */
function rockjawChartMxxResponse0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, {
    amount: 5,
    for: rt.choose(ctx, { noun: "monster", determiner: "the", filters: [] }),
  });
}

/** recover 2 health on the monster */
function rockjawChartMxSpell0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.recover(ctx, {
    amount: { amount: 2, unit: "health" },
    on: rt.choose(ctx, { noun: "monster", determiner: "the", filters: [] }),
  });
}

/** lose 2 health on the challenger */
function rockjawChartMxxSpell0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.lose(ctx, {
    amount: 2,
    on: rt.choose(ctx, { noun: "challenger", determiner: "the", filters: [] }),
  });
}

/** Rockjaw (monster) */
export const rockjaw: MonsterCard = {
  id: "rockjaw",
  name: "Rockjaw",
  kind: "monster",
  text: "A walking heap of cave rock. It hits hard, shrugs off blows and knits its cracks back together. Reward: 1 Gold and a random Item (draw 2 Items, equip 1, discard the other; no Shadow Stone for it).",
  covers: ["SHM-16", "SHM-17"],
  level: 2,
  health: 9,
  species: "Golem",
  chart: {
    MxSpecial: {
      abilities: [
        {
          trigger: { kind: "play" },
          limits: [],
          costs: [],
          run: rockjawChartMxSpecial0,
          text: "attack the challenger for 2\nblock 2 damage for the monster",
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
          run: rockjawChartMxAttack0,
          text: "attack the challenger for 3",
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
          run: rockjawChartMxxAttack0,
          text: "attack the challenger for 5",
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
          run: rockjawChartMxResponse0,
          text: "block 3 damage for the monster",
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
          run: rockjawChartMxxResponse0,
          text: "block 5 damage for the monster",
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
          run: rockjawChartMxSpell0,
          text: "recover 2 health on the monster",
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
          run: rockjawChartMxxSpell0,
          text: "lose 2 health on the challenger",
        },
      ],
      modifiers: [],
      requires: null,
    },
  },
  reward: { gold: 1, "random-item": 1 },
};
