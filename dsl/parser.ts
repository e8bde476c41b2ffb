/**
 * The effect-language grammar (chevrotain, embedded actions → AST with spans).
 * Error recovery is on, so one effect reports all of its syntax errors.
 * The grammar is documented for designers in dsl/SYNTAX.md.
 */
import { EmbeddedActionsParser, EOF, type IToken, type TokenType } from "chevrotain";
import type * as A from "./ast.ts";
import {
  ALL_TOKENS,
  Colon,
  Comma,
  Dedent,
  DiceLit,
  Equals,
  Greater,
  GreaterEq,
  Identifier,
  Indent,
  kw,
  Less,
  LessEq,
  LParen,
  Minus,
  Newline,
  NotEquals,
  NumberLit,
  Plus,
  Range,
  RParen,
  Semicolon,
  Slash,
  Star,
} from "./lexer.ts";
import { errorMessages } from "./parse-errors.ts";

const LABEL_TOKENS = ["to", "from", "for", "into", "onto", "on", "as", "by", "at", "using", "until"] as const;
const DETERMINERS = ["a", "an", "each", "all", "the", "another", "your", "any", "next", "previous"] as const;

function span(start: IToken | { span: A.Span } | undefined, end: IToken | { span: A.Span } | undefined): A.Span {
  // After error recovery a sub-rule may yield nothing; such ASTs are never used.
  if (!start || !end) return { start: 0, end: 0 };
  const s = "span" in start ? start.span.start : start.startOffset;
  const e = "span" in end ? end.span.end : (end.endOffset ?? end.startOffset) + 1;
  return { start: s, end: Math.max(s, e) };
}

function name(tok: IToken): A.Name {
  return { kind: "Name", text: tok.image, span: { start: tok.startOffset, end: (tok.endOffset ?? tok.startOffset) + 1 } };
}

function rangeOf(tok: IToken): [number, number] {
  if (tok.tokenType === Range) {
    const [lo, hi] = tok.image.split("-").map(Number);
    return [lo, hi];
  }
  const n = Number(tok.image);
  return [n, n];
}

function dice(tok: IToken): A.Dice {
  const [count, sides] = tok.image.split("d");
  return { kind: "Dice", count: count === "" ? 1 : Number(count), sides: Number(sides), span: name(tok).span };
}

/** The last token consumed so far, for the end of spans. */
type Last = () => IToken;

export class EffectParser extends EmbeddedActionsParser {
  /**
   * `validate` runs chevrotain's grammar validations (ambiguities, left recursion), a large part
   * of building the parser. The shared instance skips them; a test builds one with them, so a
   * grammar mistake still fails.
   */
  constructor({ validate = false }: { validate?: boolean } = {}) {
    super(ALL_TOKENS, { recoveryEnabled: true, maxLookahead: 3, errorMessageProvider: errorMessages, skipValidations: !validate });
    this.performSelfAnalysis();
  }

  private last: Last = () => this.LA(0);

  // ---------- program ----------

  public program = this.RULE("program", (): A.Program => {
    const abilities: A.Ability[] = [];
    this.MANY(() => {
      const ability = this.SUBRULE(this.ability);
      this.ACTION(() => {
        const prev = abilities[abilities.length - 1];
        // Consecutive header-less lines form one ability: a sequence run when the card is used.
        if (prev && isPlain(prev) && isPlain(ability)) {
          prev.body.push(...ability.body);
          prev.span = { start: prev.span.start, end: ability.span.end };
        } else if (ability) abilities.push(ability);
      });
    });
    return this.ACTION(() => ({
      kind: "Program",
      abilities,
      span: abilities.length ? span(abilities[0], abilities[abilities.length - 1]) : { start: 0, end: 0 },
    }));
  });

  private ability = this.RULE("ability", (): A.Ability => {
    return this.OR([
      {
        GATE: () => this.startsHeader(),
        ALT: () => {
          const first = this.LA(1);
          const head = this.SUBRULE(this.header);
          const body = this.SUBRULE(this.block);
          return this.ACTION(() => ({
            kind: "Ability" as const,
            trigger: head.trigger,
            options: head.options,
            body,
            span: span(first, this.last()),
          }));
        },
      },
      {
        ALT: () => {
          const stmt = this.SUBRULE(this.stmtLine);
          return this.ACTION(() => ({
            kind: "Ability" as const,
            trigger: null,
            options: [],
            body: stmt ? [stmt] : [],
            span: stmt ? stmt.span : { start: 0, end: 0 },
          }));
        },
      },
    ]);
  });

