/**
 * Accumulates the body of one generated module (module-level functions and constants) and what it
 * must import. The body is rendered first so the imports, written above it, list exactly what it uses.
 */
import CodeBlockWriter from "code-block-writer";
import { type ModuleUses, newUses } from "./context.ts";
import { NameAllocator } from "./names.ts";
import { docComment } from "./strings.ts";

export function newWriter(): CodeBlockWriter {
  return new CodeBlockWriter({ indentNumberOfSpaces: 2, useSingleQuote: false, newLine: "\n" });
}

export class ModuleBuilder {
  readonly body = newWriter();
  readonly uses: ModuleUses = newUses();

  /** `names` already holds every card constant of the game, so functions never take one's name. */
  constructor(readonly names: NameAllocator) {}

  /**
   * Writes `function <name>(rt: Rt, ctx: EffectContext): <returns> { ... }` and returns its name.
   * Functions are written one after another, never nested, so `write` must not call `addFunction`.
   */
  addFunction(base: string, returns: "void" | "number" | "boolean", doc: string | null, write: (w: CodeBlockWriter) => void, extraParams = ""): string {
    const name = this.names.allocate(base);
    this.uses.types.add("Rt").add("EffectContext");
    if (doc !== null) this.body.writeLine(docComment(doc));
    const params = extraParams ? `rt: Rt, ctx: EffectContext, ${extraParams}` : "rt: Rt, ctx: EffectContext";
    this.body.write(`function ${name}(${params}): ${returns}`).block(() => write(this.body));
    this.body.blankLine();
    return name;
  }
}
