/**
 * The damage rules a game declares (`damage:` and each class's `defeated:` in game.yaml): dealing
 * damage (absorbing points first when the caller allows it, the defender choosing how many), losing
 * and recovering health or absorbing points, and defeat when Damage reaches Health: the log, where
 * the card goes, the declared event, rewards, the `then:` effect, the game's hook, recovery. What
 * an effect's damage did is recorded on its resolution for the damage facts (`lost-health`...).
 */
import type { EffectApi, EffectContext, EventInfo, Ref } from "../api.ts";
import { LazyDecision } from "./agents.ts";
import { Fizzle } from "./effect-host.ts";
import type { Engine } from "./engine.ts";
import type { Entities } from "./entities.ts";
import type { DamageRule, EntityClassRule } from "./rules.ts";
import { nameRecord, type CardInstance } from "./table.ts";

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export interface DealOptions {
  /** The defender may spend absorbing points on it (when the game's rules allow, e.g. against one kind of attack). */
  readonly absorb?: boolean;
  /** Told how much health the entity lost once the tokens are placed, before a defeat is checked (not for per-player Damage). */
  readonly taken?: (lost: number) => void;
}

export class DamageRules<V extends object> {
  private settling = false;

  constructor(
    private readonly e: Engine<V>,
    private readonly entities: Entities<V>,
    readonly rule: DamageRule,
  ) {}

  /**
   * `amount` damage to an entity; returns the health it lost. Its Damage stops at its Health; at
   * its Health it is defeated. An immune entity, or damage the game prevents, takes none.
   */
  deal(ctx: EffectContext, target: Ref, amount: number, opts: DealOptions = {}): number {
    const r = this.e.resolution(ctx);
    r.damage.latest.clear();
    const lost = this.apply(ctx, target, amount, opts);
    r.damage.healthLost = lost > 0;
    if (lost > 0) r.damage.lostHealth.add(target.id);
    return lost;
  }

  private apply(ctx: EffectContext, target: Ref, amount: number, opts: DealOptions): number {
    const cls = this.entities.classOf(target);
    if (!cls || amount <= 0 || this.entities.immune(target) || this.e.preventsDamage(ctx, target)) return 0;
    const seat = this.e.resolution(ctx).seat;
    if (cls.perPlayerDamage) {
      const health = this.entities.health(target, cls);
      const lost = this.entities.addDamage(target, cls, seat, Math.min(amount, health - this.entities.damage(target, cls, seat)));
      const now = this.entities.damage(target, cls, seat);
      this.e.log.add(`${this.entities.shortName(target)} takes ${amount} from ${this.e.seatName(seat)} (${now}/${health})`);
      if (now >= health) this.defeat(ctx, target, cls, this.e.actor(ctx));
      return lost;
    }
    let left = amount;
    const defender = this.entities.controller(target);
    if (opts.absorb && defender !== null && this.rule.absorb) left -= this.absorb(ctx, target, defender, amount);
    if (left <= 0) {
      opts.taken?.(0);
      return 0;
    }
    this.entities.addDamage(target, cls, seat, left);
    opts.taken?.(left);
    if (this.entities.damage(target, cls, seat) >= this.entities.health(target, cls)) this.defeat(ctx, target, cls, this.e.actor(ctx));
    return left;
  }

  /** The defender chooses how many absorbing points to spend; returns how many. */
  private absorb(ctx: EffectContext, target: Ref, defender: number, amount: number): number {
    const free = this.freePoints(defender);
    if (free <= 0) return 0;
    const max = Math.min(free, amount);
    const name = this.rule.absorb!.name;
    // Option i spends max - i; the prompt, labels and advice are written only for agents that read them.
    const use =
      max -
      this.e.ask(
        new LazyDecision(
          defender,
          "absorb",
          () => `${amount} damage to ${this.e.describe(target)}: spend how many ${name}s?`,
          max + 1,
          () => Array.from({ length: max + 1 }, (_, i) => `${max - i} ${name}${max - i === 1 ? "" : "s"}`),
          () => Array.from({ length: max + 1 }, (_, i) => max - i),
        ),
      );
    if (use <= 0) return 0;
    let n = use;
    for (const { inst, free } of this.pointCards(defender)) {
      if (n <= 0) break;
      const mark = Math.min(free, n);
      this.e.table.addCounter(inst, this.rule.counter, mark, `${this.e.catalogue.name(inst.cardId)} (${this.rule.absorb!.unit})`);
      n -= mark;
    }
    this.e.resolution(ctx).damage.absorbed = true;
    this.e.resolution(ctx).damage.absorbedOn.add(target.id);
    this.e.log.add(`${this.e.seatName(defender)} soaks ${use} with ${name}s`);
    return use;
  }

