/**
 * The effect language's public entry points: parse effect text or a condition into an AST,
 * with every syntax problem reported (recovery keeps going after the first).
 */
import type { IRecognitionException } from "chevrotain";
import type { Expr, Program } from "./ast.ts";
import { tokenize, type LexProblem } from "./lexer.ts";
import { effectParser, type EffectParser } from "./parser.ts";

export * from "./ast.ts";
export { printCost, printExpr, printProgram } from "./printer.ts";
export { KEYWORDS } from "./lexer.ts";

export type SyntaxProblemKind = "syntax" | "lex" | "indent" | "limit";

export interface SyntaxProblem {
  kind: SyntaxProblemKind;
  message: string;
  /** Offsets into the effect text, end exclusive. */
  start: number;
  end: number;
  /** How to fix it, when the mistake is a common one. */
  help?: string;
}

export interface ParseResult<T> {
  ast: T | undefined;
  problems: SyntaxProblem[];
}

function run<T>(text: string, rule: (parser: EffectParser) => T): ParseResult<T> {
  const lexed = tokenize(text);
  const parser = effectParser();
  parser.input = lexed.tokens;
  let ast: T | undefined;
  try {
    ast = rule(parser);
  } catch (err) {
    // The parser recurses per nesting level (`((((…))))`, `- - - … 1`); absurd nesting
    // exhausts the stack, which is the text's problem, not the parser's.
    if (err instanceof RangeError) return { ast: undefined, problems: [{ kind: "limit", message: "the text nests too deeply to parse", start: 0, end: 0 }] };
    // Error recovery can hand an action a half-built node. The syntax errors already found
    // are what the user needs; without any, the exception is a real parser bug.
    if (!parser.errors.length && !lexed.problems.length) throw err;
  }
  // A bad character or indentation derails the parser on that line; its follow-on syntax
  // errors there would only be noise.
  const spoiledLines = lexed.problems.map((p: LexProblem) => lineBounds(text, p.start));
  const parserProblems = parser.errors
    .map((e) => fromParserError(e, text))
    .filter((p) => !spoiledLines.some(([s, e]) => p.start >= s && p.start <= e))
    .sort((a, b) => a.start - b.start);
  const problems: SyntaxProblem[] = [...lexed.problems.map((p: LexProblem) => ({ ...p })), ...firstOfEachLine(parserProblems, text)];
  problems.sort((a, b) => a.start - b.start);
  return { ast, problems: problems.map((p) => withHint(withinText(p, text), text)) };
}

/**
 * The lexer closes the last line and block with virtual tokens placed after the text; a problem
 * found at one (`if x:` with no body at the very end) points at the end of the text instead.
 */
function withinText(p: SyntaxProblem, text: string): SyntaxProblem {
  const start = Math.min(Math.max(0, p.start), text.length);
  const end = Math.min(Math.max(start, p.end), text.length);
  return start === p.start && end === p.end ? p : { ...p, start, end };
}

/**
 * One mistake, one diagnostic: after the first syntax error of a line, the parser's recovery
 * reads the rest of the line out of step, and what it reports there is noise.
 */
function firstOfEachLine(problems: SyntaxProblem[], text: string): SyntaxProblem[] {
  const seenLines = new Set<number>();
  return problems.filter((p) => {
    const [lineStart] = lineBounds(text, p.start);
    if (seenLines.has(lineStart)) return false;
    seenLines.add(lineStart);
    return true;
  });
}

/**
 * Hints for common slips. `at start of combat phase:` names the phase `combat` and then the
 * word `phase`, which the header does not take: phases and steps are named alone.
 */
function withHint(p: SyntaxProblem, text: string): SyntaxProblem {
  const [lineStart, lineEnd] = lineBounds(text, p.start);
  const line = text.slice(lineStart, lineEnd);
  const found = text.slice(p.start, p.end);
  const timed = /^(\s*at\s+(?:(?:start|end)\s+of\s+)?[A-Za-z][\w-]*)\s+(phase|step)\b/.exec(line);
  if (timed && (found === "phase" || found === "step") && p.start === lineStart + line.indexOf(found, timed[1].length)) {
    const fixed = `${timed[1].trim()}${line.slice(timed[0].length)}`.trim();
    return {
      ...p,
      message: `the word \`${found}\` does not belong here: \`at\` names a ${found} by its name alone`,
      help: `write \`${fixed}\``,
    };
  }
  // `pay cost of I gold`: a cost starting with a name reads as a verb call (`pay discard this`).
  const cost = /\b(pay|or|and)\s+([A-Za-z][\w-]*\s+of\s+[A-Za-z][\w-]*)\s+([A-Za-z][\w-]*)/.exec(line);
  if (cost && found === "of" && p.start === lineStart + cost.index + cost[0].indexOf(" of ") + 1) {
    return {
      ...p,
      message: `a cost that starts with a name reads as a verb call, so \`${cost[2].split(/\s+/)[0]}\` was taken for a verb`,
      help: `put the amount in parentheses: \`${cost[1]} (${cost[2].replace(/\s+/g, " ")}) ${cost[3]}\``,
    };
  }
  return p;
}

function lineBounds(text: string, at: number): [number, number] {
  const start = text.lastIndexOf("\n", at - 1) + 1;
  const end = text.indexOf("\n", at);
  return [start, end < 0 ? text.length : end];
}

function fromParserError(e: IRecognitionException, text: string): SyntaxProblem {
  const tok = e.token;
  let start = tok.startOffset;
  let end = (tok.endOffset ?? start) + 1;
  // Virtual tokens (end of line/block/effect) and EOF have no width: point just after the
  // previous token so the caret lands where something is missing.
  if (Number.isNaN(start) || tok.tokenType.name === "EOF") {
    // chevrotain sets `previousToken` on mismatch errors only; it is not in the typings.
    const prev = (e as IRecognitionException & { previousToken?: { endOffset?: number } }).previousToken;
    start = prev?.endOffset !== undefined && !Number.isNaN(prev.endOffset) ? prev.endOffset + 1 : text.length;
    end = start;
  } else if (end <= start || tok.image === "") {
    end = start; // a virtual layout token (end of line/block): an empty span, one caret
  }
  return { kind: "syntax", message: e.message, start, end };
}

/** Parses a whole `effect:` text. */
export function parseEffect(text: string): ParseResult<Program> {
  return run(text, (parser) => parser.program());
}

/** Parses a condition such as a `requires:` field (`strength >= 3 and health <= 7`). */
export function parseCondition(text: string): ParseResult<Expr> {
  return run(text, (parser) => parser.condition());
}
