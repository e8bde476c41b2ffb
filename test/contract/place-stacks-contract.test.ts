/**
 * Placing stacks (a verb declared `means: place-stacks`, its terms in `stacks:`): the zones must
 * be each player's, the kinds and traits declared and the summed field a whole-number field of a
 * listed kind, else CS1014 at them; `stacks:` belongs to that meaning only, and the meaning needs
 * it. The generated rules carry the terms (runtime/core/place-stacks.ts reads them).
 */
import { afterEach, describe, expect, it } from "vitest";
import { RULES } from "../../generated/fantasy-adventures/rules.ts";
import { check, edit, expectLocatedError, makeGame, SHADOWS_YAML, type Game } from "./helpers.ts";

const stack = (terms: string) => edit(SHADOWS_YAML, "verbs:\n", `verbs:\n  heap:\n${terms}    params: {}\n`);
const TERMS = [
  "    means: place-stacks",
  "    stacks:",
  "      from: hand",
  "      to: library",
  "      onto: combat-field",
  "      kinds: [hero-special]",
  "      except: [Attack-Standalone]",
  "      sum: shield",
  "      limit: { first: 4, each-game-turn: 2 }",
  "      needs: { Response: hero-special }",
  "      shuns: { Predict: hero-special }",
  "      says: Shield",
  "",
].join("\n");

describe("place-stacks verbs", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());

  it("checks a verb with its terms", async () => {
    game = makeGame(stack(TERMS));
    const { out, exit } = await check(game);
    expect(out).not.toContain("error[");
    expect(exit).toBe(0);
  });

  it("is CS1014 at an unknown or shared zone", async () => {
    game = makeGame(stack(TERMS.replace("to: library", "to: libary")));
    await expectLocatedError(game, "CS1014", "to: libary", /unknown zone `libary`/, 4);
    game.cleanup();
    game = makeGame(stack(TERMS.replace("onto: combat-field", "onto: market")));
    await expectLocatedError(game, "CS1014", "onto: market", /zone `market` is not per player/, 6);
  });

  it("is CS1014 at an unknown kind or trait, and at a field no listed kind has", async () => {
    game = makeGame(stack(TERMS.replace("kinds: [hero-special]", "kinds: [hero-specail]")));
    await expectLocatedError(game, "CS1014", "hero-specail", /unknown kind `hero-specail`/);
    game.cleanup();
    game = makeGame(stack(TERMS.replace("except: [Attack-Standalone]", "except: [Stand-Alone]")));
    await expectLocatedError(game, "CS1014", "Stand-Alone", /unknown trait `Stand-Alone`/);
    game.cleanup();
    game = makeGame(stack(TERMS.replace("shuns: { Predict: hero-special }", "shuns: { Predict: spell }")));
    await expectLocatedError(game, "CS1014", "Predict: spell", /unknown kind `spell`/, 9);
    game.cleanup();
    game = makeGame(stack(TERMS.replace("sum: shield", "sum: epithet")));
    await expectLocatedError(game, "CS1014", "sum: epithet", /no kind the stacks take has a whole-number field `epithet`/, 5);
  });

  it("is CS1014 without its terms, or with them on another verb", async () => {
    game = makeGame(stack("    means: place-stacks\n"));
    await expectLocatedError(game, "CS1014", "means: place-stacks", /has no `stacks:`/);
    game.cleanup();
    game = makeGame(stack(TERMS.replace("means: place-stacks", "means: reshuffle")));
    expect((await check(game)).out).toMatch(/`stacks:` gives the terms of a verb meaning `place-stacks`, and `heap` means `reshuffle`/);
  });

  it("is in the generated rules", () => {
    const place = RULES.verbStacks?.place;
    expect(place && { ...place, needs: { ...place.needs }, shuns: { ...place.shuns } }).toEqual({
      from: "hand",
      to: "placed",
      onto: "party",
      kinds: ["monster", "trap"],
      except: ["Anytime"],
      sum: "melee",
      limit: { first: 9, eachGameTurn: 3 },
      needs: { "Lair-only": "trap" },
      shuns: { "Wandering-only": "trap" },
      says: "Melee",
    });
  });
});
