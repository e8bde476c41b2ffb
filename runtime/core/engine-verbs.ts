/**
 * The verbs a game may leave to the engine (`means: move` in game.yaml; the compiler holds the
 * declaration to the parameters read here, compiler/vocab/engine-verbs.ts). They touch only the
 * table (cards in zones, players' resources) or run the game's declared damage rules (and move
 * the damage an event carries before they are run on it: `redirect`).
 */
import type { EffectContext, Ref } from "../api.ts";
import { activate, behave } from "./behaviour.ts";
import { approach } from "./map-meanings.ts";
import { spentTokens, startingTokens } from "./tokens.ts";
import { exchange } from "./exchange.ts";
import { mapVerbs } from "./map-verbs.ts";
import { sellCards } from "./sell-cards.ts";
import { placeStacks } from "./place-stacks.ts";
import { declaredShops, visitShop } from "./upgrade-shop.ts";
import { drawUntilKind } from "./draw-until.ts";
import { castSpell, castTerms } from "./cast-spell.ts";
import type { Engine } from "./engine.ts";
import { nameRecord } from "./table.ts";
import { discardAtRandom, drawCards } from "./hand-verbs.ts";
import { discardCard } from "./leave-play.ts";
import { spareVerb } from "./leaving.ts";
import { advanceTrack } from "./counter-tracks.ts";
import { takeResources, takesOf } from "./take-resources.ts";
import { FIGURE_STEPS, figureStep } from "./figure-steps.ts";
import { contestVerb } from "./contest-verb.ts";
import { useResources } from "./used-resources.ts";
import { takeTop } from "./trait-decks.ts";
import { spareDraws } from "./unplayed-side.ts";

/** Where dealt cards wait while the dealer decides: not a zone of any game, and empty between verbs. */
const DEALING = "(dealing)";

type Quantity = { readonly amount: number; readonly unit: string };
type EngineVerbFn = (ctx: EffectContext, args: Readonly<Record<string, unknown>>) => void;

