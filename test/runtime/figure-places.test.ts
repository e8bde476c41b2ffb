/**
 * Nouns of a game's map seen from the acting player's own figure (runtime/core/figure-places.ts):
 * `figure-place` is the place's card it stands on, `nearest-place [<trait>...]` the places with
 * every trait listed and every `with` trait of the selector that are nearest it, ties kept in the
 * map's order. On a toy road of four places, Ashford - Brook - Cairn - Dale (Ashford and Cairn
 * Castles, Dale a Castle and a Port): Ann's pawn on Brook; Bob has no figure on the map.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { EffectApi, SelectorSpec } from "../../runtime/api.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { check, edit, expectLocatedError, makeGame, ON_A_MAP, SHADOWS_YAML, type Game } from "../contract/helpers.ts";
import { toyRules } from "../support/toy-rules.ts";
import { ToyRoad } from "../support/toy-road.ts";

const RULES: GameRules<EffectApi<object>> = {
  ...toyRules<GameRules<EffectApi<object>>>("toy-road", [{ name: "board", live: true, perPlayer: false }], {}),
  nouns: Object.assign(Object.create(null), {
    here: { kind: "figure-place" },
    "near-castle": { kind: "nearest-place", traits: ["Castle"] },
    near: { kind: "nearest-place", traits: [] },
    player: { kind: "players" },
    pawn: { kind: "figure-of", of: "player", type: "pawn" },
  }),
};
const newRoad = () =>
  new ToyRoad(RULES, { places: { a: { traits: ["Castle"] }, c: { traits: ["Castle"] }, d: { traits: ["Castle", "Port"] } }, distance: 1, perPlayer: 0, order: ["c", "d", "a", "b"] });

const names = (g: ToyRoad, seat: number, noun: string, filters: SelectorSpec["filters"] = []) =>
  g.rt.select(g.context(seat, null, "rule"), { noun, determiner: null, filters }).map((r) => g.table.card(r.id).cardId);

describe("nouns seen from the player's own figure", () => {
  it("`figure-place` is the place the acting player's figure stands on; none without a figure", () => {
    const g = newRoad();
    expect(names(g, 0, "here")).toEqual(["b"]);
    expect(names(g, 1, "here")).toEqual([]);
  });

  it("`nearest-place` keeps the nearest of the places with its traits and the selector's, ties in the map's order", () => {
    const g = newRoad();
    expect(names(g, 0, "near-castle")).toEqual(["c", "a"]);
    expect(names(g, 0, "near", [{ with: "Port" }])).toEqual(["d"]);
    expect(names(g, 0, "near")).toEqual(["b"]); // the place it stands on is nearest of all
    g.map.put("pawn@0", "d");
    expect(names(g, 0, "near-castle")).toEqual(["d"]);
    expect(names(g, 1, "near-castle")).toEqual([]);
  });
});

describe("`figure-of <noun>`", () => {
  it("stands for the own figures of the players the noun names, as things of its type; a player with none is passed over", () => {
    const g = newRoad();
    const figures = () => g.rt.select(g.context(0, null, "rule"), { noun: "pawn", determiner: null, filters: [] });
    expect(figures()).toEqual([{ id: "pawn@0", type: "pawn" }]);
    g.map.put("pawn@1", "a");
    expect(figures()).toEqual([
      { id: "pawn@0", type: "pawn" },
      { id: "pawn@1", type: "pawn" },
    ]);
  });

  it("`other` leaves out your own figure, as it leaves out your Hero in a game of entities", () => {
    const g = newRoad();
    g.map.put("pawn@1", "a");
    const others = (seat: number) => g.rt.select(g.context(seat, null, "rule"), { noun: "pawn", determiner: null, other: true, filters: [] }).map((r) => r.id);
    expect(others(0)).toEqual(["pawn@1"]);
    expect(others(1)).toEqual(["pawn@0"]);
    const pawnOf = (seat: number) => ({ id: `pawn@${seat}`, type: "pawn" });
    const isOther = (seat: number, pawn: number) => g.selects(g.context(seat, null, "rule"), { noun: "pawn", determiner: null, other: true, filters: [] }, pawnOf(pawn));
    expect([isOther(0, 0), isOther(0, 1), isOther(1, 0), isOther(1, 1)]).toEqual([false, true, true, false]);
  });
});

describe("`figure-place` and `nearest-place` at check time", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());
  const noun = (means: string, type = "card") => edit(SHADOWS_YAML + ON_A_MAP, "\nnouns:\n", `\nnouns:\n  spot: { type: ${type}, means: ${means} }\n`);

  it("checks clean on a card noun with declared traits; CS1014 at an unknown trait or a noun that is no card", async () => {
    game = makeGame(noun("nearest-place Attack"));
    expect((await check(game)).out).toContain("no errors");
    game.cleanup();
    game = makeGame(noun("nearest-place Atack"));
    await expectLocatedError(game, "CS1014", "nearest-place Atack", /`nearest-place`: unknown trait `Atack`/);
    game.cleanup();
    game = makeGame(noun("figure-place", "player"));
    await expectLocatedError(game, "CS1014", "figure-place }", /`means: figure-place` finds the map's place cards, but `spot` is player/);
  });

  it("`figure-of` checks clean on a figure noun of a player noun; CS1014 at a card noun or an unknown noun", async () => {
    const figureOf = (means: string, type: string) => edit(noun(means, type), "\ntypes:\n", "\ntypes:\n  pawn: {}\n");
    game = makeGame(figureOf("figure-of opponent", "pawn"));
    expect((await check(game)).out).toContain("no errors");
    game.cleanup();
    game = makeGame(figureOf("figure-of opponent", "card"));
    await expectLocatedError(game, "CS1014", "figure-of opponent }", /`means: figure-of` stands for figures on the map, but `spot` is card/);
    game.cleanup();
    game = makeGame(figureOf("figure-of opponnent", "pawn"));
    await expectLocatedError(game, "CS1014", "figure-of opponnent }", /`figure-of opponnent`: unknown noun `opponnent`/);
  });
});
