/**
 * Effect-language statements → TypeScript statements, written into a CodeBlockWriter (ts-morph's writer).
 * Verb calls become `rt.verbs.<verb>(ctx, { param: value })`; an argument that means several
 * things (`each opponent`, `cards in your hand`) becomes a loop around the call.
 */
import type CodeBlockWriter from "code-block-writer";
import type * as A from "../../dsl/ast.ts";
import { declaredUnit } from "../check/units.ts";
import type { ParamSpec } from "../vocab/vocabulary.ts";
import { printCost } from "../../dsl/index.ts";
import { type Gen, resolution, type Scope } from "./context.ts";
import { costLiterals } from "./costs.ts";
import { EmitError } from "./errors.ts";
import { expr, possessive, target, variablesIn } from "./expressions.ts";
import { camelCase, safeName } from "./names.ts";
import { newWriter } from "./module-builder.ts";
import { printStatements } from "./printing.ts";
import { isManyNoun, isManySelector, nounSpec, selectorSpec, specLiteral } from "./selectors.ts";
import { memberAccess, numberLiteral, propertyKey, stringLiteral } from "./strings.ts";
import { paramIsQuantity, paramUnits } from "./ts-types.ts";

const BUILTIN_PARAM_TYPES = new Set(["number", "bool", "quantity", "flag", "zone", "icon", "card-id"]);

/** One argument: a value, or a list to loop over (the verb runs once per element). */
type ArgCode = { code: string } | { loop: string; name: string };

export function writeStatements(w: CodeBlockWriter, g: Gen, scope: Scope, body: A.Stmt[]): void {
  for (const s of body) writeStatement(w, g, scope, s);
}

function writeBlock(w: CodeBlockWriter, g: Gen, scope: Scope, head: string, body: A.Stmt[], tail = ""): void {
  w.write(head).block(() => {
    writeStatements(w, g, scope.child(), body);
    if (tail) w.writeLine(tail);
  });
}

function writeStatement(w: CodeBlockWriter, g: Gen, scope: Scope, s: A.Stmt): void {
  switch (s.kind) {
    case "Call":
      return writeCall(w, g, scope, s);
    case "If":
      writeBlock(w, g, scope, `if (${expr(g, scope, s.condition)})`, s.then);
      if (s.else) writeBlock(w, g, scope, "else", s.else);
      return;
    case "Choose":
      return writeChoose(w, g, scope, s);
    case "Pay":
      return writePay(w, g, scope, s, writeCosts(w, g, scope, s.cost));
    case "Repeat":
      return writeRepeat(w, g, scope, s);
    case "Each": {
      if (s.over) return writeEachIn(w, g, scope, s, s.over);
      if (s.secretly) return writeSecretly(w, g, scope, s);
      // The callback's `ctx` shadows the outer one: inside, the player is the controller.
      const spec = selectorSpec({ kind: "Selector", determiner: "each", other: false, noun: s.noun, filters: [], span: s.span });
      w.write(`rt.eachPlayer(ctx, ${spec}, (ctx) =>`).inlineBlock(() => writeStatements(w, g, scope.child(), s.body));
      w.write(");").newLine();
      return;
    }
    case "Let":
      return writeLet(w, g, scope, s);
    case "Keep": {
      const { code, many } = letValue(g, scope, s.value, s.name.text);
      if (many) throw new EmitError(`keep ${s.name.text} would hold several things`);
      // Keyed by name and place: two `keep X` in different blocks are different variables.
      const key = stringLiteral(`${s.name.text}@${s.span.start}`);
      const { cell } = scope.declareKept(s.name.text);
      w.writeLine(`const ${cell} = rt.keep(ctx, ${key}, () => ${code});`);
      return;
    }
    case "Set": {
      const { code, many } = letValue(g, scope, s.value, s.name.text);
      if (many) throw new EmitError(`set ${s.name.text} would hold several things`);
      w.writeLine(`${scope.lookup(s.name.text).ts} = ${code};`);
      return;
    }
    case "Roll": {
      const roll = scope.locals.allocate("roll");
      w.writeLine(`const ${roll} = rt.roll(ctx, ${numberLiteral(s.dice.count)}, ${numberLiteral(s.dice.sides)});`);
      s.cases.forEach((c, i) => {
        const test = c.low === c.high ? `${roll} === ${c.low}` : `${roll} >= ${c.low} && ${roll} <= ${c.high}`;
        writeBlock(w, g, scope, `${i ? "else " : ""}if (${test})`, c.body);
      });
      return;
    }
    case "May": {
      const what = stringLiteral(printStatements([s.body]));
      if (s.body.kind !== "Pay") return writeBlock(w, g, scope, `if (rt.confirm(ctx, ${what}))`, [s.body]);
      // `may pay ...:` is asked only when the player could pay.
      const costs = writeCosts(w, g, scope, s.body.cost);
      const text = stringLiteral(printCost(s.body.cost));
      return writeBlock(w, g, scope, `if (rt.canPay(ctx, ${costs}) && rt.confirm(ctx, ${what}) && rt.pay(ctx, ${costs}, ${text}))`, s.body.body);
    }
    case "Modify":
      // Not a card's continuous modifier (those are hoisted by effects.ts): one this ability creates.
      w.writeLine(`rt.addModifier(ctx, ${modifierLiteral(g, s, expr(g, scope, s.amount), (c) => `(rt, ctx) => ${c}`, scope, "made")});`);
      return;
    case "Require":
      throw new EmitError("`requires` must be a top-level statement of an ability");
    case "Nothing":
      return;
  }
}