  private startsHeader(): boolean {
    const t = this.LA(1).tokenType;
    if (t === NumberLit) return this.LA(2).tokenType === kw("times");
    return [kw("when"), kw("whenever"), kw("at"), kw("response"), kw("once"), kw("twice"), kw("pay")].includes(t);
  }

  private header = this.RULE("header", (): { trigger: A.Trigger | null; options: A.AbilityOption[] } => {
    let trigger: A.Trigger | null = null;
    const options: A.AbilityOption[] = [];
    this.OR([
      { ALT: () => (trigger = this.SUBRULE(this.trigger)) },
      { ALT: () => options.push(this.SUBRULE(this.abilityOption)) },
    ]);
    this.MANY(() => {
      this.CONSUME(Comma);
      options.push(this.SUBRULE2(this.abilityOption));
    });
    return { trigger, options };
  });

  private trigger = this.RULE("trigger", (): A.Trigger => {
    return this.OR([
      {
        ALT: () => {
          const first = this.OR2([{ ALT: () => this.CONSUME(kw("when")) }, { ALT: () => this.CONSUME(kw("whenever")) }]);
          const event = this.CONSUME(Identifier);
          const args = this.SUBRULE(this.labelledArgs);
          let condition: A.Expr | null = null;
          this.OPTION(() => {
            this.CONSUME(kw("if"));
            condition = this.SUBRULE(this.expr);
          });
          return this.ACTION(() => ({
            kind: "When" as const,
            every: first.tokenType === kw("whenever"),
            event: name(event),
            args,
            condition,
            span: span(first, this.last()),
          }));
        },
      },
      {
        ALT: () => {
          const first = this.CONSUME(kw("at"));
          let edge: "start" | "end" | null = null;
          this.OPTION2(() => {
            this.OR3([
              { ALT: () => (this.CONSUME(kw("start")), (edge = "start")) },
              { ALT: () => (this.CONSUME(kw("end")), (edge = "end")) },
            ]);
            this.CONSUME(kw("of"));
          });
          const period = this.CONSUME2(Identifier);
          let number: number | null = null;
          this.OPTION3(() => (number = Number(this.CONSUME(NumberLit).image)));
          return this.ACTION(() => ({
            kind: "At" as const,
            edge,
            period: name(period),
            number,
            span: span(first, this.last()),
          }));
        },
      },
      {
        ALT: () => {
          const first = this.CONSUME(kw("response"));
          this.OPTION4(() => this.CONSUME(kw("to")));
          const event = this.CONSUME3(Identifier);
          const args = this.SUBRULE2(this.labelledArgs);
          let condition: A.Expr | null = null;
          this.OPTION5(() => {
            this.CONSUME2(kw("if"));
            condition = this.SUBRULE2(this.expr);
          });
          return this.ACTION(() => ({
            kind: "Response" as const,
            event: name(event),
            args,
            condition,
            span: span(first, this.last()),
          }));
        },
      },
    ]);
  });

  private abilityOption = this.RULE("abilityOption", (): A.AbilityOption => {
    return this.OR([
      {
        ALT: () => {
          const first = this.LA(1);
          const count = this.OR2([
            { ALT: () => (this.CONSUME(kw("once")), 1) },
            { ALT: () => (this.CONSUME(kw("twice")), 2) },
            {
              ALT: () => {
                const n = this.CONSUME(NumberLit);
                this.CONSUME(kw("times"));
                return this.ACTION(() => Number(n.image));
              },
            },
          ]);
          this.CONSUME(kw("per"));
          const per = this.CONSUME(Identifier);
          return this.ACTION(() => ({ kind: "Limit" as const, count, per: name(per), span: span(first, this.last()) }));
        },
      },
      { ALT: () => this.SUBRULE(this.cost) },
    ]);
  });

