/**
 * The comment a designer wrote above a declaration in game.yaml (`# Hand Size: 2 plus ...` above a
 * phase): the reference shows it as the meaning of a name that has no `description`.
 */
import { isMap, isSeq, parseDocument, type Node } from "yaml";

export type CommentLookup = (path: string[]) => string | undefined;

export function declaredComments(text: string): CommentLookup {
  let doc: ReturnType<typeof parseDocument> | undefined;
  try {
    doc = parseDocument(text);
  } catch {
    return () => undefined;
  }
  return (path) => {
    const parent = doc!.getIn(path.slice(0, -1), true) as Node | undefined;
    const last = path[path.length - 1];
    if (!isMap(parent) && !isSeq(parent)) return undefined;
    for (const [i, item] of (parent.items as unknown[]).entries()) {
      const pair = item as { key?: { value?: unknown; commentBefore?: string | null }; value?: { comment?: string | null; value?: unknown; commentBefore?: string | null } | null };
      const scalar = item as { value?: unknown; commentBefore?: string | null; comment?: string | null };
      const name = isMap(parent) ? pair.key?.value : scalar.value;
      if (name !== last) continue;
      // A comment above the first entry of a block belongs to the block's node, not the entry's key.
      const before = isMap(parent) ? pair.key?.commentBefore : scalar.commentBefore;
      const after = isMap(parent) ? pair.value?.comment : scalar.comment;
      const found = before ?? (i === 0 ? parent.commentBefore : undefined) ?? after;
      return found ? found.replace(/\s*\n\s*/g, " ").trim() : undefined;
    }
    return undefined;
  };
}
