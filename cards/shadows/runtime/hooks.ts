/**
 * What Shadows' nouns, stats and facts mean at the table, and its verbs: the game half of the
 * runtime API that generated card code calls.
 */
import type { EffectContext, Modifier, Ref, SelectorSpec } from "../../../runtime/api.ts";
import type { GameHooks } from "../../../runtime/core/effect-host.ts";
import type { Rt, ShadowsVerbs } from "../../../generated/shadows/index.ts";
import { applyDamage, predict, recordResponses, recover, resolveAttack, revealMonsterAction, summonCreature } from "./combat.ts";
import type { ShadowsGame } from "./game.ts";
import { HERO_STATS, heroRef, MONSTER, playerRef, RESOURCES, seatOfRef, Z } from "./model.ts";
import { discardCard, equipItem, flipCard, refillMarket } from "./card-moves.ts";

/** What the rules know about one resolving effect. */
export class Resolution {
  /** The entity acting (a Creature attacking, the Monster); null means the seat's Hero. */
  source: Ref | null = null;
  /** On a monster chart: the entity the monster action acts against. */
  challenger: Ref | null = null;
  predictedSeat: number | null = null;
  usedAsResponse = false;
  // Most contexts only ever answer "which seat?": their sets are made on first use.
  private factSet: Set<string> | undefined;
  private knockedSet: Set<number> | undefined;
  private statSet: Set<string> | undefined;

  constructor(
    readonly seat: number,
    /** The card instance whose effect this is (null for monster charts). */
    readonly uid: string | null,
  ) {}

  /** Facts established while it resolved (`responded`, `lost-health`...). */
  get facts(): Set<string> {
    return (this.factSet ??= new Set());
  }

  /** Own Hero stats read outside an Attack: an Attack's amount, which `vs` modifiers raise per target. */
  get amountStats(): Set<string> {
    return (this.statSet ??= new Set());
  }

  /** Seats whose Heroes this effect has knocked down. */
  get knockedDown(): Set<number> {
    return (this.knockedSet ??= new Set());
  }
}

const PLURAL: Record<string, string> = { targets: "target", allies: "ally", heroes: "hero", opponents: "opponent", players: "player", cards: "card", items: "item" };

