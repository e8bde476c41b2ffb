/**
 * Seating on a map (runtime/core/seating.ts, game.yaml `seating:`). A toy map of four places,
 * Ashford (Red) - Brook (Blue) - Cairn - Dale (a Shrine and a Blue one): in the `duel` mode the
 * seats start on Ashford then Brook, a wisp on each Shrine; in `versus` a third seat the rules play
 * joins after the players, on the next home (Cairn) with its pawn on Dale, and one wisp stands on
 * the first seat's home. At check time each part of the declaration is a located error when wrong.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { EffectApi } from "../../runtime/api.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import { MapTable } from "../../runtime/core/map-table.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { PlaceGraph } from "../../runtime/core/place-graph.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { homesOf, isSeatsCard, modeSeating, seatPlayers, setHome, sideOf, type Seating } from "../../runtime/core/seating.ts";
import { check, edit, expectLocatedError, makeGame, SHADOWS_YAML, type Game } from "../contract/helpers.ts";
import { toyRules } from "../support/toy-rules.ts";

const RULES = toyRules<GameRules<EffectApi<object>>>("toy-seats", [{ name: "board", live: true, perPlayer: false }], {});
const CARDS = [
  { id: "a", kind: "place", name: "Ashford", traits: ["Red"] },
  { id: "b", kind: "place", name: "Brook", traits: ["Blue"] },
  { id: "c", kind: "place", name: "Cairn" },
  { id: "d", kind: "place", name: "Dale", traits: ["Shrine", "Blue"] },
  { id: "red-banner", kind: "sheet", name: "Red Banner", traits: ["Red"] },
  { id: "rulebook", kind: "sheet", name: "Rulebook" },
] as unknown as CatalogueCard[];
const ROAD = [
  ["a", "b"],
  ["b", "c"],
  ["c", "d"],
].map(([from, to]) => ({ id: `${from}-${to}`, from, to, distance: 1 }));
const SEATING: Seating = {
  figure: "pawn",
  sides: ["Red", "Blue"],
  modes: [
    { mode: "duel", homes: ["a", "b"], figures: [{ id: "wisp", each: "Shrine" }] },
    { mode: "versus", homes: ["a", "b", "c"], rulePlayed: { name: "Rules", on: "d" }, figures: [{ id: "wisp", homeOf: 1 }] },
  ],
};

class ToySeats extends Engine<object> {
  readonly map = new MapTable(new PlaceGraph(["a", "b", "c", "d"], ROAD), { perPlayer: 0 });
  constructor(mode: string) {
    super(RULES, new Catalogue(CARDS), { seed: 1, agents: [], mode, resourceBounds: {}, counterBounds: {} });
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  hooks: GameHookSet<object> = { nouns: {}, facts: {}, verbs: {}, procedures: {}, map: this.map };
}

function seated(mode: string, names: string[]) {
  const g = new ToySeats(mode);
  const added: string[] = [];
  const result = seatPlayers(g, g.map, SEATING, names, (name) => {
    added.push(name);
    g.table.addPlayer(name, []);
  });
  return { g, added, result };
}

describe("seating the players on their homes", () => {
  it("each seat holds its mode's home in order, its figure standing there; the figures go on each place with the trait", () => {
    const { g, added, result } = seated("duel", ["Ann", "Bob"]);
    expect(added).toEqual(["Ann", "Bob"]);
    expect(homesOf(g)).toEqual(["a", "b"]);
    expect([g.map.holder("a"), g.map.holder("b"), g.map.holder("c")]).toEqual([0, 1, null]);
    expect([g.map.where("pawn@0"), g.map.where("pawn@1")]).toEqual(["a", "b"]);
    expect(result.rulePlayed).toBe(-1);
    expect(result.figures.get("wisp")).toEqual(["wisp-1"]);
    expect(g.map.where("wisp-1")).toBe("d");
  });

  it("a rule-played seat comes after the players, on the next home, its figure on its own place; a figure on the first seat's home", () => {
    const { g, added, result } = seated("versus", ["Ann", "Bob"]);
    expect(added).toEqual(["Ann", "Bob", "Rules"]);
    expect(result.rulePlayed).toBe(2);
    expect(g.map.holder("c")).toBe(2);
    expect(g.map.where("pawn@2")).toBe("d");
    expect(result.figures.get("wisp")).toEqual(["wisp-1"]);
    expect(g.map.where("wisp-1")).toBe("a");
    expect([...g.map.figures()]).toEqual(["pawn@0", "pawn@1", "pawn@2", "wisp-1"]);
  });

  it("a rule-played seat past the last home holds none, its figure still on its place", () => {
    const { g, result } = seated("versus", ["Ann", "Bob", "Cy"]);
    expect(result.rulePlayed).toBe(3);
    expect(homesOf(g)[3]).toBeUndefined();
    expect(g.map.heldBy(3)).toEqual([]);
    expect(g.map.where("pawn@3")).toBe("d");
  });

  it("a seat plays the side its home carries; a card of a side is only that side's seat's", () => {
    const { g } = seated("versus", ["Ann", "Bob", "Cy"]);
    expect([0, 1, 2, 3].map((seat) => sideOf(g, SEATING, seat))).toEqual(["Red", "Blue", undefined, undefined]);
    const card = (id: string) => CARDS.find((c) => c.id === id)!;
    expect([0, 1, 2].map((seat) => isSeatsCard(g, SEATING, card("red-banner"), seat))).toEqual([true, false, false]);
    expect([0, 1, 2].map((seat) => isSeatsCard(g, SEATING, card("rulebook"), seat))).toEqual([true, true, true]);
  });

  it("a home set by hand (a scenario's) is held and read back; an undeclared mode has no seating", () => {
    const g = new ToySeats("duel");
    g.table.addPlayer("Ann", []);
    expect(setHome(g, g.map, 0, "c")).toBe("c");
    expect([homesOf(g)[0], g.map.holder("c")]).toEqual(["c", 0]);
    expect(modeSeating(SEATING, null).mode).toBe("duel");
    expect(() => modeSeating(SEATING, "solo")).toThrow(/no seating for the solo mode/);
  });
});

describe("`seating:` at check time", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());
  const PLAYERS = "players: { min: 2, max: 3 }\n";
  const MODES = "modes:\n  duel: { players: { min: 2, max: 2 } }\n  trio: { players: { min: 3, max: 3 } }\n";
  // seating is on a map of places (without one, check-place-map.ts reports the seating itself)
  const withSeating = (seating: string) => edit(SHADOWS_YAML, PLAYERS, `${PLAYERS}${MODES}map: { places: [mission] }\nseating:\n${seating}`);
  const GOOD_MODES = "  modes:\n    duel: { homes: [x, y] }\n    trio: { homes: [x, y, z] }\n";

  it("an unknown figure type or side trait is located at its name", async () => {
    game = makeGame(withSeating(`  figure: pawnn\n${GOOD_MODES}`));
    await expectLocatedError(game, "CS1014", "pawnn", /unknown type `pawnn`/);
    game.cleanup();
    game = makeGame(withSeating(`  figure: hero\n  sides: [Atack]\n${GOOD_MODES}`));
    await expectLocatedError(game, "CS1014", "Atack", /unknown trait `Atack`/);
  });

  it("too few homes for the mode's players, a mode without seating, an undeclared mode are located", async () => {
    game = makeGame(withSeating("  figure: hero\n  modes:\n    duel: { homes: [x, y] }\n    trio: { homes: [x, y] }\n"));
    await expectLocatedError(game, "CS1014", "[x, y] }\n", /the trio mode seats up to 3 players, and 2 homes are given/, 0, 1);
    game.cleanup();
    game = makeGame(withSeating("  figure: hero\n  modes:\n    duel: { homes: [x, y] }\n"));
    await expectLocatedError(game, "CS1014", "modes:\n    duel", /the trio mode has no seating/);
    game.cleanup();
    game = makeGame(withSeating(`${GOOD_MODES.replace("modes:\n", "modes:\n    solo: { homes: [x] }\n")}  figure: hero\n`));
    await expectLocatedError(game, "CS1014", "solo", /no mode `solo` is declared/);
  });

  it("a figure on a seat not in every game of the mode, or on an unknown trait, is located", async () => {
    game = makeGame(withSeating("  figure: hero\n  modes:\n    duel: { homes: [x, y], figures: { wisp: { home-of: 3 } } }\n    trio: { homes: [x, y, z], figures: { wisp: { each: Shrinee } } }\n"));
    const out = await expectLocatedError(game, "CS1014", "home-of: 3", /seat 3 is not there in every duel game \(2 players at least\)/, 9);
    expect(out).toMatch(/unknown trait `Shrinee`/);
  });

  it("a home that is no card's id is located at it, once the vocabulary is right", async () => {
    game = makeGame(withSeating(`  figure: hero\n${GOOD_MODES}`));
    await expectLocatedError(game, "CS1014", "z]", /no card has the id `z`/);
  });
});
