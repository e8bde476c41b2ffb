/**
 * Checks the `layout:` section of game.yaml against the vocabulary: a layout names declared kinds,
 * their fields and declared icons, and puts each field in one place. A layout that names nothing
 * real would silently draw nothing, so it is an error at its line.
 */
import { didYouMean } from "../check/suggest.ts";
import type { Vocabulary } from "./vocabulary.ts";

type Problem = (path: Array<string | number>, message: string, help?: string, onKey?: boolean) => void;

/** Fields every card has that a layout may place (the name always heads the card). */
const PLACEABLE_COMMON = ["text"];
/** Field types too big for a corner badge. */
const NOT_IN_CORNER = new Set(["map", "effect", "condition"]);

export function checkLayout(v: Vocabulary, problem: Problem): void {
  const layout = v.layout;
  if (!layout) return;
  for (const icon of Object.keys(layout.icons ?? {})) {
    if (!v.icons.includes(icon)) problem(["layout", "icons", icon], `layout: \`${icon}\` is not a declared icon`, didYouMean(icon, v.icons) ?? "declare it under `icons:` or remove its look", true);
  }
  for (const [kind, spec] of Object.entries(layout.kinds ?? {})) {
    const declared = v.kinds[kind];
    if (!declared) {
      problem(["layout", "kinds", kind], `layout: \`${kind}\` is not a declared card kind`, didYouMean(kind, Object.keys(v.kinds)) ?? "lay out a kind declared under `kinds:`", true);
      continue;
    }
    const fields = [...Object.keys(declared.fields), ...PLACEABLE_COMMON];
    const placed = new Map<string, string>();
    for (const part of ["corner", "fields", "body"] as const) {
      for (const [i, field] of (spec[part] ?? []).entries()) {
        const at = ["layout", "kinds", kind, part, i];
        if (!fields.includes(field)) {
          problem(at, `layout: the kind \`${kind}\` has no field \`${field}\``, didYouMean(field, fields) ?? `its fields are ${fields.map((f) => `\`${f}\``).join(", ")}`);
        } else if (placed.has(field)) {
          problem(at, `layout: \`${field}\` is placed twice in the layout of \`${kind}\` (also in \`${placed.get(field)}\`)`, "place each field once");
        } else if (part === "corner" && (field === "text" || NOT_IN_CORNER.has(declared.fields[field].type))) {
          problem(at, `layout: \`${field}\` is too big for the corner of \`${kind}\``, "put it under `fields:` or `body:`");
        }
        placed.set(field, part);
      }
    }
  }
}
