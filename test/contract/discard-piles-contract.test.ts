/**
 * Discard piles (game.yaml `discards-to`, in `rules:` and on a kind): a verb meaning `discard`
 * needs a pile for every kind (CS1016 at the verb), an unknown pile is CS1014 at its place, and the
 * generated rules carry them (runtime/core/leave-play.ts discards there).
 */
import { afterEach, describe, expect, it } from "vitest";
import { RULES } from "../../generated/fantasy-adventures/rules.ts";
import { check, edit, expectLocatedError, makeGame, SHADOWS_YAML, type Game } from "./helpers.ts";

describe("discard piles", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());
  const discardVerb = "  discard:\n    means: hook\n";

  it("checks a verb meaning discard with the rules' pile and a kind's own", async () => {
    const yaml = edit(edit(edit(SHADOWS_YAML, discardVerb, "  discard:\n    means: discard\n"), "  turn-order: from-leader\n", "  turn-order: from-leader\n  discards-to: current-deck\n"), "  item:\n", "  item:\n    discards-to: inventory\n");
    game = makeGame(yaml);
    const { out } = await check(game);
    expect(out).not.toContain("error[");
  });

  it("is CS1016 at the verb when some kind has no pile", async () => {
    game = makeGame(edit(SHADOWS_YAML, discardVerb, "  discard:\n    means: discard\n"));
    await expectLocatedError(game, "CS1016", "means: discard", /`means: discard` sends a card to its discard pile, and cards of .* have none/);
  });

  it("is CS1014 at an unknown pile", async () => {
    game = makeGame(edit(SHADOWS_YAML, "  turn-order: from-leader\n", "  turn-order: from-leader\n  discards-to: discrad\n"));
    await expectLocatedError(game, "CS1014", "discrad", /unknown zone `discrad`/);
    game.cleanup();
    game = makeGame(edit(SHADOWS_YAML, "  item:\n", "  item:\n    discards-to: graveyard\n"));
    await expectLocatedError(game, "CS1014", "graveyard", /unknown zone `graveyard`/);
  });

  it("is in the generated rules", () => {
    expect(RULES.discardsTo).toBe("encounter-discard");
    expect(RULES.kindDiscardsTo).toEqual({ hero: "hero-discard" });
  });
});
