/**
 * Constant selector specs and quantities move to module-level constants: a handler then passes
 * the same object on every call instead of building a fresh literal each time (the benchmark's
 * generated-vs-hand-written ratio measured that allocation). The literals come from selectors.ts
 * and statements.ts in a fixed shape, so recognising them in the rendered body is exact.
 */
import { camelCase, type NameAllocator } from "./names.ts";

const SELECTOR = /\{ noun: "([^"]*)", determiner: (?:null|"([^"]*)"), filters: \[[^\]]*\] \}/g;
const QUANTITY = /\{ amount: (\d+), unit: "([^"]*)" \}/g;

export function hoistConstants(body: string, names: NameAllocator): { body: string; declarations: string } {
  const pool = new Map<string, string>();
  const name = (literal: string, base: string) => {
    let n = pool.get(literal);
    if (!n) pool.set(literal, (n = names.allocate(base)));
    return n;
  };
  const out = body
    .replace(SELECTOR, (literal, noun: string, det: string | undefined) => name(literal, camelCase(`${det ?? "the"} ${noun}`)))
    .replace(QUANTITY, (literal, amount: string, unit: string) => name(literal, camelCase(`${unit} ${amount}`)));
  const declarations = [...pool].map(([literal, n]) => `const ${n} = ${literal} as const;\n`).join("");
  return { body: out, declarations: declarations ? `${declarations}\n` : "" };
}
