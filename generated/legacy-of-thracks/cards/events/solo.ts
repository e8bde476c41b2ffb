import type { EffectContext } from "cardsmith/runtime/api";
import type { SoloEventCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theThis = { noun: "this", determiner: null, filters: [] } as const;
const theShadow = { noun: "shadow", determiner: "the", filters: [] } as const;
const theShadowHero = { noun: "shadow-hero", determiner: "the", filters: [] } as const;
const aNearestLocation = {
  noun: "nearest-location",
  determiner: "a",
  filters: [{ with: "Armory" }],
} as const;
const theShadowHero_2 = { noun: "shadow-hero", determiner: null, filters: [] } as const;
const aNearestLocation_2 = {
  noun: "nearest-location",
  determiner: "a",
  filters: [{ with: "Temple" }],
} as const;
const aNearestLocation_3 = {
  noun: "nearest-location",
  determiner: "a",
  filters: [{ with: "Village" }],
} as const;
const aNearestLocation_4 = {
  noun: "nearest-location",
  determiner: "a",
  filters: [{ with: "Fortress" }],
} as const;
const aNearestLocation_5 = {
  noun: "nearest-location",
  determiner: "a",
  filters: [{ with: "Castle" }],
} as const;
const aNearestLocation_6 = {
  noun: "nearest-location",
  determiner: "a",
  filters: [{ with: "Healing-Well" }],
} as const;
const aNearestLocation_7 = {
  noun: "nearest-location",
  determiner: "a",
  filters: [{ with: "Relic" }],
} as const;
const curse1 = { amount: 1, unit: "curse" } as const;
const hp1 = { amount: 1, unit: "hp" } as const;
const gold2 = { amount: 2, unit: "gold" } as const;
const mana2 = { amount: 2, unit: "mana" } as const;
const gold1 = { amount: 1, unit: "gold" } as const;
const mana1 = { amount: 1, unit: "mana" } as const;
const curse3 = { amount: 3, unit: "curse" } as const;

/**
 * when activated on this:
 *   gain power of this shadow-power to the shadow
 *   if points-kept of this == 0:
 *     gain points of this vp to the shadow
 *   shift the shadow-hero to a nearest-location with Armory
 *   if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:
 *     attack the shadow-hero
 *     nothing
 *   if second-event-cancelled of this == 0:
 *     gain 1 curse
 *   move this to event-discard
 */
function eventArmoryAmbushEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "power", rt.choose(ctx, theThis)), unit: "shadow-power" },
    to: rt.choose(ctx, theShadow),
  });
  if (rt.property(ctx, "points-kept", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, {
      amount: { amount: rt.cardField(ctx, "points", rt.choose(ctx, theThis)), unit: "vp" },
      to: rt.choose(ctx, theShadow),
    });
  }
  rt.verbs.shift(ctx, {
    figure: rt.choose(ctx, theShadowHero),
    to: rt.choose(ctx, aNearestLocation),
  });
  if (
    rt.property(ctx, "first-event-cancelled", rt.choose(ctx, theThis)) === 0 &&
    rt.property(ctx, "distance", rt.choose(ctx, theShadowHero_2)) <=
      rt.cardField(ctx, "range", rt.choose(ctx, theThis))
  ) {
    rt.verbs.attack(ctx, { figure: rt.choose(ctx, theShadowHero) });
  }
  if (rt.property(ctx, "second-event-cancelled", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, { amount: curse1 });
  }
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "event-discard" });
}

/** Armory Ambush (solo-event) */
export const eventArmoryAmbush: SoloEventCard = {
  id: "event-armory-ambush",
  name: "Armory Ambush",
  kind: "solo-event",
  text: "Shadow power +3, Shadow VP +7. The Shadow Hero moves to the Armory nearest your Hero. Event 1 (range 3): the Shadow Hero attacks you. Event 2: receive 1 curse token. Battle: 4 cards.",
  covers: ["LOT-07"],
  power: 3,
  points: 7,
  range: 3,
  battle: 4,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "activated",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: eventArmoryAmbushEffect0,
        text: "when activated on this:\n  gain power of this shadow-power to the shadow\n  if points-kept of this == 0:\n    gain points of this vp to the shadow\n  shift the shadow-hero to a nearest-location with Armory\n  if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:\n    attack the shadow-hero\n    nothing\n  if second-event-cancelled of this == 0:\n    gain 1 curse\n  move this to event-discard",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when activated on this:
 *   gain power of this shadow-power to the shadow
 *   if points-kept of this == 0:
 *     gain points of this vp to the shadow
 *   approach the shadow-hero by 2 locations
 *   if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:
 *     spend 1 hp
 *     spend 2 gold
 *   if second-event-cancelled of this == 0:
 *     nothing
 *   move this to event-discard
 */
function eventClosingInEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "power", rt.choose(ctx, theThis)), unit: "shadow-power" },
    to: rt.choose(ctx, theShadow),
  });
  if (rt.property(ctx, "points-kept", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, {
      amount: { amount: rt.cardField(ctx, "points", rt.choose(ctx, theThis)), unit: "vp" },
      to: rt.choose(ctx, theShadow),
    });
  }
  rt.verbs.approach(ctx, { figure: rt.choose(ctx, theShadowHero), by: 2 });
  if (
    rt.property(ctx, "first-event-cancelled", rt.choose(ctx, theThis)) === 0 &&
    rt.property(ctx, "distance", rt.choose(ctx, theShadowHero_2)) <=
      rt.cardField(ctx, "range", rt.choose(ctx, theThis))
  ) {
    rt.verbs.spend(ctx, { amount: hp1 });
    rt.verbs.spend(ctx, { amount: gold2 });
  }
  if (rt.property(ctx, "second-event-cancelled", rt.choose(ctx, theThis)) === 0) {
  }
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "event-discard" });
}

/** Closing In (solo-event) */
export const eventClosingIn: SoloEventCard = {
  id: "event-closing-in",
  name: "Closing In",
  kind: "solo-event",
  text: "Shadow power +2, Shadow VP +4. The Shadow Hero moves 2 locations closer to your Hero. Event 1 (range 2): pay 1 HP and 2 gold. Event 2: nothing happens. Battle: 3 cards.",
  covers: ["LOT-07"],
  power: 2,
  points: 4,
  range: 2,
  battle: 3,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "activated",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: eventClosingInEffect0,
        text: "when activated on this:\n  gain power of this shadow-power to the shadow\n  if points-kept of this == 0:\n    gain points of this vp to the shadow\n  approach the shadow-hero by 2 locations\n  if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:\n    spend 1 hp\n    spend 2 gold\n  if second-event-cancelled of this == 0:\n    nothing\n  move this to event-discard",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when activated on this:
 *   gain power of this shadow-power to the shadow
 *   if points-kept of this == 0:
 *     gain points of this vp to the shadow
 *   withdraw the shadow-hero by 2 locations
 *   if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:
 *     spend 1 hp
 *     nothing
 *   if second-event-cancelled of this == 0:
 *     nothing
 *   move this to event-discard
 */
function eventShadowRetreatEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "power", rt.choose(ctx, theThis)), unit: "shadow-power" },
    to: rt.choose(ctx, theShadow),
  });
  if (rt.property(ctx, "points-kept", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, {
      amount: { amount: rt.cardField(ctx, "points", rt.choose(ctx, theThis)), unit: "vp" },
      to: rt.choose(ctx, theShadow),
    });
  }
  rt.verbs.withdraw(ctx, { figure: rt.choose(ctx, theShadowHero), by: 2 });
  if (
    rt.property(ctx, "first-event-cancelled", rt.choose(ctx, theThis)) === 0 &&
    rt.property(ctx, "distance", rt.choose(ctx, theShadowHero_2)) <=
      rt.cardField(ctx, "range", rt.choose(ctx, theThis))
  ) {
    rt.verbs.spend(ctx, { amount: hp1 });
  }
  if (rt.property(ctx, "second-event-cancelled", rt.choose(ctx, theThis)) === 0) {
  }
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "event-discard" });
}

/** Shadow Retreat (solo-event) */
export const eventShadowRetreat: SoloEventCard = {
  id: "event-shadow-retreat",
  name: "Shadow Retreat",
  kind: "solo-event",
  text: "Shadow power +1, Shadow VP +2. The Shadow Hero moves 2 locations away from your Hero. Event 1 (range 1): lose 1 HP. Event 2: nothing happens. Battle: 2 cards.",
  covers: ["LOT-07"],
  power: 1,
  points: 2,
  range: 1,
  battle: 2,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "activated",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: eventShadowRetreatEffect0,
        text: "when activated on this:\n  gain power of this shadow-power to the shadow\n  if points-kept of this == 0:\n    gain points of this vp to the shadow\n  withdraw the shadow-hero by 2 locations\n  if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:\n    spend 1 hp\n    nothing\n  if second-event-cancelled of this == 0:\n    nothing\n  move this to event-discard",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when activated on this:
 *   gain power of this shadow-power to the shadow
 *   if points-kept of this == 0:
 *     gain points of this vp to the shadow
 *   shift the shadow-hero to a nearest-location with Temple
 *   if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:
 *     spend 2 mana
 *     nothing
 *   if second-event-cancelled of this == 0:
 *     spend 1 gold
 *   move this to event-discard
 */
function eventDarkPilgrimEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "power", rt.choose(ctx, theThis)), unit: "shadow-power" },
    to: rt.choose(ctx, theShadow),
  });
  if (rt.property(ctx, "points-kept", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, {
      amount: { amount: rt.cardField(ctx, "points", rt.choose(ctx, theThis)), unit: "vp" },
      to: rt.choose(ctx, theShadow),
    });
  }
  rt.verbs.shift(ctx, {
    figure: rt.choose(ctx, theShadowHero),
    to: rt.choose(ctx, aNearestLocation_2),
  });
  if (
    rt.property(ctx, "first-event-cancelled", rt.choose(ctx, theThis)) === 0 &&
    rt.property(ctx, "distance", rt.choose(ctx, theShadowHero_2)) <=
      rt.cardField(ctx, "range", rt.choose(ctx, theThis))
  ) {
    rt.verbs.spend(ctx, { amount: mana2 });
  }
  if (rt.property(ctx, "second-event-cancelled", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.spend(ctx, { amount: gold1 });
  }
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "event-discard" });
}

