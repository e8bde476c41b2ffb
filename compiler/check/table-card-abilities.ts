/**
 * A card of the table (its kind starts in a shared live zone: compiler/vocab/table-cards.ts) is
 * nobody's: the engine runs its `when`/`whenever` triggers for the player the event concerns, and
 * nothing else of it. A timed ability (`at start of ...`), a response, an ability a player would
 * use from it, or a continuous modifier would silently never act (CS4044).
 */
import type * as A from "../../dsl/ast.ts";

export type TableCardReport = (message: string, start: number, end: number, help: string) => void;

export function checkTableCardAbilities(program: A.Program, zone: string, report: TableCardReport): void {
  const help = `a card laid once in \`${zone}\` acts only through \`when\` triggers; lay the kind in a zone each player has (\`per-player: true\`) for the rest`;
  for (const ability of program.abilities) {
    const t = ability.trigger;
    if (t && t.kind !== "When") report(`a card of the table acts only on \`when\` triggers: this ${t.kind === "At" ? "timed ability" : "response"} would never run`, t.span.start, t.span.end, help);
    if (t) continue;
    for (const stmt of ability.body) {
      if (stmt.kind === "Modify") report("a card of the table belongs to no player: this modifier would never apply", stmt.span.start, stmt.span.end, help);
      else report("a card of the table belongs to no player: no one could use this ability", ability.span.start, ability.span.end, help);
      break;
    }
  }
}
