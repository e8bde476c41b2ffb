/**
 * Hover: what a word means in this game. A verb shows its signature and parameters, a trait its
 * parameter and rules, a noun, stat, event... its declaration, each with the `description` from
 * game.yaml; a keyword of the effect language what it does; a card id the card; a card's field
 * name its type.
 */
import { relative } from "node:path";
import { MarkupKind, type Hover } from "vscode-languageserver";
import { cardPosition, fieldsOf } from "./card-fields.ts";
import { keywordMeaning } from "./keywords.ts";
import { namesCalled } from "./vocabulary-names.ts";
import type { GameModel } from "./workspace.ts";
import { contextAt, wordAt } from "./yaml-context.ts";

export interface HoverRequest {
  model: GameModel;
  isVocabulary: boolean;
  text: string;
  offset: number;
  positionAt(offset: number): { line: number; character: number };
}

export function hover(req: HoverRequest): Hover | undefined {
  const w = wordAt(req.text, req.offset);
  if (!w) return undefined;
  const vocab = req.model.loaded?.vocab;
  const sections: string[] = [];
  const lineStart = req.text.lastIndexOf("\n", w.start - 1) + 1;
  const isKey = new RegExp(`^\\s*(?:-\\s+)?${escape(w.word)}\\s*:`).test(req.text.slice(lineStart, w.end + 30)) && /^\s*(?:-\s+)?$/.test(req.text.slice(lineStart, w.start));
  if (isKey && vocab && !req.isVocabulary) {
    // A field name: its type and meaning for the document's kind.
    const pos = cardPosition(vocab, req.text, contextAt(req.text, w.start));
    const spec = pos.keys.length === 0 ? fieldsOf(vocab, pos.kind).get(w.word) : undefined;
    if (spec) sections.push(block(`${w.word}: ${spec.type}${spec.required ? " (required)" : ""}`, spec.description ?? `a field of ${pos.kind ? `the ${pos.kind} kind` : "every card"}`));
  }
  if (!isKey || req.isVocabulary) {
    const card = req.model.cards.byId.get(w.word);
    if (card) sections.push(block(`${card.kind} card ${card.id}`, `**${card.name}**, in \`${relative(req.model.dir, card.file)}\``));
    if (vocab) for (const n of namesCalled(vocab, w.word)) sections.push(block(n.signature, n.documentation));
    const meaning = keywordMeaning(w.word);
    if (meaning && !sections.length) sections.push(block(`keyword ${w.word}`, meaning));
    // A flag value (`block 3 damage using shields`): which verbs' parameters take it.
    const takers = vocab ? Object.entries(vocab.verbs).flatMap(([verb, v]) => Object.entries(v.params).filter(([, p]) => p.type === "flag" && p.values?.includes(w.word)).map(([param]) => `\`${param}\` of \`${verb}\``)) : [];
    if (takers.length && !sections.length) sections.push(block(`flag ${w.word}`, `a value of ${takers.join(", ")}`));
  }
  if (!sections.length) return undefined;
  return {
    contents: { kind: MarkupKind.Markdown, value: sections.join("\n\n---\n\n") },
    range: { start: req.positionAt(w.start), end: req.positionAt(w.end) },
  };
}

function block(signature: string, doc: string): string {
  return `\`\`\`\n${signature}\n\`\`\`${doc ? `\n\n${doc}` : ""}`;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