  /** `pay 2 gold and discard this`, with alternatives after `or`: `pay 3 gold or gain 4 vp to shadow`. */
  private cost = this.RULE("cost", (): A.CostOption => {
    const first = this.CONSUME(kw("pay"));
    const alternatives: A.CostItem[][] = [];
    this.AT_LEAST_ONE_SEP({
      SEP: kw("or"),
      DEF: () => {
        const items: A.CostItem[] = [];
        this.AT_LEAST_ONE_SEP2({ SEP: kw("and"), DEF: () => items.push(this.SUBRULE(this.costItem)) });
        this.ACTION(() => alternatives.push(items));
      },
    });
    return this.ACTION(() => ({ kind: "Cost" as const, alternatives, span: span(first, this.last()) }));
  });

  private costItem = this.RULE("costItem", (): A.CostItem => {
    return this.OR([
      { GATE: () => this.LA(1).tokenType === Identifier, ALT: () => this.SUBRULE(this.call) },
      {
        ALT: () => {
          const amount = this.SUBRULE(this.additive);
          const unit = this.CONSUME(Identifier);
          return this.ACTION(() => ({
            kind: "Quantity" as const,
            amount,
            unit: name(unit),
            filters: [],
            span: span(amount, unit),
          }));
        },
      },
    ]);
  });

  // ---------- blocks and statements ----------

  /** `:` then either an indented block or statements on the same line. */
  private block = this.RULE("block", (): A.Stmt[] => {
    this.CONSUME(Colon);
    return this.OR([
      {
        ALT: () => {
          this.CONSUME(Newline);
          this.CONSUME(Indent);
          const body: A.Stmt[] = [];
          this.AT_LEAST_ONE(() => {
            const s = this.SUBRULE(this.stmtLine);
            this.ACTION(() => s && body.push(s));
          });
          this.CONSUME(Dedent);
          return body;
        },
      },
      { ALT: () => this.SUBRULE(this.inlineStmts) },
    ]);
  });

  private inlineStmts = this.RULE("inlineStmts", (): A.Stmt[] => {
    return this.OR([
      { ALT: () => [this.SUBRULE(this.compound)] },
      {
        ALT: () => {
          const body: A.Stmt[] = [];
          this.AT_LEAST_ONE_SEP({ SEP: Semicolon, DEF: () => body.push(this.SUBRULE(this.simple)) });
          this.CONSUME(Newline);
          return body;
        },
      },
    ]);
  });

  private stmtLine = this.RULE("stmtLine", (): A.Stmt => {
    return this.OR([
      { ALT: () => this.SUBRULE(this.compound) },
      {
        ALT: () => {
          const s = this.SUBRULE(this.simple);
          this.CONSUME(Newline);
          return s;
        },
      },
    ]);
  });

  private compound = this.RULE("compound", (): A.Stmt => {
    return this.OR([
      { ALT: () => this.SUBRULE(this.ifStmt) },
      { ALT: () => this.SUBRULE(this.chooseStmt) },
      { ALT: () => this.SUBRULE(this.repeatStmt) },
      { ALT: () => this.SUBRULE(this.rollStmt) },
      { ALT: () => this.SUBRULE(this.eachStmt) },
      { ALT: () => this.SUBRULE(this.payStmt) },
      {
        // `may pay 2 gold: ...`: the payer decides whether to pay (a `may` of one line is in `simple`).
        ALT: () => {
          const first = this.CONSUME(kw("may"));
          const body = this.SUBRULE2(this.payStmt);
          return this.ACTION(() => ({ kind: "May" as const, body, span: span(first, this.last()) }));
        },
      },
    ]);
  });

  /** `pay 3 gold: <block>`: pay if you can, then the block. */
  private payStmt = this.RULE("payStmt", (): A.PayStmt => {
    const cost = this.SUBRULE(this.cost);
    const body = this.SUBRULE(this.block);
    return this.ACTION(() => ({ kind: "Pay" as const, cost, body, span: span(cost, this.last()) }));
  });

  private eachStmt = this.RULE("eachStmt", (): A.EachStmt => {
    const first = this.CONSUME(kw("each"));
    const noun = this.CONSUME(Identifier);
    let secretly = false;
    let over: A.Selector | A.Ref | null = null;
    this.OPTION(() =>
      this.OR([
        { ALT: () => (this.CONSUME(kw("secretly")), (secretly = true)) },
        { ALT: () => (this.CONSUME(kw("in")), (over = this.SUBRULE(this.target))) },
      ]),
    );
    const body = this.SUBRULE(this.block);
    return this.ACTION(() => ({ kind: "Each" as const, noun: name(noun), over, secretly, body, span: span(first, this.last()) }));
  });

