import type { Cost, EffectContext } from "cardsmith/runtime/api";
import type { LocationCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theThis = { noun: "this", determiner: null, filters: [] } as const;
const aHero = { noun: "hero", determiner: "a", filters: [] } as const;
const theMover = { noun: "mover", determiner: null, filters: [] } as const;
const anAdvantageCard = { noun: "advantage-card", determiner: "an", filters: [] } as const;
const aFigure = { noun: "figure", determiner: "a", filters: [] } as const;
const theCapturedCastles = { noun: "captured-castles", determiner: null, filters: [] } as const;
const aCapturedCastle = { noun: "captured-castle", determiner: "a", filters: [] } as const;
const aCard = { noun: "card", determiner: "a", filters: [{ in: "drawn", owner: "your" }] } as const;
const eachCard = {
  noun: "card",
  determiner: "each",
  filters: [{ in: "drawn", owner: "your" }],
} as const;
const theThis_2 = { noun: "this", determiner: null, filters: [{ with: "relic-here" }] } as const;
const theThis_3 = { noun: "this", determiner: null, filters: [{ with: "crystal-here" }] } as const;
const aLostSoul = { noun: "lost-soul", determiner: "a", filters: [] } as const;
const aPortal = { noun: "portal", determiner: "a", filters: [] } as const;
const glory1 = { amount: 1, unit: "glory" } as const;
const gold2 = { amount: 2, unit: "gold" } as const;
const hp2 = { amount: 2, unit: "hp" } as const;
const relicHere1 = { amount: 1, unit: "relic-here" } as const;
const relics1 = { amount: 1, unit: "relics" } as const;
const crystalHere1 = { amount: 1, unit: "crystal-here" } as const;
const greenCrystal1 = { amount: 1, unit: "green-crystal" } as const;
const yellowCrystal1 = { amount: 1, unit: "yellow-crystal" } as const;
const redCrystal1 = { amount: 1, unit: "red-crystal" } as const;
const purpleCrystal1 = { amount: 1, unit: "purple-crystal" } as const;
const hp1 = { amount: 1, unit: "hp" } as const;

function capitalWarriorEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.fact(ctx, "yours");
}

/**
 * when entered on this by a hero if yours:
 *   gain 5 - hp hp
 */
function capitalWarriorEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: { amount: 5 - rt.property(ctx, "hp", null), unit: "hp" } });
}

/** Warrior Capital (location) */
export const capitalWarrior: LocationCard = {
  id: "capital-warrior",
  name: "Warrior Capital",
  kind: "location",
  text: "Your own Capital: your Hero stepping onto it is healed to 5 HP, even at 1 HP. Your relics and crystals lie here.",
  covers: ["LOT-01", "LOT-06"],
  traits: ["Capital", "Warrior"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aHero },
          condition: capitalWarriorEffect0When,
        },
        limits: [],
        costs: [],
        run: capitalWarriorEffect0,
        text: "when entered on this by a hero if yours:\n  gain 5 - hp hp",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function capitalMageEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.fact(ctx, "yours");
}

/**
 * when entered on this by a hero if yours:
 *   gain 5 - hp hp
 */
function capitalMageEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: { amount: 5 - rt.property(ctx, "hp", null), unit: "hp" } });
}

/** Mage Capital (location) */
export const capitalMage: LocationCard = {
  id: "capital-mage",
  name: "Mage Capital",
  kind: "location",
  text: "Your own Capital: your Hero stepping onto it is healed to 5 HP, even at 1 HP. Your relics and crystals lie here.",
  covers: ["LOT-01", "LOT-06"],
  traits: ["Capital", "Mage"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aHero },
          condition: capitalMageEffect0When,
        },
        limits: [],
        costs: [],
        run: capitalMageEffect0,
        text: "when entered on this by a hero if yours:\n  gain 5 - hp hp",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function capitalEngineerEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.fact(ctx, "yours");
}

/**
 * when entered on this by a hero if yours:
 *   gain 5 - hp hp
 */
function capitalEngineerEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: { amount: 5 - rt.property(ctx, "hp", null), unit: "hp" } });
}

/** Engineer Capital (location) */
export const capitalEngineer: LocationCard = {
  id: "capital-engineer",
  name: "Engineer Capital",
  kind: "location",
  text: "Your own Capital: your Hero stepping onto it is healed to 5 HP, even at 1 HP. Your relics and crystals lie here.",
  covers: ["LOT-01", "LOT-06"],
  traits: ["Capital", "Engineer"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aHero },
          condition: capitalEngineerEffect0When,
        },
        limits: [],
        costs: [],
        run: capitalEngineerEffect0,
        text: "when entered on this by a hero if yours:\n  gain 5 - hp hp",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function capitalShadowEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.fact(ctx, "yours");
}

/**
 * when entered on this by a hero if yours:
 *   gain 5 - hp hp
 */
function capitalShadowEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: { amount: 5 - rt.property(ctx, "hp", null), unit: "hp" } });
}

/** Shadow Capital (location) */
export const capitalShadow: LocationCard = {
  id: "capital-shadow",
  name: "Shadow Capital",
  kind: "location",
  text: "Your own Capital: your Hero stepping onto it is healed to 5 HP, even at 1 HP. Your relics and crystals lie here.",
  covers: ["LOT-01", "LOT-06"],
  traits: ["Capital", "Shadow"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aHero },
          condition: capitalShadowEffect0When,
        },
        limits: [],
        costs: [],
        run: capitalShadowEffect0,
        text: "when entered on this by a hero if yours:\n  gain 5 - hp hp",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function castle1Effect0When(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "hp", null) > rt.cardField(ctx, "capture-hp", rt.choose(ctx, theThis)) &&
    rt.fact(ctx, "hostile")
  );
}

/**
 * when entered on this by a hero if hp > capture-hp of this and hostile:
 *   spend capture-hp of this hp
 *   capture this
 *   draw 1 card from action-deck
 */
function castle1Effect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.spend(ctx, {
    amount: { amount: rt.cardField(ctx, "capture-hp", rt.choose(ctx, theThis)), unit: "hp" },
  });
  rt.verbs.capture(ctx, { place: rt.choose(ctx, theThis) });
  rt.verbs.draw(ctx, { count: 1, from: "action-deck" });
}

function castle1Effect1When(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "hp", null) > rt.cardField(ctx, "capture-hp", rt.choose(ctx, theThis)) &&
    !rt.fact(ctx, "hostile") &&
    !rt.fact(ctx, "yours")
  );
}

/**
 * when entered on this by a hero if hp > capture-hp of this and not hostile and not yours:
 *   choose one:
 *     nothing
 *   or:
 *     spend capture-hp of this hp
 *     capture this
 *     draw 1 card from action-deck
 */
function castle1Effect1(rt: Rt, ctx: EffectContext): void {
  switch (
    rt.chooseOption(ctx, [
      "nothing",
      "spend capture-hp of this hp; capture this; draw 1 card from action-deck",
    ])
  ) {
    case 0: {
      break;
    }
    case 1: {
      rt.verbs.spend(ctx, {
        amount: { amount: rt.cardField(ctx, "capture-hp", rt.choose(ctx, theThis)), unit: "hp" },
      });
      rt.verbs.capture(ctx, { place: rt.choose(ctx, theThis) });
      rt.verbs.draw(ctx, { count: 1, from: "action-deck" });
      break;
    }
  }
}

/** Castle (location) */
export const castle1: LocationCard = {
  id: "castle-1",
  name: "Castle",
  kind: "location",
  text: "Hero only: capture it for 2 HP (so the Hero needs at least 3 HP), and receive 1 action card. Held by another player, a Hero must capture it to step onto it. Each Castle you hold gives 2 gold at the start of your turn.",
  covers: ["LOT-01", "LOT-06"],
  traits: ["Castle", "Capturable"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aHero },
          condition: castle1Effect0When,
        },
        limits: [],
        costs: [],
        run: castle1Effect0,
        text: "when entered on this by a hero if hp > capture-hp of this and hostile:\n  spend capture-hp of this hp\n  capture this\n  draw 1 card from action-deck",
      },
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aHero },
          condition: castle1Effect1When,
        },
        limits: [],
        costs: [],
        run: castle1Effect1,
        text: "when entered on this by a hero if hp > capture-hp of this and not hostile and not yours:\n  choose one:\n    nothing\n  or:\n    spend capture-hp of this hp\n    capture this\n    draw 1 card from action-deck",
      },
    ],
    modifiers: [],
    requires: null,
  },
  "capture-hp": 2,
};

function castle2Effect0When(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "hp", null) > rt.cardField(ctx, "capture-hp", rt.choose(ctx, theThis)) &&
    rt.fact(ctx, "hostile")
  );
}

/**
 * when entered on this by a hero if hp > capture-hp of this and hostile:
 *   spend capture-hp of this hp
 *   capture this
 *   draw 1 card from action-deck
 */
function castle2Effect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.spend(ctx, {
    amount: { amount: rt.cardField(ctx, "capture-hp", rt.choose(ctx, theThis)), unit: "hp" },
  });
  rt.verbs.capture(ctx, { place: rt.choose(ctx, theThis) });
  rt.verbs.draw(ctx, { count: 1, from: "action-deck" });
}

function castle2Effect1When(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "hp", null) > rt.cardField(ctx, "capture-hp", rt.choose(ctx, theThis)) &&
    !rt.fact(ctx, "hostile") &&
    !rt.fact(ctx, "yours")
  );
}

/**
 * when entered on this by a hero if hp > capture-hp of this and not hostile and not yours:
 *   choose one:
 *     nothing
 *   or:
 *     spend capture-hp of this hp
 *     capture this
 *     draw 1 card from action-deck
 */
function castle2Effect1(rt: Rt, ctx: EffectContext): void {
  switch (
    rt.chooseOption(ctx, [
      "nothing",
      "spend capture-hp of this hp; capture this; draw 1 card from action-deck",
    ])
  ) {
    case 0: {
      break;
    }
    case 1: {
      rt.verbs.spend(ctx, {
        amount: { amount: rt.cardField(ctx, "capture-hp", rt.choose(ctx, theThis)), unit: "hp" },
      });
      rt.verbs.capture(ctx, { place: rt.choose(ctx, theThis) });
      rt.verbs.draw(ctx, { count: 1, from: "action-deck" });
      break;
    }
  }
}

