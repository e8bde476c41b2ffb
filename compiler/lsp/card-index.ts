/**
 * The cards of a game as the editor sees them: each card's id, kind and where its fields are
 * written, read from the open documents and the disk with the compiler's own YAML reader and
 * template expansion. Completion, go-to-definition and rename look cards up here.
 */
import { createHash } from "node:crypto";
import { isScalar } from "yaml";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { documentLocator, type CardLocator } from "../source/card-locator.ts";
import { parseYamlFile } from "../source/yaml-file.ts";
import { expandTemplate, expansionBudget, isTemplateDocument, type Variant } from "../templates/expand-template.ts";
import type { SourceFile } from "../source/source-file.ts";

export interface IndexedCard {
  id: string;
  kind: string;
  name: string;
  /** Absolute path of its file. */
  file: string;
  source: SourceFile;
  locate: CardLocator;
  /** The template variant it is, when expanded from a template. */
  variant?: Variant;
  data: Record<string, unknown>;
}

export interface CardIndex {
  cards: IndexedCard[];
  /** The first card with each id (a clash is the checker's diagnostic, not the index's). */
  byId: Map<string, IndexedCard>;
}

/** Parsed files by path and content hash: a request re-reads only the files that changed. */
const parsed = new Map<string, { hash: string; cards: IndexedCard[] }>();

/** The cards of one file's text; a document the checker cannot read (a YAML error) has none. */
export function cardsOfFile(path: string, text: string): IndexedCard[] {
  const hash = createHash("sha1").update(text).digest("hex");
  const known = parsed.get(path);
  if (known?.hash === hash) return known.cards;
  const scratch: Diagnostic[] = [];
  const yaml = parseYamlFile(path, text, scratch);
  const cards: IndexedCard[] = [];
  const budget = expansionBudget();
  for (const { doc, value } of yaml.documents) {
    const expanded = isTemplateDocument(doc) ? expandTemplate(doc, value, yaml.source, scratch, budget) : [{ value, locate: documentLocator(doc, yaml.source), variant: undefined }];
    for (const card of expanded) {
      const data = card.value as Record<string, unknown> | null;
      if (typeof data !== "object" || data === null || Array.isArray(data)) continue;
      const idNode = card.locate.nodeAt(["id"]);
      if (!idNode.exact || !isScalar(idNode.node) || typeof data.id !== "string") continue;
      cards.push({
        id: data.id,
        kind: typeof data.kind === "string" ? data.kind : "",
        name: typeof data.name === "string" ? data.name : data.id,
        file: path,
        source: yaml.source,
        locate: card.locate,
        variant: card.variant,
        data,
      });
    }
  }
  parsed.set(path, { hash, cards });
  return cards;
}

export function indexCards(files: Iterable<string>, read: (abs: string) => string | undefined): CardIndex {
  const cards: IndexedCard[] = [];
  const byId = new Map<string, IndexedCard>();
  for (const file of files) {
    const text = read(file);
    if (text === undefined) continue;
    for (const card of cardsOfFile(file, text)) {
      cards.push(card);
      if (!byId.has(card.id)) byId.set(card.id, card);
    }
  }
  return { cards, byId };
}

/** Forgets a file's parse (it was deleted or closed without saving). */
export function forgetFile(path: string): void {
  parsed.delete(path);
}