  private ifStmt = this.RULE("ifStmt", (): A.IfStmt => {
    const first = this.CONSUME(kw("if"));
    const condition = this.SUBRULE(this.expr);
    const then = this.SUBRULE(this.block);
    let otherwise: A.Stmt[] | null = null;
    this.OPTION(() => {
      this.CONSUME(kw("else"));
      otherwise = this.SUBRULE2(this.block);
    });
    return this.ACTION(() => ({ kind: "If" as const, condition, then, else: otherwise, span: span(first, this.last()) }));
  });

  private chooseStmt = this.RULE("chooseStmt", (): A.ChooseStmt => {
    const first = this.CONSUME(kw("choose"));
    this.CONSUME(kw("one"));
    const options: A.Stmt[][] = [this.SUBRULE(this.block)];
    this.AT_LEAST_ONE(() => {
      this.CONSUME(kw("or"));
      options.push(this.SUBRULE2(this.block));
    });
    return this.ACTION(() => ({ kind: "Choose" as const, options, span: span(first, this.last()) }));
  });

  private repeatStmt = this.RULE("repeatStmt", (): A.RepeatStmt => {
    const first = this.CONSUME(kw("repeat"));
    this.CONSUME(kw("while"));
    const condition = this.SUBRULE(this.expr);
    const body = this.SUBRULE(this.block);
    return this.ACTION(() => ({ kind: "Repeat" as const, condition, body, span: span(first, this.last()) }));
  });

  private rollStmt = this.RULE("rollStmt", (): A.RollStmt => {
    const first = this.CONSUME(kw("roll"));
    const d = this.CONSUME(DiceLit);
    this.CONSUME(Colon);
    this.CONSUME(Newline);
    this.CONSUME(Indent);
    const cases: A.RollCase[] = [];
    this.AT_LEAST_ONE(() => {
      const on = this.CONSUME(kw("on"));
      const r = this.OR([{ ALT: () => this.CONSUME(Range) }, { ALT: () => this.CONSUME(NumberLit) }]);
      const body = this.SUBRULE(this.block);
      this.ACTION(() => {
        const [low, high] = rangeOf(r);
        cases.push({ kind: "RollCase", low, high, body, span: span(on, this.last()) });
      });
    });
    this.CONSUME(Dedent);
    return this.ACTION(() => ({ kind: "Roll" as const, dice: dice(d), cases, span: span(first, this.last()) }));
  });

  private simple = this.RULE("simple", (): A.Stmt => {
    return this.OR([
      { ALT: () => this.SUBRULE(this.call) },
      { ALT: () => this.SUBRULE(this.letStmt) },
      { ALT: () => this.SUBRULE(this.keepStmt) },
      { ALT: () => this.SUBRULE(this.mayStmt) },
      { ALT: () => this.SUBRULE(this.modifyStmt) },
      { ALT: () => this.SUBRULE(this.requireStmt) },
      {
        ALT: () => {
          const t = this.CONSUME(kw("nothing"));
          return this.ACTION(() => ({ kind: "Nothing" as const, span: name(t).span }));
        },
      },
    ]);
  });

  private call = this.RULE("call", (): A.CallStmt => {
    const verb = this.CONSUME(Identifier);
    const args: A.Arg[] = [];
    this.OPTION(() => {
      const value = this.SUBRULE(this.value);
      this.ACTION(() => args.push({ kind: "Arg", label: null, value, span: value?.span ?? { start: 0, end: 0 } }));
    });
    const labelled = this.SUBRULE(this.labelledArgs);
    this.ACTION(() => args.push(...labelled));
    return this.ACTION(() => ({ kind: "Call" as const, verb: name(verb), args, span: span(verb, this.last()) }));
  });

  private labelledArgs = this.RULE("labelledArgs", (): A.Arg[] => {
    const args: A.Arg[] = [];
    this.MANY(() => {
      const label = this.OR(LABEL_TOKENS.map((l) => ({ ALT: () => this.CONSUME(kw(l)) })));
      const value = this.SUBRULE(this.value);
      this.ACTION(() => args.push({ kind: "Arg", label: name(label), value, span: span(label, value) }));
    });
    return args;
  });

