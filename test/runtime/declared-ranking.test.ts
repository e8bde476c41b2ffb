/**
 * A ranking declared in game.yaml (`ranking:`, runtime/core/declared-ranking.ts): players compared
 * on the `by` values in turn, equal ones sharing the place, a player whose `ruled-out` value is
 * above 0 never winning; each standing's detail is `says` filled in, with the marks above 0. At
 * check time every value it names must be a stat, resource or counter (CS1014 at the name).
 */
import { afterEach, describe, expect, it } from "vitest";
import type { EffectApi } from "../../runtime/api.ts";
import { Catalogue } from "../../runtime/core/catalogue.ts";
import { declaredRanking } from "../../runtime/core/declared-ranking.ts";
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
    await expectLocatedError(game, "CS1014", "\"{sheild} Shield\"", /`sheild` is not a stat, resource or counter/);
    game.cleanup();
    game = makeGame(withRanking("{ ruled-out: cursed, by: [shield], says: Shield }"));
    await expectLocatedError(game, "CS1014", "cursed", /`cursed` is not a stat, resource or counter/);
  });
});
