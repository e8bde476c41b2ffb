/**
 * Resources changing hands one at a time, of a list the verb declares (`takes:`): spoils taken
 * from a beaten player, a loss the player picks, a copy from a stock the supply keeps full. The
 * acting player chooses each one among those the giving player has, the list's order being the
 * bots' preference; a resource with an event in `raises-for:` raises it for whoever receives one
 * (a treasure taken counts as a treasure found).
 */
import type { Engine } from "./engine.ts";
import { pick } from "./menus.ts";
import type { VerbTakes } from "./rules.ts";

export interface Taking {
  /** Who chooses. */
  readonly chooser: number;
  /** Whose resources are looked at. */
  readonly from: number;
  /** Who receives each one (null: the supply). */
  readonly to: number | null;
  /** Whether `from` keeps what is copied from it. */
  readonly copy: boolean;
}

/** The verb's terms, or an error naming the verb when the rules give it none. */
export function takesOf<V extends object>(e: Engine<V>, verb: string): VerbTakes {
  const takes = e.rules.verbTakes?.[verb];
  if (!takes) throw new Error(`the ${e.rules.game} rules give \`${verb}\` (a verb taking resources) no \`takes:\``);
  return takes;
}

/** Moves `n` resources one at a time (fewer when the giver runs out), each of the chooser's choice (the resources' changes are logged as any are). */
export function takeResources<V extends object>(e: Engine<V>, takes: VerbTakes, n: number, taking: Taking): void {
  const { chooser, from, to, copy } = taking;
  const giver = e.table.players[from];
  const preference = (resource: string) => takes.resources.length - takes.resources.indexOf(resource);
  for (let i = 0; i < n; i++) {
    const held = takes.resources.filter((resource) => (giver.resources[resource] ?? 0) > 0);
    if (!held.length) return;
    const resource = pick(e, chooser, "take", `take which of ${e.seatName(from)}'s resources?`, held, String, preference);
    if (!copy) e.table.addResource(giver, resource, -1);
    if (to === null) continue;
    e.table.addResource(e.table.players[to], resource, 1);
    const event = takes.raises[resource];
    if (event) e.raise(event, { by: e.playerRef(to) });
  }
}