/** An option's text on one line, for prompts and the log: `discard 1 card; each opponent: discard 1 card`. */
function oneLine(text: string): string {
  const lines = text.split("\n").map((l) => l.trim()).filter((l) => l !== "");
  return lines.reduce((out, line) => (out === "" ? line : `${out}${out.endsWith(":") ? " " : "; "}${line}`), "");
}

/**
 * `choose one:` → a switch on the chosen option. An option that starts with `pay ...:` passes its
 * costs along, so the engine offers it only while they can be paid; one that starts with a `let`
 * choosing one thing (`let I = a card in your hand`) passes whether anything is there to choose,
 * so the engine offers it only then.
 */
function writeChoose(w: CodeBlockWriter, g: Gen, scope: Scope, s: A.ChooseStmt): void {
  const labels = s.options.map((o) => stringLiteral(oneLine(printStatements(o))));
  const costs = s.options.map((o) => (o[0]?.kind === "Pay" ? writeCosts(w, g, scope, o[0].cost) : null));
  const finds = s.options.map((o) => (o[0]?.kind === "Let" ? letFinds(g, o[0].value) : null));
  const costArg = costs.some((c) => c !== null) ? `, [${costs.map((c) => c ?? "null").join(", ")}]` : finds.some((f) => f !== null) ? ", undefined" : "";
  const findArg = finds.some((f) => f !== null) ? `, [${finds.map((f) => f ?? "true").join(", ")}]` : "";
  w.write(`switch (rt.chooseOption(ctx, [${labels.join(", ")}]${costArg}${findArg}))`).block(() => {
    s.options.forEach((option, i) => {
      const paid = costs[i];
      if (paid === null) return writeBlock(w, g, scope, `case ${i}:`, option, "break;");
      w.write(`case ${i}:`).block(() => {
        const inner = scope.child();
        writePay(w, g, inner, option[0] as A.PayStmt, paid);
        writeStatements(w, g, inner, option.slice(1));
        w.writeLine("break;");
      });
    });
  });
}

/** Whether a `let` that chooses one thing has something to choose (`rt.count(...) > 0`); null for any other `let`. */
function letFinds(g: Gen, v: A.Expr | A.Selector | A.NumberChoice): string | null {
  if (v.kind === "Selector" && !isManySelector(g.vocab, v)) return `rt.count(ctx, ${selectorSpec(v)}) > 0`;
  if (v.kind === "Ref" && resolution(g, v).kind === "noun" && !isManyNoun(g.vocab, v.name.text)) return `rt.count(ctx, ${nounSpec(v.name.text)}) > 0`;
  return null;
}

/** `pay ...:`: the block runs if the costs (already in the const `costs`) were paid. */
function writePay(w: CodeBlockWriter, g: Gen, scope: Scope, s: A.PayStmt, costs: string): void {
  writeBlock(w, g, scope, `if (rt.pay(ctx, ${costs}, ${stringLiteral(printCost(s.cost))}))`, s.body);
}

