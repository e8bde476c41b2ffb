/**
 * One effect or condition text through every check the card checker runs on it: size, syntax,
 * tree limits, hazards, then names and types against the vocabulary. Reports offsets into the
 * text; the card checker maps them into the file, the effect-text fuzzer checks them as they are.
 */
import { parseCondition, parseEffect, type SyntaxProblem } from "../../dsl/index.ts";
import type { Vocabulary } from "../vocab/vocabulary.ts";
import type { CheckedCondition, CheckedEffect } from "./checked.ts";
import { EffectChecker, type CardIds } from "./effect-checker.ts";
import { effectHazards } from "./effect-hazards.ts";
import { effectTooLarge, effectTreeProblems } from "./effect-limits.ts";

const syntaxCodes: Record<SyntaxProblem["kind"], string> = { syntax: "CS3001", lex: "CS3002", indent: "CS3003", limit: "CS1003" };

export type TextReport = (code: string, message: string, start?: number, end?: number, help?: string, label?: string) => void;

export interface EffectTextContext {
  vocab: Vocabulary;
  /** The card's kind. */
  kind: string;
  /** Entity types the card is shown as (see shown-entities.ts). */
  shows: readonly string[];
  cardIds: CardIds;
}

export type CheckedText = { type: "effect"; checked: Omit<CheckedEffect, "field"> } | { type: "condition"; checked: Omit<CheckedCondition, "field"> };

/** The checked AST when the text has no error that stops checking, else undefined. */
export function checkEffectText(ctx: EffectTextContext, text: string, type: "effect" | "condition", report: TextReport): CheckedText | undefined {
  const large = effectTooLarge(text);
  if (large) return void report(large.code, large.message, large.start, large.end, large.help);
  const parsed = type === "effect" ? parseEffect(text) : parseCondition(text);
  for (const p of parsed.problems) report(syntaxCodes[p.kind], p.message, p.start, p.end, p.help);
  if (parsed.problems.length || !parsed.ast) return undefined;
  const limits = effectTreeProblems(parsed.ast, text);
  for (const p of limits) report(p.code, p.message, p.start, p.end, p.help);
  if (limits.length) return undefined;
  for (const h of effectHazards(parsed.ast)) report(h.code, h.message, h.start, h.end, h.help);
  const checker = new EffectChecker({
    vocab: ctx.vocab,
    kind: ctx.kind,
    shows: ctx.shows,
    cardIds: ctx.cardIds,
    report: (code, message, span, help, label) => report(code, message, span.start, span.end, help, label),
  });
  if (type === "effect") {
    const program = parsed.ast as CheckedEffect["program"];
    return { type, checked: { program, ...checker.checkProgram(program) } };
  }
  const expr = parsed.ast as CheckedCondition["expr"];
  return { type, checked: { expr, names: checker.checkCondition(expr).names } };
}
