import type { EffectContext } from "cardsmith/runtime/api";
import type { FactMeaning, GameRules, NounMeaning } from "cardsmith/runtime/core/rules";
import type { Rt } from "./vocabulary.ts";

/** Delay, after use: put N stun on this */
function delayAfterUse(rt: Rt, ctx: EffectContext, n: number): void {
  const v_N = n;
  rt.verbs.put(ctx, {
    amount: { amount: v_N, unit: "stun" },
    on: rt.choose(ctx, { noun: "this", determiner: null, filters: [] }),
  });
}

/** The teamup phase: if round > 1:   choose one:     each player:       gain 1 experience   or:     each player:       gain 1 gold if count monster > 0:   distribute monster-action-deck to monster-action-slot */
function teamupPhase(rt: Rt, ctx: EffectContext): void {
  if (rt.round(ctx) > 1) {
    switch (rt.chooseOption(ctx, ["each player: gain 1 experience", "each player: gain 1 gold"])) {
      case 0: {
        rt.eachPlayer(ctx, { noun: "player", determiner: "each", filters: [] }, (ctx) => {
          rt.verbs.gain(ctx, { amount: { amount: 1, unit: "experience" } });
        });
        break;
      }
      case 1: {
        rt.eachPlayer(ctx, { noun: "player", determiner: "each", filters: [] }, (ctx) => {
          rt.verbs.gain(ctx, { amount: { amount: 1, unit: "gold" } });
        });
        break;
      }
    }
  }
  if (rt.count(ctx, { noun: "monster", determiner: null, filters: [] }) > 0) {
    rt.verbs.distribute(ctx, { from: "monster-action-deck", to: "monster-action-slot" });
  }
}

/** The plan phase: each player:   draw 2 + level of the monster cards */
function planPhase(rt: Rt, ctx: EffectContext): void {
  rt.eachPlayer(ctx, { noun: "player", determiner: "each", filters: [] }, (ctx) => {
    rt.verbs.draw(ctx, {
      count: {
        amount:
          2 +
          rt.cardField(
            ctx,
            "level",
            rt.choose(ctx, { noun: "monster", determiner: "the", filters: [] }),
          ),
        unit: "cards",
      },
    });
  });
}

/** The cleanup phase: each player:   move each card without stun in your stunned-area to current-deck   move each card with stun in your combat-field to stunned-area   move each card in your combat-field to current-deck   remove 1 stun from each card with stun in your stunned-area   move each card in your hand to current-deck   move each card in your monster-action-revealed to monster-action-discard */
function cleanupPhase(rt: Rt, ctx: EffectContext): void {
  rt.eachPlayer(ctx, { noun: "player", determiner: "each", filters: [] }, (ctx) => {
    for (const card of rt.select(ctx, {
      noun: "card",
      determiner: "each",
      filters: [{ without: "stun" }, { in: "stunned-area", owner: "your" }],
    })) {
      rt.verbs.move(ctx, { card: card, to: "current-deck" });
    }
    for (const card_2 of rt.select(ctx, {
      noun: "card",
      determiner: "each",
      filters: [{ with: "stun" }, { in: "combat-field", owner: "your" }],
    })) {
      rt.verbs.move(ctx, { card: card_2, to: "stunned-area" });
    }
    for (const card_3 of rt.select(ctx, {
      noun: "card",
      determiner: "each",
      filters: [{ in: "combat-field", owner: "your" }],
    })) {
      rt.verbs.move(ctx, { card: card_3, to: "current-deck" });
    }
    for (const card_4 of rt.select(ctx, {
      noun: "card",
      determiner: "each",
      filters: [{ with: "stun" }, { in: "stunned-area", owner: "your" }],
    })) {
      rt.verbs.remove(ctx, { amount: { amount: 1, unit: "stun" }, from: card_4 });
    }
    for (const card_5 of rt.select(ctx, {
      noun: "card",
      determiner: "each",
      filters: [{ in: "hand", owner: "your" }],
    })) {
      rt.verbs.move(ctx, { card: card_5, to: "current-deck" });
    }
    for (const card_6 of rt.select(ctx, {
      noun: "card",
      determiner: "each",
      filters: [{ in: "monster-action-revealed", owner: "your" }],
    })) {
      rt.verbs.move(ctx, { card: card_6, to: "monster-action-discard" });
    }
  });
}