  private letStmt = this.RULE("letStmt", (): A.LetStmt => {
    const first = this.CONSUME(kw("let"));
    const id = this.CONSUME(Identifier);
    this.CONSUME(Equals);
    const value = this.OR([
      { ALT: () => this.SUBRULE(this.numberChoice) },
      { ALT: () => this.SUBRULE(this.selector) },
      { ALT: () => this.SUBRULE(this.expr) },
    ]);
    return this.ACTION(() => ({ kind: "Let" as const, name: name(id), value, span: span(first, this.last()) }));
  });

  /** `keep X = ...` (a variable of the whole effect) and `set X = ...` (a new value for it). */
  private keepStmt = this.RULE("keepStmt", (): A.KeepStmt | A.SetStmt => {
    const first = this.OR([{ ALT: () => this.CONSUME(kw("keep")) }, { ALT: () => this.CONSUME(kw("set")) }]);
    const id = this.CONSUME(Identifier);
    this.CONSUME(Equals);
    const value = this.OR2([
      { ALT: () => this.SUBRULE(this.selector) },
      { ALT: () => this.SUBRULE(this.expr) },
    ]);
    return this.ACTION(() => ({
      kind: first.image === "keep" ? ("Keep" as const) : ("Set" as const),
      name: name(id),
      value,
      span: span(first, this.last()),
    }));
  });

  private numberChoice = this.RULE("numberChoice", (): A.NumberChoice => {
    const first = this.CONSUME(kw("a"));
    this.CONSUME(kw("number"));
    this.CONSUME(kw("from"));
    const low = this.SUBRULE(this.additive);
    this.CONSUME(kw("to"));
    const high = this.SUBRULE2(this.additive);
    return this.ACTION(() => ({ kind: "NumberChoice" as const, low, high, span: span(first, this.last()) }));
  });

  private mayStmt = this.RULE("mayStmt", (): A.MayStmt => {
    const first = this.CONSUME(kw("may"));
    const body = this.SUBRULE(this.simple);
    return this.ACTION(() => ({ kind: "May" as const, body, span: span(first, this.last()) }));
  });

  private modifyStmt = this.RULE("modifyStmt", (): A.ModifyStmt => {
    const sign = this.OR([{ ALT: () => this.CONSUME(Plus) }, { ALT: () => this.CONSUME(Minus) }]);
    const amount = this.SUBRULE(this.multiplicative);
    const stat = this.CONSUME(Identifier);
    let to: A.Selector | A.Ref | null = null;
    let vs: A.Selector | A.Ref | null = null;
    let cond: A.Expr | null = null;
    this.OPTION(() => {
      this.CONSUME(kw("to"));
      to = this.SUBRULE(this.target);
    });
    this.OPTION2(() => {
      this.CONSUME(kw("vs"));
      vs = this.SUBRULE2(this.target);
    });
    this.OPTION3(() => {
      this.CONSUME(kw("while"));
      cond = this.SUBRULE(this.expr);
    });
    return this.ACTION(() => ({
      kind: "Modify" as const,
      sign: sign.tokenType === Plus ? (1 as const) : (-1 as const),
      amount,
      stat: name(stat),
      to,
      vs,
      while: cond,
      span: span(sign, this.last()),
    }));
  });

  private requireStmt = this.RULE("requireStmt", (): A.RequireStmt => {
    const first = this.CONSUME(kw("requires"));
    const condition = this.SUBRULE(this.expr);
    return this.ACTION(() => ({ kind: "Require" as const, condition, span: span(first, this.last()) }));
  });

  // ---------- values and selectors ----------

  /** An argument value: a selector, an expression, or a quantity (`2 gold`, `2 cards with support`). */
  private value = this.RULE("value", (): A.Value => {
    return this.OR([
      { ALT: () => this.SUBRULE(this.selector) },
      {
        ALT: () => {
          const amount = this.SUBRULE(this.additive);
          let unit: IToken | null = null;
          this.OPTION(() => (unit = this.CONSUME(Identifier)));
          const filters = this.SUBRULE(this.filters);
          return this.ACTION((): A.Value => {
            if (unit) {
              return { kind: "Quantity", amount, unit: name(unit), filters, span: span(amount, this.last()) };
            }
            if (filters.length && amount.kind === "Ref") {
              return { kind: "Selector", determiner: null, other: false, noun: amount.name, filters, span: span(amount, this.last()) };
            }
            return amount;
          });
        },
      },
    ]);
  });