/** Castle (location) */
export const castle2: LocationCard = {
  id: "castle-2",
  name: "Castle",
  kind: "location",
  text: "Hero only: capture it for 2 HP (so the Hero needs at least 3 HP), and receive 1 action card. Held by another player, a Hero must capture it to step onto it. Each Castle you hold gives 2 gold at the start of your turn.",
  covers: ["LOT-01", "LOT-06"],
  traits: ["Castle", "Capturable"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aHero },
          condition: castle2Effect0When,
        },
        limits: [],
        costs: [],
        run: castle2Effect0,
        text: "when entered on this by a hero if hp > capture-hp of this and hostile:\n  spend capture-hp of this hp\n  capture this\n  draw 1 card from action-deck",
      },
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aHero },
          condition: castle2Effect1When,
        },
        limits: [],
        costs: [],
        run: castle2Effect1,
        text: "when entered on this by a hero if hp > capture-hp of this and not hostile and not yours:\n  choose one:\n    nothing\n  or:\n    spend capture-hp of this hp\n    capture this\n    draw 1 card from action-deck",
      },
    ],
    modifiers: [],
    requires: null,
  },
  "capture-hp": 2,
};

function castle3Effect0When(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "hp", null) > rt.cardField(ctx, "capture-hp", rt.choose(ctx, theThis)) &&
    rt.fact(ctx, "hostile")
  );
}

/**
 * when entered on this by a hero if hp > capture-hp of this and hostile:
 *   spend capture-hp of this hp
 *   capture this
 *   draw 1 card from action-deck
 */
function castle3Effect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.spend(ctx, {
    amount: { amount: rt.cardField(ctx, "capture-hp", rt.choose(ctx, theThis)), unit: "hp" },
  });
  rt.verbs.capture(ctx, { place: rt.choose(ctx, theThis) });
  rt.verbs.draw(ctx, { count: 1, from: "action-deck" });
}

function castle3Effect1When(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "hp", null) > rt.cardField(ctx, "capture-hp", rt.choose(ctx, theThis)) &&
    !rt.fact(ctx, "hostile") &&
    !rt.fact(ctx, "yours")
  );
}

/**
 * when entered on this by a hero if hp > capture-hp of this and not hostile and not yours:
 *   choose one:
 *     nothing
 *   or:
 *     spend capture-hp of this hp
 *     capture this
 *     draw 1 card from action-deck
 */
function castle3Effect1(rt: Rt, ctx: EffectContext): void {
  switch (
    rt.chooseOption(ctx, [
      "nothing",
      "spend capture-hp of this hp; capture this; draw 1 card from action-deck",
    ])
  ) {
    case 0: {
      break;
    }
    case 1: {
      rt.verbs.spend(ctx, {
        amount: { amount: rt.cardField(ctx, "capture-hp", rt.choose(ctx, theThis)), unit: "hp" },
      });
      rt.verbs.capture(ctx, { place: rt.choose(ctx, theThis) });
      rt.verbs.draw(ctx, { count: 1, from: "action-deck" });
      break;
    }
  }
}

/** Castle (location) */
export const castle3: LocationCard = {
  id: "castle-3",
  name: "Castle",
  kind: "location",
  text: "Hero only: capture it for 2 HP (so the Hero needs at least 3 HP), and receive 1 action card. Held by another player, a Hero must capture it to step onto it. Each Castle you hold gives 2 gold at the start of your turn.",
  covers: ["LOT-01", "LOT-06"],
  traits: ["Castle", "Capturable"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aHero },
          condition: castle3Effect0When,
        },
        limits: [],
        costs: [],
        run: castle3Effect0,
        text: "when entered on this by a hero if hp > capture-hp of this and hostile:\n  spend capture-hp of this hp\n  capture this\n  draw 1 card from action-deck",
      },
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aHero },
          condition: castle3Effect1When,
        },
        limits: [],
        costs: [],
        run: castle3Effect1,
        text: "when entered on this by a hero if hp > capture-hp of this and not hostile and not yours:\n  choose one:\n    nothing\n  or:\n    spend capture-hp of this hp\n    capture this\n    draw 1 card from action-deck",
      },
    ],
    modifiers: [],
    requires: null,
  },
  "capture-hp": 2,
};

function fortress1Effect0When(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "hp", null) > rt.cardField(ctx, "capture-hp", rt.choose(ctx, theThis)) &&
    rt.fact(ctx, "hostile")
  );
}

/**
 * when entered on this by a hero if hp > capture-hp of this and hostile:
 *   spend capture-hp of this hp
 *   capture this
 *   gain 1 glory
 */
function fortress1Effect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.spend(ctx, {
    amount: { amount: rt.cardField(ctx, "capture-hp", rt.choose(ctx, theThis)), unit: "hp" },
  });
  rt.verbs.capture(ctx, { place: rt.choose(ctx, theThis) });
  rt.verbs.gain(ctx, { amount: glory1 });
}

function fortress1Effect1When(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "hp", null) > rt.cardField(ctx, "capture-hp", rt.choose(ctx, theThis)) &&
    !rt.fact(ctx, "hostile") &&
    !rt.fact(ctx, "yours")
  );
}

/**
 * when entered on this by a hero if hp > capture-hp of this and not hostile and not yours:
 *   choose one:
 *     nothing
 *   or:
 *     spend capture-hp of this hp
 *     capture this
 *     gain 1 glory
 */
function fortress1Effect1(rt: Rt, ctx: EffectContext): void {
  switch (
    rt.chooseOption(ctx, ["nothing", "spend capture-hp of this hp; capture this; gain 1 glory"])
  ) {
    case 0: {
      break;
    }
    case 1: {
      rt.verbs.spend(ctx, {
        amount: { amount: rt.cardField(ctx, "capture-hp", rt.choose(ctx, theThis)), unit: "hp" },
      });
      rt.verbs.capture(ctx, { place: rt.choose(ctx, theThis) });
      rt.verbs.gain(ctx, { amount: glory1 });
      break;
    }
  }
}

/** Fortress (location) */
export const fortress1: LocationCard = {
  id: "fortress-1",
  name: "Fortress",
  kind: "location",
  text: "Hero only, 1 HP: capture it, and receive 1 glory point. Held by another player, a Hero must capture it to step onto it. Each Fortress you hold adds 1 to your combat power.",
  covers: ["LOT-01"],
  traits: ["Fortress", "Capturable"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aHero },
          condition: fortress1Effect0When,
        },
        limits: [],
        costs: [],
        run: fortress1Effect0,
        text: "when entered on this by a hero if hp > capture-hp of this and hostile:\n  spend capture-hp of this hp\n  capture this\n  gain 1 glory",
      },
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aHero },
          condition: fortress1Effect1When,
        },
        limits: [],
        costs: [],
        run: fortress1Effect1,
        text: "when entered on this by a hero if hp > capture-hp of this and not hostile and not yours:\n  choose one:\n    nothing\n  or:\n    spend capture-hp of this hp\n    capture this\n    gain 1 glory",
      },
    ],
    modifiers: [],
    requires: null,
  },
  "capture-hp": 1,
};

function fortress2Effect0When(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "hp", null) > rt.cardField(ctx, "capture-hp", rt.choose(ctx, theThis)) &&
    rt.fact(ctx, "hostile")
  );
}

/**
 * when entered on this by a hero if hp > capture-hp of this and hostile:
 *   spend capture-hp of this hp
 *   capture this
 *   gain 1 glory
 */
function fortress2Effect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.spend(ctx, {
    amount: { amount: rt.cardField(ctx, "capture-hp", rt.choose(ctx, theThis)), unit: "hp" },
  });
  rt.verbs.capture(ctx, { place: rt.choose(ctx, theThis) });
  rt.verbs.gain(ctx, { amount: glory1 });
}

function fortress2Effect1When(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "hp", null) > rt.cardField(ctx, "capture-hp", rt.choose(ctx, theThis)) &&
    !rt.fact(ctx, "hostile") &&
    !rt.fact(ctx, "yours")
  );
}

/**
 * when entered on this by a hero if hp > capture-hp of this and not hostile and not yours:
 *   choose one:
 *     nothing
 *   or:
 *     spend capture-hp of this hp
 *     capture this
 *     gain 1 glory
 */
function fortress2Effect1(rt: Rt, ctx: EffectContext): void {
  switch (
    rt.chooseOption(ctx, ["nothing", "spend capture-hp of this hp; capture this; gain 1 glory"])
  ) {
    case 0: {
      break;
    }
    case 1: {
      rt.verbs.spend(ctx, {
        amount: { amount: rt.cardField(ctx, "capture-hp", rt.choose(ctx, theThis)), unit: "hp" },
      });
      rt.verbs.capture(ctx, { place: rt.choose(ctx, theThis) });
      rt.verbs.gain(ctx, { amount: glory1 });
      break;
    }
  }
}

/** Fortress (location) */
export const fortress2: LocationCard = {
  id: "fortress-2",
  name: "Fortress",
  kind: "location",
  text: "Hero only, 1 HP: capture it, and receive 1 glory point. Held by another player, a Hero must capture it to step onto it. Each Fortress you hold adds 1 to your combat power.",
  covers: ["LOT-01"],
  traits: ["Fortress", "Capturable"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aHero },
          condition: fortress2Effect0When,
        },
        limits: [],
        costs: [],
        run: fortress2Effect0,
        text: "when entered on this by a hero if hp > capture-hp of this and hostile:\n  spend capture-hp of this hp\n  capture this\n  gain 1 glory",
      },
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aHero },
          condition: fortress2Effect1When,
        },
        limits: [],
        costs: [],
        run: fortress2Effect1,
        text: "when entered on this by a hero if hp > capture-hp of this and not hostile and not yours:\n  choose one:\n    nothing\n  or:\n    spend capture-hp of this hp\n    capture this\n    gain 1 glory",
      },
    ],
    modifiers: [],
    requires: null,
  },
  "capture-hp": 1,
};

function fortress3Effect0When(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "hp", null) > rt.cardField(ctx, "capture-hp", rt.choose(ctx, theThis)) &&
    rt.fact(ctx, "hostile")
  );
}

