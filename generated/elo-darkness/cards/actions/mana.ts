import type { EffectContext } from "cardsmith/runtime/api";
import type { ManaCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const aCard = {
  noun: "card",
  determiner: "a",
  filters: [{ with: "Fighter" }, { in: "deck", owner: "your" }],
} as const;
const aCard_2 = {
  noun: "card",
  determiner: "a",
  filters: [{ with: "Mage" }, { in: "deck", owner: "your" }],
} as const;
const aCard_3 = {
  noun: "card",
  determiner: "a",
  filters: [{ with: "Marksman" }, { in: "deck", owner: "your" }],
} as const;
const aCard_4 = {
  noun: "card",
  determiner: "a",
  filters: [{ with: "Jungler" }, { in: "deck", owner: "your" }],
} as const;
const aCard_5 = {
  noun: "card",
  determiner: "a",
  filters: [{ with: "Support" }, { in: "deck", owner: "your" }],
} as const;

/** move a card with Fighter in your deck to hand */
function manaRecoverFighterFarming0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.move(ctx, { card: rt.choose(ctx, aCard), to: "hand" });
}

/** Mana Recover Fighter (mana) */
export const manaRecoverFighter: ManaCard = {
  id: "mana-recover-fighter",
  name: "Mana Recover Fighter",
  kind: "mana",
  text: "Search your deck for a Fighter card and add it to your hand.",
  covers: ["ELO-07"],
  traits: ["Mana"],
  farming: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: manaRecoverFighterFarming0,
        text: "move a card with Fighter in your deck to hand",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** move a card with Mage in your deck to hand */
function manaRecoverMageFarming0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.move(ctx, { card: rt.choose(ctx, aCard_2), to: "hand" });
}

/** Mana Recover Mage (mana) */
export const manaRecoverMage: ManaCard = {
  id: "mana-recover-mage",
  name: "Mana Recover Mage",
  kind: "mana",
  text: "Search your deck for a Mage card and add it to your hand.",
  covers: ["ELO-07"],
  traits: ["Mana"],
  farming: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: manaRecoverMageFarming0,
        text: "move a card with Mage in your deck to hand",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** move a card with Marksman in your deck to hand */
function manaRecoverMarksmanFarming0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.move(ctx, { card: rt.choose(ctx, aCard_3), to: "hand" });
}

/** Mana Recover Marksman (mana) */
export const manaRecoverMarksman: ManaCard = {
  id: "mana-recover-marksman",
  name: "Mana Recover Marksman",
  kind: "mana",
  text: "Search your deck for a Marksman card and add it to your hand.",
  covers: ["ELO-07"],
  traits: ["Mana"],
  farming: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: manaRecoverMarksmanFarming0,
        text: "move a card with Marksman in your deck to hand",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** move a card with Jungler in your deck to hand */
function manaRecoverJunglerFarming0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.move(ctx, { card: rt.choose(ctx, aCard_4), to: "hand" });
}

/** Mana Recover Jungler (mana) */
export const manaRecoverJungler: ManaCard = {
  id: "mana-recover-jungler",
  name: "Mana Recover Jungler",
  kind: "mana",
  text: "Search your deck for a Jungler card and add it to your hand.",
  covers: ["ELO-07"],
  traits: ["Mana"],
  farming: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: manaRecoverJunglerFarming0,
        text: "move a card with Jungler in your deck to hand",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** move a card with Support in your deck to hand */
function manaRecoverSupportFarming0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.move(ctx, { card: rt.choose(ctx, aCard_5), to: "hand" });
}

/** Mana Recover Support (mana) */
export const manaRecoverSupport: ManaCard = {
  id: "mana-recover-support",
  name: "Mana Recover Support",
  kind: "mana",
  text: "Search your deck for a Support card and add it to your hand.",
  covers: ["ELO-07"],
  traits: ["Mana"],
  farming: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: manaRecoverSupportFarming0,
        text: "move a card with Support in your deck to hand",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
