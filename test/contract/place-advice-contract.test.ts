/**
 * A bot's declared advice on moves (game.yaml `advice: moves: <type>:`, runtime/core/place-advice.ts):
 * rows naming declared traits and a zone of the table, with effect-language conditions and worths,
 * check clean and compile; an unmoved type, an unknown trait, zone or price resource, a per-player
 * zone, `each-before` without `on`, and a condition or worth that does not check are located errors.
 */
import { afterEach, describe, expect, it } from "vitest";
import { check, expectLocatedError, makeGame, ON_A_MAP, SHADOWS_YAML, type Game } from "./helpers.ts";

let game: Game | undefined;
afterEach(() => game?.cleanup());

const MOVES = "free-actions:\n  end: end the turn\n  offers:\n    - { move: hero }\n";
const ROWS = ['{ with: Attack, if: "gold >= 2", worth: 3 }', "{ on: market, worth: 1, each-before: 2 }", '{ worth: "gold + 1", times: 0.5 }'];
const advise = (rows: string[], terms = "near: 0.5, stay: 0.9, price: { gold: 0.1 }, each: -0.1", type = "hero") =>
  `${SHADOWS_YAML}${ON_A_MAP}\n${MOVES}advice:\n  moves:\n    ${type}:\n      ${terms.split(", ").join("\n      ").replace(/: \{ gold\n\s+/, ": { gold")}\n      places:\n${rows.map((r) => `        - ${r}\n`).join("")}`;

describe("declared advice on moves", () => {
  it("checks clean when every row names what the vocabulary declares", async () => {
    game = makeGame(advise(ROWS));
    const r = await check(game);
    expect([r.exit, r.out]).toEqual([0, expect.stringContaining("no errors")]);
  });

  it("names what is unknown, per player or missing where it stands", async () => {
    const cases: [string, string, string, RegExp][] = [
      ["{ with: Atack, worth: 1 }", "CS1014", "Atack", /unknown trait `Atack`/],
      ["{ without: Atack, worth: 1 }", "CS1014", "Atack", /unknown trait `Atack`/],
      ["{ on: markt, worth: 1 }", "CS1014", "markt", /unknown zone `markt`/],
      ["{ on: hand, worth: 1 }", "CS1014", "hand, worth", /the zone `hand` is per player/],
      ["{ worth: 1, each-before: 2 }", "CS1014", "2 }", /`each-before` counts the cards before the place/],
      ['{ if: "gold >=", worth: 1 }', "CS3001", '", worth: 1 }', /./], // the condition ends too soon
    ];
    for (const [row, code, needle, message] of cases) {
      game = makeGame(advise([row]));
      await expectLocatedError(game, code, needle, message, 0, SHADOWS_YAML.split(needle).length - 1);
      game.cleanup();
      game = undefined;
    }
  });

  it("a worth or condition reading an unknown name, or a worth that is no number, is an error inside its text", async () => {
    for (const row of ['{ worth: "goldd + 1" }', '{ if: "goldd > 1", worth: 1 }', '{ worth: "gold > 1" }']) {
      game = makeGame(advise([row]));
      const r = await check(game);
      expect(r.exit).not.toBe(0);
      expect(r.out).toMatch(/game\.yaml:\d+:\d+/);
      game.cleanup();
      game = undefined;
    }
  });

  it("an unknown price resource, or a type no move offer moves, is an error", async () => {
    game = makeGame(advise(ROWS, "near: 0.5, price: { gld: 0.1 }"));
    await expectLocatedError(game, "CS1014", "0.1 }", /unknown resource `gld`/);
    game.cleanup();
    game = makeGame(advise(ROWS, "near: 0.5", "monster"));
    const r = await check(game);
    expect(r.out).toMatch(/CS1014.*no free-actions `move:` offer moves `monster`/);
  });
});