/**
 * when entered on this by a hero if hp > capture-hp of this and hostile:
 *   spend capture-hp of this hp
 *   capture this
 *   gain 1 glory
 */
function fortress3Effect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.spend(ctx, {
    amount: { amount: rt.cardField(ctx, "capture-hp", rt.choose(ctx, theThis)), unit: "hp" },
  });
  rt.verbs.capture(ctx, { place: rt.choose(ctx, theThis) });
  rt.verbs.gain(ctx, { amount: glory1 });
}

function fortress3Effect1When(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "hp", null) > rt.cardField(ctx, "capture-hp", rt.choose(ctx, theThis)) &&
    !rt.fact(ctx, "hostile") &&
    !rt.fact(ctx, "yours")
  );
}

/**
 * when entered on this by a hero if hp > capture-hp of this and not hostile and not yours:
 *   choose one:
 *     nothing
 *   or:
 *     spend capture-hp of this hp
 *     capture this
 *     gain 1 glory
 */
function fortress3Effect1(rt: Rt, ctx: EffectContext): void {
  switch (
    rt.chooseOption(ctx, ["nothing", "spend capture-hp of this hp; capture this; gain 1 glory"])
  ) {
    case 0: {
      break;
    }
    case 1: {
      rt.verbs.spend(ctx, {
        amount: { amount: rt.cardField(ctx, "capture-hp", rt.choose(ctx, theThis)), unit: "hp" },
      });
      rt.verbs.capture(ctx, { place: rt.choose(ctx, theThis) });
      rt.verbs.gain(ctx, { amount: glory1 });
      break;
    }
  }
}

/** Fortress (location) */
export const fortress3: LocationCard = {
  id: "fortress-3",
  name: "Fortress",
  kind: "location",
  text: "Hero only, 1 HP: capture it, and receive 1 glory point. Held by another player, a Hero must capture it to step onto it. Each Fortress you hold adds 1 to your combat power.",
  covers: ["LOT-01"],
  traits: ["Fortress", "Capturable"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aHero },
          condition: fortress3Effect0When,
        },
        limits: [],
        costs: [],
        run: fortress3Effect0,
        text: "when entered on this by a hero if hp > capture-hp of this and hostile:\n  spend capture-hp of this hp\n  capture this\n  gain 1 glory",
      },
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aHero },
          condition: fortress3Effect1When,
        },
        limits: [],
        costs: [],
        run: fortress3Effect1,
        text: "when entered on this by a hero if hp > capture-hp of this and not hostile and not yours:\n  choose one:\n    nothing\n  or:\n    spend capture-hp of this hp\n    capture this\n    gain 1 glory",
      },
    ],
    modifiers: [],
    requires: null,
  },
  "capture-hp": 1,
};

function fortress4Effect0When(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "hp", null) > rt.cardField(ctx, "capture-hp", rt.choose(ctx, theThis)) &&
    rt.fact(ctx, "hostile")
  );
}

/**
 * when entered on this by a hero if hp > capture-hp of this and hostile:
 *   spend capture-hp of this hp
 *   capture this
 *   gain 1 glory
 */
function fortress4Effect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.spend(ctx, {
    amount: { amount: rt.cardField(ctx, "capture-hp", rt.choose(ctx, theThis)), unit: "hp" },
  });
  rt.verbs.capture(ctx, { place: rt.choose(ctx, theThis) });
  rt.verbs.gain(ctx, { amount: glory1 });
}

function fortress4Effect1When(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "hp", null) > rt.cardField(ctx, "capture-hp", rt.choose(ctx, theThis)) &&
    !rt.fact(ctx, "hostile") &&
    !rt.fact(ctx, "yours")
  );
}

/**
 * when entered on this by a hero if hp > capture-hp of this and not hostile and not yours:
 *   choose one:
 *     nothing
 *   or:
 *     spend capture-hp of this hp
 *     capture this
 *     gain 1 glory
 */
function fortress4Effect1(rt: Rt, ctx: EffectContext): void {
  switch (
    rt.chooseOption(ctx, ["nothing", "spend capture-hp of this hp; capture this; gain 1 glory"])
  ) {
    case 0: {
      break;
    }
    case 1: {
      rt.verbs.spend(ctx, {
        amount: { amount: rt.cardField(ctx, "capture-hp", rt.choose(ctx, theThis)), unit: "hp" },
      });
      rt.verbs.capture(ctx, { place: rt.choose(ctx, theThis) });
      rt.verbs.gain(ctx, { amount: glory1 });
      break;
    }
  }
}

/** Fortress (location) */
export const fortress4: LocationCard = {
  id: "fortress-4",
  name: "Fortress",
  kind: "location",
  text: "Hero only, 1 HP: capture it, and receive 1 glory point. Held by another player, a Hero must capture it to step onto it. Each Fortress you hold adds 1 to your combat power.",
  covers: ["LOT-01"],
  traits: ["Fortress", "Capturable"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aHero },
          condition: fortress4Effect0When,
        },
        limits: [],
        costs: [],
        run: fortress4Effect0,
        text: "when entered on this by a hero if hp > capture-hp of this and hostile:\n  spend capture-hp of this hp\n  capture this\n  gain 1 glory",
      },
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aHero },
          condition: fortress4Effect1When,
        },
        limits: [],
        costs: [],
        run: fortress4Effect1,
        text: "when entered on this by a hero if hp > capture-hp of this and not hostile and not yours:\n  choose one:\n    nothing\n  or:\n    spend capture-hp of this hp\n    capture this\n    gain 1 glory",
      },
    ],
    modifiers: [],
    requires: null,
  },
  "capture-hp": 1,
};

function village1Effect0When(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "gold", null) >= 2 &&
    !rt.fact(ctx, "yours") &&
    (rt.property(ctx, "hp", null) > 1 || rt.is(ctx, rt.choose(ctx, theMover), "lost-soul"))
  );
}

/**
 * when entered on this by a figure if gold >= 2 and not yours and (hp > 1 or mover is lost-soul):
 *   choose one:
 *     nothing
 *   or:
 *     spend 2 gold
 *     capture this
 *     take an advantage-card to advantages
 */
function village1Effect0(rt: Rt, ctx: EffectContext): void {
  switch (
    rt.chooseOption(ctx, [
      "nothing",
      "spend 2 gold; capture this; take an advantage-card to advantages",
    ])
  ) {
    case 0: {
      break;
    }
    case 1: {
      rt.verbs.spend(ctx, { amount: gold2 });
      rt.verbs.capture(ctx, { place: rt.choose(ctx, theThis) });
      rt.verbs.take(ctx, { card: rt.choose(ctx, anAdvantageCard), to: "advantages" });
      break;
    }
  }
}

/** Village (location) */
export const village1: LocationCard = {
  id: "village-1",
  name: "Village",
  kind: "location",
  text: "Hero or Lost Soul, 2 gold: capture it, and take a Village advantage card of your choice: from the player who held it, else from the Village advantage cards.",
  covers: ["LOT-01"],
  traits: ["Village", "Capturable"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aFigure },
          condition: village1Effect0When,
        },
        limits: [],
        costs: [],
        run: village1Effect0,
        text: "when entered on this by a figure if gold >= 2 and not yours and (hp > 1 or mover is lost-soul):\n  choose one:\n    nothing\n  or:\n    spend 2 gold\n    capture this\n    take an advantage-card to advantages",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function village2Effect0When(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "gold", null) >= 2 &&
    !rt.fact(ctx, "yours") &&
    (rt.property(ctx, "hp", null) > 1 || rt.is(ctx, rt.choose(ctx, theMover), "lost-soul"))
  );
}

/**
 * when entered on this by a figure if gold >= 2 and not yours and (hp > 1 or mover is lost-soul):
 *   choose one:
 *     nothing
 *   or:
 *     spend 2 gold
 *     capture this
 *     take an advantage-card to advantages
 */
function village2Effect0(rt: Rt, ctx: EffectContext): void {
  switch (
    rt.chooseOption(ctx, [
      "nothing",
      "spend 2 gold; capture this; take an advantage-card to advantages",
    ])
  ) {
    case 0: {
      break;
    }
    case 1: {
      rt.verbs.spend(ctx, { amount: gold2 });
      rt.verbs.capture(ctx, { place: rt.choose(ctx, theThis) });
      rt.verbs.take(ctx, { card: rt.choose(ctx, anAdvantageCard), to: "advantages" });
      break;
    }
  }
}

/** Village (location) */
export const village2: LocationCard = {
  id: "village-2",
  name: "Village",
  kind: "location",
  text: "Hero or Lost Soul, 2 gold: capture it, and take a Village advantage card of your choice: from the player who held it, else from the Village advantage cards.",
  covers: ["LOT-01"],
  traits: ["Village", "Capturable"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aFigure },
          condition: village2Effect0When,
        },
        limits: [],
        costs: [],
        run: village2Effect0,
        text: "when entered on this by a figure if gold >= 2 and not yours and (hp > 1 or mover is lost-soul):\n  choose one:\n    nothing\n  or:\n    spend 2 gold\n    capture this\n    take an advantage-card to advantages",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function village3Effect0When(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "gold", null) >= 2 &&
    !rt.fact(ctx, "yours") &&
    (rt.property(ctx, "hp", null) > 1 || rt.is(ctx, rt.choose(ctx, theMover), "lost-soul"))
  );
}

/**
 * when entered on this by a figure if gold >= 2 and not yours and (hp > 1 or mover is lost-soul):
 *   choose one:
 *     nothing
 *   or:
 *     spend 2 gold
 *     capture this
 *     take an advantage-card to advantages
 */
function village3Effect0(rt: Rt, ctx: EffectContext): void {
  switch (
    rt.chooseOption(ctx, [
      "nothing",
      "spend 2 gold; capture this; take an advantage-card to advantages",
    ])
  ) {
    case 0: {
      break;
    }
    case 1: {
      rt.verbs.spend(ctx, { amount: gold2 });
      rt.verbs.capture(ctx, { place: rt.choose(ctx, theThis) });
      rt.verbs.take(ctx, { card: rt.choose(ctx, anAdvantageCard), to: "advantages" });
      break;
    }
  }
}

