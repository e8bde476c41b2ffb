/**
 * Nouns of who stands on an event's place and of what was fought this period
 * (runtime/core/standing-players.ts, fought-nouns.ts), and places `held-by rivals`, on a toy
 * road Ashford - Brook - Cairn (Brook and Cairn Castles). Ann (seat 0) stands on Ashford; Bob
 * (seat 1) and Cat (seat 2) on Brook, with a wisp that is nobody's figure; Bob holds Brook, Ann
 * Cairn. The trigger is a `travels` event whose `to` is Brook. Jousts (a contest verb whose `once:`
 * spends the defender, another spending the place) are fought for the turn.
 */
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import type { CompiledEffect, EffectApi, EffectContext } from "../../runtime/api.ts";
import { ScriptedAgent } from "../../runtime/core/agents.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { fight } from "../../runtime/core/contest-verb.ts";
import { Engine } from "../../runtime/core/engine.ts";
import { MapTable } from "../../runtime/core/map-table.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { PlaceGraph } from "../../runtime/core/place-graph.ts";
import { placeRef } from "../../runtime/core/place-nouns.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { ContestRule, GameRules, NounMeaning, VerbContest } from "../../runtime/core/rules.ts";
import { playAsTeam } from "../../runtime/core/team-play.ts";
import { check, edit, expectLocatedError, makeGame, type Game } from "../contract/helpers.ts";
import { toyRules } from "../support/toy-rules.ts";

type R = EffectApi<object>;

