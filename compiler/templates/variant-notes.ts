/**
 * Says which variant a diagnostic about an expanded card is about. The diagnostic already points
 * into the template; a note names the variant (and, when the error lies in a filled-in value,
 * which value) and points at it. The same mistake in the template's own text is made by every
 * variant: those copies become one diagnostic whose note lists the variants.
 */
import type { Diagnostic, RelatedLocation } from "../diagnostics/diagnostic.ts";
import { nodeSpan } from "../source/card-locator.ts";
import { nodeRange } from "../source/yaml-file.ts";
import { shorten, type Template, type Variant } from "./expand-template.ts";

/** Diagnostics that got a variant note, with their variant: `mergeVariantCopies` needs them. */
export type VariantNotes = Map<Diagnostic, Variant>;

/** Adds the note to `d` unless `d` already points into the variant itself. */
export function noteVariant(d: Diagnostic, v: Variant, notes: VariantNotes): void {
  const span = d.span;
  if (!span || span.file !== v.template.source.path) return;
  const [vs, ve] = nodeRange(v.node);
  if (span.start.offset >= vs && span.end.offset <= ve) return;
  const hit = v.template.placeholders.find((p) => (p.start <= span.start.offset && span.start.offset < p.end) || (span.start.offset < p.end && p.start < span.end.offset));
  const value = hit && v.values.get(hit.name);
  const note: RelatedLocation = value
    ? { span: nodeSpan(v.template.source, value.node), message: `in variant \`${shorten(v.id)}\`, where \`{${hit.name}}\` is \`${shorten(value.text)}\`` }
    : { span: nodeSpan(v.template.source, v.idNode), message: `in variant \`${shorten(v.id)}\`` };
  d.related = [...(d.related ?? []), note];
  notes.set(d, v);
}

/** Keeps one of each group of diagnostics equal but for their variant; its note names them all. */
export function mergeVariantCopies(diagnostics: Diagnostic[], notes: VariantNotes): void {
  if (!notes.size) return;
  const groups = new Map<string, { first: Diagnostic; variants: Variant[] }>();
  const templates = new Map<Template, number>();
  const kept: Diagnostic[] = [];
  for (const d of diagnostics) {
    const v = notes.get(d);
    if (!v) {
      kept.push(d);
      continue;
    }
    if (!templates.has(v.template)) templates.set(v.template, templates.size);
    const { related, ...rest } = d;
    const key = JSON.stringify([templates.get(v.template), rest, related?.slice(0, -1)]);
    const group = groups.get(key);
    if (group) {
      group.variants.push(v);
      continue;
    }
    groups.set(key, { first: d, variants: [v] });
    kept.push(d);
  }
  for (const { first, variants } of groups.values()) {
    if (variants.length < 2) continue;
    const total = variants[0].template.variants;
    const all = variants.length === total;
    const message = all ? `in all ${total} variants of this template` : `in variants ${names(variants.map((v) => v.id))}`;
    const at = all ? variants[0].template.variantsKey : variants[0].idNode;
    first.related = [...first.related!.slice(0, -1), { span: nodeSpan(variants[0].template.source, at), message }];
  }
  diagnostics.splice(0, diagnostics.length, ...kept);
}

/** `a`, `b` and `c`; past four, the first three and how many more. */
function names(ids: string[]): string {
  const shown = ids.map((id) => `\`${shorten(id)}\``);
  if (shown.length > 4) return `${shown.slice(0, 3).join(", ")} and ${shown.length - 3} more`;
  return `${shown.slice(0, -1).join(", ")} and ${shown[shown.length - 1]}`;
}
