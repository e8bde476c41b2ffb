/**
 * A behaviour table's rows (a `behaviour` list of effects, run by a verb meaning `behave`) are
 * done as plain statements when the row applies, its `requires` saying when: a trigger, a
 * response, a timed ability or a continuous modifier in a row would never run (CS4043).
 */
import type * as A from "../../dsl/ast.ts";

/** The card field a `behave` verb reads (runtime/core/behaviour.ts reads the same name). */
export const BEHAVIOUR_FIELD = "behaviour";

export type RowReport = (message: string, start: number, end: number, help: string) => void;

export function checkBehaviourRow(program: A.Program, report: RowReport): void {
  for (const ability of program.abilities) {
    if (ability.trigger) report("a behaviour row is done when it applies: this trigger would never run", ability.trigger.span.start, ability.trigger.span.end, "write what the enemy does as plain statements, and when the row applies with `requires <condition>`; a trigger belongs in the card's `effect`");
    for (const stmt of ability.body) {
      if (stmt.kind === "Modify") report("a modifier in a behaviour row would never apply", stmt.span.start, stmt.span.end, "put a continuous modifier in the card's `effect`");
    }
  }
}
