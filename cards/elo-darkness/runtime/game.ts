/**
 * ELO Darkness on the engine: the table state the effect language cannot hold (each Lane's
 * Minion and Towers, the active Challenge), what the game's `hook` nouns, facts and verbs mean,
 * and the card moves every rule shares. The battlefront and the Challenges are in combat.ts.
 */
import type { CompiledEffect, EffectApi, EffectContext, EventInfo, Ref, SelectorSpec } from "../../../runtime/api.ts";
import { Catalogue, type CatalogueCard } from "../../../runtime/core/catalogue.ts";
import { Engine } from "../../../runtime/core/engine.ts";
import type { PlayOptions } from "../../../runtime/core/game-module.ts";
import type { GameHookSet } from "../../../runtime/core/meanings.ts";
import { Resolution, type EngineContext } from "../../../runtime/core/resolution.ts";
import type { CardInstance } from "../../../runtime/core/table.ts";
import { cards, COUNTER_BOUNDS, RESOURCE_BOUNDS, type EloDarknessVerbs } from "../../../generated/elo-darkness/index.ts";
import { RULES } from "../../../generated/elo-darkness/rules.ts";
import type { EloDarknessHooks } from "../../../generated/elo-darkness/vocabulary.ts";
import { backing, combat, playCard } from "./combat.ts";
import { endCheck, score, setup } from "./setup.ts";

export const CATALOGUE = new Catalogue(cards as unknown as readonly CatalogueCard[]);
type Card = { readonly id: string; readonly kind: string; readonly [field: string]: unknown };

/** A Lane: its Minion from seat 0's side (-3..3, the centre 0; beyond 3 is a Base) and its standing Towers. */
export interface Lane {
  readonly id: string;
  readonly cls: string;
  minion: number;
  readonly towers: Set<number>;
}
/** Tower positions: seat 0's at -2 and -1, seat 1's at 1 and 2. */
export const TOWERS = [-2, -1, 1, 2];

/** What a player gains in a Challenge (game.yaml's resources), all back to 0 when it ends. */
export const CHALLENGE_RESOURCES = ["influence", "greedy", "threat", "rampage", "defense", "frozen"];

export class EloGame extends Engine<EloDarknessVerbs> {
  readonly lanes: Lane[] = [];
  /** Towers each seat destroyed by winning Challenges. */
  readonly destroyed = [0, 0];
  /** The active Challenge's Lane, or null between Challenges. */
  challenge: { readonly lane: Lane } | null = null;
  /** Each seat's total Influence on the last active Lane, as it stood when the Challenge ended. */
  readonly lastTotals = [0, 0];
  winner: number | null = null;
  invaded = false;

