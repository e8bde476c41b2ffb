import type { EffectContext } from "cardsmith/runtime/api";
import type { QuestCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const aBarrier = { noun: "barrier", determiner: "a", filters: [] } as const;
const yourLocations = {
  noun: "locations",
  determiner: "your",
  filters: [{ with: "Village" }],
} as const;
const yourLocations_2 = {
  noun: "locations",
  determiner: "your",
  filters: [{ with: "Fortress" }],
} as const;
const theCards = {
  noun: "cards",
  determiner: null,
  filters: [{ in: "hand", owner: "your" }],
} as const;
const yourLocations_3 = {
  noun: "locations",
  determiner: "your",
  filters: [{ with: "Castle" }],
} as const;
const greenCrystal1 = { amount: 1, unit: "green-crystal" } as const;
const yellowCrystal0 = { amount: 0, unit: "yellow-crystal" } as const;
const redCrystal1 = { amount: 1, unit: "red-crystal" } as const;
const greenCrystal0 = { amount: 0, unit: "green-crystal" } as const;
const yellowCrystal2 = { amount: 2, unit: "yellow-crystal" } as const;
const redCrystal0 = { amount: 0, unit: "red-crystal" } as const;
const greenCrystal2 = { amount: 2, unit: "green-crystal" } as const;
const yellowCrystal1 = { amount: 1, unit: "yellow-crystal" } as const;
const redCrystal2 = { amount: 2, unit: "red-crystal" } as const;
const greenCrystal3 = { amount: 3, unit: "green-crystal" } as const;

/**
 * use 1 green-crystal
 * use 0 yellow-crystal
 * use 1 red-crystal
 * complete a barrier
 */
function emergenceEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.use(ctx, { amount: greenCrystal1 });
  rt.verbs.use(ctx, { amount: yellowCrystal0 });
  rt.verbs.use(ctx, { amount: redCrystal1 });
  rt.verbs.complete(ctx, { place: rt.choose(ctx, aBarrier) });
}

function emergenceEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "relics", null) >= 3 &&
    Math.max(0, 1 - rt.property(ctx, "green-crystal", null)) +
      Math.max(0, 0 - rt.property(ctx, "yellow-crystal", null)) +
      Math.max(0, 1 - rt.property(ctx, "red-crystal", null)) <=
      rt.property(ctx, "purple-crystal", null)
  );
}

/** Emergence (quest) */
export const emergence: QuestCard = {
  id: "emergence",
  name: "Emergence",
  kind: "quest",
  text: "Crystals: 1 green, 1 red. Condition: have at least 3 relics. Complete a magical barrier of a colour used.",
  covers: ["LOT-05"],
  traits: ["Multiplayer"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: emergenceEffect0,
        text: "use 1 green-crystal\nuse 0 yellow-crystal\nuse 1 red-crystal\ncomplete a barrier",
      },
    ],
    modifiers: [],
    requires: emergenceEffectRequires,
  },
};

/**
 * use 0 green-crystal
 * use 2 yellow-crystal
 * use 0 red-crystal
 * complete a barrier
 */
function duskEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.use(ctx, { amount: greenCrystal0 });
  rt.verbs.use(ctx, { amount: yellowCrystal2 });
  rt.verbs.use(ctx, { amount: redCrystal0 });
  rt.verbs.complete(ctx, { place: rt.choose(ctx, aBarrier) });
}

function duskEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.count(ctx, yourLocations) >= 2 &&
    Math.max(0, 0 - rt.property(ctx, "green-crystal", null)) +
      Math.max(0, 2 - rt.property(ctx, "yellow-crystal", null)) +
      Math.max(0, 0 - rt.property(ctx, "red-crystal", null)) <=
      rt.property(ctx, "purple-crystal", null)
  );
}

/** Dusk (quest) */
export const dusk: QuestCard = {
  id: "dusk",
  name: "Dusk",
  kind: "quest",
  text: "Crystals: 2 yellow. Condition: hold at least 2 Villages. Complete a magical barrier of a colour used.",
  covers: ["LOT-05"],
  traits: ["Multiplayer"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: duskEffect0,
        text: "use 0 green-crystal\nuse 2 yellow-crystal\nuse 0 red-crystal\ncomplete a barrier",
      },
    ],
    modifiers: [],
    requires: duskEffectRequires,
  },
};

/**
 * use 1 green-crystal
 * use 0 yellow-crystal
 * use 0 red-crystal
 * complete a barrier
 */
function firstLightEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.use(ctx, { amount: greenCrystal1 });
  rt.verbs.use(ctx, { amount: yellowCrystal0 });
  rt.verbs.use(ctx, { amount: redCrystal0 });
  rt.verbs.complete(ctx, { place: rt.choose(ctx, aBarrier) });
}

function firstLightEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.count(ctx, yourLocations) >= 1 &&
    Math.max(0, 1 - rt.property(ctx, "green-crystal", null)) +
      Math.max(0, 0 - rt.property(ctx, "yellow-crystal", null)) +
      Math.max(0, 0 - rt.property(ctx, "red-crystal", null)) <=
      rt.property(ctx, "purple-crystal", null)
  );
}

/** First Light (quest) */
export const firstLight: QuestCard = {
  id: "first-light",
  name: "First Light",
  kind: "quest",
  text: "Crystals: 1 green. Condition: hold a Village. Complete a magical barrier of a colour used.",
  covers: ["LOT-05"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: firstLightEffect0,
        text: "use 1 green-crystal\nuse 0 yellow-crystal\nuse 0 red-crystal\ncomplete a barrier",
      },
    ],
    modifiers: [],
    requires: firstLightEffectRequires,
  },
};

/**
 * use 2 green-crystal
 * use 0 yellow-crystal
 * use 0 red-crystal
 * complete a barrier
 */
function greenValeEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.use(ctx, { amount: greenCrystal2 });
  rt.verbs.use(ctx, { amount: yellowCrystal0 });
  rt.verbs.use(ctx, { amount: redCrystal0 });
  rt.verbs.complete(ctx, { place: rt.choose(ctx, aBarrier) });
}

function greenValeEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "relics", null) >= 2 &&
    Math.max(0, 2 - rt.property(ctx, "green-crystal", null)) +
      Math.max(0, 0 - rt.property(ctx, "yellow-crystal", null)) +
      Math.max(0, 0 - rt.property(ctx, "red-crystal", null)) <=
      rt.property(ctx, "purple-crystal", null)
  );
}

/** Green Vale (quest) */
export const greenVale: QuestCard = {
  id: "green-vale",
  name: "Green Vale",
  kind: "quest",
  text: "Crystals: 2 green. Condition: have at least 2 relics. Complete a magical barrier of a colour used.",
  covers: ["LOT-05"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: greenValeEffect0,
        text: "use 2 green-crystal\nuse 0 yellow-crystal\nuse 0 red-crystal\ncomplete a barrier",
      },
    ],
    modifiers: [],
    requires: greenValeEffectRequires,
  },
};

/**
 * use 0 green-crystal
 * use 1 yellow-crystal
 * use 0 red-crystal
 * complete a barrier
 */
function goldenFieldsEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.use(ctx, { amount: greenCrystal0 });
  rt.verbs.use(ctx, { amount: yellowCrystal1 });
  rt.verbs.use(ctx, { amount: redCrystal0 });
  rt.verbs.complete(ctx, { place: rt.choose(ctx, aBarrier) });
}

function goldenFieldsEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "gold", null) >= 6 &&
    Math.max(0, 0 - rt.property(ctx, "green-crystal", null)) +
      Math.max(0, 1 - rt.property(ctx, "yellow-crystal", null)) +
      Math.max(0, 0 - rt.property(ctx, "red-crystal", null)) <=
      rt.property(ctx, "purple-crystal", null)
  );
}

/** Golden Fields (quest) */
export const goldenFields: QuestCard = {
  id: "golden-fields",
  name: "Golden Fields",
  kind: "quest",
  text: "Crystals: 1 yellow. Condition: have at least 6 gold. Complete a magical barrier of a colour used.",
  covers: ["LOT-05"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: goldenFieldsEffect0,
        text: "use 0 green-crystal\nuse 1 yellow-crystal\nuse 0 red-crystal\ncomplete a barrier",
      },
    ],
    modifiers: [],
    requires: goldenFieldsEffectRequires,
  },
};

/**
 * use 0 green-crystal
 * use 0 yellow-crystal
 * use 1 red-crystal
 * complete a barrier
 */
function emberRoadEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.use(ctx, { amount: greenCrystal0 });
  rt.verbs.use(ctx, { amount: yellowCrystal0 });
  rt.verbs.use(ctx, { amount: redCrystal1 });
  rt.verbs.complete(ctx, { place: rt.choose(ctx, aBarrier) });
}

function emberRoadEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.count(ctx, yourLocations_2) >= 1 &&
    Math.max(0, 0 - rt.property(ctx, "green-crystal", null)) +
      Math.max(0, 0 - rt.property(ctx, "yellow-crystal", null)) +
      Math.max(0, 1 - rt.property(ctx, "red-crystal", null)) <=
      rt.property(ctx, "purple-crystal", null)
  );
}

/** Ember Road (quest) */
export const emberRoad: QuestCard = {
  id: "ember-road",
  name: "Ember Road",
  kind: "quest",
  text: "Crystals: 1 red. Condition: hold a Fortress. Complete a magical barrier of a colour used.",
  covers: ["LOT-05"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: emberRoadEffect0,
        text: "use 0 green-crystal\nuse 0 yellow-crystal\nuse 1 red-crystal\ncomplete a barrier",
      },
    ],
    modifiers: [],
    requires: emberRoadEffectRequires,
  },
};

/**
 * use 1 green-crystal
 * use 1 yellow-crystal
 * use 0 red-crystal
 * complete a barrier
 */
function twinMoonsEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.use(ctx, { amount: greenCrystal1 });
  rt.verbs.use(ctx, { amount: yellowCrystal1 });
  rt.verbs.use(ctx, { amount: redCrystal0 });
  rt.verbs.complete(ctx, { place: rt.choose(ctx, aBarrier) });
}

function twinMoonsEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "mana", null) >= 5 &&
    Math.max(0, 1 - rt.property(ctx, "green-crystal", null)) +
      Math.max(0, 1 - rt.property(ctx, "yellow-crystal", null)) +
      Math.max(0, 0 - rt.property(ctx, "red-crystal", null)) <=
      rt.property(ctx, "purple-crystal", null)
  );
}

/** Twin Moons (quest) */
export const twinMoons: QuestCard = {
  id: "twin-moons",
  name: "Twin Moons",
  kind: "quest",
  text: "Crystals: 1 green, 1 yellow. Condition: have at least 5 mana. Complete a magical barrier of a colour used.",
  covers: ["LOT-05"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: twinMoonsEffect0,
        text: "use 1 green-crystal\nuse 1 yellow-crystal\nuse 0 red-crystal\ncomplete a barrier",
      },
    ],
    modifiers: [],
    requires: twinMoonsEffectRequires,
  },
};

/**
 * use 0 green-crystal
 * use 1 yellow-crystal
 * use 1 red-crystal
 * complete a barrier
 */
function burningSkyEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.use(ctx, { amount: greenCrystal0 });
  rt.verbs.use(ctx, { amount: yellowCrystal1 });
  rt.verbs.use(ctx, { amount: redCrystal1 });
  rt.verbs.complete(ctx, { place: rt.choose(ctx, aBarrier) });
}

function burningSkyEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "glory", null) >= 2 &&
    Math.max(0, 0 - rt.property(ctx, "green-crystal", null)) +
      Math.max(0, 1 - rt.property(ctx, "yellow-crystal", null)) +
      Math.max(0, 1 - rt.property(ctx, "red-crystal", null)) <=
      rt.property(ctx, "purple-crystal", null)
  );
}

