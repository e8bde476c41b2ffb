/**
 * The event bus: each declared event is raised by what causes it, counted, answered in a
 * Response window when respondable (responses.ts), resolved, and then its `when`/`whenever`
 * triggers run: live cards seat by seat in turn order, card by card in zone order, then cards in
 * shared live zones.
 */
import type { Ability, EffectApi, EffectContext, EventInfo, Ref, Trigger, TriggerArg } from "../api.ts";
import type { Engine } from "./engine.ts";
import { forEachLiveAbility, type LiveAbilityVisitor } from "./live-abilities.ts";
import { PendingDamage } from "./pending-damage.ts";
import { responseWindow } from "./responses.ts";
import type { EventRule } from "./rules.ts";
import type { CardInstance } from "./table.ts";

/** A declared event, with what the card set does about it (worked out once: events are raised constantly). */
interface Declared {
  readonly rule: EventRule;
  count: number;
  /** The cards with a `response to` it, when it is respondable and any card has one; else null. */
  readonly responders: ReadonlySet<string> | null;
  /** The cards with a `when`/`whenever` on it (null when none). */
  readonly triggered: ReadonlySet<string> | null;
}

export class EventBus<V extends object> {
  private readonly declared = new Map<string, Declared>();
  /** A Response window is being answered: with `stack: false`, events its responses raise open none. */
  answering = false;
  /** The damage of the events being raised that carry it, innermost last. */
  private readonly pending: PendingDamage[] = [];

  constructor(private readonly e: Engine<V>) {
    const catalogue = e.catalogue;
    for (const rule of e.rules.events) {
      const responders = catalogue.listeners(catalogue.key("response", rule.name));
      const triggered = catalogue.listeners(catalogue.key("when", rule.name));
      this.declared.set(rule.name, { rule, count: 0, responders: rule.respondable && responders.size ? responders : null, triggered: triggered.size ? triggered : null });
    }
  }

  /** How many times each declared event was raised (0 for one never raised), in declaration order. */
  get counts(): ReadonlyMap<string, number> {
    const counts = new Map<string, number>();
    for (const [name, d] of this.declared) counts.set(name, d.count);
    return counts;
  }

  declares(name: string): boolean {
    return this.declared.has(name);
  }

  rule(name: string): EventRule | undefined {
    return this.declared.get(name)?.rule;
  }

  /** The cards that can answer this event with a Response (empty when it is not respondable). */
  responders(name: string): ReadonlySet<string> {
    return this.declared.get(name)?.responders ?? NO_CARDS;
  }

  /**
   * Raises an event: its Response window, then `resolve`, then its triggers. An event that
   * carries damage holds it (`pending`) until `resolve` deals it with `pending.settle`, so that
   * Responses may prevent or redirect parts of it first.
   */
  raise(name: string, args: Readonly<Record<string, Ref>>, payload: Readonly<Record<string, unknown>>, resolve?: (responses: number, pending: PendingDamage | null) => void): void {
    const d = this.declared.get(name);
    if (!d) throw new Error(`the ${this.e.rules.game} rules declare no event \`${name}\``);
    d.count++;
    if (d.rule.resets) this.reset(d.rule.resets);
    const event: EventInfo = { name, args, payload };
    const pending = d.rule.damage ? this.hold(event, d.rule.damage) : null;
    try {
      // Most events have no card answering or triggering on them: skip the scans.
      const responses = d.responders ? responseWindow(this.e, event, d.responders) : 0;
      resolve?.(responses, pending);
      if (pending && !pending.settled) throw new Error(`the ${this.e.rules.game} rules say \`${name}\` carries damage, but what raised it did not deal it`);
    } finally {
      if (pending) this.pending.pop();
    }
    if (d.triggered) this.trigger(event, d.triggered);
  }

  /** An event's `resets`: every player's amount of these resources back to 0, quietly. */
  private reset(resources: readonly string[]): void {
    for (const player of this.e.table.players) this.e.table.resetResources(player, resources);
  }

  /** The damage an event being raised carries (without one: the innermost event's not dealt yet), or null. */
  pendingDamage(event?: EventInfo | null): PendingDamage | null {
    for (let i = this.pending.length - 1; i >= 0; i--) {
      const p = this.pending[i];
      if (event ? p.event === event : !p.settled) return p;
    }
    return null;
  }

  private hold(event: EventInfo, damage: { readonly amount: string; readonly to: string }): PendingDamage {
    const target = event.args[damage.to];
    const amount = event.payload[damage.amount];
    if (typeof target !== "object" || typeof amount !== "number") throw new Error(`\`${event.name}\` was raised without its damage (\`${damage.to}\` and \`${damage.amount}\`)`);
    const pending = new PendingDamage(event, target, amount);
    this.pending.push(pending);
    return pending;
  }

  private trigger(event: EventInfo, listening: ReadonlySet<string>): void {
    const e = this.e;
    forEachLiveAbility(e, listening, new WhenTriggers(e, event));
    const shared = e.sharedLiveCards();
    for (let c = 0; c < shared.length; c++) {
      const inst = shared[c];
      if (!listening.has(inst.cardId)) continue;
      const abilities = e.catalogue.effectOf<EffectApi<V>>(inst.cardId)?.abilities ?? [];
      for (let index = 0; index < abilities.length; index++) {
        const t = abilities[index].trigger;
        if (t.kind !== "when" || t.event !== event.name) continue;
        const ctx = e.sharedContext(inst, event);
        if (!ctx || !argsMatch(e, ctx, t.args, event.args)) continue;
        if (t.condition && !t.condition(e.rt, ctx)) continue;
        e.runAbility(ctx, abilities[index], index, null);
      }
    }
  }
}

const NO_CARDS: ReadonlySet<string> = new Set();

/** The `when`/`whenever` abilities of live cards on one event, run in turn. */
class WhenTriggers<V extends object> implements LiveAbilityVisitor<V> {
  constructor(
    private readonly e: Engine<V>,
    private readonly event: EventInfo,
  ) {}

  wants(t: Trigger<EffectApi<V>>): boolean {
    return t.kind === "when" && t.event === this.event.name;
  }

  visit(seat: number, inst: CardInstance, ability: Ability<EffectApi<V>>, index: number): void {
    const e = this.e;
    const event = this.event;
    const t = ability.trigger as Extract<Trigger<EffectApi<V>>, { kind: "when" }>;
    const ctx = e.cardContext(seat, inst, event);
    if (!argsMatch(e, ctx, t.args, event.args)) return;
    if (t.condition && !t.condition(e.rt, ctx)) return;
    if (!e.canRun(ctx, ability, index, inst.uid)) return;
    e.log.add(`${e.seatName(seat)}'s ${e.catalogue.name(inst.cardId)} triggers on ${event.name}`);
    e.runAbility(ctx, ability, index, inst.uid);
  }
}

/** Whether an event's arguments match what a trigger asks for (`on your ally`, `on a named icon`). */
export function argsMatch<V extends object>(e: Engine<V>, ctx: EffectContext, wanted: Readonly<Record<string, TriggerArg>>, actual: Readonly<Record<string, unknown>>): boolean {
  for (const label in wanted) {
    const spec = wanted[label];
    const got = actual[label] as Ref | undefined;
    if (!got) return false;
    if ("value" in spec) {
      if (got.id !== String(spec.value)) return false;
    } else if (spec.noun && !e.selects(ctx, spec, got)) {
      // A bare noun naming the value itself (`on MxxSpell`) compares by name.
      if (!(spec.determiner === null && !spec.filters.length && got.id === spec.noun)) return false;
    }
  }
  return true;
}
