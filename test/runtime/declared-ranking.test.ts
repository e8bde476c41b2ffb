/**
 * A ranking declared in game.yaml (`ranking:`, runtime/core/declared-ranking.ts): players compared
 * on the `by` values in turn, equal ones sharing the place, a player whose `ruled-out` value is
 * above 0 never winning; each standing's detail is `says` filled in, with the marks above 0. At
 * check time every value it names must be a stat, resource or counter (CS1014 at the name).
 */
import { afterEach, describe, expect, it } from "vitest";
import type { EffectApi } from "../../runtime/api.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { declaredRanking, rankingDecision } from "../../runtime/core/declared-ranking.ts";
import { Engine } from "../../runtime/core/engine.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import type { GameMode } from "../../runtime/core/game-module.ts";
import { logOutcome } from "../../runtime/core/ranking.ts";
import { playAsTeam } from "../../runtime/core/team-play.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { check, edit, expectLocatedError, makeGame, SHADOWS_YAML, type Game } from "../contract/helpers.ts";
import { toyRules } from "../support/toy-rules.ts";

const RULES = {
  ...toyRules<GameRules<EffectApi<object>>>("ranking", [], {}),
  ranking: { ruledOut: "curses", by: ["vp", "gold"], says: "{vp} VP, {gold} gold", marks: [{ of: "crown", says: "crowned" }] },
};

class Race extends Engine<object> {
  readonly hooks: GameHookSet<object> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
  constructor(mode?: string) {
    super(RULES, new Catalogue([]), { seed: 1, agents: [], resourceBounds: {}, counterBounds: {}, mode });
    for (const name of ["Ann", "Bo", "Cy"]) this.table.addPlayer(name, ["vp", "gold", "curses", "crown"]);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  /** Sets resources through the table, so the values read next see them. */
  set(seat: number, values: Record<string, number>): void {
    const player = this.table.players[seat];
    for (const [name, value] of Object.entries(values)) this.table.addResource(player, name, value - (player.resources[name] ?? 0));
  }
}

describe("a declared ranking", () => {
  it("ranks by its values in turn, the tie-break deciding between players equal on the first", () => {
    const g = new Race();
    [g.set(0, { vp: 5, gold: 1 }), g.set(1, { vp: 5, gold: 3 }), g.set(2, { vp: 4, gold: 9 })];
    const outcome = declaredRanking(g, (seat) => `role ${seat}`);
    expect(outcome.winners()).toEqual([]); // nobody wins before the game has ended
    g.ended = true;
    expect(outcome.winners()).toEqual([1]);
    expect(outcome.standings().map((s) => [s.role, s.score, s.tiebreaks])).toEqual([
      ["role 0", 1, [5, 1]],
      ["role 1", 1, [5, 3]],
      ["role 2", 1, [4, 9]],
    ]);
  });

  it("lets players equal on every value share the victory, and never a ruled-out player win", () => {
    const g = new Race();
    [g.set(0, { vp: 5, gold: 3 }), g.set(1, { vp: 5, gold: 3 }), g.set(2, { vp: 9, gold: 9, curses: 1 })];
    g.ended = true;
    const outcome = declaredRanking(g);
    expect(outcome.winners()).toEqual([0, 1]);
    expect(outcome.standings()[2]).toMatchObject({ score: 0, tiebreaks: [9, 9] }); // ruled out ranks below
    g.set(0, { curses: 2 });
    g.set(1, { curses: 1 });
    expect(declaredRanking(g).winners()).toEqual([]); // everyone ruled out: no winner
  });

  it("makes a team (team-play.ts) win or lose as one, the team formed after the outcome was made", () => {
    const modes: readonly GameMode[] = [{ name: "pair", players: { min: 3, max: 3 }, team: { marksNeeded: { zone: "shown", field: "needs", places: "goals" } } }];
    const g = new Race("pair");
    const outcome = declaredRanking(g);
    playAsTeam(g, modes, [0, 1]);
    [g.set(0, { vp: 9 }), g.set(1, { vp: 2 }), g.set(2, { vp: 5 })];
    g.ended = true;
    expect(outcome.winners()).toEqual([0, 1]); // Ann leads: Bo, her teammate, wins with her
    g.set(1, { curses: 1 });
    expect(outcome.winners()).toEqual([2]); // Bo ruled out rules out the team: Cy wins
    expect(outcome.standings().map((s) => s.score)).toEqual([0, 0, 1]);
  });

  it("tells each standing by `says` and the marks above 0, and logs them with the winners", () => {
    const g = new Race();
    [g.set(0, { vp: 7, gold: 2, crown: 1 }), g.set(1, { vp: 3 })];
    g.ended = true;
    logOutcome(g, declaredRanking(g));
    expect(g.log.lines().slice(-4)).toEqual(["[setup] Ann: 7 VP, 2 gold, crowned", "[setup] Bo: 3 VP, 0 gold", "[setup] Cy: 0 VP, 0 gold", "[setup] winner: Ann"]);
  });
});

/** A toy whose ranking reads a counter track (`skill`: the squires' counters), a per-player zone's count and the declared score sum. */
const TRACKED = {
  ...toyRules<GameRules<EffectApi<object>>>("tracked", [{ name: "keep", live: false, perPlayer: true }], {}),
  counterTracks: [{ counter: "skill", of: "squire", by: "order", heldAs: [["first", "first-skill"], ["second", "second-skill"]], levels: null, says: "Skill" }],
  score: { field: "worth", zones: ["keep"], says: "Treasure" },
  ranking: {
    ruledOut: null,
    by: ["crowns", "skill"],
    says: "{crowns} crowns, {skill} Skill, {score} treasure, {keep} kept",
    marks: [],
    ties: "draw",
    decides: [{ of: "crowns", says: "has more crowns" }],
  },
} as GameRules<EffectApi<object>>;

class Tracked extends Engine<object> {
  readonly hooks: GameHookSet<object> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
  constructor() {
    super(TRACKED, new Catalogue([{ id: "gem", name: "Gem", kind: "treasure", worth: 5 }] as unknown as CatalogueCard[]), { seed: 1, agents: [], resourceBounds: {}, counterBounds: {} });
    for (const name of ["Ann", "Bo"]) this.table.addPlayer(name, ["crowns"]);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  /** A player's crowns and their two squires' Skill counters. */
  set(seat: number, crowns: number, first: number, second: number): void {
    const player = this.table.players[seat];
    this.table.addResource(player, "crowns", crowns - player.resources.crowns);
    this.table.setCounter(player, "first-skill", first);
    this.table.setCounter(player, "second-skill", second);
  }
}

describe("a declared ranking's values, ties and reasons", () => {
  it("reads a track's total, the declared score and a zone's count, and says which value decided", () => {
    const g = new Tracked();
    [g.set(0, 2, 1, 3), g.set(1, 2, 2, 1)];
    [g.table.create("gem", "keep", 0), g.table.create("gem", "keep", 0)];
    const outcome = declaredRanking(g);
    expect(outcome.standings().map((s) => [s.score, s.tiebreaks, s.detail])).toEqual([
      [2, [4], "2 crowns, 4 Skill, 10 treasure, 2 kept"],
      [2, [3], "2 crowns, 3 Skill, 0 treasure, 0 kept"],
    ]);
    expect(rankingDecision(g)).toEqual({ winner: 0, decides: null }); // Skill set them apart: no words declared for it
    g.set(1, 3, 2, 1);
    expect(rankingDecision(g)).toEqual({ winner: 1, decides: "has more crowns" });
  });

  it("makes players equal on every value a draw with `ties: draw`, and a player out of the game read 0 and never win", () => {
    const g = new Tracked();
    [g.set(0, 2, 1, 1), g.set(1, 2, 2, 0)];
    g.ended = true;
    expect(declaredRanking(g).winners()).toEqual([]);
    expect(rankingDecision(g)).toBeNull();
    g.out.add(0);
    expect(declaredRanking(g).winners()).toEqual([1]);
    expect(declaredRanking(g).standings()[0]).toMatchObject({ score: 0, tiebreaks: [0], detail: "0 crowns, 0 Skill, 0 treasure, 0 kept" });
  });

  it("shows a game won outright instead of the ranking: 1 for its winner, what they did said first", () => {
    const g = new Tracked();
    [g.set(0, 5, 0, 0), g.set(1, 1, 0, 0)];
    const outcome = declaredRanking(g, () => "", () => ({ winner: 1, says: "reached the goal" }));
    expect(outcome.winners()).toEqual([1]);
    expect(outcome.standings().map((s) => [s.score, s.tiebreaks, s.detail])).toEqual([
      [0, [], "5 crowns, 0 Skill, 0 treasure, 0 kept"],
      [1, [], "reached the goal; 1 crowns, 0 Skill, 0 treasure, 0 kept"],
    ]);
  });
});

describe("a ranking at check time", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());
  const withRanking = (ranking: string) => edit(SHADOWS_YAML, "\nverbs:\n", `\nranking: ${ranking}\n\nverbs:\n`);

