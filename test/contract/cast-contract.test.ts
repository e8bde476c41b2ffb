/**
 * Casting (a verb declared `means: cast`, its terms in `casts:`) and the fact `can-cast <verb>`:
 * the zones must be each player's, the element a field of listed values that are traits, the
 * spent mark a counter, the roll a declared table and the outcomes named its own, the events the
 * verb raises carry only `on` and `by`, else CS1014 at them; `casts:` belongs to that meaning
 * only, the meaning needs it, and `can-cast` names a verb meaning `cast`. The generated rules carry
 * the terms (runtime/core/cast-spell.ts reads them).
 */
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { RULES } from "../../generated/fantasy-adventures/rules.ts";
import { check, edit, expectLocatedError, makeGame, type Game } from "./helpers.ts";

// Fantasy Adventures' game.yaml without its starting decks (the temp game has no deck files).
const FANTASY = readFileSync(new URL("../../cards/fantasy-adventures/game.yaml", import.meta.url), "utf8")
  .split("\n")
  .filter((line) => !line.includes("starting: { deck:"))
  .join("\n");

const game_ = (from: string, to: string) => makeGame(edit(FANTASY, from, to));

describe("cast verbs", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());

  it("checks the game's cast verb and its can-cast fact", async () => {
    game = makeGame(FANTASY);
    const { out, exit } = await check(game);
    expect(out).not.toContain("error[");
    expect(exit).toBe(0);
  });

  it("is CS1014 at an unknown or shared zone, an unknown counter, a field of no listed values", async () => {
    game = game_("      casters: party", "      casters: partty");
    await expectLocatedError(game, "CS1014", "casters: partty", /unknown zone `partty`/, 9);
    game.cleanup();
    game = game_("      returns: { back to the hand: hand }", "      returns: { back to the hand: spells }");
    await expectLocatedError(game, "CS1014", "back to the hand: spells", /unknown zone `spells`/, 18);
    game.cleanup();
    game = game_("      spent: flipped", "      spent: flopped");
    await expectLocatedError(game, "CS1014", "spent: flopped", /unknown counter `flopped`/, 7);
    game.cleanup();
    game = game_("      element: orb", "      element: gp");
    await expectLocatedError(game, "CS1014", "element: gp", /no kind has a field `gp` of listed values/, 9);
  });

  it("is CS1014 at an element value that is no trait", async () => {
    game = game_("values: [Fire, Water, Air, Earth]", "values: [Fire, Water, Air, Earth, Ice]");
    await expectLocatedError(game, "CS1014", "element: orb", /`orb` may be `Ice`, which is not a declared trait/, 9);
  });

  it("is CS1014 at an unknown roll table or an outcome it does not have", async () => {
    game = game_("      roll: casting", "      roll: cassting");
    await expectLocatedError(game, "CS1014", "roll: cassting", /unknown roll table `cassting`/, 6);
    game.cleanup();
    game = game_("      works: [works]", "      works: [worked]");
    await expectLocatedError(game, "CS1014", "worked]", /the roll `casting` has no outcome `worked`/);
  });

  it("is CS1014 at an event argument the verb does not carry", async () => {
    game = game_("args: { on: card, by: hero } }", "args: { on: card, by: hero, at: card } }");
    await expectLocatedError(game, "CS1014", "at: card", /raises `cast` on the spell, by the caster, and no `at`/, 4);
  });

  it("is CS1014 without its terms, with them on another verb, and at a can-cast of no cast verb", async () => {
    game = makeGame(FANTASY.replace(/    casts:\n(      .*\n)+/, ""));
    await expectLocatedError(game, "CS1014", "means: cast\n", /has no `casts:`/);
    game.cleanup();
    game = game_("    means: cast\n", "    means: move\n");
    expect((await check(game)).out).toMatch(/`casts:` gives the terms of a verb meaning `cast`, and `cast` means `move`/);
    game.cleanup();
    game = game_("means: can-cast cast,", "means: can-cast summon,");
    await expectLocatedError(game, "CS1014", "can-cast summon", /`can-cast summon`: no verb `summon` means `cast`/);
  });

  it("is in the generated rules", () => {
    expect(RULES.verbCasts?.cast).toMatchObject({ casters: "party", element: "orb", spent: "flipped", to: "encounter-discard", roll: "casting", works: ["works"], says: "casts" });
    expect({ ...RULES.verbCasts?.cast.returns }).toEqual({ "back to the hand": "hand" });
    expect(RULES.facts["can-cast"]).toEqual({ kind: "can-cast", verb: "cast" });
  });
});