/** Village (location) */
export const village3: LocationCard = {
  id: "village-3",
  name: "Village",
  kind: "location",
  text: "Hero or Lost Soul, 2 gold: capture it, and take a Village advantage card of your choice: from the player who held it, else from the Village advantage cards.",
  covers: ["LOT-01"],
  traits: ["Village", "Capturable"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aFigure },
          condition: village3Effect0When,
        },
        limits: [],
        costs: [],
        run: village3Effect0,
        text: "when entered on this by a figure if gold >= 2 and not yours and (hp > 1 or mover is lost-soul):\n  choose one:\n    nothing\n  or:\n    spend 2 gold\n    capture this\n    take an advantage-card to advantages",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function village4Effect0When(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "gold", null) >= 2 &&
    !rt.fact(ctx, "yours") &&
    (rt.property(ctx, "hp", null) > 1 || rt.is(ctx, rt.choose(ctx, theMover), "lost-soul"))
  );
}

/**
 * when entered on this by a figure if gold >= 2 and not yours and (hp > 1 or mover is lost-soul):
 *   choose one:
 *     nothing
 *   or:
 *     spend 2 gold
 *     capture this
 *     take an advantage-card to advantages
 */
function village4Effect0(rt: Rt, ctx: EffectContext): void {
  switch (
    rt.chooseOption(ctx, [
      "nothing",
      "spend 2 gold; capture this; take an advantage-card to advantages",
    ])
  ) {
    case 0: {
      break;
    }
    case 1: {
      rt.verbs.spend(ctx, { amount: gold2 });
      rt.verbs.capture(ctx, { place: rt.choose(ctx, theThis) });
      rt.verbs.take(ctx, { card: rt.choose(ctx, anAdvantageCard), to: "advantages" });
      break;
    }
  }
}

/** Village (location) */
export const village4: LocationCard = {
  id: "village-4",
  name: "Village",
  kind: "location",
  text: "Hero or Lost Soul, 2 gold: capture it, and take a Village advantage card of your choice: from the player who held it, else from the Village advantage cards.",
  covers: ["LOT-01"],
  traits: ["Village", "Capturable"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aFigure },
          condition: village4Effect0When,
        },
        limits: [],
        costs: [],
        run: village4Effect0,
        text: "when entered on this by a figure if gold >= 2 and not yours and (hp > 1 or mover is lost-soul):\n  choose one:\n    nothing\n  or:\n    spend 2 gold\n    capture this\n    take an advantage-card to advantages",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function village5Effect0When(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "gold", null) >= 2 &&
    !rt.fact(ctx, "yours") &&
    (rt.property(ctx, "hp", null) > 1 || rt.is(ctx, rt.choose(ctx, theMover), "lost-soul"))
  );
}

/**
 * when entered on this by a figure if gold >= 2 and not yours and (hp > 1 or mover is lost-soul):
 *   choose one:
 *     nothing
 *   or:
 *     spend 2 gold
 *     capture this
 *     take an advantage-card to advantages
 */
function village5Effect0(rt: Rt, ctx: EffectContext): void {
  switch (
    rt.chooseOption(ctx, [
      "nothing",
      "spend 2 gold; capture this; take an advantage-card to advantages",
    ])
  ) {
    case 0: {
      break;
    }
    case 1: {
      rt.verbs.spend(ctx, { amount: gold2 });
      rt.verbs.capture(ctx, { place: rt.choose(ctx, theThis) });
      rt.verbs.take(ctx, { card: rt.choose(ctx, anAdvantageCard), to: "advantages" });
      break;
    }
  }
}

/** Village (location) */
export const village5: LocationCard = {
  id: "village-5",
  name: "Village",
  kind: "location",
  text: "Hero or Lost Soul, 2 gold: capture it, and take a Village advantage card of your choice: from the player who held it, else from the Village advantage cards.",
  covers: ["LOT-01"],
  traits: ["Village", "Capturable"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aFigure },
          condition: village5Effect0When,
        },
        limits: [],
        costs: [],
        run: village5Effect0,
        text: "when entered on this by a figure if gold >= 2 and not yours and (hp > 1 or mover is lost-soul):\n  choose one:\n    nothing\n  or:\n    spend 2 gold\n    capture this\n    take an advantage-card to advantages",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function tunnel1Effect0When(rt: Rt, ctx: EffectContext): boolean {
  return (
    (rt.property(ctx, "hp", null) > 1 || rt.is(ctx, rt.choose(ctx, theMover), "lost-soul")) &&
    rt.count(ctx, theCapturedCastles) > 0
  );
}

/**
 * when entered on this by a figure if (hp > 1 or mover is lost-soul) and count captured-castles > 0:
 *   choose one:
 *     nothing
 *   or:
 *     pay 2 mana:
 *       let C = a captured-castle
 *       send mover to C
 *       if C is enemy-location:
 *         capture C
 *   or:
 *     if mover is hero and hp >= 3:
 *       spend 2 hp
 *       let C = a captured-castle
 *       send mover to C
 *       if C is enemy-location:
 *         capture C
 */
function tunnel1Effect0(rt: Rt, ctx: EffectContext): void {
  const pay: readonly Cost<Rt>[] = [{ kind: "pay", amount: 2, unit: "mana" }];
  switch (
    rt.chooseOption(
      ctx,
      [
        "nothing",
        "pay 2 mana: let C = a captured-castle; send mover to C; if C is enemy-location: capture C",
        "if mover is hero and hp >= 3: spend 2 hp; let C = a captured-castle; send mover to C; if C is enemy-location: capture C",
      ],
      [null, pay, null],
    )
  ) {
    case 0: {
      break;
    }
    case 1: {
      if (rt.pay(ctx, pay, "pay 2 mana")) {
        const v_C = rt.choose(ctx, aCapturedCastle);
        rt.verbs.send(ctx, { figure: rt.choose(ctx, theMover), to: v_C });
        if (rt.is(ctx, v_C, "enemy-location")) {
          rt.verbs.capture(ctx, { place: v_C });
        }
      }
      break;
    }
    case 2: {
      if (rt.is(ctx, rt.choose(ctx, theMover), "hero") && rt.property(ctx, "hp", null) >= 3) {
        rt.verbs.spend(ctx, { amount: hp2 });
        const v_C_2 = rt.choose(ctx, aCapturedCastle);
        rt.verbs.send(ctx, { figure: rt.choose(ctx, theMover), to: v_C_2 });
        if (rt.is(ctx, v_C_2, "enemy-location")) {
          rt.verbs.capture(ctx, { place: v_C_2 });
        }
      }
      break;
    }
  }
}

/** Tunnel (location) */
export const tunnel1: LocationCard = {
  id: "tunnel-1",
  name: "Tunnel",
  kind: "location",
  text: "Hero (2 mana or 2 HP) or Lost Soul (2 mana): move it to any captured Castle; a Castle held by another player is captured at once, without its 2 HP.",
  covers: ["LOT-01", "LOT-08"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aFigure },
          condition: tunnel1Effect0When,
        },
        limits: [],
        costs: [],
        run: tunnel1Effect0,
        text: "when entered on this by a figure if (hp > 1 or mover is lost-soul) and count captured-castles > 0:\n  choose one:\n    nothing\n  or:\n    pay 2 mana:\n      let C = a captured-castle\n      send mover to C\n      if C is enemy-location:\n        capture C\n  or:\n    if mover is hero and hp >= 3:\n      spend 2 hp\n      let C = a captured-castle\n      send mover to C\n      if C is enemy-location:\n        capture C",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function tunnel2Effect0When(rt: Rt, ctx: EffectContext): boolean {
  return (
    (rt.property(ctx, "hp", null) > 1 || rt.is(ctx, rt.choose(ctx, theMover), "lost-soul")) &&
    rt.count(ctx, theCapturedCastles) > 0
  );
}

/**
 * when entered on this by a figure if (hp > 1 or mover is lost-soul) and count captured-castles > 0:
 *   choose one:
 *     nothing
 *   or:
 *     pay 2 mana:
 *       let C = a captured-castle
 *       send mover to C
 *       if C is enemy-location:
 *         capture C
 *   or:
 *     if mover is hero and hp >= 3:
 *       spend 2 hp
 *       let C = a captured-castle
 *       send mover to C
 *       if C is enemy-location:
 *         capture C
 */
function tunnel2Effect0(rt: Rt, ctx: EffectContext): void {
  const pay: readonly Cost<Rt>[] = [{ kind: "pay", amount: 2, unit: "mana" }];
  switch (
    rt.chooseOption(
      ctx,
      [
        "nothing",
        "pay 2 mana: let C = a captured-castle; send mover to C; if C is enemy-location: capture C",
        "if mover is hero and hp >= 3: spend 2 hp; let C = a captured-castle; send mover to C; if C is enemy-location: capture C",
      ],
      [null, pay, null],
    )
  ) {
    case 0: {
      break;
    }
    case 1: {
      if (rt.pay(ctx, pay, "pay 2 mana")) {
        const v_C = rt.choose(ctx, aCapturedCastle);
        rt.verbs.send(ctx, { figure: rt.choose(ctx, theMover), to: v_C });
        if (rt.is(ctx, v_C, "enemy-location")) {
          rt.verbs.capture(ctx, { place: v_C });
        }
      }
      break;
    }
    case 2: {
      if (rt.is(ctx, rt.choose(ctx, theMover), "hero") && rt.property(ctx, "hp", null) >= 3) {
        rt.verbs.spend(ctx, { amount: hp2 });
        const v_C_2 = rt.choose(ctx, aCapturedCastle);
        rt.verbs.send(ctx, { figure: rt.choose(ctx, theMover), to: v_C_2 });
        if (rt.is(ctx, v_C_2, "enemy-location")) {
          rt.verbs.capture(ctx, { place: v_C_2 });
        }
      }
      break;
    }
  }
}