  it("checks clean naming a counter, and a name that is no value is CS1014 at it", async () => {
    game = makeGame(withRanking("{ by: [shield], says: \"{shield} Shield\" }"));
    const r = await check(game);
    expect([r.exit, r.out]).toEqual([0, expect.stringContaining("no errors")]);
    game.cleanup();
    game = makeGame(withRanking("{ by: [shield], says: \"{sheild} Shield\" }"));
    await expectLocatedError(game, "CS1014", "\"{sheild} Shield\"", /`sheild` is not a stat, resource, counter, per-player zone or declared score/);
    game.cleanup();
    game = makeGame(withRanking("{ ruled-out: cursed, by: [shield], says: Shield }"));
    await expectLocatedError(game, "CS1014", "cursed", /`cursed` is not a stat, resource, counter, per-player zone or declared score/);
  });

  it("reads a per-player zone's count, takes `ties: draw`, and a `decides` value outside `by` is CS1014 at it", async () => {
    game = makeGame(withRanking("{ by: [shield, hand], says: \"{shield} Shield, {hand} cards\", ties: draw, decides: { shield: has more Shield } }"));
    const r = await check(game);
    expect([r.exit, r.out]).toEqual([0, expect.stringContaining("no errors")]);
    game.cleanup();
    game = makeGame(withRanking("{ by: [shield], says: Shield, decides: { hand: has more cards } }"));
    await expectLocatedError(game, "CS1014", "has more cards", /`hand` is not one of the ranking's `by` values/);
    game.cleanup();
    game = makeGame(withRanking("{ by: [score], says: \"{score}\" }")); // the game's score is its hook: no `score` value
    await expectLocatedError(game, "CS1014", "[score]", /`score` is not a stat/, 1);
  });
});
