import type { EffectContext } from "cardsmith/runtime/api";
import type { MonsterCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theChallenger = { noun: "challenger", determiner: "the", filters: [] } as const;
const theMonster = { noun: "monster", determiner: "the", filters: [] } as const;
const health2 = { amount: 2, unit: "health" } as const;
const health1 = { amount: 1, unit: "health" } as const;
const health3 = { amount: 3, unit: "health" } as const;

/**
 * attack the challenger for 2
 * block 2 damage for the monster
 */
function rockjawChartMxSpecial0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, { target: rt.choose(ctx, theChallenger), for: 2 });
  rt.verbs.block(ctx, { amount: 2, for: rt.choose(ctx, theMonster) });
}

/** attack the challenger for 3 */
function rockjawChartMxAttack0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, { target: rt.choose(ctx, theChallenger), for: 3 });
}

/** attack the challenger for 5 */
function rockjawChartMxxAttack0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, { target: rt.choose(ctx, theChallenger), for: 5 });
}

/** block 3 damage for the monster */
function rockjawChartMxResponse0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, { amount: 3, for: rt.choose(ctx, theMonster) });
}

/** block 5 damage for the monster */
function rockjawChartMxxResponse0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, { amount: 5, for: rt.choose(ctx, theMonster) });
}

/** recover 2 health on the monster */
function rockjawChartMxSpell0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.recover(ctx, { amount: health2, on: rt.choose(ctx, theMonster) });
}

/** lose 2 health on the challenger */
function rockjawChartMxxSpell0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.lose(ctx, { amount: 2, on: rt.choose(ctx, theChallenger) });
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

/**
 * lose 1 health on the challenger
 * recover 1 health on the monster
 */
function mireHagChartMxSpecial0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.lose(ctx, { amount: 1, on: rt.choose(ctx, theChallenger) });
  rt.verbs.recover(ctx, { amount: health1, on: rt.choose(ctx, theMonster) });
}

/** attack the challenger for 2 */
function mireHagChartMxAttack0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, { target: rt.choose(ctx, theChallenger), for: 2 });
}

/** attack the challenger for 4 */
function mireHagChartMxxAttack0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, { target: rt.choose(ctx, theChallenger), for: 4 });
}

/** block 2 damage for the monster */
function mireHagChartMxResponse0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, { amount: 2, for: rt.choose(ctx, theMonster) });
}

/** block 4 damage for the monster */
function mireHagChartMxxResponse0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, { amount: 4, for: rt.choose(ctx, theMonster) });
}

/** lose 2 health on the challenger */
function mireHagChartMxSpell0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.lose(ctx, { amount: 2, on: rt.choose(ctx, theChallenger) });
}

/** lose 3 health on the challenger */
function mireHagChartMxxSpell0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.lose(ctx, { amount: 3, on: rt.choose(ctx, theChallenger) });
}

/** Mire Hag (monster) */
export const mireHag: MonsterCard = {
  id: "mire-hag",
  name: "Mire Hag",
  kind: "monster",
  text: "A crone of the flooded tunnels who fights with curses rather than claws. Her spells slip past any shield. Reward: 3 Experience.",
  covers: ["SHM-16", "SHM-17"],
  level: 2,
  health: 8,
  species: "Witch",
  chart: {
    MxSpecial: {
      abilities: [
        {
          trigger: { kind: "play" },
          limits: [],
          costs: [],
          run: mireHagChartMxSpecial0,
          text: "lose 1 health on the challenger\nrecover 1 health on the monster",
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
          run: mireHagChartMxAttack0,
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
          run: mireHagChartMxxAttack0,
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
          run: mireHagChartMxResponse0,
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
          run: mireHagChartMxxResponse0,
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
          run: mireHagChartMxSpell0,
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
          run: mireHagChartMxxSpell0,
          text: "lose 3 health on the challenger",
        },
      ],
      modifiers: [],
      requires: null,
    },
  },
  reward: { experience: 3 },
};

/** block 3 damage for the monster */
function boneWardenChartMxSpecial0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, { amount: 3, for: rt.choose(ctx, theMonster) });
}

/** attack the challenger for 3 */
function boneWardenChartMxAttack0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, { target: rt.choose(ctx, theChallenger), for: 3 });
}

