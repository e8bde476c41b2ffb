/**
 * Effect-language expressions → TypeScript expressions. Every compound result is parenthesized,
 * so precedence never depends on the context it lands in; prettier drops redundant parentheses.
 */
import type * as A from "../../dsl/ast.ts";
import { type Gen, resolution, type Scope } from "./context.ts";
import { EmitError } from "./errors.ts";
import { isManyNoun, isManySelector, nounSpec, selectorSpec } from "./selectors.ts";
import { numberLiteral, stringLiteral } from "./strings.ts";
import { payloadType } from "./ts-types.ts";

const BINARY: Partial<Record<A.BinaryOp, string>> = {
  or: "||",
  and: "&&",
  "==": "===",
  "!=": "!==",
  "<": "<",
  "<=": "<=",
  ">": ">",
  ">=": ">=",
  "+": "+",
  "-": "-",
  "*": "*",
};

const PRECEDENCE: Partial<Record<A.BinaryOp, number>> = { or: 1, and: 2, "+": 3, "-": 3, "*": 4 };

/** Left-associative operators of one level; comparisons are left out, they do not chain. */
function samePrecedence(inner: A.BinaryOp, outer: A.BinaryOp): boolean {
  const p = PRECEDENCE[inner];
  return p !== undefined && p === PRECEDENCE[outer];
}

export function expr(g: Gen, scope: Scope, e: A.Expr): string {
  switch (e.kind) {
    case "Number":
      return numberLiteral(e.value);
    case "Bool":
      return e.value ? "true" : "false";
    case "Ref":
      return refValue(g, scope, e);
    case "Of": {
      const r = resolution(g, e);
      if (r.kind === "relation") return `rt.${r.name === "owner" ? "ownerOf" : "controllerOf"}(ctx, ${target(g, scope, e.of)})`;
      if (r.kind === "holder") return `rt.holderOf(ctx, ${target(g, scope, e.of)})`;
      if (r.kind === "trait-number") return `rt.traitNumber(ctx, ${stringLiteral(r.name)}, ${target(g, scope, e.of)})`;
      if (r.kind === "possessive") {
        const p = possessive(g, scope, e);
        return single(p.code, p.many, e.property.text);
      }
      if (r.kind === "field") return `rt.cardField(ctx, ${stringLiteral(r.name)}, ${target(g, scope, e.of)})`;
      if (r.kind !== "property") throw new EmitError(`\`${e.property.text} of\` is not a stat, resource or counter`);
      return `rt.property(ctx, ${stringLiteral(r.name)}, ${target(g, scope, e.of)})`;
    }
    case "Count":
      return count(g, scope, e.what);
    case "Roll":
      return `rt.roll(ctx, ${numberLiteral(e.dice.count)}, ${numberLiteral(e.dice.sides)})`;
    case "Func":
      return func(g, scope, e);
    case "Binary": {
      const left = expr(g, scope, e.left);
      const right = expr(g, scope, e.right);
      // Division rounds down in the effect language, and x / 0 is 0.
      if (e.op === "/") {
        g.uses.runtimeValues.add("quotient");
        return `quotient(${left}, ${right})`;
      }
      if ((e.op === "==" || e.op === "!=") && (isEntity(g, scope, e.left) || isEntity(g, scope, e.right))) {
        g.uses.runtimeValues.add("sameEntity");
        return `${e.op === "!=" ? "!" : ""}sameEntity(${left}, ${right})`;
      }
      // A left operand of the same precedence needs no parentheses (`a + b - c`): a long chain
      // stays flat for the formatter, which recurses per parenthesis.
      const flatLeft = e.left.kind === "Binary" && samePrecedence(e.left.op, e.op) ? left.slice(1, -1) : left;
      return `(${flatLeft} ${BINARY[e.op]} ${right})`;
    }
    case "Unary":
      return `${e.op === "not" ? "!" : "-"}(${expr(g, scope, e.operand)})`;
    case "InRange": {
      const value = expr(g, scope, e.value);
      const low = numberLiteral(e.low);
      const high = numberLiteral(e.high);
      // A simple operand can be compared twice; anything else (a roll!) must be evaluated once.
      if (/^[A-Za-z_$][\w$]*$|^\d+$/.test(value)) return `(${value} >= ${low} && ${value} <= ${high})`;
      g.uses.runtimeValues.add("inRange");
      return `inRange(${value}, ${low}, ${high})`;
    }
    case "Is": {
      const value = e.value.kind === "Ref" ? target(g, scope, e.value) : expr(g, scope, e.value);
      const test = `rt.is(ctx, ${value}, ${stringLiteral(e.noun.text)})`;
      return e.negated ? `!${test}` : test;
    }
    case "SubjectFact": {
      const subject = e.subject.kind === "Ref" ? target(g, scope, e.subject) : expr(g, scope, e.subject);
      return `rt.factOf(ctx, ${stringLiteral(e.fact.text)}, ${subject})`;
    }
  }
}