  constructor(readonly options: PlayOptions & { readonly variants?: readonly string[] }) {
    super(RULES, CATALOGUE, { seed: options.seed, agents: options.agents, onLog: options.onLog, resourceBounds: RESOURCE_BOUNDS, counterBounds: COUNTER_BOUNDS });
    for (const id of ["desert", "forest", "volcano"]) this.lanes.push({ id, cls: this.card(id).class as string, minion: 0, towers: new Set(TOWERS) });
  }

  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }

  card(id: string): Card {
    return this.catalogue.card(id) as unknown as Card;
  }
  has(inst: CardInstance, trait: string): boolean {
    return this.catalogue.hasTrait(inst.cardId, trait);
  }
  /** A seat's Hero token of a Class, or of a Hero card's Hero; null when killed. */
  heroToken(seat: number, cardId: string): CardInstance | null {
    const hero = this.catalogue.has(cardId) && this.card(cardId).kind === "hero-card" ? (this.card(cardId).hero as string) : null;
    for (const z of ["heroes", "exhausted", "fallen"]) for (const i of this.table.peek(z, seat)) if (i.cardId === hero || (hero === null && this.card(i.cardId).class === cardId)) return i;
    return null;
  }
  classXp(cls: string): string {
    return `${cls.toLowerCase()}-xp`;
  }
  xp(seat: number, heroId: string): number {
    return this.table.counter(this.table.players[seat], this.classXp(this.card(heroId).class as string));
  }
  level(seat: number, heroId: string): number {
    const track = this.card("influence-track");
    const xp = this.xp(seat, heroId);
    return xp >= (track["third-level"] as number) ? 3 : xp >= (track["second-level"] as number) ? 2 : 1;
  }
  /** Whether a seat has a Roaming card on a Lane: the Lane is resolved and its Laner Hero roams. */
  roaming(seat: number, lane: string): boolean {
    return this.table.peek(lane, seat).some((i) => this.has(i, "Roaming"));
  }
  /** A card's total on the Lane: printed Influence and the modifiers to it (a blank card keeps its Influence). */
  cardInfluence(inst: CardInstance): number {
    return (this.card(inst.cardId).influence as number) + this.modifiersTo(this.cardRef(inst.uid), "influence");
  }
  total(seat: number): number {
    const lane = this.challenge?.lane;
    if (!lane) return this.lastTotals[seat];
    return this.value(seat, "influence") + this.table.peek(lane.id, seat).reduce((n, i) => n + this.cardInfluence(i), 0);
  }
  /** Heroes of a seat taking part in the active Challenge: the Lane's Laner (unless a Free Lane card stands for it) and those whose cards are in play there. */
  participants(seat: number): CardInstance[] {
    const lane = this.challenge?.lane;
    if (!lane) return [];
    const slot = this.table.peek(lane.id, seat);
    const out = new Set<CardInstance>();
    const laner = this.heroToken(seat, lane.cls);
    if (laner && laner.zone !== "fallen" && !slot.some((i) => this.has(i, "Free-Lane") || this.has(i, "Roaming"))) out.add(laner);
    for (const i of slot) if (this.card(i.cardId).kind === "hero-card") (this.heroToken(seat, i.cardId) ?? undefined) && out.add(this.heroToken(seat, i.cardId)!);
    return [...out];
  }
  heroRef(inst: CardInstance): Ref {
    return { id: inst.uid, type: "hero" };
  }
  /** A seat's resource of the active Challenge (`rampage`, `threat`...). */
  holds(seat: number, name: string): boolean {
    return this.table.players[seat].resources[name] > 0;
  }
  /** Runs the abilities of an effect field (`farming:`, `reward:`) as the seat's, for the card. */
  runField(seat: number, inst: CardInstance, field: string): void {
    const effect = this.card(inst.cardId)[field] as CompiledEffect<EffectApi<EloDarknessVerbs>> | undefined;
    effect?.abilities.forEach((a, i) => this.runAbility(this.context(seat, inst.uid, inst.cardId), a, i, null));
  }

  /** Discards a card to its owner's discard pile; a Special Activation card's `when discarded` runs there. */
  discard(uid: string, by: number): void {
    const inst = this.table.card(uid);
    const owner = inst.owner ?? by;
    const fromHand = inst.zone === "hand";
    inst.counters = {};
    this.table.move(uid, "discard", owner, { quiet: true });
    this.raise("discarded", { on: this.cardRef(uid), by: this.playerRef(owner) });
    if (!fromHand || !this.has(inst, "Special-Activation")) return;
    const event: EventInfo = { name: "discarded", args: { on: this.cardRef(uid), by: this.playerRef(owner) }, payload: {} };
    this.catalogue.effectOf<EffectApi<EloDarknessVerbs>>(inst.cardId)?.abilities.forEach((a, i) => {
      if (a.trigger.kind === "when" && a.trigger.event === "discarded") {
        this.log.add(`${this.seatName(owner)}'s ${this.catalogue.name(inst.cardId)}: Special Activation`);
        this.runAbility(this.context(owner, uid, inst.cardId, event), a, i, null);
      }
    });
  }
  draw(seat: number, n: number, from = "deck"): void {
    let got = 0;
    for (; got < n; got++) {
      const uid = from === "deck" ? this.drawTop("deck", seat) : this.table.zone(from, seat)[0];
      if (uid === undefined) break;
      this.table.move(uid, "hand", seat, { quiet: true });
      this.log.addHidden(`${this.seatName(seat)} takes ${this.catalogue.name(this.table.card(uid).cardId)}`);
    }
    this.log.add(`${this.seatName(seat)} draws ${got} card${got === 1 ? "" : "s"}${from === "deck" ? "" : ` from their ${from}`}`);
  }
  pick(seat: number, prompt: string, options: string[], scores?: number[]): number {
    return options.length === 1 ? 0 : this.ask({ seat, kind: "choice", prompt, options, scores });
  }

  /** A rule card beside the board acts for the player its event is `by` (else the first player). */
  override sharedContext(inst: CardInstance, event: EventInfo): EngineContext<Resolution> | null {
    const by = event.args.by;
    const seat = by && typeof by === "object" ? (this.seatOfId(by.id) ?? this.leader) : this.leader;
    return this.context(seat, inst.uid, inst.cardId, event);
  }

  readonly hooks: GameHookSet<EloDarknessVerbs> = makeHooks(this);
}