/** attack the challenger for 4 */
function boneWardenChartMxxAttack0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, { target: rt.choose(ctx, theChallenger), for: 4 });
}

/** block 3 damage for the monster */
function boneWardenChartMxResponse0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, { amount: 3, for: rt.choose(ctx, theMonster) });
}

/** block 5 damage for the monster */
function boneWardenChartMxxResponse0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, { amount: 5, for: rt.choose(ctx, theMonster) });
}

/** recover 1 health on the monster */
function boneWardenChartMxSpell0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.recover(ctx, { amount: health1, on: rt.choose(ctx, theMonster) });
}

/**
 * attack the challenger for 2
 * recover 1 health on the monster
 */
function boneWardenChartMxxSpell0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, { target: rt.choose(ctx, theChallenger), for: 2 });
  rt.verbs.recover(ctx, { amount: health1, on: rt.choose(ctx, theMonster) });
}

/** Bone Warden (monster) */
export const boneWarden: MonsterCard = {
  id: "bone-warden",
  name: "Bone Warden",
  kind: "monster",
  text: "A skeleton knight still guarding a gate that fell centuries ago. Reward: 1 Shadow Stone and 1 Gold.",
  covers: ["SHM-16", "SHM-17"],
  level: 2,
  health: 10,
  species: "Undead",
  chart: {
    MxSpecial: {
      abilities: [
        {
          trigger: { kind: "play" },
          limits: [],
          costs: [],
          run: boneWardenChartMxSpecial0,
          text: "block 3 damage for the monster",
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
          run: boneWardenChartMxAttack0,
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
          run: boneWardenChartMxxAttack0,
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
          run: boneWardenChartMxResponse0,
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
          run: boneWardenChartMxxResponse0,
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
          run: boneWardenChartMxSpell0,
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
          run: boneWardenChartMxxSpell0,
          text: "attack the challenger for 2\nrecover 1 health on the monster",
        },
      ],
      modifiers: [],
      requires: null,
    },
  },
  reward: { gold: 1, "shadow-stones": 1 },
};

/** attack the challenger for 3 */
function ironcladBeetleChartMxAttack0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, { target: rt.choose(ctx, theChallenger), for: 3 });
}

/** attack the challenger for 5 */
function ironcladBeetleChartMxxAttack0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, { target: rt.choose(ctx, theChallenger), for: 5 });
}

/** block 4 damage for the monster */
function ironcladBeetleChartMxResponse0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, { amount: 4, for: rt.choose(ctx, theMonster) });
}

/** block 6 damage for the monster */
function ironcladBeetleChartMxxResponse0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.block(ctx, { amount: 6, for: rt.choose(ctx, theMonster) });
}

/** recover 1 health on the monster */
function ironcladBeetleChartMxSpell0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.recover(ctx, { amount: health1, on: rt.choose(ctx, theMonster) });
}

/** recover 3 health on the monster */
function ironcladBeetleChartMxxSpell0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.recover(ctx, { amount: health3, on: rt.choose(ctx, theMonster) });
}

/** Ironclad Beetle (monster) */
export const ironcladBeetle: MonsterCard = {
  id: "ironclad-beetle",
  name: "Ironclad Beetle",
  kind: "monster",
  text: "A beetle with a shell like forged steel. Most blows glance off it. Reward: 3 Gold.",
  covers: ["SHM-16", "SHM-17"],
  level: 2,
  health: 11,
  species: "Giant Insect",
  chart: {
    MxSpecial: { abilities: [], modifiers: [], requires: null },
    MxAttack: {
      abilities: [
        {
          trigger: { kind: "play" },
          limits: [],
          costs: [],
          run: ironcladBeetleChartMxAttack0,
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
          run: ironcladBeetleChartMxxAttack0,
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
          run: ironcladBeetleChartMxResponse0,
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
          run: ironcladBeetleChartMxxResponse0,
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
          run: ironcladBeetleChartMxSpell0,
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
          run: ironcladBeetleChartMxxSpell0,
          text: "recover 3 health on the monster",
        },
      ],
      modifiers: [],
      requires: null,
    },
  },
  reward: { gold: 3 },
};