/** Tunnel (location) */
export const tunnel2: LocationCard = {
  id: "tunnel-2",
  name: "Tunnel",
  kind: "location",
  text: "Hero (2 mana or 2 HP) or Lost Soul (2 mana): move it to any captured Castle; a Castle held by another player is captured at once, without its 2 HP.",
  covers: ["LOT-01", "LOT-08"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aFigure },
          condition: tunnel2Effect0When,
        },
        limits: [],
        costs: [],
        run: tunnel2Effect0,
        text: "when entered on this by a figure if (hp > 1 or mover is lost-soul) and count captured-castles > 0:\n  choose one:\n    nothing\n  or:\n    pay 2 mana:\n      let C = a captured-castle\n      send mover to C\n      if C is enemy-location:\n        capture C\n  or:\n    if mover is hero and hp >= 3:\n      spend 2 hp\n      let C = a captured-castle\n      send mover to C\n      if C is enemy-location:\n        capture C",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function temple1Effect0When(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "gold", null) >= 2 &&
    (rt.property(ctx, "hp", null) > 1 || rt.is(ctx, rt.choose(ctx, theMover), "lost-soul"))
  );
}

/**
 * when entered on this by a figure if gold >= 2 and (hp > 1 or mover is lost-soul):
 *   choose one:
 *     nothing
 *   or:
 *     spend 2 gold
 *     draw 1 card from quest-deck
 *   or:
 *     pay 3 gold:
 *       draw 2 cards from quest-deck into drawn
 *       move a card in your drawn to hand
 *       move each card in your drawn to quest-discard
 */
function temple1Effect0(rt: Rt, ctx: EffectContext): void {
  const pay: readonly Cost<Rt>[] = [{ kind: "pay", amount: 3, unit: "gold" }];
  switch (
    rt.chooseOption(
      ctx,
      [
        "nothing",
        "spend 2 gold; draw 1 card from quest-deck",
        "pay 3 gold: draw 2 cards from quest-deck into drawn; move a card in your drawn to hand; move each card in your drawn to quest-discard",
      ],
      [null, null, pay],
    )
  ) {
    case 0: {
      break;
    }
    case 1: {
      rt.verbs.spend(ctx, { amount: gold2 });
      rt.verbs.draw(ctx, { count: 1, from: "quest-deck" });
      break;
    }
    case 2: {
      if (rt.pay(ctx, pay, "pay 3 gold")) {
        rt.verbs.draw(ctx, { count: 2, from: "quest-deck", into: "drawn" });
        rt.verbs.move(ctx, { card: rt.choose(ctx, aCard), to: "hand" });
        for (const card of rt.select(ctx, eachCard)) {
          rt.verbs.move(ctx, { card: card, to: "quest-discard" });
        }
      }
      break;
    }
  }
}

/** Temple (location) */
export const temple1: LocationCard = {
  id: "temple-1",
  name: "Temple",
  kind: "location",
  text: "Hero or Lost Soul: buy a quest: 2 gold for 1 quest card, or 3 gold to draw 2 and keep one (the other is discarded).",
  covers: ["LOT-01"],
  traits: ["Temple"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aFigure },
          condition: temple1Effect0When,
        },
        limits: [],
        costs: [],
        run: temple1Effect0,
        text: "when entered on this by a figure if gold >= 2 and (hp > 1 or mover is lost-soul):\n  choose one:\n    nothing\n  or:\n    spend 2 gold\n    draw 1 card from quest-deck\n  or:\n    pay 3 gold:\n      draw 2 cards from quest-deck into drawn\n      move a card in your drawn to hand\n      move each card in your drawn to quest-discard",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function temple2Effect0When(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "gold", null) >= 2 &&
    (rt.property(ctx, "hp", null) > 1 || rt.is(ctx, rt.choose(ctx, theMover), "lost-soul"))
  );
}

/**
 * when entered on this by a figure if gold >= 2 and (hp > 1 or mover is lost-soul):
 *   choose one:
 *     nothing
 *   or:
 *     spend 2 gold
 *     draw 1 card from quest-deck
 *   or:
 *     pay 3 gold:
 *       draw 2 cards from quest-deck into drawn
 *       move a card in your drawn to hand
 *       move each card in your drawn to quest-discard
 */
function temple2Effect0(rt: Rt, ctx: EffectContext): void {
  const pay: readonly Cost<Rt>[] = [{ kind: "pay", amount: 3, unit: "gold" }];
  switch (
    rt.chooseOption(
      ctx,
      [
        "nothing",
        "spend 2 gold; draw 1 card from quest-deck",
        "pay 3 gold: draw 2 cards from quest-deck into drawn; move a card in your drawn to hand; move each card in your drawn to quest-discard",
      ],
      [null, null, pay],
    )
  ) {
    case 0: {
      break;
    }
    case 1: {
      rt.verbs.spend(ctx, { amount: gold2 });
      rt.verbs.draw(ctx, { count: 1, from: "quest-deck" });
      break;
    }
    case 2: {
      if (rt.pay(ctx, pay, "pay 3 gold")) {
        rt.verbs.draw(ctx, { count: 2, from: "quest-deck", into: "drawn" });
        rt.verbs.move(ctx, { card: rt.choose(ctx, aCard), to: "hand" });
        for (const card of rt.select(ctx, eachCard)) {
          rt.verbs.move(ctx, { card: card, to: "quest-discard" });
        }
      }
      break;
    }
  }
}

/** Temple (location) */
export const temple2: LocationCard = {
  id: "temple-2",
  name: "Temple",
  kind: "location",
  text: "Hero or Lost Soul: buy a quest: 2 gold for 1 quest card, or 3 gold to draw 2 and keep one (the other is discarded).",
  covers: ["LOT-01"],
  traits: ["Temple"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aFigure },
          condition: temple2Effect0When,
        },
        limits: [],
        costs: [],
        run: temple2Effect0,
        text: "when entered on this by a figure if gold >= 2 and (hp > 1 or mover is lost-soul):\n  choose one:\n    nothing\n  or:\n    spend 2 gold\n    draw 1 card from quest-deck\n  or:\n    pay 3 gold:\n      draw 2 cards from quest-deck into drawn\n      move a card in your drawn to hand\n      move each card in your drawn to quest-discard",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function temple3Effect0When(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "gold", null) >= 2 &&
    (rt.property(ctx, "hp", null) > 1 || rt.is(ctx, rt.choose(ctx, theMover), "lost-soul"))
  );
}

/**
 * when entered on this by a figure if gold >= 2 and (hp > 1 or mover is lost-soul):
 *   choose one:
 *     nothing
 *   or:
 *     spend 2 gold
 *     draw 1 card from quest-deck
 *   or:
 *     pay 3 gold:
 *       draw 2 cards from quest-deck into drawn
 *       move a card in your drawn to hand
 *       move each card in your drawn to quest-discard
 */
function temple3Effect0(rt: Rt, ctx: EffectContext): void {
  const pay: readonly Cost<Rt>[] = [{ kind: "pay", amount: 3, unit: "gold" }];
  switch (
    rt.chooseOption(
      ctx,
      [
        "nothing",
        "spend 2 gold; draw 1 card from quest-deck",
        "pay 3 gold: draw 2 cards from quest-deck into drawn; move a card in your drawn to hand; move each card in your drawn to quest-discard",
      ],
      [null, null, pay],
    )
  ) {
    case 0: {
      break;
    }
    case 1: {
      rt.verbs.spend(ctx, { amount: gold2 });
      rt.verbs.draw(ctx, { count: 1, from: "quest-deck" });
      break;
    }
    case 2: {
      if (rt.pay(ctx, pay, "pay 3 gold")) {
        rt.verbs.draw(ctx, { count: 2, from: "quest-deck", into: "drawn" });
        rt.verbs.move(ctx, { card: rt.choose(ctx, aCard), to: "hand" });
        for (const card of rt.select(ctx, eachCard)) {
          rt.verbs.move(ctx, { card: card, to: "quest-discard" });
        }
      }
      break;
    }
  }
}

/** Temple (location) */
export const temple3: LocationCard = {
  id: "temple-3",
  name: "Temple",
  kind: "location",
  text: "Hero or Lost Soul: buy a quest: 2 gold for 1 quest card, or 3 gold to draw 2 and keep one (the other is discarded).",
  covers: ["LOT-01"],
  traits: ["Temple"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aFigure },
          condition: temple3Effect0When,
        },
        limits: [],
        costs: [],
        run: temple3Effect0,
        text: "when entered on this by a figure if gold >= 2 and (hp > 1 or mover is lost-soul):\n  choose one:\n    nothing\n  or:\n    spend 2 gold\n    draw 1 card from quest-deck\n  or:\n    pay 3 gold:\n      draw 2 cards from quest-deck into drawn\n      move a card in your drawn to hand\n      move each card in your drawn to quest-discard",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function relic1Effect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "hp", null) > 1 && rt.count(ctx, theThis_2) > 0;
}

/**
 * when entered on this by a hero if hp > 1 and count this with relic-here > 0:
 *   choose one:
 *     nothing
 *   or:
 *     remove 1 relic-here from this
 *     find 1 relics
 */
function relic1Effect0(rt: Rt, ctx: EffectContext): void {
  switch (rt.chooseOption(ctx, ["nothing", "remove 1 relic-here from this; find 1 relics"])) {
    case 0: {
      break;
    }
    case 1: {
      rt.verbs.remove(ctx, { amount: relicHere1, from: rt.choose(ctx, theThis) });
      rt.verbs.find(ctx, { amount: relics1 });
      break;
    }
  }
}

/** Relic Location (location) */
export const relic1: LocationCard = {
  id: "relic-1",
  name: "Relic Location",
  kind: "location",
  text: "Hero only, free: place the relic lying here (if any) on your Capital. Not at 1 HP.",
  covers: ["LOT-01", "LOT-06"],
  traits: ["Relic"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aHero },
          condition: relic1Effect0When,
        },
        limits: [],
        costs: [],
        run: relic1Effect0,
        text: "when entered on this by a hero if hp > 1 and count this with relic-here > 0:\n  choose one:\n    nothing\n  or:\n    remove 1 relic-here from this\n    find 1 relics",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function relic2Effect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "hp", null) > 1 && rt.count(ctx, theThis_2) > 0;
}

/**
 * when entered on this by a hero if hp > 1 and count this with relic-here > 0:
 *   choose one:
 *     nothing
 *   or:
 *     remove 1 relic-here from this
 *     find 1 relics
 */
function relic2Effect0(rt: Rt, ctx: EffectContext): void {
  switch (rt.chooseOption(ctx, ["nothing", "remove 1 relic-here from this; find 1 relics"])) {
    case 0: {
      break;
    }
    case 1: {
      rt.verbs.remove(ctx, { amount: relicHere1, from: rt.choose(ctx, theThis) });
      rt.verbs.find(ctx, { amount: relics1 });
      break;
    }
  }
}

