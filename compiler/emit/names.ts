/**
 * TypeScript names for things designers named: card constants, kind interfaces, functions.
 * Every generated name goes through a NameAllocator so two sources can never produce one name.
 */

/** Words a declaration cannot use (ES reserved, strict-mode, TS contextual) or names we rely on. */
const RESERVED = new Set([
  "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do",
  "else", "enum", "export", "extends", "false", "finally", "for", "function", "if", "import", "in",
  "instanceof", "new", "null", "return", "super", "switch", "this", "throw", "true", "try",
  "typeof", "var", "void", "while", "with", "yield", "let", "static", "implements", "interface",
  "package", "private", "protected", "public", "await", "async", "arguments", "eval", "undefined",
  "NaN", "Infinity", "any", "as", "boolean", "constructor", "declare", "get", "module", "never",
  "number", "object", "of", "require", "set", "string", "symbol", "type", "unknown", "from",
  "globalThis", "Math", "Object", "Array", "String", "Number", "Boolean", "Symbol", "JSON",
  // Names generated code itself declares or imports.
  "rt", "ctx", "cards", "cardsById", "inRange", "sameEntity", "quotient", "evaluate",
]);

function words(text: string): string[] {
  return text.split(/[^A-Za-z0-9]+/).filter(Boolean);
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** `hero-special` → `HeroSpecial`; `chart.MxAttack` → `ChartMxAttack`. ASCII only. */
export function pascalCase(text: string): string {
  return words(text).map(capitalize).join("");
}

/** `sword-strike` → `swordStrike`. */
export function camelCase(text: string): string {
  const pascal = pascalCase(text);
  return pascal.charAt(0).toLowerCase() + pascal.slice(1);
}

/** A safe name for `base`: reserved words, digit starts and empty names get `prefix`. */
export function safeName(base: string, prefix: string): string {
  if (base === "" || /^[0-9]/.test(base) || RESERVED.has(base)) return prefix + capitalize(base);
  return base;
}

/**
 * Hands out unique names: a taken name gets `_2`, `_3`... in allocation order. A child allocator
 * sees its parent's names without copying them (one per module over thousands of card names).
 */
export class NameAllocator {
  private readonly taken: Set<string>;

  constructor(
    taken: Iterable<string> = [],
    private readonly parent: NameAllocator | null = null,
  ) {
    this.taken = new Set(taken);
  }

  child(): NameAllocator {
    return new NameAllocator([], this);
  }

  allocate(base: string): string {
    let name = base;
    for (let n = 2; this.has(name) || RESERVED.has(name); n++) name = `${base}_${n}`;
    this.taken.add(name);
    return name;
  }

  has(name: string): boolean {
    return this.taken.has(name) || (this.parent?.has(name) ?? false);
  }
}

/**
 * The exported constant of each card, unique across the game. Allocation runs in id order, so a
 * card's name does not depend on which file it lives in or on the order of files.
 */
export function cardConstNames(ids: readonly string[]): Map<string, string> {
  const alloc = new NameAllocator();
  const names = new Map<string, string>();
  for (const id of [...ids].sort()) names.set(id, alloc.allocate(safeName(camelCase(id), "card")));
  return names;
}
