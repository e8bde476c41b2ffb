/**
 * Lays out a parsed generated module the way prettier does (width 100, two-space indent, double
 * quotes, trailing commas), for the shapes the emitter writes: a construct fits on its line or
 * breaks as prettier breaks it (objects and arrays one entry a line, a call hugging its last
 * object, array or block-bodied arrow argument, a long string after its key). A line it cannot
 * lay out as prettier would throws `Unsupported`, and that file goes to prettier instead.
 * test/emit/pretty-format.test.ts compares both on every bundled game and a synthetic corpus.
 */
import type { Block, Expr, Prop, Stmt } from "./ast.ts";
import { PRECEDENCE } from "./parse.ts";
import { Unsupported } from "./tokens.ts";

const WIDTH = 100;
const STEP = "  ";

/** Where the text of `printModule` holds a statement prettier must format: `\0<index>\0`. */
export const PLACEHOLDER = /\0(\d+)\0/g;

/**
 * The module's text, with a placeholder for each top-level statement it cannot lay out (their
 * source texts are `others`, in placeholder order).
 */
export function printModule(statements: Stmt[]): { text: string; others: string[] } {
  const others: string[] = [];
  const orOther = (s: Stmt) => {
    try {
      return statement(s, "");
    } catch (e) {
      if (!(e instanceof Unsupported)) throw e;
      others.push(s.source!);
      return `\0${others.length - 1}\0`;
    }
  };
  return { text: `${statementList(statements, "", orOther)}\n`, others };
}

function statementList(statements: Stmt[], ind: string, print = (s: Stmt) => statement(s, ind)): string {
  let out = "";
  statements.forEach((s, i) => {
    out += ind + print(s);
    if (i < statements.length - 1) out += s.blankAfter ? "\n\n" : "\n";
  });
  return out;
}

function block(b: Block, ind: string, emptyOnTwoLines = false): string {
  if (!b.body.length) return emptyOnTwoLines ? `{\n${ind}}` : "{}";
  return `{\n${statementList(b.body, ind + STEP)}\n${ind}}`;
}

function statement(s: Stmt, ind: string): string {
  const comments = s.comments.map((c) => `${comment(c, ind)}\n${ind}`).join("");
  return comments + statementBody(s, ind);
}

function statementBody(s: Stmt, ind: string): string {
  const col = ind.length;
  switch (s.kind) {
    case "import": {
      const from = s.from === null ? ";" : ` from ${quote(s.from)};`;
      if (!s.names) return `${s.text}${from}`;
      const flat = `${s.text} { ${s.names.join(", ")} }${from}`;
      if (col + flat.length <= WIDTH) return flat;
      return `${s.text} {\n${s.names.map((n) => `${ind}${STEP}${n},`).join("\n")}\n${ind}}${from}`;
    }
    case "var": {
      const head = `${s.prefix}${s.name}${s.type ? `: ${s.type}` : ""} =`;
      return `${head}${assigned(s.init, ind, col + head.length, false)};`;
    }
    case "function": {
      const head = `${s.prefix}function ${s.name}(${s.params.join(", ")}): ${s.returns} `;
      fitOrGiveUp(col + head.length + 1);
      return head + block(s.body, ind);
    }
    case "expr":
      return `${expr(s.expr, ind, col, 1)};`;
    case "return":
      if (!s.arg) return "return;";
      if (s.arg.kind === "binary") {
        const f = flat(s.arg);
        if (f !== null && col + 7 + f.length + 1 <= WIDTH) return `return ${f};`;
        return `return (\n${ind + STEP}${brokenBinary(s.arg, ind + STEP, false)}\n${ind});`;
      }
      return `return ${expr(s.arg, ind, col + 7, 1)};`;
    case "jump":
      return `${s.word};`;
    case "if": {
      let out = `if (${condition(s.test, ind, col + 4)}) ${block(s.then, ind, true)}`;
      if (s.else) out += ` else ${s.else.kind === "block" ? block(s.else, ind, true) : statementBody(s.else, ind)}`;
      return out;
    }
    case "for-of":
      return `for (${s.binding} of ${flatOnLine(s.of, col + 9 + s.binding.length, 3)}) ${block(s.body, ind, true)}`;
    case "while":
      return `while (${flatOnLine(s.test, col + 7, 3)}) ${block(s.body, ind)}`;
    case "other":
      throw new Unsupported("a statement left to prettier");
    case "do-while": {
      const body = block(s.body, ind);
      const lastLine = body.length - body.lastIndexOf("\n") - 1;
      return `do ${body} while (${flatOnLine(s.test, lastLine + 8, 2)});`;
    }
  }
}