  /** `a target`, `each other hero`, `other heroes` (`other` with or without a determiner). */
  private selector = this.RULE("selector", (): A.Selector => {
    let det: IToken | null = null;
    let other = false;
    const first = this.LA(1);
    this.OR([
      {
        ALT: () => {
          det = this.OR2(DETERMINERS.map((d) => ({ ALT: () => this.CONSUME(kw(d)) })));
          // `the next opponent` reads as `next opponent`.
          this.OPTION2({
            GATE: () => det?.image === "the",
            DEF: () => (det = this.OR3([{ ALT: () => this.CONSUME2(kw("next")) }, { ALT: () => this.CONSUME2(kw("previous")) }])),
          });
          this.OPTION(() => (this.CONSUME(kw("other")), (other = true)));
        },
      },
      { ALT: () => (this.CONSUME2(kw("other")), (other = true)) },
    ]);
    const noun = this.CONSUME(Identifier);
    const filters = this.SUBRULE(this.filters);
    return this.ACTION(() => ({
      kind: "Selector" as const,
      determiner: det ? (det.image as A.Determiner) : null,
      other,
      noun: name(noun),
      filters,
      span: span(first, this.last()),
    }));
  });

  /** Where a selector is expected: `a target`, `cards with support`, or a bare name (`target`, `X`). */
  private target = this.RULE("target", (): A.Selector | A.Ref => {
    return this.OR([
      { ALT: () => this.SUBRULE(this.selector) },
      {
        ALT: () => {
          const noun = this.CONSUME(Identifier);
          const filters = this.SUBRULE(this.filters);
          return this.ACTION((): A.Selector | A.Ref =>
            filters.length
              ? { kind: "Selector", determiner: null, other: false, noun: name(noun), filters, span: span(noun, this.last()) }
              : { kind: "Ref", name: name(noun), span: name(noun).span },
          );
        },
      },
    ]);
  });

  /** What `of` reads from: a selector, a name, or another possessive (`hero of controller of T`). */
  private ofTarget = this.RULE("ofTarget", (): A.Selector | A.Ref | A.OfExpr => {
    return this.OR([
      { ALT: () => this.SUBRULE(this.selector) },
      {
        ALT: () => {
          const id = this.CONSUME(Identifier);
          return this.OR2([
            {
              ALT: () => {
                this.CONSUME(kw("of"));
                const of = this.SUBRULE(this.ofTarget);
                return this.ACTION((): A.OfExpr => ({ kind: "Of", property: name(id), of, span: span(id, of) }));
              },
            },
            {
              ALT: () => {
                const filters = this.SUBRULE(this.filters);
                return this.ACTION((): A.Selector | A.Ref =>
                  filters.length
                    ? { kind: "Selector", determiner: null, other: false, noun: name(id), filters, span: span(id, this.last()) }
                    : { kind: "Ref", name: name(id), span: name(id).span },
                );
              },
            },
          ]);
        },
      },
    ]);
  });

  private filters = this.RULE("filters", (): A.Filter[] => {
    const filters: A.Filter[] = [];
    this.MANY({
      // `in 1-3` after a name is a range test, not a zone filter.
      GATE: () => this.LA(1).tokenType !== kw("in") || (this.LA(2).tokenType !== Range && this.LA(2).tokenType !== NumberLit),
      DEF: () =>
      this.OR([
        {
          ALT: () => {
            const w = this.OR3([{ ALT: () => this.CONSUME(kw("with")) }, { ALT: () => this.CONSUME(kw("without")) }]);
            const id = this.CONSUME(Identifier);
            this.ACTION(() => filters.push({ kind: "With", negated: w.image === "without", name: name(id), span: span(w, id) }));
          },
        },
        {
          ALT: () => {
            const i = this.CONSUME(kw("in"));
            let owner: A.InFilter["owner"] = null;
            this.OPTION(() => {
              const o = this.OR2([
                { ALT: () => this.CONSUME(kw("your")) },
                { ALT: () => this.CONSUME(kw("their")) },
                { ALT: () => this.CONSUME(kw("the")) },
              ]);
              owner = o.image as A.InFilter["owner"];
            });
            const zone = this.CONSUME2(Identifier);
            this.ACTION(() => filters.push({ kind: "In", owner, zone: name(zone), span: span(i, zone) }));
          },
        },
      ]),
    });
    return filters;
  });