/** Burning Sky (quest) */
export const burningSky: QuestCard = {
  id: "burning-sky",
  name: "Burning Sky",
  kind: "quest",
  text: "Crystals: 1 yellow, 1 red. Condition: have at least 2 glory points. Complete a magical barrier of a colour used.",
  covers: ["LOT-05"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: burningSkyEffect0,
        text: "use 0 green-crystal\nuse 1 yellow-crystal\nuse 1 red-crystal\ncomplete a barrier",
      },
    ],
    modifiers: [],
    requires: burningSkyEffectRequires,
  },
};

/**
 * use 2 green-crystal
 * use 0 yellow-crystal
 * use 0 red-crystal
 * complete a barrier
 */
function forestOathEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.use(ctx, { amount: greenCrystal2 });
  rt.verbs.use(ctx, { amount: yellowCrystal0 });
  rt.verbs.use(ctx, { amount: redCrystal0 });
  rt.verbs.complete(ctx, { place: rt.choose(ctx, aBarrier) });
}

function forestOathEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.count(ctx, yourLocations) >= 1 &&
    Math.max(0, 2 - rt.property(ctx, "green-crystal", null)) +
      Math.max(0, 0 - rt.property(ctx, "yellow-crystal", null)) +
      Math.max(0, 0 - rt.property(ctx, "red-crystal", null)) <=
      rt.property(ctx, "purple-crystal", null)
  );
}

/** Forest Oath (quest) */
export const forestOath: QuestCard = {
  id: "forest-oath",
  name: "Forest Oath",
  kind: "quest",
  text: "Crystals: 2 green. Condition: hold a Village. Complete a magical barrier of a colour used.",
  covers: ["LOT-05"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: forestOathEffect0,
        text: "use 2 green-crystal\nuse 0 yellow-crystal\nuse 0 red-crystal\ncomplete a barrier",
      },
    ],
    modifiers: [],
    requires: forestOathEffectRequires,
  },
};

/**
 * use 0 green-crystal
 * use 2 yellow-crystal
 * use 0 red-crystal
 * complete a barrier
 */
function sunAltarEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.use(ctx, { amount: greenCrystal0 });
  rt.verbs.use(ctx, { amount: yellowCrystal2 });
  rt.verbs.use(ctx, { amount: redCrystal0 });
  rt.verbs.complete(ctx, { place: rt.choose(ctx, aBarrier) });
}

function sunAltarEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "relics", null) >= 2 &&
    Math.max(0, 0 - rt.property(ctx, "green-crystal", null)) +
      Math.max(0, 2 - rt.property(ctx, "yellow-crystal", null)) +
      Math.max(0, 0 - rt.property(ctx, "red-crystal", null)) <=
      rt.property(ctx, "purple-crystal", null)
  );
}

/** Sun Altar (quest) */
export const sunAltar: QuestCard = {
  id: "sun-altar",
  name: "Sun Altar",
  kind: "quest",
  text: "Crystals: 2 yellow. Condition: have at least 2 relics. Complete a magical barrier of a colour used.",
  covers: ["LOT-05"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: sunAltarEffect0,
        text: "use 0 green-crystal\nuse 2 yellow-crystal\nuse 0 red-crystal\ncomplete a barrier",
      },
    ],
    modifiers: [],
    requires: sunAltarEffectRequires,
  },
};

/**
 * use 0 green-crystal
 * use 0 yellow-crystal
 * use 2 red-crystal
 * complete a barrier
 */
function bloodMoonEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.use(ctx, { amount: greenCrystal0 });
  rt.verbs.use(ctx, { amount: yellowCrystal0 });
  rt.verbs.use(ctx, { amount: redCrystal2 });
  rt.verbs.complete(ctx, { place: rt.choose(ctx, aBarrier) });
}

function bloodMoonEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "glory", null) >= 3 &&
    Math.max(0, 0 - rt.property(ctx, "green-crystal", null)) +
      Math.max(0, 0 - rt.property(ctx, "yellow-crystal", null)) +
      Math.max(0, 2 - rt.property(ctx, "red-crystal", null)) <=
      rt.property(ctx, "purple-crystal", null)
  );
}

/** Blood Moon (quest) */
export const bloodMoon: QuestCard = {
  id: "blood-moon",
  name: "Blood Moon",
  kind: "quest",
  text: "Crystals: 2 red. Condition: have at least 3 glory points. Complete a magical barrier of a colour used.",
  covers: ["LOT-05"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: bloodMoonEffect0,
        text: "use 0 green-crystal\nuse 0 yellow-crystal\nuse 2 red-crystal\ncomplete a barrier",
      },
    ],
    modifiers: [],
    requires: bloodMoonEffectRequires,
  },
};

/**
 * use 1 green-crystal
 * use 0 yellow-crystal
 * use 0 red-crystal
 * complete a barrier
 */
function oldRoadsEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.use(ctx, { amount: greenCrystal1 });
  rt.verbs.use(ctx, { amount: yellowCrystal0 });
  rt.verbs.use(ctx, { amount: redCrystal0 });
  rt.verbs.complete(ctx, { place: rt.choose(ctx, aBarrier) });
}

function oldRoadsEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.count(ctx, theCards) >= 3 &&
    Math.max(0, 1 - rt.property(ctx, "green-crystal", null)) +
      Math.max(0, 0 - rt.property(ctx, "yellow-crystal", null)) +
      Math.max(0, 0 - rt.property(ctx, "red-crystal", null)) <=
      rt.property(ctx, "purple-crystal", null)
  );
}

/** Old Roads (quest) */
export const oldRoads: QuestCard = {
  id: "old-roads",
  name: "Old Roads",
  kind: "quest",
  text: "Crystals: 1 green. Condition: hold at least 3 cards. Complete a magical barrier of a colour used.",
  covers: ["LOT-05"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: oldRoadsEffect0,
        text: "use 1 green-crystal\nuse 0 yellow-crystal\nuse 0 red-crystal\ncomplete a barrier",
      },
    ],
    modifiers: [],
    requires: oldRoadsEffectRequires,
  },
};

/**
 * use 1 green-crystal
 * use 1 yellow-crystal
 * use 0 red-crystal
 * complete a barrier
 */
function lostLibraryEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.use(ctx, { amount: greenCrystal1 });
  rt.verbs.use(ctx, { amount: yellowCrystal1 });
  rt.verbs.use(ctx, { amount: redCrystal0 });
  rt.verbs.complete(ctx, { place: rt.choose(ctx, aBarrier) });
}

function lostLibraryEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "relics", null) >= 3 &&
    Math.max(0, 1 - rt.property(ctx, "green-crystal", null)) +
      Math.max(0, 1 - rt.property(ctx, "yellow-crystal", null)) +
      Math.max(0, 0 - rt.property(ctx, "red-crystal", null)) <=
      rt.property(ctx, "purple-crystal", null)
  );
}

/** Lost Library (quest) */
export const lostLibrary: QuestCard = {
  id: "lost-library",
  name: "Lost Library",
  kind: "quest",
  text: "Crystals: 1 green, 1 yellow. Condition: have at least 3 relics. Complete a magical barrier of a colour used.",
  covers: ["LOT-05"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: lostLibraryEffect0,
        text: "use 1 green-crystal\nuse 1 yellow-crystal\nuse 0 red-crystal\ncomplete a barrier",
      },
    ],
    modifiers: [],
    requires: lostLibraryEffectRequires,
  },
};

/**
 * use 1 green-crystal
 * use 0 yellow-crystal
 * use 1 red-crystal
 * complete a barrier
 */
function ironKeepEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.use(ctx, { amount: greenCrystal1 });
  rt.verbs.use(ctx, { amount: yellowCrystal0 });
  rt.verbs.use(ctx, { amount: redCrystal1 });
  rt.verbs.complete(ctx, { place: rt.choose(ctx, aBarrier) });
}

function ironKeepEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.count(ctx, yourLocations_3) >= 1 &&
    Math.max(0, 1 - rt.property(ctx, "green-crystal", null)) +
      Math.max(0, 0 - rt.property(ctx, "yellow-crystal", null)) +
      Math.max(0, 1 - rt.property(ctx, "red-crystal", null)) <=
      rt.property(ctx, "purple-crystal", null)
  );
}

/** Iron Keep (quest) */
export const ironKeep: QuestCard = {
  id: "iron-keep",
  name: "Iron Keep",
  kind: "quest",
  text: "Crystals: 1 green, 1 red. Condition: hold a Castle. Complete a magical barrier of a colour used.",
  covers: ["LOT-05"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: ironKeepEffect0,
        text: "use 1 green-crystal\nuse 0 yellow-crystal\nuse 1 red-crystal\ncomplete a barrier",
      },
    ],
    modifiers: [],
    requires: ironKeepEffectRequires,
  },
};

/**
 * use 2 green-crystal
 * use 1 yellow-crystal
 * use 0 red-crystal
 * complete a barrier
 */
function pilgrimageEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.use(ctx, { amount: greenCrystal2 });
  rt.verbs.use(ctx, { amount: yellowCrystal1 });
  rt.verbs.use(ctx, { amount: redCrystal0 });
  rt.verbs.complete(ctx, { place: rt.choose(ctx, aBarrier) });
}

function pilgrimageEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "hp", null) >= 4 &&
    Math.max(0, 2 - rt.property(ctx, "green-crystal", null)) +
      Math.max(0, 1 - rt.property(ctx, "yellow-crystal", null)) +
      Math.max(0, 0 - rt.property(ctx, "red-crystal", null)) <=
      rt.property(ctx, "purple-crystal", null)
  );
}

/** Pilgrimage (quest) */
export const pilgrimage: QuestCard = {
  id: "pilgrimage",
  name: "Pilgrimage",
  kind: "quest",
  text: "Crystals: 2 green, 1 yellow. Condition: your Hero has at least 4 HP. Complete a magical barrier of a colour used.",
  covers: ["LOT-05"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: pilgrimageEffect0,
        text: "use 2 green-crystal\nuse 1 yellow-crystal\nuse 0 red-crystal\ncomplete a barrier",
      },
    ],
    modifiers: [],
    requires: pilgrimageEffectRequires,
  },
};

/**
 * use 0 green-crystal
 * use 1 yellow-crystal
 * use 0 red-crystal
 * complete a barrier
 */
function amberGateEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.use(ctx, { amount: greenCrystal0 });
  rt.verbs.use(ctx, { amount: yellowCrystal1 });
  rt.verbs.use(ctx, { amount: redCrystal0 });
  rt.verbs.complete(ctx, { place: rt.choose(ctx, aBarrier) });
}

function amberGateEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.count(ctx, yourLocations) >= 1 &&
    Math.max(0, 0 - rt.property(ctx, "green-crystal", null)) +
      Math.max(0, 1 - rt.property(ctx, "yellow-crystal", null)) +
      Math.max(0, 0 - rt.property(ctx, "red-crystal", null)) <=
      rt.property(ctx, "purple-crystal", null)
  );
}

/** Amber Gate (quest) */
export const amberGate: QuestCard = {
  id: "amber-gate",
  name: "Amber Gate",
  kind: "quest",
  text: "Crystals: 1 yellow. Condition: hold a Village. Complete a magical barrier of a colour used.",
  covers: ["LOT-05"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: amberGateEffect0,
        text: "use 0 green-crystal\nuse 1 yellow-crystal\nuse 0 red-crystal\ncomplete a barrier",
      },
    ],
    modifiers: [],
    requires: amberGateEffectRequires,
  },
};

/**
 * use 0 green-crystal
 * use 0 yellow-crystal
 * use 1 red-crystal
 * complete a barrier
 */
function rubyHeartEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.use(ctx, { amount: greenCrystal0 });
  rt.verbs.use(ctx, { amount: yellowCrystal0 });
  rt.verbs.use(ctx, { amount: redCrystal1 });
  rt.verbs.complete(ctx, { place: rt.choose(ctx, aBarrier) });
}

function rubyHeartEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "mana", null) >= 5 &&
    Math.max(0, 0 - rt.property(ctx, "green-crystal", null)) +
      Math.max(0, 0 - rt.property(ctx, "yellow-crystal", null)) +
      Math.max(0, 1 - rt.property(ctx, "red-crystal", null)) <=
      rt.property(ctx, "purple-crystal", null)
  );
}