/** Declares a const holding a `pay`'s cost list, amounts computed now; returns its name. */
function writeCosts(w: CodeBlockWriter, g: Gen, scope: Scope, cost: A.CostOption): string {
  g.uses.types.add("Cost");
  const literals = costLiterals(g, cost, {
    amount: (item) => expr(g, scope, item.amount),
    call: (item) => {
      const body = newWriter();
      writeStatements(body, g, scope.child(), [item]);
      return `{ kind: "do", run: (rt, ctx) => { ${body.toString().trim()} } }`;
    },
  });
  const name = scope.locals.allocate("pay");
  w.writeLine(`const ${name}: readonly Cost<Rt>[] = [${literals.join(", ")}];`);
  return name;
}

/**
 * `each player secretly:` → `rt.secretly(ctx, spec, (ctx) => { ...lets; return { Bid: v_Bid }; })`:
 * the engine asks every player in turn without showing anyone the others' answers, then reveals
 * them. Later reads of `Bid` go through `rt.secretOf`, as the reading context's player.
 */
function writeSecretly(w: CodeBlockWriter, g: Gen, scope: Scope, s: A.EachStmt): void {
  const spec = selectorSpec({ kind: "Selector", determiner: "each", other: false, noun: s.noun, filters: [], span: s.span });
  const choices = scope.locals.allocate("secret");
  const inner = scope.child();
  const lets = s.body.filter((b): b is A.LetStmt => b.kind === "Let");
  w.write(`const ${choices} = rt.secretly(ctx, ${spec}, (ctx) =>`).inlineBlock(() => {
    writeStatements(w, g, inner, lets);
    // The last binding of each name is its choice (a block may build one value from another).
    const fields = [...new Set(lets.map((l) => l.name.text))].map((n) => `${propertyKey(n)}: ${inner.lookup(n).ts}`);
    w.writeLine(`return { ${fields.join(", ")} };`);
  });
  w.write(");").newLine();
  for (const n of new Set(lets.map((l) => l.name.text))) scope.declareSecret(n, choices);
}

/** `each H in <target>:` → a loop over the things the target stands for, worked out once before the first pass. */
function writeEachIn(w: CodeBlockWriter, g: Gen, scope: Scope, s: A.EachStmt, over: A.Selector | A.Ref): void {
  const { code, many } = letValue(g, scope, over, s.noun.text);
  const inner = scope.child();
  const binding = inner.declare(s.noun.text, false);
  writeBlock(w, g, inner, `for (const ${binding.ts} of ${many ? code : `[${code}]`})`, s.body);
}

/** Runs once, then again while the condition holds. */
function writeRepeat(w: CodeBlockWriter, g: Gen, scope: Scope, s: A.RepeatStmt): void {
  const bodyLets = new Set(s.body.flatMap((b) => (b.kind === "Let" || b.kind === "Keep" ? [b.name.text] : [])));
  const read = new Set<string>();
  variablesIn(g, s.condition, read);
  if (![...read].some((v) => bodyLets.has(v))) {
    writeBlock(w, g, scope, "do", s.body);
    // rt.again bounds the passes: a condition that never turns false must not hang the game.
    w.writeLine(`while (${expr(g, scope, s.condition)} && rt.again(ctx));`);
    return;
  }
  // The condition reads a variable of the body, which a do-while condition cannot see.
  w.write("for (;;)").block(() => {
    const inner = scope.child();
    writeStatements(w, g, inner, s.body);
    w.writeLine(`if (!(${expr(g, inner, s.condition)}) || !rt.again(ctx)) break;`);
  });
}

function writeLet(w: CodeBlockWriter, g: Gen, scope: Scope, s: A.LetStmt): void {
  const { code, many } = letValue(g, scope, s.value, s.name.text);
  // Declared after the value is compiled: `let X = X + 1` reads the previous X.
  const binding = scope.declare(s.name.text, many);
  w.writeLine(`const ${binding.ts} = ${code};`);
}

/** The value of a `let`, `keep` or `set`: a choice, a list of things, or an expression. */
function letValue(g: Gen, scope: Scope, v: A.Expr | A.Selector | A.NumberChoice, name: string): { code: string; many: boolean } {
  let code: string;
  let many = false;
  if (v.kind === "Selector") {
    many = isManySelector(g.vocab, v);
    code = `rt.${many ? "select" : "choose"}(ctx, ${selectorSpec(v)})`;
  } else if (v.kind === "Ref" && resolution(g, v).kind === "noun") {
    many = isManyNoun(g.vocab, v.name.text);
    code = `rt.${many ? "select" : "choose"}(ctx, ${nounSpec(v.name.text)})`;
  } else if (v.kind === "NumberChoice") {
    code = `rt.chooseNumber(ctx, ${expr(g, scope, v.low)}, ${expr(g, scope, v.high)}, ${stringLiteral(name)})`;
  } else if (v.kind === "Ref" && resolution(g, v).kind === "variable") {
    const b = scope.lookup(v.name.text);
    ({ ts: code, many } = b);
  } else if (v.kind === "Of" && resolution(g, v).kind === "possessive") {
    ({ code, many } = possessive(g, scope, v));
  } else {
    code = expr(g, scope, v);
  }
  return { code, many };
}

