/**
 * Team modes (runtime/core/team-play.ts, game.yaml's mode `team:`): teammates are not each other's
 * opponents, share the map's pieces and marks (a place marked for the team once it has the count
 * the card in a zone lists for it), and win or lose together; closest-seat.ts picks the player a
 * foe goes after. On a toy map of three places a-b-c (distances 2 and 1), a card in zone `shown`
 * listing 1 and 2 for the places of zone `goals` (a, then b), and three seats, 0 and 1 a team.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { EffectApi, EffectContext, Ref } from "../../runtime/api.ts";
import { ScriptedAgent, type Agent } from "../../runtime/core/agents.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { closestSeat } from "../../runtime/core/closest-seat.ts";
import { Engine } from "../../runtime/core/engine.ts";
import type { GameMode } from "../../runtime/core/game-module.ts";
import { MapTable } from "../../runtime/core/map-table.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { PlaceGraph } from "../../runtime/core/place-graph.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { playAsTeam, teamContenders, teammates, teamOf } from "../../runtime/core/team-play.ts";
import { check, edit, expectLocatedError, makeGame, SHADOWS_YAML, type Game } from "../contract/helpers.ts";
import { toyRules } from "../support/toy-rules.ts";

interface TeamVerbs {
  complete(ctx: EffectContext, a: { place: Ref }): void;
  lose(ctx: EffectContext, a: { count: number }): void;
}

const RULES: GameRules<EffectApi<TeamVerbs>> = {
  ...toyRules<GameRules<EffectApi<TeamVerbs>>>(
    "toy-team",
    [
      { name: "board", live: true, perPlayer: false },
      { name: "goals", live: false, perPlayer: false },
      { name: "shown", live: false, perPlayer: false },
    ],
    { complete: "mark", lose: "unmark" },
  ),
  nouns: Object.assign(Object.create(null), { opponent: { kind: "opponents" } }),
};

const CARDS = [
  { id: "a", kind: "place", name: "Ashford" },
  { id: "b", kind: "place", name: "Brook" },
  { id: "c", kind: "place", name: "Cairn" },
  { id: "seal", kind: "extension", name: "Seal", needs: [1, 2] },
] as unknown as CatalogueCard[];

const MODES: readonly GameMode[] = [
  { name: "versus", players: { min: 3, max: 3 } },
  { name: "together", players: { min: 3, max: 3 }, team: { marksNeeded: { zone: "shown", field: "needs", places: "goals" } } },
];

class ToyTeam extends Engine<TeamVerbs> {
  readonly map = new MapTable(
    new PlaceGraph(
      ["a", "b", "c"],
      [
        { id: "a-b", from: "a", to: "b", distance: 2 },
        { id: "b-c", from: "b", to: "c", distance: 1 },
      ],
    ),
    { perPlayer: 3, moves: { walker: { resource: "gold", per: "distance", pieces: true } } },
  );
  constructor(mode: string, agents: Agent[] = []) {
    super(RULES, new Catalogue(CARDS), { seed: 1, agents, mode, resourceBounds: {}, counterBounds: {} });
    for (const name of ["Ann", "Bob", "Foe"]) this.table.addPlayer(name, ["hp"]);
    for (const id of ["a", "b", "c"]) this.table.create(id, "board", null);
    for (const id of ["a", "b"]) this.table.create(id, "goals", null);
    this.table.create("seal", "shown", null);
    playAsTeam(this, MODES, [0, 1], this.map);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  hooks: GameHookSet<TeamVerbs> = { nouns: {}, facts: {}, verbs: {}, procedures: {}, map: this.map };
  place(id: string): Ref {
    return this.cardRef(this.table.inZone("board").find((i) => i.cardId === id)!.uid);
  }
  opponents(seat: number): string[] {
    return this.rt.select(this.context(seat, null, "rule"), { noun: "opponent", determiner: null, filters: [] }).map((r) => this.seatName(this.seatOfId(r.id)!));
  }
  complete(seat: number, place: string): void {
    this.rt.verbs.complete(this.context(seat, null, "rule"), { place: this.place(place) });
  }
}

describe("a team mode", () => {
  it("is a team only in a mode declaring `team`", () => {
    expect(teamOf(new ToyTeam("versus"))).toBeNull();
    const g = new ToyTeam("together");
    expect([...teamOf(g)!]).toEqual([0, 1]);
    expect([teammates(g, 0, 1), teammates(g, 0, 2), teammates(g, 1, 1)]).toEqual([true, false, false]);
  });

  it("leaves teammates out of each other's opponents", () => {
    const [versus, together] = [new ToyTeam("versus"), new ToyTeam("together")];
    expect([versus.opponents(0), versus.opponents(2)]).toEqual([["Bob", "Foe"], ["Ann", "Bob"]]);
    expect([together.opponents(0), together.opponents(1), together.opponents(2)]).toEqual([["Foe"], ["Foe"], ["Ann", "Bob"]]);
  });

  it("counts a teammate's pieces as one's own, never an outsider's", () => {
    for (const [mode, annPays] of [["versus", 2], ["together", 1]] as const) {
      const g = new ToyTeam(mode);
      const ab = g.map.graph.route("a", "b")!;
      g.map.build(ab, 1);
      g.map.build(ab, 2);
      expect([g.map.moveCost(ab, 0, "walker")!.amount, g.map.moveCost(ab, 1, "walker")!.amount, g.map.moveCost(ab, 2, "walker")!.amount]).toEqual([annPays, 1, 1]);
    }
  });

  it("marks a place for the whole team once any teammates' marks reach the count the card lists, and no further", () => {
    const g = new ToyTeam("together");
    g.complete(0, "a");
    expect([g.map.marked("a", 0), g.map.marked("a", 1), g.map.marked("a", 2)]).toEqual([true, true, false]);
    g.complete(0, "b");
    expect([g.map.marked("b", 1), g.map.markCount("b", 1)]).toEqual([false, 1]);
    g.complete(1, "b");
    g.complete(1, "b"); // a third mark: the place needs no more, the count stays at 2
    expect([g.map.marked("b", 0), g.map.markCount("b", 0), g.map.markedBy(1)]).toEqual([true, 2, ["a", "b"]]);
    expect(g.log.lines().filter((line) => line.includes("Bob marks Brook"))).toEqual([expect.stringContaining("Bob marks Brook (2 of 2 for the team)"), expect.stringContaining("Bob marks Brook (2 of 2 for the team)")]);
    // a place outside the listed ones needs one mark; the outsider's own marks are its own
    g.complete(2, "c");
    expect([g.map.marked("c", 2), g.map.marked("c", 0)]).toEqual([true, false]);
  });

  it("loses a team mark on a place the team completed: it is incomplete again", () => {
    const g = new ToyTeam("together", [new ScriptedAgent([0])]);
    g.complete(0, "b");
    g.complete(1, "b");
    g.rt.verbs.lose(g.context(0, null, "rule"), { count: 1 });
    expect([g.map.marked("b", 1), g.map.markCount("b", 1), g.map.markedBy(0)]).toEqual([false, 1, []]);
  });

  it("has a result for the team: all its seats when each meets the goal, else the others", () => {
    expect(teamContenders([0, 1], (s) => s < 2, [2])).toEqual([0, 1]);
    expect(teamContenders([0, 1], (s) => s === 0, [2])).toEqual([2]);
  });
});

describe("the seat a foe goes after", () => {
  it("is the nearest, then the one with the least of the resource, then the chooser's pick", () => {
    const g = new ToyTeam("together", [new ScriptedAgent([1])]);
    const figure = (seat: number) => `walker@${seat}`;
    const ask = (from: string) => closestSeat(g, from, [0, 1], { fewest: "hp", chooser: 0 });
    g.map.put(figure(0), "a");
    g.map.put(figure(1), "c");
    expect(ask("a")).toBe(0);
    expect(ask("c")).toBe(1);
    g.table.players[0].resources.hp = 3;
    g.table.players[1].resources.hp = 2;
    expect(ask("b")).toBe(1);
    g.table.players[0].resources.hp = 2;
    expect(ask("b")).toBe(1); // tied: Ann's scripted pick, the second
  });
});

describe("a team's marks-needed at check time", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());
  const PLAYERS = "players: { min: 2, max: 3 }\n";
  const withTeam = (needed: string, field = "{ type: list, of: { type: int } }") =>
    edit(
      edit(SHADOWS_YAML, PLAYERS, `${PLAYERS}modes:\n  basic: { players: { min: 2, max: 3 } }\n  together: { players: { min: 2, max: 3 }, team: { marks-needed: ${needed} } }\n`),
      "\nkinds:\n",
      `\nkinds:\n  extension:\n    modes: [together]\n    fields: { needs: ${field} }\n`,
    );

  it("checks clean with declared zones and a list of whole numbers", async () => {
    game = makeGame(withTeam("{ zone: market, field: needs, places: library }"));
    const r = await check(game);
    expect([r.exit, r.out]).toEqual([0, expect.stringContaining("no errors")]);
  });

  it("is CS1010 at an unknown zone or a field listing no whole numbers", async () => {
    game = makeGame(withTeam("{ zone: hands, field: needs, places: library }"));
    await expectLocatedError(game, "CS1010", "hands,", /unknown zone `hands`/);
    game.cleanup();
    game = makeGame(withTeam("{ zone: market, field: needs, places: library }", "{ type: int }"));
    await expectLocatedError(game, "CS1010", "needs, places", /no kind has a field `needs` listing whole numbers/);
  });
});
