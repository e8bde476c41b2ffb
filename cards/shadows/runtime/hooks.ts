/**
 * What Shadows' own nouns and facts mean at the table, its verbs and its defeat hooks: the game
 * half of the runtime API that generated card code calls (the engine answers entity nouns,
 * values, damage and recovery from game.yaml).
 */
import type { EffectContext, Ref, SelectorSpec } from "../../../runtime/api.ts";
import { cardPool } from "../../../runtime/core/card-pool.ts";
import type { GameHookSet } from "../../../runtime/core/meanings.ts";
import { LazyDecision } from "../../../runtime/core/agents.ts";
import { Resolution } from "../../../runtime/core/resolution.ts";
import type { ShadowsVerbs } from "../../../generated/shadows/index.ts";
import type { ShadowsHooks } from "../../../generated/shadows/vocabulary.ts";
import { buildUp, cardValue, checkEnd, refresh, score } from "./rounds.ts";
import { setup } from "./setup.ts";
import { discardAttachments, knockDown, monsterDefeated, predict, recordResponses, resolveAttack, revealMonsterAction } from "./combat.ts";
import type { ShadowsGame } from "./game.ts";
import { Z } from "./model.ts";
import { discardCard, equipItem, flipCard, refillMarket } from "./card-moves.ts";

/** What Shadows' rules know about one resolving effect, besides what the engine knows. */
export class ShadowsResolution extends Resolution {
  /** On a monster chart: the entity the monster action acts against. */
  challenger: Ref | null = null;
  predictedSeat: number | null = null;
  private statSet: Set<string> | undefined;

  /** Own Hero stats read outside an Attack: an Attack's amount, which `vs` modifiers raise per target. */
  get amountStats(): Set<string> {
    return (this.statSet ??= new Set());
  }
}

/** The cards an item-noun means without an `in` filter (game.yaml's `card` noun says the same zones): your own live cards and hand. */
const OWN_CARDS = [Z.hand, Z.station, Z.combat, Z.inventory];

