/**
 * What the names a card uses mean at run time, from the rules: nouns (`you`, `this`, `players`,
 * `opponents`, an event's argument, a plural of another noun, or the game's hook), determiners
 * (`your`, `another`), `with` filters, and facts (the triggering event's payload, whether the
 * card was used as a Response, or the game's hook). The result is what the effect host serves
 * to generated card code.
 */
import type { EffectApi, EffectContext, Modifier, Ref, SelectorSpec } from "../api.ts";
import { canPayCosts, payCosts } from "./costs.ts";
import type { GameHooks } from "./effect-host.ts";
import type { Engine } from "./engine.ts";
import type { GameRules } from "./rules.ts";
import { engineVerbs } from "./engine-verbs.ts";
import { cardPool } from "./card-pool.ts";
import { trackedValue } from "./counter-tracks.ts";
import { entitiesWithin, nearestEntity } from "./map-meanings.ts";
import { placeHeldAs, placesOfMap } from "./place-nouns.ts";
import { figurePlace, figuresOf, nearestPlaces } from "./figure-places.ts";
import { ownFigure } from "./figure-steps.ts";
import { mapStat } from "./map-stats.ts";
import { seatNoun } from "./seat-nouns.ts";
import { playersOn } from "./standing-players.ts";
import { foughtOf } from "./fought-nouns.ts";
import { resourceFact } from "./resource-facts.ts";
import { missingFreeActionHooks, type FreeActionHooks } from "./free-action-menu.ts";
import type { MapTable } from "./map-table.ts";
import type { Route } from "./place-graph.ts";
import { raisingEvents } from "./verb-events.ts";
import { teammates } from "./team-play.ts";
import { castersOf, castTerms } from "./cast-spell.ts";
import { optionScores } from "./resource-worth.ts";
import { conditionHolds } from "./condition-facts.ts";

/** What a game's runtime folder supplies (its generated `<Game>Hooks`, plus optional answers). */
export interface GameHookSet<V extends object> {
  readonly nouns: Readonly<Record<string, (ctx: EffectContext, spec: SelectorSpec) => readonly Ref[]>>;
  readonly facts: Readonly<Record<string, (ctx: EffectContext) => boolean>>;
  /** The verbs declared `means: hook` (the engine runs the others). */
  readonly verbs: Partial<V>;
  /** Procedure hooks by name; the end hook returns true when the game ends. */
  readonly procedures: Readonly<Record<string, () => unknown>>;
  /** `defeated` hooks by entity class (`hook: true` in the class's `defeated:`). */
  readonly defeated?: Readonly<Record<string, (ctx: EffectContext, on: Ref, by: Ref) => void>>;
  /** Optional: a stat, resource or counter of `of` (null: the acting seat's own); undefined, or no hook: the entity model's. */
  property?(ctx: EffectContext, name: string, of: Ref | null): number | undefined;
  /** Optional: sets a counter of `of` (a starting table's Damage in a scenario file); by default the entity model's. */
  setProperty?(ctx: EffectContext, name: string, of: Ref, value: number): void;
  /** Optional: whether `ref` is what a name means, when the engine's answer (type, kind, noun) is no. */
  is?(ctx: EffectContext, ref: Ref, type: string): boolean;
  /** Greedy advice: how good each candidate is for the decider. */
  score?(ctx: EffectContext, spec: SelectorSpec, refs: readonly Ref[]): number[];
  /** Greedy advice on a `choose one`: how good each offered option (its text) is (by default its costs weighed: resource-worth.ts). */
  scoreOptions?(ctx: EffectContext, options: readonly string[]): number[];
  /** Greedy advice: what one of a resource is worth to the seat (an `exchange` weighs its swaps by it, a `choose one` its options' costs; by default the resource's `worth:`, else 1). */
  worth?(seat: number, resource: string): number;
  /** The game's map, for the engine's map verbs (`hold`, `build-pieces`, `move-pieces`: map-verbs.ts). */
  readonly map?: MapTable;
  /** What the declared free-action offers need of the game (free-action-menu.ts). */
  readonly freeActions?: FreeActionHooks;
  /** Greedy advice: how good a route is for the seat's next piece (by default, the nearer the seat's own figure the better: route-advice.ts). */
  routeWorth?(seat: number, route: Route): number;
  /** Optional: the power of a contest's side no player runs (a solo automaton), worked out by the game; undefined for a player's side (contest-verb.ts). */
  contestPower?(seat: number): (() => number) | undefined;
  /** Told of each entity a player chose for an effect (a game may raise an event). */
  chosen?(ctx: EffectContext, ref: Ref): void;
}

