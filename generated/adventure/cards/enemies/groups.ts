import type { EffectContext } from "cardsmith/runtime/api";
import type { EnemyGroupCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theNearestHero = { noun: "nearest-hero", determiner: null, filters: [] } as const;
const theThis = { noun: "this", determiner: null, filters: [] } as const;
const theAttacker = { noun: "attacker", determiner: null, filters: [] } as const;
const exhausted1 = { amount: 1, unit: "exhausted" } as const;

/** strike nearest-hero */
function orcGroupBehaviour00(rt: Rt, ctx: EffectContext): void {
  rt.verbs.strike(ctx, { hero: rt.choose(ctx, theNearestHero) });
}

function orcGroupBehaviour0Requires(rt: Rt, ctx: EffectContext): boolean {
  return rt.fact(ctx, "hero-here");
}

/**
 * approach moves of this spaces to nearest-hero
 * if hero-here:
 *   strike nearest-hero
 */
function orcGroupBehaviour10(rt: Rt, ctx: EffectContext): void {
  rt.verbs.approach(ctx, {
    spaces: rt.cardField(ctx, "moves", rt.choose(ctx, theThis)),
    to: rt.choose(ctx, theNearestHero),
  });
  if (rt.fact(ctx, "hero-here")) {
    rt.verbs.strike(ctx, { hero: rt.choose(ctx, theNearestHero) });
  }
}

/**
 * whenever activating on this:
 *   put 1 exhausted on this
 */
function orcGroupEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.put(ctx, { amount: exhausted1, on: rt.choose(ctx, theThis) });
}

function orcGroupEffect1When(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "exhausted", rt.choose(ctx, theThis)) === 0;
}

/**
 * whenever provoked on this if exhausted of this == 0:
 *   strike attacker
 */
function orcGroupEffect1(rt: Rt, ctx: EffectContext): void {
  rt.verbs.strike(ctx, { hero: rt.choose(ctx, theAttacker) });
}

function orcGroupEffect2When(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "exhausted", rt.choose(ctx, theThis)) === 0;
}

/**
 * whenever attacked on this if exhausted of this == 0:
 *   strike attacker
 *   put 1 exhausted on this
 */
function orcGroupEffect2(rt: Rt, ctx: EffectContext): void {
  rt.verbs.strike(ctx, { hero: rt.choose(ctx, theAttacker) });
  rt.verbs.put(ctx, { amount: exhausted1, on: rt.choose(ctx, theThis) });
}

/** Orcs (enemy-group) */
export const orcGroup: EnemyGroupCard = {
  id: "orc-group",
  name: "Orcs",
  kind: "enemy-group",
  text: "Readied: provoked, it attacks the provoking hero (and is not exhausted by it); attacked, it counterattacks, then is exhausted. Activated: attacks a hero in its space, else advances 1 space toward the nearest hero and attacks if it reached one.",
  covers: ["ADV-06"],
  health: 5,
  attack: 2,
  moves: 1,
  behaviour: [
    {
      abilities: [
        {
          trigger: { kind: "play" },
          limits: [],
          costs: [],
          run: orcGroupBehaviour00,
          text: "strike nearest-hero",
        },
      ],
      modifiers: [],
      requires: orcGroupBehaviour0Requires,
    },
    {
      abilities: [
        {
          trigger: { kind: "play" },
          limits: [],
          costs: [],
          run: orcGroupBehaviour10,
          text: "approach moves of this spaces to nearest-hero\nif hero-here:\n  strike nearest-hero",
        },
      ],
      modifiers: [],
      requires: null,
    },
  ],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "activating",
          every: true,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: orcGroupEffect0,
        text: "whenever activating on this:\n  put 1 exhausted on this",
      },
      {
        trigger: {
          kind: "when",
          event: "provoked",
          every: true,
          args: { on: theThis },
          condition: orcGroupEffect1When,
        },
        limits: [],
        costs: [],
        run: orcGroupEffect1,
        text: "whenever provoked on this if exhausted of this == 0:\n  strike attacker",
      },
      {
        trigger: {
          kind: "when",
          event: "attacked",
          every: true,
          args: { on: theThis },
          condition: orcGroupEffect2When,
        },
        limits: [],
        costs: [],
        run: orcGroupEffect2,
        text: "whenever attacked on this if exhausted of this == 0:\n  strike attacker\n  put 1 exhausted on this",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** strike nearest-hero */
function goblinArchersBehaviour00(rt: Rt, ctx: EffectContext): void {
  rt.verbs.strike(ctx, { hero: rt.choose(ctx, theNearestHero) });
}

function goblinArchersBehaviour0Requires(rt: Rt, ctx: EffectContext): boolean {
  return rt.fact(ctx, "hero-here") || rt.fact(ctx, "hero-adjacent");
}

/** approach moves of this spaces to nearest-hero */
function goblinArchersBehaviour10(rt: Rt, ctx: EffectContext): void {
  rt.verbs.approach(ctx, {
    spaces: rt.cardField(ctx, "moves", rt.choose(ctx, theThis)),
    to: rt.choose(ctx, theNearestHero),
  });
}

/**
 * whenever activating on this:
 *   put 1 exhausted on this
 */
function goblinArchersEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.put(ctx, { amount: exhausted1, on: rt.choose(ctx, theThis) });
}

