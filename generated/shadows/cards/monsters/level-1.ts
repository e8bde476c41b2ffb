import type { EffectContext } from "cardsmith/runtime/api";
import type { MonsterCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theChallenger = { noun: "challenger", determiner: "the", filters: [] } as const;
const theMonster = { noun: "monster", determiner: "the", filters: [] } as const;
const health1 = { amount: 1, unit: "health" } as const;
const health2 = { amount: 2, unit: "health" } as const;

/** attack the challenger for 2 */
function gloomfangChartMxAttack0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, { target: rt.choose(ctx, theChallenger), for: 2 });
}

/** attack the challenger for 3 */
function gloomfangChartMxxAttack0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, { target: rt.choose(ctx, theChallenger), for: 3 });
}

/** block 2 damage for the monster */
function gloomfangChartMxResponse0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, { amount: 2, for: rt.choose(ctx, theMonster) });
}

/** block 3 damage for the monster */
function gloomfangChartMxxResponse0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, { amount: 3, for: rt.choose(ctx, theMonster) });
}

/** recover 1 health on the monster */
function gloomfangChartMxSpell0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.recover(ctx, { amount: health1, on: rt.choose(ctx, theMonster) });
}

/** lose 1 health on the challenger */
function gloomfangChartMxxSpell0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.lose(ctx, { amount: 1, on: rt.choose(ctx, theChallenger) });
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

/** lose 1 health on the challenger */
function webweaverChartMxSpecial0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.lose(ctx, { amount: 1, on: rt.choose(ctx, theChallenger) });
}

/** attack the challenger for 2 */
function webweaverChartMxAttack0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, { target: rt.choose(ctx, theChallenger), for: 2 });
}

/** attack the challenger for 3 */
function webweaverChartMxxAttack0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, { target: rt.choose(ctx, theChallenger), for: 3 });
}

/** block 2 damage for the monster */
function webweaverChartMxResponse0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, { amount: 2, for: rt.choose(ctx, theMonster) });
}

/** block 3 damage for the monster */
function webweaverChartMxxResponse0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, { amount: 3, for: rt.choose(ctx, theMonster) });
}

/** recover 1 health on the monster */
function webweaverChartMxSpell0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.recover(ctx, { amount: health1, on: rt.choose(ctx, theMonster) });
}

/** Webweaver (monster) */
export const webweaver: MonsterCard = {
  id: "webweaver",
  name: "Webweaver",
  kind: "monster",
  text: "A pale spider the size of a cart, hanging above the cave mouth. Its venom seeps through any armor. Reward: 2 Experience.",
  covers: ["SHM-16", "SHM-17"],
  level: 1,
  health: 6,
  species: "Giant Spider",
  chart: {
    MxSpecial: {
      abilities: [
        {
          trigger: { kind: "play" },
          limits: [],
          costs: [],
          run: webweaverChartMxSpecial0,
          text: "lose 1 health on the challenger",
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
          run: webweaverChartMxAttack0,
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
          run: webweaverChartMxxAttack0,
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
          run: webweaverChartMxResponse0,
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
          run: webweaverChartMxxResponse0,
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
          run: webweaverChartMxSpell0,
          text: "recover 1 health on the monster",
        },
      ],
      modifiers: [],
      requires: null,
    },
    MxxSpell: { abilities: [], modifiers: [], requires: null },
  },
  reward: { experience: 2 },
};

/**
 * block 1 damage for the monster
 * recover 1 health on the monster
 */
function mossbackToadChartMxSpecial0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, { amount: 1, for: rt.choose(ctx, theMonster) });
  rt.verbs.recover(ctx, { amount: health1, on: rt.choose(ctx, theMonster) });
}

/** attack the challenger for 1 */
function mossbackToadChartMxAttack0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, { target: rt.choose(ctx, theChallenger), for: 1 });
}

/** attack the challenger for 2 */
function mossbackToadChartMxxAttack0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, { target: rt.choose(ctx, theChallenger), for: 2 });
}

/** block 2 damage for the monster */
function mossbackToadChartMxResponse0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, { amount: 2, for: rt.choose(ctx, theMonster) });
}

