/**
 * A recursive-descent parser for the TypeScript the emitter writes: imports and re-exports,
 * constants, functions and the statements and expressions of compiled effects. Anything else
 * throws `Unsupported` (the file then goes to prettier).
 */
import type { Block, Expr, Prop, Stmt, StmtBody } from "./ast.ts";
import { tokenize, Unsupported, type Token } from "./tokens.ts";

/** Binding power of each binary operator (higher binds tighter), as in JavaScript. */
export const PRECEDENCE = new Map<string, number>([
  ["??", 1],
  ["||", 2],
  ["&&", 3],
  ["|", 4],
  ["&", 6],
  ["==", 7],
  ["!=", 7],
  ["===", 7],
  ["!==", 7],
  ["<", 8],
  [">", 8],
  ["<=", 8],
  [">=", 8],
  ["in", 8],
  ["+", 10],
  ["-", 10],
  ["*", 11],
  ["/", 11],
  ["%", 11],
]);

class Parser {
  private i = 0;
  constructor(
    private readonly text: string,
    private readonly tokens: Token[],
  ) {}

  private get tok(): Token {
    return this.tokens[this.i];
  }

  private is(text: string): boolean {
    const t = this.tok;
    return (t.kind === "punct" || t.kind === "ident") && t.text === text;
  }

  private eat(text: string): boolean {
    if (!this.is(text)) return false;
    this.i++;
    return true;
  }

  private expect(text: string): void {
    if (!this.eat(text)) throw new Unsupported(`expected ${text}, found ${this.tok.text || "the end"}`);
  }

  private ident(): string {
    if (this.tok.kind !== "ident") throw new Unsupported(`expected a name, found ${this.tok.text}`);
    return this.tokens[this.i++].text;
  }

  private string(): string {
    if (this.tok.kind !== "string") throw new Unsupported(`expected a string, found ${this.tok.text}`);
    return this.tokens[this.i++].text;
  }

  /** Top-level statements; one this parser cannot read becomes `other`, kept as source text. */
  program(): Stmt[] {
    const out: Stmt[] = [];
    while (this.tok.kind !== "eof") {
      const first = this.i;
      let s: Stmt;
      try {
        s = this.statement(true);
      } catch (e) {
        if (!(e instanceof Unsupported)) throw e;
        this.i = first;
        this.skipStatement();
        s = { kind: "other", comments: [], blankAfter: this.tok.newlines >= 2 };
      }
      s.source = this.text.slice(this.tokens[first].start, this.tokens[this.i - 1].end);
      out.push(s);
    }
    return out;
  }

  /**
   * Moves past a top-level statement without reading it: to a `;` outside brackets, or to the
   * `}` that closes its outermost bracket at the end of a line. The text between may go to
   * prettier on its own, so a wrong guess only costs prettier's parse error and the file goes
   * to prettier whole (format.ts).
   */
  private skipStatement(): void {
    let depth = 0;
    while (this.tok.kind !== "eof") {
      const t = this.tokens[this.i++];
      if (t.kind !== "punct") continue;
      if ("{[(".includes(t.text)) depth++;
      else if ("}])".includes(t.text)) depth--;
      else if (t.text === ";" && depth === 0) return;
      if (depth === 0 && t.text === "}" && this.tok.newlines > 0 && !CONTINUES.has(this.tok.text)) return;
    }
  }

  private statement(topLevel: boolean): Stmt {
    const comments: string[] = [];
    while (this.tok.kind === "comment") {
      if (comments.length === 0 && this.i > 0 && this.tok.newlines === 0) throw new Unsupported("comment after code on a line");
      comments.push(this.tokens[this.i++].text);
      if (this.tok.newlines !== 1) throw new Unsupported("comment not directly above a statement");
    }
    const body = topLevel ? this.topLevelStatement() : this.innerStatement();
    const next = this.tok;
    if (next.kind !== "eof" && next.newlines === 0 && !(next.kind === "punct" && next.text === "}")) throw new Unsupported("two statements on a line");
    return { ...body, comments, blankAfter: next.newlines >= 2 };
  }

  private topLevelStatement(): StmtBody {
    if (this.is("import")) return this.importLike();
    if (this.is("export")) {
      const after = this.tokens[this.i + 1];
      if (after.text === "{" || after.text === "*" || after.text === "type") return this.importLike();
      this.i++;
      return this.is("function") ? this.functionDeclaration("export ") : this.variable("export ");
    }
    if (this.is("function")) return this.functionDeclaration("");
    if (this.is("const")) return this.variable("");
    throw new Unsupported(`top-level ${this.tok.text}`);
  }