/** Dark Pilgrim (solo-event) */
export const eventDarkPilgrim: SoloEventCard = {
  id: "event-dark-pilgrim",
  name: "Dark Pilgrim",
  kind: "solo-event",
  text: "Shadow power +2, Shadow VP +5. The Shadow Hero moves to the Temple nearest your Hero. Event 1 (range 2): lose 2 mana. Event 2: lose 1 gold. Battle: 3 cards.",
  covers: ["LOT-07"],
  power: 2,
  points: 5,
  range: 2,
  battle: 3,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "activated",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: eventDarkPilgrimEffect0,
        text: "when activated on this:\n  gain power of this shadow-power to the shadow\n  if points-kept of this == 0:\n    gain points of this vp to the shadow\n  shift the shadow-hero to a nearest-location with Temple\n  if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:\n    spend 2 mana\n    nothing\n  if second-event-cancelled of this == 0:\n    spend 1 gold\n  move this to event-discard",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when activated on this:
 *   gain power of this shadow-power to the shadow
 *   if points-kept of this == 0:
 *     gain points of this vp to the shadow
 *   shift the shadow-hero to a nearest-location with Village
 *   if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:
 *     spend 2 gold
 *     nothing
 *   if second-event-cancelled of this == 0:
 *     gain 1 curse
 *   move this to event-discard
 */
function eventNightRaidEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "power", rt.choose(ctx, theThis)), unit: "shadow-power" },
    to: rt.choose(ctx, theShadow),
  });
  if (rt.property(ctx, "points-kept", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, {
      amount: { amount: rt.cardField(ctx, "points", rt.choose(ctx, theThis)), unit: "vp" },
      to: rt.choose(ctx, theShadow),
    });
  }
  rt.verbs.shift(ctx, {
    figure: rt.choose(ctx, theShadowHero),
    to: rt.choose(ctx, aNearestLocation_3),
  });
  if (
    rt.property(ctx, "first-event-cancelled", rt.choose(ctx, theThis)) === 0 &&
    rt.property(ctx, "distance", rt.choose(ctx, theShadowHero_2)) <=
      rt.cardField(ctx, "range", rt.choose(ctx, theThis))
  ) {
    rt.verbs.spend(ctx, { amount: gold2 });
  }
  if (rt.property(ctx, "second-event-cancelled", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, { amount: curse1 });
  }
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "event-discard" });
}

/** Night Raid (solo-event) */
export const eventNightRaid: SoloEventCard = {
  id: "event-night-raid",
  name: "Night Raid",
  kind: "solo-event",
  text: "Shadow power +3, Shadow VP +6. The Shadow Hero moves to the Village nearest your Hero. Event 1 (range 2): lose 2 gold. Event 2: receive 1 curse token. Battle: 4 cards.",
  covers: ["LOT-07"],
  power: 3,
  points: 6,
  range: 2,
  battle: 4,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "activated",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: eventNightRaidEffect0,
        text: "when activated on this:\n  gain power of this shadow-power to the shadow\n  if points-kept of this == 0:\n    gain points of this vp to the shadow\n  shift the shadow-hero to a nearest-location with Village\n  if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:\n    spend 2 gold\n    nothing\n  if second-event-cancelled of this == 0:\n    gain 1 curse\n  move this to event-discard",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when activated on this:
 *   gain power of this shadow-power to the shadow
 *   if points-kept of this == 0:
 *     gain points of this vp to the shadow
 *   approach the shadow-hero by 3 locations
 *   if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:
 *     attack the shadow-hero
 *     nothing
 *   if second-event-cancelled of this == 0:
 *     nothing
 *   move this to event-discard
 */
function eventHuntingEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "power", rt.choose(ctx, theThis)), unit: "shadow-power" },
    to: rt.choose(ctx, theShadow),
  });
  if (rt.property(ctx, "points-kept", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, {
      amount: { amount: rt.cardField(ctx, "points", rt.choose(ctx, theThis)), unit: "vp" },
      to: rt.choose(ctx, theShadow),
    });
  }
  rt.verbs.approach(ctx, { figure: rt.choose(ctx, theShadowHero), by: 3 });
  if (
    rt.property(ctx, "first-event-cancelled", rt.choose(ctx, theThis)) === 0 &&
    rt.property(ctx, "distance", rt.choose(ctx, theShadowHero_2)) <=
      rt.cardField(ctx, "range", rt.choose(ctx, theThis))
  ) {
    rt.verbs.attack(ctx, { figure: rt.choose(ctx, theShadowHero) });
  }
  if (rt.property(ctx, "second-event-cancelled", rt.choose(ctx, theThis)) === 0) {
  }
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "event-discard" });
}

/** Hunting (solo-event) */
export const eventHunting: SoloEventCard = {
  id: "event-hunting",
  name: "Hunting",
  kind: "solo-event",
  text: "Shadow power +2, Shadow VP +4. The Shadow Hero moves 3 locations closer to your Hero. Event 1 (range 1): the Shadow Hero attacks you. Event 2: nothing happens. Battle: 3 cards.",
  covers: ["LOT-07"],
  power: 2,
  points: 4,
  range: 1,
  battle: 3,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "activated",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: eventHuntingEffect0,
        text: "when activated on this:\n  gain power of this shadow-power to the shadow\n  if points-kept of this == 0:\n    gain points of this vp to the shadow\n  approach the shadow-hero by 3 locations\n  if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:\n    attack the shadow-hero\n    nothing\n  if second-event-cancelled of this == 0:\n    nothing\n  move this to event-discard",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when activated on this:
 *   gain power of this shadow-power to the shadow
 *   if points-kept of this == 0:
 *     gain points of this vp to the shadow
 *   approach the shadow-hero by 1 locations
 *   if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:
 *     spend 2 mana
 *     nothing
 *   if second-event-cancelled of this == 0:
 *     spend 1 mana
 *   move this to event-discard
 */
function eventWhispersEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "power", rt.choose(ctx, theThis)), unit: "shadow-power" },
    to: rt.choose(ctx, theShadow),
  });
  if (rt.property(ctx, "points-kept", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, {
      amount: { amount: rt.cardField(ctx, "points", rt.choose(ctx, theThis)), unit: "vp" },
      to: rt.choose(ctx, theShadow),
    });
  }
  rt.verbs.approach(ctx, { figure: rt.choose(ctx, theShadowHero), by: 1 });
  if (
    rt.property(ctx, "first-event-cancelled", rt.choose(ctx, theThis)) === 0 &&
    rt.property(ctx, "distance", rt.choose(ctx, theShadowHero_2)) <=
      rt.cardField(ctx, "range", rt.choose(ctx, theThis))
  ) {
    rt.verbs.spend(ctx, { amount: mana2 });
  }
  if (rt.property(ctx, "second-event-cancelled", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.spend(ctx, { amount: mana1 });
  }
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "event-discard" });
}

/** Whispers (solo-event) */
export const eventWhispers: SoloEventCard = {
  id: "event-whispers",
  name: "Whispers",
  kind: "solo-event",
  text: "Shadow power +1, Shadow VP +3. The Shadow Hero moves 1 location closer to your Hero. Event 1 (range 3): lose 2 mana. Event 2: lose 1 mana. Battle: 2 cards.",
  covers: ["LOT-07"],
  power: 1,
  points: 3,
  range: 3,
  battle: 2,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "activated",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: eventWhispersEffect0,
        text: "when activated on this:\n  gain power of this shadow-power to the shadow\n  if points-kept of this == 0:\n    gain points of this vp to the shadow\n  approach the shadow-hero by 1 locations\n  if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:\n    spend 2 mana\n    nothing\n  if second-event-cancelled of this == 0:\n    spend 1 mana\n  move this to event-discard",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when activated on this:
 *   gain power of this shadow-power to the shadow
 *   if points-kept of this == 0:
 *     gain points of this vp to the shadow
 *   shift the shadow-hero to a nearest-location with Fortress
 *   if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:
 *     attack the shadow-hero
 *     nothing
 *   if second-event-cancelled of this == 0:
 *     lose 1 barriers
 *   move this to event-discard
 */
function eventBlackFortressEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "power", rt.choose(ctx, theThis)), unit: "shadow-power" },
    to: rt.choose(ctx, theShadow),
  });
  if (rt.property(ctx, "points-kept", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, {
      amount: { amount: rt.cardField(ctx, "points", rt.choose(ctx, theThis)), unit: "vp" },
      to: rt.choose(ctx, theShadow),
    });
  }
  rt.verbs.shift(ctx, {
    figure: rt.choose(ctx, theShadowHero),
    to: rt.choose(ctx, aNearestLocation_4),
  });
  if (
    rt.property(ctx, "first-event-cancelled", rt.choose(ctx, theThis)) === 0 &&
    rt.property(ctx, "distance", rt.choose(ctx, theShadowHero_2)) <=
      rt.cardField(ctx, "range", rt.choose(ctx, theThis))
  ) {
    rt.verbs.attack(ctx, { figure: rt.choose(ctx, theShadowHero) });
  }
  if (rt.property(ctx, "second-event-cancelled", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.lose(ctx, { count: 1 });
  }
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "event-discard" });
}

/** Black Fortress (solo-event) */
export const eventBlackFortress: SoloEventCard = {
  id: "event-black-fortress",
  name: "Black Fortress",
  kind: "solo-event",
  text: "Shadow power +3, Shadow VP +8. The Shadow Hero moves to the Fortress nearest your Hero. Event 1 (range 2): the Shadow Hero attacks you. Event 2: lose 1 completed magical barrier. Battle: 5 cards.",
  covers: ["LOT-07"],
  power: 3,
  points: 8,
  range: 2,
  battle: 5,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "activated",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: eventBlackFortressEffect0,
        text: "when activated on this:\n  gain power of this shadow-power to the shadow\n  if points-kept of this == 0:\n    gain points of this vp to the shadow\n  shift the shadow-hero to a nearest-location with Fortress\n  if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:\n    attack the shadow-hero\n    nothing\n  if second-event-cancelled of this == 0:\n    lose 1 barriers\n  move this to event-discard",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when activated on this:
 *   gain power of this shadow-power to the shadow
 *   if points-kept of this == 0:
 *     gain points of this vp to the shadow
 *   shift the shadow-hero to a nearest-location with Castle
 *   if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:
 *     spend 1 hp
 *     spend 2 gold
 *   if second-event-cancelled of this == 0:
 *     gain 1 curse
 *   move this to event-discard
 */
function eventSiegeOfShadowsEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "power", rt.choose(ctx, theThis)), unit: "shadow-power" },
    to: rt.choose(ctx, theShadow),
  });
  if (rt.property(ctx, "points-kept", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, {
      amount: { amount: rt.cardField(ctx, "points", rt.choose(ctx, theThis)), unit: "vp" },
      to: rt.choose(ctx, theShadow),
    });
  }
  rt.verbs.shift(ctx, {
    figure: rt.choose(ctx, theShadowHero),
    to: rt.choose(ctx, aNearestLocation_5),
  });
  if (
    rt.property(ctx, "first-event-cancelled", rt.choose(ctx, theThis)) === 0 &&
    rt.property(ctx, "distance", rt.choose(ctx, theShadowHero_2)) <=
      rt.cardField(ctx, "range", rt.choose(ctx, theThis))
  ) {
    rt.verbs.spend(ctx, { amount: hp1 });
    rt.verbs.spend(ctx, { amount: gold2 });
  }
  if (rt.property(ctx, "second-event-cancelled", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, { amount: curse1 });
  }
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "event-discard" });
}