export function makeHooks(g: ShadowsGame) {
  const seatOf = (ctx: EffectContext) => g.resolution(ctx).seat;

  const nouns = {
    item: (ctx: EffectContext, spec: SelectorSpec): Ref[] => cardPool(g, seatOf(ctx), spec, OWN_CARDS).filter((r) => g.card(g.inst(r.id).cardId).kind === "item"),
    "predicted-hero": (ctx: EffectContext) => {
      const seat = g.resolution(ctx).predictedSeat;
      return seat === null ? [] : [g.seatEntity(seat)];
    },
    challenger: (ctx: EffectContext) => [g.resolution(ctx).challenger ?? g.seatEntity(seatOf(ctx))],
  };

  const verbs: ShadowsHooks["verbs"] = {
    attack: (ctx, a) => recordResponses(g, ctx, [resolveAttack(g, ctx, a.target ?? g.rt.choose(ctx, { noun: "target", determiner: "a", filters: [] }), a.for)]),
    // Each target answers (or not) its own Attack; `if not responded` needs every one unanswered.
    "attack-many": (ctx, a) => {
      const targets = g.rt.chooseSome(ctx, { noun: "target", determiner: "a", filters: [] }, a.targets);
      recordResponses(g, ctx, targets.map((t) => resolveAttack(g, ctx, t, a.for)));
    },
    // A block prevents damage of the Attack on top: the part its `for` entity is about to take
    // (the Attack's target, or an entity a Response redirected some of it onto).
    block: (ctx, a) => {
      const atk = g.attacks[g.attacks.length - 1];
      const pending = atk ? g.events.pendingDamage() : null;
      if (!atk || !pending) return g.log.add(`${g.cardName(ctx.cardId)}: nothing to block`);
      const blocker = pending.prevent(a.for ?? atk.target, a.amount);
      atk.responded = true;
      if (a.using === "shields") atk.shieldsAllowed = true;
      g.log.add(`${g.describe(blocker)} blocks ${a.amount} (${g.cardName(ctx.cardId)})`);
    },
    remove: (ctx, a) => {
      g.table.addCounter(g.counterHolder(a.from), a.amount.unit, -a.amount.amount, g.describe(a.from));
      // Progress comes off a track when it is complete: its condition is met.
      if (a.amount.unit === "progress") g.raise("condition-met", {});
    },
    flip: (_ctx, a) => flipCard(g, a.card.id),
    discard: (_ctx, a) => discardCard(g, a.card.id),
    destroy: (_ctx, a) => g.table.move(a.card.id, Z.box, null),
    draw: (ctx, a) => {
      if (a.count.unit === "items") {
        for (let i = 0; i < a.count.amount; i++) refillMarket(g, 1, true);
      } else {
        const seat = seatOf(ctx);
        let taken = 0;
        for (let i = 0; i < a.count.amount; i++, taken++) {
          const deck = g.table.inZone(Z.deck, seat);
          if (!deck.length) break;
          const pick = g.ask(
            new LazyDecision(seat, "draw", `choose card ${i + 1} of ${a.count.amount} for your hand`, deck.length, () => deck.map((c) => g.cardName(c.cardId)), () => deck.map((c) => cardValue(g, seat, c.cardId)), () => deck.map((c) => c.cardId)),
          );
          g.table.move(deck[pick].uid, Z.hand, seat, { quiet: true });
          // Hidden from the other players, but part of the game's record (replays compare it).
          g.log.addHidden(`${g.seats[seat].name} takes ${g.cardName(deck[pick].cardId)}`);
        }
        g.log.add(`${g.seats[seat].name} takes ${taken} card${taken === 1 ? "" : "s"} into their hand`);
      }
    },
    equip: (ctx, a) => equipItem(g, seatOf(ctx), a.item.id, false),
    replace: (ctx, a) => {
      if (!g.table.cards.has(a.cards.id) || g.inst(a.cards.id).zone !== Z.market) return;
      if (!g.rt.confirm(ctx, `replace ${g.describe(a.cards)}`)) return;
      g.table.move(a.cards.id, Z.itemDiscard, null);
      refillMarket(g, 1, true);
    },
    predict: (ctx, a) => predict(g, ctx, a.player),
    advance: (_ctx, a) => void g.table.addCounter(g.inst(a.card.id), "progress", 1, g.describe(a.card)),
    reveal: (ctx, a) => {
      for (let i = 0; i < a.count; i++) revealMonsterAction(g, seatOf(ctx), g.resolution(ctx).challenger ?? g.seatEntity(seatOf(ctx)), true);
    },
    study: (ctx, a) => {
      const inst = g.inst(a.card.id);
      if (inst.zone === Z.library) g.table.move(inst.uid, Z.deck, seatOf(ctx));
    },
  };

  const procedures = {
    setup: () => setup(g),
    "reveal-monster-actions": () => {
      for (const seat of g.seatsInOrder()) if (g.table.size(Z.actionSlot, seat.seat)) revealMonsterAction(g, seat.seat, seat.heroRef, false);
    },
    buildup: () => buildUp(g),
    refresh: () => refresh(g),
    end: () => checkEnd(g),
    score: () => score(g),
  };

  const defeated = {
    hero: (ctx: EffectContext, on: Ref, by: Ref) => knockDown(g, ctx, on, by),
    creature: (_ctx: EffectContext, on: Ref) => discardAttachments(g, on),
    object: (_ctx: EffectContext, on: Ref) => discardAttachments(g, on),
    monster: (ctx: EffectContext, on: Ref) => monsterDefeated(g, ctx, on),
  };

  return {
    nouns,
    facts: {},
    verbs,
    procedures,
    defeated,
    // A Spell card choosing another player's entity is a `spell` event they may respond to.
    chosen: (ctx: EffectContext, ref: Ref) => {
      if (!g.hasTrait(ctx.cardId, "Spell")) return;
      const owner = g.controllerOf(ref);
      if (owner !== null && owner !== seatOf(ctx)) g.raise("spell", { on: ref, by: g.playerRef(seatOf(ctx)) });
    },
  } satisfies ShadowsHooks & GameHookSet<ShadowsVerbs>;
}
