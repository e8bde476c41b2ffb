/**
 * A move that raises an event (a `move:` offer with `raises:`, free-action-menu.ts): its price is
 * what the rule cards answering the event charge, written once, as their header costs
 * (`when travels by your pawn, pay 2 coins:`), and the menu asks those same cards before it offers
 * the move. The trial walks the abilities the event would trigger (arguments matched, conditions
 * held, as the event bus does) without running any: the move is open only while each can be used
 * and the seat can pay the sum of their `pay` costs, its price. The offer's `unless:` facts, judged as if the
 * event were raised, close a move too (a place attacked this turn, a step the figure may not take).
 */
import { evaluate, type Ability, type EffectApi, type EventInfo, type Ref, type Trigger } from "../api.ts";
import type { Engine } from "./engine.ts";
import { argsMatch } from "./events.ts";
import { forEachLiveAbility, type LiveAbilityVisitor } from "./live-abilities.ts";
import type { Route } from "./place-graph.ts";
import { placeRef } from "./place-nouns.ts";
import type { CardInstance } from "./table.ts";

/** What a move costs, by resource, in the order the rule cards charge it (a resource charged 0 is listed: the move is free of it). */
export type MovePrice = ReadonlyMap<string, number>;

/** The event a move raises: `by` the figure, `to` the place's card, the route's `distance` as payload; null when the place has no card. */
export function moveEvent<V extends object>(e: Engine<V>, name: string, figure: Ref, to: string, route: Route): EventInfo | null {
  const place = placeRef(e, to);
  return place ? { name, args: { by: figure, to: place }, payload: { distance: route.distance } } : null;
}

/**
 * The price of a move raising `event`, or null when it may not be made: one of the offer's
 * `unless` facts holds, or a rule card the event triggers cannot be used (its cost unpaid).
 */
export function movePrice<V extends object>(e: Engine<V>, seat: number, event: EventInfo, unless: readonly string[]): MovePrice | null {
  if (unless.length) {
    const ctx = e.context(seat, null, e.procedureRef("move").id, event);
    if (unless.some((fact) => e.rt.fact(ctx, fact))) return null;
  }
  const trial = new PriceTrial(e, event);
  forEachLiveAbility(e, e.catalogue.listeners(e.catalogue.key("when", event.name)), trial);
  return trial.open && affordable(e, seat, trial.price) ? trial.price : null;
}

/** Whether the seat can pay the whole price at once (each card's cost alone may be payable, their sum not), keeping each resource within its `min`. */
function affordable<V extends object>(e: Engine<V>, seat: number, price: MovePrice): boolean {
  const resources = e.table.players[seat].resources;
  for (const [resource, amount] of price) if ((resources[resource] ?? 0) - amount < e.table.resourceFloor(resource)) return false;
  return true;
}

/** Walks the `when` abilities an event would trigger, adding up their costs; `open` false once one cannot be used. */
class PriceTrial<V extends object> implements LiveAbilityVisitor<V> {
  open = true;
  readonly price = new Map<string, number>();
  constructor(
    private readonly e: Engine<V>,
    private readonly event: EventInfo,
  ) {}

  wants(t: Trigger<EffectApi<V>>): boolean {
    return this.open && t.kind === "when" && t.event === this.event.name;
  }

  visit(seat: number, inst: CardInstance, ability: Ability<EffectApi<V>>, index: number): void {
    const { e, event } = this;
    const t = ability.trigger as Extract<Trigger<EffectApi<V>>, { kind: "when" }>;
    const ctx = e.cardContext(seat, inst, event);
    if (!argsMatch(e, ctx, t.args, event.args)) return;
    if (t.condition && !t.condition(e.rt, ctx)) return;
    if (!e.canRun(ctx, ability, index, inst.uid)) {
      this.open = false;
      return;
    }
    for (const cost of ability.costs) {
      if (cost.kind === "pay") this.price.set(cost.unit, (this.price.get(cost.unit) ?? 0) + evaluate(cost.amount, e.rt, ctx));
    }
  }
}

/** A price as a label says it: `2 coins, 1 life`; `free` when nothing is charged. */
export function priceText(price: MovePrice): string {
  return [...price].map(([resource, amount]) => `${amount} ${resource}`).join(", ") || "free";
}