/** Siege of Shadows (solo-event) */
export const eventSiegeOfShadows: SoloEventCard = {
  id: "event-siege-of-shadows",
  name: "Siege of Shadows",
  kind: "solo-event",
  text: "Shadow power +4, Shadow VP +9. The Shadow Hero moves to the Castle nearest your Hero. Event 1 (range 3): pay 1 HP and 2 gold. Event 2: receive 1 curse token. Battle: 5 cards.",
  covers: ["LOT-07"],
  power: 4,
  points: 9,
  range: 3,
  battle: 5,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "activated",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: eventSiegeOfShadowsEffect0,
        text: "when activated on this:\n  gain power of this shadow-power to the shadow\n  if points-kept of this == 0:\n    gain points of this vp to the shadow\n  shift the shadow-hero to a nearest-location with Castle\n  if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:\n    spend 1 hp\n    spend 2 gold\n  if second-event-cancelled of this == 0:\n    gain 1 curse\n  move this to event-discard",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when activated on this:
 *   gain power of this shadow-power to the shadow
 *   if points-kept of this == 0:
 *     gain points of this vp to the shadow
 *   shift the shadow-hero to a nearest-location with Healing-Well
 *   if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:
 *     spend 1 hp
 *     nothing
 *   if second-event-cancelled of this == 0:
 *     spend 1 mana
 *   move this to event-discard
 */
function eventPoisonedWellEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "power", rt.choose(ctx, theThis)), unit: "shadow-power" },
    to: rt.choose(ctx, theShadow),
  });
  if (rt.property(ctx, "points-kept", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, {
      amount: { amount: rt.cardField(ctx, "points", rt.choose(ctx, theThis)), unit: "vp" },
      to: rt.choose(ctx, theShadow),
    });
  }
  rt.verbs.shift(ctx, {
    figure: rt.choose(ctx, theShadowHero),
    to: rt.choose(ctx, aNearestLocation_6),
  });
  if (
    rt.property(ctx, "first-event-cancelled", rt.choose(ctx, theThis)) === 0 &&
    rt.property(ctx, "distance", rt.choose(ctx, theShadowHero_2)) <=
      rt.cardField(ctx, "range", rt.choose(ctx, theThis))
  ) {
    rt.verbs.spend(ctx, { amount: hp1 });
  }
  if (rt.property(ctx, "second-event-cancelled", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.spend(ctx, { amount: mana1 });
  }
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "event-discard" });
}

/** Poisoned Well (solo-event) */
export const eventPoisonedWell: SoloEventCard = {
  id: "event-poisoned-well",
  name: "Poisoned Well",
  kind: "solo-event",
  text: "Shadow power +2, Shadow VP +5. The Shadow Hero moves to the Healing Well nearest your Hero. Event 1 (range 2): lose 1 HP. Event 2: lose 1 mana. Battle: 3 cards.",
  covers: ["LOT-07"],
  power: 2,
  points: 5,
  range: 2,
  battle: 3,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "activated",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: eventPoisonedWellEffect0,
        text: "when activated on this:\n  gain power of this shadow-power to the shadow\n  if points-kept of this == 0:\n    gain points of this vp to the shadow\n  shift the shadow-hero to a nearest-location with Healing-Well\n  if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:\n    spend 1 hp\n    nothing\n  if second-event-cancelled of this == 0:\n    spend 1 mana\n  move this to event-discard",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when activated on this:
 *   gain power of this shadow-power to the shadow
 *   if points-kept of this == 0:
 *     gain points of this vp to the shadow
 *   shift the shadow-hero to a nearest-location with Relic
 *   if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:
 *     spend 2 gold
 *     nothing
 *   if second-event-cancelled of this == 0:
 *     spend 1 gold
 *   move this to event-discard
 */
function eventGraveRobberEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "power", rt.choose(ctx, theThis)), unit: "shadow-power" },
    to: rt.choose(ctx, theShadow),
  });
  if (rt.property(ctx, "points-kept", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, {
      amount: { amount: rt.cardField(ctx, "points", rt.choose(ctx, theThis)), unit: "vp" },
      to: rt.choose(ctx, theShadow),
    });
  }
  rt.verbs.shift(ctx, {
    figure: rt.choose(ctx, theShadowHero),
    to: rt.choose(ctx, aNearestLocation_7),
  });
  if (
    rt.property(ctx, "first-event-cancelled", rt.choose(ctx, theThis)) === 0 &&
    rt.property(ctx, "distance", rt.choose(ctx, theShadowHero_2)) <=
      rt.cardField(ctx, "range", rt.choose(ctx, theThis))
  ) {
    rt.verbs.spend(ctx, { amount: gold2 });
  }
  if (rt.property(ctx, "second-event-cancelled", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.spend(ctx, { amount: gold1 });
  }
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "event-discard" });
}

/** Grave Robber (solo-event) */
export const eventGraveRobber: SoloEventCard = {
  id: "event-grave-robber",
  name: "Grave Robber",
  kind: "solo-event",
  text: "Shadow power +2, Shadow VP +6. The Shadow Hero moves to the Relic location nearest your Hero. Event 1 (range 2): lose 2 gold. Event 2: lose 1 gold. Battle: 3 cards.",
  covers: ["LOT-07"],
  power: 2,
  points: 6,
  range: 2,
  battle: 3,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "activated",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: eventGraveRobberEffect0,
        text: "when activated on this:\n  gain power of this shadow-power to the shadow\n  if points-kept of this == 0:\n    gain points of this vp to the shadow\n  shift the shadow-hero to a nearest-location with Relic\n  if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:\n    spend 2 gold\n    nothing\n  if second-event-cancelled of this == 0:\n    spend 1 gold\n  move this to event-discard",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when activated on this:
 *   gain power of this shadow-power to the shadow
 *   if points-kept of this == 0:
 *     gain points of this vp to the shadow
 *   approach the shadow-hero by 2 locations
 *   if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:
 *     attack the shadow-hero
 *     nothing
 *   if second-event-cancelled of this == 0:
 *     nothing
 *   move this to event-discard
 */
function eventStalkerEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "power", rt.choose(ctx, theThis)), unit: "shadow-power" },
    to: rt.choose(ctx, theShadow),
  });
  if (rt.property(ctx, "points-kept", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, {
      amount: { amount: rt.cardField(ctx, "points", rt.choose(ctx, theThis)), unit: "vp" },
      to: rt.choose(ctx, theShadow),
    });
  }
  rt.verbs.approach(ctx, { figure: rt.choose(ctx, theShadowHero), by: 2 });
  if (
    rt.property(ctx, "first-event-cancelled", rt.choose(ctx, theThis)) === 0 &&
    rt.property(ctx, "distance", rt.choose(ctx, theShadowHero_2)) <=
      rt.cardField(ctx, "range", rt.choose(ctx, theThis))
  ) {
    rt.verbs.attack(ctx, { figure: rt.choose(ctx, theShadowHero) });
  }
  if (rt.property(ctx, "second-event-cancelled", rt.choose(ctx, theThis)) === 0) {
  }
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "event-discard" });
}

/** Stalker (solo-event) */
export const eventStalker: SoloEventCard = {
  id: "event-stalker",
  name: "Stalker",
  kind: "solo-event",
  text: "Shadow power +1, Shadow VP +3. The Shadow Hero moves 2 locations closer to your Hero. Event 1 (range 2): the Shadow Hero attacks you. Event 2: nothing happens. Battle: 2 cards.",
  covers: ["LOT-07"],
  power: 1,
  points: 3,
  range: 2,
  battle: 2,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "activated",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: eventStalkerEffect0,
        text: "when activated on this:\n  gain power of this shadow-power to the shadow\n  if points-kept of this == 0:\n    gain points of this vp to the shadow\n  approach the shadow-hero by 2 locations\n  if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:\n    attack the shadow-hero\n    nothing\n  if second-event-cancelled of this == 0:\n    nothing\n  move this to event-discard",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when activated on this:
 *   gain power of this shadow-power to the shadow
 *   if points-kept of this == 0:
 *     gain points of this vp to the shadow
 *   withdraw the shadow-hero by 1 locations
 *   if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:
 *     spend 2 mana
 *     nothing
 *   if second-event-cancelled of this == 0:
 *     gain 1 curse
 *   move this to event-discard
 */
function eventFadingLightEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "power", rt.choose(ctx, theThis)), unit: "shadow-power" },
    to: rt.choose(ctx, theShadow),
  });
  if (rt.property(ctx, "points-kept", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, {
      amount: { amount: rt.cardField(ctx, "points", rt.choose(ctx, theThis)), unit: "vp" },
      to: rt.choose(ctx, theShadow),
    });
  }
  rt.verbs.withdraw(ctx, { figure: rt.choose(ctx, theShadowHero), by: 1 });
  if (
    rt.property(ctx, "first-event-cancelled", rt.choose(ctx, theThis)) === 0 &&
    rt.property(ctx, "distance", rt.choose(ctx, theShadowHero_2)) <=
      rt.cardField(ctx, "range", rt.choose(ctx, theThis))
  ) {
    rt.verbs.spend(ctx, { amount: mana2 });
  }
  if (rt.property(ctx, "second-event-cancelled", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, { amount: curse1 });
  }
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "event-discard" });
}