/** Names the rules give a `hook` meaning that the game's hooks do not define. */
export function missingHooks<V extends object>(e: Engine<V>, hooks: GameHookSet<V>): string[] {
  const names = hookNames(e.rules);
  const missing: string[] = [];
  for (const noun of names.nouns) if (typeof hooks.nouns[noun] !== "function") missing.push(`noun ${noun}`);
  for (const fact of names.facts) if (typeof hooks.facts[fact] !== "function") missing.push(`fact ${fact}`);
  for (const p of e.rules.procedureHooks) if (typeof hooks.procedures[p] !== "function") missing.push(`procedure ${p}`);
  for (const verb of names.verbs) if (typeof (hooks.verbs as Record<string, unknown>)[verb] !== "function") missing.push(`verb ${verb}`);
  for (const c of names.defeated) if (typeof hooks.defeated?.[c] !== "function") missing.push(`defeated ${c}`);
  missing.push(...missingFreeActionHooks(e.rules, hooks));
  return missing;
}

/** The names a game's rules declare `hook`, listed once per rules object (every game is checked at start). */
interface HookNames {
  readonly nouns: readonly string[];
  readonly facts: readonly string[];
  readonly verbs: readonly string[];
  readonly defeated: readonly string[];
}
const hookNamesOf = new Map<object, HookNames>();
function hookNames<R>(rules: GameRules<R>): HookNames {
  let names = hookNamesOf.get(rules);
  if (!names) {
    names = {
      nouns: Object.entries(rules.nouns).flatMap(([noun, m]) => (m.kind === "hook" ? [noun] : [])),
      facts: Object.entries(rules.facts).flatMap(([fact, m]) => (m.kind === "hook" ? [fact] : [])),
      verbs: Object.entries(rules.verbs).flatMap(([verb, means]) => (means === "hook" ? [verb] : [])),
      defeated: (rules.entities ?? []).flatMap((c) => (c.defeated.hook ? [c.name] : [])),
    };
    hookNamesOf.set(rules, names);
  }
  return names;
}

