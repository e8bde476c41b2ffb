/**
 * fast-check generators of effect-language ASTs in canonical form (what the parser produces),
 * for the print → parse round-trip property. Spans are zeroed; comparisons strip them.
 */
import fc from "fast-check";
import type * as A from "../../dsl/ast.ts";

const S: A.Span = { start: 0, end: 0 };
const NAMES = ["deal", "gain", "x", "X", "strength", "target", "hero", "gold", "lost-health", "foo_bar", "card2", "knocked-down"];
const LABELS = ["to", "from", "for", "into", "onto", "on", "as", "by", "at", "using", "until"];
const DETERMINERS: A.Determiner[] = ["a", "an", "each", "all", "the", "another", "your", "any", "next", "previous"];

const name = fc.constantFrom(...NAMES).map((text): A.Name => ({ kind: "Name", text, span: S }));
const small = fc.integer({ min: 0, max: 99 });
const range = fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 5 })).map(([lo, d]) => [lo, lo + d] as const);
const dice = fc.record({ count: fc.integer({ min: 1, max: 3 }), sides: fc.integer({ min: 2, max: 20 }) }).map((d): A.Dice => ({ kind: "Dice", ...d, span: S }));

const filter: fc.Arbitrary<A.Filter> = fc.oneof(
  fc.tuple(name, fc.boolean()).map(([n, negated]): A.Filter => ({ kind: "With", negated, name: n, span: S })),
  fc.tuple(fc.constantFrom<A.InFilter["owner"]>(null, "your", "their", "the"), name).map(([owner, zone]): A.Filter => ({ kind: "In", owner, zone, span: S })),
);
const filters = (min: number) => fc.array(filter, { minLength: min, maxLength: 2 });

const ref = name.map((n): A.Ref => ({ kind: "Ref", name: n, span: S }));
const detSelector = fc
  .tuple(fc.constantFrom(...DETERMINERS), fc.boolean(), name, filters(0))
  .map(([d, other, noun, fs]): A.Selector => ({ kind: "Selector", determiner: d, other: other && d !== "another", noun, filters: fs, span: S }));
const bareSelector = fc.tuple(name, filters(1)).map(([noun, fs]): A.Selector => ({ kind: "Selector", determiner: null, other: false, noun, filters: fs, span: S }));
// `other heroes`: `other` without a determiner, filters or not.
const otherSelector = fc.tuple(name, filters(0)).map(([noun, fs]): A.Selector => ({ kind: "Selector", determiner: null, other: true, noun, filters: fs, span: S }));
const target: fc.Arbitrary<A.Selector | A.Ref> = fc.oneof(detSelector, bareSelector, otherSelector, ref);
/** What `of` reads from: a target, or another possessive (`hero of controller of T`), nesting a little. */
const ofTarget: fc.Arbitrary<A.Selector | A.Ref | A.OfExpr> = fc.oneof(
  target,
  fc.tuple(name, target).map(([property, of]): A.OfExpr => ({ kind: "Of", property, of, span: S })),
  fc.tuple(name, name, target).map(([p1, p2, of]): A.OfExpr => ({ kind: "Of", property: p1, of: { kind: "Of", property: p2, of, span: S }, span: S })),
);

