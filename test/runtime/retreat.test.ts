/**
 * A figure driven off its place (runtime/core/retreat.ts, a verb meaning `retreat` on the map
 * the game's hooks hand over): the acting player puts it on a place next to its own where no
 * other player's figure stands and which no other player holds; with none it stays. On a toy map
 * of a market square and four streets around it: Ann's knight in the square, Bob holding one
 * street and his rider in another, a wisp of nobody's in the third. At check time the figure is
 * any declared type but a card or a player.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { EffectApi, EffectContext, Ref } from "../../runtime/api.ts";
import { ScriptedAgent, type Agent } from "../../runtime/core/agents.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import { MapTable } from "../../runtime/core/map-table.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { PlaceGraph } from "../../runtime/core/place-graph.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { retreatPlaces } from "../../runtime/core/retreat.ts";
import { check, edit, expectLocatedError, makeGame, ON_A_MAP, SHADOWS_YAML, type Game } from "../contract/helpers.ts";
import { toyRules } from "../support/toy-rules.ts";

interface StreetVerbs {
  rout(ctx: EffectContext, a: { figure: Ref }): void;
}

const RULES = toyRules<GameRules<EffectApi<StreetVerbs>>>("streets", [{ name: "board", live: true, perPlayer: false }], { rout: "retreat" });
const PLACES = ["square", "north", "east", "south", "west"];
const CARDS = PLACES.map((id) => ({ id, kind: "place", name: id[0].toUpperCase() + id.slice(1) })) as unknown as CatalogueCard[];
const KNIGHT: Ref = { id: "knight@0", type: "figure" };

class Streets extends Engine<StreetVerbs> {
  readonly map = new MapTable(new PlaceGraph(PLACES, PLACES.slice(1).map((p) => ({ id: `square-${p}`, from: "square", to: p, distance: 1 }))), { perPlayer: 0 });
  constructor(agent: Agent) {
    super(RULES, new Catalogue(CARDS), { seed: 1, agents: [agent, agent], resourceBounds: {}, counterBounds: {} });
    this.table.addPlayer("Ann", []);
    this.table.addPlayer("Bob", []);
    this.map.put(KNIGHT.id, "square");
    this.map.hold("north", 1); // Bob's street
    this.map.hold("west", 0); // Ann's own street
    this.map.put("rider@1", "east"); // Bob's figure
    this.map.put("wisp", "south"); // nobody's
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  override describe(ref: Ref): string {
    return ref.id === KNIGHT.id ? "Ann's knight" : super.describe(ref);
  }
  readonly hooks: GameHookSet<StreetVerbs> = { nouns: {}, facts: {}, verbs: {}, procedures: {}, map: this.map };
  rout(seat: number): void {
    this.rt.verbs.rout(this.context(seat, null, "rule"), { figure: KNIGHT });
  }
}

describe("retreating", () => {
  it("offers the places next to the figure's that no other player holds or stands on, and puts it on the one chosen", () => {
    const g = new Streets(new ScriptedAgent(["South"]));
    expect(retreatPlaces(g, g.map, KNIGHT.id)).toEqual(["south", "west"]);
    g.rout(1); // Bob, who beat the knight, chooses
    expect(g.map.where(KNIGHT.id)).toBe("south");
    expect(g.log.lines()).toContain("[setup] Ann's knight is put on South");
  });

  it("stays where it is when no place is free", () => {
    const g = new Streets(new ScriptedAgent([]));
    g.map.hold("west", 1);
    g.map.put("rider@1", "south");
    g.map.put("lancer@1", "east");
    g.rout(1);
    expect(g.map.where(KNIGHT.id)).toBe("square");
  });
});

describe("a retreat verb at check time", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());
  const withVerb = (type: string) => edit(SHADOWS_YAML + ON_A_MAP, "\nverbs:\n", `\nverbs:\n  rout: { means: retreat, params: { figure: { type: ${type}, positional: true, required: true } } }\n`);

  it("takes a figure of any declared type but cards and players", async () => {
    game = makeGame(withVerb("monster"));
    expect((await check(game)).out).not.toContain("error[");
    game.cleanup();
    game = makeGame(withVerb("card"));
    await expectLocatedError(game, "CS1014", "figure: { type: card", /`figure` of a verb with `means: retreat` is `\{ type: <a declared type of figure, not card or player>, positional: true, required: true \}`/);
  });
});