/** An `if` condition: on the line, or between parentheses on lines of its own. */
function condition(test: Expr, ind: string, col: number): string {
  const f = flat(test);
  if (f !== null && col + f.length + 3 <= WIDTH) return f;
  if (test.kind !== "binary") throw new Unsupported(`a long ${test.kind} condition`);
  return `\n${ind + STEP}${brokenBinary(test, ind + STEP, true)}\n${ind}`;
}

/**
 * A binary expression on lines of its own at `ind` (in `return (…)` or `if (…)`): prettier puts
 * the operands of a run of one operator one to a line, operator at the line's end. Two operands of
 * other kinds form a group that stays on one line when it fits; a condition's `&&`/`||` run
 * breaks whenever the parentheses do.
 */
function brokenBinary(e: Extract<Expr, { kind: "binary" }>, ind: string, inCondition: boolean): string {
  const operands: Expr[] = [e.right];
  const ops: string[] = [e.op];
  let left = e.left;
  for (let node = e; left.kind === "binary" && shouldFlatten(node.op, left.op) && !needsParens(left, node, "left"); ) {
    node = left;
    operands.unshift(node.right);
    ops.unshift(node.op);
    left = node.left;
  }
  operands.unshift(left);
  const type = (x: Expr) => (x.kind !== "binary" ? x.kind : LOGICAL.has(x.op) ? "logical" : "binary");
  const grouped = operands.length === 2 && type(e.left) !== type(e) && type(e.right) !== type(e) && !(inCondition && type(e) === "logical");
  const printed = operands.map((o, i) => flatOnLine(o, ind.length, 0, i === 0 ? "left" : "right", e));
  const whole = printed.map((p, i) => (i < ops.length ? `${p} ${ops[i]}` : p));
  if ((grouped || !inCondition) && ind.length + whole.join(" ").length <= WIDTH) return whole.join(" ");
  for (const line of whole) fitOrGiveUp(ind.length + line.length);
  return whole.join(`\n${ind}`);
}

/**
 * The right side of `=` or of an object key's `:`, after `head` ends at `col`: on the same line
 * when it fits there or breaks at its own brackets; after a line break, indented, when prettier
 * moves it there (a long string, binary expression or member chain).
 */
function assigned(value: Expr, ind: string, col: number, shortKey: boolean): string {
  const f = flat(value);
  if (f !== null && col + 1 + f.length + 1 <= WIDTH) return ` ${f}`;
  const next = ind + STEP;
  const moveDown = (text: string) => `\n${next}${text}`;
  switch (value.kind) {
    case "string":
    case "member":
    case "index":
      if (value.kind !== "string" && !isMemberChain(value)) break;
      return shortKey ? ` ${f}` : moveDown(f!);
    case "binary":
      return moveDown(flatOnLine(value, next.length, 1));
    case "object":
    case "array":
      return ` ${expr(value, ind, col + 1, 1)}`;
    case "as":
      if (value.expr.kind !== "object" && value.expr.kind !== "array") break;
      return ` ${expr(value, ind, col + 1, 1)}`;
    case "call": {
      if (value.args.length < 2) break;
      const callee = flat(value.callee);
      if (callee !== null && col + 1 + callee.length + 1 <= WIDTH) return ` ${expr(value, ind, col + 1, 1)}`;
      break;
    }
    case "ident":
    case "number":
      if (shortKey) return ` ${f}`;
      break;
  }
  throw new Unsupported(`cannot lay out a long ${value.kind} after = or :`);
}

/** An expression starting at `col`, followed by `after` characters before the next line break. */
function expr(e: Expr, ind: string, col: number, after: number): string {
  const f = flat(e);
  if (f !== null && col + f.length + after <= WIDTH) return f;
  switch (e.kind) {
    case "string":
    case "number":
    case "ident":
      return f!; // nothing to break: prettier lets the line run long
    case "object":
      return brokenObject(e.props, ind);
    case "array":
      return brokenArray(e.items, ind);
    case "call":
      return brokenCall(e, ind, col, after);
    case "as":
      return `${expr(e.expr, ind, col, after + 4 + e.type.length)} as ${e.type}`;
    case "arrow":
      if (e.body.kind === "block") return `(${e.params.join(", ")}) => ${block(e.body, ind)}`;
      break;
  }
  throw new Unsupported(`cannot lay out a long ${e.kind}`);
}

function brokenObject(props: Prop[], ind: string): string {
  const inner = ind + STEP;
  const lines = props.map((p) => {
    const key = p.key.startsWith('"') || p.key.startsWith("'") ? quote(p.key) : p.key;
    // prettier never moves a value below a key shorter than tabWidth + 3 characters
    return `${inner}${key}:${assigned(p.value, inner, inner.length + key.length + 1, key.length < 5)},`;
  });
  return `{\n${lines.join("\n")}\n${ind}}`;
}

