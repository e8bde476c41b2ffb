/**
 * A counter declared with `track:` (kept per card of a kind on its owner's board, by one of the
 * kind's fields, with levels): a declaration naming a known kind, its field, other declared
 * counters and rising thresholds checks clean, and so does a verb `means: advance` in it; each of
 * those wrong is a located CS1014.
 */
import { afterEach, describe, expect, it } from "vitest";
import { check, edit, expectLocatedError, makeGame, SHADOWS_YAML, type Game } from "./helpers.ts";

let game: Game | undefined;
afterEach(() => game?.cleanup());

const PROGRESS = '  progress: { min: 0, description: "a token on a progress track" }';
const GOOD = "{ of: hero, by: epithet, held-as: { Bold: stun, Wise: shield }, levels: { counter: damage, at: [2, 4] }, says: Renown }";
const ADVANCE = "  honour: { means: advance, params: { amount: { type: quantity, units: [renown], positional: true, required: true }, on: { type: card, required: true } } }";
const withTrack = (track: string, verb = ADVANCE) => edit(edit(SHADOWS_YAML, PROGRESS, `${PROGRESS}\n  renown: { min: 0, track: ${track} }`), "\nverbs:\n", `\nverbs:\n${verb}\n`);

describe("a counter's track", () => {
  it("checks clean with a known kind and field, declared counters and rising thresholds, advanced by a verb", async () => {
    game = makeGame(withTrack(GOOD));
    const r = await check(game);
    expect([r.exit, r.out]).toEqual([0, expect.stringContaining("no errors")]);
  });

  it("an unknown kind or a field the kind lacks is an error at it", async () => {
    game = makeGame(withTrack(GOOD.replace("of: hero", "of: heroe")));
    await expectLocatedError(game, "CS1014", "heroe,", /unknown kind `heroe`/);
    game.cleanup();
    game = makeGame(withTrack(GOOD.replace("by: epithet", "by: title")));
    await expectLocatedError(game, "CS1014", "title,", /cards of `hero` have no field `title`/);
  });

  it("a held-as or levels counter that is not declared, or thresholds that fall, is an error at it", async () => {
    game = makeGame(withTrack(GOOD.replace("Wise: shield", "Wise: sheild")));
    await expectLocatedError(game, "CS1014", "sheild }", /`sheild` is not another declared counter/);
    game.cleanup();
    game = makeGame(withTrack(GOOD.replace("counter: damage", "counter: rank")));
    await expectLocatedError(game, "CS1014", "rank,", /unknown counter `rank`/);
    game.cleanup();
    game = makeGame(withTrack(GOOD.replace("at: [2, 4]", "at: [4, 2]")));
    await expectLocatedError(game, "CS1014", "[4, 2]", /the thresholds of the levels must rise/);
  });

  it("a verb `means: advance` in a counter without a track is an error at its parameter", async () => {
    game = makeGame(withTrack(GOOD, ADVANCE.replace("units: [renown]", "units: [stun]")));
    const r = await check(game);
    expect(r.exit).toBe(1);
    expect(r.out).toContain("error[CS1014]: `advance` moves a card's track, and `stun` is not a counter declared with `track:`");
  });
});