/** Relic Location (location) */
export const relic2: LocationCard = {
  id: "relic-2",
  name: "Relic Location",
  kind: "location",
  text: "Hero only, free: place the relic lying here (if any) on your Capital. Not at 1 HP.",
  covers: ["LOT-01", "LOT-06"],
  traits: ["Relic"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aHero },
          condition: relic2Effect0When,
        },
        limits: [],
        costs: [],
        run: relic2Effect0,
        text: "when entered on this by a hero if hp > 1 and count this with relic-here > 0:\n  choose one:\n    nothing\n  or:\n    remove 1 relic-here from this\n    find 1 relics",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function relic3Effect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "hp", null) > 1 && rt.count(ctx, theThis_2) > 0;
}

/**
 * when entered on this by a hero if hp > 1 and count this with relic-here > 0:
 *   choose one:
 *     nothing
 *   or:
 *     remove 1 relic-here from this
 *     find 1 relics
 */
function relic3Effect0(rt: Rt, ctx: EffectContext): void {
  switch (rt.chooseOption(ctx, ["nothing", "remove 1 relic-here from this; find 1 relics"])) {
    case 0: {
      break;
    }
    case 1: {
      rt.verbs.remove(ctx, { amount: relicHere1, from: rt.choose(ctx, theThis) });
      rt.verbs.find(ctx, { amount: relics1 });
      break;
    }
  }
}

/** Relic Location (location) */
export const relic3: LocationCard = {
  id: "relic-3",
  name: "Relic Location",
  kind: "location",
  text: "Hero only, free: place the relic lying here (if any) on your Capital. Not at 1 HP.",
  covers: ["LOT-01", "LOT-06"],
  traits: ["Relic"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aHero },
          condition: relic3Effect0When,
        },
        limits: [],
        costs: [],
        run: relic3Effect0,
        text: "when entered on this by a hero if hp > 1 and count this with relic-here > 0:\n  choose one:\n    nothing\n  or:\n    remove 1 relic-here from this\n    find 1 relics",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function relic4Effect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "hp", null) > 1 && rt.count(ctx, theThis_2) > 0;
}

/**
 * when entered on this by a hero if hp > 1 and count this with relic-here > 0:
 *   choose one:
 *     nothing
 *   or:
 *     remove 1 relic-here from this
 *     find 1 relics
 */
function relic4Effect0(rt: Rt, ctx: EffectContext): void {
  switch (rt.chooseOption(ctx, ["nothing", "remove 1 relic-here from this; find 1 relics"])) {
    case 0: {
      break;
    }
    case 1: {
      rt.verbs.remove(ctx, { amount: relicHere1, from: rt.choose(ctx, theThis) });
      rt.verbs.find(ctx, { amount: relics1 });
      break;
    }
  }
}

/** Relic Location (location) */
export const relic4: LocationCard = {
  id: "relic-4",
  name: "Relic Location",
  kind: "location",
  text: "Hero only, free: place the relic lying here (if any) on your Capital. Not at 1 HP.",
  covers: ["LOT-01", "LOT-06"],
  traits: ["Relic"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aHero },
          condition: relic4Effect0When,
        },
        limits: [],
        costs: [],
        run: relic4Effect0,
        text: "when entered on this by a hero if hp > 1 and count this with relic-here > 0:\n  choose one:\n    nothing\n  or:\n    remove 1 relic-here from this\n    find 1 relics",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function relic5Effect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "hp", null) > 1 && rt.count(ctx, theThis_2) > 0;
}

/**
 * when entered on this by a hero if hp > 1 and count this with relic-here > 0:
 *   choose one:
 *     nothing
 *   or:
 *     remove 1 relic-here from this
 *     find 1 relics
 */
function relic5Effect0(rt: Rt, ctx: EffectContext): void {
  switch (rt.chooseOption(ctx, ["nothing", "remove 1 relic-here from this; find 1 relics"])) {
    case 0: {
      break;
    }
    case 1: {
      rt.verbs.remove(ctx, { amount: relicHere1, from: rt.choose(ctx, theThis) });
      rt.verbs.find(ctx, { amount: relics1 });
      break;
    }
  }
}

/** Relic Location (location) */
export const relic5: LocationCard = {
  id: "relic-5",
  name: "Relic Location",
  kind: "location",
  text: "Hero only, free: place the relic lying here (if any) on your Capital. Not at 1 HP.",
  covers: ["LOT-01", "LOT-06"],
  traits: ["Relic"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aHero },
          condition: relic5Effect0When,
        },
        limits: [],
        costs: [],
        run: relic5Effect0,
        text: "when entered on this by a hero if hp > 1 and count this with relic-here > 0:\n  choose one:\n    nothing\n  or:\n    remove 1 relic-here from this\n    find 1 relics",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function greenMine1Effect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theThis_3) > 0;
}

/**
 * when entered on this by a lost-soul if count this with crystal-here > 0:
 *   choose one:
 *     nothing
 *   or:
 *     remove 1 crystal-here from this
 *     gain 1 green-crystal
 */
function greenMine1Effect0(rt: Rt, ctx: EffectContext): void {
  switch (
    rt.chooseOption(ctx, ["nothing", "remove 1 crystal-here from this; gain 1 green-crystal"])
  ) {
    case 0: {
      break;
    }
    case 1: {
      rt.verbs.remove(ctx, { amount: crystalHere1, from: rt.choose(ctx, theThis) });
      rt.verbs.gain(ctx, { amount: greenCrystal1 });
      break;
    }
  }
}

/** Green Mine (location) */
export const greenMine1: LocationCard = {
  id: "green-mine-1",
  name: "Green Mine",
  kind: "location",
  text: "Lost Soul only, free: place the Green crystal lying here (if any) on your Capital.",
  covers: ["LOT-01"],
  traits: ["Mine", "Green"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aLostSoul },
          condition: greenMine1Effect0When,
        },
        limits: [],
        costs: [],
        run: greenMine1Effect0,
        text: "when entered on this by a lost-soul if count this with crystal-here > 0:\n  choose one:\n    nothing\n  or:\n    remove 1 crystal-here from this\n    gain 1 green-crystal",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function greenMine2Effect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theThis_3) > 0;
}

/**
 * when entered on this by a lost-soul if count this with crystal-here > 0:
 *   choose one:
 *     nothing
 *   or:
 *     remove 1 crystal-here from this
 *     gain 1 green-crystal
 */
function greenMine2Effect0(rt: Rt, ctx: EffectContext): void {
  switch (
    rt.chooseOption(ctx, ["nothing", "remove 1 crystal-here from this; gain 1 green-crystal"])
  ) {
    case 0: {
      break;
    }
    case 1: {
      rt.verbs.remove(ctx, { amount: crystalHere1, from: rt.choose(ctx, theThis) });
      rt.verbs.gain(ctx, { amount: greenCrystal1 });
      break;
    }
  }
}

/** Green Mine (location) */
export const greenMine2: LocationCard = {
  id: "green-mine-2",
  name: "Green Mine",
  kind: "location",
  text: "Lost Soul only, free: place the Green crystal lying here (if any) on your Capital.",
  covers: ["LOT-01"],
  traits: ["Mine", "Green"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aLostSoul },
          condition: greenMine2Effect0When,
        },
        limits: [],
        costs: [],
        run: greenMine2Effect0,
        text: "when entered on this by a lost-soul if count this with crystal-here > 0:\n  choose one:\n    nothing\n  or:\n    remove 1 crystal-here from this\n    gain 1 green-crystal",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function greenMine3Effect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theThis_3) > 0;
}

/**
 * when entered on this by a lost-soul if count this with crystal-here > 0:
 *   choose one:
 *     nothing
 *   or:
 *     remove 1 crystal-here from this
 *     gain 1 green-crystal
 */
function greenMine3Effect0(rt: Rt, ctx: EffectContext): void {
  switch (
    rt.chooseOption(ctx, ["nothing", "remove 1 crystal-here from this; gain 1 green-crystal"])
  ) {
    case 0: {
      break;
    }
    case 1: {
      rt.verbs.remove(ctx, { amount: crystalHere1, from: rt.choose(ctx, theThis) });
      rt.verbs.gain(ctx, { amount: greenCrystal1 });
      break;
    }
  }
}

/** Green Mine (location) */
export const greenMine3: LocationCard = {
  id: "green-mine-3",
  name: "Green Mine",
  kind: "location",
  text: "Lost Soul only, free: place the Green crystal lying here (if any) on your Capital.",
  covers: ["LOT-01"],
  traits: ["Mine", "Green"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aLostSoul },
          condition: greenMine3Effect0When,
        },
        limits: [],
        costs: [],
        run: greenMine3Effect0,
        text: "when entered on this by a lost-soul if count this with crystal-here > 0:\n  choose one:\n    nothing\n  or:\n    remove 1 crystal-here from this\n    gain 1 green-crystal",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function yellowMine1Effect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theThis_3) > 0;
}

/**
 * when entered on this by a lost-soul if count this with crystal-here > 0:
 *   choose one:
 *     nothing
 *   or:
 *     remove 1 crystal-here from this
 *     gain 1 yellow-crystal
 */
function yellowMine1Effect0(rt: Rt, ctx: EffectContext): void {
  switch (
    rt.chooseOption(ctx, ["nothing", "remove 1 crystal-here from this; gain 1 yellow-crystal"])
  ) {
    case 0: {
      break;
    }
    case 1: {
      rt.verbs.remove(ctx, { amount: crystalHere1, from: rt.choose(ctx, theThis) });
      rt.verbs.gain(ctx, { amount: yellowCrystal1 });
      break;
    }
  }
}

/** Yellow Mine (location) */
export const yellowMine1: LocationCard = {
  id: "yellow-mine-1",
  name: "Yellow Mine",
  kind: "location",
  text: "Lost Soul only, free: place the Yellow crystal lying here (if any) on your Capital.",
  covers: ["LOT-01"],
  traits: ["Mine", "Yellow"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aLostSoul },
          condition: yellowMine1Effect0When,
        },
        limits: [],
        costs: [],
        run: yellowMine1Effect0,
        text: "when entered on this by a lost-soul if count this with crystal-here > 0:\n  choose one:\n    nothing\n  or:\n    remove 1 crystal-here from this\n    gain 1 yellow-crystal",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function yellowMine2Effect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theThis_3) > 0;
}

