/**
 * TypeScript types for the vocabulary's type names. The union names here are the ones
 * vocabulary-module.ts declares; card modules record which they use so they import only those.
 */
import type { FieldType, MapKeys, ParamSpec, Vocabulary } from "../vocab/vocabulary.ts";
import { EmitError } from "./errors.ts";
import { literalUnion } from "./strings.ts";

/** Collects names a module must import: `Rt`, `Zone`, `Quantity`... */
export type TypeUses = Set<string>;

function use(uses: TypeUses, name: string): string {
  uses.add(name);
  return name;
}

/** The units a number or quantity parameter accepts. */
export function paramUnits(spec: ParamSpec): string[] {
  return spec.units ?? (spec.unit !== undefined ? [spec.unit] : []);
}

/**
 * A verb parameter's TS type. A `number` with a choice of units (`recover 1 health` vs
 * `recover 1 shield`) carries its unit like a quantity, or the unit would be lost.
 */
export function paramType(vocab: Vocabulary, spec: ParamSpec, uses: TypeUses): string {
  switch (spec.type) {
    case "number":
      return (spec.units?.length ?? 0) > 1 ? `${use(uses, "Quantity")}<${literalUnion(spec.units!)}>` : "number";
    case "quantity": {
      const units = paramUnits(spec);
      return units.length ? `${use(uses, "Quantity")}<${literalUnion(units)}>` : use(uses, "Quantity");
    }
    case "flag":
      return literalUnion(spec.values ?? []);
    case "bool":
      return "boolean";
    case "zone":
      return use(uses, "Zone");
    case "icon":
      return use(uses, "Icon");
    case "card-id":
      return use(uses, "CardId");
    default:
      if (spec.type in vocab.types) return use(uses, "Ref");
      throw new EmitError(`unknown parameter type ${JSON.stringify(spec.type)}`);
  }
}

/** Does a parameter carry `{ amount, unit }` rather than a bare number? */
export function paramIsQuantity(spec: ParamSpec): boolean {
  return spec.type === "quantity" || (spec.type === "number" && (spec.units?.length ?? 0) > 1);
}

/** The TS type of an event payload field (`amount: number`). */
export function payloadType(vocab: Vocabulary, type: string, uses: TypeUses): string {
  if (type === "number") return "number";
  if (type === "bool") return "boolean";
  if (type === "zone") return use(uses, "Zone");
  if (type === "icon") return use(uses, "Icon");
  if (type === "card-id") return use(uses, "CardId");
  if (type in vocab.types) return use(uses, "Ref");
  throw new EmitError(`unknown payload type ${JSON.stringify(type)}`);
}

function mapKeyType(keys: MapKeys, uses: TypeUses): string {
  if (Array.isArray(keys)) return literalUnion(keys);
  const names = { stats: "Stat", resources: "Resource", counters: "Counter", icons: "Icon" } as const;
  return use(uses, names[keys]);
}

/** A card field's TS type, as kinds.ts declares it. */
export function fieldType(ft: FieldType, uses: TypeUses): string {
  switch (ft.type) {
    case "string":
      return "string";
    case "int":
      return "number";
    case "bool":
      return "boolean";
    case "enum":
      return literalUnion(ft.values);
    case "list":
      return `readonly (${fieldType(ft.of, uses)})[]`;
    case "ref":
      return use(uses, "CardId");
    case "traits":
      return "readonly string[]";
    case "effect":
      return `${use(uses, "CompiledEffect")}<${use(uses, "Rt")}>`;
    case "condition":
      return `${use(uses, "Condition")}<${use(uses, "Rt")}>`;
    case "icon":
      return use(uses, "Icon");
    case "map": {
      const record = `Record<${mapKeyType(ft.keys, uses)}, ${fieldType(ft.values, uses)}>`;
      return ft.complete ? `Readonly<${record}>` : `Readonly<Partial<${record}>>`;
    }
  }
}
