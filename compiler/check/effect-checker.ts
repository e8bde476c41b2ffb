/**
 * Resolves and type-checks one effect (or condition) against the game's vocabulary:
 * every verb, argument, name, selector, trigger and option. Reports through `report` with
 * spans in effect-text offsets; records how each name resolved for the emitter.
 */
import type * as A from "../../dsl/ast.ts";
import { isSubtype, type ParamSpec, type Vocabulary } from "../vocab/vocabulary.ts";
import { entitiesAreCards } from "../vocab/check-entities.ts";
import type { Resolution } from "./checked.ts";
import { declaredUnit, sameUnit } from "./units.ts";
import { didYouMean, verbHint } from "./suggest.ts";
import { redirectPlaceProblem, redirectUnitHelp } from "./redirect-check.ts";
import { withArticle } from "../diagnostics/words.ts";

export type Reporter = (code: string, message: string, span: A.Span, help?: string, label?: string) => void;

/** The static type of a value. Entity classes are named by the vocabulary's `types`. */
type Ty =
  | { t: "number" }
  | { t: "bool" }
  | { t: "entity"; cls: string; many: boolean }
  | { t: "name"; of: "icon" | "zone" | "card-id" | "flag"; name: string }
  | { t: "unknown" };

const NUMBER: Ty = { t: "number" };
const BOOL: Ty = { t: "bool" };
const UNKNOWN: Ty = { t: "unknown" };
const FUNCS: Record<string, number> = { min: -1, max: -1, half: 1 };
/** Functions over everyone's value of a secret choice (`highest(Bid)`), revealed by `each ... secretly:`. */
const SECRET_FUNCS = new Set(["highest", "lowest", "leaders"]);
const MANY_DETERMINERS = new Set(["each", "all"]);
/** Noun meanings whose word after the head names an argument of the triggering event. */
const EVENT_NOUNS = new Set(["event", "controller", "players-on", "rivals-on"]);

/** The game's card ids: a set of them, or the check's map by id (not copied into a set per check). */
export interface CardIds {
  has(id: string): boolean;
  keys(): Iterable<string>;
}

export interface CheckContext {
  vocab: Vocabulary;
  /** The card's kind; null for an effect any kind of card may run (a trait's after-use). */
  kind: string | null;
  cardIds: CardIds;
  report: Reporter;
  /** Number variables bound before the effect runs (a trait's `after-use` text binds `N`). */
  numbers?: readonly string[];
  /**
   * The entity types the card shows in play (a Creature card is a creature on the Station
   * Field), so that `this` can name the entity where one is expected; empty or absent: none.
   */
  shows?: readonly string[];
  /** The event an effect without a trigger runs as the trigger of (an entity's defeat effect). */
  event?: string;
}

export interface CheckResult {
  names: Map<A.Ref | A.OfExpr | A.Selector, Resolution>;
  params: Map<A.Arg, string>;
}

class Scope {
  private vars = new Map<string, Ty>();
  /** Variables made with `keep` (they may be `set`), a subset of `vars`. */
  private kept = new Set<string>();
  /** Variables of an `each ... secretly:` block: one value per player who chose. */
  private secrets = new Set<string>();
  constructor(
    private readonly parent: Scope | null,
    readonly payload: Record<string, string>,
    /** The names the ability's `keep` lines make, wherever they are: a read before its `keep` is reported as such. */
    readonly keptLater: ReadonlySet<string> = new Set(),
  ) {}
  child(): Scope {
    return new Scope(this, this.payload, this.keptLater);
  }
  define(name: string, ty: Ty, kept = false): void {
    this.vars.set(name, ty);
    if (kept) this.kept.add(name);
    else this.kept.delete(name);
  }
  /** Whether the innermost variable of this name was made with `keep`. */
  isKept(name: string): boolean {
    if (this.vars.has(name)) return this.kept.has(name);
    return this.parent?.isKept(name) ?? false;
  }
  lookup(name: string): Ty | undefined {
    return this.vars.get(name) ?? this.parent?.lookup(name);
  }
  defineSecret(name: string, ty: Ty): void {
    this.vars.set(name, ty);
    this.secrets.add(name);
  }
  /** Is the nearest variable of this name a secret choice (one value per player)? */
  isSecret(name: string): boolean {
    if (this.vars.has(name)) return this.secrets.has(name);
    return this.parent?.isSecret(name) ?? false;
  }
  names(): string[] {
    return [...this.vars.keys(), ...(this.parent?.names() ?? [])];
  }
}

export class EffectChecker {
  private readonly names = new Map<A.Ref | A.OfExpr | A.Selector, Resolution>();
  private readonly params = new Map<A.Arg, string>();
  private readonly v: Vocabulary;
  /** The ability being checked's triggering event, for nouns that name its arguments (`attacker`). */
  private event: { name: string; args: ReadonlySet<string> } | null = null;
  /** The top-level statements of a header-less ability: its modifiers are the card's standing ones. */
  private standing: ReadonlySet<A.Stmt> = new Set();
  /** The trigger of the ability being checked (null: none, or a condition or number outside any ability). */
  private trigger: A.Trigger | null = null;

  constructor(private readonly ctx: CheckContext) {
    this.v = ctx.vocab;
  }

  /** Above 0 while checking what an earlier error already makes moot (the arguments of an unknown verb). */
  private muted = 0;

  private report(code: string, message: string, span: A.Span, help?: string, label?: string): void {
    if (!this.muted) this.ctx.report(code, message, span, help, label);
  }

  checkProgram(program: A.Program): CheckResult {
    for (const ability of program.abilities) this.checkAbility(ability);
    return { names: this.names, params: this.params };
  }

  /** A number read outside any effect: a zone's capacity (`at-most`), as the zone's owner. */
  checkNumber(expr: A.Expr, what: string): CheckResult {
    this.expectNumber(expr, this.rootScope({}), what);
    return { names: this.names, params: this.params };
  }

  /** A condition outside any effect (a card's `requires`; a fact meaning `condition`, asked on the context's `event` when it names one). */
  checkCondition(expr: A.Expr): CheckResult {
    const name = this.ctx.event;
    const ev = name !== undefined && Object.hasOwn(this.v.events, name) ? this.v.events[name] : undefined;
    this.event = name !== undefined && ev ? { name, args: new Set(Object.keys(ev.args ?? {})) } : null;
    this.expectBool(expr, this.rootScope(ev?.payload ?? {}));
    return { names: this.names, params: this.params };
  }

  /** Each verb with the synonyms game.yaml declares for it. */
  private verbSynonyms(): Map<string, readonly string[]> {
    return new Map(Object.entries(this.v.verbs).map(([verb, spec]) => [verb, spec.synonyms ?? []]));
  }

  private kindWords(): string {
    return this.ctx.kind === null ? "an effect for any kind of card" : `${withArticle(this.ctx.kind)} card`;
  }

  private rootScope(payload: Record<string, string>, keptLater: ReadonlySet<string> = new Set()): Scope {
    const scope = new Scope(null, payload, keptLater);
    for (const n of this.ctx.numbers ?? []) scope.define(n, NUMBER);
    return scope;
  }

  // ---------- abilities ----------

  private checkAbility(a: A.Ability): void {
    const t = a.trigger;
    const name = t ? (t.kind === "At" ? null : t.event.text) : (this.ctx.event ?? null);
    const ev = name !== null && Object.hasOwn(this.v.events, name) ? this.v.events[name] : undefined;
    this.event = name !== null && ev ? { name, args: new Set(Object.keys(ev.args ?? {})) } : null;
    let payload: Record<string, string> = !t && ev ? (ev.payload ?? {}) : {};
    this.trigger = a.trigger;
    // A header-less ability's own modifiers state what the card is, read whenever a value is (effects.ts hoists them).
    this.standing = a.trigger === null && a.options.length === 0 ? new Set(a.body) : new Set();
    if (a.trigger) payload = this.checkTrigger(a.trigger);
    const scope = this.rootScope(payload, keptNames(a.body));
    for (const o of a.options) this.checkOption(o, scope);
    this.checkBlock(a.body, scope);
  }

