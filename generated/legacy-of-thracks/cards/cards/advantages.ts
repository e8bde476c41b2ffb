import type { EffectContext } from "../../../../runtime/api.ts";
import type { VillageAdvantageCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const yourLocations = {
  noun: "locations",
  determiner: "your",
  filters: [{ with: "Village" }],
} as const;
const theThis = { noun: "this", determiner: null, filters: [] } as const;
const theYou = { noun: "you", determiner: null, filters: [{ with: "Engineer" }] } as const;
const theYou_2 = { noun: "you", determiner: null, filters: [] } as const;
const gold2 = { amount: 2, unit: "gold" } as const;

/**
 * when turn-ends by you:
 *   build 1 road
 *   if gold >= 2:
 *     choose one:
 *       nothing
 *     or:
 *       spend 2 gold
 *       build 1 road
 */
function roadBuildersEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.build(ctx, { count: 1 });
  if (rt.property(ctx, "gold", null) >= 2) {
    switch (rt.chooseOption(ctx, ["nothing", "spend 2 gold\nbuild 1 road"])) {
      case 0: {
        break;
      }
      case 1: {
        rt.verbs.spend(ctx, { amount: gold2 });
        rt.verbs.build(ctx, { count: 1 });
        break;
      }
    }
  }
}

/**
 * when turn-begins by you:
 *   let X = count your locations with Village
 *   if X >= villages of this or count you with Engineer > 0:
 *     may relocate half(X) roads
 */
function roadBuildersEffect1(rt: Rt, ctx: EffectContext): void {
  const v_X = rt.count(ctx, yourLocations);
  if (v_X >= rt.cardField(ctx, "villages", rt.choose(ctx, theThis)) || rt.count(ctx, theYou) > 0) {
    if (rt.confirm(ctx, "relocate half(X) roads")) {
      rt.verbs.relocate(ctx, { count: Math.floor(v_X / 2) });
    }
  }
}

/** Road Builders (village-advantage) */
export const roadBuilders: VillageAdvantageCard = {
  id: "road-builders",
  name: "Road Builders",
  kind: "village-advantage",
  text: "A) Build 1 road at the end of your turn; pay 2 gold to build another. B) (2 Villages, or the Engineer) At the beginning of your turn you can move X/2 roads, where X is your Villages.",
  covers: ["LOT-04"],
  villages: 2,
  traits: ["Engineer"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "turn-ends",
          every: false,
          args: { by: theYou_2 },
          condition: null,
        },
        limits: [],
        costs: [],
        run: roadBuildersEffect0,
        text: "when turn-ends by you:\n  build 1 road\n  if gold >= 2:\n    choose one:\n      nothing\n    or:\n      spend 2 gold\n      build 1 road",
      },
      {
        trigger: {
          kind: "when",
          event: "turn-begins",
          every: false,
          args: { by: theYou_2 },
          condition: null,
        },
        limits: [],
        costs: [],
        run: roadBuildersEffect1,
        text: "when turn-begins by you:\n  let X = count your locations with Village\n  if X >= villages of this or count you with Engineer > 0:\n    may relocate half(X) roads",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
