/**
 * The event bus: each declared event is raised by what causes it, counted, answered in a
 * Response window when respondable (responses.ts), resolved, and then its `when`/`whenever`
 * triggers run: live cards seat by seat in turn order, card by card in zone order, then cards in
 * shared live zones.
 */
import type { EffectApi, EffectContext, EventInfo, Ref, Trigger, TriggerArg } from "../api.ts";
import type { Engine } from "./engine.ts";
import { forEachLiveAbility } from "./live-abilities.ts";
import { responseWindow } from "./responses.ts";
import type { EventRule } from "./rules.ts";

export class EventBus<V extends object> {
  /** How many times each declared event was raised (0 for one never raised), in declaration order. */
  readonly counts = new Map<string, number>();
  private readonly declared = new Map<string, EventRule>();
  /** A Response window is being answered: with `stack: false`, events its responses raise open none. */
  answering = false;

  constructor(private readonly e: Engine<V>) {
    for (const ev of e.rules.events) {
      this.declared.set(ev.name, ev);
      this.counts.set(ev.name, 0);
    }
  }

  declares(name: string): boolean {
    return this.declared.has(name);
  }

  rule(name: string): EventRule | undefined {
    return this.declared.get(name);
  }

  raise(name: string, args: Readonly<Record<string, Ref>>, payload: Readonly<Record<string, unknown>>, resolve?: (responses: number) => void): void {
    const rule = this.declared.get(name);
    if (!rule) throw new Error(`the ${this.e.rules.game} rules declare no event \`${name}\``);
    this.counts.set(name, (this.counts.get(name) ?? 0) + 1);
    const event: EventInfo = { name, args, payload };
    const catalogue = this.e.catalogue;
    // Most events have no card answering or triggering on them: skip the scans.
    const responses = rule.respondable && catalogue.listens(catalogue.key("response", name)) ? responseWindow(this.e, event) : 0;
    resolve?.(responses);
    const key = catalogue.key("when", name);
    if (catalogue.listens(key)) this.trigger(event, key);
  }

  private trigger(event: EventInfo, key: string): void {
    const e = this.e;
    forEachLiveAbility(
      e,
      e.catalogue.listeners(key),
      (t) => t.kind === "when" && t.event === event.name,
      (seat, inst, ability, index) => {
        const t = ability.trigger as Extract<Trigger<EffectApi<V>>, { kind: "when" }>;
        const ctx = e.cardContext(seat, inst, event);
        if (!argsMatch(e, ctx, t.args, event.args)) return;
        if (t.condition && !t.condition(e.rt, ctx)) return;
        if (!e.canRun(ctx, ability, index, inst.uid)) return;
        e.log.add(`${e.seatName(seat)}'s ${e.catalogue.name(inst.cardId)} triggers on ${event.name}`);
        e.runAbility(ctx, ability, index, inst.uid);
      },
    );
    for (const inst of e.sharedLiveCards()) {
      if (!e.catalogue.triggerKeys(inst.cardId).has(key)) continue;
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

/** Whether an event's arguments match what a trigger asks for (`on your ally`, `on a named icon`). */
export function argsMatch<V extends object>(e: Engine<V>, ctx: EffectContext, wanted: Readonly<Record<string, TriggerArg>>, actual: Readonly<Record<string, unknown>>): boolean {
  for (const label in wanted) {
    const spec = wanted[label];
    const got = actual[label] as Ref | undefined;
    if (!got) return false;
    if ("value" in spec) {
      if (got.id !== String(spec.value)) return false;
    } else if (spec.noun && !e.rt.select(ctx, spec).some((r) => r.id === got.id)) {
      // A bare noun naming the value itself (`on MxxSpell`) compares by name.
      if (!(spec.determiner === null && !spec.filters.length && got.id === spec.noun)) return false;
    }
  }
  return true;
}