function writeCall(w: CodeBlockWriter, g: Gen, scope: Scope, s: A.CallStmt): void {
  const verb = g.vocab.verbs[s.verb.text];
  if (!verb) throw new EmitError(`unknown verb ${JSON.stringify(s.verb.text)}`);
  const props: string[] = [];
  const loops: Array<{ name: string; iter: string }> = [];
  const hoisted: string[] = [];
  const seen = new Set<string>();
  const codes = s.args.map((arg) => {
    const param = g.params.get(arg);
    const spec = param === undefined ? undefined : verb.params[param];
    if (param === undefined || !spec) throw new EmitError(`an argument of ${s.verb.text} is bound to no parameter`);
    if (seen.has(param)) throw new EmitError(`${s.verb.text} gets parameter ${param} twice`);
    seen.add(param);
    return { param, code: argCode(g, scope, arg.value, spec, param) };
  });
  const hasLoop = codes.some(({ code }) => "loop" in code);
  // Properties follow the source order, so choices are asked in the order the text reads.
  for (const { param, code } of codes) {
    if ("loop" in code) {
      const name = scope.locals.allocate(safeName(camelCase(code.name), "each"));
      loops.push({ name, iter: code.loop });
      props.push(`${propertyKey(param)}: ${name}`);
    } else if (hasLoop && code.code.includes("rt.")) {
      // Evaluated once, before the loop: `deal strength of a target to each opponent` picks one target.
      const name = scope.locals.allocate(safeName(camelCase(param), "arg"));
      hoisted.push(`const ${name} = ${code.code};`);
      props.push(`${propertyKey(param)}: ${name}`);
    } else {
      props.push(`${propertyKey(param)}: ${code.code}`);
    }
  }
  for (const line of hoisted) w.writeLine(line);
  const call = `${memberAccess("rt.verbs", s.verb.text)}(ctx, { ${props.join(", ")} });`;
  const nest = (i: number): void => {
    if (i === loops.length) {
      w.writeLine(call);
      return;
    }
    w.write(`for (const ${loops[i].name} of ${loops[i].iter})`).block(() => nest(i + 1));
  };
  nest(0);
}

function argCode(g: Gen, scope: Scope, value: A.Value, spec: ParamSpec, param: string): ArgCode {
  if (!BUILTIN_PARAM_TYPES.has(spec.type)) return entityArg(g, scope, value);
  if (value.kind === "Selector") {
    // `from the market`: the checker resolved the selector to the zone's name.
    const zone = g.names.get(value);
    if (zone?.kind === "zone") return { code: stringLiteral(zone.name) };
    throw new EmitError(`parameter ${param} takes a ${spec.type}, not a selector`);
  }
  const units = paramUnits(spec);
  if (value.kind === "Quantity") {
    if (value.filters.length) throw new EmitError(`parameter ${param} takes a ${spec.type}; filters would be lost`);
    if (spec.type !== "number" && spec.type !== "quantity") throw new EmitError(`parameter ${param} takes a ${spec.type}, not a quantity`);
    const amount = expr(g, scope, value.amount);
    if (!paramIsQuantity(spec)) return { code: amount };
    return { code: `{ amount: ${amount}, unit: ${stringLiteral(matchUnit(value.unit.text, units, param))} }` };
  }
  const code = expr(g, scope, value);
  if (!paramIsQuantity(spec)) return { code };
  // A bare number for a quantity parameter: the parameter's first unit.
  if (!units.length) throw new EmitError(`parameter ${param} needs a unit`);
  return { code: `{ amount: ${code}, unit: ${stringLiteral(units[0])} }` };
}

/** `1 card` for a parameter with units [items, cards]: singular and plural name one unit. */
function matchUnit(unit: string, units: string[], param: string): string {
  const found = declaredUnit(unit, units);
  if (found === undefined) throw new EmitError(`${JSON.stringify(unit)} is not a unit of parameter ${param}`);
  return found;
}