  private checkTrigger(t: A.Trigger): Record<string, string> {
    if (t.kind === "At") {
      const p = t.period.text;
      const step = this.v.steps[p];
      const known = [...this.v.phases, ...Object.keys(this.v.steps), ...this.v.periods];
      if (!known.includes(p)) {
        this.report("CS4007", `unknown phase or step \`${p}\``, t.period.span, didYouMean(p, known), "not declared in game.yaml");
      } else if (t.number !== null && !step?.numbers?.includes(t.number)) {
        this.report("CS4007", `\`${p}\` has no number ${t.number}`, t.span, step?.numbers ? `valid numbers: ${step.numbers.join(", ")}` : undefined);
      } else if (t.number !== null && t.edge === null && step?.["players-act"] && !step["players-act"].includes(t.number)) {
        // `at initiative N:` is offered to its player when they act at N; `at start of ...` is not.
        const procedures = step.procedures ?? {};
        const hook = Object.hasOwn(procedures, String(t.number)) ? `step ${t.number} runs ${procedures[String(t.number)]}` : `players do not act at ${p} ${t.number}`;
        this.report("CS4019", `${p} ${t.number} is never offered to players, so this ability would never run`, t.span, `${hook}; players act at ${p} ${step["players-act"].join(", ")} (or write \`at start of ${p} ${t.number}:\`)`, "never offered");
      }
      return {};
    }
    const ev = this.v.events[t.event.text];
    if (!ev) {
      this.report("CS4007", `unknown event \`${t.event.text}\``, t.event.span, didYouMean(t.event.text, Object.keys(this.v.events)), "not declared in game.yaml");
      return {};
    }
    if (ev.kinds && (this.ctx.kind === null || !ev.kinds.includes(this.ctx.kind))) {
      this.report("CS4010", `${this.kindWords()} cannot trigger on \`${t.event.text}\``, t.event.span, `\`${t.event.text}\` is for ${ev.kinds.join(", ")} cards`);
    }
    if (!ev["raised-by"]?.length) {
      this.report("CS4018", `nothing raises \`${t.event.text}\`, so this ${t.kind === "Response" ? "response" : "trigger"} would never run`, t.event.span, `declare what raises it in game.yaml (\`${t.event.text}: { raised-by: [...] }\`)`, "never raised");
    }
    if (t.kind === "Response" && !ev.respondable) {
      const respondable = Object.entries(this.v.events).filter(([, e]) => e.respondable).map(([n]) => n);
      this.report("CS4007", `\`${t.event.text}\` cannot be responded to`, t.event.span, `respondable events: ${respondable.join(", ")}`);
    }
    const scope = new Scope(null, ev.payload ?? {});
    this.checkEventArgs(t.args, ev.args ?? {}, t.event.text, scope);
    if (t.condition) this.expectBool(t.condition, scope);
    return ev.payload ?? {};
  }

  private checkEventArgs(args: A.Arg[], declared: Record<string, string>, event: string, scope: Scope): void {
    for (const arg of args) {
      const label = arg.label?.text ?? "";
      const type = declared[label];
      if (!type) {
        const labels = Object.keys(declared);
        this.report("CS4009", `event \`${event}\` has no \`${label}\` argument`, arg.label?.span ?? arg.span, labels.length ? didYouMean(label, labels) ?? `it takes: ${labels.join(", ")}` : `\`${event}\` takes no arguments`);
        continue;
      }
      this.params.set(arg, label);
      this.checkValue(arg.value, { type }, scope, `\`${label}\` of \`${event}\``);
    }
  }

  private checkOption(o: A.AbilityOption, scope: Scope): void {
    if (o.kind === "Limit") {
      if (o.count < 1) this.report("CS4013", `a usage limit of ${o.count} means the ability can never be used`, o.span, "use `once per ...` or remove the ability");
      if (!this.v.periods.includes(o.per.text)) {
        this.report("CS4007", `unknown period \`${o.per.text}\``, o.per.span, didYouMean(o.per.text, this.v.periods) ?? `periods: ${this.v.periods.join(", ")}`);
      }
      return;
    }
    this.checkCost(o, scope);
  }

  /** `pay 2 gold and discard this or ...`: every item of every alternative. */
  private checkCost(o: A.CostOption, scope: Scope): void {
    for (const item of o.alternatives.flat()) {
      if (item.kind === "Call") {
        this.checkCall(item, scope);
        continue;
      }
      const unit = item.unit.text;
      // A quantity cost comes out of the payer's resources; counters sit on cards and entities.
      const payable = Object.keys(this.v.resources);
      const counter = declaredUnit(unit, Object.keys(this.v.counters));
      const resource = declaredUnit(unit, payable);
      if (resource === undefined && counter !== undefined) {
        this.report("CS4003", `\`${counter}\` is a counter, and a cost is paid from your resources`, item.unit.span, `a cost may also be a verb call that takes the counter off (\`pay <verb> 1 ${counter} ...\`); resources: ${payable.join(", ")}`, "not a resource");
      } else if (resource === undefined) {
        this.report("CS4003", `unknown resource \`${unit}\``, item.unit.span, unitHint(unit, payable));
      }
      this.expectNumber(item.amount, scope);
      const amount = constantOf(item.amount);
      if (amount !== undefined && amount <= 0) {
        this.report("CS4013", amount < 0 ? `a cost of ${amount} ${unit} would pay the player` : `a cost of 0 ${unit} is no cost`, item.span, "remove it, or pay at least 1");
      }
    }
  }

  // ---------- statements ----------

  private checkBlock(stmts: A.Stmt[], scope: Scope): void {
    for (const s of stmts) this.checkStmt(s, scope);
  }

  private checkStmt(s: A.Stmt, scope: Scope): void {
    switch (s.kind) {
      case "Call":
        return this.checkCall(s, scope);
      case "If":
        this.expectBool(s.condition, scope);
        this.checkBlock(s.then, scope.child());
        if (s.else) this.checkBlock(s.else, scope.child());
        return;
      case "Choose":
        for (const opt of s.options) this.checkBlock(opt, scope.child());
        return;
      case "Repeat":
        this.checkBlock(s.body, scope.child());
        this.expectBool(s.condition, scope);
        return;
      case "Each":
        if (s.over) return this.checkEachIn(s, s.over, scope);
        this.checkEachPlayer(s);
        if (s.secretly) return this.checkSecretly(s, scope);
        this.checkBlock(s.body, scope.child());
        return;
      case "Let":
      case "Keep": {
        if (this.v.stats[s.name.text] || this.v.resources[s.name.text] || this.v.nouns[s.name.text] || this.v.facts[s.name.text]) {
          this.report("CS4016", `\`${s.name.text}\` already names something in this game`, s.name.span, "pick another variable name, such as `X`");
        }
        let ty: Ty;
        if (s.value.kind === "Selector") ty = this.selectorType(s.value);
        else if (s.value.kind === "NumberChoice") {
          this.expectNumber(s.value.low, scope, "the lowest number");
          this.expectNumber(s.value.high, scope, "the highest number");
          const [low, high] = [constantOf(s.value.low), constantOf(s.value.high)];
          if (low !== undefined && high !== undefined && high < low) {
            this.report("CS4041", `no number is from ${low} to ${high}`, s.value.span, `write the lower bound first: \`a number from ${high} to ${low}\``, "empty range");
          }
          ty = NUMBER;
        } else ty = this.exprType(s.value, scope);
        if (s.kind === "Keep" && ty.t === "entity" && ty.many) {
          this.report("CS4008", `\`keep\` holds one value, but this means several`, s.value.span, "keep one of them (`keep T = a target`) or a number (`keep N = count targets`)");
        }
        scope.define(s.name.text, ty, s.kind === "Keep");
        return;
      }
      case "Set":
        return this.checkSet(s, scope);
      case "Roll": {
        const max = s.dice.count * s.dice.sides;
        if (s.dice.sides < 2) this.report("CS4008", "a die needs at least 2 sides", s.dice.span);
        for (const c of s.cases) {
          if (c.low > c.high || c.low < s.dice.count || c.high > max) {
            this.report("CS4008", `\`on ${c.low === c.high ? c.low : `${c.low}-${c.high}`}\` can never come up on ${s.dice.count === 1 ? "" : s.dice.count}d${s.dice.sides}`, c.span, `results run from ${s.dice.count} to ${max}`);
          }
          this.checkBlock(c.body, scope.child());
        }
        return;
      }
      case "May":
        return this.checkStmt(s.body, scope);
      case "Pay":
        this.checkCost(s.cost, scope);
        this.checkBlock(s.body, scope.child());
        return;
      case "Modify": {
        const st = s.stat.text;
        if (!this.v.stats[st] && !this.v.resources[st] && !this.v.counters[st]) {
          this.report("CS4003", `unknown stat \`${st}\``, s.stat.span, didYouMean(st, [...Object.keys(this.v.stats), ...Object.keys(this.v.resources), ...Object.keys(this.v.counters)]), "not a stat, resource or counter");
        } else if (!this.v.stats[st] && !(this.v.resources[st] ?? this.v.counters[st])?.modifiable) {
          const section = this.v.resources[st] ? "resources" : "counters";
          this.report(
            "CS4020",
            `\`${st}\` cannot be modified: it is a ${section === "resources" ? "resource" : "counter"}, not a stat`,
            s.stat.span,
            `gain or put it instead (a modifier changes a stat while it applies), or declare \`${st}: { modifiable: true }\` under ${section} in game.yaml`,
            "not modifiable",
          );
        }
        this.expectNumber(s.amount, scope);
        if (s.to) {
          const to = this.targetType(s.to, scope);
          if (to.t === "entity" && !this.isModifiable(to.cls)) {
            this.report("CS4021", `a modifier cannot apply \`to\` ${typeWords(to.cls)}`, s.to.span, "`to` names what has the stat: a card or an entity (`to your hero`)");
          } else if (to.t !== "entity" && to.t !== "unknown") {
            this.report("CS4021", `a modifier applies \`to\` a card or an entity, not ${tyWords(to)}`, s.to.span);
          }
        }
        if (s.vs) {
          const vs = this.targetType(s.vs, scope);
          if (vs.t !== "entity" && vs.t !== "unknown") this.report("CS4021", `a modifier counts \`vs\` a card or an entity, not ${tyWords(vs)}`, s.vs.span);
        }
        if (this.standing.has(s)) this.checkStandingTargets(s);
        if (s.while) this.expectBool(s.while, scope);
        return;
      }
      case "Require":
        return void this.expectBool(s.condition, scope);
      case "Nothing":
        return;
    }
  }

