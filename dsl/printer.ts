/**
 * Prints an AST back to canonical effect text (2-space blocks, minimal parentheses).
 * Parsing the printed text gives the same AST up to spans; test/dsl/roundtrip.test.ts checks it.
 *
 * The `card` style is how `cardsmith fmt` writes effects in card files: a block of one simple
 * statement stays on its header's line (`if used-as-response: gain 1 gold`, `or: gain 1 gold`,
 * `on 5-6: gain 1 gold`), except an ability's own body, and abilities are separated by a blank line.
 */
import type * as A from "./ast.ts";

const INDENT = "  ";

export interface PrintOptions {
  /** `plain` (the default): every block on lines of its own. `card`: as described above. */
  style?: "plain" | "card";
}

/** Set for the duration of one printProgram call; the printer is synchronous. */
let inline = false;

export function printProgram(program: A.Program, options: PrintOptions = {}): string {
  const before = inline;
  inline = options.style === "card";
  try {
    return program.abilities.map(printAbility).join(inline ? "\n" : "");
  } finally {
    inline = before;
  }
}

function printAbility(ability: A.Ability): string {
  if (!ability.trigger && ability.options.length === 0) return printLines(ability.body, "");
  const parts: string[] = [];
  if (ability.trigger) parts.push(printTrigger(ability.trigger));
  parts.push(...ability.options.map(printOption));
  return `${parts.join(", ")}:\n${printLines(ability.body, INDENT)}`;
}

function printTrigger(t: A.Trigger): string {
  switch (t.kind) {
    case "When": {
      const cond = t.condition ? ` if ${printExpr(t.condition)}` : "";
      return `${t.every ? "whenever" : "when"} ${t.event.text}${printArgs(t.args)}${cond}`;
    }
    case "At": {
      const edge = t.edge ? `${t.edge} of ` : "";
      return `at ${edge}${t.period.text}${t.number === null ? "" : ` ${t.number}`}`;
    }
    case "Response": {
      const cond = t.condition ? ` if ${printExpr(t.condition)}` : "";
      return `response to ${t.event.text}${printArgs(t.args)}${cond}`;
    }
  }
}

function printOption(o: A.AbilityOption): string {
  if (o.kind === "Limit") {
    const count = o.count === 1 ? "once" : o.count === 2 ? "twice" : `${o.count} times`;
    return `${count} per ${o.per.text}`;
  }
  return printCost(o);
}

export function printCost(o: A.CostOption): string {
  return `pay ${o.alternatives.map((items) => items.map(printCostItem).join(" and ")).join(" or ")}`;
}

function printCostItem(item: A.CostItem): string {
  if (item.kind === "Call") return printCall(item);
  // A cost starting with a name would read as a verb call, so anything but a number is wrapped.
  const amount = item.amount.kind === "Number" ? printExpr(item.amount) : `(${printExpr(item.amount)})`;
  return `${amount} ${item.unit.text}${printFilters(item.filters)}`;
}

function printLines(stmts: A.Stmt[], indent: string): string {
  return stmts.map((s) => printStmt(s, indent)).join("");
}

function printBlock(stmts: A.Stmt[], indent: string): string {
  if (inline && stmts.length === 1 && isSimple(stmts[0])) return `: ${printSimple(stmts[0])}\n`;
  return `:\n${printLines(stmts, indent + INDENT)}`;
}

/** A statement printed on one line (no block of its own). */
function isSimple(s: A.Stmt): boolean {
  switch (s.kind) {
    case "If":
    case "Choose":
    case "Repeat":
    case "Each":
    case "Pay":
    case "Roll":
      return false;
    case "May":
      return s.body.kind !== "Pay";
    default:
      return true;
  }
}

function printStmt(s: A.Stmt, indent: string): string {
  switch (s.kind) {
    case "If": {
      const otherwise = s.else ? `${indent}else${printBlock(s.else, indent)}` : "";
      return `${indent}if ${printExpr(s.condition)}${printBlock(s.then, indent)}${otherwise}`;
    }
    case "Choose":
      return s.options
        .map((opt, i) => `${indent}${i === 0 ? "choose one" : "or"}${printBlock(opt, indent)}`)
        .join("");
    case "Repeat":
      return `${indent}repeat while ${printExpr(s.condition)}${printBlock(s.body, indent)}`;
    case "Each":
      if (s.over) return `${indent}each ${s.noun.text} in ${printTarget(s.over)}${printBlock(s.body, indent)}`;
      return `${indent}each ${s.noun.text}${s.secretly ? " secretly" : ""}${printBlock(s.body, indent)}`;
    case "Pay":
      return `${indent}${printCost(s.cost)}${printBlock(s.body, indent)}`;
    case "May":
      // `may pay ...:` is a block; any other `may` is one line.
      if (s.body.kind === "Pay") return `${indent}may ${printStmt(s.body, indent).slice(indent.length)}`;
      return `${indent}${printSimple(s)}\n`;
    case "Roll": {
      const cases = s.cases
        .map((c) => `${indent}${INDENT}on ${printRange(c.low, c.high)}${printBlock(c.body, indent + INDENT)}`)
        .join("");
      return `${indent}roll ${printDice(s.dice)}:\n${cases}`;
    }
    default:
      return `${indent}${printSimple(s)}\n`;
  }
}

