/**
 * Bounds on effect text that keep checking and building fast and safe: the size of the text,
 * how deeply it nests (every level is a recursion in the checker, the emitter and the formatter)
 * and numbers that a JavaScript number holds exactly.
 */

/** Far above any real card's effect; an effect of this size still builds in seconds. */
export const MAX_EFFECT_CHARS = 20_000;
/** Levels of nesting in one effect; a chain of 500 terms (`1 + 1 + …`) nests about 500 deep. */
export const MAX_EFFECT_NESTING = 600;

export interface LimitProblem {
  code: "CS1003" | "CS2004";
  message: string;
  start: number;
  end: number;
  help: string;
}

/** An effect text too long to check and build in reasonable time, before it is parsed. */
export function effectTooLarge(text: string): LimitProblem | null {
  if (text.length <= MAX_EFFECT_CHARS) return null;
  return {
    code: "CS1003",
    message: `the effect is ${text.length} characters long; the limit is ${MAX_EFFECT_CHARS}`,
    start: 0,
    end: 0,
    help: "split it over several cards or abilities",
  };
}

function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

interface Spanned {
  span?: { start: number; end: number };
}

/**
 * Numbers that are not exact whole numbers (beyond 2^53, or overflowing to Infinity) and nesting
 * beyond the limit, found without recursion so a hostile tree cannot exhaust the stack here.
 */
export function effectTreeProblems(ast: object, text: string): LimitProblem[] {
  const problems: LimitProblem[] = [];
  let tooDeep: Spanned["span"] | null = null;
  const stack: Array<[unknown, number, Spanned["span"]]> = [[ast, 0, undefined]];
  while (stack.length) {
    const [node, depth, outer] = stack.pop()!;
    if (Array.isArray(node)) {
      for (const item of node) stack.push([item, depth, outer]);
      continue;
    }
    if (typeof node !== "object" || node === null) continue;
    const span = (node as Spanned).span ?? outer;
    if (depth > MAX_EFFECT_NESTING && !tooDeep) tooDeep = span;
    let inexact = false;
    // for…in over a plain AST node: its own keys in Object.entries' order, without the arrays.
    for (const key in node) {
      if (key === "span") continue;
      const value = (node as Record<string, unknown>)[key];
      if (typeof value === "number" && !Number.isSafeInteger(value)) inexact = true;
      else if (typeof value === "object" && value !== null) stack.push([value, depth + 1, span]);
    }
    if (inexact && span) {
      problems.push({
        code: "CS2004",
        message: `\`${shorten(text.slice(span.start, span.end))}\` is too large: numbers in effects go up to ${Number.MAX_SAFE_INTEGER}`,
        start: span.start,
        end: span.end,
        help: "a number this large cannot be counted exactly",
      });
    }
  }
  if (tooDeep) {
    problems.push({
      code: "CS1003",
      message: `the effect nests more than ${MAX_EFFECT_NESTING} levels deep`,
      start: tooDeep.start,
      end: tooDeep.end,
      help: "split a long calculation into shorter ones",
    });
  }
  return problems.sort((a, b) => a.start - b.start);
}
