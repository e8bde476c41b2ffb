import type { EffectContext } from "cardsmith/runtime/api";
import type { RuleCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theShadow = { noun: "shadow", determiner: "the", filters: [] } as const;

function whoMayWinEffectMod0While(rt: Rt, ctx: EffectContext): boolean {
  return (
    !rt.fact(ctx, "solo") &&
    !rt.fact(ctx, "cooperative") &&
    rt.fact(ctx, "dimara-entered") &&
    rt.property(ctx, "dimara", null) === 0
  );
}

function whoMayWinEffectMod1While(rt: Rt, ctx: EffectContext): boolean {
  return (
    !rt.fact(ctx, "solo") &&
    !rt.fact(ctx, "cooperative") &&
    !rt.fact(ctx, "dimara-entered") &&
    rt.property(ctx, "curse", null) > 2
  );
}

function whoMayWinEffectMod2While(rt: Rt, ctx: EffectContext): boolean {
  return rt.fact(ctx, "solo") && rt.property(ctx, "dimara", null) === 0;
}

function whoMayWinEffectMod3While(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.fact(ctx, "solo") &&
    rt.property(ctx, "vp", null) <= rt.property(ctx, "vp", rt.choose(ctx, theShadow))
  );
}

function whoMayWinEffectMod4While(rt: Rt, ctx: EffectContext): boolean {
  return rt.fact(ctx, "cooperative") && rt.property(ctx, "dimara", null) === 0;
}

function whoMayWinEffectMod5While(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.fact(ctx, "cooperative") &&
    rt.property(ctx, "vp", null) <= rt.property(ctx, "vp", rt.choose(ctx, theShadow))
  );
}

/** Who May Win (rule) */
export const whoMayWin: RuleCard = {
  id: "who-may-win",
  name: "Who May Win",
  kind: "rule",
  text: "Once a Hero has entered Dimara, only the players whose Hero is there may win; otherwise a player with more than 2 curses may not. Solo: the Shadow wins unless your Hero entered Dimara and you have more VP than the Shadow. Cooperative: the players win together only if every Hero entered Dimara with more VP than the Shadow.",
  effect: {
    abilities: [],
    modifiers: [
      { stat: "ruled-out", amount: 1, to: null, vs: null, while: whoMayWinEffectMod0While },
      { stat: "ruled-out", amount: 1, to: null, vs: null, while: whoMayWinEffectMod1While },
      { stat: "ruled-out", amount: 1, to: null, vs: null, while: whoMayWinEffectMod2While },
      { stat: "ruled-out", amount: 1, to: null, vs: null, while: whoMayWinEffectMod3While },
      { stat: "ruled-out", amount: 1, to: null, vs: null, while: whoMayWinEffectMod4While },
      { stat: "ruled-out", amount: 1, to: null, vs: null, while: whoMayWinEffectMod5While },
    ],
    requires: null,
  },
};
