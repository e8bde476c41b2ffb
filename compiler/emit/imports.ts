/**
 * Import declarations of generated modules. Type names are routed to the module that declares
 * them: runtime API types, the game's kind interfaces, or its vocabulary unions.
 */
import type CodeBlockWriter from "code-block-writer";
import { stringLiteral } from "./strings.ts";

export const RUNTIME_TYPES = new Set(["Ref", "Quantity", "CompiledEffect", "Condition", "EffectContext", "EffectApi", "Cost"]);

export interface ImportSpec {
  specifier: string;
  types?: Iterable<string>;
  values?: Iterable<string>;
}

/** Writes `import type {...}` / `import {...}` lines, names sorted, empty imports skipped. */
export function writeImports(w: CodeBlockWriter, imports: ImportSpec[]): void {
  let any = false;
  for (const { specifier, types = [], values = [] } of imports) {
    const typeNames = [...new Set(types)].sort();
    const valueNames = [...new Set(values)].sort();
    if (valueNames.length) w.writeLine(`import { ${valueNames.join(", ")} } from ${stringLiteral(specifier)};`);
    if (typeNames.length) w.writeLine(`import type { ${typeNames.join(", ")} } from ${stringLiteral(specifier)};`);
    any ||= valueNames.length + typeNames.length > 0;
  }
  if (any) w.blankLine();
}
