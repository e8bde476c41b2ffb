/**
 * A card's YAML data → the object literal of its typed constant. Fields follow the vocabulary's
 * declaration order (not the YAML's), so reordering a card file does not change the output.
 * Effect and condition fields are compiled to functions; everything else is a literal.
 */
import type { CheckedCard, CheckedCondition, CheckedEffect } from "../check/checked.ts";
import { COMMON_FIELDS, mapKeyNames, type FieldSpec, type FieldType, type Vocabulary } from "../vocab/vocabulary.ts";
import { compileCondition, compileEffect } from "./effects.ts";
import { EmitError } from "./errors.ts";
import type { ModuleBuilder } from "./module-builder.ts";
import { pascalCase } from "./names.ts";
import { numberLiteral, propertyKey, stringLiteral } from "./strings.ts";

const fieldsCache = new WeakMap<Vocabulary, Map<string, Array<[string, FieldSpec]>>>();

/** The fields of a kind, common fields first (cached: asked once per card). */
export function kindFields(vocab: Vocabulary, kind: string): Array<[string, FieldSpec]> {
  let byKind = fieldsCache.get(vocab);
  if (!byKind) fieldsCache.set(vocab, (byKind = new Map()));
  let fields = byKind.get(kind);
  if (!fields) {
    const spec = vocab.kinds[kind];
    if (!spec) throw new EmitError(`unknown card kind ${JSON.stringify(kind)}`);
    byKind.set(kind, (fields = Object.entries({ ...COMMON_FIELDS, ...spec.fields })));
  }
  return fields;
}

interface CardCtx {
  m: ModuleBuilder;
  vocab: Vocabulary;
  card: CheckedCard;
  constName: string;
  effects: Map<string, CheckedEffect>;
  conditions: Map<string, CheckedCondition>;
}

export function cardLiteral(m: ModuleBuilder, vocab: Vocabulary, card: CheckedCard, constName: string): string {
  const c: CardCtx = {
    m,
    vocab,
    card,
    constName,
    effects: new Map(card.effects.map((e) => [e.field, e])),
    conditions: new Map(card.conditions.map((e) => [e.field, e])),
  };
  const props: string[] = [];
  for (const [name, ft] of kindFields(vocab, card.kind)) {
    const value = card.data[name];
    if (value === undefined || value === null) continue;
    props.push(`${propertyKey(name)}: ${literal(c, ft, value, [name])}`);
  }
  // Every effect the checker compiled must have been found in the data.
  const left = [...c.effects.keys(), ...c.conditions.keys()];
  if (left.length) throw new EmitError(`${card.id}: no field ${left.join(", ")} in the card data`);
  return `{ ${props.join(", ")} }`;
}

function literal(c: CardCtx, ft: FieldType, value: unknown, path: string[]): string {
  const where = () => `${c.card.id}: field ${path.join(".")}`;
  const expect = (ok: boolean, what: string) => {
    if (!ok) throw new EmitError(`${where()} should be ${what}`);
  };
  switch (ft.type) {
    case "string":
    case "ref":
    case "icon":
      expect(typeof value === "string", "a string");
      return stringLiteral(value as string);
    case "enum":
      expect(typeof value === "string" && ft.values.includes(value), `one of ${ft.values.join(", ")}`);
      return stringLiteral(value as string);
    case "int":
      expect(Number.isInteger(value), "a whole number");
      return numberLiteral(value as number);
    case "bool":
      expect(typeof value === "boolean", "true or false");
      return String(value);
    case "traits":
      expect(Array.isArray(value) && value.every((v) => typeof v === "string"), "a list of traits");
      return `[${(value as string[]).map(stringLiteral).join(", ")}]`;
    case "list":
      expect(Array.isArray(value), "a list");
      return `[${(value as unknown[]).map((v, i) => literal(c, ft.of, v, [...path, String(i)])).join(", ")}]`;
    case "map": {
      expect(typeof value === "object" && !Array.isArray(value), "a mapping");
      const obj = value as Record<string, unknown>;
      const keys = mapKeyNames(c.vocab, ft.keys);
      const unknown = Object.keys(obj).filter((k) => !keys.includes(k));
      expect(unknown.length === 0, `keyed by ${keys.join(", ")}, not ${unknown.join(", ")}`);
      const present = keys.filter((k) => Object.hasOwn(obj, k) && obj[k] !== undefined && obj[k] !== null);
      if (ft.complete) expect(present.length === keys.length, `complete (${keys.join(", ")})`);
      return `{ ${present.map((k) => `${propertyKey(k)}: ${literal(c, ft.values, obj[k], [...path, k])}`).join(", ")} }`;
    }
    case "effect": {
      const field = path.join(".");
      const eff = c.effects.get(field);
      if (!eff) throw new EmitError(`${where()}: the checker produced no effect for it`);
      c.effects.delete(field);
      return compileEffect(c.m, c.vocab, eff, c.constName + pascalCase(field), c.vocab.kinds[c.card.kind]?.["ability-limit"]);
    }
    case "condition": {
      const field = path.join(".");
      const cond = c.conditions.get(field);
      if (!cond) throw new EmitError(`${where()}: the checker produced no condition for it`);
      c.conditions.delete(field);
      return compileCondition(c.m, c.vocab, cond, c.constName + pascalCase(field));
    }
  }
}