function makeHooks(g: EloGame) {
  const seatOf = (ctx: EffectContext) => g.resolution(ctx).seat;
  const refs = (xs: readonly CardInstance[]) => xs.map((i) => g.cardRef(i.uid));
  /** Cards in the zones the `in` filters name; without one, every card of yours. */
  function cardPool(ctx: EffectContext, spec: SelectorSpec): Ref[] {
    const seat = seatOf(ctx);
    const zones = spec.filters.flatMap((f) => ("in" in f ? [f] : []));
    if (!zones.length) return refs([...g.table.cards.values()].filter((i) => i.owner === seat));
    return zones.flatMap((f) => {
      const seats = f.owner === "your" ? [seat] : f.owner === "their" ? [1 - seat] : [0, 1];
      return g.isPerPlayerZone(f.in) ? seats.flatMap((s) => refs(g.table.peek(f.in, s))) : refs(g.table.peek(f.in));
    });
  }
  const verbs: EloDarknessHooks["verbs"] = {
    draw: (ctx, a) => g.draw(seatOf(ctx), a.count, a.from ?? "deck"),
    discard: (ctx, a) => g.discard(a.card.id, seatOf(ctx)),
    "discard-random": (ctx, a) => {
      for (let i = 0; i < a.count; i++) {
        const hand = g.table.zone("hand", seatOf(ctx));
        if (!hand.length) return;
        const uid = hand[g.rng.int(hand.length)];
        g.log.add(`${g.seatName(seatOf(ctx))} discards ${g.catalogue.name(g.table.card(uid).cardId)} at random`);
        g.discard(uid, seatOf(ctx));
      }
    },
    put: (ctx, a) => (g.challenge ? playCard(g, seatOf(ctx), g.table.card(a.card.id), "put") : g.log.add("no Challenge to put a card into")),
    advance: (ctx, a) => {
      const inst = g.table.card(a.on.id);
      const seat = inst.owner!;
      const before = g.level(seat, inst.cardId);
      g.table.addCounter(g.table.players[seat], g.classXp(g.card(inst.cardId).class as string), a.amount.amount, g.seatName(seat));
      const after = g.level(seat, inst.cardId);
      g.log.add(`${g.describe(a.on)} gains ${a.amount.amount} Experience${after > before ? `: Level ${after}` : ""}`);
    },
    mark: (_ctx, a) => void g.table.addCounter(g.table.card(a.on.id), a.amount.unit, a.amount.amount, g.describe(a.on)),
    farm: (ctx) => farm(g, seatOf(ctx)),
    reveal: (_ctx, a) => {
      g.table.shuffleZone(a.from, null, (xs) => g.rng.shuffle(xs));
      for (const uid of g.table.zone(a.from).slice(0, a.count)) g.table.move(uid, "objective", null);
    },
    claim: (ctx, a) => {
      const seat = seatOf(ctx);
      const inst = g.table.card(a.card.id);
      g.table.move(inst.uid, "monsters", seat);
      g.runField(seat, inst, "reward");
      g.raise("objective-won", { on: a.card, by: g.playerRef(seat) });
    },
    "pass-turn": () => {
      g.raise("turn-ends", {});
      g.leader = 1 - g.leader;
    },
  };
  return {
    nouns: {
      card: cardPool,
      hero: () => [0, 1].flatMap((s) => ["heroes", "exhausted"].flatMap((z) => g.table.peek(z, s).map((i) => g.heroRef(i)))),
      "enemy-card": (ctx: EffectContext) => (g.challenge ? refs(g.table.peek(g.challenge.lane.id, 1 - seatOf(ctx))) : []),
    },
    facts: {
      adjacent: (ctx: EffectContext) => !!g.challenge && (g.card(ctx.cardId).lanes as string[]).includes(g.challenge.lane.id),
      "tower-standing": (ctx: EffectContext) => !!g.challenge && TOWERS.some((t) => g.challenge!.lane.towers.has(t) && (t < 0) === (seatOf(ctx) === 0)),
    },
    verbs,
    procedures: { setup: () => setup(g), backing: () => backing(g), combat: () => combat(g), end: () => endCheck(g), score: () => score(g) },
    /** Values: a Hero token's Experience and Level come from its Class token; the rest as the engine keeps them. */
    property(ctx: EffectContext, name: string, of: Ref | null): number {
      const inst = of ? g.table.cards.get(of.id) : undefined;
      if (inst && g.card(inst.cardId).kind === "hero") return name === "level" ? g.level(inst.owner!, inst.cardId) : g.xp(inst.owner!, inst.cardId);
      if (inst) return inst.counters[name] ?? 0;
      const seat = of ? (g.seatOfId(of.id) ?? seatOf(ctx)) : seatOf(ctx);
      const p = g.table.players[seat];
      return Object.hasOwn(p.resources, name) ? g.value(seat, name) : g.table.counter(p, name);
    },
  } satisfies EloDarknessHooks & GameHookSet<EloDarknessVerbs>;
}