function brokenArray(items: Expr[], ind: string): string {
  // prettier fills arrays of numbers (several a line): not laid out here
  if (items.length > 1 && items.every(isNumber)) throw new Unsupported("a long array of numbers");
  const inner = ind + STEP;
  return `[\n${items.map((item) => `${inner}${expr(item, inner, inner.length, 1)},`).join("\n")}\n${ind}]`;
}

/**
 * A call too long for its line: prettier keeps `callee(a, b, ` on the line and breaks the last
 * argument when it is an object, array or block-bodied arrow and everything before it is flat.
 */
function brokenCall(e: Extract<Expr, { kind: "call" }>, ind: string, col: number, after: number): string {
  const callee = flat(e.callee);
  if (callee === null || callsIn(e.callee) > 0) throw new Unsupported("a long call chain");
  const args = e.args;
  const last = args[args.length - 1];
  const before = args.slice(0, -1).map(flat);
  if (!last || before.some((a) => a === null) || !huggable(args)) throw new Unsupported("a long call that breaks every argument");
  const head = `${callee}(${before.map((a) => `${a}, `).join("")}`;
  if (last.kind === "arrow") {
    if (last.body.kind !== "block") throw new Unsupported("a long arrow function argument");
    const arrowHead = `(${last.params.join(", ")}) => `;
    fitOrGiveUp(col + head.length + arrowHead.length + 1);
    return `${head}${arrowHead}${block(last.body, ind)})`;
  }
  fitOrGiveUp(col + head.length + 1);
  const broken = last.kind === "object" ? brokenObject(last.props, ind) : brokenArray((last as Extract<Expr, { kind: "array" }>).items, ind);
  return `${head}${broken})`;
}

/** prettier's rule for hugging the last argument (`shouldGroupLast`), for these argument kinds. */
function huggable(args: Expr[]): boolean {
  const last = args[args.length - 1];
  const penultimate = args[args.length - 2];
  const expandable = (last.kind === "object" && last.props.length > 0) || (last.kind === "array" && last.items.length > 0) || last.kind === "arrow";
  if (!expandable || penultimate?.kind === last.kind) return false;
  if (args.length === 2 && penultimate?.kind === "arrow" && last.kind === "array") return false;
  return !(args.length > 1 && last.kind === "array" && last.items.length > 1 && last.items.every(isNumber));
}

const isNumber = (e: Expr) => e.kind === "number" || (e.kind === "unary" && e.op === "-" && e.arg.kind === "number");

function callsIn(e: Expr): number {
  if (e.kind === "call") return 1 + callsIn(e.callee);
  if (e.kind === "member" || e.kind === "index") return callsIn(e.object);
  return 0;
}

function isMemberChain(e: Expr): boolean {
  if (e.kind !== "member" && e.kind !== "index") return false;
  return e.object.kind === "ident" || isMemberChain(e.object);
}

function flatOnLine(e: Expr, col: number, after: number, side?: "left" | "right", parent?: Expr): string {
  const f = parent ? operand(e, parent, side) : flat(e);
  if (f === null) throw new Unsupported(`a ${e.kind} that must break`);
  fitOrGiveUp(col + f.length + after);
  return f;
}

function fitOrGiveUp(end: number): void {
  if (end > WIDTH) throw new Unsupported("a line prettier would break elsewhere");
}

// ---------------------------------------------------------------------------------------------
// One-line forms

const flatCache = new WeakMap<Expr, string | null>();

/** The expression on one line, or null when prettier always breaks it. */
function flat(e: Expr): string | null {
  let f = flatCache.get(e);
  if (f === undefined) flatCache.set(e, (f = flatUncached(e)));
  return f;
}

function flatUncached(e: Expr): string | null {
  const all = (parts: Array<string | null>) => (parts.includes(null) ? null : (parts as string[]));
  switch (e.kind) {
    case "ident":
    case "number":
      return e.kind === "ident" ? e.name : e.text;
    case "string":
      return quote(e.text);
    case "object": {
      if (e.keepBroken) return null;
      if (!e.props.length) return "{}";
      const props = all(e.props.map((p) => flatValue(p.value, (v) => `${p.key.startsWith("'") || p.key.startsWith('"') ? quote(p.key) : p.key}: ${v}`)));
      return props && `{ ${props.join(", ")} }`;
    }
    case "array": {
      if (alwaysBreaks(e.items)) return null;
      const items = all(e.items.map(flat));
      return items && `[${items.join(", ")}]`;
    }
    case "call": {
      const parts = all([operand(e.callee, e), ...e.args.map(flat)]);
      return parts && `${parts[0]}(${parts.slice(1).join(", ")})`;
    }
    case "member": {
      const object = operand(e.object, e);
      return object && `${object}.${e.name}`;
    }
    case "index": {
      const parts = all([operand(e.object, e), flat(e.index)]);
      return parts && `${parts[0]}[${parts[1]}]`;
    }
    case "unary": {
      if (e.arg.kind === "unary" && e.arg.op === e.op && e.op === "-") throw new Unsupported("- -x");
      const arg = operand(e.arg, e);
      return arg && `${e.op}${arg}`;
    }
    case "binary": {
      const parts = all([operand(e.left, e, "left"), operand(e.right, e, "right")]);
      return parts && `${parts[0]} ${e.op} ${parts[1]}`;
    }
    case "arrow": {
      const params = `(${e.params.join(", ")}) => `;
      if (e.body.kind === "block") return e.body.body.length ? null : `${params}{}`;
      const body = flat(e.body);
      return body && (e.body.kind === "object" ? `${params}(${body})` : params + body);
    }
    case "as": {
      const inner = flat(e.expr);
      if (inner !== null && !["object", "array", "ident", "call", "member"].includes(e.expr.kind)) throw new Unsupported("as on an expression");
      return inner && `${inner} as ${e.type}`;
    }
  }
}