  /**
   * A standing modifier is read whenever a value is, long after any `let` ran: its `to` and `vs`
   * name what they mean by a selector or a noun, and its `to` cannot choose (`a hero`: which one?).
   */
  private checkStandingTargets(s: A.ModifyStmt): void {
    const where = "made in an ability that runs (`when ...:`, or after a cost), where `let` and `a hero` choose once";
    for (const [label, t] of [["to", s.to], ["vs", s.vs]] as const) {
      if (!t) continue;
      if (t.kind === "Selector") {
        const det = t.determiner;
        if (label === "to" && (det === "a" || det === "an" || det === "another" || det === "any")) {
          this.report("CS4021", `a card's standing modifier cannot apply \`to\` ${det} ${t.noun.text}: it holds whenever a value is read, and nobody chooses then`, t.span, `write \`each ${t.noun.text}\` for all of them, or give the modifier ${where}`, "chooses");
        }
        continue;
      }
      const r = this.names.get(t);
      if (r && r.kind !== "noun" && r.kind !== "this-entity") {
        this.report("CS4021", `a card's standing modifier cannot apply \`${label}\` \`${t.name.text}\`: it holds whenever a value is read, after the effect's variables are gone`, t.span, `name it with a selector or noun (\`${label} each hero in your party\`), or give the modifier ${where}`, "not a selector");
      }
    }
  }

  /** `set X = ...`: X was made with `keep` above, and the new value is of the same sort. */
  private checkSet(s: A.SetStmt, scope: Scope): void {
    const n = s.name.text;
    const ty = s.value.kind === "Selector" ? this.selectorType(s.value) : this.exprType(s.value, scope);
    const old = scope.lookup(n);
    if (old === undefined) {
      const later = scope.keptLater.has(n);
      this.report(
        "CS4016",
        later ? `\`set ${n}\` comes before \`keep ${n}\` makes the variable` : `\`set\` changes a variable made with \`keep\`, and there is no \`${n}\``,
        s.name.span,
        later ? `move \`keep ${n} = ...\` above its first use: a kept variable exists from its \`keep\` line on` : `make it first: \`keep ${n} = 0\` (its value then lasts for the whole effect)`,
        later ? "not kept yet" : "no such variable",
      );
      return;
    }
    if (!scope.isKept(n)) {
      this.report("CS4016", `\`${n}\` was made with \`let\`, so it cannot be \`set\``, s.name.span, `make it with \`keep ${n} = ...\` to change it later and carry it through the effect's repetitions, or write \`let ${n} = ...\` again for a new value here`);
      return;
    }
    const sameSort =
      ty.t === "unknown" || old.t === "unknown" || (ty.t === old.t && (ty.t !== "entity" || old.t !== "entity" || (!ty.many && (isSubtype(this.v, ty.cls, old.cls) || isSubtype(this.v, old.cls, ty.cls)))));
    if (!sameSort) this.report("CS4008", `\`${n}\` holds ${tyWords(old)}, so it cannot be set to ${ty.t === "entity" && ty.many ? "several things" : tyWords(ty)}`, s.value.span);
  }

  private checkCall(c: A.CallStmt, scope: Scope): void {
    const verbName = c.verb.text;
    const verb = this.v.verbs[verbName];
    if (!verb) {
      this.report("CS4001", `unknown verb \`${verbName}\``, c.verb.span, verbHint(verbName, this.verbSynonyms()), "not a verb of this game");
      // Its arguments are read for the names they use, but an unknown verb gives them no types to
      // meet: whatever they would report follows from the verb's error, so it is left out.
      this.muted++;
      try {
        for (const a of c.args) this.checkValue(a.value, { type: "any" }, scope, "argument");
      } finally {
        this.muted--;
      }
      return;
    }
    if (verb.kinds && (this.ctx.kind === null || !verb.kinds.includes(this.ctx.kind))) {
      this.report("CS4010", `${this.kindWords()} cannot use \`${verbName}\``, c.verb.span, `\`${verbName}\` is for ${verb.kinds.join(", ")} cards`);
    }
    if (verb.means === "redirect") {
      const problem = redirectPlaceProblem(this.v, verbName, this.trigger);
      if (problem) this.report("CS4042", problem.message, c.verb.span, problem.help, problem.label);
    }
    const seen = new Set<string>();
    const entries = Object.entries(verb.params);
    for (const arg of c.args) {
      let paramName: string | undefined;
      if (arg.label === null) {
        paramName = entries.find(([, p]) => p.positional)?.[0];
        if (!paramName) {
          this.report("CS4009", `\`${verbName}\` takes no argument without a label`, arg.span, usage(verbName, verb.params));
          continue;
        }
      } else {
        paramName = entries.find(([n, p]) => n === arg.label!.text && !p.positional)?.[0];
        if (!paramName) {
          const labels = entries.filter(([, p]) => !p.positional).map(([n]) => n);
          this.report("CS4009", `\`${verbName}\` has no \`${arg.label.text}\` argument`, arg.label.span, didYouMean(arg.label.text, labels) ?? usage(verbName, verb.params));
          continue;
        }
      }
      if (seen.has(paramName)) {
        this.report("CS4009", `\`${paramName}\` is given twice`, arg.span);
        continue;
      }
      seen.add(paramName);
      this.params.set(arg, paramName);
      if (verb.means === "redirect" && this.checkRedirectArg(verbName, arg.value, verb.params[paramName], scope)) continue;
      this.checkValue(arg.value, verb.params[paramName], scope, `\`${paramName}\` of \`${verbName}\``);
    }
    for (const [n, p] of entries) {
      if (p.required && !seen.has(n)) {
        this.report("CS4009", `\`${verbName}\` needs ${p.positional ? `a ${n}` : `\`${n} ...\``}`, c.span, usage(verbName, verb.params), `missing ${n}`);
      }
    }
  }

  /**
   * A redirect's amount is in the damage counter and its `onto` is an entity (CS4042, with the
   * fix); true when the argument was checked here, false to leave it to the general check.
   */
  private checkRedirectArg(verb: string, value: A.Value, spec: ParamSpec, scope: Scope): boolean {
    const counter = this.v.damage?.counter;
    if (value.kind === "Quantity" && counter !== undefined && !sameUnit(counter, value.unit.text)) {
      this.expectNumber(value.amount, scope);
      this.report("CS4042", `\`${verb}\` moves ${counter}, not \`${value.unit.text}\``, value.unit.span, redirectUnitHelp(verb, counter), `not ${counter}`);
      return true;
    }
    if (spec.type === "number" || value.kind === "Quantity") return false;
    const ty = value.kind === "Selector" ? this.selectorType(value) : this.thisAsEntity(value, spec.type) ?? this.exprType(value, scope);
    if (ty.t === "unknown" || (ty.t === "entity" && (isSubtype(this.v, ty.cls, spec.type) || isSubtype(this.v, spec.type, ty.cls)))) return true;
    const help = this.isThis(value) ? this.thisHint() : `the damage goes to an entity, for example \`onto ${exampleSelector(this.v, spec.type)}\``;
    this.report("CS4042", `\`${verb}\` puts damage onto an entity, not ${tyWords(ty)}`, value.span, help, "not an entity");
    return true;
  }

