/**
 * Checks a card's trait strings against the vocabulary: `Attack`, `Attack X2`, `Delay II`,
 * `Response (Attack)`, `Predict (4/5)`, `Times 3`. The parameter's shape comes from the trait's
 * declared `param`.
 */
import type { Vocabulary } from "../vocab/vocabulary.ts";
import { didYouMean } from "./suggest.ts";

export interface TraitProblem {
  code: "CS4002" | "CS4015";
  message: string;
  /** Offsets inside the trait string. */
  start: number;
  end: number;
  help?: string;
}

/** The written shape of each kind of trait parameter (also the editor schema's patterns). */
export const TRAIT_PARAM_SHAPES: Record<string, { pattern: RegExp; words: string; required: boolean }> = {
  number: { pattern: /^\d+$/, words: "a number, e.g. `Times 3`", required: true },
  roman: { pattern: /^(I|II|III|IV|V|VI|VII|VIII|IX|X|\d+)$/, words: "a number, e.g. `Delay II`", required: true },
  multiplier: { pattern: /^[xX]\d+$/, words: "a multiplier, e.g. `Attack X2`", required: false },
  name: { pattern: /^\(([A-Za-z][A-Za-z0-9-]*)\)$/, words: "a trait in parentheses, e.g. `Response (Attack)`", required: true },
  numbers: { pattern: /^\((\d+(\/\d+)*)\)$/, words: "numbers in parentheses, e.g. `Predict (4/5)`", required: true },
};

export function checkTrait(text: string, vocab: Vocabulary): TraitProblem | undefined {
  const m = /^\s*([A-Za-z][A-Za-z0-9-]*)\s*(.*?)\s*$/.exec(text);
  if (!m) return { code: "CS4002", message: `\`${text}\` is not a trait`, start: 0, end: text.length };
  const [, name, param] = m;
  const nameStart = text.indexOf(name);
  const spec = vocab.traits[name];
  if (!spec) {
    return {
      code: "CS4002",
      message: `unknown trait \`${name}\``,
      start: nameStart,
      end: nameStart + name.length,
      help: didYouMean(name, Object.keys(vocab.traits)),
    };
  }
  const paramStart = param ? text.indexOf(param, nameStart + name.length) : nameStart + name.length;
  if (!spec.param) {
    return param ? { code: "CS4015", message: `\`${name}\` takes no parameter`, start: paramStart, end: paramStart + param.length, help: `write just \`${name}\`` } : undefined;
  }
  const shape = TRAIT_PARAM_SHAPES[spec.param];
  if (!param) {
    return shape.required ? { code: "CS4015", message: `\`${name}\` needs ${shape.words}`, start: nameStart, end: nameStart + name.length } : undefined;
  }
  const pm = shape.pattern.exec(param);
  if (!pm) return { code: "CS4015", message: `the parameter of \`${name}\` must be ${shape.words}`, start: paramStart, end: paramStart + param.length };
  if (spec.param === "name" && !vocab.traits[pm[1]] && !vocab.events[pm[1].toLowerCase()]) {
    const inner = paramStart + 1;
    return { code: "CS4002", message: `unknown trait \`${pm[1]}\``, start: inner, end: inner + pm[1].length, help: didYouMean(pm[1], Object.keys(vocab.traits)) };
  }
  return undefined;
}