  /** `import [type] { a, b } from "x";`, `export [type] { ... } [from "x"];`, `export [type] * from "x";` */
  private importLike(): StmtBody {
    let head = this.ident();
    if (this.eat("type")) head += " type";
    let names: string[] | null = null;
    if (this.eat("*")) head += " *";
    else {
      this.expect("{");
      names = [];
      while (!this.eat("}")) {
        names.push(this.ident());
        if (!this.is("}")) this.expect(",");
      }
      if (!names.length) throw new Unsupported("empty import");
    }
    const from = head.startsWith("export") && names && this.is(";") ? null : (this.expect("from"), this.string());
    this.expect(";");
    return { kind: "import", text: head, names, from };
  }

  private variable(prefix: string): StmtBody {
    const word = this.ident();
    if (word !== "const" && word !== "let") throw new Unsupported(`declaration ${word}`);
    const name = this.ident();
    const type = this.eat(":") ? this.type(["="]) : null;
    this.expect("=");
    const init = this.expression();
    this.expect(";");
    return { kind: "var", prefix: `${prefix}${word} `, name, type, init };
  }

  private functionDeclaration(prefix: string): StmtBody {
    this.expect("function");
    const name = this.ident();
    this.expect("(");
    const params: string[] = [];
    while (!this.eat(")")) {
      const param = this.ident();
      this.expect(":");
      params.push(`${param}: ${this.type([",", ")"])}`);
      if (!this.is(")")) this.expect(",");
    }
    this.expect(":");
    const returns = this.type(["{"]);
    return { kind: "function", prefix, name, params, returns, body: this.block() };
  }

  /**
   * A type as flat text, up to one of `stops` outside brackets. Only names, `readonly`, generic
   * arguments and `[]`: what the emitter annotates constants and parameters with.
   */
  private type(stops: string[]): string {
    let text = "";
    let depth = 0;
    for (;;) {
      const t = this.tok;
      if (depth === 0 && stops.includes(t.text) && t.kind === "punct") return text;
      if (t.kind === "ident") text += text && /[A-Za-z0-9_$]$/.test(text) ? ` ${t.text}` : t.text;
      // `readonly [A, B]` is a tuple, spaced; `T[]` an array suffix, not.
      else if (t.text === "[" && /(^|[^A-Za-z0-9_$])readonly$/.test(text)) (depth++, (text += " ["));
      else if (t.text === "<" || t.text === "[") (depth++, (text += t.text));
      else if (t.text === ">" || t.text === "]") (depth--, (text += t.text));
      else if (t.text === "," && depth > 0) text += ", ";
      else throw new Unsupported(`type syntax ${t.text}`);
      if (depth < 0) throw new Unsupported("unbalanced type");
      this.i++;
    }
  }

  private block(): Block {
    this.expect("{");
    const body: Stmt[] = [];
    while (!this.eat("}")) {
      if (this.tok.kind === "eof") throw new Unsupported("unterminated block");
      body.push(this.statement(false));
    }
    return { kind: "block", body };
  }

  private innerStatement(): StmtBody {
    if (this.is("const") || this.is("let")) return this.variable("");
    if (this.eat("return")) {
      const arg = this.is(";") ? null : this.expression();
      this.expect(";");
      return { kind: "return", arg };
    }
    if (this.is("break") || this.is("continue")) {
      const word = this.ident() as "break" | "continue";
      this.expect(";");
      return { kind: "jump", word };
    }
    if (this.eat("if")) return this.ifStatement();
    if (this.eat("for")) {
      this.expect("(");
      const binding = `${this.ident()} ${this.ident()}`;
      if (!binding.startsWith("const ")) throw new Unsupported("for without const");
      this.expect("of");
      const of = this.expression();
      this.expect(")");
      return { kind: "for-of", binding, of, body: this.block() };
    }
    if (this.eat("while")) {
      const test = this.parenthesized();
      return { kind: "while", test, body: this.block() };
    }
    if (this.eat("do")) {
      const body = this.block();
      this.expect("while");
      const test = this.parenthesized();
      this.expect(";");
      return { kind: "do-while", body, test };
    }
    if (this.is("{") || this.is("switch") || this.is("function")) throw new Unsupported(`statement ${this.tok.text}`);
    const expr = this.expression();
    this.expect(";");
    return { kind: "expr", expr };
  }