  // ---------- values ----------

  /** A quantity whose unit is a noun of the parameter's card or entity type: that many things chosen. */
  private countsThings(value: A.Quantity, type: string): boolean {
    if (["number", "bool", "quantity", "flag", "zone", "icon", "card-id"].includes(type)) return false;
    const noun = Object.keys(this.v.nouns).find((n) => sameUnit(n, value.unit.text));
    return noun !== undefined && isSubtype(this.v, this.v.nouns[noun].type, type);
  }

  /** Checks an argument value against a declared parameter type. */
  private checkValue(value: A.Value, param: ParamSpec | { type: string }, scope: Scope, what: string): void {
    const p = param as ParamSpec;
    if (value.kind === "Quantity") {
      const units = p.units ?? (p.unit ? [p.unit] : undefined);
      this.expectNumber(value.amount, scope);
      for (const f of value.filters) this.checkFilter(f);
      if (p.type === "any") return;
      // `discard 2 cards in your hand`: for a card or entity parameter the unit is a noun, and the
      // verb runs once on each of the things chosen (what the emitter writes).
      if (this.countsThings(value, p.type)) return;
      if (p.type !== "number" && p.type !== "quantity") {
        this.report("CS4008", `${what} must be ${typeWords(p.type)}, not an amount`, value.span);
        return;
      }
      if (value.filters.length) {
        this.report("CS4008", `${what} is a number: its filters would say nothing`, value.filters[0].span, "count the things first (`count cards with Hero in your hand`), or give the verb a card or entity parameter to choose them");
        return;
      }
      if (units && !units.some((u) => sameUnit(u, value.unit.text))) {
        this.report("CS4008", `${what} counts ${units.map((u) => `\`${u}\``).join(" or ")}, not \`${value.unit.text}\``, value.unit.span, unitHint(value.unit.text, units));
      }
      return;
    }
    switch (p.type) {
      case "any":
        if (value.kind === "Selector") this.selectorType(value);
        else this.exprType(value, scope);
        return;
      case "number":
        return void this.expectNumber(value as A.Expr, scope, what, value.kind === "Selector" ? value : undefined);
      case "quantity": {
        const ty = value.kind === "Selector" ? this.selectorType(value) : this.exprType(value, scope);
        if (ty.t !== "unknown") this.report("CS4008", `${what} needs an amount with a unit, such as \`2 ${p.units?.[0] ?? "gold"}\``, value.span);
        return;
      }
      case "bool":
        return void this.expectBool(value as A.Expr, scope);
      case "flag":
      case "zone":
      case "icon":
      case "card-id":
        return this.checkNameValue(value, p, scope, what);
      default: {
        // An entity class: needs a selector or a name bound to one.
        const ty = value.kind === "Selector" ? this.selectorType(value) : this.thisAsEntity(value, p.type) ?? this.exprType(value, scope);
        if (ty.t === "unknown") return;
        if (ty.t !== "entity") {
          this.report("CS4008", `${what} must be ${typeWords(p.type)}, got ${tyWords(ty)}`, value.span, `for example \`${exampleSelector(this.v, p.type)}\``);
        } else if (!isSubtype(this.v, ty.cls, p.type) && !isSubtype(this.v, p.type, ty.cls) && !(p.type === "card" && entitiesAreCards(this.v, ty.cls))) {
          // An entity that is a card on the table (an enemy group) goes where a card does; an avatar does not.
          this.report("CS4008", `${what} must be ${typeWords(p.type)}, got ${typeWords(ty.cls)}`, value.span, this.isThis(value) ? this.thisHint() : undefined);
        }
      }
    }
  }

  private checkNameValue(value: A.Value, p: ParamSpec, scope: Scope, what: string): void {
    // `from the market` reads like `in the market`: an article before a zone's name is allowed.
    if (p.type === "zone" && value.kind === "Selector" && value.determiner === "the" && !value.filters.length && Object.hasOwn(this.v.zones, value.noun.text)) {
      this.names.set(value, { kind: "zone", name: value.noun.text });
      return;
    }
    if (value.kind !== "Ref") {
      const zone = p.type === "zone" && value.kind === "Selector" && Object.hasOwn(this.v.zones, value.noun.text) ? value.noun.text : null;
      this.report("CS4008", `${what} must be ${typeWords(p.type)}`, value.span, zone ? `name the zone alone or with \`the\`: \`${zone}\` or \`the ${zone}\`` : undefined);
      if (value.kind !== "Selector" && value.kind !== "Quantity") this.exprType(value, scope);
      return;
    }
    const name = value.name.text;
    const entry = this.nameTable(p);
    if (!entry.has(name)) {
      const known = entry.known();
      this.report(entry.code, `unknown ${typeWords(p.type).replace(/^an? /, "")} \`${name}\``, value.span, didYouMean(name, known) ?? (p.type === "flag" ? `${what} can be: ${known.join(", ")}` : undefined));
      return;
    }
    this.names.set(value, { kind: entry.res, name } as Resolution);
  }

  /**
   * What a name parameter may name. Membership is a lookup; the full list is built only for a
   * "did you mean" (copying every card id per check made a large game's check quadratic).
   */
  private nameTable(p: ParamSpec): { has(name: string): boolean; known(): string[]; code: string; res: Resolution["kind"] } {
    switch (p.type) {
      case "flag":
        return { has: (n) => (p.values ?? []).includes(n), known: () => p.values ?? [], code: "CS4008", res: "flag" };
      case "zone":
        return { has: (n) => Object.hasOwn(this.v.zones, n), known: () => Object.keys(this.v.zones), code: "CS4005", res: "zone" };
      case "icon":
        return { has: (n) => this.v.icons.includes(n), known: () => this.v.icons, code: "CS4004", res: "icon" };
      default:
        return { has: (n) => this.ctx.cardIds.has(n), known: () => [...this.ctx.cardIds.keys()], code: "CS4006", res: "card-id" };
    }
  }

  private selectorType(s: A.Selector): Ty {
    for (const f of s.filters) this.checkFilter(f);
    const noun = this.v.nouns[s.noun.text];
    if (!noun) {
      this.report("CS4014", `unknown noun \`${s.noun.text}\``, s.noun.span, didYouMean(s.noun.text, Object.keys(this.v.nouns)), "not a noun of this game");
      return UNKNOWN;
    }
    // A player filtered `with` a resource: one who has some (`count players with gold`).
    const resourceFilter = (f: A.Filter) => f.kind === "With" && isSubtype(this.v, noun.type, "player") && Object.hasOwn(this.v.resources, f.name.text);
    const withFilter = s.filters.find((f) => f.kind === "With" && !resourceFilter(f));
    if (withFilter && !this.acceptsWith(noun)) {
      const filterable = Object.entries(this.v.nouns).filter(([, n]) => this.acceptsWith(n)).map(([n]) => n);
      this.report(
        "CS4022",
        `\`${s.noun.text}\` cannot be filtered \`with\` a trait: it is ${typeWords(noun.type)}, not a card or an entity`,
        withFilter.span,
        `\`with\` filters cards and entities (${filterable.map((n) => `\`${n}\``).join(", ") || "no such noun is declared"}); to filter ${s.noun.text} by trait, declare \`filters: [with]\` on the noun and answer the trait in the game's \`is\` hook`,
        "not a card or an entity",
      );
    }
    this.checkSelectorWords(s, noun);
    this.checkEventNoun(s.noun.text, s.noun.span);
    return { t: "entity", cls: noun.type, many: !!noun.many || (s.determiner !== null && MANY_DETERMINERS.has(s.determiner)) };
  }

  /**
   * A noun that means an argument of the triggering event (`means: event by`, `controller by`,
   * `players-on to`, or a `fought` noun of such a noun) needs a trigger on an event with that
   * argument; anywhere else it would name nothing.
   */
  private checkEventNoun(name: string, span: A.Span, read = name): void {
    const [head, arg, of] = this.v.nouns[name].means.split(" ");
    // a `fought` noun filters another, which the contract check keeps from being a `fought` noun itself
    if (head === "fought" && of !== undefined && Object.hasOwn(this.v.nouns, of) && !this.v.nouns[of].means?.startsWith("fought ")) return this.checkEventNoun(of, span, name);
    if (!EVENT_NOUNS.has(head) || !arg || this.event?.args.has(arg)) return;
    const where = this.event ? `\`${this.event.name}\` has no \`${arg}\`` : "this ability has no triggering event";
    const fit = Object.entries(this.v.events).filter(([, e]) => Object.hasOwn(e.args ?? {}, arg)).map(([n]) => `\`${n}\``);
    const noun = read === name ? `\`${name}\`` : `\`${read}\` (of \`${name}\`)`;
    this.report("CS4014", `${noun} names the triggering event's \`${arg}\`, but ${where}`, span, fit.length ? `use it in a trigger or response on an event with \`${arg}\`: ${fit.slice(0, 6).join(", ")}` : `no event of this game has \`${arg}\``, "names nothing here");
  }

  /** Whether a value is the noun that means this card (`this`). */
  private isThis(value: A.Value): value is A.Ref {
    // A variable cannot take a noun's name (CS4016), so the name is the noun.
    return value.kind === "Ref" && Object.hasOwn(this.v.nouns, value.name.text) && this.v.nouns[value.name.text].means === "this";
  }

  /**
   * `this` where an entity of type `wanted` is expected, on a card that is such an entity in
   * play (a Creature card): the entity, resolved as such for the emitter. Undefined otherwise.
   */
  private thisAsEntity(value: A.Value, wanted: string): Ty | undefined {
    if (!this.isThis(value)) return undefined;
    const type = (this.ctx.shows ?? []).find((t) => isSubtype(this.v, t, wanted) || isSubtype(this.v, wanted, t));
    if (type === undefined) return undefined;
    this.names.set(value, { kind: "this-entity" });
    return { t: "entity", cls: type, many: false };
  }

  /** Why `this` is not an entity here. */
  private thisHint(): string {
    const shows = this.ctx.shows ?? [];
    if (shows.length) return `in play this card is ${shows.map((t) => typeWords(t)).join(" or ")}`;
    const cardClasses = Object.entries(this.v.entities ?? {}).filter(([, c]) => c.cards).map(([n, c]) => c.cards!.with?.length ? `a card with ${c.cards!.with.join(" or ")}` : `${typeWords(c.cards!.kinds?.join(" or ") ?? n)} card`);
    return `\`this\` is the card; it names an entity only on a card that is one in play${cardClasses.length ? ` (${[...new Set(cardClasses)].join(", ")}, with its Health)` : ""}`;
  }

  /** `another other hero` says `other` twice; `next`/`previous` pick one player, or one thing of a player. */
  private checkSelectorWords(s: A.Selector, noun: { type: string; many?: boolean }): void {
    if (s.other && s.determiner === "another") {
      this.report("CS4008", "`another` already means `an other`", s.span, `write \`another ${s.noun.text}\` or \`each other ${s.noun.text}\``);
    }
    if (s.determiner !== "next" && s.determiner !== "previous") return;
    if (noun.many) {
      this.report("CS4008", `\`${s.determiner}\` picks one, but \`${s.noun.text}\` means several`, s.noun.span, `name one: \`${s.determiner} ${this.singularOf(s.noun.text) ?? "player"}\``);
    } else if (!isSubtype(this.v, noun.type, this.playerType()) && !isSubtype(this.v, noun.type, "card") && !isSubtype(this.v, noun.type, "entity")) {
      this.report("CS4008", `\`${s.determiner}\` goes round the seats, but \`${s.noun.text}\` is ${typeWords(noun.type)}`, s.noun.span, "name a player or something a player controls (`next opponent`, `next hero`)");
    }
  }

  /** A singular noun that means the same as a plural one (`player` for `players`). */
  private singularOf(plural: string): string | undefined {
    const spec = this.v.nouns[plural];
    if (spec?.means.startsWith("plural ")) return spec.means.slice("plural ".length);
    return Object.entries(this.v.nouns).find(([, n]) => !n.many && n.means === spec?.means)?.[0];
  }

  /** The players' type: `you`'s (relations such as `controller of` give one). */
  private playerType(): string {
    return Object.values(this.v.nouns).find((n) => n.means === "you")?.type ?? "player";
  }

  /**
   * Whether `with <trait>` means something on a noun: the engine filters every noun's candidates
   * by the card's trait or kind, or else by what the entity is, so cards and entities qualify; a
   * player has no traits, so another type needs `filters: [with]` (the game's `is` hook answers).
   */
  private acceptsWith(noun: { type: string; filters?: string[] }): boolean {
    return isSubtype(this.v, noun.type, "card") || isSubtype(this.v, noun.type, "entity") || !!noun.filters?.includes("with");
  }

  /** What a modifier may apply `to`: a card, or an entity class (`entity` or a subtype of it). */
  private isModifiable(cls: string): boolean {
    return isSubtype(this.v, cls, "card") || isSubtype(this.v, cls, "entity");
  }

  private targetType(t: A.Selector | A.Ref | A.OfExpr, scope: Scope): Ty {
    return t.kind === "Selector" ? this.selectorType(t) : this.exprType(t, scope);
  }

  private checkFilter(f: A.Filter): void {
    if (f.kind === "With") {
      const n = f.name.text;
      // A counter filters by whether the card has any (`with stun`, `without damage`).
      // A resource filters players by whether they have any (`with gold`).
      const known = [...Object.keys(this.v.traits), ...Object.keys(this.v.kinds), ...this.v.icons, ...Object.keys(this.v.counters), ...Object.keys(this.v.resources)];
      if (!known.some((k) => k.toLowerCase() === n.toLowerCase())) {
        this.report("CS4002", `unknown trait \`${n}\``, f.name.span, didYouMean(n, known), "not a trait, kind, counter or resource of this game");
      }
    } else if (!this.v.zones[f.zone.text]) {
      this.report("CS4005", `unknown zone \`${f.zone.text}\``, f.zone.span, didYouMean(f.zone.text, Object.keys(this.v.zones)), "not a zone of this game");
    }
  }

  // ---------- expressions ----------

  private expectNumber(e: A.Expr, scope: Scope, what = "this value", selector?: A.Selector): void {
    if (selector) {
      this.selectorType(selector);
      this.report("CS4008", `${what} must be a number, got a selector`, selector.span);
      return;
    }
    const ty = this.exprType(e, scope);
    if (ty.t !== "number" && ty.t !== "unknown") this.report("CS4008", `${what} must be a number, got ${tyWords(ty)}`, e.span);
  }

  /**
   * `cost of this`, `health of this`: a whole-number field of a card kind, read from a card. A
   * counter or resource of the same name keeps its meaning (`progress of this`); a stat yields,
   * since a card has no stats of its own. Undefined when the expression is not a card field.
   */
  private cardField(e: A.OfExpr, scope: Scope): Ty | undefined {
    const prop = e.property.text;
    if (Object.hasOwn(this.v.counters, prop) || Object.hasOwn(this.v.resources, prop)) return undefined;
    const kinds = Object.entries(this.v.kinds).filter(([, k]) => Object.hasOwn(k.fields, prop) && k.fields[prop].type === "int").map(([name]) => name);
    if (!kinds.length) return undefined;
    const target = this.peekTargetIsCard(e.of, scope);
    if (target === "card") {
      this.targetType(e.of, scope);
      this.names.set(e, { kind: "field", name: prop });
      return NUMBER;
    }
    if (Object.hasOwn(this.v.stats, prop)) return undefined;
    const ty = this.targetType(e.of, scope);
    // An entity shown by a card (a Monster, a Hero) reads its card's printed numbers.
    const shownBy = ty.t === "entity" && Object.hasOwn(this.v.types, ty.cls) ? (this.v.types[ty.cls]["shown-by"] ?? []) : [];
    if (ty.t === "entity" && !ty.many && shownBy.some((k) => kinds.includes(k))) {
      this.names.set(e, { kind: "field", name: prop });
      return NUMBER;
    }
    if (ty.t !== "unknown") {
      this.report("CS4008", `\`${prop}\` is a number printed on ${kinds.join(", ")} cards, so \`${prop} of\` needs a card, got ${tyWords(ty)}`, e.of.span, "for example `" + prop + " of this`");
    }
    return NUMBER;
  }

  /**
   * `controller of T` (the player controlling one entity or card) and `owner of T` (the player
   * whose zones hold the card); their type is the players' (`you`'s).
   */
  private relationOf(e: A.OfExpr, scope: Scope, name: "controller" | "owner"): Ty {
    const ty = this.targetType(e.of, scope);
    this.names.set(e, { kind: "relation", name });
    if (ty.t === "entity" && ty.many) {
      this.report("CS4008", `\`${name} of\` needs one thing, but this means several`, e.of.span, "name one of them first: `let T = a target`");
    } else if (ty.t !== "entity" && ty.t !== "unknown") {
      this.report("CS4008", `\`${name} of\` needs an entity or a card, got ${tyWords(ty)}`, e.of.span);
    } else if (ty.t === "entity" && isSubtype(this.v, ty.cls, this.playerType())) {
      this.report("CS4008", `\`${name} of\` needs an entity or a card, but this is already a player`, e.of.span, "use the player itself");
    }
    return { t: "entity", cls: this.playerType(), many: false };
  }

  /** `holder of T`: one card, attached by a verb meaning `attach` to something of that verb's `to` type. */
  private holderOf(e: A.OfExpr, scope: Scope): Ty {
    const ty = this.targetType(e.of, scope);
    this.names.set(e, { kind: "holder" });
    if (ty.t === "entity" && ty.many) this.report("CS4008", "`holder of` needs one card, but this means several", e.of.span, "name one of them first: `each I in ...:`");
    else if (ty.t !== "entity" && ty.t !== "unknown") this.report("CS4008", `\`holder of\` needs a card, got ${tyWords(ty)}`, e.of.span);
    const holders = [...new Set(Object.values(this.v.verbs).filter((verb) => verb.means === "attach" && verb.params.to).map((verb) => verb.params.to.type))];
    if (!holders.length) {
      this.report("CS4008", "`holder of` reads what a card is attached to, but no verb of this game attaches cards", e.property.span, "declare a verb meaning `attach` (`attach: { means: attach, ... }`)");
      return UNKNOWN;
    }
    return holders.length === 1 ? { t: "entity", cls: holders[0], many: false } : UNKNOWN;
  }

  /** `Sprint of T`: a trait declared with a numeric parameter, read from one card. */
  private traitNumberOf(e: A.OfExpr, scope: Scope): Ty {
    const trait = e.property.text;
    const ty = this.targetType(e.of, scope);
    this.names.set(e, { kind: "trait-number", name: trait });
    const param = this.v.traits[trait].param;
    if (param !== "number" && param !== "roman" && param !== "multiplier") {
      this.report("CS4008", `trait \`${trait}\` has no number to read`, e.property.span, `declare it with \`param: number\` (cards writing \`${trait} 2\`), or test it with \`with ${trait}\``, "no numeric parameter");
    }
    if (ty.t === "entity" && ty.many) this.report("CS4008", `\`${trait} of\` needs one card, but this means several`, e.of.span, "name one of them first: `each C in ...:`");
    else if (ty.t !== "entity" && ty.t !== "unknown") this.report("CS4008", `\`${trait} of\` needs a card, got ${tyWords(ty)}`, e.of.span);
    return NUMBER;
  }

  /**
   * `hero of controller of T`, `hero of each opponent`: the things of a noun that a player
   * controls. The `of` side must be players; the result is several when either side is.
   */
  private possessiveOf(e: A.OfExpr, scope: Scope): Ty {
    const prop = e.property.text;
    const noun = this.v.nouns[prop];
    const owner = this.targetType(e.of, scope);
    const player = this.playerType();
    this.names.set(e, { kind: "possessive", noun: prop });
    if (isSubtype(this.v, noun.type, player)) {
      this.report("CS4008", `\`${prop}\` is ${typeWords(noun.type)}, and a player has no players`, e.property.span, "`<noun> of <player>` names what a player controls: `hero of controller of T`");
    } else if (owner.t === "entity" && !isSubtype(this.v, owner.cls, player)) {
      const hint = e.of.kind === "Of" ? undefined : `name its player: \`${prop} of controller of ${printShort(e.of)}\``;
      this.report("CS4008", `\`${prop} of\` needs a player, got ${typeWords(owner.cls)}`, e.of.span, hint);
    } else if (owner.t !== "entity" && owner.t !== "unknown") {
      this.report("CS4008", `\`${prop} of\` needs a player, got ${tyWords(owner)}`, e.of.span);
    }
    return { t: "entity", cls: noun.type, many: !!noun.many || (owner.t === "entity" && owner.many) };
  }

  /** Whether a `... of X` target is a card, without reporting anything about it. */
  private peekTargetIsCard(t: A.Selector | A.Ref | A.OfExpr, scope: Scope): "card" | "other" {
    let cls: string | undefined;
    if (t.kind === "Of") return "other";
    if (t.kind === "Selector") cls = Object.hasOwn(this.v.nouns, t.noun.text) ? this.v.nouns[t.noun.text].type : undefined;
    else {
      const local = scope.lookup(t.name.text);
      if (local) cls = local.t === "entity" ? local.cls : undefined;
      else if (Object.hasOwn(this.v.nouns, t.name.text)) cls = this.v.nouns[t.name.text].type;
    }
    return cls !== undefined && isSubtype(this.v, cls, "card") ? "card" : "other";
  }

  /**
   * `each player secretly:` holds only choices (`let`s): every player makes them without seeing
   * the others', and a verb inside would show a choice before the reveal. After the block, each
   * variable is per player: `Bid` is the reading player's, `highest(Bid)` is over everyone's.
   */
  private checkSecretly(s: A.EachStmt, scope: Scope): void {
    const inner = scope.child();
    const lets: A.LetStmt[] = [];
    for (const stmt of s.body) {
      if (stmt.kind !== "Let") {
        this.report(
          "CS4040",
          `\`each ${s.noun.text} secretly:\` only makes choices, so everyone's stay hidden until they are revealed together`,
          stmt.span,
          "choose with `let`, such as `let Bid = a number from 0 to gold` or `let C = a card in your hand`, and act on the choices after the block",
          "not a choice",
        );
        continue;
      }
      this.checkStmt(stmt, inner);
      lets.push(stmt);
      const ty = inner.lookup(stmt.name.text);
      if (ty?.t === "entity" && ty.many) {
        this.report("CS4040", "a secret choice is one thing or one number, but this means several", stmt.value.span, "choose one: `a card in your hand`");
      }
    }
    if (!lets.length) return;
    for (const l of lets) scope.defineSecret(l.name.text, inner.lookup(l.name.text) ?? UNKNOWN);
  }

  /** `highest(Bid)`: a function over everyone's value of a number chosen `secretly`. */
  private secretFunc(e: A.FuncExpr, scope: Scope): Ty {
    const arg = e.args[0];
    if (e.args.length !== 1 || arg.kind !== "Ref" || !scope.isSecret(arg.name.text)) {
      const secrets = scope.names().filter((n) => scope.isSecret(n));
      this.report(
        "CS4040",
        `\`${e.name.text}\` takes one variable chosen in an \`each ... secretly:\` block`,
        e.span,
        secrets.length ? `for example \`${e.name.text}(${secrets[0]})\`` : "choose first: `each player secretly:` then `let Bid = a number from 0 to gold`",
      );
      for (const a of e.args) this.exprType(a, scope);
      return NUMBER;
    }
    const ty = this.resolveRef(arg, scope);
    if (ty.t !== "number" && ty.t !== "unknown") this.report("CS4008", `\`${e.name.text}\` compares numbers, but \`${arg.name.text}\` is ${tyWords(ty)}`, arg.span);
    return NUMBER;
  }

  /** `each C in cards in your hand:`: the target must be things (cards, entities or players), and `H` a new name for one of them. */
  private checkEachIn(s: A.EachStmt, over: A.Selector | A.Ref, scope: Scope): void {
    const name = s.noun.text;
    if (this.v.stats[name] || this.v.resources[name] || this.v.nouns[name] || this.v.facts[name]) {
      this.report("CS4016", `\`${name}\` already names something in this game`, s.noun.span, "the loop's variable needs a name of its own, such as `H`");
    }
    const ty = this.targetType(over, scope);
    if (ty.t !== "entity" && ty.t !== "unknown") {
      this.report("CS4008", `\`each ${name} in\` goes through cards, entities or players, got ${tyWords(ty)}`, over.span, "name them with a noun: `each C in cards in your hand:`");
    }
    const inner = scope.child();
    inner.define(name, ty.t === "entity" ? { ...ty, many: false } : ty, false);
    this.checkBlock(s.body, inner);
  }

  /** `each player:`: the noun must name players, since the block runs as each of them in turn. */
  private checkEachPlayer(s: A.EachStmt): void {
    const name = s.noun.text;
    // What to suggest: the singular nouns that stand for all players or all opponents.
    const playerNouns = Object.entries(this.v.nouns).filter(([, n]) => !n.many && (n.means === "players" || n.means === "opponents")).map(([n]) => n);
    if (!Object.hasOwn(this.v.nouns, name)) {
      this.report("CS4014", `unknown noun \`${name}\``, s.noun.span, didYouMean(name, playerNouns) ?? (playerNouns.length ? `a block runs once per player: ${playerNouns.map((n) => `\`each ${n}:\``).join(", ")}` : undefined), "not a noun of this game");
      return;
    }
    const noun = this.v.nouns[name];
    if (!isSubtype(this.v, noun.type, "player")) {
      this.report(
        "CS4008",
        `\`each ${name}:\` runs its block once per player, but \`${name}\` is ${typeWords(noun.type)}`,
        s.noun.span,
        playerNouns.length ? `use ${playerNouns.map((n) => `\`each ${n}:\``).join(" or ")}; for several ${name}s, name them in a verb (\`deal 1 damage to each ${name}\`)` : undefined,
      );
    }
  }

  /** An operand of arithmetic or of a number comparison, its type already worked out. */
  private numberOperand(e: A.Expr, ty: Ty): void {
    if (ty.t !== "number" && ty.t !== "unknown") this.report("CS4008", `this value must be a number, got ${tyWords(ty)}`, e.span);
  }

  /**
   * `T == U`, `T != U`: are they the same entity, player or card? Both sides must be one thing
   * each, of sorts that can be the same (a hero is never a player).
   */
  private checkSameThing(e: A.BinaryExpr, left: Ty, right: Ty): void {
    for (const [side, ty, other] of [[e.left, left, right], [e.right, right, left]] as const) {
      if (ty.t === "unknown") continue;
      if (ty.t !== "entity") {
        this.report("CS4008", `\`${e.op}\` compares ${tyWords(other)} with ${tyWords(ty)}`, side.span, "compare two numbers, or two entities such as `T == U` after `let T = a target`");
        return;
      }
      if (ty.many) {
        this.report("CS4008", `\`${e.op}\` compares one thing with another, but this means several`, side.span, "name one of them first: `let T = a target`");
        return;
      }
    }
    if (left.t === "entity" && right.t === "entity" && !isSubtype(this.v, left.cls, right.cls) && !isSubtype(this.v, right.cls, left.cls)) {
      this.report("CS4008", `${typeWords(left.cls)} is never ${typeWords(right.cls)}, so \`${e.op}\` always gives the same answer`, e.span);
    }
  }

  private expectBool(e: A.Expr, scope: Scope): void {
    const ty = this.exprType(e, scope);
    if (ty.t !== "bool" && ty.t !== "unknown") this.report("CS4008", `a condition must be true or false, got ${tyWords(ty)}`, e.span, "compare it, e.g. `X >= 3`");
  }

  private exprType(e: A.Expr, scope: Scope): Ty {
    switch (e.kind) {
      case "Number":
        return NUMBER;
      case "Bool":
        return BOOL;
      case "Ref":
        return this.resolveRef(e, scope);
      case "Of": {
        const prop = e.property.text;
        const declared = Object.hasOwn(this.v.stats, prop) || Object.hasOwn(this.v.counters, prop) || Object.hasOwn(this.v.resources, prop);
        if ((prop === "controller" || prop === "owner") && !declared) return this.relationOf(e, scope, prop);
        if (prop === "holder" && !declared) return this.holderOf(e, scope);
        if (Object.hasOwn(this.v.traits, prop) && !declared) return this.traitNumberOf(e, scope);
        const field = this.cardField(e, scope);
        if (field !== undefined) return field;
        const section = this.v.stats[prop] ? "stats" : this.v.counters[prop] ? "counters" : this.v.resources[prop] ? "resources" : undefined;
        if (!section && Object.hasOwn(this.v.nouns, prop)) return this.possessiveOf(e, scope);
        const other = Object.entries(this.v.kinds).find(([, k]) => Object.hasOwn(k.fields, prop) && k.fields[prop].type !== "int");
        if (!section && other) {
          // A printed field that is no whole number (`tests: { type: enum }`): say so, not "unknown".
          this.report("CS4003", `\`${prop}\` is a field of ${other[0]} cards, but not a whole number, so an effect cannot read it`, e.property.span, "only `type: int` fields are read with `of`; to tell cards apart by it, give them a trait and filter `with <trait>`", "not a whole-number field");
        } else if (!section) {
          const fields = Object.values(this.v.kinds).flatMap((k) => Object.entries(k.fields).filter(([, f]) => f.type === "int").map(([n]) => n));
          this.report("CS4003", `unknown stat or counter \`${prop}\``, e.property.span, didYouMean(prop, [...Object.keys(this.v.stats), ...Object.keys(this.v.counters), ...Object.keys(this.v.resources), ...fields, ...Object.keys(this.v.nouns), "controller", "owner"]), "not a stat, counter, resource, card field, noun or relation");
        } else {
          this.names.set(e, { kind: "property", section, name: prop });
        }
        const target = this.targetType(e.of, scope);
        if (target.t !== "entity" && target.t !== "unknown") this.report("CS4008", `\`${prop} of\` needs something that has it, got ${tyWords(target)}`, e.of.span);
        return NUMBER;
      }
      case "Count":
        this.targetType(e.what, scope);
        return NUMBER;
      case "Roll":
        if (e.dice.sides < 2) this.report("CS4008", "a die needs at least 2 sides", e.dice.span);
        return NUMBER;
      case "Func": {
        if (SECRET_FUNCS.has(e.name.text)) return this.secretFunc(e, scope);
        const arity = FUNCS[e.name.text];
        if (arity === undefined) {
          this.report("CS4016", `unknown function \`${e.name.text}\``, e.name.span, didYouMean(e.name.text, [...Object.keys(FUNCS), ...SECRET_FUNCS]) ?? "functions: min, max, half, highest, lowest, leaders");
        } else if ((arity === -1 && e.args.length < 1) || (arity > 0 && e.args.length !== arity)) {
          this.report("CS4008", `\`${e.name.text}\` takes ${arity === -1 ? "one or more" : arity} argument${arity === 1 ? "" : "s"}`, e.span);
        }
        for (const a of e.args) this.expectNumber(a, scope);
        return NUMBER;
      }
      case "Unary":
        if (e.op === "not") {
          this.expectBool(e.operand, scope);
          return BOOL;
        }
        this.expectNumber(e.operand, scope);
        return NUMBER;
      case "InRange":
        this.expectNumber(e.value, scope);
        return BOOL;
      case "Is": {
        this.exprType(e.value, scope);
        // `X is Ranged`: a trait too, as `with Ranged` filters by it.
        const known = [...Object.keys(this.v.types), ...Object.keys(this.v.kinds), ...Object.keys(this.v.nouns), ...Object.keys(this.v.traits)];
        if (!known.includes(e.noun.text)) this.report("CS4014", `unknown type, kind, noun or trait \`${e.noun.text}\``, e.noun.span, didYouMean(e.noun.text, known));
        return BOOL;
      }
      case "SubjectFact":
        return this.subjectFact(e, scope);
      case "Binary": {
        if (e.op === "and" || e.op === "or") {
          this.expectBool(e.left, scope);
          this.expectBool(e.right, scope);
          return BOOL;
        }
        const same = e.op === "==" || e.op === "!=";
        let left = this.exprType(e.left, scope);
        let right = this.exprType(e.right, scope);
        // `T == this` on a Creature card, T an entity: is T this creature?
        if (same && right.t === "entity" && !isSubtype(this.v, right.cls, "card")) left = this.thisAsEntity(e.left, right.cls) ?? left;
        if (same && left.t === "entity" && !isSubtype(this.v, left.cls, "card")) right = this.thisAsEntity(e.right, left.cls) ?? right;
        if (same && (left.t === "entity" || right.t === "entity")) {
          this.checkSameThing(e, left, right);
          return BOOL;
        }
        this.numberOperand(e.left, left);
        this.numberOperand(e.right, right);
        return ["+", "-", "*", "/"].includes(e.op) ? NUMBER : BOOL;
      }
    }
  }

  /**
   * `T knocked-down`, `the target lost-health`: did it happen to that one thing during this
   * effect? Only the damage rules' facts keep a record per entity; the subject must be one entity
   * of a sort the fact can be about (`knocked-down`, meaning `defeated hero`, is about heroes).
   */
  private subjectFact(e: A.SubjectFactExpr, scope: Scope): Ty {
    const name = e.fact.text;
    const fact = Object.hasOwn(this.v.facts, name) ? this.v.facts[name] : undefined;
    const [head, cls] = (fact?.means ?? "").split(/\s+/);
    const type = cls === undefined ? "entity" : (this.v.entities[cls]?.type ?? cls);
    const subject = this.thisAsEntity(e.subject, type) ?? this.exprType(e.subject, scope);
    if (!fact) {
      this.report("CS4016", `unknown fact \`${name}\``, e.fact.span, didYouMean(name, Object.keys(this.v.facts)) ?? "a fact after a thing asks whether it happened to it: `if T knocked-down:`", "not a fact of this game");
      return BOOL;
    }
    if (head !== "lost-health" && head !== "absorbed" && head !== "defeated") {
      this.report("CS4008", `\`${name}\` is about the whole effect, not about one thing`, e.fact.span, `write \`if ${name}:\`; facts about one thing are those the damage rules keep (${this.subjectFacts().map((f) => `\`${f}\``).join(", ") || "none in this game"})`);
      return BOOL;
    }
    if (subject.t === "unknown") return BOOL;
    if (subject.t !== "entity" || subject.many) {
      this.report("CS4008", `\`${name}\` needs one entity before it, got ${subject.t === "entity" ? "several" : tyWords(subject)}`, e.subject.span, "name one first: `let T = a target`, then `if T " + name + ":`");
      return BOOL;
    }
    if (isSubtype(this.v, subject.cls, this.playerType())) {
      this.report("CS4008", `\`${name}\` happens to an entity, not to a player`, e.subject.span, `name the player's entity: \`${Object.keys(this.v.entities).find((c) => this.v.entities[c].avatar) ?? "hero"} of ...\``);
      return BOOL;
    }
    if (!isSubtype(this.v, subject.cls, type) && !isSubtype(this.v, type, subject.cls)) {
      this.report("CS4008", `\`${name}\` is about ${typeWords(type)}, and ${typeWords(subject.cls)} never is one`, e.subject.span);
    } else if (!isSubtype(this.v, subject.cls, "entity") && !isSubtype(this.v, subject.cls, "card")) {
      this.report("CS4008", `\`${name}\` happens to an entity, not to ${typeWords(subject.cls)}`, e.subject.span);
    }
    return BOOL;
  }

  /** The facts that can have a subject: those the damage rules record entity by entity. */
  private subjectFacts(): string[] {
    return Object.entries(this.v.facts).filter(([, f]) => /^(lost-health|absorbed|defeated)\b/.test(f.means)).map(([n]) => n);
  }

  private resolveRef(r: A.Ref, scope: Scope): Ty {
    const n = r.name.text;
    const v = this.v;
    const local = scope.lookup(n);
    if (local) {
      this.names.set(r, { kind: "variable", name: n, of: local.t === "number" ? "number" : local.t === "bool" ? "bool" : "selector" });
      return local;
    }
    if (Object.hasOwn(scope.payload, n)) {
      this.names.set(r, { kind: "payload", name: n });
      const t = scope.payload[n];
      return t === "number" ? NUMBER : t === "bool" ? BOOL : v.types[t] ? { t: "entity", cls: t, many: false } : UNKNOWN;
    }
    if (v.facts[n]) {
      this.names.set(r, { kind: "fact", name: n });
      return BOOL;
    }
    for (const section of ["stats", "resources", "counters"] as const) {
      if (v[section][n]) {
        this.names.set(r, { kind: "property", section, name: n });
        return NUMBER;
      }
    }
    const noun = v.nouns[n];
    if (noun) {
      this.names.set(r, { kind: "noun", name: n });
      this.checkEventNoun(n, r.span);
      return { t: "entity", cls: noun.type, many: !!noun.many };
    }
    if (n === ROUND) {
      this.names.set(r, { kind: "round" });
      return NUMBER;
    }
    if (scope.keptLater.has(n)) {
      this.report("CS4016", `\`${n}\` is read before \`keep ${n}\` makes it`, r.span, `move \`keep ${n} = ...\` above its first use: a kept variable exists from its \`keep\` line on`, "not kept yet");
      return UNKNOWN;
    }
    const candidates = [ROUND, ...scope.names(), ...Object.keys(scope.payload), ...Object.keys(v.facts), ...Object.keys(v.stats), ...Object.keys(v.resources), ...Object.keys(v.counters), ...Object.keys(v.nouns)];
    this.report("CS4016", `unknown name \`${n}\``, r.span, didYouMean(n, candidates), "not a variable, stat, resource, fact or noun");
    return UNKNOWN;
  }
}