/** The engine's verb functions for the verbs the rules give an engine meaning, by verb name. */
export function engineVerbs<V extends object>(e: Engine<V>): Record<string, EngineVerbFn> {
  const seatOf = (ctx: EffectContext) => e.resolution(ctx).seat;
  const meanings: Record<string, EngineVerbFn> = {
    move: (ctx, a) => moveCard(e, seatOf(ctx), a.card as Ref, a.to as string),
    "return-to-hand": (ctx, a) => moveCard(e, seatOf(ctx), a.card as Ref, "hand"),
    "take-card": (ctx, a) => moveCard(e, seatOf(ctx), a.card as Ref, a.to as string, { taken: true }),
    distribute: (ctx, a) => distribute(e, seatOf(ctx), a.from as string, a.to as string),
    gain: (ctx, a) => {
      const { amount, unit } = a.amount as Quantity;
      const seat = a.to ? e.controllerOf(a.to as Ref) : seatOf(ctx);
      if (seat !== null) e.table.addResource(e.table.players[seat], unit, amount);
    },
    spend: (ctx, a) => {
      const { amount, unit } = a.amount as Quantity;
      e.table.addResource(e.table.players[seatOf(ctx)], unit, -amount);
    },
    use: (ctx, a) => useResources(e, ctx, (a.amount as Quantity).amount, (a.amount as Quantity).unit),
    // The damage rules (damage.ts): an amount with several units carries its unit, a bare one is Health.
    damage: (ctx, a) => void damageRules().deal(ctx, a.to as Ref, a.amount as number),
    "lose-health": (ctx, a) => void damageRules().deal(ctx, a.on as Ref, a.amount as number),
    redirect: (ctx, a) => redirect(e, ctx, a.amount as number, a.onto as Ref),
    prevent: (ctx, a) => prevent(e, ctx, a.amount as number),
    reshuffle: (ctx) => reshuffle(e, seatOf(ctx)),
    "put-counters": (_ctx, a) => addCounters(e, a.on as Ref, a.amount as Quantity, 1),
    advance: (_ctx, a) => advanceTrack(e, a.on as Ref, (a.amount as Quantity).amount, (a.amount as Quantity).unit),
    "remove-counters": (ctx, a) => {
      const { unit } = a.amount as Quantity;
      addCounters(e, a.from as Ref, a.amount as Quantity, -1);
      spentTokens(e, a.from as Ref, unit, (zone) => moveCard(e, seatOf(ctx), a.from as Ref, zone));
    },
    summon: (ctx, a) => e.entities.summon(a.card as string, seatOf(ctx)),
    attach: (_ctx, a) => attachCard(e, a.card as Ref, a.to as Ref),
    behave: (ctx, a) => void behave(e, ctx, a.card as Ref),
    reveal: (ctx, a) => reveal(e, seatOf(ctx), a.count as number, a.from as string, a.to as string),
    "spare-draws": (_ctx, a) => spareDraws(e, a.count as number),
    "take-top": (ctx, a) => takeTop(e, seatOf(ctx), a.count as number, a.from as string, (a.into as string | undefined) ?? "hand"),
    draw: (ctx, a) => drawCards(e, seatOf(ctx), a.count as number, (a.from as string | undefined) ?? "deck"),
    "discard-random": (ctx, a) => discardAtRandom(e, ctx, seatOf(ctx), a.count as number),
    discard: (_ctx, a) => discardCard(e, (a.card as Ref).id),
    play: (ctx, a) => e.procedure.playCard(seatOf(ctx), (a.card as Ref).id),
    approach: (ctx, a) => approach(e, ctx, a.spaces as number, a.to as Ref),
    exchange: (ctx, a) => exchange(e, ctx, a.at as Ref),
    "visit-shops": (ctx) => {
      for (const shop of declaredShops(e)) visitShop(e, seatOf(ctx), shop);
    },
    ...mapVerbs(e),
    recover: (ctx, a) => {
      const amount = a.amount as number | Quantity;
      const on = (a.on as Ref | undefined) ?? e.seatEntity(seatOf(ctx));
      damageRules().recover(ctx, on, typeof amount === "number" ? amount : amount.amount, typeof amount === "number" ? null : amount.unit);
    },
  };
  const damageRules = () => {
    if (!e.damage) throw new Error(`the ${e.rules.game} rules declare no damage rules`);
    return e.damage;
  };
  const verbs = nameRecord<EngineVerbFn>();
  for (const [verb, means] of Object.entries(e.rules.verbs)) {
    if (means === "hook") continue;
    if (means === "activate") {
      const event = e.rules.events.find((ev) => ev.raisedBy.includes(verb));
      if (!event) throw new Error(`no event of the ${e.rules.game} rules is raised by \`${verb}\``);
      verbs[verb] = (ctx, a) => activate(e, ctx, a.card as Ref, event.name);
      continue;
    }
    if (means === "sell-cards") {
      const sale = e.rules.verbSales?.[verb];
      if (!sale) throw new Error(`the ${e.rules.game} rules give \`${verb}\` (\`means: sell-cards\`) no \`sale:\``);
      verbs[verb] = (ctx, a) => sellCards(e, ctx, verb, a.count as number, sale);
      continue;
    }
    if (means === "place-stacks") {
      const stacks = e.rules.verbStacks?.[verb];
      if (!stacks) throw new Error(`the ${e.rules.game} rules give \`${verb}\` (\`means: place-stacks\`) no \`stacks:\``);
      verbs[verb] = (ctx) => placeStacks(e, ctx, stacks);
      continue;
    }
    if (means === "cast") {
      const casts = castTerms(e, verb);
      const events = e.rules.events.filter((ev) => ev.raisedBy.includes(verb)).map((ev) => ev.name);
      verbs[verb] = (ctx, a) => castSpell(e, ctx, a.spell as Ref, casts, events);
      continue;
    }
    if (means === "draw-until") {
      const draws = e.rules.verbDraws?.[verb];
      if (!draws) throw new Error(`the ${e.rules.game} rules give \`${verb}\` (\`means: draw-until\`) no \`draws:\``);
      // The drawing card's owner draws (a card resolved on another player's behalf still draws from its owner's zones).
      const drawer = (ctx: EffectContext) => e.table.cards.get(ctx.card.id)?.owner ?? seatOf(ctx);
      const says = e.rules.verbSays?.[verb] ?? "drawn";
      verbs[verb] = (ctx, a) => drawUntilKind(e, drawer(ctx), a.count as number, draws, says);
      continue;
    }
    if (means === "spare") {
      verbs[verb] = spareVerb(e, verb);
      continue;
    }
    if (means === "take-resources" || means === "copy-resources") {
      const takes = takesOf(e, verb);
      const seatOfArg = (player: unknown) => (player ? e.controllerOf(player as Ref) : null);
      verbs[verb] = (ctx, a) => {
        const [chooser, from] = [seatOf(ctx), seatOfArg(a.from)];
        if (from !== null) takeResources(e, takes, a.count as number, { chooser, from, to: means === "copy-resources" ? chooser : seatOfArg(a.to), copy: means === "copy-resources" });
      };
      continue;
    }
    // Its event (`raises:`) is raised by verb-events.ts once it has run; the log names the thing and the event.
    if (means === "announce") {
      const event = e.rules.verbEvents?.[verb]?.event ?? verb;
      verbs[verb] = (_ctx, a) => e.log.add(`${e.describe(a.card as Ref)}: ${event}`);
      continue;
    }
    if (FIGURE_STEPS.has(means)) {
      verbs[verb] = figureStep(e, verb, means);
      continue;
    }
    if (means === "contest") {
      verbs[verb] = (ctx, a) => contestVerb(e, verb, ctx, a.against as Ref, a.at as Ref);
      continue;
    }
    if (means === "pass-lead") {
      const events = e.rules.events.filter((ev) => ev.raisedBy.includes(verb)).map((ev) => ev.name);
      verbs[verb] = () => passLead(e, events);
      continue;
    }
    if (!Object.hasOwn(meanings, means)) throw new Error(`the engine has no verb meaning \`${means}\` (verb \`${verb}\`)`);
    verbs[verb] = meanings[means];
  }
  return verbs;
}

