/**
 * Effect-language texts written in game.yaml itself (a zone's capacity, a fact's condition, a
 * row of move advice): their syntax problems reported where the text stands, then their names and
 * types checked as the acting player, with no card and (unless one is named) no triggering event.
 */
import type { Expr, ParseResult } from "../../dsl/index.ts";
import { EffectChecker } from "../check/effect-checker.ts";
import type { PathReport } from "./check-capacity.ts";
import type { Vocabulary } from "./vocabulary.ts";

type SpanReport = ReturnType<PathReport>;

const SYNTAX_CODES = { syntax: "CS3001", lex: "CS3002", indent: "CS3003", limit: "CS1003" } as const;

/** Reports the text's syntax problems; its tree when it has none. */
export function parsedTree(parsed: ParseResult<Expr>, report: SpanReport): Expr | undefined {
  for (const p of parsed.problems) report(SYNTAX_CODES[p.kind], p.message, p.start, p.end, p.help);
  return parsed.problems.length ? undefined : (parsed.ast ?? undefined);
}

/** A checker of a declared text, reading it on `event` when given; `ok()` is false once it reported a problem. */
export function declaredTextChecker(vocab: Vocabulary, report: SpanReport, event?: string): { checker: EffectChecker; ok(): boolean } {
  let ok = true;
  const checker = new EffectChecker({
    vocab,
    kind: null,
    cardIds: new Set(),
    ...(event !== undefined && { event }),
    report: (code, message, span, help, label) => {
      ok = false;
      report(code, message, span.start, span.end, help, label);
    },
  });
  return { checker, ok: () => ok };
}
