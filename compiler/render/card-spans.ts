/**
 * Where each card of a file is written, so a render diagnostic points at the card's own line:
 * the file is read again with the checker's reader and template expansion, which give every
 * card (a template's variants too) the locator the checker used.
 */
import { readFileSync } from "node:fs";
import type { Diagnostic, SourceSpan } from "../diagnostics/diagnostic.ts";
import { documentLocator, nodeSpan, type CardLocator } from "../source/card-locator.ts";
import { parseYamlFile } from "../source/yaml-file.ts";
import { expandTemplate, expansionBudget, isTemplateDocument } from "../templates/expand-template.ts";

/** Where a card is written; a template's variant also has the span of its own id. */
export interface CardPlace {
  locate: CardLocator;
  variant?: { id: string; span: SourceSpan };
}

/** Places by card id for one card file; a file that no longer reads gives none. */
export function cardLocators(abs: string, shown: string): Map<string, CardPlace> {
  const found = new Map<string, CardPlace>();
  let text: string;
  try {
    text = readFileSync(abs, "utf8");
  } catch {
    return found;
  }
  const ignored: Diagnostic[] = []; // the check already reported this file's problems
  const yaml = parseYamlFile(shown, text, ignored);
  const budget = expansionBudget();
  for (const { doc, value } of yaml.documents) {
    if (isTemplateDocument(doc)) {
      for (const card of expandTemplate(doc, value, yaml.source, ignored, budget)) {
        const id = card.variant.id;
        if (!found.has(id)) found.set(id, { locate: card.locate, variant: { id, span: nodeSpan(yaml.source, card.variant.idNode) } });
      }
      continue;
    }
    const id = (value as { id?: unknown } | null)?.id;
    if (typeof id === "string" && !found.has(id)) found.set(id, { locate: documentLocator(doc, yaml.source) });
  }
  return found;
}
