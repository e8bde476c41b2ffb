/**
 * The effect-text fuzzer's harness, shared by its test and `npm run bench`: every effect and
 * condition written in the real card files, with the card it belongs to, and one case: a
 * mutated text through the card checker's effect-text checks, in that card's context.
 */
import { checkGame, relativeTo } from "../../compiler/check/check-game.ts";
import { checkEffectText, type EffectTextContext } from "../../compiler/check/effect-text.ts";
import { entityTypesShownBy } from "../../compiler/check/shown-entities.ts";
import { DIAGNOSTIC_CODES } from "../../compiler/diagnostics/codes.ts";
import type { FieldType } from "../../compiler/vocab/vocabulary.ts";
import { INTERNAL_ERROR } from "./outcome.ts";

export interface EffectText {
  where: string;
  type: "effect" | "condition";
  text: string;
  ctx: EffectTextContext;
}

/** Every effect and condition of a game's cards (the game must check clean). */
export function effectTextsOf(gameDir: string): EffectText[] {
  const check = checkGame(gameDir, relativeTo(gameDir));
  if (!check.game) throw new Error(`${gameDir} does not check clean`);
  const { vocab } = check.game;
  const cards = [...check.game.files.values()].flat();
  const cardIds = new Set(cards.map((c) => c.id));
  const out: EffectText[] = [];
  for (const card of cards) {
    const ctx = { vocab, kind: card.kind, shows: entityTypesShownBy(vocab, card.kind, card.data), cardIds };
    const visit = (value: unknown, ft: FieldType, where: string): void => {
      if ((ft.type === "effect" || ft.type === "condition") && typeof value === "string") out.push({ where, type: ft.type, text: value, ctx });
      else if (ft.type === "map" && value && typeof value === "object") for (const [k, v] of Object.entries(value)) visit(v, ft.values, `${where}.${k}`);
      else if (ft.type === "list" && Array.isArray(value)) value.forEach((v, i) => visit(v, ft.of, `${where}[${i}]`));
    };
    for (const [name, spec] of Object.entries(vocab.kinds[card.kind].fields)) if (Object.hasOwn(card.data, name)) visit(card.data[name], spec, `${card.id}.${name}`);
  }
  return out;
}

/** Checks `text` in the context of `e`; the rules it broke. */
export function runEffectText(e: EffectText, text: string): string[] {
  const problems: string[] = [];
  try {
    checkEffectText(e.ctx, text, e.type, (code, message, start, end) => {
      if (code === INTERNAL_ERROR || !Object.hasOwn(DIAGNOSTIC_CODES, code)) problems.push(`${code}: ${message}`);
      const s = start ?? 0;
      const t = end ?? s;
      if (!(Number.isInteger(s) && Number.isInteger(t) && s >= 0 && s <= t && t <= text.length)) problems.push(`${code} at ${start}..${end} is outside the text (${text.length}): ${message}`);
      if (/\n\s+at /.test(message)) problems.push(`${code} shows a stack trace: ${message}`);
    });
  } catch (err) {
    problems.push(`threw: ${(err as Error)?.stack ?? String(err)}`);
  }
  return problems;
}
