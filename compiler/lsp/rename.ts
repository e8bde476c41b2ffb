/**
 * Rename a card id across the game: its `id` and every reference (cardReferences). Refused, with
 * the reason, when the new id is not a valid id or is taken, when a template computes a reference
 * from a placeholder, or when the renamed game would check with more errors than before (a
 * variant's value that also builds other ids): a rename never silently breaks a card.
 */
import { ResponseError, type Range, type TextEdit, type WorkspaceEdit } from "vscode-languageserver";
import { checkGame } from "../check/check-game.ts";
import type { SourceSpan } from "../diagnostics/diagnostic.ts";
import { ID_PATTERN } from "../schema/card-schema.ts";
import { pathToUri, spanRange } from "./positions.ts";
import { cardReferences } from "./references.ts";
import type { GameModel, Workspace } from "./workspace.ts";
import { wordAt } from "./yaml-context.ts";
import { relative } from "node:path";

/** The protocol's code for a request that cannot be done as asked. */
const REQUEST_FAILED = -32803;

/** The id under the cursor and its range, or an error saying why nothing there can be renamed. */
export function prepareRename(model: GameModel, text: string, offset: number, positionAt: (o: number) => Range["start"]): { range: Range; placeholder: string } {
  const w = wordAt(text, offset);
  if (!w || !model.cards.byId.has(w.word)) throw new ResponseError(REQUEST_FAILED, "only a card id can be renamed: put the cursor on one");
  return { range: { start: positionAt(w.start), end: positionAt(w.end) }, placeholder: w.word };
}

export function renameCard(workspace: Workspace, model: GameModel, text: string, offset: number, newId: string): WorkspaceEdit {
  const w = wordAt(text, offset);
  const oldId = w?.word;
  if (!oldId || !model.cards.byId.has(oldId)) throw new ResponseError(REQUEST_FAILED, "only a card id can be renamed: put the cursor on one");
  if (!new RegExp(ID_PATTERN).test(newId)) throw new ResponseError(REQUEST_FAILED, `\`${newId}\` is not a card id: ids are lowercase kebab-case, such as \`sword-strike\``);
  if (newId === oldId) return { changes: {} };
  if (model.cards.byId.has(newId)) throw new ResponseError(REQUEST_FAILED, `another card already has the id \`${newId}\``);
  // Without the vocabulary the references cannot be found, nor the renamed game checked.
  if (!model.current) throw new ResponseError(REQUEST_FAILED, "game.yaml does not load: fix its errors before renaming a card");
  const refs = cardReferences(model, oldId);
  if (refs.computed.length) {
    const where = refs.computed.map((s) => at(model, s)).join(", ");
    throw new ResponseError(REQUEST_FAILED, `\`${oldId}\` is also referred to through a template placeholder (${where}); change that template by hand`);
  }
  const byFile = new Map<string, SourceSpan[]>();
  for (const span of refs.spans) {
    const list = byFile.get(span.file) ?? [];
    list.push(span);
    byFile.set(span.file, list);
  }
  if (addsErrors(workspace, model, byFile, newId)) {
    throw new ResponseError(REQUEST_FAILED, `renaming \`${oldId}\` to \`${newId}\` would leave the game with new errors (a template value that also builds other ids?); rename by hand`);
  }
  const changes: Record<string, TextEdit[]> = {};
  for (const [file, spans] of byFile) changes[pathToUri(file)] = spans.map((s) => ({ range: spanRange(s), newText: newId }));
  return { changes };
}

/** Does the game check with more errors once the edits are made (in memory)? */
function addsErrors(workspace: Workspace, model: GameModel, byFile: Map<string, SourceSpan[]>, newId: string): boolean {
  const overlay = workspace.openIn(model.dir);
  const errors = (texts: Map<string, string>) => checkGame(model.dir, (a) => a, [...texts.keys()], undefined, undefined, texts).diagnostics.filter((d) => d.severity === "error").length;
  const before = errors(overlay);
  const after = new Map(overlay);
  for (const [file, spans] of byFile) {
    let text = workspace.text(file) ?? "";
    for (const s of [...spans].sort((a, b) => b.start.offset - a.start.offset)) text = text.slice(0, s.start.offset) + newId + text.slice(s.end.offset);
    after.set(file, text);
  }
  return errors(after) > before;
}

function at(model: GameModel, s: SourceSpan): string {
  return `${relative(model.dir, s.file)}:${s.start.line}:${s.start.col}`;
}