/** Fading Light (solo-event) */
export const eventFadingLight: SoloEventCard = {
  id: "event-fading-light",
  name: "Fading Light",
  kind: "solo-event",
  text: "Shadow power +1, Shadow VP +2. The Shadow Hero moves 1 location away from your Hero. Event 1 (range 1): lose 2 mana. Event 2: receive 1 curse token. Battle: 2 cards.",
  covers: ["LOT-07"],
  power: 1,
  points: 2,
  range: 1,
  battle: 2,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "activated",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: eventFadingLightEffect0,
        text: "when activated on this:\n  gain power of this shadow-power to the shadow\n  if points-kept of this == 0:\n    gain points of this vp to the shadow\n  withdraw the shadow-hero by 1 locations\n  if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:\n    spend 2 mana\n    nothing\n  if second-event-cancelled of this == 0:\n    gain 1 curse\n  move this to event-discard",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when activated on this:
 *   gain power of this shadow-power to the shadow
 *   if points-kept of this == 0:
 *     gain points of this vp to the shadow
 *   approach the shadow-hero by 3 locations
 *   if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:
 *     attack the shadow-hero
 *     nothing
 *   if second-event-cancelled of this == 0:
 *     gain 3 curse
 *   move this to event-discard
 */
function eventEclipseEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "power", rt.choose(ctx, theThis)), unit: "shadow-power" },
    to: rt.choose(ctx, theShadow),
  });
  if (rt.property(ctx, "points-kept", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, {
      amount: { amount: rt.cardField(ctx, "points", rt.choose(ctx, theThis)), unit: "vp" },
      to: rt.choose(ctx, theShadow),
    });
  }
  rt.verbs.approach(ctx, { figure: rt.choose(ctx, theShadowHero), by: 3 });
  if (
    rt.property(ctx, "first-event-cancelled", rt.choose(ctx, theThis)) === 0 &&
    rt.property(ctx, "distance", rt.choose(ctx, theShadowHero_2)) <=
      rt.cardField(ctx, "range", rt.choose(ctx, theThis))
  ) {
    rt.verbs.attack(ctx, { figure: rt.choose(ctx, theShadowHero) });
  }
  if (rt.property(ctx, "second-event-cancelled", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, { amount: curse3 });
  }
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "event-discard" });
}

/** Eclipse (solo-event) */
export const eventEclipse: SoloEventCard = {
  id: "event-eclipse",
  name: "Eclipse",
  kind: "solo-event",
  text: "Shadow power +4, Shadow VP +10. The Shadow Hero moves 3 locations closer to your Hero. Event 1 (range 3): the Shadow Hero attacks you. Event 2: receive 3 curse tokens. Battle: 6 cards.",
  covers: ["LOT-07"],
  power: 4,
  points: 10,
  range: 3,
  battle: 6,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "activated",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: eventEclipseEffect0,
        text: "when activated on this:\n  gain power of this shadow-power to the shadow\n  if points-kept of this == 0:\n    gain points of this vp to the shadow\n  approach the shadow-hero by 3 locations\n  if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:\n    attack the shadow-hero\n    nothing\n  if second-event-cancelled of this == 0:\n    gain 3 curse\n  move this to event-discard",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when activated on this:
 *   gain power of this shadow-power to the shadow
 *   if points-kept of this == 0:
 *     gain points of this vp to the shadow
 *   withdraw the shadow-hero by 2 locations
 *   if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:
 *     spend 1 hp
 *     nothing
 *   if second-event-cancelled of this == 0:
 *     spend 1 gold
 *   move this to event-discard
 */
function eventColdWindEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "power", rt.choose(ctx, theThis)), unit: "shadow-power" },
    to: rt.choose(ctx, theShadow),
  });
  if (rt.property(ctx, "points-kept", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, {
      amount: { amount: rt.cardField(ctx, "points", rt.choose(ctx, theThis)), unit: "vp" },
      to: rt.choose(ctx, theShadow),
    });
  }
  rt.verbs.withdraw(ctx, { figure: rt.choose(ctx, theShadowHero), by: 2 });
  if (
    rt.property(ctx, "first-event-cancelled", rt.choose(ctx, theThis)) === 0 &&
    rt.property(ctx, "distance", rt.choose(ctx, theShadowHero_2)) <=
      rt.cardField(ctx, "range", rt.choose(ctx, theThis))
  ) {
    rt.verbs.spend(ctx, { amount: hp1 });
  }
  if (rt.property(ctx, "second-event-cancelled", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.spend(ctx, { amount: gold1 });
  }
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "event-discard" });
}

/** Cold Wind (solo-event) */
export const eventColdWind: SoloEventCard = {
  id: "event-cold-wind",
  name: "Cold Wind",
  kind: "solo-event",
  text: "Shadow power +1, Shadow VP +3. The Shadow Hero moves 2 locations away from your Hero. Event 1 (range 2): lose 1 HP. Event 2: lose 1 gold. Battle: 2 cards.",
  covers: ["LOT-07"],
  power: 1,
  points: 3,
  range: 2,
  battle: 2,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "activated",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: eventColdWindEffect0,
        text: "when activated on this:\n  gain power of this shadow-power to the shadow\n  if points-kept of this == 0:\n    gain points of this vp to the shadow\n  withdraw the shadow-hero by 2 locations\n  if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:\n    spend 1 hp\n    nothing\n  if second-event-cancelled of this == 0:\n    spend 1 gold\n  move this to event-discard",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when activated on this:
 *   gain power of this shadow-power to the shadow
 *   if points-kept of this == 0:
 *     gain points of this vp to the shadow
 *   approach the shadow-hero by 1 locations
 *   if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:
 *     spend 1 hp
 *     spend 2 gold
 *   if second-event-cancelled of this == 0:
 *     spend 1 mana
 *   move this to event-discard
 */
function eventDreadEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "power", rt.choose(ctx, theThis)), unit: "shadow-power" },
    to: rt.choose(ctx, theShadow),
  });
  if (rt.property(ctx, "points-kept", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, {
      amount: { amount: rt.cardField(ctx, "points", rt.choose(ctx, theThis)), unit: "vp" },
      to: rt.choose(ctx, theShadow),
    });
  }
  rt.verbs.approach(ctx, { figure: rt.choose(ctx, theShadowHero), by: 1 });
  if (
    rt.property(ctx, "first-event-cancelled", rt.choose(ctx, theThis)) === 0 &&
    rt.property(ctx, "distance", rt.choose(ctx, theShadowHero_2)) <=
      rt.cardField(ctx, "range", rt.choose(ctx, theThis))
  ) {
    rt.verbs.spend(ctx, { amount: hp1 });
    rt.verbs.spend(ctx, { amount: gold2 });
  }
  if (rt.property(ctx, "second-event-cancelled", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.spend(ctx, { amount: mana1 });
  }
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "event-discard" });
}

/** Dread (solo-event) */
export const eventDread: SoloEventCard = {
  id: "event-dread",
  name: "Dread",
  kind: "solo-event",
  text: "Shadow power +2, Shadow VP +4. The Shadow Hero moves 1 location closer to your Hero. Event 1 (range 2): pay 1 HP and 2 gold. Event 2: lose 1 mana. Battle: 3 cards.",
  covers: ["LOT-07"],
  power: 2,
  points: 4,
  range: 2,
  battle: 3,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "activated",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: eventDreadEffect0,
        text: "when activated on this:\n  gain power of this shadow-power to the shadow\n  if points-kept of this == 0:\n    gain points of this vp to the shadow\n  approach the shadow-hero by 1 locations\n  if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:\n    spend 1 hp\n    spend 2 gold\n  if second-event-cancelled of this == 0:\n    spend 1 mana\n  move this to event-discard",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when activated on this:
 *   gain power of this shadow-power to the shadow
 *   if points-kept of this == 0:
 *     gain points of this vp to the shadow
 *   shift the shadow-hero to a nearest-location with Temple
 *   if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:
 *     spend 2 gold
 *     nothing
 *   if second-event-cancelled of this == 0:
 *     nothing
 *   move this to event-discard
 */
function eventShadowMarketEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "power", rt.choose(ctx, theThis)), unit: "shadow-power" },
    to: rt.choose(ctx, theShadow),
  });
  if (rt.property(ctx, "points-kept", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, {
      amount: { amount: rt.cardField(ctx, "points", rt.choose(ctx, theThis)), unit: "vp" },
      to: rt.choose(ctx, theShadow),
    });
  }
  rt.verbs.shift(ctx, {
    figure: rt.choose(ctx, theShadowHero),
    to: rt.choose(ctx, aNearestLocation_2),
  });
  if (
    rt.property(ctx, "first-event-cancelled", rt.choose(ctx, theThis)) === 0 &&
    rt.property(ctx, "distance", rt.choose(ctx, theShadowHero_2)) <=
      rt.cardField(ctx, "range", rt.choose(ctx, theThis))
  ) {
    rt.verbs.spend(ctx, { amount: gold2 });
  }
  if (rt.property(ctx, "second-event-cancelled", rt.choose(ctx, theThis)) === 0) {
  }
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "event-discard" });
}

/** Shadow Market (solo-event) */
export const eventShadowMarket: SoloEventCard = {
  id: "event-shadow-market",
  name: "Shadow Market",
  kind: "solo-event",
  text: "Shadow power +2, Shadow VP +5. The Shadow Hero moves to the Temple nearest your Hero. Event 1 (range 1): lose 2 gold. Event 2: nothing happens. Battle: 3 cards.",
  covers: ["LOT-07"],
  power: 2,
  points: 5,
  range: 1,
  battle: 3,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "activated",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: eventShadowMarketEffect0,
        text: "when activated on this:\n  gain power of this shadow-power to the shadow\n  if points-kept of this == 0:\n    gain points of this vp to the shadow\n  shift the shadow-hero to a nearest-location with Temple\n  if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:\n    spend 2 gold\n    nothing\n  if second-event-cancelled of this == 0:\n    nothing\n  move this to event-discard",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when activated on this:
 *   gain power of this shadow-power to the shadow
 *   if points-kept of this == 0:
 *     gain points of this vp to the shadow
 *   shift the shadow-hero to a nearest-location with Village
 *   if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:
 *     attack the shadow-hero
 *     nothing
 *   if second-event-cancelled of this == 0:
 *     spend 1 gold
 *   move this to event-discard
 */
function eventWarbandEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "power", rt.choose(ctx, theThis)), unit: "shadow-power" },
    to: rt.choose(ctx, theShadow),
  });
  if (rt.property(ctx, "points-kept", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, {
      amount: { amount: rt.cardField(ctx, "points", rt.choose(ctx, theThis)), unit: "vp" },
      to: rt.choose(ctx, theShadow),
    });
  }
  rt.verbs.shift(ctx, {
    figure: rt.choose(ctx, theShadowHero),
    to: rt.choose(ctx, aNearestLocation_3),
  });
  if (
    rt.property(ctx, "first-event-cancelled", rt.choose(ctx, theThis)) === 0 &&
    rt.property(ctx, "distance", rt.choose(ctx, theShadowHero_2)) <=
      rt.cardField(ctx, "range", rt.choose(ctx, theThis))
  ) {
    rt.verbs.attack(ctx, { figure: rt.choose(ctx, theShadowHero) });
  }
  if (rt.property(ctx, "second-event-cancelled", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.spend(ctx, { amount: gold1 });
  }
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "event-discard" });
}

