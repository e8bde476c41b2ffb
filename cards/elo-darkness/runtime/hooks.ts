/**
 * What ELO Darkness' `hook` nouns, facts, verbs and procedures mean at the table (the Farming
 * phase's declaring and the Merchant are in farming.ts).
 */
import type { EffectContext } from "../../../runtime/api.ts";
import type { GameHookSet } from "../../../runtime/core/meanings.ts";
import type { EloDarknessVerbs } from "../../../generated/elo-darkness/index.ts";
import type { EloDarknessHooks } from "../../../generated/elo-darkness/vocabulary.ts";
import { backing, combat, playCard } from "./combat.ts";
import type { EloGame } from "./game.ts";
import { endCheck, score, setup } from "./setup.ts";
import { farm } from "./farming.ts";

export function makeHooks(g: EloGame) {
  const seatOf = (ctx: EffectContext) => g.resolution(ctx).seat;
  const verbs: EloDarknessHooks["verbs"] = {
    discard: (ctx, a) => g.discard(a.card.id, seatOf(ctx)),
    put: (ctx, a) => (g.challenge ? playCard(g, seatOf(ctx), g.table.card(a.card.id), "put") : g.log.add("no Challenge to put a card into")),
    farm: (ctx) => farm(g, seatOf(ctx)),
  };
  return {
    nouns: {
      hero: () => [0, 1].flatMap((s) => ["heroes", "exhausted"].flatMap((z) => g.table.peek(z, s).map((i) => g.cardRef(i.uid)))),
      "enemy-card": (ctx: EffectContext) => (g.challenge ? g.table.peek(g.challenge.lane.id, 1 - seatOf(ctx)).map((i) => g.cardRef(i.uid)) : []),
    },
    facts: {
      adjacent: (ctx: EffectContext) => !!g.challenge && (g.card(ctx.cardId).lanes ?? []).some((l) => l === g.challenge!.lane.id),
      "tower-standing": (ctx: EffectContext) => !!g.challenge?.lane.minion.holds(seatOf(ctx)),
    },
    verbs,
    procedures: { setup: () => setup(g), backing: () => backing(g), combat: () => combat(g), end: () => endCheck(g), score: () => score(g) },
  } satisfies EloDarknessHooks & GameHookSet<EloDarknessVerbs>;
}
