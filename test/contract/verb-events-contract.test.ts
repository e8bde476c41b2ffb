/**
 * Events raised by verbs (`raises:` on a verb in game.yaml): a copy of the Shadows vocabulary
 * where `gain` raises an event checks clean when the event lists `gain` in `raised-by` and has
 * only arguments the engine fills (`by` the acting player, `on` the positional argument); an
 * unknown event, one that does not list the verb, or an argument the engine cannot fill is a
 * located CS1014. The build emits what each verb raises.
 */
import { afterEach, describe, expect, it } from "vitest";
import { check, edit, expectLocatedError, makeGame, SHADOWS_YAML, type Game } from "./helpers.ts";
import { RULES } from "../../generated/legacy-of-thracks/rules.ts";

let game: Game | undefined;
afterEach(() => game?.cleanup());

const GAIN = "  gain:\n    means: gain\n";
const PLAYED = "  played: { raised-by: [initiative], args: { by: player } }";
const raising = (event: string, played = PLAYED) => edit(edit(SHADOWS_YAML, GAIN, `  gain:\n    means: gain\n    raises: ${event}\n`), PLAYED, played);

describe("a verb's event", () => {
  it("checks clean when the event lists the verb and has only `by` a player", async () => {
    game = makeGame(raising("played", "  played: { raised-by: [initiative, gain], args: { by: player } }"));
    const r = await check(game);
    expect([r.exit, r.out]).toEqual([0, expect.stringContaining("no errors")]);
  });

  it("an unknown event is an error at `raises`", async () => {
    game = makeGame(raising("playd"));
    await expectLocatedError(game, "CS1014", "raises: playd", /unknown event `playd`/, 8);
  });

  it("an event that does not list the verb in `raised-by` is an error at `raises`", async () => {
    game = makeGame(raising("played"));
    const out = await expectLocatedError(game, "CS1014", "raises: played", /the event `played` does not list `gain` in its `raised-by`/, 8);
    expect(out).toContain("add `gain` to `raised-by` of `played`");
  });

  it("an argument the engine cannot fill is an error at `raises`", async () => {
    game = makeGame(raising("played", "  played: { raised-by: [initiative, gain], args: { by: player, on: entity } }"));
    await expectLocatedError(game, "CS1014", "raises: played", /the engine cannot fill the argument `on` \(entity\) of `played`/, 8);
  });

  it("is built into the rules with the parameter that fills `on`", () => {
    expect(RULES.verbEvents?.capture).toEqual({ event: "captured", on: "place" });
    expect(RULES.verbEvents?.find).toEqual({ event: "found-relic", on: null });
    expect(Object.getPrototypeOf(RULES.verbEvents)).toBeNull();
  });
});
