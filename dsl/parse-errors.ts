/**
 * Syntax error wording for designers. chevrotain's defaults ("Expecting token of type -->
 * Colon <--") read like a parser dump; these say what was expected in the language's terms.
 */
import type { IParserErrorMessageProvider, IToken, TokenType } from "chevrotain";

const RULE_WORDS: Record<string, string> = {
  program: "an ability",
  ability: "an ability or statement",
  header: "a trigger or an option",
  trigger: "a trigger (`when`, `whenever`, `at`, `response to`)",
  abilityOption: "a limit (`once per round`) or a cost (`pay 2 gold`)",
  costItem: "a cost",
  block: "`:` and a block",
  inlineStmts: "a statement",
  stmtLine: "a statement",
  compound: "a statement",
  simple: "a statement (a verb, `let`, `may`, `if`, `choose one`, `repeat while`, `roll`)",
  call: "a verb",
  labelledArgs: "an argument",
  value: "a value (a number, a name or a selector such as `a target`)",
  selector: "a selector such as `a target` or `each opponent`",
  target: "a selector such as `a target` or `your hero`",
  filters: "a filter (`with <trait>` or `in <zone>`)",
  expr: "an expression",
  comparison: "an expression",
  additive: "an expression",
  multiplicative: "an expression",
  unary: "an expression",
  primary: "a number, a name or `(`",
  namedExpr: "a name",
  rollStmt: "`on <number or range>:`",
};

export function describeToken(tok: IToken): string {
  const type = tok.tokenType.name;
  if (type === "EOF") return "the end of the effect";
  if (type === "Newline") return "the end of the line";
  if (type === "Indent") return "an indented block";
  if (type === "Dedent") return "the end of the block";
  return `\`${tok.image}\``;
}

function describeType(t: TokenType): string {
  if (t.name === "EOF") return "the end of the effect";
  if (t.name.startsWith("Kw_")) return `\`${t.name.slice(3)}\``;
  if (t.name === "Identifier") return "a name";
  if (t.name === "Number") return "a number";
  if (t.name === "Range") return "a range such as `1-3`";
  if (t.name === "Dice") return "dice such as `d6`";
  if (t.name === "String") return "a quoted text";
  if (t.name === "Newline") return "the end of the line";
  if (t.name === "Indent") return "an indented block";
  if (t.name === "Dedent") return "the end of the block";
  if (typeof t.LABEL === "string") return t.LABEL.replace(/^'(.*)'$/, "`$1`");
  return t.name;
}

function expectedList(types: TokenType[]): string {
  const words = [...new Set(types.map(describeType))];
  if (words.length <= 1) return words[0] ?? "something else";
  if (words.length > 6) return `${words.slice(0, 6).join(", ")} or another`;
  return `${words.slice(0, -1).join(", ")} or ${words[words.length - 1]}`;
}

export const errorMessages: IParserErrorMessageProvider = {
  buildMismatchTokenMessage({ expected, actual }) {
    return `expected ${describeType(expected)}, found ${describeToken(actual)}`;
  },
  buildNotAllInputParsedMessage({ firstRedundant }) {
    const type = firstRedundant.tokenType.name;
    if (type === "Indent") return "unexpected indentation: this line is indented more than the block it belongs to";
    if (type === "Dedent") return "unexpected end of block";
    return `unexpected ${describeToken(firstRedundant)}`;
  },
  buildNoViableAltMessage({ expectedPathsPerAlt, actual, ruleName }) {
    const firsts = expectedPathsPerAlt.flatMap((paths) => paths.map((p) => p[0]).filter(Boolean));
    const wanted = RULE_WORDS[ruleName] ?? expectedList(firsts);
    return `expected ${wanted}, found ${describeToken(actual[0])}`;
  },
  buildEarlyExitMessage({ expectedIterationPaths, actual, ruleName }) {
    const firsts = expectedIterationPaths.map((p) => p[0]).filter(Boolean);
    const wanted = RULE_WORDS[ruleName] ?? expectedList(firsts);
    return `expected ${wanted}, found ${describeToken(actual[0])}`;
  },
};
