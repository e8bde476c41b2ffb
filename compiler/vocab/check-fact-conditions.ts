/**
 * Facts declared as a condition of the effect language (`facts: { stranded: { means: condition,
 * if: "exile >= 2" } }`): each `if:` is parsed and checked where it stands in game.yaml,
 * as the acting player, on the fact's `on:` event when it names one (so that `destination`, a noun
 * meaning an argument of that event, may be read). The engine judges it wherever the fact is asked.
 */
import { parseCondition, type Expr, type ParseResult } from "../../dsl/index.ts";
import type { CheckedFactCondition } from "../check/checked.ts";
import { declaredTextChecker, parsedTree } from "./declared-text.ts";
import type { PathReport } from "./check-capacity.ts";
import type { Vocabulary } from "./vocabulary.ts";

/** `parse` reads a condition: the parser itself, or trees of texts parsed before (rule-text-trees.ts). */
export function checkFactConditions(vocab: Vocabulary, at: PathReport, parse: { condition(text: string): ParseResult<Expr> } = { condition: parseCondition }): CheckedFactCondition[] {
  const out: CheckedFactCondition[] = [];
  for (const [fact, spec] of Object.entries(vocab.facts)) {
    if (spec.means !== "condition" || spec.if === undefined) continue;
    const report = at(["facts", fact, "if"]);
    const parsed = parse.condition(spec.if);
    const expr = parsedTree(parsed, report);
    if (!expr) continue;
    if (definedThroughItself(vocab, fact, parse)) {
      report("CS4016", `the fact \`${fact}\` is defined through itself`, 0, spec.if.length, "write its condition with other facts and values: asking it would never end");
      continue;
    }
    const event = spec.on !== undefined && Object.hasOwn(vocab.events, spec.on) ? spec.on : undefined;
    const { checker, ok } = declaredTextChecker(vocab, report, event);
    const { names } = checker.checkCondition(expr);
    if (ok()) out.push({ field: fact, expr, names, event: event ?? null });
  }
  return out;
}

/** Whether asking the fact leads back to it, through the condition facts its condition names. */
function definedThroughItself(vocab: Vocabulary, fact: string, parse: { condition(text: string): ParseResult<Expr> }): boolean {
  const seen = new Set<string>();
  const next = (name: string): string[] => {
    const spec = Object.hasOwn(vocab.facts, name) ? vocab.facts[name] : undefined;
    const ast = spec?.means === "condition" && spec.if !== undefined ? parse.condition(spec.if).ast : null;
    return ast ? [...namesIn(ast)] : [];
  };
  const todo = next(fact);
  while (todo.length) {
    const name = todo.pop()!;
    if (name === fact) return true;
    if (seen.has(name)) continue;
    seen.add(name);
    todo.push(...next(name));
  }
  return false;
}

/** The bare names a condition's tree reads (`Ref` nodes). */
function namesIn(tree: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(tree)) for (const t of tree) namesIn(t, out);
  if (tree === null || typeof tree !== "object" || Array.isArray(tree)) return out;
  const node = tree as { kind?: unknown; name?: { text?: unknown } };
  if (node.kind === "Ref" && typeof node.name?.text === "string") out.add(node.name.text);
  for (const [key, value] of Object.entries(tree)) if (key !== "span") namesIn(value, out);
  return out;
}
