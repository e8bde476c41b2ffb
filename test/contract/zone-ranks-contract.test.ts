/**
 * A zone's ranks (`ranks: { counter, size, names }`): the counter must be declared and hold every
 * rank (CS1014 at it), and the generated rules carry the ranks (Fantasy Adventures' party).
 */
import { afterEach, describe, expect, it } from "vitest";
import { RULES } from "../../generated/fantasy-adventures/rules.ts";
import { check, edit, expectLocatedError, makeGame, SHADOWS_YAML, type Game } from "./helpers.ts";

const HAND = "  station-field: {";
const withRanks = (ranks: string, counters = "") => edit(edit(SHADOWS_YAML, HAND, `  station-field: { ranks: ${ranks},`), "counters:\n", `counters:\n${counters}`);

describe("a zone's ranks", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());

  it("checks with a counter that holds every rank", async () => {
    game = makeGame(withRanks("{ counter: row, size: 3, names: [front, back] }", "  row: { min: 1, max: 2 }\n"));
    const { out } = await check(game);
    expect(out).not.toContain("error[");
  });

  it("is CS1014 at an unknown counter, or one that cannot hold every rank", async () => {
    game = makeGame(withRanks("{ counter: rwo, size: 3, names: [front, back] }", "  row: { min: 1, max: 2 }\n"));
    await expectLocatedError(game, "CS1014", "rwo", /unknown counter `rwo`/);
    game.cleanup();
    game = makeGame(withRanks("{ counter: row, size: 3, names: [front, middle, back] }", "  row: { min: 1, max: 2 }\n"));
    await expectLocatedError(game, "CS1014", "row, size", /cannot hold ranks 1 to 3/);
  });

  it("is in the generated rules", () => {
    const forms = { from: "hero-deck", draw: 10, aside: 2, asideTo: "hero-discard", order: "melee" };
    expect(RULES.zones.find((z) => z.name === "party")?.ranks).toEqual({ counter: "rank", size: 4, names: ["front", "back"], forms });
  });
});

// A zone's ranks formed by a player (`forms:`, runtime/core/rank-forming.ts).
describe("how a zone's ranks are formed", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());
  const COUNTER = "  row: { min: 1, max: 2 }\n";
  const forming = (forms: string) => withRanks(`{ counter: row, size: 3, names: [front, back], forms: ${forms} }`, COUNTER);
  const FORMS = "{ from: current-deck, draw: 6, aside: 1, aside-to: library, order: shield }";

  it("checks with zones of each player, fewer set aside than drawn, and a whole-number field", async () => {
    game = makeGame(forming(FORMS));
    const { out } = await check(game);
    expect(out).not.toContain("error[");
  });

  it("is CS1014 at an unknown or shared zone, at setting every card aside, at a field no kind has as a number", async () => {
    game = makeGame(forming(FORMS.replace("aside-to: library", "aside-to: libary")));
    await expectLocatedError(game, "CS1014", "libary", /unknown zone `libary`/);
    game.cleanup();
    game = makeGame(forming(FORMS.replace("from: current-deck", "from: item-deck")));
    await expectLocatedError(game, "CS1014", "item-deck, draw", /zone `item-deck` is not per player/);
    game.cleanup();
    game = makeGame(forming(FORMS.replace("aside: 1", "aside: 6")));
    await expectLocatedError(game, "CS1014", "6, aside-to", /setting 6 of 6 cards aside leaves none/);
    game.cleanup();
    game = makeGame(forming(FORMS.replace("order: shield", "order: stats")));
    await expectLocatedError(game, "CS1014", "stats }", /no kind has a whole-number field `stats`/);
  });

  it("is CS1014 on a zone nobody owns", async () => {
    game = makeGame(edit(edit(SHADOWS_YAML, "  market: {}", `  market: { ranks: { counter: row, size: 3, names: [front, back], forms: ${FORMS} } }`), "counters:\n", `counters:\n${COUNTER}`));
    await expectLocatedError(game, "CS1014", "{ from: current-deck", /zone `market` is not per player/);
  });
});
