import type { EffectContext } from "../../../../runtime/api.ts";
import type { ActionCardCard, SoloEventCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theThis = { noun: "this", determiner: null, filters: [] } as const;
const theShadow = { noun: "shadow", determiner: "the", filters: [] } as const;
const theShadowHero = { noun: "shadow-hero", determiner: "the", filters: [] } as const;
const aNearestLocation = {
  noun: "nearest-location",
  determiner: "a",
  filters: [{ with: "Armory" }],
} as const;
const curse1 = { amount: 1, unit: "curse" } as const;
const hp1 = { amount: 1, unit: "hp" } as const;
const gold2 = { amount: 2, unit: "gold" } as const;
const mana2 = { amount: 2, unit: "mana" } as const;

/**
 * when activated on this:
 *   gain power of this shadow-power to the shadow
 *   gain points of this vp to the shadow
 *   send the shadow-hero to a nearest-location with Armory
 *   if distance of the shadow-hero <= range of this:
 *     attack the shadow-hero
 *   gain 1 curse
 */
function eventArmoryAmbushEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "power", rt.choose(ctx, theThis)), unit: "shadow-power" },
    to: rt.choose(ctx, theShadow),
  });
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "points", rt.choose(ctx, theThis)), unit: "vp" },
    to: rt.choose(ctx, theShadow),
  });
  rt.verbs.send(ctx, {
    figure: rt.choose(ctx, theShadowHero),
    to: rt.choose(ctx, aNearestLocation),
  });
  if (
    rt.property(ctx, "distance", rt.choose(ctx, theShadowHero)) <=
    rt.cardField(ctx, "range", rt.choose(ctx, theThis))
  ) {
    rt.verbs.attack(ctx, { figure: rt.choose(ctx, theShadowHero) });
  }
  rt.verbs.gain(ctx, { amount: curse1 });
}

/** Armory Ambush (solo-event) */
export const eventArmoryAmbush: SoloEventCard = {
  id: "event-armory-ambush",
  name: "Armory Ambush",
  kind: "solo-event",
  text: "Shadow power +3, Shadow VP +7. The Shadow Hero moves to the Armory nearest your Hero. Event 1 (range 3): the Shadow Hero attacks you. Event 2: receive 1 curse token.",
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
        text: "when activated on this:\n  gain power of this shadow-power to the shadow\n  gain points of this vp to the shadow\n  send the shadow-hero to a nearest-location with Armory\n  if distance of the shadow-hero <= range of this:\n    attack the shadow-hero\n  gain 1 curse",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when activated on this:
 *   gain power of this shadow-power to the shadow
 *   gain points of this vp to the shadow
 *   approach the shadow-hero by 2 locations
 *   if distance of the shadow-hero <= range of this:
 *     spend 1 hp
 *     spend 2 gold
 */
function eventClosingInEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "power", rt.choose(ctx, theThis)), unit: "shadow-power" },
    to: rt.choose(ctx, theShadow),
  });
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "points", rt.choose(ctx, theThis)), unit: "vp" },
    to: rt.choose(ctx, theShadow),
  });
  rt.verbs.approach(ctx, { figure: rt.choose(ctx, theShadowHero), by: 2 });
  if (
    rt.property(ctx, "distance", rt.choose(ctx, theShadowHero)) <=
    rt.cardField(ctx, "range", rt.choose(ctx, theThis))
  ) {
    rt.verbs.spend(ctx, { amount: hp1 });
    rt.verbs.spend(ctx, { amount: gold2 });
  }
}

/** Closing In (solo-event) */
export const eventClosingIn: SoloEventCard = {
  id: "event-closing-in",
  name: "Closing In",
  kind: "solo-event",
  text: "Shadow power +2, Shadow VP +4. The Shadow Hero moves 2 locations closer. Event 1 (range 2): pay 1 HP and 2 gold.",
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
        text: "when activated on this:\n  gain power of this shadow-power to the shadow\n  gain points of this vp to the shadow\n  approach the shadow-hero by 2 locations\n  if distance of the shadow-hero <= range of this:\n    spend 1 hp\n    spend 2 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when activated on this:
 *   gain power of this shadow-power to the shadow
 *   gain points of this vp to the shadow
 *   withdraw the shadow-hero by 2 locations
 */
function eventRetreatEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "power", rt.choose(ctx, theThis)), unit: "shadow-power" },
    to: rt.choose(ctx, theShadow),
  });
  rt.verbs.gain(ctx, {
    amount: { amount: rt.cardField(ctx, "points", rt.choose(ctx, theThis)), unit: "vp" },
    to: rt.choose(ctx, theShadow),
  });
  rt.verbs.withdraw(ctx, { figure: rt.choose(ctx, theShadowHero), by: 2 });
}

/** Shadow Retreat (solo-event) */
export const eventRetreat: SoloEventCard = {
  id: "event-retreat",
  name: "Shadow Retreat",
  kind: "solo-event",
  text: "Shadow power +1, Shadow VP +2. The Shadow Hero moves 2 locations away.",
  covers: ["LOT-07"],
  power: 1,
  points: 2,
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
        run: eventRetreatEffect0,
        text: "when activated on this:\n  gain power of this shadow-power to the shadow\n  gain points of this vp to the shadow\n  withdraw the shadow-hero by 2 locations",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** gain 2 mana */
function secondWindEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: mana2 });
}

/** Second Wind (action-card) */
export const secondWind: ActionCardCard = {
  id: "second-wind",
  name: "Second Wind",
  kind: "action-card",
  text: "Instant (any player's turn): receive 2 mana.",
  covers: ["LOT-07"],
  traits: ["Instant"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: secondWindEffect0,
        text: "gain 2 mana",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
