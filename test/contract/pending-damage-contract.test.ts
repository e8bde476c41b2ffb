/**
 * Damage an event carries (an event's `damage:` in game.yaml) and the verbs meaning `redirect`
 * that move part of it (issue 7): a copy of the Shadows vocabulary with one of them broken makes
 * `cardsmith check` exit 1 with a located CS1014 or CS1016.
 */
import { afterEach, describe, expect, it } from "vitest";
import { edit, expectLocatedError, makeGame, SHADOWS_YAML, type Game } from "./helpers.ts";

let game: Game | undefined;
afterEach(() => game?.cleanup());

async function expectError(vocabulary: string, code: string, needle: string, message: RegExp, offset = 0): Promise<string> {
  game = makeGame(vocabulary);
  return expectLocatedError(game, code, needle, message, offset);
}

const DAMAGE = "damage: { amount: amount, to: on }";

describe("damage an event carries", () => {
  it("names a number payload field, at the field", async () => {
    const yaml = edit(SHADOWS_YAML, DAMAGE, "damage: { amount: amonut, to: on }");
    const out = await expectError(yaml, "CS1014", "amonut", /`attacked` has no payload field `amonut`/);
    expect(out).toContain("did you mean `amount`?");
  });

  it("is meant for an argument of the event that is an entity", async () => {
    await expectError(edit(SHADOWS_YAML, DAMAGE, "damage: { amount: amount, to: at }"), "CS1014", "at }", /`attacked` has no argument `at`/);
    const yaml = edit(edit(SHADOWS_YAML, "args: { on: entity, by: entity }, payload: { amount: number }, damage", "args: { on: player, by: entity }, payload: { amount: number }, damage"), DAMAGE, DAMAGE);
    await expectError(yaml, "CS1014", "on }", /`on` of `attacked` is player, not an entity/);
  });

  it("must be answerable: a Response is the only moment it can be redirected", async () => {
    const yaml = edit(SHADOWS_YAML, "attacked: { respondable: true,", "attacked: { respondable: false,");
    await expectError(yaml, "CS1016", DAMAGE, /`attacked` carries damage, but nothing can answer it before the damage is dealt/, 8);
  });
});

describe("verbs meaning `redirect`", () => {
  it("move damage: the amount is in the damage counter", async () => {
    const yaml = edit(SHADOWS_YAML, "      amount: { type: number, unit: damage, positional: true, required: true }\n      onto:", "      amount: { type: number, unit: health, positional: true, required: true }\n      onto:");
    const out = await expectError(yaml, "CS1014", "amount: { type: number, unit: health, positional: true, required: true }\n      onto:", /`redirect` moves Damage, so `amount` is in `damage` alone/);
    expect(out).toContain("declare `unit: damage`");
  });

  it("put it onto an entity", async () => {
    const yaml = edit(SHADOWS_YAML, "      onto: { type: entity, required: true }", "      onto: { type: player, required: true }");
    await expectError(yaml, "CS1014", "onto: { type: player", /`onto` of a verb with `means: redirect` is `\{ type: entity, required: true \}`/);
  });

  it("need an event that carries damage", async () => {
    const yaml = edit(SHADOWS_YAML, `, ${DAMAGE}`, "");
    const out = await expectError(yaml, "CS1016", "means: redirect", /no event carries damage for `redirect` to redirect/, 7);
    expect(out).toContain("`damage: { amount: <payload field>, to: <argument> }`");
  });
});