/** Warband (solo-event) */
export const eventWarband: SoloEventCard = {
  id: "event-warband",
  name: "Warband",
  kind: "solo-event",
  text: "Shadow power +3, Shadow VP +7. The Shadow Hero moves to the Village nearest your Hero. Event 1 (range 3): the Shadow Hero attacks you. Event 2: lose 1 gold. Battle: 4 cards.",
  covers: ["LOT-07"],
  power: 3,
  points: 7,
  range: 3,
  battle: 4,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "activated",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: eventWarbandEffect0,
        text: "when activated on this:\n  gain power of this shadow-power to the shadow\n  if points-kept of this == 0:\n    gain points of this vp to the shadow\n  shift the shadow-hero to a nearest-location with Village\n  if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:\n    attack the shadow-hero\n    nothing\n  if second-event-cancelled of this == 0:\n    spend 1 gold\n  move this to event-discard",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when activated on this:
 *   gain power of this shadow-power to the shadow
 *   if points-kept of this == 0:
 *     gain points of this vp to the shadow
 *   approach the shadow-hero by 2 locations
 *   if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:
 *     spend 1 hp
 *     nothing
 *   if second-event-cancelled of this == 0:
 *     gain 1 curse
 *   move this to event-discard
 */
function eventCursedGroundEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "power", rt.choose(ctx, theThis)), unit: "shadow-power" },
    to: rt.choose(ctx, theShadow),
  });
  if (rt.property(ctx, "points-kept", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, {
      amount: { amount: rt.cardField(ctx, "points", rt.choose(ctx, theThis)), unit: "vp" },
      to: rt.choose(ctx, theShadow),
    });
  }
  rt.verbs.approach(ctx, { figure: rt.choose(ctx, theShadowHero), by: 2 });
  if (
    rt.property(ctx, "first-event-cancelled", rt.choose(ctx, theThis)) === 0 &&
    rt.property(ctx, "distance", rt.choose(ctx, theShadowHero_2)) <=
      rt.cardField(ctx, "range", rt.choose(ctx, theThis))
  ) {
    rt.verbs.spend(ctx, { amount: hp1 });
  }
  if (rt.property(ctx, "second-event-cancelled", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, { amount: curse1 });
  }
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "event-discard" });
}

/** Cursed Ground (solo-event) */
export const eventCursedGround: SoloEventCard = {
  id: "event-cursed-ground",
  name: "Cursed Ground",
  kind: "solo-event",
  text: "Shadow power +2, Shadow VP +5. The Shadow Hero moves 2 locations closer to your Hero. Event 1 (range 2): lose 1 HP. Event 2: receive 1 curse token. Battle: 3 cards.",
  covers: ["LOT-07"],
  power: 2,
  points: 5,
  range: 2,
  battle: 3,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "activated",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: eventCursedGroundEffect0,
        text: "when activated on this:\n  gain power of this shadow-power to the shadow\n  if points-kept of this == 0:\n    gain points of this vp to the shadow\n  approach the shadow-hero by 2 locations\n  if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:\n    spend 1 hp\n    nothing\n  if second-event-cancelled of this == 0:\n    gain 1 curse\n  move this to event-discard",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when activated on this:
 *   gain power of this shadow-power to the shadow
 *   if points-kept of this == 0:
 *     gain points of this vp to the shadow
 *   approach the shadow-hero by 1 locations
 *   if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:
 *     attack the shadow-hero
 *     nothing
 *   if second-event-cancelled of this == 0:
 *     nothing
 *   move this to event-discard
 */
function eventLurkingEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "power", rt.choose(ctx, theThis)), unit: "shadow-power" },
    to: rt.choose(ctx, theShadow),
  });
  if (rt.property(ctx, "points-kept", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, {
      amount: { amount: rt.cardField(ctx, "points", rt.choose(ctx, theThis)), unit: "vp" },
      to: rt.choose(ctx, theShadow),
    });
  }
  rt.verbs.approach(ctx, { figure: rt.choose(ctx, theShadowHero), by: 1 });
  if (
    rt.property(ctx, "first-event-cancelled", rt.choose(ctx, theThis)) === 0 &&
    rt.property(ctx, "distance", rt.choose(ctx, theShadowHero_2)) <=
      rt.cardField(ctx, "range", rt.choose(ctx, theThis))
  ) {
    rt.verbs.attack(ctx, { figure: rt.choose(ctx, theShadowHero) });
  }
  if (rt.property(ctx, "second-event-cancelled", rt.choose(ctx, theThis)) === 0) {
  }
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "event-discard" });
}

/** Lurking (solo-event) */
export const eventLurking: SoloEventCard = {
  id: "event-lurking",
  name: "Lurking",
  kind: "solo-event",
  text: "Shadow power +1, Shadow VP +2. The Shadow Hero moves 1 location closer to your Hero. Event 1 (range 1): the Shadow Hero attacks you. Event 2: nothing happens. Battle: 2 cards.",
  covers: ["LOT-07"],
  power: 1,
  points: 2,
  range: 1,
  battle: 2,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "activated",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: eventLurkingEffect0,
        text: "when activated on this:\n  gain power of this shadow-power to the shadow\n  if points-kept of this == 0:\n    gain points of this vp to the shadow\n  approach the shadow-hero by 1 locations\n  if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:\n    attack the shadow-hero\n    nothing\n  if second-event-cancelled of this == 0:\n    nothing\n  move this to event-discard",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when activated on this:
 *   gain power of this shadow-power to the shadow
 *   if points-kept of this == 0:
 *     gain points of this vp to the shadow
 *   shift the shadow-hero to a nearest-location with Relic
 *   if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:
 *     spend 2 mana
 *     nothing
 *   if second-event-cancelled of this == 0:
 *     lose 1 barriers
 *   move this to event-discard
 */
function eventBrokenSealEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "power", rt.choose(ctx, theThis)), unit: "shadow-power" },
    to: rt.choose(ctx, theShadow),
  });
  if (rt.property(ctx, "points-kept", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, {
      amount: { amount: rt.cardField(ctx, "points", rt.choose(ctx, theThis)), unit: "vp" },
      to: rt.choose(ctx, theShadow),
    });
  }
  rt.verbs.shift(ctx, {
    figure: rt.choose(ctx, theShadowHero),
    to: rt.choose(ctx, aNearestLocation_7),
  });
  if (
    rt.property(ctx, "first-event-cancelled", rt.choose(ctx, theThis)) === 0 &&
    rt.property(ctx, "distance", rt.choose(ctx, theShadowHero_2)) <=
      rt.cardField(ctx, "range", rt.choose(ctx, theThis))
  ) {
    rt.verbs.spend(ctx, { amount: mana2 });
  }
  if (rt.property(ctx, "second-event-cancelled", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.lose(ctx, { count: 1 });
  }
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "event-discard" });
}

/** Broken Seal (solo-event) */
export const eventBrokenSeal: SoloEventCard = {
  id: "event-broken-seal",
  name: "Broken Seal",
  kind: "solo-event",
  text: "Shadow power +3, Shadow VP +8. The Shadow Hero moves to the Relic location nearest your Hero. Event 1 (range 2): lose 2 mana. Event 2: lose 1 completed magical barrier. Battle: 4 cards.",
  covers: ["LOT-07"],
  power: 3,
  points: 8,
  range: 2,
  battle: 4,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "activated",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: eventBrokenSealEffect0,
        text: "when activated on this:\n  gain power of this shadow-power to the shadow\n  if points-kept of this == 0:\n    gain points of this vp to the shadow\n  shift the shadow-hero to a nearest-location with Relic\n  if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:\n    spend 2 mana\n    nothing\n  if second-event-cancelled of this == 0:\n    lose 1 barriers\n  move this to event-discard",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when activated on this:
 *   gain power of this shadow-power to the shadow
 *   if points-kept of this == 0:
 *     gain points of this vp to the shadow
 *   shift the shadow-hero to a nearest-location with Armory
 *   if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:
 *     attack the shadow-hero
 *     nothing
 *   if second-event-cancelled of this == 0:
 *     spend 1 mana
 *   move this to event-discard
 */
function eventIronShadowEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "power", rt.choose(ctx, theThis)), unit: "shadow-power" },
    to: rt.choose(ctx, theShadow),
  });
  if (rt.property(ctx, "points-kept", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, {
      amount: { amount: rt.cardField(ctx, "points", rt.choose(ctx, theThis)), unit: "vp" },
      to: rt.choose(ctx, theShadow),
    });
  }
  rt.verbs.shift(ctx, {
    figure: rt.choose(ctx, theShadowHero),
    to: rt.choose(ctx, aNearestLocation),
  });
  if (
    rt.property(ctx, "first-event-cancelled", rt.choose(ctx, theThis)) === 0 &&
    rt.property(ctx, "distance", rt.choose(ctx, theShadowHero_2)) <=
      rt.cardField(ctx, "range", rt.choose(ctx, theThis))
  ) {
    rt.verbs.attack(ctx, { figure: rt.choose(ctx, theShadowHero) });
  }
  if (rt.property(ctx, "second-event-cancelled", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.spend(ctx, { amount: mana1 });
  }
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "event-discard" });
}

/** Iron Shadow (solo-event) */
export const eventIronShadow: SoloEventCard = {
  id: "event-iron-shadow",
  name: "Iron Shadow",
  kind: "solo-event",
  text: "Shadow power +3, Shadow VP +6. The Shadow Hero moves to the Armory nearest your Hero. Event 1 (range 2): the Shadow Hero attacks you. Event 2: lose 1 mana. Battle: 4 cards.",
  covers: ["LOT-07"],
  power: 3,
  points: 6,
  range: 2,
  battle: 4,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "activated",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: eventIronShadowEffect0,
        text: "when activated on this:\n  gain power of this shadow-power to the shadow\n  if points-kept of this == 0:\n    gain points of this vp to the shadow\n  shift the shadow-hero to a nearest-location with Armory\n  if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:\n    attack the shadow-hero\n    nothing\n  if second-event-cancelled of this == 0:\n    spend 1 mana\n  move this to event-discard",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when activated on this:
 *   gain power of this shadow-power to the shadow
 *   if points-kept of this == 0:
 *     gain points of this vp to the shadow
 *   shift the shadow-hero to a nearest-location with Castle
 *   if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:
 *     spend 1 hp
 *     spend 2 gold
 *   if second-event-cancelled of this == 0:
 *     spend 1 gold
 *   move this to event-discard
 */
function eventHollowKeepEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "power", rt.choose(ctx, theThis)), unit: "shadow-power" },
    to: rt.choose(ctx, theShadow),
  });
  if (rt.property(ctx, "points-kept", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, {
      amount: { amount: rt.cardField(ctx, "points", rt.choose(ctx, theThis)), unit: "vp" },
      to: rt.choose(ctx, theShadow),
    });
  }
  rt.verbs.shift(ctx, {
    figure: rt.choose(ctx, theShadowHero),
    to: rt.choose(ctx, aNearestLocation_5),
  });
  if (
    rt.property(ctx, "first-event-cancelled", rt.choose(ctx, theThis)) === 0 &&
    rt.property(ctx, "distance", rt.choose(ctx, theShadowHero_2)) <=
      rt.cardField(ctx, "range", rt.choose(ctx, theThis))
  ) {
    rt.verbs.spend(ctx, { amount: hp1 });
    rt.verbs.spend(ctx, { amount: gold2 });
  }
  if (rt.property(ctx, "second-event-cancelled", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.spend(ctx, { amount: gold1 });
  }
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "event-discard" });
}

