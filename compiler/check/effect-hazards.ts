/**
 * Effects that pass every other check but cannot be played: a division by a literal 0 and a
 * `repeat while` whose condition reads nothing that can change (so it is always true, or the
 * repeat is pointless). Both are reported where they are written.
 */
import type * as A from "../../dsl/ast.ts";
import type { LimitProblem } from "./effect-limits.ts";

export interface Hazard extends Omit<LimitProblem, "code"> {
  code: "CS4023" | "CS4024";
}

/** Expression kinds whose value never changes while an effect resolves. */
const CONSTANT_KINDS = new Set(["Number", "Bool", "Binary", "Unary", "InRange"]);

/** Walks the tree without recursion: the limits check has bounded its depth, not its width. */
export function effectHazards(ast: object): Hazard[] {
  const hazards: Hazard[] = [];
  const stack: unknown[] = [ast];
  while (stack.length) {
    const node = stack.pop();
    if (typeof node !== "object" || node === null) continue;
    if (Array.isArray(node)) {
      for (const item of node) stack.push(item);
      continue;
    }
    const n = node as { kind?: string };
    if (n.kind === "Binary") {
      const b = node as A.BinaryExpr;
      if (b.op === "/" && b.right.kind === "Number" && b.right.value === 0) {
        hazards.push({ code: "CS4023", message: "division by 0", start: b.right.span.start, end: b.right.span.end, help: "divide by a number other than 0 (at run time, dividing by a 0 that was computed gives 0)" });
      }
    } else if (n.kind === "Repeat") {
      const r = node as A.RepeatStmt;
      if (isConstant(r.condition)) {
        hazards.push({ code: "CS4024", message: "the condition of `repeat while` never changes", start: r.condition.span.start, end: r.condition.span.end, help: "repeat while something the body changes (a fact, a count, a variable it sets); to run the body once, write it without `repeat`" });
      }
    }
    pushChildren(node, stack);
  }
  return hazards.sort((a, b) => a.start - b.start);
}

function isConstant(e: A.Expr): boolean {
  const stack: unknown[] = [e];
  while (stack.length) {
    const node = stack.pop() as { kind?: string } | null;
    if (typeof node !== "object" || node === null) continue;
    if (node.kind !== undefined && !CONSTANT_KINDS.has(node.kind)) return false;
    pushChildren(node, stack);
  }
  return true;
}

/** A plain AST node's child objects (for…in: no key/value arrays made per node, every card checked walks this). */
function pushChildren(node: object, stack: unknown[]): void {
  for (const key in node) {
    const value = (node as Record<string, unknown>)[key];
    if (key !== "span" && typeof value === "object") stack.push(value);
  }
}
