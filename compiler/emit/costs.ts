/**
 * Costs → `Cost` object literals (runtime/api.ts). A cost with alternatives (`pay 3 gold or gain 4
 * vp to shadow`) becomes one `either` cost whose options carry their printed text for the payer's
 * prompt; a cost of one alternative is its items as they are.
 */
import type * as A from "../../dsl/ast.ts";
import { printCost } from "../../dsl/index.ts";
import { declaredUnit } from "../check/units.ts";
import type { Gen } from "./context.ts";
import { EmitError } from "./errors.ts";
import { stringLiteral } from "./strings.ts";

/** How one item is written: a `pay` literal from its amount code, or a `do` literal for a verb call. */
export interface CostItemWriter {
  amount(item: A.Quantity, index: number): string;
  call(item: A.CallStmt, index: number): string;
}

/** The `Cost` literals of one `pay ...`, in the order written. */
export function costLiterals(g: Gen, cost: A.CostOption, write: CostItemWriter): string[] {
  let index = 0;
  const items = (list: A.CostItem[]) =>
    list.map((item) => (item.kind === "Call" ? write.call(item, index++) : payLiteral(g, item, write.amount(item, index++))));
  if (cost.alternatives.length === 1) return items(cost.alternatives[0]);
  const options = cost.alternatives.map((list) => {
    const text = printCost({ kind: "Cost", alternatives: [list], span: cost.span }).replace(/^pay /, "");
    return `{ text: ${stringLiteral(text)}, costs: [${items(list).join(", ")}] }`;
  });
  return [`{ kind: "either", options: [${options.join(", ")}] }`];
}

function payLiteral(g: Gen, item: A.Quantity, amount: string): string {
  const unit = declaredUnit(item.unit.text, Object.keys(g.vocab.resources));
  if (unit === undefined) throw new EmitError(`the checker let the cost unit ${JSON.stringify(item.unit.text)} through`);
  return `{ kind: "pay", amount: ${amount}, unit: ${stringLiteral(unit)} }`;
}