  // ---------- expressions ----------

  /** A standalone condition (a `requires:` field): one expression on one line. */
  public condition = this.RULE("condition", (): A.Expr => {
    const e = this.SUBRULE(this.expr);
    this.CONSUME(Newline);
    return e;
  });

  public expr = this.RULE("expr", (): A.Expr => {
    let left = this.SUBRULE(this.andExpr);
    this.MANY(() => {
      this.CONSUME(kw("or"));
      const right = this.SUBRULE2(this.andExpr);
      this.ACTION(() => (left = binary("or", left, right)));
    });
    return left;
  });

  private andExpr = this.RULE("andExpr", (): A.Expr => {
    let left = this.SUBRULE(this.notExpr);
    this.MANY(() => {
      this.CONSUME(kw("and"));
      const right = this.SUBRULE2(this.notExpr);
      this.ACTION(() => (left = binary("and", left, right)));
    });
    return left;
  });

  private notExpr = this.RULE("notExpr", (): A.Expr => {
    return this.OR([
      {
        ALT: () => {
          const op = this.CONSUME(kw("not"));
          const operand = this.SUBRULE(this.notExpr);
          return this.ACTION(() => ({ kind: "Unary" as const, op: "not" as const, operand, span: span(op, operand) }));
        },
      },
      { ALT: () => this.SUBRULE(this.comparison) },
    ]);
  });

  private comparison = this.RULE("comparison", (): A.Expr => {
    const left = this.SUBRULE(this.additive);
    let result: A.Expr = left;
    // `<subject> <fact>` only where a condition can end, so `if responded gain 1 gold` still misses its colon.
    this.OPTION({
      GATE: () => this.LA(1).tokenType !== Identifier || ENDS_CONDITION.has(this.LA(2).tokenType) || this.LA(2).tokenType === Identifier,
      DEF: () => this.OR([
        {
          ALT: () => {
            const op = this.OR2([
              { ALT: () => this.CONSUME(Equals) },
              { ALT: () => this.CONSUME(NotEquals) },
              { ALT: () => this.CONSUME(LessEq) },
              { ALT: () => this.CONSUME(GreaterEq) },
              { ALT: () => this.CONSUME(Less) },
              { ALT: () => this.CONSUME(Greater) },
            ]);
            const right = this.SUBRULE2(this.additive);
            this.ACTION(() => (result = binary(compareOp(op), left, right)));
          },
        },
        {
          ALT: () => {
            this.CONSUME(kw("in"));
            const r = this.OR3([{ ALT: () => this.CONSUME(Range) }, { ALT: () => this.CONSUME2(NumberLit) }]);
            this.ACTION(() => {
              const [low, high] = rangeOf(r);
              result = { kind: "InRange", value: left, low, high, span: span(left, r) };
            });
          },
        },
        {
          ALT: () => {
            this.CONSUME(kw("is"));
            let negated = false;
            this.OPTION2(() => (this.CONSUME(kw("not")), (negated = true)));
            const noun = this.CONSUME(Identifier);
            this.ACTION(() => (result = { kind: "Is", value: left, negated, noun: name(noun), span: span(left, noun) }));
          },
        },
        {
          // `T knocked-down`: a fact about one thing (the checker says which facts can have one).
          ALT: () => {
            const fact = this.CONSUME2(Identifier);
            this.ACTION(() => (result = { kind: "SubjectFact", subject: left, fact: name(fact), span: span(left, fact) }));
          },
        },
      ]),
    });
    return result;
  });

  private additive = this.RULE("additive", (): A.Expr => {
    let left = this.SUBRULE(this.multiplicative);
    this.MANY(() => {
      const op = this.OR([{ ALT: () => this.CONSUME(Plus) }, { ALT: () => this.CONSUME(Minus) }]);
      const right = this.SUBRULE2(this.multiplicative);
      this.ACTION(() => (left = binary(op.image as "+" | "-", left, right)));
    });
    return left;
  });

