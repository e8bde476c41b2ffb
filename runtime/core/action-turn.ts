/**
 * A turn of actions: the player picks one of the actions open to them, or ends the turn, until
 * they have taken their number of actions. Free actions (using a ready card's ability, in some
 * games) take none. The open actions are asked for afresh before each pick, since each
 * action changes what is open. Games build the actions; bots read their scores.
 */
import type { EffectApi, EffectContext } from "../api.ts";
import type { Engine } from "./engine.ts";
import type { CardInstance } from "./table.ts";

export interface TurnAction {
  readonly label: string;
  /** Greedy advice: how good the action looks now. */
  readonly score: number;
  readonly run: () => void;
  /** Takes no action (the turn does not count it). */
  readonly free?: boolean;
}

/** Free actions a turn allows beyond its count: a bound for bots, not a rule. */
const MAX_FREE = 8;

const END_TURN: TurnAction = { label: "end turn", score: 0, run: () => {} };

/** `seat` takes up to `count` actions; `prompt` says where they stand, given the actions taken so far. */
export function takeActions<V extends object>(e: Engine<V>, seat: number, count: number, prompt: (taken: number) => string, open: () => TurnAction[]): void {
  let taken = 0;
  for (let picks = 0; taken < count && picks < count + MAX_FREE; picks++) {
    const actions = [...open(), END_TURN];
    const options = actions.map((a) => a.label);
    const pick = e.ask({ seat, kind: "action", prompt: prompt(taken), options, scores: actions.map((a) => a.score) });
    if (actions[pick] === END_TURN) return;
    actions[pick].run();
    if (!actions[pick].free) taken++;
    e.settleIfChanged();
  }
}

/** A card's ability a player may use now, outside any event: the first `play` ability of each card in the zone that can run. */
export interface UsableAbility {
  readonly inst: CardInstance;
  readonly ctx: EffectContext;
  readonly use: () => boolean;
}

export function usableAbilities<V extends object>(e: Engine<V>, seat: number, zone: string): UsableAbility[] {
  const out: UsableAbility[] = [];
  for (const inst of e.table.peek(zone, seat)) {
    const abilities = e.catalogue.effectOf<EffectApi<V>>(inst.cardId)?.abilities ?? [];
    const index = abilities.findIndex((a) => a.trigger.kind === "play");
    const ctx = e.cardContext(seat, inst, null);
    if (index < 0 || !e.canRun(ctx, abilities[index], index, inst.uid)) continue;
    out.push({ inst, ctx, use: () => e.runAbility(ctx, abilities[index], index, inst.uid) });
  }
  return out;
}