function printSimple(s: A.Stmt): string {
  switch (s.kind) {
    case "Call":
      return printCall(s);
    case "Let":
      return `let ${s.name.text} = ${printLetValue(s.value)}`;
    case "Keep":
    case "Set":
      return `${s.kind === "Keep" ? "keep" : "set"} ${s.name.text} = ${s.value.kind === "Selector" ? printSelector(s.value) : printExpr(s.value)}`;
    case "May":
      return `may ${printSimple(s.body)}`;
    case "Modify": {
      const to = s.to ? ` to ${printTarget(s.to)}` : "";
      const vs = s.vs ? ` vs ${printTarget(s.vs)}` : "";
      const cond = s.while ? ` while ${printExpr(s.while)}` : "";
      return `${s.sign > 0 ? "+" : "-"}${printAt(s.amount, Prec.Mul)} ${s.stat.text}${to}${vs}${cond}`;
    }
    case "Require":
      return `requires ${printExpr(s.condition)}`;
    case "Nothing":
      return "nothing";
    default:
      throw new Error(`statement ${s.kind} cannot be printed on one line`);
  }
}

function printLetValue(v: A.LetStmt["value"]): string {
  if (v.kind === "Selector") return printSelector(v);
  if (v.kind === "NumberChoice") return `a number from ${printAt(v.low, Prec.Add)} to ${printAt(v.high, Prec.Add)}`;
  return printExpr(v);
}

function printCall(c: A.CallStmt): string {
  return `${c.verb.text}${printArgs(c.args)}`;
}

function printArgs(args: A.Arg[]): string {
  return args.map((a) => ` ${a.label ? `${a.label.text} ` : ""}${printValue(a.value)}`).join("");
}

function printValue(v: A.Value): string {
  if (v.kind === "Selector") return printSelector(v);
  if (v.kind === "Quantity") return `${printAt(v.amount, Prec.Add)} ${v.unit.text}${printFilters(v.filters)}`;
  return printAt(v, Prec.Add);
}

function printSelector(s: A.Selector): string {
  return `${s.determiner ? `${s.determiner} ` : ""}${s.other ? "other " : ""}${s.noun.text}${printFilters(s.filters)}`;
}

function printTarget(t: A.Selector | A.Ref | A.OfExpr): string {
  if (t.kind === "Of") return printExpr(t);
  return t.kind === "Selector" ? printSelector(t) : t.name.text;
}

function printFilters(filters: A.Filter[]): string {
  return filters
    .map((f) => (f.kind === "With" ? ` ${f.negated ? "without" : "with"} ${f.name.text}` : ` in ${f.owner ? `${f.owner} ` : ""}${f.zone.text}`))
    .join("");
}

function printRange(low: number, high: number): string {
  return low === high ? `${low}` : `${low}-${high}`;
}

function printDice(d: A.Dice): string {
  return `${d.count === 1 ? "" : d.count}d${d.sides}`;
}

// ---------- expressions ----------

/** Binding strength, weakest first; mirrors the grammar's expression rules. */
const enum Prec {
  Or = 1,
  And = 2,
  Not = 3,
  Compare = 4,
  Add = 5,
  Mul = 6,
  Unary = 7,
  Primary = 8,
}

function precOf(e: A.Expr): Prec {
  switch (e.kind) {
    case "Binary":
      if (e.op === "or") return Prec.Or;
      if (e.op === "and") return Prec.And;
      if (e.op === "+" || e.op === "-") return Prec.Add;
      if (e.op === "*" || e.op === "/") return Prec.Mul;
      return Prec.Compare;
    case "Unary":
      return e.op === "not" ? Prec.Not : Prec.Unary;
    case "InRange":
    case "Is":
    case "SubjectFact":
      return Prec.Compare;
    default:
      return Prec.Primary;
  }
}

/** Prints `e` where the grammar expects at least precedence `min`, adding parentheses if needed. */
function printAt(e: A.Expr, min: Prec): string {
  const text = printExpr(e);
  return precOf(e) < min ? `(${text})` : text;
}

export function printExpr(e: A.Expr): string {
  switch (e.kind) {
    case "Number":
      return String(e.value);
    case "Bool":
      return String(e.value);
    case "Ref":
      return e.name.text;
    case "Of":
      return `${e.property.text} of ${printTarget(e.of)}`;
    case "Count":
      return `count ${printTarget(e.what)}`;
    case "Roll":
      return `roll ${printDice(e.dice)}`;
    case "Func":
      return `${e.name.text}(${e.args.map(printExpr).join(", ")})`;
    case "Unary":
      return e.op === "not" ? `not ${printAt(e.operand, Prec.Not)}` : `-${printAt(e.operand, Prec.Unary)}`;
    case "InRange":
      return `${printAt(e.value, Prec.Add)} in ${printRange(e.low, e.high)}`;
    case "Is":
      return `${printAt(e.value, Prec.Add)} is ${e.negated ? "not " : ""}${e.noun.text}`;
    case "SubjectFact":
      return `${printAt(e.subject, Prec.Add)} ${e.fact.text}`;
    case "Binary": {
      const p = precOf(e);
      if (p === Prec.Compare) return `${printAt(e.left, Prec.Add)} ${e.op} ${printAt(e.right, Prec.Add)}`;
      return `${printAt(e.left, p)} ${e.op} ${printAt(e.right, (p + 1) as Prec)}`;
    }
  }
}
