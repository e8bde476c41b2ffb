/**
 * Traits with no rule of their own (`means: tag`: effects find the cards carrying them) and units
 * written in the plural (`2 successes` for a resource `success`), on a copy of the Shadows
 * vocabulary.
 */
import { afterEach, describe, expect, it } from "vitest";
import { check, edit, makeGame, position, SHADOWS_YAML, type Game } from "./helpers.ts";

let game: Game | undefined;
afterEach(() => game?.cleanup());

const card = (effect: string, traits = "[]") => `id: probe\nname: Probe\nkind: skill\ninitiative: [2]\ntraits: ${traits}\neffect: |\n  ${effect.replace(/\n/g, "\n  ")}\n`;
const withTag = edit(SHADOWS_YAML, "traits:\n", "traits:\n  Dwarf: { means: tag, description: \"a hero's people: other effects refer to it\" }\n");
const withSuccess = edit(SHADOWS_YAML, "resources:\n", "resources:\n  success: { min: 0 }\n  ally-token: { min: 0 }\n").replace("units: [gold, experience, shadow-stones]", "units: [gold, experience, shadow-stones, success, ally-token]");

describe("tags", () => {
  it("a tag that an effect filters by checks clean, on a card carrying it", async () => {
    game = makeGame(withTag, { "probe.yaml": card("gain count cards with Dwarf in your hand gold", "[Dwarf]") });
    const r = await check(game);
    expect(r.out).toContain("no errors");
    expect(r.exit).toBe(0);
  });

  it("a tag nothing refers to is a warning at its declaration", async () => {
    game = makeGame(withTag, { "probe.yaml": card("gain 1 gold", "[Dwarf]") });
    const r = await check(game);
    expect(r.out).toContain("warning[CS1013]: the tag `Dwarf` is declared, but no effect refers to it");
    expect(r.out).toContain(`${position(game, "game.yaml", "Dwarf:")}\n`);
    expect(r.exit).toBe(0);
  });

  it("a trait with no rule and no `means: tag` is still an error", async () => {
    game = makeGame(edit(SHADOWS_YAML, "traits:\n", "traits:\n  Dwarf: { description: \"nothing\" }\n"));
    const r = await check(game);
    expect(r.out).toContain("error[CS1013]: the trait `Dwarf` has no meaning");
    expect(r.out).toContain("`means: tag`");
  });
});

describe("plural units", () => {
  it.each([
    ["gain 2 successes", "+es"],
    ["gain 1 success", "as declared"],
    ["gain 3 ally-tokens", "+s"],
    ["once per round, pay 2 successes:\n  gain 1 gold", "in a cost"],
  ])("`%s` (%s) checks clean", async (effect) => {
    game = makeGame(withSuccess, { "probe.yaml": card(effect) });
    const r = await check(game);
    expect(r.out).toContain("no errors");
  });

  it("an unknown unit's hint says how plurals are read", async () => {
    game = makeGame(withSuccess, { "probe.yaml": card("gain 2 sucesses") });
    const r = await check(game);
    expect(r.exit).toBe(1);
    expect(r.out).toContain("not `sucesses`");
    expect(r.out).toContain("a unit is written as declared or as its plural");
  });
});
