/**
 * Stats declared with a meaning on the map (runtime/core/map-stats.ts): `pieces` (a player's pieces
 * on the map), `pieces-on-way` (theirs on the route the triggering event's `by` figure takes to its
 * `to`), `marked-sum <field>` (the field over the places a player marked and the one their figure
 * stands on) and `steps-from-you` (how far a figure stands from the acting player's own one). On a toy
 * road Ashford - Brook - Cairn - Dale: Ann's pawn on Brook, a wisp nobody owns on Dale, Bob off the map.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { EffectApi, EffectContext, Ref } from "../../runtime/api.ts";
import { UNREACHABLE } from "../../runtime/core/map-stats.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { check, edit, expectLocatedError, makeGame, ON_A_MAP, SHADOWS_YAML, type Game } from "../contract/helpers.ts";
import { toyRules } from "../support/toy-rules.ts";
import { ToyRoad } from "../support/toy-road.ts";

const RULES: GameRules<EffectApi<object>> = {
  ...toyRules<GameRules<EffectApi<object>>>("toy-road", [{ name: "board", live: true, perPlayer: false }], {}),
  statMeanings: Object.assign(Object.create(null), { roads: "pieces", "way-roads": "pieces-on-way", far: "steps-from-you", fame: "marked-sum vp" }),
};
// Ashford, Cairn and Dale are worth 1, 2 and 4 VP; Brook has no VP at all. The game's own hook
// answers every value 7: a stat declared on the map is the engine's all the same.
const newRoad = () => new ToyRoad(RULES, { places: { a: { vp: 1 }, c: { vp: 2 }, d: { vp: 4 } }, distance: 3, perPlayer: 5, property: () => 7 });

const value = (g: ToyRoad, seat: number, stat: string, of: Ref | null, ctx: EffectContext = g.context(seat, null, "rule")) => g.rt.property(ctx, stat, of);

describe("stats declared on the map", () => {
  it("`pieces` counts a player's pieces on the map, the acting player's when none is named", () => {
    const g = newRoad();
    g.map.build(g.route("a", "b"), 0);
    g.map.build(g.route("b", "c"), 0);
    g.map.build(g.route("c", "d"), 1);
    expect(value(g, 0, "roads", null)).toBe(2);
    expect(value(g, 0, "roads", g.playerRef(1))).toBe(1);
    expect(value(g, 1, "roads", null)).toBe(1);
  });

  it("`pieces-on-way` counts a player's pieces on the route the event's figure takes to its `to`; 0 outside such an event", () => {
    const g = newRoad();
    g.map.build(g.route("b", "c"), 0);
    g.map.build(g.route("b", "c"), 1);
    g.map.build(g.route("b", "c"), 1);
    g.map.build(g.route("a", "b"), 1);
    const travels = (to: string): EffectContext => ({ ...g.context(0, null, "rule"), event: { name: "travels", args: { by: { id: "pawn@0", type: "pawn" }, to: g.placeRef(to) }, payload: {} } });
    expect(value(g, 0, "way-roads", null, travels("c"))).toBe(1);
    expect(value(g, 0, "way-roads", g.playerRef(1), travels("c"))).toBe(2);
    expect(value(g, 0, "way-roads", g.playerRef(1), travels("a"))).toBe(1);
    expect(value(g, 0, "way-roads", null, travels("d"))).toBe(0); // no route from Brook to Dale
    expect(value(g, 0, "way-roads", null)).toBe(0);
  });

  it("`steps-from-you` counts the steps from the acting player's own figure; UNREACHABLE without one", () => {
    const g = newRoad();
    const wisp = { id: "wisp", type: "figure" };
    expect(value(g, 0, "far", wisp)).toBe(2);
    expect(value(g, 0, "far", { id: "pawn@0", type: "pawn" })).toBe(0);
    g.map.put("pawn@0", "a");
    expect(value(g, 0, "far", wisp)).toBe(3);
    expect(value(g, 1, "far", wisp)).toBe(UNREACHABLE); // Bob has no figure on the map
  });

  it("`marked-sum vp` adds up the VP of the places a player marked and of the place their figure stands on", () => {
    const g = newRoad();
    expect(value(g, 0, "fame", null)).toBe(0); // Brook has no VP
    g.map.mark("a", 0);
    g.map.mark("d", 0);
    g.map.mark("c", 1);
    expect(value(g, 0, "fame", null)).toBe(5);
    expect(value(g, 0, "fame", g.playerRef(1))).toBe(2); // Bob has no figure: his mark alone
    g.map.put("pawn@0", "c");
    expect(value(g, 0, "fame", null)).toBe(7);
  });

  it("leaves the other values to the game's hook", () => {
    const g = newRoad();
    expect(value(g, 0, "strength", g.playerRef(0))).toBe(7);
  });
});

describe("a stat's `means:` at check time", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());
  const stat = (means: string) => edit(SHADOWS_YAML + ON_A_MAP, "\nstats:\n", `\nstats:\n  roads: { means: ${means} }\n`);

  it("checks clean with a known meaning; a located error at an unknown one", async () => {
    game = makeGame(stat("pieces"));
    expect((await check(game)).out).toContain("no errors");
    game.cleanup();
    game = makeGame(stat("peices"));
    await expectLocatedError(game, "CS1010", "peices", /pieces, pieces-on-way, steps-from-you or `marked-sum <field>`/);
    game.cleanup();
    game = makeGame(stat("marked-sum health"));
    expect((await check(game)).out).toContain("no errors");
    game.cleanup();
    game = makeGame(stat("marked-sum helth"));
    await expectLocatedError(game, "CS1014", "marked-sum helth", /`marked-sum helth`: no kind of card has a whole-number field `helth`/);
  }, 60_000);
});
