import { quotient } from "cardsmith/runtime/api";
import type { Cost, EffectContext } from "cardsmith/runtime/api";
import type {
  ContestRule,
  FactMeaning,
  GameRules,
  MapStat,
  MoveAdviceRule,
  NounMeaning,
  ResourceBar,
  TraitDeck,
  VerbContest,
  VerbEvent,
  VerbSale,
  VerbTakes,
} from "cardsmith/runtime/core/rules";
import type { Rt } from "./vocabulary.ts";

/** The production phase: gain 6 gold gain 2 * count your locations with Castle gold gain 2 mana keep Face = 0 choose one:   set Face = roll d6 or:   pay 3 gold:     choose one:       set Face = 4     or:       set Face = 5     or:       set Face = 6 if Face == 3:   choose one:     set Face = 3   or:     set Face = roll d6 if Face == 4:   put 1 crystal-here on each location with Mine with Green if Face == 5:   put 1 crystal-here on each location with Mine with Yellow if Face == 6:   put 1 crystal-here on each location with Mine with Red   put 1 crystal-here on each location with Mine with Purple if Face >= 4:   each previous-player:     put 1 relic-here on a location with Relic without relic-here if Face >= 5:   each previous-player:     put 1 relic-here on a location with Relic without relic-here */
function productionPhase(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: { amount: 6, unit: "gold" } });
  rt.verbs.gain(ctx, {
    amount: {
      amount:
        2 * rt.count(ctx, { noun: "locations", determiner: "your", filters: [{ with: "Castle" }] }),
      unit: "gold",
    },
  });
  rt.verbs.gain(ctx, { amount: { amount: 2, unit: "mana" } });
  const k_Face = rt.keep(ctx, "Face@71", () => 0);
  const pay: readonly Cost<Rt>[] = [{ kind: "pay", amount: 3, unit: "gold" }];
  switch (
    rt.chooseOption(
      ctx,
      [
        "set Face = roll d6",
        "pay 3 gold: choose one: set Face = 4; or: set Face = 5; or: set Face = 6",
      ],
      [null, pay],
    )
  ) {
    case 0: {
      k_Face.value = rt.roll(ctx, 1, 6);
      break;
    }
    case 1: {
      if (rt.pay(ctx, pay, "pay 3 gold")) {
        switch (rt.chooseOption(ctx, ["set Face = 4", "set Face = 5", "set Face = 6"])) {
          case 0: {
            k_Face.value = 4;
            break;
          }
          case 1: {
            k_Face.value = 5;
            break;
          }
          case 2: {
            k_Face.value = 6;
            break;
          }
        }
      }
      break;
    }
  }
  if (k_Face.value === 3) {
    switch (rt.chooseOption(ctx, ["set Face = 3", "set Face = roll d6"])) {
      case 0: {
        k_Face.value = 3;
        break;
      }
      case 1: {
        k_Face.value = rt.roll(ctx, 1, 6);
        break;
      }
    }
  }
  if (k_Face.value === 4) {
    for (const location of rt.select(ctx, {
      noun: "location",
      determiner: "each",
      filters: [{ with: "Mine" }, { with: "Green" }],
    })) {
      rt.verbs.put(ctx, { amount: { amount: 1, unit: "crystal-here" }, on: location });
    }
  }
  if (k_Face.value === 5) {
    for (const location_2 of rt.select(ctx, {
      noun: "location",
      determiner: "each",
      filters: [{ with: "Mine" }, { with: "Yellow" }],
    })) {
      rt.verbs.put(ctx, { amount: { amount: 1, unit: "crystal-here" }, on: location_2 });
    }
  }
  if (k_Face.value === 6) {
    for (const location_3 of rt.select(ctx, {
      noun: "location",
      determiner: "each",
      filters: [{ with: "Mine" }, { with: "Red" }],
    })) {
      rt.verbs.put(ctx, { amount: { amount: 1, unit: "crystal-here" }, on: location_3 });
    }
    for (const location_4 of rt.select(ctx, {
      noun: "location",
      determiner: "each",
      filters: [{ with: "Mine" }, { with: "Purple" }],
    })) {
      rt.verbs.put(ctx, { amount: { amount: 1, unit: "crystal-here" }, on: location_4 });
    }
  }
  if (k_Face.value >= 4) {
    rt.eachPlayer(ctx, { noun: "previous-player", determiner: "each", filters: [] }, (ctx) => {
      rt.verbs.put(ctx, {
        amount: { amount: 1, unit: "relic-here" },
        on: rt.choose(ctx, {
          noun: "location",
          determiner: "a",
          filters: [{ with: "Relic" }, { without: "relic-here" }],
        }),
      });
    });
  }
  if (k_Face.value >= 5) {
    rt.eachPlayer(ctx, { noun: "previous-player", determiner: "each", filters: [] }, (ctx) => {
      rt.verbs.put(ctx, {
        amount: { amount: 1, unit: "relic-here" },
        on: rt.choose(ctx, {
          noun: "location",
          determiner: "a",
          filters: [{ with: "Relic" }, { without: "relic-here" }],
        }),
      });
    });
  }
}