function goblinArchersEffect1When(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "exhausted", rt.choose(ctx, theThis)) === 0;
}

/**
 * whenever provoked on this if exhausted of this == 0:
 *   strike attacker
 */
function goblinArchersEffect1(rt: Rt, ctx: EffectContext): void {
  rt.verbs.strike(ctx, { hero: rt.choose(ctx, theAttacker) });
}

function goblinArchersEffect2When(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "exhausted", rt.choose(ctx, theThis)) === 0;
}

/**
 * whenever attacked on this if exhausted of this == 0:
 *   strike attacker
 *   put 1 exhausted on this
 */
function goblinArchersEffect2(rt: Rt, ctx: EffectContext): void {
  rt.verbs.strike(ctx, { hero: rt.choose(ctx, theAttacker) });
  rt.verbs.put(ctx, { amount: exhausted1, on: rt.choose(ctx, theThis) });
}

/** Goblin Archers (enemy-group) */
export const goblinArchers: EnemyGroupCard = {
  id: "goblin-archers",
  name: "Goblin Archers",
  kind: "enemy-group",
  text: "Readied: provoked, it attacks; attacked, it counterattacks, then is exhausted. Activated: shoots a hero in its space or an adjacent one, else advances 1 space toward the nearest hero.",
  covers: ["ADV-06"],
  health: 3,
  attack: 1,
  moves: 1,
  behaviour: [
    {
      abilities: [
        {
          trigger: { kind: "play" },
          limits: [],
          costs: [],
          run: goblinArchersBehaviour00,
          text: "strike nearest-hero",
        },
      ],
      modifiers: [],
      requires: goblinArchersBehaviour0Requires,
    },
    {
      abilities: [
        {
          trigger: { kind: "play" },
          limits: [],
          costs: [],
          run: goblinArchersBehaviour10,
          text: "approach moves of this spaces to nearest-hero",
        },
      ],
      modifiers: [],
      requires: null,
    },
  ],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "activating",
          every: true,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: goblinArchersEffect0,
        text: "whenever activating on this:\n  put 1 exhausted on this",
      },
      {
        trigger: {
          kind: "when",
          event: "provoked",
          every: true,
          args: { on: theThis },
          condition: goblinArchersEffect1When,
        },
        limits: [],
        costs: [],
        run: goblinArchersEffect1,
        text: "whenever provoked on this if exhausted of this == 0:\n  strike attacker",
      },
      {
        trigger: {
          kind: "when",
          event: "attacked",
          every: true,
          args: { on: theThis },
          condition: goblinArchersEffect2When,
        },
        limits: [],
        costs: [],
        run: goblinArchersEffect2,
        text: "whenever attacked on this if exhausted of this == 0:\n  strike attacker\n  put 1 exhausted on this",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** strike nearest-hero */
function wargPackBehaviour00(rt: Rt, ctx: EffectContext): void {
  rt.verbs.strike(ctx, { hero: rt.choose(ctx, theNearestHero) });
}

function wargPackBehaviour0Requires(rt: Rt, ctx: EffectContext): boolean {
  return rt.fact(ctx, "hero-here");
}

/**
 * approach 1 space to nearest-hero
 * strike nearest-hero
 */
function wargPackBehaviour10(rt: Rt, ctx: EffectContext): void {
  rt.verbs.approach(ctx, { spaces: 1, to: rt.choose(ctx, theNearestHero) });
  rt.verbs.strike(ctx, { hero: rt.choose(ctx, theNearestHero) });
}

function wargPackBehaviour1Requires(rt: Rt, ctx: EffectContext): boolean {
  return rt.fact(ctx, "hero-adjacent");
}

/**
 * whenever activating on this:
 *   put 1 exhausted on this
 */
function wargPackEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.put(ctx, { amount: exhausted1, on: rt.choose(ctx, theThis) });
}