/** Ruby Heart (quest) */
export const rubyHeart: QuestCard = {
  id: "ruby-heart",
  name: "Ruby Heart",
  kind: "quest",
  text: "Crystals: 1 red. Condition: have at least 5 mana. Complete a magical barrier of a colour used.",
  covers: ["LOT-05"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: rubyHeartEffect0,
        text: "use 0 green-crystal\nuse 0 yellow-crystal\nuse 1 red-crystal\ncomplete a barrier",
      },
    ],
    modifiers: [],
    requires: rubyHeartEffectRequires,
  },
};

/**
 * use 1 green-crystal
 * use 0 yellow-crystal
 * use 0 red-crystal
 * complete a barrier
 */
function emeraldSpringEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.use(ctx, { amount: greenCrystal1 });
  rt.verbs.use(ctx, { amount: yellowCrystal0 });
  rt.verbs.use(ctx, { amount: redCrystal0 });
  rt.verbs.complete(ctx, { place: rt.choose(ctx, aBarrier) });
}

function emeraldSpringEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.count(ctx, yourLocations_2) >= 1 &&
    Math.max(0, 1 - rt.property(ctx, "green-crystal", null)) +
      Math.max(0, 0 - rt.property(ctx, "yellow-crystal", null)) +
      Math.max(0, 0 - rt.property(ctx, "red-crystal", null)) <=
      rt.property(ctx, "purple-crystal", null)
  );
}

/** Emerald Spring (quest) */
export const emeraldSpring: QuestCard = {
  id: "emerald-spring",
  name: "Emerald Spring",
  kind: "quest",
  text: "Crystals: 1 green. Condition: hold a Fortress. Complete a magical barrier of a colour used.",
  covers: ["LOT-05"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: emeraldSpringEffect0,
        text: "use 1 green-crystal\nuse 0 yellow-crystal\nuse 0 red-crystal\ncomplete a barrier",
      },
    ],
    modifiers: [],
    requires: emeraldSpringEffectRequires,
  },
};

/**
 * use 1 green-crystal
 * use 1 yellow-crystal
 * use 0 red-crystal
 * complete a barrier
 */
function watchtowerEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.use(ctx, { amount: greenCrystal1 });
  rt.verbs.use(ctx, { amount: yellowCrystal1 });
  rt.verbs.use(ctx, { amount: redCrystal0 });
  rt.verbs.complete(ctx, { place: rt.choose(ctx, aBarrier) });
}

function watchtowerEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.count(ctx, yourLocations_2) >= 2 &&
    Math.max(0, 1 - rt.property(ctx, "green-crystal", null)) +
      Math.max(0, 1 - rt.property(ctx, "yellow-crystal", null)) +
      Math.max(0, 0 - rt.property(ctx, "red-crystal", null)) <=
      rt.property(ctx, "purple-crystal", null)
  );
}

/** Watchtower (quest) */
export const watchtower: QuestCard = {
  id: "watchtower",
  name: "Watchtower",
  kind: "quest",
  text: "Crystals: 1 green, 1 yellow. Condition: hold at least 2 Fortresses. Complete a magical barrier of a colour used.",
  covers: ["LOT-05"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: watchtowerEffect0,
        text: "use 1 green-crystal\nuse 1 yellow-crystal\nuse 0 red-crystal\ncomplete a barrier",
      },
    ],
    modifiers: [],
    requires: watchtowerEffectRequires,
  },
};

/**
 * use 3 green-crystal
 * use 0 yellow-crystal
 * use 0 red-crystal
 * complete a barrier
 */
function harvestEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.use(ctx, { amount: greenCrystal3 });
  rt.verbs.use(ctx, { amount: yellowCrystal0 });
  rt.verbs.use(ctx, { amount: redCrystal0 });
  rt.verbs.complete(ctx, { place: rt.choose(ctx, aBarrier) });
}

function harvestEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.count(ctx, theCards) >= 3 &&
    Math.max(0, 3 - rt.property(ctx, "green-crystal", null)) +
      Math.max(0, 0 - rt.property(ctx, "yellow-crystal", null)) +
      Math.max(0, 0 - rt.property(ctx, "red-crystal", null)) <=
      rt.property(ctx, "purple-crystal", null)
  );
}

/** Harvest (quest) */
export const harvest: QuestCard = {
  id: "harvest",
  name: "Harvest",
  kind: "quest",
  text: "Crystals: 3 green. Condition: hold at least 3 cards. Complete a magical barrier of a colour used.",
  covers: ["LOT-05"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: harvestEffect0,
        text: "use 3 green-crystal\nuse 0 yellow-crystal\nuse 0 red-crystal\ncomplete a barrier",
      },
    ],
    modifiers: [],
    requires: harvestEffectRequires,
  },
};

/**
 * use 1 green-crystal
 * use 1 yellow-crystal
 * use 1 red-crystal
 * complete a barrier
 */
function crownOfDawnEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.use(ctx, { amount: greenCrystal1 });
  rt.verbs.use(ctx, { amount: yellowCrystal1 });
  rt.verbs.use(ctx, { amount: redCrystal1 });
  rt.verbs.complete(ctx, { place: rt.choose(ctx, aBarrier) });
}

function crownOfDawnEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "relics", null) >= 2 &&
    Math.max(0, 1 - rt.property(ctx, "green-crystal", null)) +
      Math.max(0, 1 - rt.property(ctx, "yellow-crystal", null)) +
      Math.max(0, 1 - rt.property(ctx, "red-crystal", null)) <=
      rt.property(ctx, "purple-crystal", null)
  );
}

/** Crown of Dawn (quest) */
export const crownOfDawn: QuestCard = {
  id: "crown-of-dawn",
  name: "Crown of Dawn",
  kind: "quest",
  text: "Crystals: 1 green, 1 yellow, 1 red. Condition: have at least 2 relics. Complete a magical barrier of a colour used.",
  covers: ["LOT-05"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: crownOfDawnEffect0,
        text: "use 1 green-crystal\nuse 1 yellow-crystal\nuse 1 red-crystal\ncomplete a barrier",
      },
    ],
    modifiers: [],
    requires: crownOfDawnEffectRequires,
  },
};