/** The shadow phase: if solo or cooperative:   keep Roll = 0   set Roll = roll d6   each shadow-target:     if Roll <= 3:       activate the black-chance     if Roll >= 4 and Roll <= 5:       activate the green-yellow-chance     if Roll == 6:       activate the red-purple-chance     if shadow-power of the shadow >= 9:       draw 1 card from darkness-deck       each shadow:         spend shadow-power shadow-power       gain 1 curse       play each card with darkness-card in your hand   draw 1 card from event-deck into chance-track */
function shadowPhase(rt: Rt, ctx: EffectContext): void {
  if (rt.fact(ctx, "solo") || rt.fact(ctx, "cooperative")) {
    const k_Roll = rt.keep(ctx, "Roll@26", () => 0);
    k_Roll.value = rt.roll(ctx, 1, 6);
    rt.eachPlayer(ctx, { noun: "shadow-target", determiner: "each", filters: [] }, (ctx) => {
      if (k_Roll.value <= 3) {
        rt.verbs.activate(ctx, {
          card: rt.choose(ctx, { noun: "black-chance", determiner: "the", filters: [] }),
        });
      }
      if (k_Roll.value >= 4 && k_Roll.value <= 5) {
        rt.verbs.activate(ctx, {
          card: rt.choose(ctx, { noun: "green-yellow-chance", determiner: "the", filters: [] }),
        });
      }
      if (k_Roll.value === 6) {
        rt.verbs.activate(ctx, {
          card: rt.choose(ctx, { noun: "red-purple-chance", determiner: "the", filters: [] }),
        });
      }
      if (
        rt.property(
          ctx,
          "shadow-power",
          rt.choose(ctx, { noun: "shadow", determiner: "the", filters: [] }),
        ) >= 9
      ) {
        rt.verbs.draw(ctx, { count: 1, from: "darkness-deck" });
        rt.eachPlayer(ctx, { noun: "shadow", determiner: "each", filters: [] }, (ctx) => {
          rt.verbs.spend(ctx, {
            amount: { amount: rt.property(ctx, "shadow-power", null), unit: "shadow-power" },
          });
        });
        rt.verbs.gain(ctx, { amount: { amount: 1, unit: "curse" } });
        for (const card of rt.select(ctx, {
          noun: "card",
          determiner: "each",
          filters: [{ with: "darkness-card" }, { in: "hand", owner: "your" }],
        })) {
          rt.verbs.play(ctx, { card: card });
        }
      }
    });
    rt.verbs.draw(ctx, { count: 1, from: "event-deck", into: "chance-track" });
  }
}

/** The setup phase: put 1 relic-here on each location with Relic put 1 crystal-here on each location with Mine if solo or cooperative:   gain 1 green-crystal to the shadow   gain 1 yellow-crystal to the shadow   gain 1 red-crystal to the shadow   gain 2 relics to the shadow   draw 3 cards from event-deck into chance-track if cooperative:   draw 1 card from extension-deck into barrier-extension each clan-player:   draw 1 card from battle-deck   draw 1 card from action-deck   draw 1 card from quest-deck */
function setupPhase(rt: Rt, ctx: EffectContext): void {
  for (const location of rt.select(ctx, {
    noun: "location",
    determiner: "each",
    filters: [{ with: "Relic" }],
  })) {
    rt.verbs.put(ctx, { amount: { amount: 1, unit: "relic-here" }, on: location });
  }
  for (const location_2 of rt.select(ctx, {
    noun: "location",
    determiner: "each",
    filters: [{ with: "Mine" }],
  })) {
    rt.verbs.put(ctx, { amount: { amount: 1, unit: "crystal-here" }, on: location_2 });
  }
  if (rt.fact(ctx, "solo") || rt.fact(ctx, "cooperative")) {
    rt.verbs.gain(ctx, {
      amount: { amount: 1, unit: "green-crystal" },
      to: rt.choose(ctx, { noun: "shadow", determiner: "the", filters: [] }),
    });
    rt.verbs.gain(ctx, {
      amount: { amount: 1, unit: "yellow-crystal" },
      to: rt.choose(ctx, { noun: "shadow", determiner: "the", filters: [] }),
    });
    rt.verbs.gain(ctx, {
      amount: { amount: 1, unit: "red-crystal" },
      to: rt.choose(ctx, { noun: "shadow", determiner: "the", filters: [] }),
    });
    rt.verbs.gain(ctx, {
      amount: { amount: 2, unit: "relics" },
      to: rt.choose(ctx, { noun: "shadow", determiner: "the", filters: [] }),
    });
    rt.verbs.draw(ctx, { count: 3, from: "event-deck", into: "chance-track" });
  }
  if (rt.fact(ctx, "cooperative")) {
    rt.verbs.draw(ctx, { count: 1, from: "extension-deck", into: "barrier-extension" });
  }
  rt.eachPlayer(ctx, { noun: "clan-player", determiner: "each", filters: [] }, (ctx) => {
    rt.verbs.draw(ctx, { count: 1, from: "battle-deck" });
    rt.verbs.draw(ctx, { count: 1, from: "action-deck" });
    rt.verbs.draw(ctx, { count: 1, from: "quest-deck" });
  });
}