export function makeHooks(g: ShadowsGame): GameHooks<ShadowsVerbs> {
  const seatOf = (ctx: EffectContext) => g.resolution(ctx).seat;

  /** Cards a card-noun may mean, before filters: by default your own live cards and hand. */
  function cardPool(ctx: EffectContext, noun: string, spec: SelectorSpec): Ref[] {
    const zones = spec.filters.filter((f): f is { in: string; owner: "your" | "their" | "the" | null } => "in" in f);
    const owners = (owner: string | null): Array<number | null> =>
      owner === "your" ? [seatOf(ctx)] : owner === "their" ? g.seats.filter((s) => s.seat !== seatOf(ctx)).map((s) => s.seat) : [null, ...g.seats.map((s) => s.seat)];
    let insts = zones.length
      ? zones.flatMap((f) => owners(f.owner).flatMap((o) => g.table.inZone(f.in, o)))
      : [Z.hand, Z.station, Z.combat, Z.inventory].flatMap((z) => g.table.inZone(z, seatOf(ctx)));
    if (noun === "item") insts = insts.filter((i) => g.card(i.cardId).kind === "item");
    for (const f of spec.filters) {
      if ("with" in f) insts = insts.filter((i) => g.hasTrait(i.cardId, f.with) || g.card(i.cardId).kind === f.with);
    }
    return insts.map((i) => ({ id: i.uid, type: "card" }));
  }

  function candidates(ctx: EffectContext, spec: SelectorSpec): Ref[] {
    const r = g.resolution(ctx);
    const noun = PLURAL[spec.noun] ?? spec.noun;
    // The Monster and its Creature act against the players' side; a player against everyone else.
    const actingForMonster = ctx.card.id === MONSTER.id || (ctx.card.type === "creature" && g.table.cards.has(ctx.card.id) && g.inst(ctx.card.id).zone === Z.monsterCreature);
    let refs: Ref[];
    switch (noun) {
      case "target":
        refs = g.entities().filter((e) => (actingForMonster ? g.controllerOf(e) !== null : g.controllerOf(e) !== r.seat) && !g.isInvincible(e));
        break;
      case "ally":
        refs = g.entities().filter((e) => g.controllerOf(e) === r.seat);
        break;
      case "hero":
        refs = g.seats.map((s) => s.heroRef);
        break;
      case "opponent":
        refs = g.seats.filter((s) => s.seat !== r.seat).map((s) => s.playerRef);
        break;
      case "player":
        refs = g.seats.map((s) => s.playerRef);
        break;
      case "you":
        refs = [playerRef(r.seat)];
        break;
      case "monster":
        refs = g.activeMonster() ? [MONSTER] : [];
        break;
      case "creature":
        refs = g.entities().filter((e) => e.type === "creature");
        break;
      case "attacker":
        refs = ctx.event?.args.by && typeof ctx.event.args.by === "object" ? [ctx.event.args.by as Ref] : g.attacks.length ? [g.attacks[g.attacks.length - 1].attacker] : [];
        break;
      case "this":
        refs = [ctx.card];
        break;
      case "it":
        refs = ctx.event?.args.on && typeof ctx.event.args.on === "object" ? [ctx.event.args.on as Ref] : g.attacks.length ? [g.attacks[g.attacks.length - 1].target] : [];
        break;
      case "challenger":
        refs = r.challenger ? [r.challenger] : [heroRef(r.seat)];
        break;
      case "predicted-hero":
        refs = r.predictedSeat === null ? [] : [heroRef(r.predictedSeat)];
        break;
      case "instigator": {
        const by = ctx.event?.args.by as Ref | undefined;
        const seat = by ? g.controllerOf(by) : null;
        refs = seat === null ? [] : [playerRef(seat)];
        break;
      }
      case "card":
      case "item":
        refs = cardPool(ctx, noun, spec);
        break;
      default:
        throw new Error(`the Shadows runtime does not know the noun \`${spec.noun}\``);
    }
    if (spec.determiner === "your") refs = refs.filter((e) => g.controllerOf(e) === r.seat || e.id === playerRef(r.seat).id);
    if (spec.determiner === "another") refs = refs.filter((e) => g.controllerOf(e) !== r.seat && e.id !== ctx.card.id);
    return refs;
  }

  function property(ctx: EffectContext, name: string, of: Ref | null): number {
    const r = g.resolution(ctx);
    const target = of ?? (RESOURCES.includes(name) ? playerRef(r.seat) : heroRef(r.seat));
    const seat = seatOfRef(target);
    if (target.type === "player" && seat !== null) return g.table.players[seat].resources[name] ?? g.table.players[seat].counters[name] ?? 0;
    if (target.type === "hero" && seat !== null) {
      if (name === "damage") return g.heroDamage(seat);
      if (name === "shield") return g.freeShields(seat);
      const vs = g.attacks.length ? g.attacks[g.attacks.length - 1].target : null;
      if (!vs && seat === r.seat && HERO_STATS.includes(name)) r.amountStats.add(name);
      return HERO_STATS.includes(name) ? g.stat(seat, name, vs) : g.table.players[seat].resources[name] ?? 0;
    }
    if (target.id === MONSTER.id) {
      const m = g.activeMonster();
      if (!m) return 0;
      if (name === "health") return (g.card(m.cardId) as { health: number }).health;
      if (name === "damage") return g.monsterDamage[r.seat] ?? 0;
      return m.counters[name] ?? 0;
    }
    if (g.table.cards.has(target.id)) {
      const inst = g.inst(target.id);
      if (name === "health") return (g.card(inst.cardId) as { health?: number }).health ?? 0;
      if (name === "shield") return ((g.card(inst.cardId) as { shield?: number }).shield ?? 0) - (inst.counters.damage ?? 0);
      return inst.counters[name] ?? 0;
    }
    return 0;
  }

  function is(ctx: EffectContext, ref: Ref, type: string): boolean {
    if (ref.type === type) return true;
    if (type === "entity") return ["hero", "monster", "creature", "object"].includes(ref.type);
    if (type === "opponent") return ref.type === "player" && seatOfRef(ref) !== g.resolution(ctx).seat;
    if (type === "ally") return g.controllerOf(ref) === g.resolution(ctx).seat;
    if (g.table.cards.has(ref.id)) return g.card(g.inst(ref.id).cardId).kind === type;
    return false;
  }

  const verbs: ShadowsVerbs = {
    attack: (ctx, a) => recordResponses(g, ctx, [resolveAttack(g, ctx, a.target ?? g.rt.choose(ctx, { noun: "target", determiner: "a", filters: [] }), a.for)]),
    // Each target answers (or not) its own Attack; `if not responded` needs every one unanswered.
    "attack-many": (ctx, a) => {
      const targets = g.rt.chooseSome(ctx, { noun: "target", determiner: "a", filters: [] }, a.targets);
      recordResponses(g, ctx, targets.map((t) => resolveAttack(g, ctx, t, a.for)));
    },
    deal: (ctx, a) => applyDamage(g, ctx, a.to, a.amount, { attack: false }),
    lose: (ctx, a) => applyDamage(g, ctx, a.on, a.amount, { attack: false }),
    block: (ctx, a) => {
      const atk = g.attacks[g.attacks.length - 1];
      if (!atk) return g.log.add(`${g.cardName(ctx.cardId)}: nothing to block`);
      atk.block += a.amount;
      atk.responded = true;
      if (a.using === "shields") atk.shieldsAllowed = true;
      g.log.add(`${g.describe(atk.target)} blocks ${a.amount} (${g.cardName(ctx.cardId)})`);
    },
    recover: (ctx, a) => recover(g, ctx, a.on ?? heroRef(seatOf(ctx)), a.amount.amount, a.amount.unit),
    gain: (ctx, a) => {
      const seat = a.to ? seatOfRef(a.to) : seatOf(ctx);
      if (seat !== null) g.table.addResource(g.table.players[seat], a.amount.unit, a.amount.amount);
    },
    spend: (ctx, a) => void g.table.addResource(g.table.players[seatOf(ctx)], a.amount.unit, -a.amount.amount),
    put: (ctx, a) => void g.table.addCounter(holder(a.on), a.amount.unit, a.amount.amount, g.describe(a.on)),
    remove: (ctx, a) => void g.table.addCounter(holder(a.from), a.amount.unit, -a.amount.amount, g.describe(a.from)),
    flip: (_ctx, a) => flipCard(g, a.card.id),
    discard: (_ctx, a) => discardCard(g, a.card.id),
    destroy: (_ctx, a) => g.table.move(a.card.id, Z.box, null),
    draw: (ctx, a) => {
      if (a.count.unit === "items") {
        for (let i = 0; i < a.count.amount; i++) refillMarket(g, 1, true);
      } else {
        const seat = seatOf(ctx);
        for (let i = 0; i < a.count.amount; i++) {
          const deck = g.table.inZone(Z.deck, seat);
          if (!deck.length) break;
          const pick = g.ask({ seat, kind: "draw", prompt: "take a card into your hand", options: deck.map((c) => g.cardName(c.cardId)) });
          g.table.move(deck[pick].uid, Z.hand, seat);
        }
      }
    },
    equip: (ctx, a) => equipItem(g, seatOf(ctx), a.item.id, false),
    replace: (ctx, a) => {
      if (!g.table.cards.has(a.cards.id) || g.inst(a.cards.id).zone !== Z.market) return;
      if (!g.rt.confirm(ctx, `replace ${g.describe(a.cards)}`)) return;
      g.table.move(a.cards.id, Z.itemDiscard, null);
      refillMarket(g, 1, true);
    },
    summon: (ctx, a) => summonCreature(g, ctx, a.card),
    attach: (_ctx, a) => {
      const inst = g.inst(a.card.id);
      g.attachments.set(inst.uid, a.to);
      g.table.setCounter(inst, "attached", 1);
      g.log.add(`${g.cardName(inst.cardId)} attaches to ${g.describe(a.to)}`);
    },
    predict: (ctx, a) => predict(g, ctx, a.player),
    advance: (_ctx, a) => void g.table.addCounter(g.inst(a.card.id), "progress", 1, g.describe(a.card)),
    reveal: (ctx, a) => {
      for (let i = 0; i < a.count; i++) revealMonsterAction(g, seatOf(ctx), g.resolution(ctx).challenger ?? heroRef(seatOf(ctx)), true);
    },
    study: (ctx, a) => {
      const inst = g.inst(a.card.id);
      if (inst.zone === Z.library) g.table.move(inst.uid, Z.deck, seatOf(ctx));
    },
  };

  /** Where counters on a Ref live: a card instance, or the player of a Hero. */
  function holder(ref: Ref): { counters: Record<string, number> } {
    if (g.table.cards.has(ref.id)) return g.inst(ref.id);
    const seat = seatOfRef(ref);
    if (seat !== null) return g.table.players[seat];
    const m = g.activeMonster();
    if (ref.id === MONSTER.id && m) return m;
    throw new Error(`nothing holds counters for ${ref.id}`);
  }

  return {
    verbs,
    candidates,
    property,
    fact: (ctx, name) => {
      const r = g.resolution(ctx);
      if (name === "used-as-response") return r.usedAsResponse;
      // A trigger reads facts about the event that fired it (`if not responded` on damage taken).
      const fromEvent = ctx.event?.payload[name];
      if (typeof fromEvent === "boolean") return fromEvent;
      return r.facts.has(name);
    },
    is,
    cardRef: (_ctx, id) => {
      const inst = [...g.table.cards.values()].find((c) => c.cardId === id);
      return inst ? { id: inst.uid, type: "card" } : { id, type: "card" };
    },
    addModifier: (ctx, modifier) => {
      g.roundModifiers.push({ seat: seatOf(ctx), modifier: modifier as Modifier<Rt>, ctx });
    },
    seatOf,
    describe: (ref) => g.describe(ref),
    score: (ctx, spec, refs) => scoreTargets(g, ctx, spec, refs),
  };
}

/** Greedy advice: attack what you can hurt most (the Monster close to defeat, weak Heroes). */
function scoreTargets(g: ShadowsGame, ctx: EffectContext, spec: SelectorSpec, refs: readonly Ref[]): number[] {
  const seat = g.resolution(ctx).seat;
  return refs.map((ref) => {
    const friendly = g.controllerOf(ref) === seat || ref.id === playerRef(seat).id;
    const hostileNoun = ["target", "targets", "opponent", "opponents", "challenger"].includes(spec.noun);
    if (ref.id === MONSTER.id) {
      const m = g.activeMonster();
      const left = m ? (g.card(m.cardId) as { health: number }).health - (g.monsterDamage[seat] ?? 0) : 99;
      return 10 - left;
    }
    if (ref.type === "hero") {
      const s = seatOfRef(ref)!;
      const left = g.heroHealth(s) - g.heroDamage(s);
      return hostileNoun ? 8 - left : friendly ? 5 : 0;
    }
    return friendly === !hostileNoun ? 3 : 1;
  });
}