/** A parameter typed with an entity class takes a Ref; plural values loop. */
function entityArg(g: Gen, scope: Scope, value: A.Value): ArgCode {
  if (value.kind === "Selector") {
    const spec = selectorSpec(value);
    return isManySelector(g.vocab, value)
      ? { loop: `rt.select(ctx, ${spec})`, name: value.noun.text }
      : { code: `rt.choose(ctx, ${spec})` };
  }
  if (value.kind === "Quantity") {
    // `discard 2 cards in your hand`: the unit is the noun, the amount how many to choose.
    const spec = specLiteral(value.unit.text, null, value.filters);
    return { loop: `rt.chooseSome(ctx, ${spec}, ${expr(g, scope, value.amount)})`, name: value.unit.text };
  }
  if (value.kind === "Ref") {
    const r = resolution(g, value);
    if (r.kind === "variable" && scope.lookup(r.name).many) return { loop: scope.lookup(r.name).ts, name: r.name };
    if (r.kind === "noun" && isManyNoun(g.vocab, r.name)) return { loop: `rt.select(ctx, ${nounSpec(r.name)})`, name: r.name };
    return { code: target(g, scope, value) };
  }
  if (value.kind === "Of" && resolution(g, value).kind === "possessive") {
    const p = possessive(g, scope, value); // `hero of each opponent`
    return p.many ? { loop: p.code, name: value.property.text } : { code: p.code };
  }
  if (value.kind === "Of") return { code: expr(g, scope, value) }; // `controller of T`
  throw new EmitError("an entity, player or card is expected here");
}

/**
 * `+1 strength to ... vs ... while ...` as a `Modifier` object literal. A card's standing modifier
 * (`standing`) names what it applies to by selectors, read whenever a value is; one an ability
 * makes as it runs (`made`) applies to what its singular `to` names at that moment (`a hero` is
 * chosen then, a variable is its value), and to whatever a plural one (`each hero`) names later.
 */
export function modifierLiteral(
  g: Gen,
  s: A.ModifyStmt,
  amountCode: string,
  fn: (code: string, kind: "amount" | "while") => string,
  scope: Scope,
  made: "standing" | "made",
): string {
  const amount =
    s.amount.kind === "Number"
      ? numberLiteral(s.sign * s.amount.value)
      : fn(s.sign < 0 ? `-(${amountCode})` : amountCode, "amount");
  const cond = s.while ? fn(expr(g, scope, s.while), "while") : "null";
  const to = s.to && (made === "made" ? madeTarget(g, scope, s.to, "to") : standingTarget(g, s.to));
  const vs = s.vs && (made === "made" ? madeTarget(g, scope, s.vs, "vs") : standingTarget(g, s.vs));
  return `{ stat: ${stringLiteral(s.stat.text)}, amount: ${amount}, to: ${to ?? "null"}, vs: ${vs ?? "null"}, while: ${cond} }`;
}

/** A standing modifier's `to`/`vs`: a selector or a noun (the checker allows nothing else, CS4021). */
function standingTarget(g: Gen, t: A.Selector | A.Ref): string {
  if (t.kind === "Selector") return selectorSpec(t);
  const r = resolution(g, t);
  if (r.kind === "noun") return nounSpec(r.name);
  if (r.kind === "this-entity") return nounSpec(t.name.text);
  throw new EmitError(`a card's standing modifier applies to a selector or noun, not ${JSON.stringify(t.name.text)}`);
}

/**
 * A made modifier's `to`: what a variable holds, or the one thing a singular selector or noun
 * names, chosen now; a plural selector stays a selector. Its `vs` is matched when a value is read,
 * so only a variable is fixed now.
 */
function madeTarget(g: Gen, scope: Scope, t: A.Selector | A.Ref, role: "to" | "vs"): string {
  if (t.kind === "Selector") return role === "vs" || isManySelector(g.vocab, t) ? selectorSpec(t) : `{ chosen: [${target(g, scope, t)}] }`;
  const r = resolution(g, t);
  if (r.kind === "variable") {
    const b = scope.lookup(r.name);
    return b.many ? `{ chosen: ${b.ts} }` : `{ chosen: [${b.ts}] }`;
  }
  if (r.kind === "noun" && (role === "vs" || isManyNoun(g.vocab, r.name))) return nounSpec(r.name);
  return `{ chosen: [${target(g, scope, t)}] }`;
}