/** The names `keep` makes anywhere in a body (nested blocks included). */
function keptNames(body: A.Stmt[], out = new Set<string>()): Set<string> {
  for (const s of body) {
    if (s.kind === "Keep") out.add(s.name.text);
    else if (s.kind === "If") [s.then, s.else ?? []].forEach((b) => keptNames(b, out));
    else if (s.kind === "Choose") s.options.forEach((b) => keptNames(b, out));
    else if (s.kind === "Repeat" || s.kind === "Each" || s.kind === "Pay") keptNames(s.body, out);
    else if (s.kind === "Roll") s.cases.forEach((c) => keptNames(c.body, out));
    else if (s.kind === "May") keptNames([s.body], out);
  }
  return out;
}

/** A short target as written, for hints (`T`, `a target`). */
function printShort(t: A.Selector | A.Ref): string {
  return t.kind === "Ref" ? t.name.text : `${t.determiner ? `${t.determiner} ` : ""}${t.noun.text}`;
}

/** The built-in name of the current round's number (`if round > 1:`); a declared name of the game comes first. */
const ROUND = "round";

/** The value of a constant number expression (`2`, `-1`), if it is one. */
function constantOf(e: A.Expr): number | undefined {
  if (e.kind === "Number") return e.value;
  if (e.kind === "Unary" && e.op === "-") {
    const inner = constantOf(e.operand);
    return inner === undefined ? undefined : -inner;
  }
  return undefined;
}