function flatValue(e: Expr, wrap: (v: string) => string): string | null {
  const f = flat(e);
  return f === null ? null : wrap(f);
}

/** prettier breaks an array of several objects (or arrays) that each have several entries. */
function alwaysBreaks(items: Expr[]): boolean {
  if (items.length < 2) return false;
  const first = items[0].kind;
  return items.every((item) => item.kind === first && ((item.kind === "object" && item.props.length > 1) || (item.kind === "array" && item.items.length > 1)));
}

/** A sub-expression, in parentheses where prettier prints them. */
function operand(child: Expr, parent: Expr, side?: "left" | "right"): string | null {
  const f = flat(child);
  return f !== null && needsParens(child, parent, side) ? `(${f})` : f;
}

function needsParens(child: Expr, parent: Expr, side?: "left" | "right"): boolean {
  if (child.kind === "arrow" || child.kind === "as") return parent.kind !== "arrow";
  if (parent.kind === "call" || parent.kind === "member" || parent.kind === "index") return child.kind === "binary" || child.kind === "unary";
  if (parent.kind === "unary") return child.kind === "binary";
  if (parent.kind !== "binary" || child.kind !== "binary") return false;
  const po = parent.op;
  const co = child.op;
  const pp = PRECEDENCE.get(po)!;
  const cp = PRECEDENCE.get(co)!;
  const logical = (op: string) => LOGICAL.has(op);
  if (logical(po) && logical(co)) return po !== co || side === "right";
  if (pp > cp) return true;
  if (pp === cp && side === "right") return true;
  if (pp === cp && !shouldFlatten(po, co)) return true;
  if (pp < cp && co === "%") return po === "+" || po === "-";
  return false;
}

const LOGICAL = new Set(["&&", "||", "??"]);

/** prettier's shouldFlatten: `a op b op2 c` prints as one run of operands. */
function shouldFlatten(parentOp: string, childOp: string): boolean {
  if (PRECEDENCE.get(parentOp) !== PRECEDENCE.get(childOp)) return false;
  const equality = ["==", "!=", "===", "!=="];
  const multiplicative = ["*", "/", "%"];
  if (equality.includes(parentOp) && equality.includes(childOp)) return false;
  if ((childOp === "%" && multiplicative.includes(parentOp)) || (parentOp === "%" && multiplicative.includes(childOp))) return false;
  if (childOp !== parentOp && multiplicative.includes(childOp) && multiplicative.includes(parentOp)) return false;
  return true;
}

// ---------------------------------------------------------------------------------------------
// Strings and comments, as prettier prints them

/** A string literal in prettier's quotes: double, unless the text holds more double quotes than single. */
function quote(raw: string): string {
  const content = raw.slice(1, -1);
  const doubles = content.split('"').length - 1;
  const singles = content.split("'").length - 1;
  const enclosing = doubles > singles ? "'" : '"';
  const other = enclosing === '"' ? "'" : '"';
  const body = content.replace(/\\(.)|(["'])/gs, (match, escaped: string | undefined, q: string | undefined) => {
    if (escaped === other) return escaped;
    if (q === enclosing) return `\\${q}`;
    if (q) return q;
    return /^[^\n\r"'0-7\\bfnrt-vx\u2028\u2029]$/.test(escaped!) ? escaped! : `\\${escaped}`;
  });
  return enclosing + body + enclosing;
}

/** A `/** … *\/` block comment whose every line starts with `*` is re-indented; others are kept. */
function comment(text: string, ind: string): string {
  const lines = text.slice(2, -2).split("\n");
  const indentable = lines.length > 1 && `*${text.slice(2, -2)}*`.split("\n").every((l) => l.trimStart().startsWith("*"));
  if (!indentable) return text;
  const body = lines.map((line, i) => (i === 0 ? line.trimEnd() : `${ind} ${i < lines.length - 1 ? line.trim() : line.trimStart()}`));
  return `/*${body.join("\n")}*/`;
}