/** hero, when defeated: if count instigator == 0:   each opponent:     gain 1 gold else:   if instigator is opponent:     gain 1 experience to instigator     gain 1 gold to instigator */
function heroDefeated(rt: Rt, ctx: EffectContext): void {
  if (rt.count(ctx, { noun: "instigator", determiner: null, filters: [] }) === 0) {
    rt.eachPlayer(ctx, { noun: "opponent", determiner: "each", filters: [] }, (ctx) => {
      rt.verbs.gain(ctx, { amount: { amount: 1, unit: "gold" } });
    });
  } else {
    if (
      rt.is(ctx, rt.choose(ctx, { noun: "instigator", determiner: null, filters: [] }), "opponent")
    ) {
      rt.verbs.gain(ctx, {
        amount: { amount: 1, unit: "experience" },
        to: rt.choose(ctx, { noun: "instigator", determiner: null, filters: [] }),
      });
      rt.verbs.gain(ctx, {
        amount: { amount: 1, unit: "gold" },
        to: rt.choose(ctx, { noun: "instigator", determiner: null, filters: [] }),
      });
    }
  }
}

/** monster, when defeated: move each card in the monster-action-slot to monster-action-discard */
function monsterDefeated(rt: Rt, ctx: EffectContext): void {
  for (const card of rt.select(ctx, {
    noun: "card",
    determiner: "each",
    filters: [{ in: "monster-action-slot", owner: "the" }],
  })) {
    rt.verbs.move(ctx, { card: card, to: "monster-action-discard" });
  }
}

/** How many cards hand holds: level of the monster by range */
function handCapacity(rt: Rt, ctx: EffectContext): number {
  const value = rt.cardField(
    ctx,
    "level",
    rt.choose(ctx, { noun: "monster", determiner: "the", filters: [] }),
  );
  if (value === 1) return 3;
  if (value === 2) return 4;
  if (value === 3) return 5;
  return 0;
}

