/**
 * game.yaml's map of places (`map: { places, routes, pieces, moves }`) at check time, on a toy
 * game of three places joined by two route cards: the declaration's kinds, fields, tags, types and
 * resources; a meaning played on the map in a game declaring none; pieces and move costs the map
 * does not declare; seating homes that are no place; the scenario's place kinds. Each error is
 * CS1014, located.
 */
import { afterEach, describe, expect, it } from "vitest";
import { check, edit, expectLocatedError, makeGame, type Game } from "./helpers.ts";

const MAP = `map:
  places: [place]
  routes: { kind: route, from: from, to: to, distance: distance, tags: [rough] }
  pieces: { per-player: 3, not-on: rough }
  moves:
    pawn: { pays: coins, per: route }
`;

const TOY = `game: toy-map
title: "Toy Map"
players: { min: 2, max: 2 }
modes:
  duel: { players: { min: 2, max: 2 } }

resources:
  coins: { min: 0 }

zones:
  deck: { per-player: true }
  hand: { per-player: true }
  discard: { per-player: true }
  board: {}

rules:
  turn-order: from-leader
  responses: { from: [hand], stack: false }
  played-to: discard

phases: [play]
steps:
  turn: { phase: play, numbers: [1], players-act: [1], card-field: turn, play-from: hand }

procedure:
  setup: hook
  phases:
    play: { step: turn }
  end: { at: end of play, when: hook }
  score: hook

types:
  player: {}
  card: {}
  place: { is: card }
  pawn: {}

nouns:
  you: { type: player, means: you }

verbs:
  gain: { means: gain, params: { amount: { type: quantity, units: [coins], positional: true, required: true }, to: { type: player } } }

${MAP}
seating:
  figure: pawn
  modes:
    duel: { homes: [ash, brook] }

kinds:
  place:
    fields:
      turn: { type: list, of: { type: int, min: 1, max: 1 } }
  route:
    fields:
      from: { type: ref, to: [place], required: true }
      to: { type: ref, to: [place], required: true }
      distance: { type: int, min: 0, max: 9, required: true }
      rough: { type: bool }
  sheet:
    fields:
      turn: { type: list, of: { type: int, min: 1, max: 1 } }
`;

const CARDS = {
  "cards/map.yaml": `id: ash
name: Ash
kind: place
---
id: brook
name: Brook
kind: place
---
id: cairn
name: Cairn
kind: place
---
id: ash-brook
name: Ash to Brook
kind: route
from: ash
to: brook
distance: 2
---
id: brook-cairn
name: Brook to Cairn
kind: route
from: brook
to: cairn
distance: 1
rough: true
---
id: rulebook
name: Rulebook
kind: sheet
`,
};

let game: Game | undefined;
afterEach(() => game?.cleanup());

async function expectError(vocabulary: string, needle: string, message: RegExp, offset = 0, nth = 0): Promise<string> {
  game = makeGame(vocabulary, CARDS);
  return expectLocatedError(game, "CS1014", needle, message, offset, nth);
}

