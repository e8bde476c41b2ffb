/**
 * What a position in a card file or game.yaml is, in the vocabulary's terms: which card kind the
 * document is, which field the cursor is in and that field's type (an effect, a list of refs...).
 */
import { COMMON_FIELDS, type FieldSpec, type FieldType, type Vocabulary } from "../vocab/vocabulary.ts";
import type { YamlContext } from "./yaml-context.ts";

export interface CardPosition {
  /** The document's kind, when it names one the vocabulary declares. */
  kind?: string;
  /** Field path inside the card (template prefix and list items taken out). */
  keys: string[];
  /** The document is a template and the cursor is in its `variants:`. */
  inVariants: boolean;
  /** The cursor is inside a template's `template:` body. */
  template: boolean;
}

/** Every field a card of `kind` may have: the common ones and the kind's own. */
export function fieldsOf(vocab: Vocabulary, kind: string | undefined): Map<string, FieldSpec> {
  const out = new Map<string, FieldSpec>(Object.entries(COMMON_FIELDS));
  if (kind !== undefined && Object.hasOwn(vocab.kinds, kind)) for (const [name, spec] of Object.entries(vocab.kinds[kind].fields)) out.set(name, spec);
  return out;
}

export function cardPosition(vocab: Vocabulary, text: string, ctx: YamlContext): CardPosition {
  const doc = text.slice(ctx.docStart, ctx.docEnd);
  const template = ctx.path[0] === "template" || /^template:/m.test(doc);
  const kindLine = (template ? /^\s+kind:\s*["']?([\w-]+)/m : /^kind:\s*["']?([\w-]+)/m).exec(doc);
  const kind = kindLine && Object.hasOwn(vocab.kinds, kindLine[1]) ? kindLine[1] : undefined;
  const inTemplate = ctx.path[0] === "template";
  const keys = (inTemplate ? ctx.path.slice(1) : ctx.path).filter((k) => k !== "-");
  return { kind, keys, inVariants: ctx.path[0] === "variants", template: inTemplate };
}

/** The type of the value at a field path (`chart.MxAttack` is an effect); undefined off the kind's fields. */
export function fieldTypeAt(vocab: Vocabulary, kind: string | undefined, keys: readonly string[]): FieldType | undefined {
  if (!keys.length) return undefined;
  let type: FieldType | undefined = fieldsOf(vocab, kind).get(keys[0]);
  for (const _ of keys.slice(1)) {
    if (!type) return undefined;
    type = type.type === "map" ? type.values : type.type === "list" ? type.of : undefined;
  }
  return type;
}

/** A list field's items' type, a field's own type otherwise. */
export function itemType(type: FieldType | undefined): FieldType | undefined {
  return type?.type === "list" ? type.of : type;
}

/** Effect texts of game.yaml itself: a phase's procedure, a defeat's `then`, a trait's `after-use`. */
export function isVocabularyEffectPath(path: readonly string[]): boolean {
  const p = path.filter((k) => k !== "-");
  return (
    (p.length === 4 && p[0] === "procedure" && p[1] === "phases" && p[3] === "effect") ||
    (p.length === 4 && p[0] === "entities" && p[2] === "defeated" && p[3] === "then") ||
    (p.length === 3 && p[0] === "traits" && p[2] === "after-use")
  );
}
