/**
 * What Legacy of Thracks' own nouns, facts and verbs mean at the table (game.yaml declares them
 * `hook`): places, figures and holders from the map state, the solo Shadow's attack; and the
 * procedure hooks. The Shadow Hero's moves, capturing, roads, the market's trade and sales,
 * drawing (`take-top`: an action card of your clan), crystals used (`use`), the barriers a quest
 * may complete (`places unmarked fitting-used barrier`) and the Shadow's battle cards (the
 * contest's `unplayed` side, `spare-draws`) are the engine's (`step-to`, `step-toward`, `step-away`, `step-aside`, `hold`, `mark`, `unmark`, `build-pieces`, `move-pieces`, `exchange`, `sell-cards`), on the map handed over here.
 */
import type { EffectContext, Ref } from "../../../runtime/api.ts";
import type { GameHookSet } from "../../../runtime/core/meanings.ts";
import { closestSeat } from "../../../runtime/core/closest-seat.ts";
import { contestPlace, fought } from "../../../runtime/core/contest-verb.ts";
import type { LegacyOfThracksVerbs } from "../../../generated/legacy-of-thracks/index.ts";
import type { LegacyOfThracksHooks } from "../../../generated/legacy-of-thracks/vocabulary.ts";
import { battle } from "./battle.ts";
import { adviceFacts, score } from "./bots.ts";
import type { ThracksGame } from "./game.ts";
import { actionPhase, freeActionHooks } from "./turn.ts";
import { setup } from "./setup.ts";

export function makeHooks(g: ThracksGame): LegacyOfThracksHooks & GameHookSet<LegacyOfThracksVerbs> {
  const seatOf = (ctx: EffectContext) => g.resolution(ctx).seat;
  const places = (f: (p: string) => boolean) => g.graph.places.filter(f).map((p) => g.placeRef(p));
  const cardsIn = (zone: string, owner: number | null) => g.table.zone(zone, owner).map((uid) => g.cardRef(uid));
  const shadowAt = () => g.heroAt(g.shadowSeat);
  /** The player the Shadow goes after: the nearest Hero, then the least HP, then the chooser's pick (rulebook "Cooperative Mode"). */
  const goesAfter = (chooser: number) => closestSeat(g, shadowAt(), g.turnSeats, { fewest: "hp", chooser });
  /** Solo: at most one battle per event card against your Hero; Arwel may spare battle cards, or call it off: the Shadow Hero steps aside. */
  function shadowAttack(you: number): void {
    const from = shadowAt();
    if (fought(g, "turn", { seat: you })) return;
    g.raise("shadow-attacks", { on: g.figureRef(g.hero(you)) });
    if (shadowAt() !== from) return;
    g.map.put(g.hero(g.shadowSeat), g.heroAt(you));
    battle(g, g.shadowSeat, you, g.heroAt(you));
  }

  return {
    nouns: {
      "battle-location": () => {
        const place = contestPlace(g);
        return place ? [g.placeRef(place)] : [];
      },
      // where a Portal sends the figure entering it: your Capital, or another Portal (the Nordic one for Heroes only)
      portal: (ctx) => {
        const mover = ctx.event?.args.by as Ref | undefined;
        const from = g.map.where(mover?.id ?? "");
        const sendsTo = (p: string) => g.trait(p, "Portal") && p !== from && (!g.trait(p, "Nordic") || mover?.type === "hero");
        return places((p) => p === g.capitalOf[seatOf(ctx)] || sendsTo(p));
      },
      // after a capture: the advantage cards of the place's previous holder, else those no one holds
      "advantage-card": (ctx) => ((was) => (was === null ? cardsIn("advantage-deck", null) : cardsIn("advantages", was)))(g.map.previousHolder(g.placeOf(ctx.card) ?? "")),
      "lost-soul": () => g.souls.map((s) => g.figureRef(s)),
      "shadow-target": (ctx) => [g.playerRef(goesAfter(seatOf(ctx)))],
    },
    facts: adviceFacts(g),
    verbs: {
      send: (ctx, a) => g.place(a.figure.id, g.placeOf(a.to)!, seatOf(ctx), "is sent to", !g.trait(g.placeOf(a.to)!, "Portal")),
      attack: (ctx) => shadowAttack(seatOf(ctx)),
    },
    procedures: {
      setup: () => setup(g),
      action: () => actionPhase(g),
    },
    score: (ctx, spec, refs) => score(g, ctx, spec, refs),
    map: g.map,
    freeActions: freeActionHooks(g),
    // a figure's values are the acting player's; the engine reads players' and cards' (counters, then printed numbers) and the stats game.yaml declares on the map
    property: (ctx, name, of) => (of && of.type !== "player" && !g.table.cards.has(of.id) ? g.value(seatOf(ctx), name) : undefined),
  };
}