/** How many cards battle holds: hp by range */
function battleCapacity(rt: Rt, ctx: EffectContext): number {
  const value = rt.property(ctx, "hp", null);
  if (value === 5) return 3;
  if (value >= 1 && value <= 2) return 1;
  if (value >= 3 && value <= 4) return 2;
  return 0;
}

/** The fact stranded: outer-dimension >= 2 */
function strandedFact(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "outer-dimension", null) >= 2;
}

/** The fact battle-ahead: count defender > 0 or siege-ahead */
function battleAheadFact(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.count(ctx, { noun: "defender", determiner: null, filters: [] }) > 0 ||
    rt.fact(ctx, "siege-ahead")
  );
}

/** The fact siege-ahead: destination is rival-capital */
function siegeAheadFact(rt: Rt, ctx: EffectContext): boolean {
  return rt.is(
    ctx,
    rt.choose(ctx, { noun: "destination", determiner: null, filters: [] }),
    "rival-capital",
  );
}

/** The fact fought-this-turn: count fought-destination > 0 or count fought-defender > 0 */
function foughtThisTurnFact(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.count(ctx, { noun: "fought-destination", determiner: null, filters: [] }) > 0 ||
    rt.count(ctx, { noun: "fought-defender", determiner: null, filters: [] }) > 0
  );
}

/** The fact capital-guarded: siege-ahead and count hero-at-destination > 0 */
function capitalGuardedFact(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.fact(ctx, "siege-ahead") &&
    rt.count(ctx, { noun: "hero-at-destination", determiner: null, filters: [] }) > 0
  );
}

/** The fact too-weak: hp <= 1 and not destination is barrier */
function tooWeakFact(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "hp", null) <= 1 &&
    !rt.is(ctx, rt.choose(ctx, { noun: "destination", determiner: null, filters: [] }), "barrier")
  );
}

/** The fact battle-barred: battle-ahead and (fought-this-turn or capital-guarded or too-weak) */
function battleBarredFact(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.fact(ctx, "battle-ahead") &&
    (rt.fact(ctx, "fought-this-turn") ||
      rt.fact(ctx, "capital-guarded") ||
      rt.fact(ctx, "too-weak"))
  );
}

/** The fact capture-too-dear: destination is enemy-location and hp <= capture-hp of destination */
function captureTooDearFact(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.is(
      ctx,
      rt.choose(ctx, { noun: "destination", determiner: null, filters: [] }),
      "enemy-location",
    ) &&
    rt.property(ctx, "hp", null) <=
      rt.cardField(
        ctx,
        "capture-hp",
        rt.choose(ctx, { noun: "destination", determiner: null, filters: [] }),
      )
  );
}

/** The fact rich: gold >= 8 */
function richFact(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "gold", null) >= 8;
}

/** The fact cursed: curse > 2 */
function cursedFact(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "curse", null) > 2;
}

/** The fact needs-healing: hp <= 2 or hp < 5 and dimara-ready-healed */
function needsHealingFact(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "hp", null) <= 2 ||
    (rt.property(ctx, "hp", null) < 5 && rt.fact(ctx, "dimara-ready-healed"))
  );
}

/** The fact altar-pays: gold >= 5 and shadow-power of first-player >= 5 */
function altarPaysFact(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "gold", null) >= 5 &&
    rt.property(
      ctx,
      "shadow-power",
      rt.choose(ctx, { noun: "first-player", determiner: null, filters: [] }),
    ) >= 5
  );
}

/** The rules of Legacy of Thracks: The Awakening as data, run by the engine in runtime/core/. */
/** Advice on hero, place row 3: dimara-ready */
function heroPlace3If(rt: Rt, ctx: EffectContext): boolean {
  return rt.fact(ctx, "dimara-ready");
}

/** Advice on hero, place row 5: needs-healing */
function heroPlace5If(rt: Rt, ctx: EffectContext): boolean {
  return rt.fact(ctx, "needs-healing");
}

/** Advice on hero, place row 6: needs-healing and yours */
function heroPlace6If(rt: Rt, ctx: EffectContext): boolean {
  return rt.fact(ctx, "needs-healing") && rt.fact(ctx, "yours");
}

/** Advice on hero, place row 7: needs-healing */
function heroPlace7If(rt: Rt, ctx: EffectContext): boolean {
  return rt.fact(ctx, "needs-healing");
}

/** Advice on hero, place row 8: relic-here of this * (6 + min(4, relics)) */
function heroPlace8Worth(rt: Rt, ctx: EffectContext): number {
  return (
    rt.property(
      ctx,
      "relic-here",
      rt.choose(ctx, { noun: "this", determiner: null, filters: [] }),
    ) *
    (6 + Math.min(4, rt.property(ctx, "relics", null)))
  );
}

/** Advice on hero, place row 9: yours */
function heroPlace9If(rt: Rt, ctx: EffectContext): boolean {
  return rt.fact(ctx, "yours");
}

