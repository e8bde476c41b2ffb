/**
 * Card strings reach generated code only as string literals (and sanitized comments): a card file
 * must not be able to break or inject code, and every value must survive exactly.
 */
import { describe, expect, it } from "vitest";
import { emitGame } from "../../compiler/emit/emit-game.ts";
import { format } from "../../compiler/emit/format.ts";
import { game, NASTY } from "./fixture.ts";
import { importModule } from "./helpers.ts";

const everything = NASTY.join(" | ");
const cards = [
  ...NASTY.map((s, i) => ({ id: `nasty-${i}`, name: s, text: s, kind: "skill", initiative: [1], traits: [s], covers: [s] })),
  { id: "all-of-it", name: everything, text: everything, kind: "skill", initiative: [1] },
];
const files = emitGame(game({ "skills/nasty.yaml": cards }));
const module = files.get("cards/skills/nasty.ts")!;

describe("card strings in generated modules", () => {
  it("never appear raw where they could end a string or comment", () => {
    expect(module).not.toMatch(/[\u2028\u2029]/);
    expect(module).not.toContain("</script>");
    // The only block comments are our JSDoc ones, each closed exactly once.
    for (const comment of module.match(/\/\*\*[\s\S]*?\*\//g) ?? []) expect(comment.slice(3, -2)).not.toContain("*/");
  });

  for (const [label, source] of [["raw", async () => module], ["formatted", async () => format(module)]] as const) {
    it(`compile and keep every value exactly (${label})`, async () => {
      const mod = await importModule(await source());
      const byId = new Map(Object.values(mod).map((c) => [(c as { id: string }).id, c as Record<string, unknown>]));
      expect(byId.size).toBe(cards.length);
      for (const card of cards) {
        const got = byId.get(card.id)!;
        expect(got.name).toBe(card.name);
        expect(got.text).toBe(card.text);
        if ("traits" in card) expect(got.traits).toEqual(card.traits);
        if ("covers" in card) expect(got.covers).toEqual(card.covers);
      }
    });
  }

  it("are escaped in the vocabulary module too (titles and descriptions in comments)", async () => {
    const vocabulary = files.get("vocabulary.ts")!;
    expect(vocabulary).toContain("*\\/");
    const mod = await importModule(vocabulary);
    expect(mod.CARD_IDS).toEqual(cards.map((c) => c.id));
  });
});
