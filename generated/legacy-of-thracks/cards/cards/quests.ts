import type { EffectContext } from "../../../../runtime/api.ts";
import type { QuestCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const aBarrier = { noun: "barrier", determiner: "a", filters: [{ with: "Purple" }] } as const;
const aBarrier_2 = { noun: "barrier", determiner: "a", filters: [] } as const;
const aBarrier_3 = { noun: "barrier", determiner: "a", filters: [{ with: "White" }] } as const;
const aBarrier_4 = { noun: "barrier", determiner: "a", filters: [{ with: "Green" }] } as const;
const aBarrier_5 = { noun: "barrier", determiner: "a", filters: [{ with: "Red" }] } as const;
const aBarrier_6 = { noun: "barrier", determiner: "a", filters: [{ with: "Yellow" }] } as const;
const yourLocations = {
  noun: "locations",
  determiner: "your",
  filters: [{ with: "Village" }],
} as const;

/**
 * let G = a number from max(0, 2 - purple-crystal - min(1, red-crystal)) to min(1, green-crystal)
 * let R = a number from max(0, 2 - purple-crystal - G) to min(1, red-crystal)
 * let P = 2 - G - R
 * spend G green-crystal
 * spend R red-crystal
 * spend P purple-crystal
 * if P > 0:
 *   choose one:
 *     complete a barrier with Purple
 *   or:
 *     complete a barrier
 * else:
 *   choose one:
 *     complete a barrier with White
 *   or:
 *     complete a barrier with Green
 *   or:
 *     complete a barrier with Red
 */
function emergenceEffect0(rt: Rt, ctx: EffectContext): void {
  const v_G = rt.chooseNumber(
    ctx,
    Math.max(
      0,
      2 -
        rt.property(ctx, "purple-crystal", null) -
        Math.min(1, rt.property(ctx, "red-crystal", null)),
    ),
    Math.min(1, rt.property(ctx, "green-crystal", null)),
    "G",
  );
  const v_R = rt.chooseNumber(
    ctx,
    Math.max(0, 2 - rt.property(ctx, "purple-crystal", null) - v_G),
    Math.min(1, rt.property(ctx, "red-crystal", null)),
    "R",
  );
  const v_P = 2 - v_G - v_R;
  rt.verbs.spend(ctx, { amount: { amount: v_G, unit: "green-crystal" } });
  rt.verbs.spend(ctx, { amount: { amount: v_R, unit: "red-crystal" } });
  rt.verbs.spend(ctx, { amount: { amount: v_P, unit: "purple-crystal" } });
  if (v_P > 0) {
    switch (rt.chooseOption(ctx, ["complete a barrier with Purple", "complete a barrier"])) {
      case 0: {
        rt.verbs.complete(ctx, { barrier: rt.choose(ctx, aBarrier) });
        break;
      }
      case 1: {
        rt.verbs.complete(ctx, { barrier: rt.choose(ctx, aBarrier_2) });
        break;
      }
    }
  } else {
    switch (
      rt.chooseOption(ctx, [
        "complete a barrier with White",
        "complete a barrier with Green",
        "complete a barrier with Red",
      ])
    ) {
      case 0: {
        rt.verbs.complete(ctx, { barrier: rt.choose(ctx, aBarrier_3) });
        break;
      }
      case 1: {
        rt.verbs.complete(ctx, { barrier: rt.choose(ctx, aBarrier_4) });
        break;
      }
      case 2: {
        rt.verbs.complete(ctx, { barrier: rt.choose(ctx, aBarrier_5) });
        break;
      }
    }
  }
}

function emergenceEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "relics", null) >= 3 &&
    Math.max(0, 1 - rt.property(ctx, "green-crystal", null)) +
      Math.max(0, 1 - rt.property(ctx, "red-crystal", null)) <=
      rt.property(ctx, "purple-crystal", null)
  );
}

/** Emergence (quest) */
export const emergence: QuestCard = {
  id: "emergence",
  name: "Emergence",
  kind: "quest",
  text: "Crystals: 1 green, 1 red. Condition: have at least 3 Relics.",
  covers: ["LOT-05"],
  traits: ["Instant"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: emergenceEffect0,
        text: "let G = a number from max(0, 2 - purple-crystal - min(1, red-crystal)) to min(1, green-crystal)\nlet R = a number from max(0, 2 - purple-crystal - G) to min(1, red-crystal)\nlet P = 2 - G - R\nspend G green-crystal\nspend R red-crystal\nspend P purple-crystal\nif P > 0:\n  choose one:\n    complete a barrier with Purple\n  or:\n    complete a barrier\nelse:\n  choose one:\n    complete a barrier with White\n  or:\n    complete a barrier with Green\n  or:\n    complete a barrier with Red",
      },
    ],
    modifiers: [],
    requires: emergenceEffectRequires,
  },
};

/**
 * let Y = a number from max(0, 2 - purple-crystal) to min(2, yellow-crystal)
 * let P = 2 - Y
 * spend Y yellow-crystal
 * spend P purple-crystal
 * if P > 0:
 *   choose one:
 *     complete a barrier with Purple
 *   or:
 *     complete a barrier
 * else:
 *   choose one:
 *     complete a barrier with White
 *   or:
 *     complete a barrier with Yellow
 */
function duskEffect0(rt: Rt, ctx: EffectContext): void {
  const v_Y = rt.chooseNumber(
    ctx,
    Math.max(0, 2 - rt.property(ctx, "purple-crystal", null)),
    Math.min(2, rt.property(ctx, "yellow-crystal", null)),
    "Y",
  );
  const v_P = 2 - v_Y;
  rt.verbs.spend(ctx, { amount: { amount: v_Y, unit: "yellow-crystal" } });
  rt.verbs.spend(ctx, { amount: { amount: v_P, unit: "purple-crystal" } });
  if (v_P > 0) {
    switch (rt.chooseOption(ctx, ["complete a barrier with Purple", "complete a barrier"])) {
      case 0: {
        rt.verbs.complete(ctx, { barrier: rt.choose(ctx, aBarrier) });
        break;
      }
      case 1: {
        rt.verbs.complete(ctx, { barrier: rt.choose(ctx, aBarrier_2) });
        break;
      }
    }
  } else {
    switch (
      rt.chooseOption(ctx, ["complete a barrier with White", "complete a barrier with Yellow"])
    ) {
      case 0: {
        rt.verbs.complete(ctx, { barrier: rt.choose(ctx, aBarrier_3) });
        break;
      }
      case 1: {
        rt.verbs.complete(ctx, { barrier: rt.choose(ctx, aBarrier_6) });
        break;
      }
    }
  }
}

function duskEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.count(ctx, yourLocations) >= 2 &&
    Math.max(0, 2 - rt.property(ctx, "yellow-crystal", null)) <=
      rt.property(ctx, "purple-crystal", null)
  );
}

/** Dusk (quest) */
export const dusk: QuestCard = {
  id: "dusk",
  name: "Dusk",
  kind: "quest",
  text: "Crystals: 2 yellow. Condition: hold at least 2 Villages.",
  covers: ["LOT-05"],
  traits: ["Instant"],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: duskEffect0,
        text: "let Y = a number from max(0, 2 - purple-crystal) to min(2, yellow-crystal)\nlet P = 2 - Y\nspend Y yellow-crystal\nspend P purple-crystal\nif P > 0:\n  choose one:\n    complete a barrier with Purple\n  or:\n    complete a barrier\nelse:\n  choose one:\n    complete a barrier with White\n  or:\n    complete a barrier with Yellow",
      },
    ],
    modifiers: [],
    requires: duskEffectRequires,
  },
};