/** The turn passes: its events are raised (answered while the old leader still leads), then the next seat leads. */
function passLead<V extends object>(e: Engine<V>, events: readonly string[]): void {
  for (const event of events) e.raise(event, {});
  e.leader = (e.leader + 1) % e.table.players.length;
}

/** Attaches a card to an entity, then holds its zone to its capacity (a `per-entity` zone counts it now). */
function attachCard<V extends object>(e: Engine<V>, card: Ref, to: Ref): void {
  const inst = e.table.cards.get(card.id);
  if (!inst) throw new Error(`attach: ${card.id} is not a card in the game`);
  e.attach(inst, to);
  e.log.add(`${e.catalogue.name(inst.cardId)} attaches to ${e.describe(to)}`);
  e.enforceCapacity(inst.zone, inst.owner);
}

/**
 * Moves a card to a zone: a zone each player has is its owner's (an unowned card's, or one
 * `taken`: the acting player's). Tokens do not survive a zone whose cards are out of play (a deck, a hand), and
 * neither do the card's per-round usage limits; a card coming into play gets the tokens its
 * fields show (tokens.ts).
 */
export function moveCard<V extends object>(e: Engine<V>, seat: number, card: Ref, zone: string, how: { taken?: boolean } = {}): void {
  const inst = e.table.cards.get(card.id);
  if (!inst) return;
  const owner = e.isPerPlayerZone(zone) ? (how.taken ? seat : (inst.owner ?? seat)) : null;
  if (inst.zone === zone && inst.owner === owner) return;
  const entersPlay = !e.isLiveZone(inst.zone) && e.isLiveZone(zone);
  e.table.move(inst.uid, zone, owner);
  if (!e.isLiveZone(zone)) {
    inst.counters = nameRecord();
    e.limits.forgetCard(inst.uid);
  } else {
    for (const counter of e.rules.clearOnMove) if (Object.hasOwn(inst.counters, counter)) inst.counters[counter] = 0;
  }
  if (entersPlay) startingTokens(e, inst);
  e.enforceCapacity(zone, owner);
}