/**
 * `hero of controller of T`, `hero of each opponent`: the noun's candidates controlled by the
 * players on the right, chosen from (one) or listed (several).
 */
export function possessive(g: Gen, scope: Scope, e: A.OfExpr): { code: string; many: boolean } {
  const players = playersCode(g, scope, e.of);
  const spec = nounSpec(e.property.text).replace(/ \}$/, `, of: ${players.code} }`);
  const many = players.many || isManyNoun(g.vocab, e.property.text);
  return { code: `rt.${many ? "select" : "choose"}(ctx, ${spec})`, many };
}

/** The players a possessive reads from, as a list expression. */
function playersCode(g: Gen, scope: Scope, t: A.Selector | A.Ref | A.OfExpr): { code: string; many: boolean } {
  if (t.kind === "Selector" && isManySelector(g.vocab, t)) return { code: `rt.select(ctx, ${selectorSpec(t)})`, many: true };
  if (t.kind === "Ref") {
    const r = resolution(g, t);
    if (r.kind === "variable" && scope.lookup(r.name).many) return { code: scope.lookup(r.name).ts, many: true };
    if (r.kind === "noun" && isManyNoun(g.vocab, r.name)) return { code: `rt.select(ctx, ${nounSpec(r.name)})`, many: true };
  }
  return { code: `[${target(g, scope, t)}]`, many: false };
}

function func(g: Gen, scope: Scope, e: A.FuncExpr): string {
  if (e.name.text === "highest" || e.name.text === "lowest" || e.name.text === "leaders") {
    const arg = e.args[0];
    const secret = arg?.kind === "Ref" && e.args.length === 1 ? scope.lookup(arg.name.text).secret : undefined;
    if (!secret) throw new EmitError(`${e.name.text} takes a variable chosen secretly`);
    return `rt.${e.name.text}(${secret.choices}, ${secret.key})`;
  }
  const args = e.args.map((a) => expr(g, scope, a));
  switch (e.name.text) {
    case "min":
    case "max":
      if (args.length === 0) break;
      return `Math.${e.name.text}(${args.join(", ")})`;
    case "half":
      if (args.length !== 1) break;
      return `Math.floor(${args[0]} / 2)`;
  }
  throw new EmitError(`unknown function ${e.name.text}/${args.length}`);
}

/** Does the expression stand for an entity, a player or a card (a `Ref` at run time)? */
function isEntity(g: Gen, scope: Scope, e: A.Expr): boolean {
  if (e.kind === "Of") {
    const kind = resolution(g, e).kind;
    return kind === "relation" || kind === "holder" || kind === "possessive";
  }
  if (e.kind !== "Ref") return false;
  const r = resolution(g, e);
  if (r.kind === "noun" || r.kind === "this-entity") return true;
  if (r.kind === "variable") return r.of === "selector";
  if (r.kind === "payload") {
    const type = g.event === null ? undefined : g.vocab.events[g.event]?.payload?.[r.name];
    return type !== undefined && Object.hasOwn(g.vocab.types, type);
  }
  return false;
}

