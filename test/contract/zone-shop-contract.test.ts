/**
 * A zone declared a player's upgrade shop (`shop:` on a zone in game.yaml): a shop each player
 * has, stocked from a zone each player has, priced in a resource, its slots traits, checks clean;
 * each of those wrong is a located CS1014.
 */
import { afterEach, describe, expect, it } from "vitest";
import { check, edit, expectLocatedError, makeGame, SHADOWS_YAML, type Game } from "./helpers.ts";

let game: Game | undefined;
afterEach(() => game?.cleanup());

const DECK = "  current-deck: { per-player: true }";
const shop = (spec: string, perPlayer = true) => edit(SHADOWS_YAML, DECK, `${DECK}\n  shelf: { per-player: ${perPlayer}, shop: ${spec} }`);
const GOOD = "{ name: Shelf, stock: current-deck, currency: gold, slots: [Attack] }";

describe("a zone's shop", () => {
  it("checks clean when stocked from a player's zone, priced in a resource, its slots traits", async () => {
    game = makeGame(shop(GOOD));
    const r = await check(game);
    expect([r.exit, r.out]).toEqual([0, expect.stringContaining("no errors")]);
  });

  it("a shared shop is an error at `shop`", async () => {
    game = makeGame(shop(GOOD, false));
    await expectLocatedError(game, "CS1014", "{ name: Shelf", /a shop is a zone each player has, and `shelf` is shared/);
  });

  it("an unknown stock zone, currency or slot trait is an error at it", async () => {
    game = makeGame(shop("{ stock: current-dek, currency: gold, slots: [Attack] }"));
    await expectLocatedError(game, "CS1014", "current-dek,", /`current-dek` is not a zone each player has/);
    game.cleanup();
    game = makeGame(shop("{ stock: current-deck, currency: gould, slots: [Attack] }"));
    await expectLocatedError(game, "CS1014", "gould,", /`gould` is not a resource/);
    game.cleanup();
    game = makeGame(shop("{ stock: current-deck, currency: gold, slots: [Atack] }"));
    await expectLocatedError(game, "CS1014", "Atack]", /unknown trait `Atack`/);
  });

  it("a verb meaning visit-shops checks clean beside a shop, and is CS1016 when no zone declares one", async () => {
    const VISIT = "\nverbs:\n  shop-around: { means: visit-shops, params: {} }\n";
    game = makeGame(edit(shop(GOOD), "\nverbs:\n", VISIT));
    const r = await check(game);
    expect([r.exit, r.out]).toEqual([0, expect.stringContaining("no errors")]);
    game.cleanup();
    game = makeGame(edit(SHADOWS_YAML, "\nverbs:\n", VISIT));
    await expectLocatedError(game, "CS1016", "means: visit-shops", /`means: visit-shops` visits the shops zones declare, and no zone declares `shop:`/);
  });
});