/** Shuffles a zone (the seat's, if each player has one), then moves its top `n` cards, face up, into `to`. */
function reveal<V extends object>(e: Engine<V>, seat: number, n: number, from: string, to: string): void {
  const owner = (zone: string) => (e.isPerPlayerZone(zone) ? seat : null);
  e.table.shuffleZone(from, owner(from), (xs) => e.rng.shuffle(xs));
  for (const uid of e.table.zone(from, owner(from)).slice(0, n)) e.table.move(uid, to, owner(to));
}

/**
 * Moves up to `n` of the damage the triggering event still carries off its target onto another
 * entity; the event's raiser deals that part to it, by the damage rules, with the rest.
 */
function redirect<V extends object>(e: Engine<V>, ctx: EffectContext, n: number, onto: Ref): void {
  const pending = ctx.event ? e.events.pendingDamage(ctx.event) : null;
  const card = e.catalogue.name(ctx.cardId);
  if (!pending || pending.settled) return e.log.add(`${card}: no damage to redirect`);
  if (!e.entities.classOf(onto)) return e.log.add(`${card}: ${e.describe(onto)} cannot take damage`);
  const moved = pending.redirect(onto, n);
  e.log.add(`${card}: ${moved} of the damage meant for ${e.describe(pending.target)} goes to ${e.describe(onto)}`);
}

/** The seat's decks that refill take their refill piles back, shuffled; the log says each. */
function reshuffle<V extends object>(e: Engine<V>, seat: number): void {
  for (const zone of e.rules.zones) {
    if (!zone.perPlayer || !zone.refillsFrom) continue;
    e.refillDeck(zone.name, seat);
    e.log.add(`${e.seatName(seat)} shuffles their ${zone.refillsFrom} into their ${zone.name} (${e.table.size(zone.name, seat)} cards)`);
  }
}

/** Keeps up to `n` of the damage the triggering event (else the latest still pending) carries off its target. */
function prevent<V extends object>(e: Engine<V>, ctx: EffectContext, n: number): void {
  const pending = (ctx.event && e.events.pendingDamage(ctx.event)) || e.events.pendingDamage();
  if (!pending || pending.settled) return e.log.add(`${e.catalogue.name(ctx.cardId)}: no damage to prevent`);
  e.log.add(`${e.describe(pending.prevent(pending.target, n))} prevents ${n} damage`);
}

/** Puts (sign 1) or removes (sign -1) counters on a card, or on what holds an entity's or a player's counters; the log says the change. */
function addCounters<V extends object>(e: Engine<V>, on: Ref, amount: Quantity, sign: 1 | -1): void {
  e.table.addCounter(e.counterHolder(on), amount.unit, sign * amount.amount, e.describe(on));
}

/**
 * Dealing: `seat` takes one card per player from the top of `from` and, player by player in turn
 * order, chooses which of those still in hand goes to that player's `to` zone.
 */
function distribute<V extends object>(e: Engine<V>, seat: number, from: string, to: string): void {
  const dealt: string[] = [];
  for (let i = 0; i < e.table.players.length; i++) {
    const uid = e.drawTop(from, null);
    if (uid === undefined) break;
    // Off the deck while the dealer looks (so a refill does not shuffle them back in).
    e.table.move(uid, DEALING, null, { quiet: true });
    dealt.push(uid);
  }
  for (const player of e.turnOrder()) {
    if (!dealt.length) break;
    // Cards that look the same are one option: choosing between them would change nothing.
    const labels = [...new Set(dealt.map((uid) => e.describe(e.cardRef(uid))))];
    const pick = labels.length === 1 ? 0 : e.ask({ seat, kind: "distribute", prompt: `which card goes to ${e.seatName(player)}?`, options: labels, cards: labels.map((l) => e.table.card(dealt.find((u) => e.describe(e.cardRef(u)) === l)!).cardId) });
    const [uid] = dealt.splice(dealt.findIndex((u) => e.describe(e.cardRef(u)) === labels[pick]), 1);
    e.table.move(uid, to, e.isPerPlayerZone(to) ? player : null, { quiet: true });
  }
  e.log.add(`${e.seatName(seat)} deals ${from} to each player's ${to}`);
}