/** A bare name used as a value. */
function refValue(g: Gen, scope: Scope, e: A.Ref): string {
  const r = resolution(g, e);
  switch (r.kind) {
    case "variable":
      return single(scope.lookup(r.name).ts, scope.lookup(r.name).many, r.name);
    case "payload":
      return payload(g, r.name);
    case "fact":
      return `rt.fact(ctx, ${stringLiteral(r.name)})`;
    case "round":
      return "rt.round(ctx)";
    case "property":
      return `rt.property(ctx, ${stringLiteral(r.name)}, null)`;
    case "noun":
      return single(`rt.choose(ctx, ${nounSpec(r.name)})`, isManyNoun(g.vocab, r.name), r.name);
    case "icon":
    case "zone":
    case "card-id":
    case "flag":
      return stringLiteral(r.name);
    case "field":
      throw new EmitError(`a card field (${r.name}) is always read \`of\` a card`);
    case "relation":
    case "holder":
      throw new EmitError("`controller`, `owner` and `holder` are always read `of` something");
    case "trait-number":
      throw new EmitError("a trait's number is always read `of` a card");
    case "possessive":
      throw new EmitError("a possessive is always read `of` a player");
    case "this-entity":
      return "rt.thisEntity(ctx)";
  }
}

function single(code: string, many: boolean, name: string): string {
  if (many) throw new EmitError(`${JSON.stringify(name)} means several things where one is expected`);
  return code;
}

export function payload(g: Gen, name: string): string {
  const type = g.event === null ? undefined : g.vocab.events[g.event]?.payload?.[name];
  if (type === undefined) throw new EmitError(`no payload field ${JSON.stringify(name)} on event ${JSON.stringify(g.event)}`);
  return `(rt.payload(ctx, ${stringLiteral(name)}) as ${payloadType(g.vocab, type, g.uses.types)})`;
}

/** Something that must be exactly one entity, player or card: `strength of <target>`. */
export function target(g: Gen, scope: Scope, t: A.Selector | A.Ref | A.OfExpr): string {
  if (t.kind === "Selector") {
    return single(`rt.choose(ctx, ${selectorSpec(t)})`, isManySelector(g.vocab, t), t.noun.text);
  }
  if (t.kind === "Of") return expr(g, scope, t);
  const r = resolution(g, t);
  switch (r.kind) {
    case "this-entity":
      return "rt.thisEntity(ctx)";
    case "variable": {
      const b = scope.lookup(r.name);
      return single(b.ts, b.many, r.name);
    }
    case "noun":
      return single(`rt.choose(ctx, ${nounSpec(r.name)})`, isManyNoun(g.vocab, r.name), r.name);
    case "card-id":
      return `rt.cardRef(ctx, ${stringLiteral(r.name)})`;
    case "payload":
      return payload(g, r.name);
    default:
      throw new EmitError(`${JSON.stringify(t.name.text)} (a ${r.kind}) is not an entity, player or card`);
  }
}

function count(g: Gen, scope: Scope, what: A.Selector | A.Ref): string {
  if (what.kind === "Selector") return `rt.count(ctx, ${selectorSpec(what)})`;
  const r = resolution(g, what);
  if (r.kind === "noun") return `rt.count(ctx, ${nounSpec(r.name)})`;
  if (r.kind === "variable") {
    const b = scope.lookup(r.name);
    return b.many ? `${b.ts}.length` : "1";
  }
  throw new EmitError(`cannot count ${JSON.stringify(what.name.text)} (a ${r.kind})`);
}

/** Names of effect-language variables an expression reads. */
export function variablesIn(g: Gen, e: A.Expr | A.Selector | A.NumberChoice, out: Set<string>): void {
  const visitTarget = (t: A.Selector | A.Ref | A.OfExpr) => t.kind !== "Selector" && variablesIn(g, t, out);
  switch (e.kind) {
    case "Ref": {
      const r = g.names.get(e);
      if (r?.kind === "variable") out.add(r.name);
      return;
    }
    case "Of":
      return void visitTarget(e.of);
    case "Count":
      return void visitTarget(e.what);
    case "Func":
      return e.args.forEach((a) => variablesIn(g, a, out));
    case "Binary":
      variablesIn(g, e.left, out);
      return variablesIn(g, e.right, out);
    case "Unary":
      return variablesIn(g, e.operand, out);
    case "InRange":
    case "Is":
      return variablesIn(g, e.value, out);
    case "NumberChoice":
      variablesIn(g, e.low, out);
      return variablesIn(g, e.high, out);
    case "SubjectFact":
      return variablesIn(g, e.subject, out);
    default:
      return;
  }
}
