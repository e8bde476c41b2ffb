/**
 * Drawing until enough cards of a kind have come (a verb declared `means: draw-until`, its terms
 * in `draws:` and `says:`): the zones must be each player's and the kind declared, else CS1014 at
 * them; `draws:` belongs to that meaning only, and the meaning needs it and `says:`. The generated
 * rules carry the terms (runtime/core/draw-until.ts reads them).
 */
import { afterEach, describe, expect, it } from "vitest";
import { RULES } from "../../generated/fantasy-adventures/rules.ts";
import { check, edit, expectLocatedError, makeGame, SHADOWS_YAML, type Game } from "./helpers.ts";

const conjure = (terms: string) => edit(SHADOWS_YAML, "verbs:\n", `verbs:\n  conjure:\n${terms}    params:\n      count: { type: number, positional: true, required: true }\n`);
const DRAWS = "    means: draw-until\n    draws: { from: current-deck, to: hand, rest: library, kind: skill }\n    says: conjured\n";

describe("draw-until verbs", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());

  it("checks a verb with its terms", async () => {
    game = makeGame(conjure(DRAWS));
    const { out, exit } = await check(game);
    expect(out).not.toContain("error[");
    expect(exit).toBe(0);
  });

  it("is CS1014 at an unknown zone, a shared zone or an unknown kind", async () => {
    game = makeGame(conjure(DRAWS.replace("to: hand", "to: hnad")));
    await expectLocatedError(game, "CS1014", "to: hnad", /unknown zone `hnad`/, 4);
    game.cleanup();
    game = makeGame(conjure(DRAWS.replace("rest: library", "rest: item-discard")));
    await expectLocatedError(game, "CS1014", "rest: item-discard", /zone `item-discard` is not per player/, 6);
    game.cleanup();
    game = makeGame(conjure(DRAWS.replace("kind: skill", "kind: spell")));
    await expectLocatedError(game, "CS1014", "kind: spell", /unknown kind `spell`/, 6);
  });

  it("is CS1014 without its terms, or with them on another verb", async () => {
    game = makeGame(conjure("    means: draw-until\n    says: conjured\n"));
    await expectLocatedError(game, "CS1014", "means: draw-until", /has no `draws:`/);
    game.cleanup();
    game = makeGame(conjure(DRAWS.replace("    says: conjured\n", "")));
    await expectLocatedError(game, "CS1014", "means: draw-until", /a `draw-until` verb says how the log tells a card drawn of the kind/);
    game.cleanup();
    game = makeGame(conjure(DRAWS.replace("means: draw-until", "means: draw")));
    const out = (await check(game)).out;
    expect(out).toMatch(/`draws:` gives the terms of a verb meaning `draw-until`, and `conjure` means `draw`/);
  });

  it("is in the generated rules", () => {
    expect(RULES.verbDraws?.summon).toEqual({ from: "encounter-deck", to: "stack", rest: "encounter-discard", kind: "monster" });
    expect(RULES.verbSays?.summon).toBe("summoned");
  });
});