  private ifStatement(): StmtBody {
    const test = this.parenthesized();
    const then = this.block();
    let otherwise: Block | Stmt | null = null;
    if (this.eat("else")) {
      if (this.eat("if")) otherwise = { ...this.ifStatement(), comments: [], blankAfter: false };
      else otherwise = this.block();
    }
    return { kind: "if", test, then, else: otherwise };
  }

  private parenthesized(): Expr {
    this.expect("(");
    const e = this.expression();
    this.expect(")");
    return e;
  }

  expression(): Expr {
    if (this.isArrow()) return this.arrow();
    const e = this.binary(0);
    if (this.eat("as")) return { kind: "as", expr: e, type: this.ident() };
    if (this.is("?")) throw new Unsupported("conditional expression");
    return e;
  }

  private binary(minPrecedence: number): Expr {
    let left = this.unary();
    for (;;) {
      const t = this.tok;
      const p = t.kind === "punct" || t.text === "in" ? PRECEDENCE.get(t.text) : undefined;
      if (p === undefined || p <= minPrecedence) return left;
      this.i++;
      left = { kind: "binary", op: t.text, left, right: this.binary(p) };
    }
  }

  private unary(): Expr {
    if (this.is("!") || this.is("-")) {
      const op = this.tokens[this.i++].text;
      return { kind: "unary", op, arg: this.unary() };
    }
    return this.postfix(this.primary());
  }

  private postfix(e: Expr): Expr {
    for (;;) {
      if (this.eat(".")) e = { kind: "member", object: e, name: this.ident() };
      else if (this.eat("[")) {
        e = { kind: "index", object: e, index: this.expression() };
        this.expect("]");
      } else if (this.eat("(")) e = { kind: "call", callee: e, args: this.list(")") };
      else return e;
    }
  }

  private list(close: string): Expr[] {
    const items: Expr[] = [];
    while (!this.eat(close)) {
      items.push(this.expression());
      if (!this.is(close)) this.expect(",");
    }
    return items;
  }

  private primary(): Expr {
    const t = this.tok;
    if (t.kind === "number") {
      this.i++;
      return { kind: "number", text: t.text.replace(/(\.\d+?)0+$/, "$1").replace(/\.$/, "") };
    }
    if (t.kind === "string") {
      this.i++;
      return { kind: "string", text: t.text };
    }
    if (this.eat("(")) {
      const e = this.expression();
      this.expect(")");
      return e;
    }
    if (this.eat("[")) return { kind: "array", items: this.list("]") };
    if (this.is("{")) return this.object();
    if (t.kind === "ident" && !RESERVED.has(t.text)) {
      this.i++;
      return { kind: "ident", name: t.text };
    }
    throw new Unsupported(`expression ${t.text}`);
  }

  private object(): Expr {
    this.expect("{");
    // prettier keeps an object broken when its source breaks the line before the first key.
    const keepBroken = !this.is("}") && this.tok.newlines > 0;
    const props: Prop[] = [];
    while (!this.eat("}")) {
      const t = this.tok;
      if (t.kind !== "ident" && t.kind !== "string") throw new Unsupported(`property key ${t.text}`);
      if (t.kind === "string" && /^["'][A-Za-z_$0-9][A-Za-z0-9_$]*["']$/.test(t.text)) throw new Unsupported("quoted key prettier may unquote");
      this.i++;
      this.expect(":");
      props.push({ key: t.text, value: this.expression() });
      if (!this.is("}")) this.expect(",");
    }
    return { kind: "object", props, keepBroken };
  }

  private isArrow(): boolean {
    if (!this.is("(")) return false;
    let j = this.i + 1;
    while (this.tokens[j].kind === "ident" || this.tokens[j].text === ",") j++;
    return this.tokens[j].text === ")" && this.tokens[j + 1].text === "=>";
  }

  private arrow(): Expr {
    this.expect("(");
    const params: string[] = [];
    while (!this.eat(")")) {
      params.push(this.ident());
      this.eat(",");
    }
    this.expect("=>");
    return { kind: "arrow", params, body: this.is("{") ? this.block() : this.expression() };
  }
}

/** Tokens that continue a statement after a `}` at the end of a line. */
const CONTINUES = new Set(["else", "while", "catch", "finally", ")", "]", ",", ".", ";", "as", "satisfies"]);

const RESERVED = new Set(["function", "class", "new", "typeof", "void", "delete", "this", "super", "yield", "await", "import", "async"]);

/** The statements of a generated module; throws `Unsupported` outside the emitter's language. */
export function parseModule(text: string): Stmt[] {
  return new Parser(text, tokenize(text)).program();
}
