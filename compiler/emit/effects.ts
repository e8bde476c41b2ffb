/**
 * One checked `effect:` (or condition field) → module-level functions plus the `CompiledEffect`
 * literal that references them. Continuous modifiers and `requires` are lifted out of the
 * abilities: they are not run, the engine evaluates them whenever it needs the value.
 */
import type CodeBlockWriter from "code-block-writer";
import type * as A from "../../dsl/ast.ts";
import type { CheckedCondition, CheckedEffect } from "../check/checked.ts";
import { parseLimit } from "../vocab/check-contract.ts";
import type { Vocabulary } from "../vocab/vocabulary.ts";
import { type Gen, Scope } from "./context.ts";
import { type CostItemWriter, costLiterals } from "./costs.ts";
import { EmitError } from "./errors.ts";
import { expr, variablesIn } from "./expressions.ts";
import { type ModuleBuilder, newWriter } from "./module-builder.ts";
import { printAbility } from "./printing.ts";
import { nounSpec, selectorSpec } from "./selectors.ts";
import { modifierLiteral, writeStatements } from "./statements.ts";
import { numberLiteral, propertyKey, stringLiteral } from "./strings.ts";

/** A condition field (`requires: strength >= 3`) → the name of its function. */
export function compileCondition(m: ModuleBuilder, vocab: Vocabulary, c: CheckedCondition, base: string): string {
  const g: Gen = { vocab, names: c.names, params: new Map(), event: null, uses: m.uses };
  return m.addFunction(base, "boolean", null, (w) => w.writeLine(`return ${expr(g, Scope.forFunction(), c.expr)};`));
}

/**
 * An effect → its `CompiledEffect` object literal; functions are added to `m` along the way. An
 * ability that states no usage limit gets `defaultLimit` (its card kind's `ability-limit`), if any.
 */
export function compileEffect(m: ModuleBuilder, vocab: Vocabulary, eff: CheckedEffect, base: string, defaultLimit?: string): string {
  const gen = (event: string | null): Gen => ({ vocab, names: eff.names, params: eff.params, event, uses: m.uses });
  const abilities: string[] = [];
  const modifiers: string[] = [];
  const requires: Array<{ body: A.Stmt[]; at: number; event: string | null }> = [];

  for (const ability of eff.program.abilities) {
    const event = ability.trigger && ability.trigger.kind !== "At" ? ability.trigger.event.text : null;
    const g = gen(event);
    // Only a header-less ability states what the card *is* (`+1 magic`); elsewhere a modifier is created when run.
    const plain = ability.trigger === null && ability.options.length === 0;
    const rest: A.Stmt[] = [];
    ability.body.forEach((s, at) => {
      if (s.kind === "Require") requires.push({ body: ability.body, at, event });
      else if (s.kind === "Modify" && plain) modifiers.push(compileModifier(m, g, ability.body, at, s, `${base}Mod${modifiers.length}`));
      else rest.push(s);
    });
    if (plain && rest.every((s) => s.kind === "Let" || s.kind === "Nothing")) continue;
    abilities.push(compileAbility(m, g, { ...ability, body: rest }, `${base}${abilities.length}`, defaultLimit));
  }

  const req = requires.length ? compileRequires(m, gen, requires, `${base}Requires`) : "null";
  return `{ abilities: [${abilities.join(", ")}], modifiers: [${modifiers.join(", ")}], requires: ${req} }`;
}

/** The ability with the kind's default limit among its options when it states none (its text then shows it too). */
function withDefaultLimit(ability: A.Ability, defaultLimit: string | undefined): A.Ability {
  const limit = defaultLimit === undefined ? undefined : parseLimit(defaultLimit);
  if (!limit || typeof limit.count !== "number" || ability.options.some((o) => o.kind === "Limit")) return ability;
  const span = ability.span;
  const option: A.LimitOption = { kind: "Limit", count: limit.count, per: { kind: "Name", text: limit.per, span }, span };
  return { ...ability, options: [option, ...ability.options] };
}

function compileAbility(m: ModuleBuilder, g: Gen, written: A.Ability, base: string, defaultLimit?: string): string {
  const ability = withDefaultLimit(written, defaultLimit);
  const limits: string[] = [];
  const costs: string[] = [];
  for (const option of ability.options) {
    if (option.kind === "Limit") {
      limits.push(`{ count: ${numberLiteral(option.count)}, per: ${stringLiteral(option.per.text)} }`);
      continue;
    }
    costs.push(...costLiterals(g, option, abilityCostWriter(m, g, `${base}Cost`, costs.length)));
  }
  const trigger = compileTrigger(m, g, ability.trigger, `${base}When`);
  const text = printAbility(ability);
  const run = m.addFunction(base, "void", text, (w) => writeStatements(w, g, Scope.forFunction(), ability.body));
  return `{ trigger: ${trigger}, limits: [${limits.join(", ")}], costs: [${costs.join(", ")}], run: ${run}, text: ${stringLiteral(text)} }`;
}

/** An ability's header cost: amounts that are not constants and verb calls become module functions. */
function abilityCostWriter(m: ModuleBuilder, g: Gen, base: string, first: number): CostItemWriter {
  return {
    amount: (item, i) =>
      item.amount.kind === "Number"
        ? numberLiteral(item.amount.value)
        : m.addFunction(`${base}${first + i}`, "number", null, (w) => w.writeLine(`return ${expr(g, Scope.forFunction(), item.amount)};`)),
    call: (item, i) => {
      const run = m.addFunction(`${base}${first + i}`, "void", null, (w) => writeStatements(w, g, Scope.forFunction(), [item]));
      return `{ kind: "do", run: ${run} }`;
    },
  };
}

