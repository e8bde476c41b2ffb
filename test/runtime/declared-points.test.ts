/**
 * Winning on points declared in game.yaml (`points:`, runtime/core/points.ts' declaredPoints):
 * each criterion counts a player's resource, a player's counter, or a counter's track totalled
 * over the player's cards; decideByPoints and pointsTally read them as any criteria. At check
 * time a criterion of something that is neither a resource nor a counter is a located CS1014.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { EffectApi } from "../../runtime/api.ts";
import { Catalogue } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { declaredPoints, decideByPoints, pointsTally } from "../../runtime/core/points.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { CounterTrackRule, GameRules } from "../../runtime/core/rules.ts";
import { check, edit, expectLocatedError, makeGame, SHADOWS_YAML, type Game } from "../contract/helpers.ts";
import { toyRules } from "../support/toy-rules.ts";

const SKILL: CounterTrackRule = { counter: "skill", of: "squire", by: "school", heldAs: [["Sword", "sword-skill"], ["Bow", "bow-skill"]], levels: null, says: "Skill" };
const RULES = {
  ...toyRules<GameRules<EffectApi<object>>>("points", [], {}),
  counterTracks: [SKILL],
  points: [
    { of: "crowns", counts: "crowns", decides: "has more crowns" },
    { of: "banners", counts: "banners", decides: "has more banners" },
    { of: "skill", counts: "Skill", decides: "has more Skill" },
  ],
};

class Tourney extends Engine<object> {
  readonly hooks: GameHookSet<object> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
  constructor() {
    super(RULES, new Catalogue([]), { seed: 1, agents: [], resourceBounds: {}, counterBounds: {} });
    this.table.addPlayer("Ann", ["crowns"]);
    this.table.addPlayer("Bo", ["crowns"]);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
}

describe("points declared in game.yaml", () => {
  it("count a resource, a player counter and a track's total, in the declared order", () => {
    const g = new Tourney();
    const [ann, bo] = g.table.players;
    ann.resources.crowns = 2;
    bo.resources.crowns = 2;
    g.table.setCounter(ann, "banners", 1);
    g.table.setCounter(bo, "banners", 1);
    g.table.setCounter(ann, "sword-skill", 1);
    g.table.setCounter(ann, "bow-skill", 2);
    g.table.setCounter(bo, "bow-skill", 4);
    const points = declaredPoints(g);
    expect(points.map((c) => c.counts)).toEqual(["crowns", "banners", "Skill"]);
    expect([pointsTally(0, points), pointsTally(1, points)]).toEqual(["2 crowns, 1 banners, 3 Skill", "2 crowns, 1 banners, 4 Skill"]);
    expect(decideByPoints([0, 1], points)).toEqual({ winner: 1, by: points[2] });
    g.table.setCounter(ann, "banners", 2);
    expect(decideByPoints([0, 1], declaredPoints(g))).toMatchObject({ winner: 0, by: { decides: "has more banners" } });
  });

  it("are none when the game declares none", () => {
    const g = new Tourney();
    (g.rules as { points?: unknown }).points = undefined;
    expect(declaredPoints(g)).toEqual([]);
  });
});

describe("points at check time", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());
  const withPoints = (of: string) => edit(SHADOWS_YAML, "\nverbs:\n", `\npoints:\n  - { of: ${of}, counts: Shield, decides: has more Shield }\n\nverbs:\n`);

  it("check clean counting a counter, and a criterion of anything else is CS1014 at it", async () => {
    game = makeGame(withPoints("shield"));
    const r = await check(game);
    expect([r.exit, r.out]).toEqual([0, expect.stringContaining("no errors")]);
    game.cleanup();
    game = makeGame(withPoints("sheild"));
    await expectLocatedError(game, "CS1014", "sheild,", /`sheild` is neither a resource nor a counter/);
  });
});
