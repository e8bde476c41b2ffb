/**
 * A hand drawn up to a size (`draws-up-to:` on a zone; runtime/core/draw-up-to.ts): the hand is a
 * zone each player has, drawn from a zone each player has, else CS1014 at them. The generated
 * rules carry the sizes, the leader's defaulting to the others'.
 */
import { afterEach, describe, expect, it } from "vitest";
import { RULES } from "../../generated/fantasy-adventures/rules.ts";
import { check, edit, expectLocatedError, makeGame, SHADOWS_YAML, type Game } from "./helpers.ts";

const HAND = "  library: { per-player: true }\n";
const sized = (zone: string) => edit(SHADOWS_YAML, HAND, `${HAND}${zone}\n`);

describe("hands drawn up to a size", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());

  it("checks a hand each player has, drawn from their own zone", async () => {
    game = makeGame(sized("  pouch: { per-player: true, draws-up-to: { from: library, size: 4, leader: 5 } }"));
    const { out, exit } = await check(game);
    expect(out).not.toContain("error[");
    expect(exit).toBe(0);
  });

  it("is CS1014 at an unknown or shared zone drawn from, and for a shared hand", async () => {
    game = makeGame(sized("  pouch: { per-player: true, draws-up-to: { from: libary, size: 4 } }"));
    await expectLocatedError(game, "CS1014", "from: libary", /unknown zone `libary`/, 6);
    game.cleanup();
    game = makeGame(sized("  pouch: { per-player: true, draws-up-to: { from: market, size: 4 } }"));
    await expectLocatedError(game, "CS1014", "from: market", /zone `market` is not per player/, 6);
    game.cleanup();
    game = makeGame(sized("  pouch: { draws-up-to: { from: library, size: 4 } }"));
    await expectLocatedError(game, "CS1014", "draws-up-to", /zone `pouch` is not per player/);
  });

  it("is CS1014 at an unknown or shared zone the leader may discard to", async () => {
    game = makeGame(sized("  pouch: { per-player: true, draws-up-to: { from: library, size: 4, leader-may-discard: current-deck } }"));
    expect((await check(game)).out).not.toContain("error[");
    game.cleanup();
    game = makeGame(sized("  pouch: { per-player: true, draws-up-to: { from: library, size: 4, leader-may-discard: curent-deck } }"));
    await expectLocatedError(game, "CS1014", "curent-deck", /unknown zone `curent-deck`/);
    game.cleanup();
    game = makeGame(sized("  pouch: { per-player: true, draws-up-to: { from: library, size: 4, leader-may-discard: market } }"));
    await expectLocatedError(game, "CS1014", "market }", /zone `market` is not per player/);
  });

  it("is in the generated rules", () => {
    expect(RULES.zones.find((z) => z.name === "hand")?.drawsUpTo).toEqual({ from: "encounter-deck", size: 10, leader: 12, leaderMayDiscard: "encounter-discard" });
  });
});
