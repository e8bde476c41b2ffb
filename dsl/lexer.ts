/**
 * Tokens of the effect language, and the layout pass that turns line structure into
 * NEWLINE / INDENT / DEDENT tokens (blocks are indented, like the YAML around them).
 */
import { createToken, createTokenInstance, Lexer, type ILexingResult, type IToken, type TokenType } from "chevrotain";

export const Identifier = createToken({
  name: "Identifier",
  // Hyphenated names (`knocked-down`, `sword-strike`) are one identifier; `a - b` is subtraction.
  pattern: /[A-Za-z_][A-Za-z0-9_]*(?:-[A-Za-z][A-Za-z0-9_]*)*/,
});

/** Words with a fixed meaning in the language; they cannot name a verb, stat or card. */
export const KEYWORDS = [
  "when", "whenever", "at", "start", "end", "of", "response", "to", "once", "twice", "times", "per",
  "pay", "if", "else", "choose", "one", "or", "repeat", "while", "let", "roll", "on", "and", "not",
  "true", "false", "count", "may", "nothing", "is", "in", "with", "without", "a", "an", "each", "all", "the",
  "another", "your", "their", "any", "vs", "from", "for", "into", "onto", "as", "by", "using",
  "until", "requires", "keep", "set", "secretly", "number", "other", "next", "previous",
] as const;
export type Keyword = (typeof KEYWORDS)[number];

const keywordTokens = new Map<Keyword, TokenType>();
for (const word of KEYWORDS) {
  keywordTokens.set(
    word,
    createToken({ name: `Kw_${word}`, pattern: new RegExp(`${word}\\b`), longer_alt: Identifier }),
  );
}
const KEYWORD_TYPES: ReadonlySet<TokenType> = new Set(keywordTokens.values());
export function kw(word: Keyword): TokenType {
  return keywordTokens.get(word)!;
}

/** Prepositions that introduce a labelled argument of a verb or event. */
export const LABELS = ["to", "from", "for", "into", "onto", "on", "as", "by", "at", "using", "until"] as const;
export type Label = (typeof LABELS)[number];

export const Range = createToken({ name: "Range", pattern: /\d+-\d+/ });
export const DiceLit = createToken({ name: "Dice", pattern: /\d*d\d+\b/, longer_alt: Identifier });
export const NumberLit = createToken({ name: "Number", pattern: /\d+/ });
export const StringLit = createToken({ name: "String", pattern: /"(?:[^"\\\n\r]|\\.)*"/ });