  /** A seat's cards with unused absorbing points (in its declared zones, requirements met), in zone order. */
  pointCards(seat: number): Array<{ inst: CardInstance; free: number }> {
    const out: Array<{ inst: CardInstance; free: number }> = [];
    const a = this.rule.absorb;
    if (!a) return out;
    // Indexed loops: asked on every damage and every read of the free points, and iterators allocate.
    for (let z = 0; z < a.zones.length; z++) {
      const cards = this.e.table.peek(a.zones[z], seat);
      for (let c = 0; c < cards.length; c++) {
        const inst = cards[c];
        const free = this.points(inst) - this.e.table.counter(inst, this.rule.counter);
        if (free > 0 && !this.e.isBlank(inst)) out.push({ inst, free });
      }
    }
    return out;
  }

  /** The absorbing points a card prints (0 when none), looked up once per card. */
  points(inst: CardInstance): number {
    let n = this.printed.get(inst.cardId);
    if (n === undefined) {
      const value = this.rule.absorb ? (this.e.catalogue.card(inst.cardId) as unknown as Record<string, unknown>)[this.rule.absorb.field] : undefined;
      this.printed.set(inst.cardId, (n = typeof value === "number" ? value : 0));
    }
    return n;
  }
  private readonly printed = new Map<string, number>();

  /** How many absorbing points a seat may still spend. */
  freePoints(seat: number): number {
    let n = 0;
    const cards = this.pointCards(seat);
    for (let i = 0; i < cards.length; i++) n += cards[i].free;
    return n;
  }

  /** Recovers `amount` health (Damage off the entity) or, in the absorbing unit, used points of its controller's cards. */
  recover(ctx: EffectContext, target: Ref, amount: number, unit: string | null): void {
    if (this.entities.immune(target) || amount <= 0) return;
    const seat = this.e.resolution(ctx).seat;
    const a = this.rule.absorb;
    if (a && unit === a.unit) {
      let left = amount;
      const owner = this.entities.controller(target) ?? seat;
      for (const zone of a.zones) {
        for (const inst of this.e.table.peek(zone, owner)) {
          const fix = Math.min(this.points(inst), this.e.table.counter(inst, this.rule.counter), left);
          if (fix <= 0) continue;
          this.e.table.addCounter(inst, this.rule.counter, -fix, `${this.e.catalogue.name(inst.cardId)} (${a.unit})`);
          left -= fix;
        }
      }
      return;
    }
    const cls = this.entities.classOf(target);
    if (!cls) return;
    const healed = -this.entities.addDamage(target, cls, seat, -amount);
    if (cls.perPlayerDamage && healed > 0) {
      this.e.log.add(`${this.entities.shortName(target)} recovers ${healed} (${this.e.seatName(seat)}'s damage ${this.entities.damage(target, cls, seat)})`);
    }
  }