/**
 * use 0 green-crystal
 * use 2 yellow-crystal
 * use 0 red-crystal
 * complete a barrier
 */
function skyBridgeEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.use(ctx, { amount: greenCrystal0 });
  rt.verbs.use(ctx, { amount: yellowCrystal2 });
  rt.verbs.use(ctx, { amount: redCrystal0 });
  rt.verbs.complete(ctx, { place: rt.choose(ctx, aBarrier) });
}

function skyBridgeEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.count(ctx, yourLocations_3) >= 1 &&
    Math.max(0, 0 - rt.property(ctx, "green-crystal", null)) +
      Math.max(0, 2 - rt.property(ctx, "yellow-crystal", null)) +
      Math.max(0, 0 - rt.property(ctx, "red-crystal", null)) <=
      rt.property(ctx, "purple-crystal", null)
  );
}

/** Sky Bridge (quest) */
export const skyBridge: QuestCard = {
  id: "sky-bridge",
  name: "Sky Bridge",
  kind: "quest",
  text: "Crystals: 2 yellow. Condition: hold a Castle. Complete a magical barrier of a colour used.",
  covers: ["LOT-05"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: skyBridgeEffect0,
        text: "use 0 green-crystal\nuse 2 yellow-crystal\nuse 0 red-crystal\ncomplete a barrier",
      },
    ],
    modifiers: [],
    requires: skyBridgeEffectRequires,
  },
};

/**
 * use 0 green-crystal
 * use 0 yellow-crystal
 * use 1 red-crystal
 * complete a barrier
 */
function warlordEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.use(ctx, { amount: greenCrystal0 });
  rt.verbs.use(ctx, { amount: yellowCrystal0 });
  rt.verbs.use(ctx, { amount: redCrystal1 });
  rt.verbs.complete(ctx, { place: rt.choose(ctx, aBarrier) });
}

function warlordEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "glory", null) >= 2 &&
    Math.max(0, 0 - rt.property(ctx, "green-crystal", null)) +
      Math.max(0, 0 - rt.property(ctx, "yellow-crystal", null)) +
      Math.max(0, 1 - rt.property(ctx, "red-crystal", null)) <=
      rt.property(ctx, "purple-crystal", null)
  );
}

/** Warlord (quest) */
export const warlord: QuestCard = {
  id: "warlord",
  name: "Warlord",
  kind: "quest",
  text: "Crystals: 1 red. Condition: have at least 2 glory points. Complete a magical barrier of a colour used.",
  covers: ["LOT-05"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: warlordEffect0,
        text: "use 0 green-crystal\nuse 0 yellow-crystal\nuse 1 red-crystal\ncomplete a barrier",
      },
    ],
    modifiers: [],
    requires: warlordEffectRequires,
  },
};

/**
 * use 2 green-crystal
 * use 0 yellow-crystal
 * use 0 red-crystal
 * complete a barrier
 */
function silentWellEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.use(ctx, { amount: greenCrystal2 });
  rt.verbs.use(ctx, { amount: yellowCrystal0 });
  rt.verbs.use(ctx, { amount: redCrystal0 });
  rt.verbs.complete(ctx, { place: rt.choose(ctx, aBarrier) });
}

function silentWellEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "hp", null) >= 4 &&
    Math.max(0, 2 - rt.property(ctx, "green-crystal", null)) +
      Math.max(0, 0 - rt.property(ctx, "yellow-crystal", null)) +
      Math.max(0, 0 - rt.property(ctx, "red-crystal", null)) <=
      rt.property(ctx, "purple-crystal", null)
  );
}

/** Silent Well (quest) */
export const silentWell: QuestCard = {
  id: "silent-well",
  name: "Silent Well",
  kind: "quest",
  text: "Crystals: 2 green. Condition: your Hero has at least 4 HP. Complete a magical barrier of a colour used.",
  covers: ["LOT-05"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: silentWellEffect0,
        text: "use 2 green-crystal\nuse 0 yellow-crystal\nuse 0 red-crystal\ncomplete a barrier",
      },
    ],
    modifiers: [],
    requires: silentWellEffectRequires,
  },
};

/**
 * use 1 green-crystal
 * use 0 yellow-crystal
 * use 0 red-crystal
 * complete a barrier
 */
function hiddenPathEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.use(ctx, { amount: greenCrystal1 });
  rt.verbs.use(ctx, { amount: yellowCrystal0 });
  rt.verbs.use(ctx, { amount: redCrystal0 });
  rt.verbs.complete(ctx, { place: rt.choose(ctx, aBarrier) });
}

function hiddenPathEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "gold", null) >= 6 &&
    Math.max(0, 1 - rt.property(ctx, "green-crystal", null)) +
      Math.max(0, 0 - rt.property(ctx, "yellow-crystal", null)) +
      Math.max(0, 0 - rt.property(ctx, "red-crystal", null)) <=
      rt.property(ctx, "purple-crystal", null)
  );
}

/** Hidden Path (quest) */
export const hiddenPath: QuestCard = {
  id: "hidden-path",
  name: "Hidden Path",
  kind: "quest",
  text: "Crystals: 1 green. Condition: have at least 6 gold. Complete a magical barrier of a colour used.",
  covers: ["LOT-05"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: hiddenPathEffect0,
        text: "use 1 green-crystal\nuse 0 yellow-crystal\nuse 0 red-crystal\ncomplete a barrier",
      },
    ],
    modifiers: [],
    requires: hiddenPathEffectRequires,
  },
};

/**
 * use 0 green-crystal
 * use 1 yellow-crystal
 * use 0 red-crystal
 * complete a barrier
 */
function starMapEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.use(ctx, { amount: greenCrystal0 });
  rt.verbs.use(ctx, { amount: yellowCrystal1 });
  rt.verbs.use(ctx, { amount: redCrystal0 });
  rt.verbs.complete(ctx, { place: rt.choose(ctx, aBarrier) });
}

function starMapEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.count(ctx, theCards) >= 3 &&
    Math.max(0, 0 - rt.property(ctx, "green-crystal", null)) +
      Math.max(0, 1 - rt.property(ctx, "yellow-crystal", null)) +
      Math.max(0, 0 - rt.property(ctx, "red-crystal", null)) <=
      rt.property(ctx, "purple-crystal", null)
  );
}

/** Star Map (quest) */
export const starMap: QuestCard = {
  id: "star-map",
  name: "Star Map",
  kind: "quest",
  text: "Crystals: 1 yellow. Condition: hold at least 3 cards. Complete a magical barrier of a colour used.",
  covers: ["LOT-05"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: starMapEffect0,
        text: "use 0 green-crystal\nuse 1 yellow-crystal\nuse 0 red-crystal\ncomplete a barrier",
      },
    ],
    modifiers: [],
    requires: starMapEffectRequires,
  },
};

/**
 * use 1 green-crystal
 * use 0 yellow-crystal
 * use 1 red-crystal
 * complete a barrier
 */
function fireTempleEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.use(ctx, { amount: greenCrystal1 });
  rt.verbs.use(ctx, { amount: yellowCrystal0 });
  rt.verbs.use(ctx, { amount: redCrystal1 });
  rt.verbs.complete(ctx, { place: rt.choose(ctx, aBarrier) });
}

function fireTempleEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.count(ctx, yourLocations) >= 2 &&
    Math.max(0, 1 - rt.property(ctx, "green-crystal", null)) +
      Math.max(0, 0 - rt.property(ctx, "yellow-crystal", null)) +
      Math.max(0, 1 - rt.property(ctx, "red-crystal", null)) <=
      rt.property(ctx, "purple-crystal", null)
  );
}

/** Fire Temple (quest) */
export const fireTemple: QuestCard = {
  id: "fire-temple",
  name: "Fire Temple",
  kind: "quest",
  text: "Crystals: 1 green, 1 red. Condition: hold at least 2 Villages. Complete a magical barrier of a colour used.",
  covers: ["LOT-05"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: fireTempleEffect0,
        text: "use 1 green-crystal\nuse 0 yellow-crystal\nuse 1 red-crystal\ncomplete a barrier",
      },
    ],
    modifiers: [],
    requires: fireTempleEffectRequires,
  },
};

/**
 * use 1 green-crystal
 * use 1 yellow-crystal
 * use 0 red-crystal
 * complete a barrier
 */
function spiritCallEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.use(ctx, { amount: greenCrystal1 });
  rt.verbs.use(ctx, { amount: yellowCrystal1 });
  rt.verbs.use(ctx, { amount: redCrystal0 });
  rt.verbs.complete(ctx, { place: rt.choose(ctx, aBarrier) });
}

function spiritCallEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "glory", null) >= 2 &&
    Math.max(0, 1 - rt.property(ctx, "green-crystal", null)) +
      Math.max(0, 1 - rt.property(ctx, "yellow-crystal", null)) +
      Math.max(0, 0 - rt.property(ctx, "red-crystal", null)) <=
      rt.property(ctx, "purple-crystal", null)
  );
}

/** Spirit Call (quest) */
export const spiritCall: QuestCard = {
  id: "spirit-call",
  name: "Spirit Call",
  kind: "quest",
  text: "Crystals: 1 green, 1 yellow. Condition: have at least 2 glory points. Complete a magical barrier of a colour used.",
  covers: ["LOT-05"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: spiritCallEffect0,
        text: "use 1 green-crystal\nuse 1 yellow-crystal\nuse 0 red-crystal\ncomplete a barrier",
      },
    ],
    modifiers: [],
    requires: spiritCallEffectRequires,
  },
};

/**
 * use 2 green-crystal
 * use 0 yellow-crystal
 * use 1 red-crystal
 * complete a barrier
 */
function ancientSealEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.use(ctx, { amount: greenCrystal2 });
  rt.verbs.use(ctx, { amount: yellowCrystal0 });
  rt.verbs.use(ctx, { amount: redCrystal1 });
  rt.verbs.complete(ctx, { place: rt.choose(ctx, aBarrier) });
}

function ancientSealEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "relics", null) >= 3 &&
    Math.max(0, 2 - rt.property(ctx, "green-crystal", null)) +
      Math.max(0, 0 - rt.property(ctx, "yellow-crystal", null)) +
      Math.max(0, 1 - rt.property(ctx, "red-crystal", null)) <=
      rt.property(ctx, "purple-crystal", null)
  );
}

/** Ancient Seal (quest) */
export const ancientSeal: QuestCard = {
  id: "ancient-seal",
  name: "Ancient Seal",
  kind: "quest",
  text: "Crystals: 2 green, 1 red. Condition: have at least 3 relics. Complete a magical barrier of a colour used.",
  covers: ["LOT-05"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: ancientSealEffect0,
        text: "use 2 green-crystal\nuse 0 yellow-crystal\nuse 1 red-crystal\ncomplete a barrier",
      },
    ],
    modifiers: [],
    requires: ancientSealEffectRequires,
  },
};

/**
 * use 0 green-crystal
 * use 1 yellow-crystal
 * use 1 red-crystal
 * complete a barrier
 */
function mountainPassEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.use(ctx, { amount: greenCrystal0 });
  rt.verbs.use(ctx, { amount: yellowCrystal1 });
  rt.verbs.use(ctx, { amount: redCrystal1 });
  rt.verbs.complete(ctx, { place: rt.choose(ctx, aBarrier) });
}

function mountainPassEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.count(ctx, yourLocations_2) >= 1 &&
    Math.max(0, 0 - rt.property(ctx, "green-crystal", null)) +
      Math.max(0, 1 - rt.property(ctx, "yellow-crystal", null)) +
      Math.max(0, 1 - rt.property(ctx, "red-crystal", null)) <=
      rt.property(ctx, "purple-crystal", null)
  );
}