export function effectHooks<V extends object>(e: Engine<V>, hooks: GameHookSet<V>): GameHooks<V> {
  const seatOf = (ctx: EffectContext) => e.resolution(ctx).seat;
  // `you`, `players` and `opponents` are asked for constantly and change only with the turn order:
  // their lists are made once per order (callers never modify a candidate list).
  const you: Ref[][] = [];
  let order: readonly number[] | null = null;
  let players: readonly Ref[] = [];
  let opponents: Array<readonly Ref[]> = [];
  const seatsFor = (now: readonly number[]) => {
    if (order === now) return;
    order = now;
    players = now.map((seat) => e.playerRef(seat));
    opponents = [];
  };

  function nounRefs(ctx: EffectContext, spec: SelectorSpec, noun: string): readonly Ref[] {
    const meaning = e.rules.nouns[noun];
    if (!meaning) throw new Error(`the ${e.rules.game} rules give the noun \`${noun}\` no meaning`);
    switch (meaning.kind) {
      case "hook":
        return hooks.nouns[noun](ctx, spec);
      case "you": {
        const seat = seatOf(ctx);
        return (you[seat] ??= [e.playerRef(seat)]);
      }
      case "this":
        return [ctx.card];
      // In turn order from the leader, as `each player:` runs (dsl/SYNTAX.md).
      case "players":
        seatsFor(e.turnOrder());
        return players;
      case "opponents": {
        seatsFor(e.turnOrder());
        const seat = seatOf(ctx);
        // a team game's teammates are not each other's opponents (runtime/core/team-play.ts)
        return (opponents[seat] ??= players.filter((p) => p.id !== e.playerRef(seat).id && !teammates(e, seat, e.seatOfId(p.id)!)));
      }
      case "event": {
        const arg = ctx.event?.args[meaning.arg];
        return arg && typeof arg === "object" ? [arg] : [];
      }
      case "controller": {
        const arg = ctx.event?.args[meaning.arg];
        const seat = arg && typeof arg === "object" ? e.controllerOf(arg) : null;
        return seat === null ? [] : [e.playerRef(seat)];
      }
      case "plural":
        return nounRefs(ctx, spec, meaning.of);
      case "union":
        return meaning.of.flatMap((of) => nounRefs(ctx, spec, of));
      case "cards":
        return cardPool(e, seatOf(ctx), spec, meaning.zones);
      case "slot": {
        const uid = e.table.zone(meaning.zone, null)[meaning.place - 1];
        return uid === undefined ? [] : [e.cardRef(uid)];
      }
      case "entities":
        return e.entities.ofType(meaning.type);
      case "allies":
        return e.entities.controlledBy(seatOf(ctx));
      case "enemies": {
        // The acting entity's side: a card acting as itself is on its controller's (nobody's, for a shared enemy).
        const source = e.resolution(ctx).source;
        return e.entities.enemiesOf(source ? e.controllerOf(source) : seatOf(ctx));
      }
      case "distance":
        return entitiesWithin(e, ctx, meaning.type, meaning.min, meaning.max);
      case "nearest":
        return [nearestEntity(e, ctx, meaning.type) ?? []].flat();
      case "places":
        return placesOfMap(e, ctx, noun, meaning);
      case "figure-place":
        return figurePlace(e, noun, seatOf(ctx));
      case "nearest-place":
        return nearestPlaces(e, noun, seatOf(ctx), [...meaning.traits, ...spec.filters.flatMap((f) => ("with" in f ? [f.with] : []))]);
      case "figure-of":
        return figuresOf(e, noun, nounRefs(ctx, spec, meaning.of), meaning.type);
      case "seats":
        return seatNoun(e, meaning.which, seatOf(ctx));
      case "players-on":
        return playersOn(e, noun, ctx, meaning.arg, meaning.rivals);
      case "fought":
        return foughtOf(e, meaning.period, nounRefs(ctx, spec, meaning.of));
    }
  }

  /** A `with` filter: a card's trait, kind or counter (it has some), or else what the entity is. */
  function hasQuality(ctx: EffectContext, ref: Ref, what: string): boolean {
    const inst = e.table.cards.get(ref.id);
    if (inst && (e.catalogue.hasTrait(inst.cardId, what) || e.catalogue.card(inst.cardId).kind === what)) return true;
    if (inst && Object.hasOwn(inst.counters, what) && inst.counters[what] > 0) return true;
    // a player `with` a resource has some of it
    const held = ref.type === "player" ? e.table.players[e.seatOfId(ref.id) ?? -1]?.resources : undefined;
    if (held && Object.hasOwn(held, what) && held[what] > 0) return true;
    return is(ctx, ref, what);
  }

  /** `x is champion`: its type or a supertype, its card's kind, one of a noun's candidates, else the game's hook. */
  function is(ctx: EffectContext, ref: Ref, type: string): boolean {
    if (ref.type === type || e.entities.typesOf(ref.type).has(type)) return true;
    const inst = e.table.cards.get(ref.id);
    if (inst && (e.catalogue.card(inst.cardId).kind === type || e.catalogue.hasTrait(inst.cardId, type))) return true;
    if (Object.hasOwn(e.rules.nouns, type) && nounRefs(ctx, { noun: type, determiner: null, filters: [] }, type).some((r) => r.id === ref.id)) return true;
    if (ref.type === "player" && playerHasTrait(ref, type)) return true;
    return hooks.is?.(ctx, ref, type) ?? false;
  }

  /** A player's traits are those of their cards the rules name (`traits-from`: kinds of card in a zone of theirs). */
  function playerHasTrait(player: Ref, trait: string): boolean {
    const from = e.rules.playerTraitsFrom;
    const seat = from ? e.seatOfId(player.id) : null;
    if (!from || seat === null) return false;
    return e.table.inZone(from.zone, seat).some((i) => from.kinds.includes(e.catalogue.card(i.cardId).kind) && e.catalogue.hasTrait(i.cardId, trait));
  }

  /** Greedy advice when the game gives none: against enemies the one nearest defeat, else your own things. */
  function score(ctx: EffectContext, spec: SelectorSpec, refs: readonly Ref[]): number[] {
    const seat = seatOf(ctx);
    let meaning = e.rules.nouns[spec.noun];
    if (meaning?.kind === "plural") meaning = e.rules.nouns[meaning.of];
    const hostile = meaning?.kind === "enemies" || meaning?.kind === "opponents";
    return refs.map((ref) => {
      const mine = e.controllerOf(ref) === seat;
      const cls = e.entities.classOf(ref);
      if (!cls) return mine === !hostile ? 3 : 1;
      return hostile ? (mine ? 0 : 10 - e.entities.health(ref, cls) + e.entities.damage(ref, cls, seat)) : mine ? 5 : 0;
    });
  }

  /**
   * A value of an entity, player or card (null: the acting seat's own: its player's for a
   * resource, else its avatar's). An avatar's stat counts `vs` what the game says (an Attack's
   * target); Damage per player is the acting player's; absorbing points are the unused ones.
   */
  function property(ctx: EffectContext, name: string, of: Ref | null): number {
    const seat = seatOf(ctx);
    const onMap = e.rules.statMeanings?.[name];
    if (onMap) return mapStat(e, ctx, name, onMap, of, seat);
    if (!of && Object.hasOwn(e.table.players[seat].resources, name)) return e.value(seat, name);
    const target = of ?? e.seatEntity(seat);
    const absorb = e.damage?.rule.absorb;
    const counter = e.damage?.rule.counter;
    const avatarSeat = e.entities.avatarSeat(target);
    if (avatarSeat !== null) {
      if (name === counter) return e.entities.damage(target, e.entities.avatar!, seat);
      if (absorb && name === absorb.unit) return e.damage!.freePoints(avatarSeat);
      return e.value(avatarSeat, name, e.entities.isStat(avatarSeat, name) ? e.statVersus(ctx, avatarSeat, name) : null);
    }
    if (target.type === "player") {
      const s = e.seatOfId(target.id);
      return s === null ? 0 : e.value(s, name);
    }
    const cls = e.entities.classOf(target);
    if (cls && name === counter) return e.entities.damage(target, cls, seat);
    if (cls && name === cls.health) return e.entities.health(target, cls);
    const inst = e.table.cards.get(target.id);
    if (!inst) return 0;
    if (absorb && name === absorb.unit) return e.damage!.points(inst) - e.table.counter(inst, counter!);
    const tracked = trackedValue(e, name, inst);
    if (tracked !== undefined) return tracked;
    if (Object.hasOwn(inst.counters, name)) return inst.counters[name];
    const field = (e.catalogue.card(inst.cardId) as unknown as Record<string, unknown>)[name];
    return typeof field === "number" ? field : 0;
  }

  /**
   * What `other` leaves out: this card, the entity acting, you, and on a map your own figure (in a
   * game whose players are figures on a map, `other <figures>` is everyone's but yours).
   */
  function otherLeavesOut(ctx: EffectContext, seat: number): ReadonlySet<string> {
    const ids = new Set([ctx.card.id, e.actor(ctx).id, e.playerRef(seat).id]);
    const figure = hooks.map ? ownFigure(e, hooks.map, seat) : undefined;
    if (figure !== undefined) ids.add(figure);
    return ids;
  }

  function candidates(ctx: EffectContext, spec: SelectorSpec): readonly Ref[] {
    const refs = nounRefs(ctx, spec, spec.noun);
    const seat = seatOf(ctx);
    const your = spec.determiner === "your";
    // `another` is `an other`: not this card, not the entity acting, not you.
    const other = spec.other || spec.determiner === "another";
    let qualities = false;
    for (let i = 0; i < spec.filters.length; i++) if (!("in" in spec.filters[i])) qualities = true;
    let kept = refs;
    // One pass, each candidate tested as the filters are written (most selectors have none: no copy).
    if (your || other || spec.of || qualities) {
      const leftOut = other ? otherLeavesOut(ctx, seat) : null;
      const owners = spec.of ? new Set(spec.of.map((p) => e.controllerOf(p))) : null;
      const out: Ref[] = [];
      for (let i = 0; i < refs.length; i++) {
        const r = refs[i];
        if (your && e.controllerOf(r) !== seat) continue;
        if (leftOut?.has(r.id)) continue;
        if (owners && !owners.has(e.controllerOf(r))) continue;
        if (qualities && !hasQualities(ctx, r, spec.filters)) continue;
        out.push(r);
      }
      kept = out;
    }
    if (spec.determiner === "next" || spec.determiner === "previous") kept = nearestSeat(kept, seat, spec.determiner === "next" ? 1 : -1);
    return kept;
  }

  /**
   * Whether `ref` is among what a selector matches, as `candidates(...).some(...)` would say,
   * testing the filters on that one candidate only: a trigger's `on a card with <trait>` asks this
   * on every event it listens to, and most candidates are not the one asked about.
   */
  function includes(ctx: EffectContext, spec: SelectorSpec, ref: Ref): boolean {
    if (spec.determiner === "next" || spec.determiner === "previous") return candidates(ctx, spec).some((r) => r.id === ref.id);
    const refs = nounRefs(ctx, spec, spec.noun);
    let found: Ref | null = null;
    for (let i = 0; i < refs.length && !found; i++) if (refs[i].id === ref.id) found = refs[i];
    if (!found) return false;
    const seat = seatOf(ctx);
    if (spec.determiner === "your" && e.controllerOf(found) !== seat) return false;
    if ((spec.other || spec.determiner === "another") && otherLeavesOut(ctx, seat).has(found.id)) return false;
    if (spec.of) {
      const owner = e.controllerOf(found);
      if (!spec.of.some((p) => e.controllerOf(p) === owner)) return false;
    }
    return hasQualities(ctx, found, spec.filters);
  }

  /** Whether a candidate passes every `with` and `without` filter. */
  function hasQualities(ctx: EffectContext, ref: Ref, filters: SelectorSpec["filters"]): boolean {
    for (let i = 0; i < filters.length; i++) {
      const f = filters[i];
      if ("with" in f ? !hasQuality(ctx, ref, f.with) : "without" in f && hasQuality(ctx, ref, f.without)) return false;
    }
    return true;
  }

  /**
   * `next`/`previous`: the candidates of the nearest other seat that has any, going round the
   * table from `seat` (`next`: the way turns go, seat 1 after seat 0; `previous`: back). Things
   * nobody controls, and your own, are never next.
   */
  function nearestSeat(refs: readonly Ref[], seat: number, step: 1 | -1): readonly Ref[] {
    const n = e.table.players.length;
    let best = n;
    let out: Ref[] = [];
    for (const r of refs) {
      const owner = e.controllerOf(r);
      if (owner === null || owner === seat) continue;
      const distance = (((owner - seat) * step) % n + n) % n;
      if (distance < best) (best = distance), (out = []);
      if (distance === best) out.push(r);
    }
    return out;
  }

  function fact(ctx: EffectContext, name: string): boolean {
    const meaning = e.rules.facts[name];
    if (!meaning) throw new Error(`the ${e.rules.game} rules give the fact \`${name}\` no meaning`);
    if (meaning.kind === "used-as-response") return e.resolution(ctx).usedAsResponse;
    // A payload fact not carried by the triggering event is what the resolving effect's own verbs recorded.
    if (meaning.kind === "payload") return ctx.event && Object.hasOwn(ctx.event.payload, name) ? ctx.event.payload[name] === true : e.resolution(ctx).facts.has(name);
    if (meaning.kind === "hook") return hooks.facts[name](ctx);
    if (meaning.kind === "distance") return entitiesWithin(e, ctx, meaning.type, meaning.min, meaning.max).length > 0;
    if (meaning.kind === "mode") return e.mode === meaning.mode;
    if (meaning.kind === "leads") return e.leader === seatOf(ctx);
    if (meaning.kind === "held-by") return placeHeldAs(e, ctx, name, meaning.held);
    if (meaning.kind === "can-cast") return castersOf(e, seatOf(ctx), castTerms(e, meaning.verb)).length > 0;
    if (meaning.kind === "someone-has" || meaning.kind === "goal") return resourceFact(e, meaning.kind, meaning.resource);
    if (meaning.kind === "condition") return conditionHolds(e, ctx, meaning.holds);
    // The damage facts: a triggering event that carries the fact answers it (`if not absorbed` on damage taken).
    const carried = ctx.event && Object.hasOwn(ctx.event.payload, name) ? ctx.event.payload[name] : undefined;
    if (typeof carried === "boolean") return carried;
    const d = e.resolution(ctx).damage;
    if (meaning.kind === "lost-health") return d.healthLost;
    if (meaning.kind === "absorbed") return d.absorbed;
    return d.latest.has(meaning.class);
  }

  /** `T lost-health`: what the damage rules recorded about that entity during this effect. */
  function factOf(ctx: EffectContext, name: string, subject: Ref): boolean {
    const meaning = e.rules.facts[name];
    const d = e.resolution(ctx).damage;
    switch (meaning?.kind) {
      case "lost-health":
        return d.lostHealth.has(subject.id);
      case "absorbed":
        return d.absorbedOn.has(subject.id);
      case "defeated":
        return d.defeatedAs.get(subject.id) === meaning.class;
      default:
        throw new Error(`the ${e.rules.game} fact \`${name}\` is not recorded per entity`);
    }
  }

  return {
    verbs: raisingEvents(e, Object.assign(engineVerbs(e), hooks.verbs)) as V,
    candidates,
    includes,
    // a stat declared on the map is the engine's; the game's hook answers the rest first
    property: hooks.property ? (ctx, name, of) => (e.rules.statMeanings?.[name] ? undefined : hooks.property!(ctx, name, of)) ?? property(ctx, name, of) : property,
    controllerOf: (_ctx, of) => {
      const seat = e.controllerOf(of);
      return seat === null ? null : e.playerRef(seat);
    },
    ownerOf: (_ctx, of) => {
      // A card belongs to the player whose zones hold it; a player's entity to that player.
      const inst = e.table.cards.get(of.id);
      const seat = inst ? inst.owner : e.controllerOf(of);
      return seat === null ? null : e.playerRef(seat);
    },
    holderOf: (_ctx, of) => {
      const inst = e.table.cards.get(of.id);
      return inst ? e.attachedTo(inst) : null;
    },
    traitNumber: (_ctx, trait, of) => {
      const cardId = e.cardIdOf(of);
      return cardId === undefined ? undefined : e.catalogue.traitNumber(cardId, trait);
    },
    thisEntity: (ctx) => {
      const inst = e.table.cards.get(ctx.card.id);
      return inst ? e.entities.refOfCard(inst) : null;
    },
    factOf,
    cardField: (_ctx, name, of) => {
      // `of` is a card instance on the table, a card named by id, or an entity shown by a card.
      const cardId = e.cardIdOf(of);
      if (cardId === undefined) return undefined;
      const card = e.catalogue.card(cardId) as unknown as Readonly<Record<string, unknown>>;
      const value = Object.hasOwn(card, name) ? card[name] : undefined;
      return typeof value === "number" ? value : undefined;
    },
    fact,
    is,
    cardRef: (_ctx, id) => {
      for (const inst of e.table.cards.values()) if (inst.cardId === id) return e.cardRef(inst.uid);
      return e.cardRef(id);
    },
    asPlayer: (ctx, player) => {
      const seat = e.controllerOf(player);
      if (seat === null) throw new Error(`${e.describe(player)} is not a player`);
      // A fresh resolution: the player decides, and facts their verbs establish are their own;
      // the effect's `keep` variables are the same.
      const own = e.context(seat, e.resolution(ctx).uid, ctx.cardId, ctx.event, ctx.card);
      own.resolution.continues(e.resolution(ctx));
      return own;
    },
    addModifier: (ctx, modifier) => e.addRoundModifier({ seat: seatOf(ctx), modifier: modifier as Modifier<EffectApi<V>>, ctx }),
    canPay: (ctx, costs) => canPayCosts(e, ctx, costs),
    pay: (ctx, costs) => payCosts(e, ctx, costs),
    seatOf,
    round: () => e.info.round,
    effectState: (ctx) => e.resolution(ctx).kept,
    describe: (ref) => e.describe(ref),
    cardName: (cardId) => e.catalogue.name(cardId),
    score: hooks.score ?? score,
    scoreOptions: hooks.scoreOptions ? (ctx, options) => hooks.scoreOptions!(ctx, options) : (ctx, options, costs) => optionScores(e, ctx, options, costs),
    chosen: hooks.chosen,
  };
}