  private multiplicative = this.RULE("multiplicative", (): A.Expr => {
    let left = this.SUBRULE(this.unary);
    this.MANY(() => {
      const op = this.OR([{ ALT: () => this.CONSUME(Star) }, { ALT: () => this.CONSUME(Slash) }]);
      const right = this.SUBRULE2(this.unary);
      this.ACTION(() => (left = binary(op.image as "*" | "/", left, right)));
    });
    return left;
  });

  private unary = this.RULE("unary", (): A.Expr => {
    return this.OR([
      {
        ALT: () => {
          const op = this.CONSUME(Minus);
          const operand = this.SUBRULE(this.unary);
          return this.ACTION(() => ({ kind: "Unary" as const, op: "-" as const, operand, span: span(op, operand) }));
        },
      },
      { ALT: () => this.SUBRULE(this.primary) },
    ]);
  });

  private primary = this.RULE("primary", (): A.Expr => {
    return this.OR([
      {
        ALT: () => {
          const t = this.CONSUME(NumberLit);
          return this.ACTION(() => ({ kind: "Number" as const, value: Number(t.image), span: name(t).span }));
        },
      },
      {
        ALT: () => {
          const t = this.OR2([{ ALT: () => this.CONSUME(kw("true")) }, { ALT: () => this.CONSUME(kw("false")) }]);
          return this.ACTION(() => ({ kind: "Bool" as const, value: t.image === "true", span: name(t).span }));
        },
      },
      {
        ALT: () => {
          const first = this.CONSUME(kw("count"));
          const what = this.SUBRULE(this.target);
          return this.ACTION(() => ({ kind: "Count" as const, what, span: span(first, what) }));
        },
      },
      {
        ALT: () => {
          const first = this.CONSUME(kw("roll"));
          const d = this.CONSUME(DiceLit);
          return this.ACTION(() => ({ kind: "Roll" as const, dice: dice(d), span: span(first, d) }));
        },
      },
      {
        ALT: () => {
          this.CONSUME(LParen);
          const inner = this.SUBRULE(this.expr);
          this.CONSUME(RParen);
          return inner;
        },
      },
      { ALT: () => this.SUBRULE(this.namedExpr) },
    ]);
  });

  /** `X`, `strength of target`, `min(a, b)`. */
  private namedExpr = this.RULE("namedExpr", (): A.Expr => {
    const id = this.CONSUME(Identifier);
    return this.OR([
      {
        ALT: () => {
          this.CONSUME(kw("of"));
          const of = this.SUBRULE(this.ofTarget);
          return this.ACTION(() => ({ kind: "Of" as const, property: name(id), of, span: span(id, of) }));
        },
      },
      {
        ALT: () => {
          this.CONSUME(LParen);
          const args: A.Expr[] = [];
          this.MANY_SEP({ SEP: Comma, DEF: () => args.push(this.SUBRULE(this.expr)) });
          const close = this.CONSUME(RParen);
          return this.ACTION(() => ({ kind: "Func" as const, name: name(id), args, span: span(id, close) }));
        },
      },
      { ALT: () => this.ACTION(() => ({ kind: "Ref" as const, name: name(id), span: name(id).span })) },
    ]);
  });
}

/** Tokens that may follow a whole condition: where `<subject> <fact>` can end. */
const ENDS_CONDITION = new Set<TokenType>([Colon, Newline, Comma, RParen, Dedent, kw("and"), kw("or"), kw("while"), EOF]);

function isPlain(a: A.Ability | undefined): boolean {
  return !!a && a.trigger === null && a.options.length === 0;
}

function binary(op: A.BinaryOp, left: A.Expr, right: A.Expr): A.Expr {
  return { kind: "Binary", op, left, right, span: span(left, right) };
}

function compareOp(tok: IToken): A.BinaryOp {
  switch (tok.image) {
    case "=":
    case "==":
      return "==";
    case "=<":
      return "<=";
    default:
      return tok.image as A.BinaryOp;
  }
}

let shared: EffectParser | undefined;

/**
 * One shared parser instance: chevrotain parsers are reusable and costly to construct (its
 * analysis of the grammar is a large part of a one-card check), so it is built when first
 * needed: a check whose effect texts were all parsed before never builds it.
 */
export function effectParser(): EffectParser {
  return (shared ??= new EffectParser());
}
export type { TokenType };