  /**
   * Damage reached Health. `by` is what defeated it (itself when nothing did: a lowered Health).
   * The order: log, where the card goes, the event and its triggers, rewards, `then:`, the game's
   * hook, recovery.
   */
  defeat(ctx: EffectContext, target: Ref, cls: EntityClassRule<EffectApi<V>>, by: Ref): void {
    const e = this.e;
    const rec = e.resolution(ctx).damage;
    if (!rec.defeated.has(target.id)) rec.latest.add(cls.name);
    rec.defeated.add(target.id);
    rec.defeatedAs.set(target.id, cls.name);
    this.entities.countDefeat(target);
    const d = cls.defeated;
    const owner = this.entities.controller(target);
    // Per-player Damage is the resolving player's fight: they defeat it; otherwise `by`'s player does.
    const winner = cls.perPlayerDamage ? e.resolution(ctx).seat : this.entities.controller(by);
    const inst = e.table.cards.get(target.id);
    if (cls.perPlayerDamage && inst) e.log.add(`${e.seatName(winner!)} defeats ${e.catalogue.name(inst.cardId)}!`);
    else {
      const suffix = by.id === target.id || (winner !== null && winner === owner) ? "" : winner === null ? ` by ${this.entities.shortName(by)}` : ` by ${e.seatName(winner)}`;
      e.log.add(`${e.describe(target)} is ${d.says}${suffix}`);
    }
    const cardId = this.entities.cardId(target) ?? "";
    if (inst && d.goesTo) {
      inst.counters = nameRecord();
      this.entities.clearDamage(inst.uid);
      e.limits.forgetCard(inst.uid);
      e.table.move(inst.uid, d.goesTo.zone, d.goesTo.perPlayer ? (inst.owner ?? winner) : null);
    }
    let event: EventInfo | null = null;
    if (d.event) {
      const args: Record<string, Ref> = {};
      if (d.event.on) args.on = target;
      if (d.event.by === "entity") args.by = by;
      else if (d.event.by === "player" && winner !== null) args.by = e.playerRef(winner);
      event = { name: d.event.name, args, payload: {} };
      e.raise(d.event.name, args);
    }
    if (d.reward && winner !== null) this.reward(winner, cardId, d.reward);
    const seat = owner ?? winner ?? e.resolution(ctx).seat;
    const then = e.context(seat, inst?.uid ?? null, cardId, event, target);
    if (d.then) {
      try {
        d.then(e.rt, then);
      } catch (err) {
        if (!(err instanceof Fizzle)) throw err;
      }
    }
    // A boss's minions fall with it, defeated by the same player.
    for (const other of d.with) {
      const minions = this.entities.classes.find((c) => c.name === other);
      if (minions) for (const ref of [...this.entities.list()]) if (this.entities.classOf(ref) === minions) this.defeat(ctx, ref, minions, by);
    }
    if (d.hook) e.defeatHook(cls.name)(then, target, by);
    if (d.recover) {
      this.entities.setDamage(target, seat, 0);
      e.log.add(`${e.describe(target)} recovers to full health`);
    }
  }

  /** The resources in a card's reward field go to the seat (other keys are the game's hook's). */
  private reward(seat: number, cardId: string, field: string): void {
    const reward = (this.e.catalogue.card(cardId) as unknown as Record<string, Readonly<Record<string, number>> | undefined>)[field];
    const player = this.e.table.players[seat];
    if (!reward) return;
    for (const [res, n] of Object.entries(reward)) if (Object.hasOwn(player.resources, res)) this.e.table.addResource(player, res, n);
  }

  /**
   * After anything that may lower Health: an avatar whose Damage reaches its Health is defeated,
   * by nobody (no rewards for anyone, its own penalties only).
   */
  settle(): void {
    const cls = this.entities.avatar;
    if (!cls || this.settling) return;
    this.settling = true;
    try {
      for (const seat of this.e.turnOrder()) {
        const ref = this.entities.avatarRef(seat);
        const damage = this.entities.damage(ref, cls, seat);
        if (damage <= 0) continue;
        const health = this.entities.health(ref, cls);
        if (damage < health) continue;
        this.e.log.add(`${this.e.describe(ref)} has ${damage} ${capital(this.rule.counter)} and ${health} ${capital(cls.health)}`);
        this.defeat(this.e.context(seat, null, this.entities.cardId(ref) ?? ref.id, null, ref), ref, cls, ref);
      }
    } finally {
      this.settling = false;
    }
  }
}