/** The hint for a unit that names none of the declared ones: the nearest, and how plurals read. */
function unitHint(written: string, declared: string[]): string {
  const near = didYouMean(written, declared);
  const rule = "a unit is written as declared or as its plural (`1 card`, `2 cards`; `1 success`, `2 successes`; `1 ally`, `2 allies`)";
  return near ? `${near}; ${rule}` : `${rule}; declared: ${declared.map((u) => `\`${u}\``).join(", ")}`;
}

function usage(verb: string, params: Record<string, ParamSpec>): string {
  const parts = Object.entries(params).map(([n, p]) => {
    const text = p.positional ? `<${n}>` : `${n} <${p.type === "flag" && p.values?.length ? p.values.join("|") : p.type}>`;
    return p.required ? text : `[${text}]`;
  });
  return `usage: ${verb} ${parts.join(" ")}`;
}

function typeWords(type: string): string {
  switch (type) {
    case "number":
      return "a number";
    case "quantity":
      return "an amount";
    case "card-id":
      return "a card id";
    case "bool":
      return "true or false";
    case "flag":
      return "a keyword";
    default:
      return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
  }
}

function tyWords(ty: Ty): string {
  switch (ty.t) {
    case "number":
      return "a number";
    case "bool":
      return "a condition";
    case "entity":
      return typeWords(ty.cls);
    case "name":
      return typeWords(ty.of);
    case "unknown":
      return "something unknown";
  }
}

/** An example selector for a parameter type: `a card`, `a hero`, else the first fitting noun. */
function exampleSelector(v: Vocabulary, type: string): string {
  if (v.nouns[type] && !v.nouns[type].many) return `a ${type}`;
  const noun = Object.entries(v.nouns).find(([, n]) => !n.many && isSubtype(v, n.type, type))?.[0];
  return noun ? `a ${noun}` : "a target";
}
