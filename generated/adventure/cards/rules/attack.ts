import type { EffectContext } from "cardsmith/runtime/api";
import type { RuleCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theTarget = { noun: "target", determiner: null, filters: [] } as const;
const aCard = {
  noun: "card",
  determiner: "a",
  filters: [
    { with: "Might" },
    { with: "Ranged" },
    { without: "wielding" },
    { in: "items", owner: "your" },
  ],
} as const;
const theCards = {
  noun: "cards",
  determiner: null,
  filters: [
    { with: "Might" },
    { with: "Ranged" },
    { without: "wielding" },
    { in: "items", owner: "your" },
  ],
} as const;
const aCard_2 = {
  noun: "card",
  determiner: "a",
  filters: [{ with: "Might" }, { without: "wielding" }, { in: "items", owner: "your" }],
} as const;
const theCards_2 = {
  noun: "cards",
  determiner: null,
  filters: [{ with: "Might" }, { without: "wielding" }, { in: "items", owner: "your" }],
} as const;
const eachCard = {
  noun: "card",
  determiner: "each",
  filters: [{ with: "wielding" }, { in: "items", owner: "your" }],
} as const;
const aCard_3 = {
  noun: "card",
  determiner: "a",
  filters: [
    { with: "Agility" },
    { with: "Ranged" },
    { without: "wielding" },
    { in: "items", owner: "your" },
  ],
} as const;
const theCards_3 = {
  noun: "cards",
  determiner: null,
  filters: [
    { with: "Agility" },
    { with: "Ranged" },
    { without: "wielding" },
    { in: "items", owner: "your" },
  ],
} as const;
const aCard_4 = {
  noun: "card",
  determiner: "a",
  filters: [{ with: "Agility" }, { without: "wielding" }, { in: "items", owner: "your" }],
} as const;
const theCards_4 = {
  noun: "cards",
  determiner: null,
  filters: [{ with: "Agility" }, { without: "wielding" }, { in: "items", owner: "your" }],
} as const;
const aCard_5 = {
  noun: "card",
  determiner: "a",
  filters: [
    { with: "Wisdom" },
    { with: "Ranged" },
    { without: "wielding" },
    { in: "items", owner: "your" },
  ],
} as const;
const theCards_5 = {
  noun: "cards",
  determiner: null,
  filters: [
    { with: "Wisdom" },
    { with: "Ranged" },
    { without: "wielding" },
    { in: "items", owner: "your" },
  ],
} as const;
const aCard_6 = {
  noun: "card",
  determiner: "a",
  filters: [{ with: "Wisdom" }, { without: "wielding" }, { in: "items", owner: "your" }],
} as const;
const theCards_6 = {
  noun: "cards",
  determiner: null,
  filters: [{ with: "Wisdom" }, { without: "wielding" }, { in: "items", owner: "your" }],
} as const;
const wielding1 = { amount: 1, unit: "wielding" } as const;

/**
 * keep MORE = true
 * repeat while MORE:
 *   set MORE = false
 *   if target is adjacent-enemy:
 *     put 1 wielding on a card with Might with Ranged without wielding in your items
 *     if count cards with Might with Ranged without wielding in your items > 0:
 *       may set MORE = true
 *   else:
 *     put 1 wielding on a card with Might without wielding in your items
 *     if count cards with Might without wielding in your items > 0:
 *       may set MORE = true
 * attack target using might
 * remove 1 wielding from each card with wielding in your items
 */
function attackMightEffect0(rt: Rt, ctx: EffectContext): void {
  const k_MORE = rt.keep(ctx, "MORE@0", () => true);
  do {
    k_MORE.value = false;
    if (rt.is(ctx, rt.choose(ctx, theTarget), "adjacent-enemy")) {
      rt.verbs.put(ctx, { amount: wielding1, on: rt.choose(ctx, aCard) });
      if (rt.count(ctx, theCards) > 0) {
        if (rt.confirm(ctx, "set MORE = true")) {
          k_MORE.value = true;
        }
      }
    } else {
      rt.verbs.put(ctx, { amount: wielding1, on: rt.choose(ctx, aCard_2) });
      if (rt.count(ctx, theCards_2) > 0) {
        if (rt.confirm(ctx, "set MORE = true")) {
          k_MORE.value = true;
        }
      }
    }
  } while (k_MORE.value && rt.again(ctx));
  rt.verbs.attack(ctx, { target: rt.choose(ctx, theTarget), using: "might" });
  for (const card of rt.select(ctx, eachCard)) {
    rt.verbs.remove(ctx, { amount: wielding1, from: card });
  }
}

/** Attack (Might) (rule) */
export const attackMight: RuleCard = {
  id: "attack-might",
  name: "Attack (Might)",
  kind: "rule",
  text: "Attack an enemy group in your space or an adjacent one, testing might, with one or more of your items that show the might icon; against an adjacent group, only items with the ranged icon. While attacking, you may spend successes on the abilities of any item you chose.",
  covers: ["ADV-07"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: attackMightEffect0,
        text: "keep MORE = true\nrepeat while MORE:\n  set MORE = false\n  if target is adjacent-enemy:\n    put 1 wielding on a card with Might with Ranged without wielding in your items\n    if count cards with Might with Ranged without wielding in your items > 0:\n      may set MORE = true\n  else:\n    put 1 wielding on a card with Might without wielding in your items\n    if count cards with Might without wielding in your items > 0:\n      may set MORE = true\nattack target using might\nremove 1 wielding from each card with wielding in your items",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * keep MORE = true
 * repeat while MORE:
 *   set MORE = false
 *   if target is adjacent-enemy:
 *     put 1 wielding on a card with Agility with Ranged without wielding in your items
 *     if count cards with Agility with Ranged without wielding in your items > 0:
 *       may set MORE = true
 *   else:
 *     put 1 wielding on a card with Agility without wielding in your items
 *     if count cards with Agility without wielding in your items > 0:
 *       may set MORE = true
 * attack target using agility
 * remove 1 wielding from each card with wielding in your items
 */
function attackAgilityEffect0(rt: Rt, ctx: EffectContext): void {
  const k_MORE = rt.keep(ctx, "MORE@0", () => true);
  do {
    k_MORE.value = false;
    if (rt.is(ctx, rt.choose(ctx, theTarget), "adjacent-enemy")) {
      rt.verbs.put(ctx, { amount: wielding1, on: rt.choose(ctx, aCard_3) });
      if (rt.count(ctx, theCards_3) > 0) {
        if (rt.confirm(ctx, "set MORE = true")) {
          k_MORE.value = true;
        }
      }
    } else {
      rt.verbs.put(ctx, { amount: wielding1, on: rt.choose(ctx, aCard_4) });
      if (rt.count(ctx, theCards_4) > 0) {
        if (rt.confirm(ctx, "set MORE = true")) {
          k_MORE.value = true;
        }
      }
    }
  } while (k_MORE.value && rt.again(ctx));
  rt.verbs.attack(ctx, { target: rt.choose(ctx, theTarget), using: "agility" });
  for (const card of rt.select(ctx, eachCard)) {
    rt.verbs.remove(ctx, { amount: wielding1, from: card });
  }
}

/** Attack (Agility) (rule) */
export const attackAgility: RuleCard = {
  id: "attack-agility",
  name: "Attack (Agility)",
  kind: "rule",
  text: "Attack an enemy group in your space or an adjacent one, testing agility, with one or more of your items that show the agility icon; against an adjacent group, only items with the ranged icon. While attacking, you may spend successes on the abilities of any item you chose.",
  covers: ["ADV-07"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: attackAgilityEffect0,
        text: "keep MORE = true\nrepeat while MORE:\n  set MORE = false\n  if target is adjacent-enemy:\n    put 1 wielding on a card with Agility with Ranged without wielding in your items\n    if count cards with Agility with Ranged without wielding in your items > 0:\n      may set MORE = true\n  else:\n    put 1 wielding on a card with Agility without wielding in your items\n    if count cards with Agility without wielding in your items > 0:\n      may set MORE = true\nattack target using agility\nremove 1 wielding from each card with wielding in your items",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * keep MORE = true
 * repeat while MORE:
 *   set MORE = false
 *   if target is adjacent-enemy:
 *     put 1 wielding on a card with Wisdom with Ranged without wielding in your items
 *     if count cards with Wisdom with Ranged without wielding in your items > 0:
 *       may set MORE = true
 *   else:
 *     put 1 wielding on a card with Wisdom without wielding in your items
 *     if count cards with Wisdom without wielding in your items > 0:
 *       may set MORE = true
 * attack target using wisdom
 * remove 1 wielding from each card with wielding in your items
 */
function attackWisdomEffect0(rt: Rt, ctx: EffectContext): void {
  const k_MORE = rt.keep(ctx, "MORE@0", () => true);
  do {
    k_MORE.value = false;
    if (rt.is(ctx, rt.choose(ctx, theTarget), "adjacent-enemy")) {
      rt.verbs.put(ctx, { amount: wielding1, on: rt.choose(ctx, aCard_5) });
      if (rt.count(ctx, theCards_5) > 0) {
        if (rt.confirm(ctx, "set MORE = true")) {
          k_MORE.value = true;
        }
      }
    } else {
      rt.verbs.put(ctx, { amount: wielding1, on: rt.choose(ctx, aCard_6) });
      if (rt.count(ctx, theCards_6) > 0) {
        if (rt.confirm(ctx, "set MORE = true")) {
          k_MORE.value = true;
        }
      }
    }
  } while (k_MORE.value && rt.again(ctx));
  rt.verbs.attack(ctx, { target: rt.choose(ctx, theTarget), using: "wisdom" });
  for (const card of rt.select(ctx, eachCard)) {
    rt.verbs.remove(ctx, { amount: wielding1, from: card });
  }
}

/** Attack (Wisdom) (rule) */
export const attackWisdom: RuleCard = {
  id: "attack-wisdom",
  name: "Attack (Wisdom)",
  kind: "rule",
  text: "Attack an enemy group in your space or an adjacent one, testing wisdom, with one or more of your items that show the wisdom icon; against an adjacent group, only items with the ranged icon. While attacking, you may spend successes on the abilities of any item you chose.",
  covers: ["ADV-07"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: attackWisdomEffect0,
        text: "keep MORE = true\nrepeat while MORE:\n  set MORE = false\n  if target is adjacent-enemy:\n    put 1 wielding on a card with Wisdom with Ranged without wielding in your items\n    if count cards with Wisdom with Ranged without wielding in your items > 0:\n      may set MORE = true\n  else:\n    put 1 wielding on a card with Wisdom without wielding in your items\n    if count cards with Wisdom without wielding in your items > 0:\n      may set MORE = true\nattack target using wisdom\nremove 1 wielding from each card with wielding in your items",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