function compileTrigger(m: ModuleBuilder, g: Gen, t: A.Trigger | null, base: string): string {
  if (t === null) return `{ kind: "play" }`;
  switch (t.kind) {
    case "At": {
      const edge = t.edge === null ? "null" : stringLiteral(t.edge);
      const num = t.number === null ? "null" : numberLiteral(t.number);
      return `{ kind: "at", edge: ${edge}, period: ${stringLiteral(t.period.text)}, number: ${num} }`;
    }
    case "Response": {
      const fn = triggerCondition(m, g, t.condition, base);
      return `{ kind: "response", event: ${stringLiteral(t.event.text)}, args: ${triggerArgs(g, t.args)}, condition: ${fn} }`;
    }
    case "When": {
      const fn = triggerCondition(m, g, t.condition, base);
      return `{ kind: "when", event: ${stringLiteral(t.event.text)}, every: ${t.every}, args: ${triggerArgs(g, t.args)}, condition: ${fn} }`;
    }
  }
}

/** A trigger's `if <cond>`: a function of its own, or `null`. */
function triggerCondition(m: ModuleBuilder, g: Gen, cond: A.Expr | null, base: string): string {
  return cond ? m.addFunction(base, "boolean", null, (w) => w.writeLine(`return ${expr(g, Scope.forFunction(), cond)};`)) : "null";
}

/** `on your hero`, `by you`, `on MxAttack`: what the event's arguments must match. */
function triggerArgs(g: Gen, args: A.Arg[]): string {
  const seen = new Set<string>();
  const entries = args.map((arg) => {
    const key = arg.label?.text ?? g.params.get(arg);
    if (key === undefined) throw new EmitError("a trigger argument has no label");
    if (seen.has(key)) throw new EmitError(`trigger argument ${key} is given twice`);
    seen.add(key);
    return `${propertyKey(key)}: ${triggerArgValue(g, arg.value)}`;
  });
  return `{ ${entries.join(", ")} }`;
}

function triggerArgValue(g: Gen, v: A.Value): string {
  if (v.kind === "Selector") return selectorSpec(v);
  if (v.kind === "Number") return `{ value: ${numberLiteral(v.value)} }`;
  if (v.kind === "Bool") return `{ value: ${v.value} }`;
  if (v.kind === "Ref") {
    const r = g.names.get(v);
    if (r?.kind === "noun") return nounSpec(r.name);
    // `on this` where the event's argument is an entity: the card that is that entity in play (same id).
    if (r?.kind === "this-entity") return nounSpec(v.name.text);
    if (r && (r.kind === "icon" || r.kind === "zone" || r.kind === "card-id" || r.kind === "flag")) {
      return `{ value: ${stringLiteral(r.name)} }`;
    }
  }
  throw new EmitError("a trigger argument must be a selector, a noun or a constant");
}

function compileModifier(m: ModuleBuilder, g: Gen, body: A.Stmt[], at: number, s: A.ModifyStmt, base: string): string {
  // The amount and condition are re-evaluated on demand, with the `let`s they read recomputed first.
  const exprs = [s.amount, ...(s.while ? [s.while] : [])];
  const { scope, lets } = letsFor(g, body, at, exprs);
  const amountCode = expr(g, scope, s.amount);
  return modifierLiteral(
    g,
    s,
    amountCode,
    (code, kind) =>
      m.addFunction(`${base}${kind === "amount" ? "Amount" : "While"}`, kind === "amount" ? "number" : "boolean", null, (w) => {
        lets(w);
        w.writeLine(`return ${code};`);
      }),
    scope,
    "standing",
  );
}

function compileRequires(
  m: ModuleBuilder,
  gen: (event: string | null) => Gen,
  requires: Array<{ body: A.Stmt[]; at: number; event: string | null }>,
  base: string,
): string {
  return m.addFunction(base, "boolean", null, (w) => {
    const scope = Scope.forFunction();
    const conds = requires.map(({ body, at, event }) => {
      const g = gen(event);
      const cond = (body[at] as A.RequireStmt).condition;
      letsFor(g, body, at, [cond], scope).lets(w);
      return `(${expr(g, scope, cond)})`;
    });
    w.writeLine(`return ${conds.join(" && ")};`);
  });
}

/**
 * The top-level `let`s before `body[at]` that `exprs` read, directly or through other lets, as a
 * writer of their declarations (declared in `scope`, so the exprs compile against them).
 */
function letsFor(g: Gen, body: A.Stmt[], at: number, exprs: A.Expr[], scope = Scope.forFunction()) {
  const needed = new Set<string>();
  for (const e of exprs) variablesIn(g, e, needed);
  const picked: A.LetStmt[] = [];
  for (let k = at - 1; k >= 0; k--) {
    const s = body[k];
    if (s.kind !== "Let" || !needed.has(s.name.text)) continue;
    needed.delete(s.name.text);
    if (s.value.kind !== "Selector") variablesIn(g, s.value, needed);
    picked.unshift(s);
  }
  // Rendered now, so the variables are declared in `scope` before the exprs are compiled.
  const rendered = newWriter();
  writeStatements(rendered, g, scope, picked);
  const lines = rendered.toString().split("\n").filter(Boolean);
  return { scope, lets: (w: CodeBlockWriter) => lines.forEach((l) => w.writeLine(l)) };
}
