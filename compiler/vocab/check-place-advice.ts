/**
 * A bot's advice on where figures go (`advice: moves: <type>: { near, stay, price, each, places }`,
 * runtime/core/place-advice.ts): each type must be one a free-actions `move:` offer moves, each
 * row's traits, zone and price resources declared, its `on` zone not per player, and its `if:`
 * and `worth:` texts effect-language conditions and numbers, judged as the player with the place's
 * card as `this` (checked where they stand in game.yaml).
 */
import { parseCondition, type Expr, type ParseResult } from "../../dsl/index.ts";
import type { CheckedPlaceAdvice } from "../check/checked.ts";
import type { EffectChecker } from "../check/effect-checker.ts";
import { declaredTextChecker, parsedTree } from "./declared-text.ts";
import type { PathReport } from "./check-capacity.ts";
import type { Vocabulary } from "./vocabulary.ts";

export function checkPlaceAdvice(vocab: Vocabulary, at: PathReport, parse: { condition(text: string): ParseResult<Expr> } = { condition: parseCondition }): CheckedPlaceAdvice[] {
  const out: CheckedPlaceAdvice[] = [];
  const moved = new Set((vocab["free-actions"]?.offers ?? []).flatMap((o) => (o.move === undefined ? [] : [o.move])));
  for (const [type, spec] of Object.entries(vocab.advice?.moves ?? {})) {
    const path = ["advice", "moves", type];
    const unknown = (where: Array<string | number>, text: string, message: string, help: string) => at(where)("CS1014", message, 0, text.length, help);
    if (!moved.has(type)) at(path)("CS1014", `no free-actions \`move:\` offer moves \`${type}\`: its advice would never be asked`, 0, 0, "advise a type a `move:` offer moves");
    for (const resource of Object.keys(spec.price ?? {}))
      if (!Object.hasOwn(vocab.resources, resource)) unknown([...path, "price", resource], resource, `\`price\`: unknown resource \`${resource}\``, "name a resource a move may cost");
    spec.places.forEach((row, i) => {
      const rowPath = [...path, "places", i];
      for (const key of ["with", "without"] as const) {
        const trait = row[key];
        if (trait !== undefined && !Object.hasOwn(vocab.traits, trait)) unknown([...rowPath, key], trait, `\`${key}\`: unknown trait \`${trait}\``, "name a trait the places' cards carry");
      }
      if (row.on !== undefined && !Object.hasOwn(vocab.zones, row.on)) unknown([...rowPath, "on"], row.on, `\`on\`: unknown zone \`${row.on}\``, "name a zone the places' cards lie in");
      else if (row.on !== undefined && vocab.zones[row.on]["per-player"]) unknown([...rowPath, "on"], row.on, `\`on\`: the zone \`${row.on}\` is per player`, "name a zone of the table the places' cards lie in");
      if (row["each-before"] !== undefined && row.on === undefined) at([...rowPath, "each-before"])("CS1014", "`each-before` counts the cards before the place in its `on` zone, and the row has none", 0, String(row["each-before"]).length, "add `on: <zone>`");
      const condition = row.if === undefined ? null : checked(vocab, at([...rowPath, "if"]), parse.condition(row.if), (c, ast) => c.checkCondition(ast));
      const worth = typeof row.worth === "number" ? null : checked(vocab, at([...rowPath, "worth"]), parse.condition(row.worth), (c, ast) => c.checkNumber(ast, `the worth of a place for \`${type}\``));
      if (condition !== undefined && worth !== undefined) out.push({ type, row: i, condition, worth });
    });
  }
  return out;
}

type Checked = NonNullable<CheckedPlaceAdvice["worth"]>;

/** The text checked as the acting player with no event, or undefined after reporting its problems. */
function checked(vocab: Vocabulary, report: ReturnType<PathReport>, parsed: ParseResult<Expr>, check: (checker: EffectChecker, ast: Expr) => { names: Checked["names"] }): Checked | undefined {
  const expr = parsedTree(parsed, report);
  if (!expr) return undefined;
  const { checker, ok } = declaredTextChecker(vocab, report);
  const { names } = check(checker, expr);
  return ok() ? { expr, names } : undefined;
}
