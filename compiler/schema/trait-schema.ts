/**
 * The editor schema of one entry of a `traits` list: a trait the vocabulary declares, with its
 * parameter written as the checker reads it (compiler/check/traits.ts). Each trait is its own
 * branch with the trait's description, so an editor completes `Attack` or `Delay II` and says
 * what it means; an unknown trait matches no branch.
 */
import { TRAIT_PARAM_SHAPES } from "../check/traits.ts";
import type { TraitSpec, Vocabulary } from "../vocab/vocabulary.ts";

type Schema = Record<string, unknown>;

/** An example parameter of each shape, for completion. */
const EXAMPLE_PARAM: Record<string, string> = { number: "2", roman: "II", multiplier: "X2", name: "(NAME)", numbers: "(2/4)" };

export function traitItemSchema(vocab: Vocabulary): Schema {
  const branches: Schema[] = [];
  for (const [name, spec] of Object.entries(vocab.traits)) {
    const about = spec.description ? { description: spec.description } : {};
    const shape = spec.param ? TRAIT_PARAM_SHAPES[spec.param] : undefined;
    if (!shape || !shape.required) branches.push({ const: name, ...about });
    if (spec.param && shape) {
      const example = `${name} ${EXAMPLE_PARAM[spec.param].replace("NAME", Object.keys(vocab.traits)[0])}`;
      branches.push({ pattern: `^\\s*${name}${spec.param === "name" || spec.param === "numbers" ? "\\s*" : "\\s+"}${paramPattern(vocab, spec)}\\s*$`, examples: [example], ...about });
    }
  }
  return { type: "string", description: "a trait of this game", anyOf: branches };
}

/** The parameter's pattern; a `name` parameter names a trait, or an event in any letter case. */
function paramPattern(vocab: Vocabulary, spec: TraitSpec): string {
  const source = TRAIT_PARAM_SHAPES[spec.param!].pattern.source.replace(/^\^/, "").replace(/\$$/, "");
  if (spec.param !== "name") return source;
  const names = [...Object.keys(vocab.traits), ...Object.keys(vocab.events).map(anyCase)];
  return `\\((${names.join("|")})\\)`;
}

function anyCase(name: string): string {
  return name.replace(/[A-Za-z]/g, (c) => `[${c.toLowerCase()}${c.toUpperCase()}]`);
}