export const Colon = createToken({ name: "Colon", pattern: /:/, label: "':'" });
export const Semicolon = createToken({ name: "Semicolon", pattern: /;/, label: "';'" });
export const Comma = createToken({ name: "Comma", pattern: /,/, label: "','" });
export const LParen = createToken({ name: "LParen", pattern: /\(/, label: "'('" });
export const RParen = createToken({ name: "RParen", pattern: /\)/, label: "')'" });
export const Plus = createToken({ name: "Plus", pattern: /\+/, label: "'+'" });
export const Minus = createToken({ name: "Minus", pattern: /-/, label: "'-'" });
export const Star = createToken({ name: "Star", pattern: /\*/, label: "'*'" });
export const Slash = createToken({ name: "Slash", pattern: /\//, label: "'/'" });
export const Equals = createToken({ name: "Equals", pattern: /==?/, label: "'='" });
export const NotEquals = createToken({ name: "NotEquals", pattern: /!=/, label: "'!='" });
export const LessEq = createToken({ name: "LessEq", pattern: /<=|=</, label: "'<='" });
export const GreaterEq = createToken({ name: "GreaterEq", pattern: />=/, label: "'>='" });
export const Less = createToken({ name: "Less", pattern: /</, label: "'<'" });
export const Greater = createToken({ name: "Greater", pattern: />/, label: "'>'" });

export const LineBreak = createToken({ name: "LineBreak", pattern: /\r?\n|\r/, group: Lexer.SKIPPED });
export const Spaces = createToken({ name: "Spaces", pattern: /[ \t]+/, group: Lexer.SKIPPED });
export const Comment = createToken({ name: "Comment", pattern: /#[^\n\r]*/, group: Lexer.SKIPPED });

// Layout tokens: never matched by the lexer, inserted by `layout()`.
export const Newline = createToken({ name: "Newline", pattern: Lexer.NA, label: "end of line" });
export const Indent = createToken({ name: "Indent", pattern: Lexer.NA, label: "indented block" });
export const Dedent = createToken({ name: "Dedent", pattern: Lexer.NA, label: "end of block" });

export const ALL_TOKENS: TokenType[] = [
  LineBreak,
  Spaces,
  Comment,
  Newline,
  Indent,
  Dedent,
  Range,
  DiceLit,
  NumberLit,
  StringLit,
  ...keywordTokens.values(),
  Identifier,
  Colon,
  Semicolon,
  Comma,
  LParen,
  RParen,
  Plus,
  NotEquals,
  LessEq,
  GreaterEq,
  Equals,
  Less,
  Greater,
  Minus,
  Star,
  Slash,
];

/**
 * What the lexer matches: every token but the keywords. A keyword's pattern (`when\b`, with
 * Identifier as its longer alternative) matches exactly where Identifier matches the same word,
 * so words are lexed as identifiers and a word that is a keyword gets its keyword's type after
 * (`keywordsTyped`). Building a lexer analyses each pattern: sixty keyword patterns were most of
 * its cost at start-up, and trying them at every word most of the time lexing took.
 */
const LEXED_TOKENS = ALL_TOKENS.filter((t) => !KEYWORD_TYPES.has(t));

/**
 * `validate` checks the token patterns and that chevrotain can optimise them, a large part of
 * building the lexer: the shared lexer skips it, a test builds one with it.
 */
export function createLexer({ validate = false }: { validate?: boolean } = {}): Lexer {
  return new Lexer(LEXED_TOKENS, { positionTracking: "full", ensureOptimizations: validate, skipValidations: !validate });
}

/** A test's lexer of every token, keyword patterns included: what `tokenize` must match. */
export function createLexerWithKeywordPatterns(): Lexer {
  return new Lexer(ALL_TOKENS, { positionTracking: "full" });
}

let lexer: Lexer | undefined;

/** The lexer's tokens, keywords typed, before layout. */
export function lexWords(text: string): ILexingResult {
  const result = (lexer ??= createLexer()).tokenize(text);
  keywordsTyped(result.tokens);
  return result;
}

/** Identifiers whose text is a keyword become that keyword's token. */
function keywordsTyped(tokens: IToken[]): IToken[] {
  for (const tok of tokens) {
    if (tok.tokenType !== Identifier) continue;
    const keyword = keywordTokens.get(tok.image as Keyword);
    if (keyword === undefined) continue;
    tok.tokenType = keyword;
    tok.tokenTypeIdx = keyword.tokenTypeIdx!;
  }
  return tokens;
}

export interface LexProblem {
  kind: "lex" | "indent";
  message: string;
  start: number;
  end: number;
}

export interface LexResult {
  tokens: IToken[];
  problems: LexProblem[];
}

/** Lex effect text and insert layout tokens. */
export function tokenize(text: string): LexResult {
  const result = lexWords(text);
  const problems: LexProblem[] = result.errors.map((e) => ({
    kind: "lex",
    message: describeLexError(text, e.offset, e.length),
    start: e.offset,
    end: e.offset + Math.max(1, e.length),
  }));
  return { tokens: layout(text, result.tokens, problems), problems };
}

function describeLexError(text: string, offset: number, length: number): string {
  const ch = text[offset];
  if (ch === '"') return "unterminated string: a string must close with `\"` on the same line";
  const shown = text.slice(offset, offset + Math.min(length, 10));
  return `unexpected character${length > 1 ? "s" : ""} \`${shown}\``;
}

function virtual(type: TokenType, at: number, line: number, col: number): IToken {
  return createTokenInstance(type, "", at, at, line, line, col, col);
}

/**
 * Turns the flat token stream into a line-structured one: a NEWLINE ends every logical line,
 * INDENT/DEDENT mark blocks. Newlines inside parentheses do not end a line.
 */
function layout(text: string, tokens: IToken[], problems: LexProblem[]): IToken[] {
  const out: IToken[] = [];
  const levels = [0];
  let depth = 0;
  let lastLine = -1;
  let prev: IToken | undefined;
  for (const tok of tokens) {
    const line = tok.startLine ?? 0;
    if (line !== lastLine && depth === 0) {
      const first = !prev;
      if (prev) out.push(virtual(Newline, (prev.endOffset ?? prev.startOffset) + 1, prev.endLine ?? 0, (prev.endColumn ?? 0) + 1));
      const lineStart = text.lastIndexOf("\n", tok.startOffset - 1) + 1;
      const indentText = text.slice(lineStart, tok.startOffset).replace(/\r/g, "");
      if (indentText.includes("\t")) {
        problems.push({
          kind: "indent",
          message: "use spaces, not tabs, to indent effect blocks",
          start: lineStart,
          end: tok.startOffset,
        });
      }
      const width = indentText.length;
      if (first) levels[0] = width;
      const current = levels[levels.length - 1];
      if (width > current) {
        levels.push(width);
        out.push(virtual(Indent, tok.startOffset, line, tok.startColumn ?? 0));
      } else if (width < current) {
        while (levels.length > 1 && width < levels[levels.length - 1]) {
          levels.pop();
          out.push(virtual(Dedent, tok.startOffset, line, tok.startColumn ?? 0));
        }
        if (width !== levels[levels.length - 1]) {
          problems.push({
            kind: "indent",
            message: "this line's indentation matches no enclosing block",
            start: lineStart,
            end: tok.startOffset,
          });
          levels.push(width);
        }
      }
      lastLine = line;
    }
    if (tok.tokenType === LParen) depth++;
    else if (tok.tokenType === RParen) depth = Math.max(0, depth - 1);
    lastLine = depth === 0 ? (tok.endLine ?? line) : lastLine;
    out.push(tok);
    prev = tok;
  }
  if (prev) {
    const end = (prev.endOffset ?? prev.startOffset) + 1;
    out.push(virtual(Newline, end, prev.endLine ?? 0, (prev.endColumn ?? 0) + 1));
    while (levels.length > 1) {
      levels.pop();
      out.push(virtual(Dedent, end, prev.endLine ?? 0, (prev.endColumn ?? 0) + 1));
    }
  }
  return out;
}
