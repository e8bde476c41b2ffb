/**
 * Where each card of a file is written, so a render diagnostic points at the card's own line:
 * the file is read again with the checker's reader and template expansion, which give every
 * card (a template's variants too) the locator the checker used.
 */
import { readFileSync } from "node:fs";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { documentLocator, type CardLocator } from "../source/card-locator.ts";
import { parseYamlFile } from "../source/yaml-file.ts";
import { expandTemplate, expansionBudget, isTemplateDocument } from "../templates/expand-template.ts";

/** Locators by card id for one card file; a file that no longer reads gives none. */
export function cardLocators(abs: string, shown: string): Map<string, CardLocator> {
  const found = new Map<string, CardLocator>();
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
    const cards = isTemplateDocument(doc) ? expandTemplate(doc, value, yaml.source, ignored, budget) : [{ value, locate: documentLocator(doc, yaml.source) }];
    for (const card of cards) {
      const id = (card.value as { id?: unknown } | null)?.id;
      if (typeof id === "string" && !found.has(id)) found.set(id, card.locate);
    }
  }
  return found;
}
