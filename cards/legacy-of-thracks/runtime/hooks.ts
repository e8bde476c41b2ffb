/**
 * What Legacy of Thracks' own nouns, facts and verbs mean at the table (game.yaml declares them
 * `hook`): places, figures and holders from the game's map state, roads, barriers, the solo
 * Shadow's moves and Arwel's help.
 */
import type { EffectContext, Ref, SelectorSpec } from "../../../runtime/api.ts";
import { LazyDecision } from "../../../runtime/core/agents.ts";
import type { GameHookSet } from "../../../runtime/core/meanings.ts";
import type { LegacyOfThracksVerbs } from "../../../generated/legacy-of-thracks/index.ts";
import type { LegacyOfThracksHooks } from "../../../generated/legacy-of-thracks/vocabulary.ts";
import { battle } from "./battle.ts";
import type { ThracksGame } from "./game.ts";
import { actionPhase, shadowPhase } from "./turn.ts";
import { LAST_DAY } from "./game.ts";

const COLOURS: Record<string, string> = { "green-crystal": "Green", "yellow-crystal": "Yellow", "red-crystal": "Red", "purple-crystal": "Purple" };

export function makeHooks(g: ThracksGame): LegacyOfThracksHooks & GameHookSet<LegacyOfThracksVerbs> {
  const seatOf = (ctx: EffectContext) => g.resolution(ctx).seat;
  const places = (f: (p: string) => boolean) => g.graph.places.filter(f).map((p) => g.placeRef(p));
  const withs = (spec: SelectorSpec, p: string) => spec.filters.every((f) => !("with" in f) || g.trait(p, f.with));
  const heroPlace = (seat: number) => g.at.get(g.heroId(seat))!;
  const held = (ctx: EffectContext) => g.holder.get(g.placeOf(ctx.card) ?? "");
  const ask = (seat: number, what: string, list: string[], scores?: number[]) => list[g.ask(new LazyDecision(seat, "choice", what, list.length, () => list.map((p) => g.catalogue.name(p) || p), scores && (() => scores)))];
  const shadowPlace = () => heroPlace(g.shadowSeat);
  /** The Shadow Hero ends a move: it captures what can be captured, and fights your Hero there. */
  function shadowTo(to: string): void {
    g.place(g.heroId(g.shadowSeat), to, g.shadowSeat, "moves to");
    if (g.trait(to, "Capturable") && g.holder.get(to) !== g.shadowSeat) g.hooks.verbs.capture(g.context(g.shadowSeat, null, "shadow"), { location: g.placeRef(to) });
    if (heroPlace(0) === to) shadowAttack();
  }
  function shadowAttack(): void {
    if (g.attackedThisTurn.has(g.heroId(0))) return; // one battle per event card
    g.calledOff = false;
    g.raise("shadow-attacks", { on: g.heroRef(0) });
    if (g.calledOff) return;
    g.at.set(g.heroId(g.shadowSeat), heroPlace(0));
    battle(g, g.shadowSeat, 0, heroPlace(0), false);
  }
  function buildRoad(seat: number): void {
    const mine = [...g.roads.values()].flat().filter((s) => s === seat).length;
    const open = g.graph.routes.filter((r) => !r.tags.has("red") && (g.roads.get(r.id)?.length ?? 0) < r.distance);
    if (mine >= 10 || !open.length) return;
    const near = g.graph.hops(heroPlace(seat));
    const r = open[g.ask(new LazyDecision(seat, "road", "build a road on which route?", open.length, () => open.map((x) => g.catalogue.name(x.id)), () => open.map((x) => -(near.get(x.a) ?? 99))))];
    g.roads.set(r.id, [...(g.roads.get(r.id) ?? []), seat]);
    g.log.add(`${g.seatName(seat)} builds a road on ${g.catalogue.name(r.id)}`);
  }

  return {
    nouns: {
      location: () => places(() => true),
      "battle-location": () => (g.battlePlace ? [g.placeRef(g.battlePlace)] : []),
      "nearest-location": (ctx, spec) => g.graph.nearest(heroPlace(0), g.graph.places.filter((p) => withs(spec, p))).map((p) => g.placeRef(p)),
      portal: (ctx) => {
        const mover = ctx.event?.args.by as Ref | undefined;
        const from = mover ? g.at.get(mover.id) : undefined;
        return places((p) => g.trait(p, "Portal") && p !== from && (!g.trait(p, "Nordic") || mover?.type === "hero"));
      },
      "captured-castle": () => places((p) => g.trait(p, "Castle") && g.holder.has(p)),
      figure: () => [...g.table.players.map((p) => g.heroRef(p.seat)), ...g.souls.map((s) => g.figureRef(s))],
      holder: (ctx) => (held(ctx) === undefined ? [] : [g.playerRef(held(ctx)!)]),
      "enemy-location": (ctx) => places((p) => g.holder.has(p) && g.holder.get(p) !== seatOf(ctx)),
      barrier: (ctx) => {
        const used = g.questColours;
        const ok = (b: string) => !used || g.trait(b, "White") || (used.has("Purple") ? true : !g.trait(b, "Purple") && [...used].some((c) => g.trait(b, c)));
        return g.table.inZone("barriers").filter((i) => !g.completed.get(i.cardId)?.has(seatOf(ctx)) && ok(i.cardId)).map((i) => g.placeRef(i.cardId));
      },
      card: (ctx, spec) => {
        const zones = spec.filters.flatMap((f) => ("in" in f ? [[f.in, f.owner === "the" || !g.isPerPlayerZone(f.in) ? null : seatOf(ctx)] as const] : []));
        return (zones.length ? zones : [["hand", seatOf(ctx)] as const]).flatMap(([z, o]) => g.table.zone(z, o).map((uid) => g.cardRef(uid)));
      },
      "advantage-card": () => (g.previousHolder === null ? g.table.zone("advantage-deck") : g.table.zone("advantages", g.previousHolder)).map((uid) => g.cardRef(uid)),
      hero: () => g.table.players.map((p) => g.heroRef(p.seat)),
      "lost-soul": () => g.souls.map((s) => g.figureRef(s)),
      shadow: () => (g.shadowSeat < 0 ? [] : [g.playerRef(g.shadowSeat)]),
      "shadow-hero": () => (g.shadowSeat < 0 ? [] : [g.heroRef(g.shadowSeat)]),
    },
    facts: {
      yours: (ctx) => held(ctx) === seatOf(ctx),
      hostile: (ctx) => held(ctx) !== undefined && held(ctx) !== seatOf(ctx),
      "at-source-of-life": (ctx) => heroPlace(seatOf(ctx)) === "source-of-life",
      "first-event": (ctx) => !g.cancelled.has("first-event") && g.graph.hops(shadowPlace()).get(heroPlace(0))! <= ((g.card(g.placeOf(ctx.card) ?? "") as { range?: number })?.range ?? 0),
      "second-event": () => !g.cancelled.has("second-event"),
      "points-kept": () => g.keepPoints,
      "own-turn": (ctx) => seatOf(ctx) === g.turnSeat,
      solo: () => g.mode === "solo",
    },
    verbs: {
      draw: (ctx, a) => {
        for (let i = 0; i < a.count; i++) {
          const uid = g.drawTop(a.from, null);
          if (uid) g.table.move(uid, a.into ?? "hand", seatOf(ctx));
        }
      },
      take: (ctx, a) => g.table.move(a.card.id, "advantages", seatOf(ctx)),
      withhold: (_ctx, a) => g.table.move(a.card.id, "hand", g.table.card(a.card.id).owner),
      remove: (_ctx, a) => void g.table.addCounter(g.table.card(a.from.id), a.amount.unit, -a.amount.amount, g.describe(a.from)),
      produce: (ctx, a) => {
        const colours = a.colour === "red-crystal" ? ["Red", "Purple"] : [COLOURS[a.colour]];
        g.log.add(`production: ${colours.join(" and ").toLowerCase()} crystals`);
        for (const p of g.graph.places) if (g.trait(p, "Mine") && colours.some((c) => g.trait(p, c))) g.table.setCounter(g.table.card(g.uidOf.get(p)!), "crystal", 1);
        const previous = (seatOf(ctx) + g.turnSeats.length - 1) % g.turnSeats.length;
        for (let n = a.colour === "green-crystal" ? 1 : 2; n > 0; n--) {
          const empty = g.graph.places.filter((p) => g.trait(p, "Relic") && !g.table.card(g.uidOf.get(p)!).counters.relic);
          if (!empty.length) break;
          const p = ask(previous, "put a relic on which Relic location?", empty);
          g.table.setCounter(g.table.card(g.uidOf.get(p)!), "relic", 1);
          g.log.add(`a relic appears on ${g.catalogue.name(p)}`);
        }
      },
      use: (ctx, a) => {
        const seat = seatOf(ctx);
        for (let i = 0; i < a.amount.amount; i++) {
          const colour = g.res(seat, a.amount.unit) > 0 ? a.amount.unit : "purple-crystal";
          g.add(seat, colour, -1);
          g.questColours?.add(COLOURS[colour]);
        }
      },
      complete: (ctx, a) => g.completeBarrier(seatOf(ctx), g.placeOf(a.barrier)!),
      capture: (ctx, a) => {
        const place = g.placeOf(a.location)!;
        g.previousHolder = g.holder.get(place) ?? null;
        if (g.previousHolder !== null) g.log.add(`${g.seatName(g.previousHolder)} loses ${g.catalogue.name(place)}`);
        g.holder.set(place, seatOf(ctx));
        g.log.add(`${g.seatName(seatOf(ctx))} captures ${g.catalogue.name(place)}`);
      },
      build: (ctx, a) => {
        for (let i = 0; i < a.count; i++) buildRoad(seatOf(ctx));
      },
      relocate: (ctx, a) => {
        const seat = seatOf(ctx);
        for (let i = 0; i < a.count; i++) {
          const mine = [...g.roads].filter(([, s]) => s.includes(seat)).map(([r]) => r);
          if (!mine.length) return;
          const r = ask(seat, "move a road from which route?", mine);
          const left = g.roads.get(r)!;
          left.splice(left.indexOf(seat), 1);
          buildRoad(seat);
        }
      },
      send: (ctx, a) => {
        const to = g.placeOf(a.to)!;
        if (a.figure.id === g.heroId(g.shadowSeat)) return shadowTo(to);
        g.place(a.figure.id, to, seatOf(ctx), "is sent to");
      },
      approach: (_ctx, a) => shadowTo(ask(0, "where does the Shadow Hero go?", g.graph.stepToward(shadowPlace(), heroPlace(0), a.by))),
      withdraw: (_ctx, a) => shadowTo(ask(0, "where does the Shadow Hero go?", g.graph.stepToward(shadowPlace(), heroPlace(0), a.by, { away: true }))),
      spare: (_ctx, a) => void (g.spared += a.count),
      "call-off": () => {
        g.calledOff = true;
        g.place(g.heroId(g.shadowSeat), ask(0, "where does the Shadow Hero step?", g.graph.neighbours(shadowPlace())), g.shadowSeat, "steps onto");
      },
      cancel: (_ctx, a) => {
        for (const w of a.which === "both-events" ? ["first-event", "second-event"] : [a.which]) g.cancelled.add(w);
        g.log.add(`Arwel cancels ${a.which}`);
      },
      "keep-points": () => void (g.keepPoints = true),
      attack: () => shadowAttack(),
      lose: (ctx, a) => {
        for (let i = 0; i < a.count; i++) {
          const done = [...g.completed].filter(([, s]) => s.has(seatOf(ctx))).map(([b]) => b);
          if (!done.length) return;
          const b = ask(seatOf(ctx), "lose which completed barrier?", done);
          g.completed.get(b)!.delete(seatOf(ctx));
          g.log.add(`${g.seatName(seatOf(ctx))} loses ${g.catalogue.name(b)}`);
        }
      },
    },
    procedures: {
      setup: () => {},
      action: () => actionPhase(g),
      shadow: () => shadowPhase(g),
      end: () => {
        const last = g.turnSeat === g.turnSeats[g.turnSeats.length - 1];
        const over = last && (g.day >= LAST_DAY || g.dimara.size > 0);
        if (over) g.endReason = g.dimara.size ? `a Hero entered Dimara on day ${g.day}` : `the end of day ${LAST_DAY}`;
        return over;
      },
      score: () => {
        for (const s of g.table.players.map((p) => p.seat)) g.log.add(`${g.seatName(s)}: ${g.vp(s)} VP${g.dimara.has(s) ? ", in Dimara" : ""}`);
        g.log.add(`winner: ${g.winners().map((s) => g.seatName(s)).join(" and ")}`);
      },
    },
    property: (ctx, name, of) => {
      const seat = of && of.type === "player" ? g.seatOfId(of.id)! : seatOf(ctx);
      if (name === "distance") return g.graph.hops(heroPlace(0)).get(g.at.get(of!.id)!) ?? 99;
      if (name === "route-roads") return g.travelling ? (g.roads.get(g.travelling) ?? []).filter((s) => s === seat).length : 0;
      const inst = of && g.table.cards.get(of.id);
      if (inst) return inst.counters[name] ?? ((g.card(inst.cardId) as unknown as Record<string, number>)[name] ?? 0);
      return g.value(seat, name);
    },
  };
}