/** Mountain Pass (quest) */
export const mountainPass: QuestCard = {
  id: "mountain-pass",
  name: "Mountain Pass",
  kind: "quest",
  text: "Crystals: 1 yellow, 1 red. Condition: hold a Fortress. Complete a magical barrier of a colour used.",
  covers: ["LOT-05"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: mountainPassEffect0,
        text: "use 0 green-crystal\nuse 1 yellow-crystal\nuse 1 red-crystal\ncomplete a barrier",
      },
    ],
    modifiers: [],
    requires: mountainPassEffectRequires,
  },
};

/**
 * use 1 green-crystal
 * use 2 yellow-crystal
 * use 0 red-crystal
 * complete a barrier
 */
function theLongNightEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.use(ctx, { amount: greenCrystal1 });
  rt.verbs.use(ctx, { amount: yellowCrystal2 });
  rt.verbs.use(ctx, { amount: redCrystal0 });
  rt.verbs.complete(ctx, { place: rt.choose(ctx, aBarrier) });
}

function theLongNightEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "mana", null) >= 5 &&
    Math.max(0, 1 - rt.property(ctx, "green-crystal", null)) +
      Math.max(0, 2 - rt.property(ctx, "yellow-crystal", null)) +
      Math.max(0, 0 - rt.property(ctx, "red-crystal", null)) <=
      rt.property(ctx, "purple-crystal", null)
  );
}

/** The Long Night (quest) */
export const theLongNight: QuestCard = {
  id: "the-long-night",
  name: "The Long Night",
  kind: "quest",
  text: "Crystals: 1 green, 2 yellow. Condition: have at least 5 mana. Complete a magical barrier of a colour used.",
  covers: ["LOT-05"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: theLongNightEffect0,
        text: "use 1 green-crystal\nuse 2 yellow-crystal\nuse 0 red-crystal\ncomplete a barrier",
      },
    ],
    modifiers: [],
    requires: theLongNightEffectRequires,
  },
};

/**
 * use 1 green-crystal
 * use 0 yellow-crystal
 * use 0 red-crystal
 * complete a barrier
 */
function oathOfClansEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.use(ctx, { amount: greenCrystal1 });
  rt.verbs.use(ctx, { amount: yellowCrystal0 });
  rt.verbs.use(ctx, { amount: redCrystal0 });
  rt.verbs.complete(ctx, { place: rt.choose(ctx, aBarrier) });
}

function oathOfClansEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "glory", null) >= 3 &&
    Math.max(0, 1 - rt.property(ctx, "green-crystal", null)) +
      Math.max(0, 0 - rt.property(ctx, "yellow-crystal", null)) +
      Math.max(0, 0 - rt.property(ctx, "red-crystal", null)) <=
      rt.property(ctx, "purple-crystal", null)
  );
}

/** Oath of Clans (quest) */
export const oathOfClans: QuestCard = {
  id: "oath-of-clans",
  name: "Oath of Clans",
  kind: "quest",
  text: "Crystals: 1 green. Condition: have at least 3 glory points. Complete a magical barrier of a colour used.",
  covers: ["LOT-05"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: oathOfClansEffect0,
        text: "use 1 green-crystal\nuse 0 yellow-crystal\nuse 0 red-crystal\ncomplete a barrier",
      },
    ],
    modifiers: [],
    requires: oathOfClansEffectRequires,
  },
};

/**
 * use 2 green-crystal
 * use 1 yellow-crystal
 * use 0 red-crystal
 * complete a barrier
 */
function sacredGroveEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.use(ctx, { amount: greenCrystal2 });
  rt.verbs.use(ctx, { amount: yellowCrystal1 });
  rt.verbs.use(ctx, { amount: redCrystal0 });
  rt.verbs.complete(ctx, { place: rt.choose(ctx, aBarrier) });
}

function sacredGroveEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.count(ctx, yourLocations) >= 2 &&
    Math.max(0, 2 - rt.property(ctx, "green-crystal", null)) +
      Math.max(0, 1 - rt.property(ctx, "yellow-crystal", null)) +
      Math.max(0, 0 - rt.property(ctx, "red-crystal", null)) <=
      rt.property(ctx, "purple-crystal", null)
  );
}

/** Sacred Grove (quest) */
export const sacredGrove: QuestCard = {
  id: "sacred-grove",
  name: "Sacred Grove",
  kind: "quest",
  text: "Crystals: 2 green, 1 yellow. Condition: hold at least 2 Villages. Complete a magical barrier of a colour used.",
  covers: ["LOT-05"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: sacredGroveEffect0,
        text: "use 2 green-crystal\nuse 1 yellow-crystal\nuse 0 red-crystal\ncomplete a barrier",
      },
    ],
    modifiers: [],
    requires: sacredGroveEffectRequires,
  },
};

/**
 * use 0 green-crystal
 * use 0 yellow-crystal
 * use 2 red-crystal
 * complete a barrier
 */
function dragonEggEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.use(ctx, { amount: greenCrystal0 });
  rt.verbs.use(ctx, { amount: yellowCrystal0 });
  rt.verbs.use(ctx, { amount: redCrystal2 });
  rt.verbs.complete(ctx, { place: rt.choose(ctx, aBarrier) });
}

function dragonEggEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.count(ctx, yourLocations_3) >= 1 &&
    Math.max(0, 0 - rt.property(ctx, "green-crystal", null)) +
      Math.max(0, 0 - rt.property(ctx, "yellow-crystal", null)) +
      Math.max(0, 2 - rt.property(ctx, "red-crystal", null)) <=
      rt.property(ctx, "purple-crystal", null)
  );
}

/** Dragon Egg (quest) */
export const dragonEgg: QuestCard = {
  id: "dragon-egg",
  name: "Dragon Egg",
  kind: "quest",
  text: "Crystals: 2 red. Condition: hold a Castle. Complete a magical barrier of a colour used.",
  covers: ["LOT-05"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: dragonEggEffect0,
        text: "use 0 green-crystal\nuse 0 yellow-crystal\nuse 2 red-crystal\ncomplete a barrier",
      },
    ],
    modifiers: [],
    requires: dragonEggEffectRequires,
  },
};