/** Advice on hero, place row 10: hp >= 3 and glory / 3 * 3 == glory */
function heroPlace10If(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "hp", null) >= 3 &&
    quotient(rt.property(ctx, "glory", null), 3) * 3 === rt.property(ctx, "glory", null)
  );
}

/** Advice on hero, place row 11: hp >= 3 */
function heroPlace11If(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "hp", null) >= 3;
}

/** Advice on hero, place row 12: hp >= 4 */
function heroPlace12If(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "hp", null) >= 4;
}

/** Advice on hero, place row 13: gold >= 4 */
function heroPlace13If(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "gold", null) >= 4;
}

/** Advice on hero, place row 14: gold >= 3 */
function heroPlace14If(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "gold", null) >= 3;
}

/** Advice on hero, place row 15: gold >= 5 */
function heroPlace15If(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "gold", null) >= 5;
}

/** Advice on lost-soul, place row 3: 3 * crystal-here of this */
function lostSoulPlace3Worth(rt: Rt, ctx: EffectContext): number {
  return (
    3 *
    rt.property(
      ctx,
      "crystal-here",
      rt.choose(ctx, { noun: "this", determiner: null, filters: [] }),
    )
  );
}

/** Advice on lost-soul, place row 4: yours */
function lostSoulPlace4If(rt: Rt, ctx: EffectContext): boolean {
  return rt.fact(ctx, "yours");
}

/** Advice on lost-soul, place row 5: gold >= 4 */
function lostSoulPlace5If(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "gold", null) >= 4;
}

/** Advice on lost-soul, place row 6: gold >= 3 */
function lostSoulPlace6If(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "gold", null) >= 3;
}

/** Advice on lost-soul, place row 7: gold >= 5 */
function lostSoulPlace7If(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "gold", null) >= 5;
}