/** block 4 damage for the monster */
function mossbackToadChartMxxResponse0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, { amount: 4, for: rt.choose(ctx, theMonster) });
}

/** recover 2 health on the monster */
function mossbackToadChartMxSpell0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.recover(ctx, { amount: health2, on: rt.choose(ctx, theMonster) });
}

/** Mossback Toad (monster) */
export const mossbackToad: MonsterCard = {
  id: "mossback-toad",
  name: "Mossback Toad",
  kind: "monster",
  text: "A bloated toad with a back overgrown by moss. Slow to hurt you, slow to die. Reward: 1 Gold and 1 Experience.",
  covers: ["SHM-16", "SHM-17"],
  level: 1,
  health: 7,
  species: "Swamp Beast",
  chart: {
    MxSpecial: {
      abilities: [
        {
          trigger: { kind: "play" },
          limits: [],
          costs: [],
          run: mossbackToadChartMxSpecial0,
          text: "block 1 damage for the monster\nrecover 1 health on the monster",
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
          run: mossbackToadChartMxAttack0,
          text: "attack the challenger for 1",
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
          run: mossbackToadChartMxxAttack0,
          text: "attack the challenger for 2",
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
          run: mossbackToadChartMxResponse0,
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
          run: mossbackToadChartMxxResponse0,
          text: "block 4 damage for the monster",
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
          run: mossbackToadChartMxSpell0,
          text: "recover 2 health on the monster",
        },
      ],
      modifiers: [],
      requires: null,
    },
    MxxSpell: { abilities: [], modifiers: [], requires: null },
  },
  reward: { gold: 1, experience: 1 },
};

/**
 * attack the challenger for 1
 * block 1 damage for the monster
 */
function goblinScavengerChartMxSpecial0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, { target: rt.choose(ctx, theChallenger), for: 1 });
  rt.verbs.block(ctx, { amount: 1, for: rt.choose(ctx, theMonster) });
}

/** attack the challenger for 2 */
function goblinScavengerChartMxAttack0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, { target: rt.choose(ctx, theChallenger), for: 2 });
}

/** attack the challenger for 4 */
function goblinScavengerChartMxxAttack0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, { target: rt.choose(ctx, theChallenger), for: 4 });
}

/** block 1 damage for the monster */
function goblinScavengerChartMxResponse0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, { amount: 1, for: rt.choose(ctx, theMonster) });
}

/** block 3 damage for the monster */
function goblinScavengerChartMxxResponse0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, { amount: 3, for: rt.choose(ctx, theMonster) });
}

/** lose 1 health on the challenger */
function goblinScavengerChartMxxSpell0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.lose(ctx, { amount: 1, on: rt.choose(ctx, theChallenger) });
}

/** Goblin Scavenger (monster) */
export const goblinScavenger: MonsterCard = {
  id: "goblin-scavenger",
  name: "Goblin Scavenger",
  kind: "monster",
  text: "A sneaky goblin with a sack full of stolen gear. Beat it and the sack is yours. Reward: a random Item (draw 2 Items, equip 1, discard the other; no Shadow Stone for it).",
  covers: ["SHM-16", "SHM-17"],
  level: 1,
  health: 6,
  species: "Goblin",
  chart: {
    MxSpecial: {
      abilities: [
        {
          trigger: { kind: "play" },
          limits: [],
          costs: [],
          run: goblinScavengerChartMxSpecial0,
          text: "attack the challenger for 1\nblock 1 damage for the monster",
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
          run: goblinScavengerChartMxAttack0,
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
          run: goblinScavengerChartMxxAttack0,
          text: "attack the challenger for 4",
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
          run: goblinScavengerChartMxResponse0,
          text: "block 1 damage for the monster",
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
          run: goblinScavengerChartMxxResponse0,
          text: "block 3 damage for the monster",
        },
      ],
      modifiers: [],
      requires: null,
    },
    MxSpell: { abilities: [], modifiers: [], requires: null },
    MxxSpell: {
      abilities: [
        {
          trigger: { kind: "play" },
          limits: [],
          costs: [],
          run: goblinScavengerChartMxxSpell0,
          text: "lose 1 health on the challenger",
        },
      ],
      modifiers: [],
      requires: null,
    },
  },
  reward: { "random-item": 1 },
};
