/**
 * A turn of free actions declared in game.yaml (`free-actions:`, runtime/core/free-action-menu.ts):
 * offers naming a declared type and trait (a move's event with `by` and `to`, its `unless` facts, on
 * a declared map of places),
 * zones each player has and card kinds check clean; a `use` offer's advice names cards and facts; an
 * offer of two kinds or none, an option of another kind of offer, and each unknown or shared
 * name are a located CS1014.
 */
import { afterEach, describe, expect, it } from "vitest";
import { check, expectLocatedError, makeGame, SHADOWS_YAML, type Game } from "./helpers.ts";

let game: Game | undefined;
afterEach(() => game?.cleanup());

const declare = (...offers: string[]) => `${SHADOWS_YAML}\nfree-actions:\n  end: end the turn\n  offers:\n${offers.map((o) => `    - ${o}\n`).join("")}`;
const GOOD = ["{ hook: rest }", "{ move: hero, onto-without: Attack, unless: [responded] }", "{ use: station-field }", "{ play: hand, except: [monster], says: { hero: recruit }, advice: { hero: 2, others: 1 } }"];

describe("declared free actions", () => {
  it("check clean when every offer names what the vocabulary declares", async () => {
    // a move is played on a map of places, which prices a move no event prices
    game = makeGame(`${declare(...GOOD)}\nmap: { places: [mission], moves: { hero: { pays: gold, per: route } } }\n`);
    const r = await check(game);
    expect([r.exit, r.out]).toEqual([0, expect.stringContaining("no errors")]);
  });

  it("an offer of two kinds, or of none, is an error at it", async () => {
    game = makeGame(declare("{ use: hand, play: hand }"));
    await expectLocatedError(game, "CS1014", "{ use: hand, play", /this one has both `use` and `play`/);
    game.cleanup();
    game = makeGame(declare("{ description: nothing }"));
    await expectLocatedError(game, "CS1014", "{ description: nothing", /this one has none of them/);
  });

  it("an option of another kind of offer is an error at its key", async () => {
    game = makeGame(declare("{ use: hand, except: [hero] }"));
    await expectLocatedError(game, "CS1014", "except: [hero]", /a `use` offer takes no `except`/);
  });

  it("an unknown type, trait, zone or kind, or a shared zone, is an error at it", async () => {
    const cases: [string, string, RegExp][] = [
      ["{ move: heroo }", "heroo", /unknown type `heroo`/],
      ["{ move: hero, onto-without: Atack }", "Atack", /unknown trait `Atack`/],
      ["{ move: hero, raises: atacked }", "atacked", /unknown event `atacked`/],
      ["{ move: hero, raises: discarded }", "discarded }", /the event `discarded` has no `to` argument/],
      ["{ move: hero, unless: [respondd] }", "respondd", /unknown fact `respondd`/],
      ["{ use: hnd }", "hnd", /unknown zone `hnd`/],
      ["{ play: market }", "market }", /zone `market` is not per player/],
      ["{ play: hand, except: [monstr] }", "monstr", /unknown kind `monstr`/],
      ["{ play: hand, says: { heroes: recruit } }", "heroes: recruit", /unknown kind `heroes`/],
      ["{ play: hand, advice: { heroes: 2 } }", "heroes: 2", /unknown kind `heroes`/],
      ["{ use: station-field, advice-if: { others: respondd } }", "respondd", /unknown fact `respondd`/],
      ["{ use: station-field, advice: { no-such-card: 2 } }", "no-such-card: 2", /no card has the id `no-such-card`/],
      ["{ use: station-field, advice-if: { no-such-card: responded } }", "no-such-card: responded", /no card has the id `no-such-card`/],
    ];
    for (const [offer, needle, message] of cases) {
      game = makeGame(declare(offer));
      await expectLocatedError(game, "CS1014", needle, message, 0, SHADOWS_YAML.split(needle).length - 1); // past any occurrence in the vocabulary above
      game.cleanup();
      game = undefined;
    }
  });

  it("a resource's `bars:` names a declared trait; an unknown one is an error at it", async () => {
    const barring = (trait: string) => SHADOWS_YAML.replace("  gold: { min: 0,", `  gold: { min: 0, bars: { onto: ${trait}, above: 2 },`);
    game = makeGame(barring("Attack"));
    const r = await check(game);
    expect([r.exit, r.out]).toEqual([0, expect.stringContaining("no errors")]);
    game.cleanup();
    game = makeGame(barring("Atack"));
    await expectLocatedError(game, "CS1014", "Atack", /unknown trait `Atack`/);
  });
});