describe("a map of places", () => {
  it("checks as declared, with its map keys' place kinds taken from it", async () => {
    game = makeGame(TOY, CARDS);
    const { exit, out } = await check(game);
    expect(out).not.toContain("error[");
    expect(exit).toBe(0);
  });

  it("names declared kinds, route fields of the right types, bool tags, a type and a resource", async () => {
    await expectError(edit(TOY, "places: [place]", "places: [plaec]"), "plaec", /unknown kind `plaec`/);
    await expectError(edit(TOY, "kind: route, from: from", "kind: rout, from: from"), "rout,", /unknown kind `rout`/);
    await expectError(edit(TOY, "to: to, distance: distance", "to: to, distance: rough"), "rough, tags", /the route kind has no whole-number field `rough`/);
    await expectError(edit(TOY, "from: from, to: to,", "from: from, to: distance,"), "distance, distance", /the route kind has no place field `distance`/);
    await expectError(edit(TOY, "from: { type: ref, to: [place], required: true }", "from: { type: ref, to: [place, sheet], required: true }"), "from, to: to", /the route kind's `from` may name a sheet card, which is no place of the map/);
    await expectError(edit(TOY, "tags: [rough]", "tags: [distance]"), "distance]", /the route kind has no bool field `distance`/);
    await expectError(edit(TOY, "not-on: rough", "not-on: smooth"), "smooth", /no route tag `smooth`/);
    await expectError(edit(TOY, "    pawn: { pays: coins", "    pawnn: { pays: coins"), "pawnn", /unknown type `pawnn`/);
    await expectError(edit(TOY, "pays: coins", "pays: gold"), "gold", /unknown resource `gold`/);
  });

  it("is one map: numbered spaces' keys beside `places:` are located", async () => {
    await expectError(edit(TOY, "  places: [place]\n", "  places: [place]\n  position: space\n"), "position: space", /`position` belongs to a map of numbered spaces/);
  });

  it("declares pieces for what counts or moves them, and a cost for a move no event prices", async () => {
    const noPieces = edit(edit(TOY, "  pieces: { per-player: 3, not-on: rough }\n", ""), "gain: { means: gain", "build: { means: build-pieces, params: { count: { type: number, positional: true, required: true } } }\n  gain: { means: gain");
    await expectError(noPieces, "means: build-pieces", /`means: build-pieces` counts pieces on routes, but the map declares no pieces/, 7);
    const freeMove = edit(edit(TOY, "  moves:\n    pawn: { pays: coins, per: route }\n", ""), "\nkinds:", "\nfree-actions:\n  end: stop\n  offers:\n    - move: pawn\n\nkinds:");
    await expectError(freeMove, "move: pawn", /a pawn moving with no `raises:` pays the map's cost, and the map declares none for it/, 6);
  });

  it("starts each seat on a card of a place kind", async () => {
    await expectError(edit(TOY, "homes: [ash, brook]", "homes: [ash, rulebook]"), "rulebook]", /`rulebook` is a sheet card, not a place of the map/);
    await expectError(edit(TOY, "homes: [ash, brook]", "homes: [ash, brok]"), "brok]", /no card has the id `brok`/);
  });

  it("gives the scenario's map keys its place kinds, which when written must agree", async () => {
    const scenario = (keys: string) => `${TOY}\nscenario:\n  player:\n    map: { at: at, holds: holds, marks: marks${keys} }\n`;
    game = makeGame(scenario(""), CARDS);
    expect((await check(game)).out).not.toContain("error[");
    game.cleanup();
    await expectError(scenario(", place-kinds: [place, sheet]"), "[place, sheet]", /the place kinds \[place, sheet\] are not the map's \[place\]/);
  });
});

describe("the meanings played on a map of places, in a game declaring none", () => {
  const NO_MAP = edit(edit(TOY, MAP, ""), "seating:\n  figure: pawn\n  modes:\n    duel: { homes: [ash, brook] }\n", "");

  it("checks clean without them", async () => {
    game = makeGame(NO_MAP, CARDS);
    expect((await check(game)).out).not.toContain("error[");
  });

  it("a place noun, a held-by fact, a map stat and verb, a move, seating and the scenario's keys are each located", async () => {
    const yaml = edit(
      edit(
        edit(NO_MAP, "  you: { type: player, means: you }\n", "  you: { type: player, means: you }\n  here: { type: place, means: figure-place }\n"),
        "verbs:\n",
        "facts:\n  mine: { means: held-by you }\n\nstats:\n  far: { means: steps-from-you }\n\nverbs:\n  claim: { means: hold, params: { place: { type: card, positional: true, required: true } } }\n",
      ),
      "\nkinds:",
      "\nseating:\n  figure: pawn\n  modes:\n    duel: { homes: [ash, brook] }\n\nfree-actions:\n  end: stop\n  offers:\n    - move: pawn\n\nscenario:\n  player:\n    map: { at: at, holds: holds, marks: marks }\n\nkinds:",
    );
    game = makeGame(yaml, CARDS);
    const { exit, out } = await check(game);
    expect(exit).toBe(1);
    for (const what of ["`means: figure-place`", "`means: held-by you`", "`means: steps-from-you`", "`means: hold`", "`move: pawn`", "seating"]) {
      expect(out).toContain(`error[CS1014]: ${what} is played on a map of places, but the game declares none`);
    }
    expect(out).toContain("error[CS1014]: the map keys need the place kinds, and the game declares no map of places");
    await expectLocatedError(game, "CS1014", "means: figure-place", /`means: figure-place` is played on a map of places/, 7);
    await expectLocatedError(game, "CS1014", "means: hold", /`means: hold` is played on a map of places/, 7);
    await expectLocatedError(game, "CS1014", "seating", /seating is played on a map of places/);
  });
});