const { expr } = fc.letrec<{ expr: A.Expr }>((tie) => {
  const e = tie("expr");
  const leaf: fc.Arbitrary<A.Expr> = fc.oneof(
    small.map((value): A.Expr => ({ kind: "Number", value, span: S })),
    fc.boolean().map((value): A.Expr => ({ kind: "Bool", value, span: S })),
    ref,
    dice.map((d): A.Expr => ({ kind: "Roll", dice: d, span: S })),
  );
  return {
    expr: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      leaf,
      fc.tuple(name, ofTarget).map(([property, of]): A.Expr => ({ kind: "Of", property, of, span: S })),
      target.map((what): A.Expr => ({ kind: "Count", what, span: S })),
      fc.tuple(name, fc.array(e, { maxLength: 2 })).map(([n, args]): A.Expr => ({ kind: "Func", name: n, args, span: S })),
      fc
        .tuple(fc.constantFrom<A.BinaryOp>("or", "and", "==", "!=", "<", "<=", ">", ">=", "+", "-", "*", "/"), e, e)
        .map(([op, left, right]): A.Expr => ({ kind: "Binary", op, left, right, span: S })),
      fc.tuple(fc.constantFrom<"not" | "-">("not", "-"), e).map(([op, operand]): A.Expr => ({ kind: "Unary", op, operand, span: S })),
      fc.tuple(e, range).map(([value, [low, high]]): A.Expr => ({ kind: "InRange", value, low, high, span: S })),
      fc.tuple(e, fc.boolean(), name).map(([value, negated, noun]): A.Expr => ({ kind: "Is", value, negated, noun, span: S })),
      fc.tuple(e, name).map(([subject, fact]): A.Expr => ({ kind: "SubjectFact", subject, fact, span: S })),
    ),
  };
});

const value: fc.Arbitrary<A.Value> = fc.oneof(
  expr,
  detSelector,
  bareSelector,
  otherSelector,
  fc.tuple(expr, name, filters(0)).map(([amount, unit, fs]): A.Value => ({ kind: "Quantity", amount, unit, filters: fs, span: S })),
);
const labelled = fc.tuple(fc.constantFrom(...LABELS), value).map(([l, v]): A.Arg => ({ kind: "Arg", label: { kind: "Name", text: l, span: S }, value: v, span: S }));
const call = fc
  .tuple(name, fc.option(value, { nil: undefined }), fc.array(labelled, { maxLength: 2 }))
  .map(([verb, positional, rest]): A.CallStmt => ({
    kind: "Call",
    verb,
    args: [...(positional ? [{ kind: "Arg" as const, label: null, value: positional, span: S }] : []), ...rest],
    span: S,
  }));

const { simple } = fc.letrec<{ simple: A.Stmt }>((tie) => ({
  simple: fc.oneof(
    { depthSize: "small" },
    call,
    fc.tuple(name, fc.oneof(expr, detSelector)).map(([n, v]): A.Stmt => ({ kind: "Let", name: n, value: v, span: S })),
    fc.tuple(fc.constantFrom<"Keep" | "Set">("Keep", "Set"), name, fc.oneof(expr, detSelector)).map(([kind, n, v]): A.Stmt => ({ kind, name: n, value: v, span: S })),
    fc.tuple(name, expr, expr).map(([n, low, high]): A.Stmt => ({ kind: "Let", name: n, value: { kind: "NumberChoice", low, high, span: S }, span: S })),
    tie("simple").map((body): A.Stmt => ({ kind: "May", body, span: S })),
    fc
      .tuple(fc.constantFrom<1 | -1>(1, -1), expr, name, fc.option(target, { nil: null }), fc.option(target, { nil: null }), fc.option(expr, { nil: null }))
      .map(([sign, amount, stat, to, vs, cond]): A.Stmt => ({ kind: "Modify", sign, amount, stat, to, vs, while: cond, span: S })),
    expr.map((condition): A.Stmt => ({ kind: "Require", condition, span: S })),
    fc.constant<A.Stmt>({ kind: "Nothing", span: S }),
  ),
}));

const costItem: fc.Arbitrary<A.CostItem> = fc.oneof(
  call,
  fc.tuple(expr, name).map(([amount, unit]): A.Quantity => ({ kind: "Quantity", amount, unit, filters: [], span: S })),
);
/** `pay A and B or C`: one to three alternatives of one or two items. */
const cost: fc.Arbitrary<A.CostOption> = fc
  .array(fc.array(costItem, { minLength: 1, maxLength: 2 }), { minLength: 1, maxLength: 3 })
  .map((alternatives): A.CostOption => ({ kind: "Cost", alternatives, span: S }));

