/**
 * pretty/ lays generated code out as prettier does, byte for byte, or declines: checked against
 * prettier itself on every module of every bundled game and of a synthetic corpus, and on small
 * cases for each layout rule it copies.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkGame, relativeTo } from "../../compiler/check/check-game.ts";
import { emitGame } from "../../compiler/emit/emit-game.ts";
import { formatAll, formatGenerated, formatQuickly } from "../../compiler/emit/format.ts";
import { gamesUnder } from "../../compiler/project.ts";
import { generateCorpus } from "../bench/corpus.ts";

const ROOT = join(import.meta.dirname, "../..");

/** The emitter's unformatted modules of a game folder. */
function rawModules(gameDir: string): Map<string, string> {
  const check = checkGame(gameDir, relativeTo(ROOT));
  expect(check.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return emitGame(check.game!, {});
}

/**
 * Compares pretty/ with prettier on every module: formatQuickly where it handles a whole module,
 * formatAll (pretty/ plus prettier for the statements it leaves) on all of them.
 */
async function compareWithPrettier(files: Map<string, string>): Promise<{ handled: number; cardModules: number; cardHandled: number }> {
  const entries = [...files];
  const want: string[] = [];
  for (const [path, raw] of entries) want.push(await formatGenerated(path, raw));
  const together = await formatAll(entries.map(([path, text]) => ({ path, text })));
  let handled = 0;
  let cardModules = 0;
  let cardHandled = 0;
  for (const [i, [path, raw]] of entries.entries()) {
    expect(together[i], path).toBe(want[i]);
    const quick = formatQuickly(path, raw);
    if (path.startsWith("cards/")) cardModules++;
    if (quick === null) continue;
    handled++;
    if (path.startsWith("cards/")) cardHandled++;
    expect(quick, path).toBe(want[i]);
  }
  return { handled, cardModules, cardHandled };
}

describe("pretty/ formats as prettier does", () => {
  for (const gameDir of gamesUnder(join(ROOT, "cards"))) {
    it(`on every module of ${gameDir.split(/[\\/]/).pop()} it handles`, async () => {
      const { handled, cardModules, cardHandled } = await compareWithPrettier(rawModules(gameDir));
      expect(handled).toBeGreaterThan(0);
      // Most card modules are plain data and effects: if this drops, a build got slower.
      expect(cardHandled / cardModules).toBeGreaterThan(0.4);
    }, 300_000);
  }

  const corpusDir = mkdtempSync(join(tmpdir(), "cardsmith-pretty-"));
  afterAll(() => rmSync(corpusDir, { recursive: true, force: true }));

  it("on every module of a synthetic 600-card corpus, all of whose card modules it handles", async () => {
    generateCorpus(join(corpusDir, "shadows"), 600, 3);
    const { cardModules, cardHandled } = await compareWithPrettier(rawModules(join(corpusDir, "shadows")));
    expect(cardModules).toBeGreaterThan(50);
    expect(cardHandled).toBe(cardModules);
  }, 300_000);

  const cases: Record<string, string> = {
    "quotes: double unless the text holds more double quotes": `const a = { x: "say \\"hi\\"", y: "it's", z: "\\"a\\" 'b' 'c'" };\n`,
    "parentheses prettier keeps, adds or drops": `function f(rt: Rt, ctx: EffectContext): boolean {\n  return ((a && b) || (c % d * e)) && !(g(h) as boolean) && ((i + j) - (k - l)) === ((m === n) === o);\n}\n`,
    "empty blocks": `function f(rt: Rt, ctx: EffectContext): void {\n  if (a) {\n  } else {\n  }\n  for (const x of y(ctx)) {\n  }\n  while (b) {\n  }\n  do {\n  } while (c);\n}\n`,
    "a long call hugging its last object": `function f(rt: Rt, ctx: EffectContext): void {\n  rt.verbs.attack(ctx, { target: rt.choose(ctx, aTargetThatIsLong), for: rt.property(ctx, "strength", null) + 1 });\n}\n`,
    "a long return and conditions": `function f(rt: Rt, ctx: EffectContext): boolean {\n  if (rt.payload(ctx, "responded-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx") >= rt.payload(ctx, "shields-used-x")) {\n    g();\n  }\n  if (rt.payload(ctx, "responded-xxxxxxxxxxxxxxxxxxxxxxx") && rt.payload(ctx, "shields-used-x")) {\n    g();\n  }\n  return rt.payload(ctx, "responded-xxxxxxxxxxxxxxxxxxxxx") >= rt.payload(ctx, "shields-used-x") + 1;\n}\n`,
    "long strings under long keys, not under short ones": `export const c: Card = { text: "${"x".repeat(95)}", description: "${"y".repeat(95)}", list: ["${"z".repeat(95)}"] };\n`,
    "arrays of several multi-entry objects always break": `const a = { k: [{ a: 1, b: 2 }, { a: 1, b: 2 }], j: [{ a: 1 }, { a: 1 }] };\n`,
    "an object whose source breaks before its first key stays broken": `const a = {\n  b: 1 };\n`,
    "long imports and re-exports": `import type { ${Array.from({ length: 12 }, (_, i) => `TypeNumber${i}`).join(", ")} } from "./x.ts";\nexport { ${Array.from({ length: 12 }, (_, i) => `valueNumber${i}`).join(", ")} };\n`,
    "a readonly tuple type spaced, an array suffix not": `export const d: ReadonlyArray<readonly [DeckId, string]> = [["a", "b"]];\nexport const e: readonly string[] = [];\n`,
    "blank lines kept between statements, dropped at block ends": `/** doc */\nconst a = 1;\n\n\nconst b = 2;\nfunction f(rt: Rt, ctx: EffectContext): void {\n  g();\n\n  h();\n\n}\n`,
  };
  for (const [name, source] of Object.entries(cases)) {
    it(name, async () => {
      const quick = formatQuickly("case.ts", source);
      expect(quick).not.toBeNull();
      expect(quick).toBe(await formatGenerated("case.ts", source));
    });
  }

  it("declines what it does not lay out (prettier formats it, through formatAll)", async () => {
    const numbers = `const a = [${Array.from({ length: 40 }, (_, i) => i).join(", ")}];\n`;
    const lineComment = "const a = 1; // note\nconst b = 2;\n";
    const wide = `const a = "${"字".repeat(10)}";\n`;
    for (const source of [numbers, lineComment, wide]) expect(formatQuickly("case.ts", source)).toBeNull();
    const out = await formatAll([numbers, lineComment, wide].map((text) => ({ path: "case.ts", text })));
    expect(out).toEqual([await formatGenerated("case.ts", numbers), await formatGenerated("case.ts", lineComment), await formatGenerated("case.ts", wide)]);
  });

  it("leaves to prettier only the top-level statements it does not lay out", async () => {
    const source = `/** Kinds. */\nexport interface Card {\n  readonly id: string;\n}\n\nconst a = { b: 1 };\nexport type Kind = (typeof KINDS)[number];\n`;
    expect(formatQuickly("case.ts", source)).toBeNull();
    const [out] = await formatAll([{ path: "case.ts", text: source }]);
    expect(out).toBe(await formatGenerated("case.ts", source));
  });
});
