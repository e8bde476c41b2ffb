/**
 * Where a verb meaning `redirect` may stand (CS4042): in a `response to` an event that carries
 * damage (its `damage:` in game.yaml), the only moment that damage is known and not dealt yet. A
 * `when` trigger runs after the damage was dealt; an event without `damage:` carries none; an
 * ability on no event has nothing to redirect.
 */
import type * as A from "../../dsl/ast.ts";
import { damageCarryingEvents } from "../vocab/check-pending-damage.ts";
import type { Vocabulary } from "../vocab/vocabulary.ts";

export interface RedirectProblem {
  readonly message: string;
  readonly help: string;
  readonly label: string;
}

/** Why `verb` (meaning `redirect`) cannot run under this trigger, or null when it can. */
export function redirectPlaceProblem(v: Vocabulary, verb: string, trigger: A.Trigger | null): RedirectProblem | null {
  const carrying = damageCarryingEvents(v);
  const example = carrying.length ? `\`response to ${carrying[0]} ...:\`` : "a `response to` an event that declares `damage:` in game.yaml";
  if (trigger === null || trigger.kind === "At") {
    return { message: `\`${verb}\` moves damage an event carries, and this ability runs on no event`, help: `use it in ${example}`, label: "no damage to redirect" };
  }
  const event = trigger.event.text;
  const ev = Object.hasOwn(v.events, event) ? v.events[event] : undefined;
  if (!ev) return null; // the unknown event is reported at the trigger
  if (!ev.damage) {
    const which = carrying.length ? `events that carry damage: ${carrying.join(", ")}` : "no event of this game declares the damage it carries (`damage:` in game.yaml)";
    return { message: `\`${event}\` carries no damage for \`${verb}\` to move`, help: which, label: "no damage to redirect" };
  }
  if (trigger.kind !== "Response") {
    return { message: `by the time a \`when\` trigger runs, the damage of \`${event}\` has been dealt`, help: `redirect it before it is dealt: \`response to ${event} ...:\``, label: "already dealt" };
  }
  return null;
}

/** The hint for a redirected amount in another unit than the damage counter. */
export function redirectUnitHelp(verb: string, counter: string): string {
  return `\`${verb}\` moves ${counter}: write \`${verb} 1 ${counter} onto this\``;
}