/** Hollow Keep (solo-event) */
export const eventHollowKeep: SoloEventCard = {
  id: "event-hollow-keep",
  name: "Hollow Keep",
  kind: "solo-event",
  text: "Shadow power +2, Shadow VP +6. The Shadow Hero moves to the Castle nearest your Hero. Event 1 (range 1): pay 1 HP and 2 gold. Event 2: lose 1 gold. Battle: 3 cards.",
  covers: ["LOT-07"],
  power: 2,
  points: 6,
  range: 1,
  battle: 3,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "activated",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: eventHollowKeepEffect0,
        text: "when activated on this:\n  gain power of this shadow-power to the shadow\n  if points-kept of this == 0:\n    gain points of this vp to the shadow\n  shift the shadow-hero to a nearest-location with Castle\n  if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:\n    spend 1 hp\n    spend 2 gold\n  if second-event-cancelled of this == 0:\n    spend 1 gold\n  move this to event-discard",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when activated on this:
 *   gain power of this shadow-power to the shadow
 *   if points-kept of this == 0:
 *     gain points of this vp to the shadow
 *   approach the shadow-hero by 3 locations
 *   if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:
 *     spend 2 gold
 *     nothing
 *   if second-event-cancelled of this == 0:
 *     gain 1 curse
 *   move this to event-discard
 */
function eventDarkTideEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "power", rt.choose(ctx, theThis)), unit: "shadow-power" },
    to: rt.choose(ctx, theShadow),
  });
  if (rt.property(ctx, "points-kept", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, {
      amount: { amount: rt.cardField(ctx, "points", rt.choose(ctx, theThis)), unit: "vp" },
      to: rt.choose(ctx, theShadow),
    });
  }
  rt.verbs.approach(ctx, { figure: rt.choose(ctx, theShadowHero), by: 3 });
  if (
    rt.property(ctx, "first-event-cancelled", rt.choose(ctx, theThis)) === 0 &&
    rt.property(ctx, "distance", rt.choose(ctx, theShadowHero_2)) <=
      rt.cardField(ctx, "range", rt.choose(ctx, theThis))
  ) {
    rt.verbs.spend(ctx, { amount: gold2 });
  }
  if (rt.property(ctx, "second-event-cancelled", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, { amount: curse1 });
  }
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "event-discard" });
}

/** Dark Tide (solo-event) */
export const eventDarkTide: SoloEventCard = {
  id: "event-dark-tide",
  name: "Dark Tide",
  kind: "solo-event",
  text: "Shadow power +3, Shadow VP +7. The Shadow Hero moves 3 locations closer to your Hero. Event 1 (range 2): lose 2 gold. Event 2: receive 1 curse token. Battle: 4 cards.",
  covers: ["LOT-07"],
  power: 3,
  points: 7,
  range: 2,
  battle: 4,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "activated",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: eventDarkTideEffect0,
        text: "when activated on this:\n  gain power of this shadow-power to the shadow\n  if points-kept of this == 0:\n    gain points of this vp to the shadow\n  approach the shadow-hero by 3 locations\n  if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:\n    spend 2 gold\n    nothing\n  if second-event-cancelled of this == 0:\n    gain 1 curse\n  move this to event-discard",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when activated on this:
 *   gain power of this shadow-power to the shadow
 *   if points-kept of this == 0:
 *     gain points of this vp to the shadow
 *   withdraw the shadow-hero by 1 locations
 *   if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:
 *     spend 2 mana
 *     nothing
 *   if second-event-cancelled of this == 0:
 *     nothing
 *   move this to event-discard
 */
function eventMistEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "power", rt.choose(ctx, theThis)), unit: "shadow-power" },
    to: rt.choose(ctx, theShadow),
  });
  if (rt.property(ctx, "points-kept", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, {
      amount: { amount: rt.cardField(ctx, "points", rt.choose(ctx, theThis)), unit: "vp" },
      to: rt.choose(ctx, theShadow),
    });
  }
  rt.verbs.withdraw(ctx, { figure: rt.choose(ctx, theShadowHero), by: 1 });
  if (
    rt.property(ctx, "first-event-cancelled", rt.choose(ctx, theThis)) === 0 &&
    rt.property(ctx, "distance", rt.choose(ctx, theShadowHero_2)) <=
      rt.cardField(ctx, "range", rt.choose(ctx, theThis))
  ) {
    rt.verbs.spend(ctx, { amount: mana2 });
  }
  if (rt.property(ctx, "second-event-cancelled", rt.choose(ctx, theThis)) === 0) {
  }
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "event-discard" });
}

/** Mist (solo-event) */
export const eventMist: SoloEventCard = {
  id: "event-mist",
  name: "Mist",
  kind: "solo-event",
  text: "Shadow power +1, Shadow VP +2. The Shadow Hero moves 1 location away from your Hero. Event 1 (range 2): lose 2 mana. Event 2: nothing happens. Battle: 1 cards.",
  covers: ["LOT-07"],
  power: 1,
  points: 2,
  range: 2,
  battle: 1,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "activated",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: eventMistEffect0,
        text: "when activated on this:\n  gain power of this shadow-power to the shadow\n  if points-kept of this == 0:\n    gain points of this vp to the shadow\n  withdraw the shadow-hero by 1 locations\n  if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:\n    spend 2 mana\n    nothing\n  if second-event-cancelled of this == 0:\n    nothing\n  move this to event-discard",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when activated on this:
 *   gain power of this shadow-power to the shadow
 *   if points-kept of this == 0:
 *     gain points of this vp to the shadow
 *   approach the shadow-hero by 2 locations
 *   if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:
 *     attack the shadow-hero
 *     nothing
 *   if second-event-cancelled of this == 0:
 *     gain 1 curse
 *   move this to event-discard
 */
function eventTheHuntEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "power", rt.choose(ctx, theThis)), unit: "shadow-power" },
    to: rt.choose(ctx, theShadow),
  });
  if (rt.property(ctx, "points-kept", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, {
      amount: { amount: rt.cardField(ctx, "points", rt.choose(ctx, theThis)), unit: "vp" },
      to: rt.choose(ctx, theShadow),
    });
  }
  rt.verbs.approach(ctx, { figure: rt.choose(ctx, theShadowHero), by: 2 });
  if (
    rt.property(ctx, "first-event-cancelled", rt.choose(ctx, theThis)) === 0 &&
    rt.property(ctx, "distance", rt.choose(ctx, theShadowHero_2)) <=
      rt.cardField(ctx, "range", rt.choose(ctx, theThis))
  ) {
    rt.verbs.attack(ctx, { figure: rt.choose(ctx, theShadowHero) });
  }
  if (rt.property(ctx, "second-event-cancelled", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, { amount: curse1 });
  }
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "event-discard" });
}

/** The Hunt (solo-event) */
export const eventTheHunt: SoloEventCard = {
  id: "event-the-hunt",
  name: "The Hunt",
  kind: "solo-event",
  text: "Shadow power +3, Shadow VP +7. The Shadow Hero moves 2 locations closer to your Hero. Event 1 (range 3): the Shadow Hero attacks you. Event 2: receive 1 curse token. Battle: 5 cards.",
  covers: ["LOT-07"],
  power: 3,
  points: 7,
  range: 3,
  battle: 5,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "activated",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: eventTheHuntEffect0,
        text: "when activated on this:\n  gain power of this shadow-power to the shadow\n  if points-kept of this == 0:\n    gain points of this vp to the shadow\n  approach the shadow-hero by 2 locations\n  if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:\n    attack the shadow-hero\n    nothing\n  if second-event-cancelled of this == 0:\n    gain 1 curse\n  move this to event-discard",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when activated on this:
 *   gain power of this shadow-power to the shadow
 *   if points-kept of this == 0:
 *     gain points of this vp to the shadow
 *   shift the shadow-hero to a nearest-location with Fortress
 *   if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:
 *     spend 1 hp
 *     nothing
 *   if second-event-cancelled of this == 0:
 *     spend 1 gold
 *   move this to event-discard
 */
function eventRuinEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "power", rt.choose(ctx, theThis)), unit: "shadow-power" },
    to: rt.choose(ctx, theShadow),
  });
  if (rt.property(ctx, "points-kept", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, {
      amount: { amount: rt.cardField(ctx, "points", rt.choose(ctx, theThis)), unit: "vp" },
      to: rt.choose(ctx, theShadow),
    });
  }
  rt.verbs.shift(ctx, {
    figure: rt.choose(ctx, theShadowHero),
    to: rt.choose(ctx, aNearestLocation_4),
  });
  if (
    rt.property(ctx, "first-event-cancelled", rt.choose(ctx, theThis)) === 0 &&
    rt.property(ctx, "distance", rt.choose(ctx, theShadowHero_2)) <=
      rt.cardField(ctx, "range", rt.choose(ctx, theThis))
  ) {
    rt.verbs.spend(ctx, { amount: hp1 });
  }
  if (rt.property(ctx, "second-event-cancelled", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.spend(ctx, { amount: gold1 });
  }
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "event-discard" });
}