function wargPackEffect1When(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "exhausted", rt.choose(ctx, theThis)) === 0;
}

/**
 * whenever provoked on this if exhausted of this == 0:
 *   strike attacker
 */
function wargPackEffect1(rt: Rt, ctx: EffectContext): void {
  rt.verbs.strike(ctx, { hero: rt.choose(ctx, theAttacker) });
}

/**
 * whenever attacked on this:
 *   strike attacker
 *   put 1 exhausted on this
 */
function wargPackEffect2(rt: Rt, ctx: EffectContext): void {
  rt.verbs.strike(ctx, { hero: rt.choose(ctx, theAttacker) });
  rt.verbs.put(ctx, { amount: exhausted1, on: rt.choose(ctx, theThis) });
}

/** Warg Pack (enemy-group) */
export const wargPack: EnemyGroupCard = {
  id: "warg-pack",
  name: "Warg Pack",
  kind: "enemy-group",
  text: "Elite (wolf banner). Brutal 1: its attacks deal 1 more hit. Armored 1: each attack on it loses 1 hit. Provoked while readied, it attacks; attacked, it counterattacks even while exhausted. Activated: it guards its space: attacks a hero there, else a hero in an adjacent space (it leaps there), else it waits.",
  covers: ["ADV-06"],
  health: 9,
  attack: 2,
  moves: 2,
  banner: "wolf",
  traits: ["Elite", "Brutal 1", "Armored 1"],
  behaviour: [
    {
      abilities: [
        {
          trigger: { kind: "play" },
          limits: [],
          costs: [],
          run: wargPackBehaviour00,
          text: "strike nearest-hero",
        },
      ],
      modifiers: [],
      requires: wargPackBehaviour0Requires,
    },
    {
      abilities: [
        {
          trigger: { kind: "play" },
          limits: [],
          costs: [],
          run: wargPackBehaviour10,
          text: "approach 1 space to nearest-hero\nstrike nearest-hero",
        },
      ],
      modifiers: [],
      requires: wargPackBehaviour1Requires,
    },
    { abilities: [], modifiers: [], requires: null },
  ],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "activating",
          every: true,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: wargPackEffect0,
        text: "whenever activating on this:\n  put 1 exhausted on this",
      },
      {
        trigger: {
          kind: "when",
          event: "provoked",
          every: true,
          args: { on: theThis },
          condition: wargPackEffect1When,
        },
        limits: [],
        costs: [],
        run: wargPackEffect1,
        text: "whenever provoked on this if exhausted of this == 0:\n  strike attacker",
      },
      {
        trigger: {
          kind: "when",
          event: "attacked",
          every: true,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: wargPackEffect2,
        text: "whenever attacked on this:\n  strike attacker\n  put 1 exhausted on this",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