// the vocabulary alone: its standing actions' advice and its seating name cards (by id) that are not there
const THRACKS_YAML = readFileSync(new URL("../../cards/legacy-of-thracks/game.yaml", import.meta.url), "utf8")
  .replace(/^ +advice(-if)?: \{ buy-action-card[^\n]*\n/gm, "")
  .replace(/^seating:\n( .*\n)+/m, "");

const JOUST: ContestRule = {
  commit: { kinds: ["lance"], from: "hand", into: "lists", then: "pile", weigh: null },
  power: "might",
  ties: "first",
  apply: null,
  won: "won",
  lost: "lost",
};
const TERMS: Record<string, VerbContest> = {
  challenge: { contest: "joust", says: "a joust", payload: {}, atOnce: null, once: { per: "turn", on: "against" } },
  storm: { contest: "joust", says: "a storming", payload: {}, atOnce: null, once: { per: "turn", on: "at" } },
};
const NOUNS: Record<string, NounMeaning> = {
  destination: { kind: "event", arg: "to" },
  foe: { kind: "players-on", arg: "to", rivals: true },
  standing: { kind: "players-on", arg: "to", rivals: false },
  "fought-foe": { kind: "fought", period: "turn", of: "foe" },
  "fought-destination": { kind: "fought", period: "turn", of: "destination" },
  "rival-castle": { kind: "places", held: "rivals", traits: ["Castle"] },
  "other-castle": { kind: "places", held: "others", traits: ["Castle"] },
};

function rules(): GameRules<R> {
  const base = toyRules<GameRules<R>>(
    "toy-jousts",
    [
      { name: "board", live: true, perPlayer: false },
      { name: "hand", live: false, perPlayer: true },
      { name: "lists", live: true, perPlayer: true },
      { name: "pile", live: false, perPlayer: false },
    ],
    { challenge: "contest", storm: "contest" },
  );
  const event = (name: string) => ({
    name,
    respondable: false,
    raisedBy: ["challenge", "storm"],
    args: ["by", "against"],
    payload: [],
  });
  return {
    ...base,
    events: [event("won"), event("lost")],
    nouns: Object.assign(Object.create(null), NOUNS),
    contests: Object.assign(Object.create(null) as Record<string, ContestRule>, { joust: JOUST }),
    verbContests: Object.assign(Object.create(null) as Record<string, VerbContest>, TERMS),
  };
}

/** A team mode: Ann and Cat play as one team. */
const PAIRS = [{ name: "pairs", players: { min: 2, max: 3 }, team: {} }];

const EMPTY: CompiledEffect<R> = { abilities: [], modifiers: [], requires: null };
const place = (id: string, name: string, traits: string[] = []) =>
  ({ id, kind: "place", name, traits, effect: EMPTY }) as unknown as CatalogueCard;
const CARDS = [place("a", "Ashford"), place("b", "Brook", ["Castle"]), place("c", "Cairn", ["Castle"])];
const ROAD = [
  { id: "a-b", from: "a", to: "b", distance: 1 },
  { id: "b-c", from: "b", to: "c", distance: 1 },
];

class ToyJousts extends Engine<object> {
  readonly map = new MapTable(new PlaceGraph(["a", "b", "c"], ROAD), { perPlayer: 0 });
  constructor(mode?: string) {
    const agents = [0, 1, 2].map(() => new ScriptedAgent(["no more", "no more", "no more"]));
    super(rules(), new Catalogue(CARDS), {
      seed: 1,
      agents,
      resourceBounds: {},
      counterBounds: {},
      ...(mode !== undefined && { mode }),
    });
    for (const name of ["Ann", "Bob", "Cat"]) this.table.addPlayer(name, []);
    for (const id of ["a", "b", "c"]) this.table.create(id, "board", null);
    this.map.put("pawn@0", "a");
    this.map.put("pawn@2", "b");
    this.map.put("wisp", "b"); // nobody's figure
    this.map.put("pawn@1", "b");
    this.map.hold("b", 1);
    this.map.hold("c", 0);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  hooks: GameHookSet<object> = { nouns: {}, facts: {}, verbs: {}, procedures: {}, map: this.map };

  /** The context of a rule acting for `seat` on a `travels` event to the place. */
  travelling(seat: number, to: string): EffectContext {
    return {
      ...this.context(seat, null, "rule"),
      event: { name: "travels", args: { by: this.playerRef(seat), to: placeRef(this, to)! }, payload: {} },
    };
  }
  /** The seats (or place ids) a noun stands for. */
  names(ctx: EffectContext, noun: string): string[] {
    return this.rt
      .select(ctx, { noun, determiner: null, filters: [] })
      .map((r) => (r.type === "player" ? this.seatName(this.seatOfId(r.id)!) : this.table.card(r.id).cardId));
  }
}

describe("`players-on <arg>` and `rivals-on <arg>`", () => {
  it("stand for the players whose own figure is on the event's place, in the map's order; rivals leave out you", () => {
    const g = new ToyJousts();
    expect(g.names(g.travelling(0, "b"), "standing")).toEqual(["Cat", "Bob"]);
    expect(g.names(g.travelling(0, "b"), "foe")).toEqual(["Cat", "Bob"]);
    expect(g.names(g.travelling(1, "b"), "foe")).toEqual(["Cat"]);
    expect(g.names(g.travelling(1, "b"), "standing")).toEqual(["Cat", "Bob"]);
    expect(g.names(g.travelling(0, "c"), "standing")).toEqual([]);
  });

  it("rivals leave out your teammates too, in a team game; with no event, nobody stands anywhere", () => {
    const g = new ToyJousts("pairs");
    expect(playAsTeam(g, PAIRS, [0, 2], g.map)).toBe(true);
    expect(g.names(g.travelling(0, "b"), "foe")).toEqual(["Bob"]);
    expect(g.names(g.travelling(0, "b"), "standing")).toEqual(["Cat", "Bob"]);
    expect(g.names(g.context(0, null, "rule"), "foe")).toEqual([]);
  });
});

describe("`fought <period> <noun>`", () => {
  it("keeps the players and places the contest verbs' `once:` spent this period, until it ends", () => {
    const g = new ToyJousts();
    const ctx = g.travelling(0, "b");
    expect([g.names(ctx, "fought-foe"), g.names(ctx, "fought-destination")]).toEqual([[], []]);
    fight(g, "challenge", 0, 1, "b"); // spends Bob, not the place
    expect([g.names(ctx, "fought-foe"), g.names(ctx, "fought-destination")]).toEqual([["Bob"], []]);
    fight(g, "storm", 2, 1, "b"); // spends Brook
    expect(g.names(ctx, "fought-destination")).toEqual(["b"]);
    g.limits.reset("turn");
    expect([g.names(ctx, "fought-foe"), g.names(ctx, "fought-destination")]).toEqual([[], []]);
  });
});

describe("places `held-by rivals`", () => {
  it("are held by another player not on your team", () => {
    const g = new ToyJousts("pairs");
    const ctx = g.context(2, null, "rule");
    expect([g.names(ctx, "rival-castle"), g.names(ctx, "other-castle")]).toEqual([
      ["b", "c"],
      ["b", "c"],
    ]);
    playAsTeam(g, PAIRS, [0, 2], g.map);
    expect([g.names(ctx, "rival-castle"), g.names(ctx, "other-castle")]).toEqual([["b"], ["b", "c"]]);
  });
});

describe("the nouns at check time", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());
  const expectClean = async (g: Game) => {
    const { exit, out } = await check(g);
    expect(out).not.toContain("error[");
    expect(exit).toBe(0);
  };
  // Thracks' vocabulary: events with places as arguments, contest verbs spending a Hero or a place for the turn
  const noun = (means: string, type = "player") =>
    edit(THRACKS_YAML, "\nnouns:\n", `\nnouns:\n  spot: { type: ${type}, means: ${means} }\n`);

  it("`players-on` checks clean on a place argument of an event; CS1014 at an argument no event has, or a noun that is no player's", async () => {
    game = makeGame(noun("rivals-on on"));
    await expectClean(game);
    game.cleanup();
    game = makeGame(noun("players-on onn"));
    await expectLocatedError(game, "CS1014", "players-on onn", /`players-on onn`: no event has a place argument `onn`/);
    game.cleanup();
    game = makeGame(noun("rivals-on on", "card"));
    await expectLocatedError(
      game,
      "CS1014",
      "rivals-on on",
      /`means: rivals-on` stands for players, but `spot` is card/,
    );
  });

  it("`fought` needs a contest verb spending the period, a declared noun of players or places of its type", async () => {
    game = makeGame(noun("fought game opponent"));
    await expectLocatedError(
      game,
      "CS1014",
      "fought game opponent",
      /`fought game`: no contest verb spends the player it fights for a game/,
    );
    game.cleanup();
    game = makeGame(noun("fought soon opponent"));
    await expectLocatedError(game, "CS1014", "fought soon opponent", /`fought soon`: unknown period/);
    game.cleanup();
    game = makeGame(noun("fought turn opponnent"));
    await expectLocatedError(game, "CS1014", "fought turn opponnent", /unknown noun `opponnent`/);
    game.cleanup();
    game = makeGame(noun("fought turn opponent", "location"));
    await expectLocatedError(game, "CS1014", "fought turn opponent", /`spot` is location but `opponent` is player/);
    game.cleanup();
    game = makeGame(noun("fought turn hero", "hero"));
    await expectLocatedError(game, "CS1014", "fought turn hero", /`hero` is hero: only players and places are fought/);
  });

  it("`fought` checks clean on players (a verb spends `on: against`) and on places (`on: at`)", async () => {
    game = makeGame(noun("fought turn opponent"));
    await expectClean(game);
    game.cleanup();
    game = makeGame(noun("fought turn location", "location"));
    await expectClean(game);
  });

  it("a noun of the event's place, or a `fought` noun of one, read where no event has the argument is CS4014", async () => {
    const fact = (condition: string) =>
      edit(THRACKS_YAML, "\nfacts:\n", `\nfacts:\n  crowded: { means: condition, if: "${condition}" }\n`);
    game = makeGame(fact("count defender > 0"));
    await expectLocatedError(
      game,
      "CS4014",
      "defender > 0",
      /`defender` names the triggering event's `to`, but this ability has no triggering event/,
    );
    game.cleanup();
    game = makeGame(fact("count fought-defender > 0"));
    await expectLocatedError(
      game,
      "CS4014",
      "fought-defender > 0",
      /`fought-defender` \(of `defender`\) names the triggering event's `to`/,
    );
  });

  it("places `held-by rivals` check clean; an unknown holder is CS1014", async () => {
    game = makeGame(noun("places held-by rivals", "card"));
    await expectClean(game);
    game.cleanup();
    game = makeGame(noun("places held-by rival", "card"));
    await expectLocatedError(game, "CS1014", "places held-by rival", /`held-by rival`: a place is held by/);
  });
});