/** Ruin (solo-event) */
export const eventRuin: SoloEventCard = {
  id: "event-ruin",
  name: "Ruin",
  kind: "solo-event",
  text: "Shadow power +2, Shadow VP +5. The Shadow Hero moves to the Fortress nearest your Hero. Event 1 (range 2): lose 1 HP. Event 2: lose 1 gold. Battle: 3 cards.",
  covers: ["LOT-07"],
  power: 2,
  points: 5,
  range: 2,
  battle: 3,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "activated",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: eventRuinEffect0,
        text: "when activated on this:\n  gain power of this shadow-power to the shadow\n  if points-kept of this == 0:\n    gain points of this vp to the shadow\n  shift the shadow-hero to a nearest-location with Fortress\n  if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:\n    spend 1 hp\n    nothing\n  if second-event-cancelled of this == 0:\n    spend 1 gold\n  move this to event-discard",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when activated on this:
 *   gain power of this shadow-power to the shadow
 *   if points-kept of this == 0:
 *     gain points of this vp to the shadow
 *   withdraw the shadow-hero by 2 locations
 *   if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:
 *     spend 2 gold
 *     nothing
 *   if second-event-cancelled of this == 0:
 *     spend 1 mana
 *   move this to event-discard
 */
function eventGloomEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "power", rt.choose(ctx, theThis)), unit: "shadow-power" },
    to: rt.choose(ctx, theShadow),
  });
  if (rt.property(ctx, "points-kept", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, {
      amount: { amount: rt.cardField(ctx, "points", rt.choose(ctx, theThis)), unit: "vp" },
      to: rt.choose(ctx, theShadow),
    });
  }
  rt.verbs.withdraw(ctx, { figure: rt.choose(ctx, theShadowHero), by: 2 });
  if (
    rt.property(ctx, "first-event-cancelled", rt.choose(ctx, theThis)) === 0 &&
    rt.property(ctx, "distance", rt.choose(ctx, theShadowHero_2)) <=
      rt.cardField(ctx, "range", rt.choose(ctx, theThis))
  ) {
    rt.verbs.spend(ctx, { amount: gold2 });
  }
  if (rt.property(ctx, "second-event-cancelled", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.spend(ctx, { amount: mana1 });
  }
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "event-discard" });
}

/** Gloom (solo-event) */
export const eventGloom: SoloEventCard = {
  id: "event-gloom",
  name: "Gloom",
  kind: "solo-event",
  text: "Shadow power +1, Shadow VP +3. The Shadow Hero moves 2 locations away from your Hero. Event 1 (range 1): lose 2 gold. Event 2: lose 1 mana. Battle: 2 cards.",
  covers: ["LOT-07"],
  power: 1,
  points: 3,
  range: 1,
  battle: 2,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "activated",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: eventGloomEffect0,
        text: "when activated on this:\n  gain power of this shadow-power to the shadow\n  if points-kept of this == 0:\n    gain points of this vp to the shadow\n  withdraw the shadow-hero by 2 locations\n  if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:\n    spend 2 gold\n    nothing\n  if second-event-cancelled of this == 0:\n    spend 1 mana\n  move this to event-discard",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when activated on this:
 *   gain power of this shadow-power to the shadow
 *   if points-kept of this == 0:
 *     gain points of this vp to the shadow
 *   approach the shadow-hero by 3 locations
 *   if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:
 *     spend 1 hp
 *     spend 2 gold
 *   if second-event-cancelled of this == 0:
 *     lose 1 barriers
 *   move this to event-discard
 */
function eventShadowGateEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "power", rt.choose(ctx, theThis)), unit: "shadow-power" },
    to: rt.choose(ctx, theShadow),
  });
  if (rt.property(ctx, "points-kept", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, {
      amount: { amount: rt.cardField(ctx, "points", rt.choose(ctx, theThis)), unit: "vp" },
      to: rt.choose(ctx, theShadow),
    });
  }
  rt.verbs.approach(ctx, { figure: rt.choose(ctx, theShadowHero), by: 3 });
  if (
    rt.property(ctx, "first-event-cancelled", rt.choose(ctx, theThis)) === 0 &&
    rt.property(ctx, "distance", rt.choose(ctx, theShadowHero_2)) <=
      rt.cardField(ctx, "range", rt.choose(ctx, theThis))
  ) {
    rt.verbs.spend(ctx, { amount: hp1 });
    rt.verbs.spend(ctx, { amount: gold2 });
  }
  if (rt.property(ctx, "second-event-cancelled", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.lose(ctx, { count: 1 });
  }
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "event-discard" });
}

/** Shadow Gate (solo-event) */
export const eventShadowGate: SoloEventCard = {
  id: "event-shadow-gate",
  name: "Shadow Gate",
  kind: "solo-event",
  text: "Shadow power +4, Shadow VP +9. The Shadow Hero moves 3 locations closer to your Hero. Event 1 (range 2): pay 1 HP and 2 gold. Event 2: lose 1 completed magical barrier. Battle: 5 cards.",
  covers: ["LOT-07"],
  power: 4,
  points: 9,
  range: 2,
  battle: 5,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "activated",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: eventShadowGateEffect0,
        text: "when activated on this:\n  gain power of this shadow-power to the shadow\n  if points-kept of this == 0:\n    gain points of this vp to the shadow\n  approach the shadow-hero by 3 locations\n  if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:\n    spend 1 hp\n    spend 2 gold\n  if second-event-cancelled of this == 0:\n    lose 1 barriers\n  move this to event-discard",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when activated on this:
 *   gain power of this shadow-power to the shadow
 *   if points-kept of this == 0:
 *     gain points of this vp to the shadow
 *   approach the shadow-hero by 1 locations
 *   if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:
 *     spend 2 mana
 *     nothing
 *   if second-event-cancelled of this == 0:
 *     nothing
 *   move this to event-discard
 */
function eventRavenEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "power", rt.choose(ctx, theThis)), unit: "shadow-power" },
    to: rt.choose(ctx, theShadow),
  });
  if (rt.property(ctx, "points-kept", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, {
      amount: { amount: rt.cardField(ctx, "points", rt.choose(ctx, theThis)), unit: "vp" },
      to: rt.choose(ctx, theShadow),
    });
  }
  rt.verbs.approach(ctx, { figure: rt.choose(ctx, theShadowHero), by: 1 });
  if (
    rt.property(ctx, "first-event-cancelled", rt.choose(ctx, theThis)) === 0 &&
    rt.property(ctx, "distance", rt.choose(ctx, theShadowHero_2)) <=
      rt.cardField(ctx, "range", rt.choose(ctx, theThis))
  ) {
    rt.verbs.spend(ctx, { amount: mana2 });
  }
  if (rt.property(ctx, "second-event-cancelled", rt.choose(ctx, theThis)) === 0) {
  }
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "event-discard" });
}

/** Raven (solo-event) */
export const eventRaven: SoloEventCard = {
  id: "event-raven",
  name: "Raven",
  kind: "solo-event",
  text: "Shadow power +1, Shadow VP +2. The Shadow Hero moves 1 location closer to your Hero. Event 1 (range 3): lose 2 mana. Event 2: nothing happens. Battle: 1 cards.",
  covers: ["LOT-07"],
  power: 1,
  points: 2,
  range: 3,
  battle: 1,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "activated",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: eventRavenEffect0,
        text: "when activated on this:\n  gain power of this shadow-power to the shadow\n  if points-kept of this == 0:\n    gain points of this vp to the shadow\n  approach the shadow-hero by 1 locations\n  if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:\n    spend 2 mana\n    nothing\n  if second-event-cancelled of this == 0:\n    nothing\n  move this to event-discard",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when activated on this:
 *   gain power of this shadow-power to the shadow
 *   if points-kept of this == 0:
 *     gain points of this vp to the shadow
 *   shift the shadow-hero to a nearest-location with Healing-Well
 *   if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:
 *     spend 1 hp
 *     nothing
 *   if second-event-cancelled of this == 0:
 *     gain 1 curse
 *   move this to event-discard
 */
function eventBlightEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "power", rt.choose(ctx, theThis)), unit: "shadow-power" },
    to: rt.choose(ctx, theShadow),
  });
  if (rt.property(ctx, "points-kept", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, {
      amount: { amount: rt.cardField(ctx, "points", rt.choose(ctx, theThis)), unit: "vp" },
      to: rt.choose(ctx, theShadow),
    });
  }
  rt.verbs.shift(ctx, {
    figure: rt.choose(ctx, theShadowHero),
    to: rt.choose(ctx, aNearestLocation_6),
  });
  if (
    rt.property(ctx, "first-event-cancelled", rt.choose(ctx, theThis)) === 0 &&
    rt.property(ctx, "distance", rt.choose(ctx, theShadowHero_2)) <=
      rt.cardField(ctx, "range", rt.choose(ctx, theThis))
  ) {
    rt.verbs.spend(ctx, { amount: hp1 });
  }
  if (rt.property(ctx, "second-event-cancelled", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, { amount: curse1 });
  }
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "event-discard" });
}

/** Blight (solo-event) */
export const eventBlight: SoloEventCard = {
  id: "event-blight",
  name: "Blight",
  kind: "solo-event",
  text: "Shadow power +2, Shadow VP +4. The Shadow Hero moves to the Healing Well nearest your Hero. Event 1 (range 2): lose 1 HP. Event 2: receive 1 curse token. Battle: 3 cards.",
  covers: ["LOT-07"],
  power: 2,
  points: 4,
  range: 2,
  battle: 3,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "activated",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: eventBlightEffect0,
        text: "when activated on this:\n  gain power of this shadow-power to the shadow\n  if points-kept of this == 0:\n    gain points of this vp to the shadow\n  shift the shadow-hero to a nearest-location with Healing-Well\n  if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:\n    spend 1 hp\n    nothing\n  if second-event-cancelled of this == 0:\n    gain 1 curse\n  move this to event-discard",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when activated on this:
 *   gain power of this shadow-power to the shadow
 *   if points-kept of this == 0:
 *     gain points of this vp to the shadow
 *   shift the shadow-hero to a nearest-location with Temple
 *   if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:
 *     attack the shadow-hero
 *     nothing
 *   if second-event-cancelled of this == 0:
 *     nothing
 *   move this to event-discard
 */
function eventNightWatchEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "power", rt.choose(ctx, theThis)), unit: "shadow-power" },
    to: rt.choose(ctx, theShadow),
  });
  if (rt.property(ctx, "points-kept", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, {
      amount: { amount: rt.cardField(ctx, "points", rt.choose(ctx, theThis)), unit: "vp" },
      to: rt.choose(ctx, theShadow),
    });
  }
  rt.verbs.shift(ctx, {
    figure: rt.choose(ctx, theShadowHero),
    to: rt.choose(ctx, aNearestLocation_2),
  });
  if (
    rt.property(ctx, "first-event-cancelled", rt.choose(ctx, theThis)) === 0 &&
    rt.property(ctx, "distance", rt.choose(ctx, theShadowHero_2)) <=
      rt.cardField(ctx, "range", rt.choose(ctx, theThis))
  ) {
    rt.verbs.attack(ctx, { figure: rt.choose(ctx, theShadowHero) });
  }
  if (rt.property(ctx, "second-event-cancelled", rt.choose(ctx, theThis)) === 0) {
  }
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "event-discard" });
}