export const RULES: GameRules<Rt> = {
  game: "legacy-of-thracks",
  zones: [
    { name: "board", live: true, perPlayer: false },
    { name: "barriers", live: false, perPlayer: false },
    { name: "routes", live: false, perPlayer: false },
    { name: "hand", live: false, perPlayer: true },
    {
      name: "battle",
      live: true,
      perPlayer: true,
      atMost: [{ of: null, count: battleCapacity }],
      overflow: { verb: "withhold", param: "card" },
    },
    { name: "battle-deck", live: false, perPlayer: false, refillsFrom: "battle-discard" },
    { name: "battle-discard", live: false, perPlayer: false },
    { name: "quest-deck", live: false, perPlayer: false, refillsFrom: "quest-discard" },
    { name: "quest-discard", live: false, perPlayer: false },
    { name: "action-deck", live: false, perPlayer: false, refillsFrom: "action-discard" },
    { name: "action-discard", live: false, perPlayer: false },
    { name: "bonus-deck", live: false, perPlayer: false, refillsFrom: "bonus-discard" },
    { name: "bonus-discard", live: false, perPlayer: false },
    { name: "advantage-deck", live: false, perPlayer: false },
    { name: "drawn", live: false, perPlayer: true },
    {
      name: "clan-sheet",
      live: true,
      perPlayer: true,
      startsWith: ["rule", "help-sheet", "shadow-sheet", "clan-hero", "skill"],
    },
    { name: "table-rules", live: true, perPlayer: false, startsWith: ["table-rule"] },
    { name: "advantages", live: true, perPlayer: true },
    { name: "event-deck", live: false, perPlayer: false, refillsFrom: "event-discard" },
    { name: "chance-track", live: true, perPlayer: false },
    { name: "event-discard", live: false, perPlayer: false },
    { name: "darkness-deck", live: false, perPlayer: false, refillsFrom: "darkness-discard" },
    { name: "darkness-discard", live: false, perPlayer: false },
    { name: "altar", live: true, perPlayer: false },
    { name: "extension-deck", live: false, perPlayer: false },
    { name: "barrier-extension", live: false, perPlayer: false },
    { name: "box", live: false, perPlayer: false },
  ],
  clearOnMove: [],
  events: [
    {
      name: "entered",
      respondable: false,
      raisedBy: ["action", "shadow"],
      args: ["on", "by"],
      payload: [],
    },
    {
      name: "arrives",
      respondable: false,
      raisedBy: ["action", "shadow"],
      args: ["on", "by"],
      payload: [],
    },
    {
      name: "travels",
      respondable: false,
      raisedBy: ["action"],
      args: ["by", "to"],
      payload: ["distance"],
    },
    { name: "turn-begins", respondable: false, raisedBy: ["action"], args: ["by"], payload: [] },
    { name: "turn-ends", respondable: false, raisedBy: ["action"], args: ["by"], payload: [] },
    {
      name: "won-battle",
      respondable: false,
      raisedBy: ["action", "shadow"],
      args: ["by", "against"],
      payload: ["duel"],
    },
    {
      name: "lost-battle",
      respondable: false,
      raisedBy: ["action", "shadow"],
      args: ["by", "against"],
      payload: ["duel"],
    },
    {
      name: "activated",
      respondable: false,
      raisedBy: ["activate"],
      args: ["on", "by"],
      payload: [],
    },
    {
      name: "glory-rises",
      respondable: false,
      raisedBy: ["glory"],
      args: ["by"],
      payload: ["was"],
    },
    {
      name: "shadow-arrives",
      respondable: false,
      raisedBy: ["shift", "approach", "withdraw"],
      args: ["on", "by"],
      payload: [],
    },
    {
      name: "shadow-attacks",
      respondable: false,
      raisedBy: ["shadow", "action"],
      args: ["on"],
      payload: [],
    },
    {
      name: "captured",
      respondable: false,
      raisedBy: ["capture"],
      args: ["on", "by"],
      payload: [],
    },
    {
      name: "shadow-power-rises",
      respondable: false,
      raisedBy: ["shadow-power"],
      args: ["by"],
      payload: ["was"],
    },
    {
      name: "sacrificed",
      respondable: false,
      raisedBy: ["sacrifices"],
      args: ["by"],
      payload: ["was"],
    },
    {
      name: "developed",
      respondable: false,
      raisedBy: ["hero-skill", "clan-skill"],
      args: ["by"],
      payload: ["was"],
    },
    {
      name: "found-relic",
      respondable: false,
      raisedBy: ["find", "steal", "loot", "action", "shadow"],
      args: ["by"],
      payload: [],
    },
  ],
  nouns: Object.assign(Object.create(null) as Record<string, NounMeaning>, {
    you: { kind: "you" },
    this: { kind: "this" },
    location: { kind: "places", held: null, traits: [] },
    locations: { kind: "plural", of: "location" },
    "battle-location": { kind: "hook" },
    "nearest-location": { kind: "nearest-place", traits: [] },
    portal: { kind: "hook" },
    "captured-castle": { kind: "places", held: "anyone", traits: ["Castle"] },
    "captured-castles": { kind: "plural", of: "captured-castle" },
    figure: { kind: "union", of: ["hero", "lost-soul"] },
    arrival: { kind: "event", arg: "on" },
    "first-player": { kind: "seats", which: "first" },
    rival: { kind: "players-on", arg: "on", rivals: true },
    destination: { kind: "event", arg: "to" },
    defender: { kind: "players-on", arg: "to", rivals: true },
    "hero-at-destination": { kind: "players-on", arg: "to", rivals: false },
    "fought-defender": { kind: "fought", period: "turn", of: "defender" },
    "fought-destination": { kind: "fought", period: "turn", of: "destination" },
    "rival-capital": { kind: "places", held: "rivals", traits: ["Capital"] },
    mover: { kind: "event", arg: "by" },
    foe: { kind: "event", arg: "against" },
    holder: { kind: "controller", arg: "on" },
    "enemy-location": { kind: "places", held: "others", traits: [] },
    barrier: {
      kind: "places",
      held: null,
      traits: [],
      kinds: ["barrier"],
      unmarked: true,
      fittingUsed: true,
    },
    "open-barriers": { kind: "plural", of: "barrier" },
    card: { kind: "cards", zones: ["hand"] },
    cards: { kind: "plural", of: "card" },
    "advantage-card": { kind: "hook" },
    hero: { kind: "figure-of", of: "everyone", type: "hero" },
    "hero-location": { kind: "figure-place" },
    "lost-soul": { kind: "hook" },
    opponent: { kind: "opponents" },
    opponents: { kind: "plural", of: "opponent" },
    "previous-player": { kind: "seats", which: "before-you" },
    "event-card": { kind: "event", arg: "on" },
    "black-chance": { kind: "slot", zone: "chance-track", place: 1 },
    "green-yellow-chance": { kind: "slot", zone: "chance-track", place: 2 },
    "red-purple-chance": { kind: "slot", zone: "chance-track", place: 3 },
    shadow: { kind: "seats", which: "taking-no-turns" },
    everyone: { kind: "seats", which: "all" },
    "clan-player": { kind: "seats", which: "taking-turns" },
    "shadow-hero": { kind: "figure-of", of: "shadow", type: "hero" },
    "shadow-target": { kind: "hook" },
  }),
  verbs: Object.assign(Object.create(null) as Record<string, string>, {
    draw: "take-top",
    move: "move",
    take: "take-card",
    withhold: "return-to-hand",
    remove: "remove-counters",
    use: "use",
    burn: "remove-counters",
    complete: "mark",
    gain: "gain",
    find: "gain",
    develop: "gain",
    spend: "spend",
    capture: "hold",
    build: "build-pieces",
    relocate: "move-pieces",
    send: "hook",
    shift: "step-to",
    approach: "step-toward",
    withdraw: "step-away",
    trade: "exchange",
    sell: "sell-cards",
    steal: "take-resources",
    forfeit: "take-resources",
    loot: "copy-resources",
    push: "retreat",
    spare: "spare-draws",
    "call-off": "step-aside",
    put: "put-counters",
    activate: "announce",
    play: "play",
    duel: "contest",
    defend: "contest",
    besiege: "contest",
    attack: "hook",
    lose: "unmark",
  }),
  verbEvents: Object.assign(Object.create(null) as Record<string, VerbEvent>, {
    find: { event: "found-relic", on: null },
    capture: { event: "captured", on: "place" },
    activate: { event: "activated", on: "card" },
  }),
  resourceRises: Object.assign(Object.create(null) as Record<string, string>, {
    glory: "glory-rises",
    "shadow-power": "shadow-power-rises",
    sacrifices: "sacrificed",
    "hero-skill": "developed",
    "clan-skill": "developed",
  }),
  resourceBars: Object.assign(Object.create(null) as Record<string, ResourceBar>, {
    curse: { onto: "Dimara", above: 2 },
  }),
  resourceWorths: Object.assign(Object.create(null) as Record<string, number>, {
    gold: 1.2,
    mana: 0,
    relics: 2,
    "purple-crystal": 3,
  }),
  resourceStandIns: Object.assign(Object.create(null) as Record<string, readonly string[]>, {
    "purple-crystal": ["green-crystal", "yellow-crystal", "red-crystal"],
  }),
  resourceFits: Object.assign(Object.create(null) as Record<string, readonly string[]>, {
    "green-crystal": ["Green", "White"],
    "yellow-crystal": ["Yellow", "White"],
    "red-crystal": ["Red", "White"],
    "purple-crystal": ["Purple", "White"],
  }),
  traitDecks: Object.assign(Object.create(null) as Record<string, TraitDeck>, {
    "action-deck": { mimic: "Shadow", modes: ["shadow"] },
  }),
  statMeanings: Object.assign(Object.create(null) as Record<string, MapStat>, {
    "route-roads": "pieces-on-way",
    distance: "steps-from-you",
    roads: "pieces",
    "barrier-points": "marked-sum vp",
  }),
  verbSales: Object.assign(Object.create(null) as Record<string, VerbSale>, {
    sell: { price: 1, currency: "gold", atMost: 3, per: "turn" },
  }),
  verbTakes: Object.assign(Object.create(null) as Record<string, VerbTakes>, {
    steal: {
      resources: ["purple-crystal", "red-crystal", "yellow-crystal", "green-crystal", "relics"],
      raises: Object.assign(Object.create(null) as Record<string, string>, {
        relics: "found-relic",
      }),
    },
    forfeit: {
      resources: ["purple-crystal", "red-crystal", "yellow-crystal", "green-crystal", "relics"],
      raises: Object.assign(Object.create(null) as Record<string, string>, {}),
    },
    loot: {
      resources: ["purple-crystal", "red-crystal", "yellow-crystal", "green-crystal", "relics"],
      raises: Object.assign(Object.create(null) as Record<string, string>, {
        relics: "found-relic",
      }),
    },
  }),
  verbContests: Object.assign(Object.create(null) as Record<string, VerbContest>, {
    duel: {
      contest: "battle",
      says: "a duel",
      payload: Object.assign(Object.create(null) as Record<string, boolean | number>, {
        duel: true,
      }),
      atOnce: null,
      once: { per: "turn", on: "against" as const },
    },
    defend: {
      contest: "battle",
      says: "a duel",
      payload: Object.assign(Object.create(null) as Record<string, boolean | number>, {
        duel: true,
      }),
      atOnce: "defends their own Capital and wins at once",
      once: { per: "turn", on: "against" as const },
    },
    besiege: {
      contest: "battle",
      says: "a siege",
      payload: Object.assign(Object.create(null) as Record<string, boolean | number>, {
        duel: false,
      }),
      atOnce: null,
      once: { per: "turn", on: "at" as const },
    },
  }),
  facts: Object.assign(Object.create(null) as Record<string, FactMeaning<Rt>>, {
    duel: { kind: "payload" },
    yours: { kind: "held-by", held: "you" },
    hostile: { kind: "held-by", held: "others" },
    "own-turn": { kind: "leads" },
    stranded: { kind: "condition", holds: strandedFact },
    "battle-ahead": { kind: "condition", holds: battleAheadFact },
    "siege-ahead": { kind: "condition", holds: siegeAheadFact },
    "fought-this-turn": { kind: "condition", holds: foughtThisTurnFact },
    "capital-guarded": { kind: "condition", holds: capitalGuardedFact },
    "too-weak": { kind: "condition", holds: tooWeakFact },
    "battle-barred": { kind: "condition", holds: battleBarredFact },
    "capture-too-dear": { kind: "condition", holds: captureTooDearFact },
    "dimara-entered": { kind: "someone-has", resource: "dimara" },
    "dimara-reached": { kind: "goal", resource: "dimara" },
    solo: { kind: "mode", mode: "solo" },
    "shadow-mode": { kind: "mode", mode: "shadow" },
    cooperative: { kind: "mode", mode: "cooperative" },
    rich: { kind: "condition", holds: richFact },
    cursed: { kind: "condition", holds: cursedFact },
    "dimara-ready": { kind: "hook" },
    "dimara-ready-healed": { kind: "hook" },
    "needs-healing": { kind: "condition", holds: needsHealingFact },
    "altar-pays": { kind: "condition", holds: altarPaysFact },
  }),
  steps: [],
  traits: [
    {
      name: "Capital",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: false,
    },
    {
      name: "Castle",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: false,
    },
    {
      name: "Fortress",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: false,
    },
    {
      name: "Village",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: false,
    },
    {
      name: "Relic",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: false,
    },
    {
      name: "Mine",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: true,
    },
    {
      name: "Armory",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: false,
    },
    {
      name: "Temple",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: false,
    },
    {
      name: "Healing-Well",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: false,
    },
    {
      name: "Source",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: false,
    },
    {
      name: "Portal",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: true,
    },
    {
      name: "Nordic",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: true,
    },
    {
      name: "Outer",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: true,
    },
    {
      name: "Dimara",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: false,
    },
    {
      name: "Capturable",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: true,
    },
    {
      name: "Instant",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: true,
    },
    {
      name: "Warrior",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: false,
    },
    {
      name: "Mage",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: false,
    },
    {
      name: "Engineer",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: false,
    },
    {
      name: "Shadow",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: true,
    },
    {
      name: "White",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: true,
    },
    {
      name: "Green",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: true,
    },
    {
      name: "Yellow",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: true,
    },
    {
      name: "Red",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: true,
    },
    {
      name: "Purple",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: true,
    },
    {
      name: "Hourglass",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: false,
    },
    {
      name: "Multiplayer",
      playedTo: null,
      repeat: false,
      limits: [],
      usedGoesTo: null,
      afterUse: null,
      hook: false,
    },
  ],
  phases: [
    { name: "production", hook: null, step: null, effect: productionPhase },
    { name: "action", hook: "action", step: null, effect: null },
    { name: "shadow", hook: null, step: null, effect: shadowPhase },
  ],
  turnOrder: "from-leader",
  responses: { from: ["hand"], stack: false },
  end: {
    phase: "shadow",
    edge: "end",
    hook: null,
    gameTurns: 9,
    early: { fact: "dimara-reached", says: "Dimara was reached" },
  },
  procedureHooks: ["setup", "action"],
  playerTraitsFrom: { zone: "clan-sheet", kinds: ["clan-hero"] },
  setupEffect: setupPhase,
  leaderPasses: true,
  playedTo: "action-discard",
  sharedCardsActFor: "by",
  kindPlayedTo: Object.assign(Object.create(null) as Record<string, string>, {
    "battle-card": "battle-discard",
    quest: "quest-discard",
    "bonus-card": "bonus-discard",
    "darkness-card": "darkness-discard",
  }),
  restocks: [
    {
      kind: "location",
      stock: "restock",
      on: "restock-days",
      says: "day {turn} is a Market day: the market is restocked",
    },
  ],
  kindModes: Object.assign(Object.create(null) as Record<string, readonly string[]>, {
    "clan-hero": ["clan", "shadow"],
    skill: ["clan", "shadow"],
    "help-sheet": ["solo", "cooperative"],
    "shadow-sheet": ["shadow"],
    altar: ["shadow"],
    "barrier-extension": ["cooperative"],
    "darkness-card": ["solo", "shadow", "cooperative"],
    "solo-event": ["solo", "cooperative"],
  }),
  traitModes: Object.assign(Object.create(null) as Record<string, readonly string[]>, {
    Hourglass: ["solo", "clan", "shadow"],
    Multiplayer: ["basic", "clan", "shadow"],
  }),
  types: Object.assign(Object.create(null) as Record<string, string | null>, {
    player: null,
    card: null,
    location: "card",
    barrier: "location",
    figure: null,
    hero: "figure",
    "lost-soul": "figure",
  }),
  contests: Object.assign(Object.create(null) as Record<string, ContestRule>, {
    battle: {
      commit: {
        kinds: ["battle-card"],
        from: "hand",
        into: "battle",
        then: "battle-discard",
        weigh: "power",
      },
      power: "combat-power",
      ties: "first",
      apply: "blessing",
      won: "won-battle",
      lost: "lost-battle",
      unplayed: {
        shows: { from: "event-deck", to: "event-discard", field: "battle" },
        draws: { from: "battle-deck", to: "battle-discard", sum: "power" },
        says: "the Shadow Hero draws {count} battle cards ({card}): combat power {power}",
      },
    },
  }),
  ranking: {
    ruledOut: "ruled-out",
    by: ["vp"],
    says: "{vp} VP",
    marks: [{ of: "dimara", says: "in Dimara" }],
  },
  freeActions: {
    end: "end the turn",
    offers: [
      {
        kind: "move",
        figure: "hero",
        ontoWithout: null,
        raises: "travels",
        unless: ["stranded", "battle-barred", "capture-too-dear"],
      },
      { kind: "move", figure: "lost-soul", ontoWithout: "Outer", raises: null, unless: [] },
      {
        kind: "use",
        zone: "clan-sheet",
        advice: Object.assign(Object.create(null) as Record<string, number>, {
          "buy-action-card": 0.5,
          "lift-a-curse": 3,
          sacrifice: 1,
          "black-magic": 1,
          others: 6,
        }),
        adviceIf: Object.assign(Object.create(null) as Record<string, string>, {
          "buy-action-card": "rich",
          "lift-a-curse": "cursed",
          sacrifice: "altar-pays",
          "black-magic": "altar-pays",
        }),
      },
      {
        kind: "play",
        zone: "hand",
        except: ["battle-card"],
        says: Object.assign(Object.create(null) as Record<string, string>, {
          quest: "complete the quest",
        }),
        advice: Object.assign(Object.create(null) as Record<string, number>, {
          quest: 6,
          others: 1.5,
        }),
      },
    ],
  },
  moveAdvice: Object.assign(Object.create(null) as Record<string, MoveAdviceRule<Rt>>, {
    hero: {
      near: 0.8,
      stay: 0.9,
      price: Object.assign(Object.create(null) as Record<string, number>, { gold: 0.15 }),
      each: 0,
      places: [
        {
          with: null,
          without: null,
          on: "barriers",
          holds: null,
          worth: 30,
          times: 1,
          eachBefore: 10,
        },
        {
          with: "Outer",
          without: "Nordic",
          on: null,
          holds: null,
          worth: 20,
          times: 1,
          eachBefore: 0,
        },
        {
          with: "Portal",
          without: null,
          on: null,
          holds: heroPlace3If,
          worth: 30,
          times: 1,
          eachBefore: 0,
        },
        { with: "Portal", without: null, on: null, holds: null, worth: 0, times: 1, eachBefore: 0 },
        {
          with: "Healing-Well",
          without: null,
          on: null,
          holds: heroPlace5If,
          worth: 10,
          times: 1,
          eachBefore: 0,
        },
        {
          with: "Capital",
          without: null,
          on: null,
          holds: heroPlace6If,
          worth: 10,
          times: 1,
          eachBefore: 0,
        },
        {
          with: null,
          without: null,
          on: null,
          holds: heroPlace7If,
          worth: 0,
          times: 1,
          eachBefore: 0,
        },
        {
          with: "Relic",
          without: null,
          on: null,
          holds: null,
          worth: heroPlace8Worth,
          times: 0.5,
          eachBefore: 0,
        },
        {
          with: null,
          without: null,
          on: null,
          holds: heroPlace9If,
          worth: 0,
          times: 1,
          eachBefore: 0,
        },
        {
          with: "Fortress",
          without: null,
          on: null,
          holds: heroPlace10If,
          worth: 5,
          times: 1,
          eachBefore: 0,
        },
        {
          with: "Fortress",
          without: null,
          on: null,
          holds: heroPlace11If,
          worth: 3,
          times: 1,
          eachBefore: 0,
        },
        {
          with: "Castle",
          without: null,
          on: null,
          holds: heroPlace12If,
          worth: 2.5,
          times: 1,
          eachBefore: 0,
        },
        {
          with: "Village",
          without: null,
          on: null,
          holds: heroPlace13If,
          worth: 2,
          times: 1,
          eachBefore: 0,
        },
        {
          with: "Temple",
          without: null,
          on: null,
          holds: heroPlace14If,
          worth: 2,
          times: 1,
          eachBefore: 0,
        },
        {
          with: "Armory",
          without: null,
          on: null,
          holds: heroPlace15If,
          worth: 1,
          times: 1,
          eachBefore: 0,
        },
      ],
    },
    "lost-soul": {
      near: 0.8,
      stay: 0.9,
      price: Object.assign(Object.create(null) as Record<string, number>, {}),
      each: -0.2,
      places: [
        {
          with: null,
          without: null,
          on: "barriers",
          holds: null,
          worth: 30,
          times: 1,
          eachBefore: 10,
        },
        {
          with: "Outer",
          without: "Nordic",
          on: null,
          holds: null,
          worth: 20,
          times: 1,
          eachBefore: 0,
        },
        {
          with: "Mine",
          without: null,
          on: null,
          holds: null,
          worth: lostSoulPlace3Worth,
          times: 1,
          eachBefore: 0,
        },
        {
          with: null,
          without: null,
          on: null,
          holds: lostSoulPlace4If,
          worth: 0,
          times: 1,
          eachBefore: 0,
        },
        {
          with: "Village",
          without: null,
          on: null,
          holds: lostSoulPlace5If,
          worth: 2,
          times: 1,
          eachBefore: 0,
        },
        {
          with: "Temple",
          without: null,
          on: null,
          holds: lostSoulPlace6If,
          worth: 2,
          times: 1,
          eachBefore: 0,
        },
        {
          with: "Armory",
          without: null,
          on: null,
          holds: lostSoulPlace7If,
          worth: 1,
          times: 1,
          eachBefore: 0,
        },
      ],
    },
  }),
  placeMap: {
    places: ["location", "barrier"],
    routes: { kind: "route", from: "from", to: "to", distance: "distance", tags: ["red"] },
    pieces: { perPlayer: 10, notOn: "red" },
    moves: Object.assign(
      Object.create(null) as Record<
        string,
        { resource: string; per: "distance" | "route"; pieces?: boolean }
      >,
      { "lost-soul": { resource: "mana", per: "route" } },
    ),
  },
};
