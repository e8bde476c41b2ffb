/**
 * Nouns and facts of a game's map of places (runtime/core/place-nouns.ts), with no TypeScript
 * of the game's: a noun meaning `places [held-by <who>] [<trait>...]` stands for the map's place
 * cards in the map's order, held as it says and with every trait; a fact meaning `held-by <who>`
 * tells how the place whose card's effect it is, is held. On a toy map of three place cards (two
 * of them Castles); and the check-time diagnostics of both.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { EffectApi, EffectContext } from "../../runtime/api.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import { MapTable } from "../../runtime/core/map-table.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { PlaceGraph } from "../../runtime/core/place-graph.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { check, edit, expectLocatedError, makeGame, ON_A_MAP, SHADOWS_YAML, type Game } from "../contract/helpers.ts";
import { toyRules } from "../support/toy-rules.ts";

const RULES: GameRules<EffectApi<object>> = {
  ...toyRules<GameRules<EffectApi<object>>>("toy-places", [{ name: "board", live: true, perPlayer: false }], {}),
  nouns: Object.assign(Object.create(null), {
    place: { kind: "places", held: null, traits: [] },
    castle: { kind: "places", held: null, traits: ["Castle"] },
    "your-place": { kind: "places", held: "you", traits: [] },
    "enemy-place": { kind: "places", held: "others", traits: [] },
    "held-castle": { kind: "places", held: "anyone", traits: ["Castle"] },
    "free-place": { kind: "places", held: "nobody", traits: [] },
  }),
  facts: Object.assign(Object.create(null), {
    yours: { kind: "held-by", held: "you" },
    hostile: { kind: "held-by", held: "others" },
    free: { kind: "held-by", held: "nobody" },
  }),
};

const CARDS = [
  { id: "a", kind: "place", name: "Ashford", traits: ["Castle"] },
  { id: "b", kind: "place", name: "Brook" },
  { id: "c", kind: "place", name: "Cairn", traits: ["Castle"] },
] as unknown as CatalogueCard[];

class ToyPlaces extends Engine<object> {
  readonly map = new MapTable(
    new PlaceGraph(
      ["c", "a", "b"], // the map's order, not the table's
      [
        { id: "a-b", from: "a", to: "b", distance: 1 },
        { id: "b-c", from: "b", to: "c", distance: 1 },
      ],
    ),
    { perPlayer: 3 },
  );
  constructor(withMap = true) {
    super(RULES, new Catalogue(CARDS), { seed: 1, agents: [], resourceBounds: {}, counterBounds: {} });
    this.table.addPlayer("Ann", []);
    this.table.addPlayer("Bob", []);
    this.table.create("a", "board", 0); // a player's copy of a place card is not the place
    for (const id of ["a", "b", "c"]) this.table.create(id, "board", null);
    if (!withMap) this.hooks = { ...this.hooks, map: undefined };
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  hooks: GameHookSet<object> = { nouns: {}, facts: {}, verbs: {}, procedures: {}, map: this.map };
  /** The context of the place card's own effect (the place nobody owns), for a seat. */
  at(place: string, seat: number): EffectContext {
    return this.context(seat, this.table.inZone("board").find((i) => i.cardId === place && i.owner === null)!.uid, "rule");
  }
}

const names = (g: ToyPlaces, seat: number, noun: string) => g.rt.select(g.context(seat, null, "rule"), { noun, determiner: null, filters: [] }).map((r) => g.table.card(r.id).cardId);

describe("a noun meaning `places`", () => {
  it("stands for the places nobody owns the card of, in the map's order, with every trait listed", () => {
    const g = new ToyPlaces();
    expect(names(g, 0, "place")).toEqual(["c", "a", "b"]);
    expect(names(g, 0, "castle")).toEqual(["c", "a"]);
    expect(g.rt.select(g.context(0, null, "rule"), { noun: "place", determiner: null, filters: [] }).every((r) => g.table.card(r.id).owner === null)).toBe(true);
  });

  it("keeps the places held as it says, seen from the acting player", () => {
    const g = new ToyPlaces();
    g.map.hold("a", 0);
    g.map.hold("b", 1);
    expect([names(g, 0, "your-place"), names(g, 0, "enemy-place"), names(g, 0, "free-place")]).toEqual([["a"], ["b"], ["c"]]);
    expect([names(g, 1, "your-place"), names(g, 1, "enemy-place")]).toEqual([["b"], ["a"]]);
    expect(names(g, 1, "held-castle")).toEqual(["a"]);
    g.map.hold("c", 1);
    expect(names(g, 0, "held-castle")).toEqual(["c", "a"]);
  });

  it("is an error naming the noun when the game hands over no map", () => {
    const g = new ToyPlaces(false);
    expect(() => names(g, 0, "place")).toThrow(/`place` a meaning on the map, but the game's hooks hand over no map/);
  });
});

describe("a fact meaning `held-by`", () => {
  it("tells how the place whose card's effect it is, is held; a card that is no place is held by nobody", () => {
    const g = new ToyPlaces();
    g.map.hold("a", 0);
    const facts = (ctx: EffectContext) => ["yours", "hostile", "free"].filter((f) => g.rt.fact(ctx, f));
    expect([facts(g.at("a", 0)), facts(g.at("a", 1)), facts(g.at("b", 0))]).toEqual([["yours"], ["hostile"], ["free"]]);
    expect(facts(g.context(0, null, "rule"))).toEqual(["free"]);
  });
});

describe("`places` and `held-by` at check time", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());
  const noun = (means: string, type = "card") => edit(SHADOWS_YAML + ON_A_MAP, "\nnouns:\n", `\nnouns:\n  spot: { type: ${type}, means: ${means} }\n`);
  const fact = (means: string) => edit(SHADOWS_YAML + ON_A_MAP, "\nfacts:\n", `\nfacts:\n  mine: { means: ${means} }\n`);

  it("checks clean with a holder and declared traits", async () => {
    game = makeGame(fact("held-by you").replace("\nnouns:\n", "\nnouns:\n  spot: { type: card, means: places held-by others Attack }\n"));
    const r = await check(game);
    expect([r.exit, r.out]).toEqual([0, expect.stringContaining("no errors")]);
  });

  it("is CS1014 at an unknown trait or holder, or a noun that is no card", async () => {
    game = makeGame(noun("places held-by anyone Atack"));
    await expectLocatedError(game, "CS1014", "places held-by anyone Atack", /unknown trait `Atack`/);
    game.cleanup();
    game = makeGame(noun("places held-by someone"));
    await expectLocatedError(game, "CS1014", "places held-by someone", /a place is held by you, others, rivals, anyone, nobody/);
    game.cleanup();
    game = makeGame(noun("places", "player"));
    await expectLocatedError(game, "CS1014", "places }", /finds the map's place cards, but `spot` is player/);
    game.cleanup();
    game = makeGame(fact("held-by me"));
    await expectLocatedError(game, "CS1014", "held-by me", /a place is held by you, others, rivals, anyone, nobody/);
  });
});