/** The rules of Shadows: Heroes & Monsters as data, run by the engine in runtime/core/. */
export const RULES: GameRules<Rt> = {
  game: "shadows",
  zones: [
    {
      name: "hand",
      live: false,
      perPlayer: true,
      atMost: [{ of: null, count: handCapacity }],
      overflow: { verb: "discard", param: "card" },
    },
    { name: "current-deck", live: false, perPlayer: true },
    { name: "library", live: false, perPlayer: true },
    { name: "station-field", live: true, perPlayer: true },
    { name: "combat-field", live: true, perPlayer: true },
    { name: "stunned-area", live: true, perPlayer: true },
    {
      name: "inventory",
      live: true,
      perPlayer: true,
      atMost: [{ of: "Restricted", count: 1 }],
      overflow: { verb: "discard", param: "card" },
    },
    { name: "market", live: false, perPlayer: false },
    { name: "item-deck", live: false, perPlayer: false, refillsFrom: "item-discard" },
    { name: "item-discard", live: false, perPlayer: false },
    {
      name: "monster-action-deck",
      live: false,
      perPlayer: false,
      refillsFrom: "monster-action-discard",
    },
    { name: "monster-action-discard", live: false, perPlayer: false },
    { name: "box", live: false, perPlayer: false },
    { name: "monster-action-slot", live: false, perPlayer: true },
    { name: "monster-action-revealed", live: false, perPlayer: true },
    { name: "monster-stack", live: false, perPlayer: false },
    { name: "monster", live: false, perPlayer: false },
    { name: "monster-creature", live: true, perPlayer: false },
    { name: "trophies", live: false, perPlayer: true },
    { name: "mission", live: false, perPlayer: true },
    { name: "status", live: true, perPlayer: true },
    { name: "bounty-supply", live: false, perPlayer: false },
    { name: "unused", live: false, perPlayer: false },
  ],
  clearOnMove: ["damage"],
  events: [
    {
      name: "attacked",
      respondable: true,
      raisedBy: ["attack", "attack-many"],
      args: ["on", "by"],
      payload: ["amount"],
      damage: { amount: "amount", to: "on" },
      says: "{by} attacks {on} for {amount}",
    },
    {
      name: "predict",
      respondable: true,
      raisedBy: ["predict"],
      args: ["on", "by"],
      payload: [],
      says: "{by} uses a Predict on {on}",
    },
    {
      name: "spell",
      respondable: true,
      raisedBy: ["Spell"],
      args: ["on", "by"],
      payload: [],
      says: "{by} uses a Spell on {on}",
    },
    {
      name: "predict-used",
      respondable: false,
      raisedBy: ["predict"],
      args: ["by"],
      payload: ["predicted"],
    },
    {
      name: "attack-damage-taken",
      respondable: false,
      raisedBy: ["attack", "attack-many"],
      args: ["on", "by"],
      payload: ["amount", "responded", "shields-used"],
    },
    {
      name: "knocked-down",
      respondable: false,
      raisedBy: ["attack", "attack-many", "deal", "lose"],
      args: ["on", "by"],
      payload: [],
    },
    { name: "discarded", respondable: false, raisedBy: ["discard"], args: ["by"], payload: [] },
    { name: "played", respondable: false, raisedBy: ["initiative"], args: ["by"], payload: [] },
    {
      name: "monster-defeated",
      respondable: false,
      raisedBy: ["attack", "attack-many", "deal", "lose"],
      args: ["by"],
      payload: [],
    },
    {
      name: "icon",
      respondable: false,
      raisedBy: ["reveal-monster-actions", "reveal", "attack", "attack-many"],
      args: ["on"],
      payload: [],
    },
    { name: "condition-met", respondable: false, raisedBy: ["remove"], args: [], payload: [] },
  ],
  nouns: Object.assign(Object.create(null) as Record<string, NounMeaning>, {
    target: { kind: "enemies" },
    targets: { kind: "plural", of: "target" },
    ally: { kind: "allies" },
    allies: { kind: "plural", of: "ally" },
    hero: { kind: "entities", type: "hero" },
    heroes: { kind: "plural", of: "hero" },
    opponent: { kind: "opponents" },
    opponents: { kind: "opponents" },
    player: { kind: "players" },
    players: { kind: "players" },
    you: { kind: "you" },
    monster: { kind: "entities", type: "monster" },
    creature: { kind: "entities", type: "creature" },
    attacker: { kind: "event", arg: "by" },
    this: { kind: "this" },
    card: { kind: "cards", zones: ["hand", "station-field", "combat-field", "inventory"] },
    cards: { kind: "plural", of: "card" },
    item: { kind: "hook" },
    items: { kind: "plural", of: "item" },
    it: { kind: "event", arg: "on" },
    "predicted-hero": { kind: "hook" },
    challenger: { kind: "hook" },
    instigator: { kind: "controller", arg: "by" },
    user: { kind: "controller", arg: "by" },
  }),
  verbs: Object.assign(Object.create(null) as Record<string, string>, {
    attack: "hook",
    "attack-many": "hook",
    deal: "damage",
    lose: "lose-health",
    block: "hook",
    redirect: "redirect",
    recover: "recover",
    gain: "gain",
    spend: "spend",
    put: "put-counters",
    remove: "hook",
    distribute: "distribute",
    move: "move",
    flip: "hook",
    discard: "hook",
    destroy: "hook",
    draw: "hook",
    equip: "hook",
    replace: "hook",
    summon: "summon",
    attach: "attach",
    predict: "hook",
    advance: "hook",
    reveal: "hook",
    study: "hook",
  }),
  facts: Object.assign(Object.create(null) as Record<string, FactMeaning<Rt>>, {
    responded: { kind: "payload" },
    "lost-health": { kind: "lost-health" },
    "used-as-response": { kind: "used-as-response" },
    predicted: { kind: "payload" },
    "knocked-down": { kind: "defeated", class: "hero" },
    "shields-used": { kind: "absorbed" },
    defeated: { kind: "defeated", class: "monster" },
  }),
  steps: [
    {
      name: "initiative",
      phase: "combat",
      numbers: [1, 2, 3, 4, 5, 6],
      playersAct: [1, 2, 4, 5, 6],
      passive: [0],
      cardField: "initiative",
      playFrom: "hand",
      procedures: { 3: "reveal-monster-actions" },
    },
  ],
  traits: [
    {
      name: "Attack",
      playedTo: null,
      repeat: true,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: true,
    },
    {
      name: "Attack-Standalone",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: true,
    },
    {
      name: "Response",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: true,
    },
    {
      name: "Predict",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: true,
    },
    {
      name: "Spell",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: true,
    },
    {
      name: "Self",
      playedTo: "station-field",
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: false,
    },
    {
      name: "Creature",
      playedTo: "station-field",
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: true,
    },
    {
      name: "Object",
      playedTo: "station-field",
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: true,
    },
    {
      name: "Attachment",
      playedTo: "station-field",
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: true,
    },
    {
      name: "StartSide",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: true,
    },
    {
      name: "BackSide",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: true,
    },
    {
      name: "Restricted",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: false,
    },
    {
      name: "Auto",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: true,
    },
    {
      name: "Once-Round",
      playedTo: null,
      repeat: false,
      limits: [{ count: 1, per: "round" }],
      usedGoesTo: null,
      afterUse: null,
      hook: false,
    },
    {
      name: "Twice-Round",
      playedTo: null,
      repeat: false,
      limits: [{ count: 2, per: "round" }],
      usedGoesTo: null,
      afterUse: null,
      hook: false,
    },
    {
      name: "One-Time",
      playedTo: null,
      repeat: false,
      limits: [{ count: 1, per: "game" }],
      usedGoesTo: "box",
      afterUse: null,
      hook: false,
    },
    {
      name: "Times",
      playedTo: null,
      repeat: false,
      limits: [{ count: "N", per: "game" }],
      usedGoesTo: null,
      afterUse: null,
      hook: false,
    },
    {
      name: "Delay",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: delayAfterUse,
      hook: false,
    },
    {
      name: "Invincible",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      immune: true,
      hook: false,
    },
    {
      name: "Basic",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: true,
    },
  ],
  phases: [
    { name: "teamup", hook: null, step: null, effect: teamupPhase },
    { name: "plan", hook: null, step: null, effect: planPhase },
    { name: "combat", hook: null, step: "initiative", effect: null },
    { name: "buildup", hook: "buildup", step: null, effect: null },
    { name: "cleanup", hook: null, step: null, effect: cleanupPhase },
    { name: "refresh", hook: "refresh", step: null, effect: null },
  ],
  turnOrder: "from-leader",
  responses: { from: ["hand", "station-field", "combat-field"], stack: false },
  end: { phase: "cleanup", edge: "start", hook: "end" },
  procedureHooks: ["setup", "buildup", "refresh", "reveal-monster-actions", "end", "score"],
  playedTo: "combat-field",
  types: Object.assign(Object.create(null) as Record<string, string | null>, {
    entity: null,
    hero: "entity",
    monster: "entity",
    creature: "entity",
    object: "entity",
    player: null,
    card: null,
  }),
  entities: [
    {
      name: "hero",
      type: "hero",
      avatar: "hero",
      zones: [],
      traits: [],
      controlled: true,
      named: null,
      health: "health",
      signature: "hero",
      stats: { field: "stats", plus: ["inventory"] },
      perPlayerDamage: false,
      defeated: {
        says: "KnockedDown",
        event: { name: "knocked-down", on: true, by: "entity" },
        goesTo: null,
        reward: null,
        then: heroDefeated,
        with: [],
        hook: true,
        recover: true,
      },
    },
    {
      name: "creature",
      type: "creature",
      avatar: null,
      zones: ["station-field"],
      traits: ["Creature"],
      controlled: true,
      named: null,
      health: "health",
      stats: null,
      perPlayerDamage: false,
      defeated: {
        says: "defeated",
        event: null,
        goesTo: { zone: "current-deck", perPlayer: true },
        reward: null,
        then: null,
        with: [],
        hook: true,
        recover: false,
      },
    },
    {
      name: "object",
      type: "object",
      avatar: null,
      zones: ["station-field"],
      traits: ["Object"],
      controlled: true,
      named: null,
      health: "health",
      stats: null,
      perPlayerDamage: false,
      defeated: {
        says: "defeated",
        event: null,
        goesTo: { zone: "current-deck", perPlayer: true },
        reward: null,
        then: null,
        with: [],
        hook: true,
        recover: false,
      },
    },
    {
      name: "monster",
      type: "monster",
      avatar: null,
      zones: ["monster"],
      kinds: ["monster"],
      traits: [],
      controlled: false,
      named: "the Monster",
      health: "health",
      stats: null,
      perPlayerDamage: true,
      defeated: {
        says: "defeated",
        event: { name: "monster-defeated", on: false, by: "player" },
        goesTo: { zone: "trophies", perPlayer: true },
        reward: "reward",
        then: monsterDefeated,
        with: ["monster-creature"],
        hook: true,
        recover: false,
      },
    },
    {
      name: "monster-creature",
      type: "creature",
      avatar: null,
      zones: ["monster-creature"],
      kinds: ["monster-creature"],
      traits: [],
      controlled: false,
      named: null,
      health: "health",
      stats: null,
      perPlayerDamage: false,
      defeated: {
        says: "defeated",
        event: null,
        goesTo: { zone: "unused", perPlayer: false },
        reward: "reward",
        then: null,
        with: [],
        hook: false,
        recover: false,
      },
    },
  ],
  damage: {
    counter: "damage",
    absorb: {
      field: "shield",
      zones: ["station-field", "combat-field", "inventory", "status"],
      unit: "shield",
      name: "Shield Point",
    },
  },
};
