/**
 * A kind's layout: the one game.yaml declares, or the default (every field the kind declares,
 * short values as rows under the title, rules text, effects, charts and icons in the text box).
 * Colours a layout leaves out come from the kind's or icon's name, so they are stable.
 */
import { createHash } from "node:crypto";
import type { FieldSpec, Vocabulary } from "../vocab/vocabulary.ts";
import type { IconLook } from "./layout-spec.ts";

export interface ResolvedLayout {
  color: string;
  corner: string[];
  fields: string[];
  body: string[];
}

const PALETTE = ["#2e5c8a", "#7a3b2e", "#2f6b3a", "#6a3f8a", "#8a6a1f", "#1f6f78", "#8a2f5c", "#4a5560"];

function pick(name: string, palette: readonly string[]): string {
  const h = createHash("sha256").update(name, "utf8").digest();
  return palette[h[0] % palette.length];
}

/** Is this field drawn in the text box by default (long or effect-like values)? */
export function isBodyField(spec: FieldSpec): boolean {
  if (spec.type === "effect" || spec.type === "icon") return true;
  if (spec.type === "list") return spec.of.type === "icon";
  if (spec.type === "map") return spec.values.type === "effect";
  return false;
}

export function kindLayout(vocab: Vocabulary, kind: string): ResolvedLayout {
  const fields = vocab.kinds[kind]?.fields ?? {};
  const declared = vocab.layout?.kinds && Object.hasOwn(vocab.layout.kinds, kind) ? vocab.layout.kinds[kind] : undefined;
  const names = Object.keys(fields);
  return {
    color: declared?.color ?? pick(kind, PALETTE),
    corner: declared?.corner ?? [],
    fields: declared?.fields ?? (declared ? [] : names.filter((f) => !isBodyField(fields[f]))),
    body: declared?.body ?? (declared ? [] : ["text", ...names.filter((f) => isBodyField(fields[f]))]),
  };
}

const ICON_PALETTE = ["#b03a2e", "#1f5f99", "#6a3f8a", "#a07a12", "#2f7a3f", "#8a2f5c", "#1f6f78"];

/** How an icon is drawn: its declared look, else its name in a badge of a colour of its own. */
export function iconLook(vocab: Vocabulary, icon: string): Required<IconLook> {
  const declared = vocab.layout?.icons && Object.hasOwn(vocab.layout.icons, icon) ? vocab.layout.icons[icon] : undefined;
  return { label: declared?.label ?? icon, color: declared?.color ?? pick(icon, ICON_PALETTE) };
}

/** `shadow-stones` → `Shadow Stones`: how a field or key is labelled on a card. */
export function labelOf(name: string): string {
  return name
    .split("-")
    .map((w) => (w ? w[0].toUpperCase() + w.slice(1) : w))
    .join(" ");
}