/**
 * when entered on this by a lost-soul if count this with crystal-here > 0:
 *   choose one:
 *     nothing
 *   or:
 *     remove 1 crystal-here from this
 *     gain 1 yellow-crystal
 */
function yellowMine2Effect0(rt: Rt, ctx: EffectContext): void {
  switch (
    rt.chooseOption(ctx, ["nothing", "remove 1 crystal-here from this; gain 1 yellow-crystal"])
  ) {
    case 0: {
      break;
    }
    case 1: {
      rt.verbs.remove(ctx, { amount: crystalHere1, from: rt.choose(ctx, theThis) });
      rt.verbs.gain(ctx, { amount: yellowCrystal1 });
      break;
    }
  }
}

/** Yellow Mine (location) */
export const yellowMine2: LocationCard = {
  id: "yellow-mine-2",
  name: "Yellow Mine",
  kind: "location",
  text: "Lost Soul only, free: place the Yellow crystal lying here (if any) on your Capital.",
  covers: ["LOT-01"],
  traits: ["Mine", "Yellow"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aLostSoul },
          condition: yellowMine2Effect0When,
        },
        limits: [],
        costs: [],
        run: yellowMine2Effect0,
        text: "when entered on this by a lost-soul if count this with crystal-here > 0:\n  choose one:\n    nothing\n  or:\n    remove 1 crystal-here from this\n    gain 1 yellow-crystal",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function redMineEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theThis_3) > 0;
}

/**
 * when entered on this by a lost-soul if count this with crystal-here > 0:
 *   choose one:
 *     nothing
 *   or:
 *     remove 1 crystal-here from this
 *     gain 1 red-crystal
 */
function redMineEffect0(rt: Rt, ctx: EffectContext): void {
  switch (
    rt.chooseOption(ctx, ["nothing", "remove 1 crystal-here from this; gain 1 red-crystal"])
  ) {
    case 0: {
      break;
    }
    case 1: {
      rt.verbs.remove(ctx, { amount: crystalHere1, from: rt.choose(ctx, theThis) });
      rt.verbs.gain(ctx, { amount: redCrystal1 });
      break;
    }
  }
}

/** Red Mine (location) */
export const redMine: LocationCard = {
  id: "red-mine",
  name: "Red Mine",
  kind: "location",
  text: "Lost Soul only, free: place the Red crystal lying here (if any) on your Capital.",
  covers: ["LOT-01"],
  traits: ["Mine", "Red"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aLostSoul },
          condition: redMineEffect0When,
        },
        limits: [],
        costs: [],
        run: redMineEffect0,
        text: "when entered on this by a lost-soul if count this with crystal-here > 0:\n  choose one:\n    nothing\n  or:\n    remove 1 crystal-here from this\n    gain 1 red-crystal",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function purpleMineEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theThis_3) > 0;
}

/**
 * when entered on this by a lost-soul if count this with crystal-here > 0:
 *   choose one:
 *     nothing
 *   or:
 *     remove 1 crystal-here from this
 *     gain 1 purple-crystal
 */
function purpleMineEffect0(rt: Rt, ctx: EffectContext): void {
  switch (
    rt.chooseOption(ctx, ["nothing", "remove 1 crystal-here from this; gain 1 purple-crystal"])
  ) {
    case 0: {
      break;
    }
    case 1: {
      rt.verbs.remove(ctx, { amount: crystalHere1, from: rt.choose(ctx, theThis) });
      rt.verbs.gain(ctx, { amount: purpleCrystal1 });
      break;
    }
  }
}

/** Purple Mine (location) */
export const purpleMine: LocationCard = {
  id: "purple-mine",
  name: "Purple Mine",
  kind: "location",
  text: "Lost Soul only, free: place the Purple crystal lying here (if any) on your Capital.",
  covers: ["LOT-01"],
  traits: ["Mine", "Purple"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aLostSoul },
          condition: purpleMineEffect0When,
        },
        limits: [],
        costs: [],
        run: purpleMineEffect0,
        text: "when entered on this by a lost-soul if count this with crystal-here > 0:\n  choose one:\n    nothing\n  or:\n    remove 1 crystal-here from this\n    gain 1 purple-crystal",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function armory1Effect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "hp", null) > 1 || rt.is(ctx, rt.choose(ctx, theMover), "lost-soul");
}

/**
 * when entered on this by a figure if hp > 1 or mover is lost-soul, once per turn:
 *   choose one:
 *     nothing
 *   or:
 *     spend 2 gold
 *     draw 1 card from battle-deck
 *   or:
 *     if mover is hero and hp >= 2:
 *       spend 1 hp
 *       draw 1 card from battle-deck
 */
function armory1Effect0(rt: Rt, ctx: EffectContext): void {
  switch (
    rt.chooseOption(ctx, [
      "nothing",
      "spend 2 gold; draw 1 card from battle-deck",
      "if mover is hero and hp >= 2: spend 1 hp; draw 1 card from battle-deck",
    ])
  ) {
    case 0: {
      break;
    }
    case 1: {
      rt.verbs.spend(ctx, { amount: gold2 });
      rt.verbs.draw(ctx, { count: 1, from: "battle-deck" });
      break;
    }
    case 2: {
      if (rt.is(ctx, rt.choose(ctx, theMover), "hero") && rt.property(ctx, "hp", null) >= 2) {
        rt.verbs.spend(ctx, { amount: hp1 });
        rt.verbs.draw(ctx, { count: 1, from: "battle-deck" });
      }
      break;
    }
  }
}

/** Armory (location) */
export const armory1: LocationCard = {
  id: "armory-1",
  name: "Armory",
  kind: "location",
  text: "Hero or Lost Soul: buy a battle card for 2 gold (a Hero may pay 1 HP instead). One battle card per turn here.",
  covers: ["LOT-01"],
  traits: ["Armory"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aFigure },
          condition: armory1Effect0When,
        },
        limits: [{ count: 1, per: "turn" }],
        costs: [],
        run: armory1Effect0,
        text: "when entered on this by a figure if hp > 1 or mover is lost-soul, once per turn:\n  choose one:\n    nothing\n  or:\n    spend 2 gold\n    draw 1 card from battle-deck\n  or:\n    if mover is hero and hp >= 2:\n      spend 1 hp\n      draw 1 card from battle-deck",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function armory2Effect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "hp", null) > 1 || rt.is(ctx, rt.choose(ctx, theMover), "lost-soul");
}

/**
 * when entered on this by a figure if hp > 1 or mover is lost-soul, once per turn:
 *   choose one:
 *     nothing
 *   or:
 *     spend 2 gold
 *     draw 1 card from battle-deck
 *   or:
 *     if mover is hero and hp >= 2:
 *       spend 1 hp
 *       draw 1 card from battle-deck
 */
function armory2Effect0(rt: Rt, ctx: EffectContext): void {
  switch (
    rt.chooseOption(ctx, [
      "nothing",
      "spend 2 gold; draw 1 card from battle-deck",
      "if mover is hero and hp >= 2: spend 1 hp; draw 1 card from battle-deck",
    ])
  ) {
    case 0: {
      break;
    }
    case 1: {
      rt.verbs.spend(ctx, { amount: gold2 });
      rt.verbs.draw(ctx, { count: 1, from: "battle-deck" });
      break;
    }
    case 2: {
      if (rt.is(ctx, rt.choose(ctx, theMover), "hero") && rt.property(ctx, "hp", null) >= 2) {
        rt.verbs.spend(ctx, { amount: hp1 });
        rt.verbs.draw(ctx, { count: 1, from: "battle-deck" });
      }
      break;
    }
  }
}

/** Armory (location) */
export const armory2: LocationCard = {
  id: "armory-2",
  name: "Armory",
  kind: "location",
  text: "Hero or Lost Soul: buy a battle card for 2 gold (a Hero may pay 1 HP instead). One battle card per turn here.",
  covers: ["LOT-01"],
  traits: ["Armory"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aFigure },
          condition: armory2Effect0When,
        },
        limits: [{ count: 1, per: "turn" }],
        costs: [],
        run: armory2Effect0,
        text: "when entered on this by a figure if hp > 1 or mover is lost-soul, once per turn:\n  choose one:\n    nothing\n  or:\n    spend 2 gold\n    draw 1 card from battle-deck\n  or:\n    if mover is hero and hp >= 2:\n      spend 1 hp\n      draw 1 card from battle-deck",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when entered on this by a hero:
 *   gain 5 - hp hp
 */
function healingWell1Effect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: { amount: 5 - rt.property(ctx, "hp", null), unit: "hp" } });
}

/** Healing Well (location) */
export const healingWell1: LocationCard = {
  id: "healing-well-1",
  name: "Healing Well",
  kind: "location",
  text: "A Hero stepping onto it is healed to 5 HP, even at 1 HP.",
  covers: ["LOT-01", "LOT-06"],
  traits: ["Healing-Well"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aHero },
          condition: null,
        },
        limits: [],
        costs: [],
        run: healingWell1Effect0,
        text: "when entered on this by a hero:\n  gain 5 - hp hp",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * when entered on this by a hero:
 *   gain 5 - hp hp
 */
function healingWell2Effect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: { amount: 5 - rt.property(ctx, "hp", null), unit: "hp" } });
}

/** Healing Well (location) */
export const healingWell2: LocationCard = {
  id: "healing-well-2",
  name: "Healing Well",
  kind: "location",
  text: "A Hero stepping onto it is healed to 5 HP, even at 1 HP.",
  covers: ["LOT-01", "LOT-06"],
  traits: ["Healing-Well"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aHero },
          condition: null,
        },
        limits: [],
        costs: [],
        run: healingWell2Effect0,
        text: "when entered on this by a hero:\n  gain 5 - hp hp",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function portal1Effect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "hp", null) > 1 || rt.is(ctx, rt.choose(ctx, theMover), "lost-soul");
}

/**
 * when entered on this by a figure if hp > 1 or mover is lost-soul:
 *   choose one:
 *     nothing
 *   or:
 *     if mover is hero:
 *       spend 1 hp
 *     send mover to a portal
 */