/** Night Watch (solo-event) */
export const eventNightWatch: SoloEventCard = {
  id: "event-night-watch",
  name: "Night Watch",
  kind: "solo-event",
  text: "Shadow power +2, Shadow VP +5. The Shadow Hero moves to the Temple nearest your Hero. Event 1 (range 2): the Shadow Hero attacks you. Event 2: nothing happens. Battle: 3 cards.",
  covers: ["LOT-07"],
  power: 2,
  points: 5,
  range: 2,
  battle: 3,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "activated",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: eventNightWatchEffect0,
        text: "when activated on this:\n  gain power of this shadow-power to the shadow\n  if points-kept of this == 0:\n    gain points of this vp to the shadow\n  shift the shadow-hero to a nearest-location with Temple\n  if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:\n    attack the shadow-hero\n    nothing\n  if second-event-cancelled of this == 0:\n    nothing\n  move this to event-discard",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when activated on this:
 *   gain power of this shadow-power to the shadow
 *   if points-kept of this == 0:
 *     gain points of this vp to the shadow
 *   shift the shadow-hero to a nearest-location with Village
 *   if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:
 *     spend 2 mana
 *     nothing
 *   if second-event-cancelled of this == 0:
 *     gain 1 curse
 *   move this to event-discard
 */
function eventSoulThiefEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "power", rt.choose(ctx, theThis)), unit: "shadow-power" },
    to: rt.choose(ctx, theShadow),
  });
  if (rt.property(ctx, "points-kept", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, {
      amount: { amount: rt.cardField(ctx, "points", rt.choose(ctx, theThis)), unit: "vp" },
      to: rt.choose(ctx, theShadow),
    });
  }
  rt.verbs.shift(ctx, {
    figure: rt.choose(ctx, theShadowHero),
    to: rt.choose(ctx, aNearestLocation_3),
  });
  if (
    rt.property(ctx, "first-event-cancelled", rt.choose(ctx, theThis)) === 0 &&
    rt.property(ctx, "distance", rt.choose(ctx, theShadowHero_2)) <=
      rt.cardField(ctx, "range", rt.choose(ctx, theThis))
  ) {
    rt.verbs.spend(ctx, { amount: mana2 });
  }
  if (rt.property(ctx, "second-event-cancelled", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, { amount: curse1 });
  }
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "event-discard" });
}

/** Soul Thief (solo-event) */
export const eventSoulThief: SoloEventCard = {
  id: "event-soul-thief",
  name: "Soul Thief",
  kind: "solo-event",
  text: "Shadow power +3, Shadow VP +6. The Shadow Hero moves to the Village nearest your Hero. Event 1 (range 2): lose 2 mana. Event 2: receive 1 curse token. Battle: 4 cards.",
  covers: ["LOT-07"],
  power: 3,
  points: 6,
  range: 2,
  battle: 4,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "activated",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: eventSoulThiefEffect0,
        text: "when activated on this:\n  gain power of this shadow-power to the shadow\n  if points-kept of this == 0:\n    gain points of this vp to the shadow\n  shift the shadow-hero to a nearest-location with Village\n  if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:\n    spend 2 mana\n    nothing\n  if second-event-cancelled of this == 0:\n    gain 1 curse\n  move this to event-discard",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when activated on this:
 *   gain power of this shadow-power to the shadow
 *   if points-kept of this == 0:
 *     gain points of this vp to the shadow
 *   withdraw the shadow-hero by 1 locations
 *   if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:
 *     spend 1 hp
 *     spend 2 gold
 *   if second-event-cancelled of this == 0:
 *     spend 1 mana
 *   move this to event-discard
 */
function eventDespairEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "power", rt.choose(ctx, theThis)), unit: "shadow-power" },
    to: rt.choose(ctx, theShadow),
  });
  if (rt.property(ctx, "points-kept", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, {
      amount: { amount: rt.cardField(ctx, "points", rt.choose(ctx, theThis)), unit: "vp" },
      to: rt.choose(ctx, theShadow),
    });
  }
  rt.verbs.withdraw(ctx, { figure: rt.choose(ctx, theShadowHero), by: 1 });
  if (
    rt.property(ctx, "first-event-cancelled", rt.choose(ctx, theThis)) === 0 &&
    rt.property(ctx, "distance", rt.choose(ctx, theShadowHero_2)) <=
      rt.cardField(ctx, "range", rt.choose(ctx, theThis))
  ) {
    rt.verbs.spend(ctx, { amount: hp1 });
    rt.verbs.spend(ctx, { amount: gold2 });
  }
  if (rt.property(ctx, "second-event-cancelled", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.spend(ctx, { amount: mana1 });
  }
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "event-discard" });
}

/** Despair (solo-event) */
export const eventDespair: SoloEventCard = {
  id: "event-despair",
  name: "Despair",
  kind: "solo-event",
  text: "Shadow power +2, Shadow VP +5. The Shadow Hero moves 1 location away from your Hero. Event 1 (range 2): pay 1 HP and 2 gold. Event 2: lose 1 mana. Battle: 3 cards.",
  covers: ["LOT-07"],
  power: 2,
  points: 5,
  range: 2,
  battle: 3,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "activated",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: eventDespairEffect0,
        text: "when activated on this:\n  gain power of this shadow-power to the shadow\n  if points-kept of this == 0:\n    gain points of this vp to the shadow\n  withdraw the shadow-hero by 1 locations\n  if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:\n    spend 1 hp\n    spend 2 gold\n  if second-event-cancelled of this == 0:\n    spend 1 mana\n  move this to event-discard",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when activated on this:
 *   gain power of this shadow-power to the shadow
 *   if points-kept of this == 0:
 *     gain points of this vp to the shadow
 *   shift the shadow-hero to a nearest-location with Relic
 *   if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:
 *     attack the shadow-hero
 *     nothing
 *   if second-event-cancelled of this == 0:
 *     spend 1 gold
 *   move this to event-discard
 */
function eventDarkOmenEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "power", rt.choose(ctx, theThis)), unit: "shadow-power" },
    to: rt.choose(ctx, theShadow),
  });
  if (rt.property(ctx, "points-kept", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, {
      amount: { amount: rt.cardField(ctx, "points", rt.choose(ctx, theThis)), unit: "vp" },
      to: rt.choose(ctx, theShadow),
    });
  }
  rt.verbs.shift(ctx, {
    figure: rt.choose(ctx, theShadowHero),
    to: rt.choose(ctx, aNearestLocation_7),
  });
  if (
    rt.property(ctx, "first-event-cancelled", rt.choose(ctx, theThis)) === 0 &&
    rt.property(ctx, "distance", rt.choose(ctx, theShadowHero_2)) <=
      rt.cardField(ctx, "range", rt.choose(ctx, theThis))
  ) {
    rt.verbs.attack(ctx, { figure: rt.choose(ctx, theShadowHero) });
  }
  if (rt.property(ctx, "second-event-cancelled", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.spend(ctx, { amount: gold1 });
  }
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "event-discard" });
}

/** Dark Omen (solo-event) */
export const eventDarkOmen: SoloEventCard = {
  id: "event-dark-omen",
  name: "Dark Omen",
  kind: "solo-event",
  text: "Shadow power +3, Shadow VP +8. The Shadow Hero moves to the Relic location nearest your Hero. Event 1 (range 3): the Shadow Hero attacks you. Event 2: lose 1 gold. Battle: 4 cards.",
  covers: ["LOT-07"],
  power: 3,
  points: 8,
  range: 3,
  battle: 4,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "activated",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: eventDarkOmenEffect0,
        text: "when activated on this:\n  gain power of this shadow-power to the shadow\n  if points-kept of this == 0:\n    gain points of this vp to the shadow\n  shift the shadow-hero to a nearest-location with Relic\n  if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:\n    attack the shadow-hero\n    nothing\n  if second-event-cancelled of this == 0:\n    spend 1 gold\n  move this to event-discard",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when activated on this:
 *   gain power of this shadow-power to the shadow
 *   if points-kept of this == 0:
 *     gain points of this vp to the shadow
 *   approach the shadow-hero by 2 locations
 *   if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:
 *     attack the shadow-hero
 *     nothing
 *   if second-event-cancelled of this == 0:
 *     gain 3 curse
 *   move this to event-discard
 */
function eventEndOfDaysEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "power", rt.choose(ctx, theThis)), unit: "shadow-power" },
    to: rt.choose(ctx, theShadow),
  });
  if (rt.property(ctx, "points-kept", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, {
      amount: { amount: rt.cardField(ctx, "points", rt.choose(ctx, theThis)), unit: "vp" },
      to: rt.choose(ctx, theShadow),
    });
  }
  rt.verbs.approach(ctx, { figure: rt.choose(ctx, theShadowHero), by: 2 });
  if (
    rt.property(ctx, "first-event-cancelled", rt.choose(ctx, theThis)) === 0 &&
    rt.property(ctx, "distance", rt.choose(ctx, theShadowHero_2)) <=
      rt.cardField(ctx, "range", rt.choose(ctx, theThis))
  ) {
    rt.verbs.attack(ctx, { figure: rt.choose(ctx, theShadowHero) });
  }
  if (rt.property(ctx, "second-event-cancelled", rt.choose(ctx, theThis)) === 0) {
    rt.verbs.gain(ctx, { amount: curse3 });
  }
  rt.verbs.move(ctx, { card: rt.choose(ctx, theThis), to: "event-discard" });
}

/** End of Days (solo-event) */
export const eventEndOfDays: SoloEventCard = {
  id: "event-end-of-days",
  name: "End of Days",
  kind: "solo-event",
  text: "Shadow power +4, Shadow VP +10. The Shadow Hero moves 2 locations closer to your Hero. Event 1 (range 2): the Shadow Hero attacks you. Event 2: receive 3 curse tokens. Battle: 6 cards.",
  covers: ["LOT-07"],
  power: 4,
  points: 10,
  range: 2,
  battle: 6,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "activated",
          every: false,
          args: { on: theThis },
          condition: null,
        },
        limits: [],
        costs: [],
        run: eventEndOfDaysEffect0,
        text: "when activated on this:\n  gain power of this shadow-power to the shadow\n  if points-kept of this == 0:\n    gain points of this vp to the shadow\n  approach the shadow-hero by 2 locations\n  if first-event-cancelled of this == 0 and distance of shadow-hero <= range of this:\n    attack the shadow-hero\n    nothing\n  if second-event-cancelled of this == 0:\n    gain 3 curse\n  move this to event-discard",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