/** Farming: declare Hero and Mana cards (one per Class, one per Mana card), discard them together, then resolve each. */
function farm(g: EloGame, seat: number): void {
  const declared: CardInstance[] = [];
  for (;;) {
    const used = new Set(declared.map((i) => (g.card(i.cardId).kind === "mana" ? i.cardId : (g.card(g.card(i.cardId).hero as string).class as string))));
    const open = g.table.peek("hand", seat).filter((i) => !declared.includes(i) && (g.card(i.cardId).kind === "mana" ? !used.has(i.cardId) : g.card(i.cardId).kind === "hero-card" && !used.has(g.card(g.card(i.cardId).hero as string).class as string)));
    if (!open.length) break;
    const k = g.pick(seat, "farm which card?", ["done", ...open.map((i) => g.catalogue.name(i.cardId))], [0, ...open.map(() => 1)]);
    if (k === 0) break;
    declared.push(open[k - 1]);
  }
  if (declared.length) g.log.add(`${g.seatName(seat)} farms ${declared.map((i) => g.catalogue.name(i.cardId)).join(", ")}`);
  for (const i of declared) g.discard(i.uid, seat);
  for (const i of declared) {
    g.runField(seat, i, "farming");
    const hero = g.card(i.cardId).kind === "hero-card" ? g.heroToken(seat, i.cardId) : null;
    g.raise("farmed", { on: g.cardRef(i.uid), by: g.playerRef(seat), ...(hero ? { for: g.heroRef(hero) } : {}) });
  }
  g.raise("farming-done", { by: g.playerRef(seat) });
  shop(g, seat);
}

/**
 * Buying Items, after farming, in any order until the player stops: an Item for its cost, its
 * upgraded side directly for both costs, an upgrade for the back's cost; an Item sells back to the
 * Item deck for half the cost of the side it shows, rounded down. One Item per Class on the tile.
 */
function shop(g: EloGame, seat: number): void {
  const gold = () => g.table.players[seat].resources.gold;
  const cls = (i: CardInstance) => ["Fighter", "Mage", "Marksman", "Jungler", "Support"].find((c) => g.has(i, c));
  for (let deal = 0; deal < 8; deal++) {
    const tile = g.table.peek("merchant", seat);
    const deals: Array<[string, number, () => void]> = [["done", 0, () => {}]];
    for (const i of g.table.peek("item-deck", seat)) {
      if (tile.some((t) => cls(t) === cls(i))) continue;
      const c = g.card(i.cardId);
      deals.push([`buy ${g.catalogue.name(i.cardId)} for ${c.cost} gold`, c.cost as number, () => g.table.move(i.uid, "merchant", seat)]);
      if (c.upgrade) deals.push([`buy ${g.catalogue.name(c.upgrade as string)} directly for ${(c.cost as number) + (c["upgrade-cost"] as number)} gold`, (c.cost as number) + (c["upgrade-cost"] as number), () => (g.table.move(i.uid, "merchant", seat), (i.cardId = c.upgrade as string))]);
    }
    for (const i of tile) {
      const c = g.card(i.cardId);
      if (c.upgrade) deals.push([`upgrade ${g.catalogue.name(i.cardId)} to ${g.catalogue.name(c.upgrade as string)} for ${c["upgrade-cost"]} gold`, c["upgrade-cost"] as number, () => (i.cardId = c.upgrade as string)]);
      deals.push([`sell ${g.catalogue.name(i.cardId)} for ${Math.floor((c.cost as number) / 2)} gold`, -Math.floor((c.cost as number) / 2), () => {
        // Sold Items go back to the Item deck, basic side up.
        i.cardId = g.catalogue.cards.find((f) => (f as unknown as Card).upgrade === i.cardId)?.id ?? i.cardId;
        g.table.move(i.uid, "item-deck", seat);
      }]);
    }
    const open = deals.filter(([, cost]) => cost <= gold());
    const k = g.pick(seat, "Merchant: buy, upgrade or sell?", open.map(([label]) => label), open.map(([, cost], i) => (i === 0 ? 0 : cost < 0 ? -1 : cost)));
    if (k === 0) return;
    g.log.add(`${g.seatName(seat)}: ${open[k][0]}`);
    g.table.addResource(g.table.players[seat], "gold", -open[k][1]);
    open[k][2]();
  }
}