const { stmt } = fc.letrec<{ stmt: A.Stmt }>((tie) => {
  const block = fc.array(tie("stmt"), { minLength: 1, maxLength: 3 });
  return {
    stmt: fc.oneof(
      { depthSize: "small", maxDepth: 3 },
      simple,
      fc.tuple(expr, block, fc.option(block, { nil: null })).map(([condition, then, otherwise]): A.Stmt => ({ kind: "If", condition, then, else: otherwise, span: S })),
      fc.array(block, { minLength: 2, maxLength: 3 }).map((options): A.Stmt => ({ kind: "Choose", options, span: S })),
      fc.tuple(expr, block).map(([condition, body]): A.Stmt => ({ kind: "Repeat", condition, body, span: S })),
      fc.tuple(name, fc.boolean(), block).map(([noun, secretly, body]): A.Stmt => ({ kind: "Each", noun, over: null, secretly, body, span: S })),
      fc.tuple(name, target, block).map(([variable, over, body]): A.Stmt => ({ kind: "Each", noun: variable, over, secretly: false, body, span: S })),
      fc.tuple(cost, block).map(([c, body]): A.Stmt => ({ kind: "Pay", cost: c, body, span: S })),
      fc.tuple(cost, block).map(([c, body]): A.Stmt => ({ kind: "May", body: { kind: "Pay", cost: c, body, span: S }, span: S })),
      fc
        .tuple(dice, fc.array(fc.tuple(range, block), { minLength: 1, maxLength: 3 }))
        .map(([d, cases]): A.Stmt => ({
          kind: "Roll",
          dice: d,
          cases: cases.map(([[low, high], body]) => ({ kind: "RollCase" as const, low, high, body, span: S })),
          span: S,
        })),
    ),
  };
});

const body = fc.array(stmt, { minLength: 1, maxLength: 3 });
const trigger: fc.Arbitrary<A.Trigger> = fc.oneof(
  fc
    .tuple(fc.boolean(), name, fc.array(labelled, { maxLength: 2 }), fc.option(expr, { nil: null }))
    .map(([every, event, args, condition]): A.Trigger => ({ kind: "When", every, event, args, condition, span: S })),
  fc
    .tuple(fc.constantFrom<"start" | "end" | null>("start", "end", null), name, fc.option(small, { nil: null }))
    .map(([edge, period, number]): A.Trigger => ({ kind: "At", edge, period, number, span: S })),
  fc.tuple(name, fc.array(labelled, { maxLength: 2 }), fc.option(expr, { nil: null })).map(([event, args, condition]): A.Trigger => ({ kind: "Response", event, args, condition, span: S })),
);
const option: fc.Arbitrary<A.AbilityOption> = fc.oneof(
  fc.tuple(fc.integer({ min: 1, max: 9 }), name).map(([count, per]): A.AbilityOption => ({ kind: "Limit", count, per, span: S })),
  cost,
);
const headed = fc
  .tuple(fc.option(trigger, { nil: null }), fc.array(option, { maxLength: 2 }), body)
  .filter(([t, opts]) => t !== null || opts.length > 0)
  .map(([t, options, b]): A.Ability => ({ kind: "Ability", trigger: t, options, body: b, span: S }));
// A header-less ability's first-level `pay X:` line would read as a cost header, so none is made.
const plain = body.filter((b) => b.every((s) => s.kind !== "Pay")).map((b): A.Ability => ({ kind: "Ability", trigger: null, options: [], body: b, span: S }));

/** Programs in canonical form: header-less lines are never split into two adjacent abilities. */
export const program: fc.Arbitrary<A.Program> = fc
  .array(fc.oneof(headed, plain), { minLength: 1, maxLength: 4 })
  .map((abilities) => abilities.filter((a, i) => i === 0 || a.trigger || a.options.length || abilities[i - 1].trigger || abilities[i - 1].options.length))
  .map((abilities): A.Program => ({ kind: "Program", abilities, span: S }));

/** Deep copy without spans, for structural comparison. */
export function stripSpans(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(stripSpans);
  if (node && typeof node === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) if (k !== "span") out[k] = stripSpans(v);
    return out;
  }
  return node;
}
