/**
 * A verb meaning `spare` (a save, a heal: runtime/core/leaving.ts) says how the log tells a card it
 * kept (`says:`), and only such a verb has `says`: CS1014 at the place otherwise. The generated
 * rules carry the words (Fantasy Adventures' heal and save).
 */
import { afterEach, describe, expect, it } from "vitest";
import { RULES } from "../../generated/fantasy-adventures/rules.ts";
import { check, edit, expectLocatedError, makeGame, SHADOWS_YAML, type Game } from "./helpers.ts";

const DISCARD = "  discard:\n    means: hook\n";

describe("a spare verb", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());

  it("checks with its words", async () => {
    game = makeGame(edit(SHADOWS_YAML, "verbs:\n", "verbs:\n  rescue: { means: spare, says: rescued, params: { target: { type: card, positional: true, required: true } } }\n"));
    const { out } = await check(game);
    expect(out).not.toContain("error[");
  });

  it("is CS1014 without its words, and `says` on another verb is too", async () => {
    game = makeGame(edit(SHADOWS_YAML, DISCARD, "  discard:\n    means: spare\n"));
    await expectLocatedError(game, "CS1014", "means: spare", /a `spare` verb says how the log tells a card it kept/);
    game.cleanup();
    game = makeGame(edit(SHADOWS_YAML, DISCARD, "  discard:\n    means: hook\n    says: kept\n"));
    await expectLocatedError(game, "CS1014", "says: kept", /`says` belongs to a verb meaning `spare`/);
  });

  it("is in the generated rules", () => {
    // A draw-until verb's word is there too (summoned).
    expect(RULES.verbSays).toEqual({ heal: "healed", save: "saved", summon: "summoned" });
    expect(RULES.verbs.heal).toBe("spare");
  });
});