function portal1Effect0(rt: Rt, ctx: EffectContext): void {
  switch (
    rt.chooseOption(ctx, ["nothing", "if mover is hero: spend 1 hp; send mover to a portal"])
  ) {
    case 0: {
      break;
    }
    case 1: {
      if (rt.is(ctx, rt.choose(ctx, theMover), "hero")) {
        rt.verbs.spend(ctx, { amount: hp1 });
      }
      rt.verbs.send(ctx, { figure: rt.choose(ctx, theMover), to: rt.choose(ctx, aPortal) });
      break;
    }
  }
}

/** Portal (location) */
export const portal1: LocationCard = {
  id: "portal-1",
  name: "Portal",
  kind: "location",
  text: "Hero (1 HP) or Lost Soul (free): move it to another Portal or to your own Capital. From here a Hero reaches the Nordic Portal.",
  covers: ["LOT-01"],
  traits: ["Portal"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aFigure },
          condition: portal1Effect0When,
        },
        limits: [],
        costs: [],
        run: portal1Effect0,
        text: "when entered on this by a figure if hp > 1 or mover is lost-soul:\n  choose one:\n    nothing\n  or:\n    if mover is hero:\n      spend 1 hp\n    send mover to a portal",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function portal2Effect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "hp", null) > 1 || rt.is(ctx, rt.choose(ctx, theMover), "lost-soul");
}

/**
 * when entered on this by a figure if hp > 1 or mover is lost-soul:
 *   choose one:
 *     nothing
 *   or:
 *     if mover is hero:
 *       spend 1 hp
 *     send mover to a portal
 */
function portal2Effect0(rt: Rt, ctx: EffectContext): void {
  switch (
    rt.chooseOption(ctx, ["nothing", "if mover is hero: spend 1 hp; send mover to a portal"])
  ) {
    case 0: {
      break;
    }
    case 1: {
      if (rt.is(ctx, rt.choose(ctx, theMover), "hero")) {
        rt.verbs.spend(ctx, { amount: hp1 });
      }
      rt.verbs.send(ctx, { figure: rt.choose(ctx, theMover), to: rt.choose(ctx, aPortal) });
      break;
    }
  }
}

/** Portal (location) */
export const portal2: LocationCard = {
  id: "portal-2",
  name: "Portal",
  kind: "location",
  text: "Hero (1 HP) or Lost Soul (free): move it to another Portal or to your own Capital. From here a Hero reaches the Nordic Portal.",
  covers: ["LOT-01"],
  traits: ["Portal"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aFigure },
          condition: portal2Effect0When,
        },
        limits: [],
        costs: [],
        run: portal2Effect0,
        text: "when entered on this by a figure if hp > 1 or mover is lost-soul:\n  choose one:\n    nothing\n  or:\n    if mover is hero:\n      spend 1 hp\n    send mover to a portal",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function portal3Effect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "hp", null) > 1 || rt.is(ctx, rt.choose(ctx, theMover), "lost-soul");
}

/**
 * when entered on this by a figure if hp > 1 or mover is lost-soul:
 *   choose one:
 *     nothing
 *   or:
 *     if mover is hero:
 *       spend 1 hp
 *     send mover to a portal
 */
function portal3Effect0(rt: Rt, ctx: EffectContext): void {
  switch (
    rt.chooseOption(ctx, ["nothing", "if mover is hero: spend 1 hp; send mover to a portal"])
  ) {
    case 0: {
      break;
    }
    case 1: {
      if (rt.is(ctx, rt.choose(ctx, theMover), "hero")) {
        rt.verbs.spend(ctx, { amount: hp1 });
      }
      rt.verbs.send(ctx, { figure: rt.choose(ctx, theMover), to: rt.choose(ctx, aPortal) });
      break;
    }
  }
}

/** Portal (location) */
export const portal3: LocationCard = {
  id: "portal-3",
  name: "Portal",
  kind: "location",
  text: "Hero (1 HP) or Lost Soul (free): move it to another Portal or to your own Capital. From here a Hero reaches the Nordic Portal.",
  covers: ["LOT-01"],
  traits: ["Portal"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aFigure },
          condition: portal3Effect0When,
        },
        limits: [],
        costs: [],
        run: portal3Effect0,
        text: "when entered on this by a figure if hp > 1 or mover is lost-soul:\n  choose one:\n    nothing\n  or:\n    if mover is hero:\n      spend 1 hp\n    send mover to a portal",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function portal4Effect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "hp", null) > 1 || rt.is(ctx, rt.choose(ctx, theMover), "lost-soul");
}

/**
 * when entered on this by a figure if hp > 1 or mover is lost-soul:
 *   choose one:
 *     nothing
 *   or:
 *     if mover is hero:
 *       spend 1 hp
 *     send mover to a portal
 */
function portal4Effect0(rt: Rt, ctx: EffectContext): void {
  switch (
    rt.chooseOption(ctx, ["nothing", "if mover is hero: spend 1 hp; send mover to a portal"])
  ) {
    case 0: {
      break;
    }
    case 1: {
      if (rt.is(ctx, rt.choose(ctx, theMover), "hero")) {
        rt.verbs.spend(ctx, { amount: hp1 });
      }
      rt.verbs.send(ctx, { figure: rt.choose(ctx, theMover), to: rt.choose(ctx, aPortal) });
      break;
    }
  }
}

/** Portal (location) */
export const portal4: LocationCard = {
  id: "portal-4",
  name: "Portal",
  kind: "location",
  text: "Hero (1 HP) or Lost Soul (free): move it to another Portal or to your own Capital. From here a Hero reaches the Nordic Portal.",
  covers: ["LOT-01"],
  traits: ["Portal"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aFigure },
          condition: portal4Effect0When,
        },
        limits: [],
        costs: [],
        run: portal4Effect0,
        text: "when entered on this by a figure if hp > 1 or mover is lost-soul:\n  choose one:\n    nothing\n  or:\n    if mover is hero:\n      spend 1 hp\n    send mover to a portal",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function marketEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "hp", null) > 1 || rt.is(ctx, rt.choose(ctx, theMover), "lost-soul");
}

/**
 * when entered on this by a figure if hp > 1 or mover is lost-soul:
 *   trade at this
 *   sell 3 cards
 */
function marketEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.trade(ctx, { at: rt.choose(ctx, theThis) });
  rt.verbs.sell(ctx, { count: 3 });
}

/** Market (location) */
export const market: LocationCard = {
  id: "market",
  name: "Market",
  kind: "location",
  text: "Hero or Lost Soul, free: exchange items (crystals and relics) between your Capital and the market, one for one, as many as you like; and sell unused cards (not Village advantages) for 1 gold each, at most 3 a day. The market starts with 3 green, 2 yellow and 1 red crystal, and on the days with the Market icon (4 and 7) it is restocked with those and 3 relics.",
  covers: ["LOT-01"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aFigure },
          condition: marketEffect0When,
        },
        limits: [],
        costs: [],
        run: marketEffect0,
        text: "when entered on this by a figure if hp > 1 or mover is lost-soul:\n  trade at this\n  sell 3 cards",
      },
    ],
    modifiers: [],
    requires: null,
  },
  stock: {
    relics: 0,
    "green-crystal": 3,
    "yellow-crystal": 2,
    "red-crystal": 1,
    "purple-crystal": 0,
  },
  restock: {
    relics: 3,
    "green-crystal": 3,
    "yellow-crystal": 2,
    "red-crystal": 1,
    "purple-crystal": 0,
  },
  "restock-days": [4, 7],
};

function sourceOfLifeEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "hp", null) > 1;
}

/**
 * when entered on this by a hero if hp > 1:
 *   draw 1 card from bonus-deck into drawn
 *   may pay 2 gold:
 *     draw 1 card from bonus-deck into drawn
 *   move a card in your drawn to hand
 *   move each card in your drawn to bonus-discard
 */
function sourceOfLifeEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.draw(ctx, { count: 1, from: "bonus-deck", into: "drawn" });
  const pay: readonly Cost<Rt>[] = [{ kind: "pay", amount: 2, unit: "gold" }];
  if (
    rt.canPay(ctx, pay) &&
    rt.confirm(ctx, "pay 2 gold:\n  draw 1 card from bonus-deck into drawn") &&
    rt.pay(ctx, pay, "pay 2 gold")
  ) {
    rt.verbs.draw(ctx, { count: 1, from: "bonus-deck", into: "drawn" });
  }
  rt.verbs.move(ctx, { card: rt.choose(ctx, aCard), to: "hand" });
  for (const card of rt.select(ctx, eachCard)) {
    rt.verbs.move(ctx, { card: card, to: "bonus-discard" });
  }
}

/** Source of Life (location) */
export const sourceOfLife: LocationCard = {
  id: "source-of-life",
  name: "Source of Life",
  kind: "location",
  text: "A Hero stepping onto it receives 1 bonus card; for 2 gold they draw another, and keep one of the two. A Hero starting the turn here receives 2 HP, and 2 mana or 2 gold.",
  covers: ["LOT-01"],
  traits: ["Source"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "entered",
          every: false,
          args: { on: theThis, by: aHero },
          condition: sourceOfLifeEffect0When,
        },
        limits: [],
        costs: [],
        run: sourceOfLifeEffect0,
        text: "when entered on this by a hero if hp > 1:\n  draw 1 card from bonus-deck into drawn\n  may pay 2 gold:\n    draw 1 card from bonus-deck into drawn\n  move a card in your drawn to hand\n  move each card in your drawn to bonus-discard",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** Nordic Portal (location) */
export const nordicPortal: LocationCard = {
  id: "nordic-portal",
  name: "Nordic Portal",
  kind: "location",
  text: "The Outer Dimension: from here the Magical Path (3 gold) leads to the magical barriers. A Hero sent here moves no more after this turn.",
  traits: ["Portal", "Nordic", "Outer"],
};

/** Magical Path (location) */
export const magicalPath: LocationCard = {
  id: "magical-path",
  name: "Magical Path",
  kind: "location",
  text: "Costs 3 gold to enter (its route from the Nordic Portal); it leads to the first magical barrier.",
  traits: ["Outer"],
};
