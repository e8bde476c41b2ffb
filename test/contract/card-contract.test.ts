/**
 * Cards against the contract: a card that would silently do nothing in play (a trigger on an
 * event nothing raises, an Initiative the procedure never offers, a modifier on a resource, a
 * `with` filter the runtime ignores) is a located error with a hint.
 */
import { afterEach, describe, expect, it } from "vitest";
import { check, edit, makeGame, position, SHADOWS_YAML, type Game } from "./helpers.ts";

let game: Game | undefined;
afterEach(() => game?.cleanup());

function skill(effect: string, initiative = "[1]"): string {
  return `id: test-skill\nname: Test Skill\nkind: skill\ninitiative: ${initiative}\neffect: |\n${effect
    .split("\n")
    .map((l) => `  ${l}`)
    .join("\n")}\n`;
}

async function expectCardError(card: string, code: string, needle: string, message: RegExp, vocabulary = SHADOWS_YAML, offset = 0): Promise<string> {
  game = makeGame(vocabulary, { "test.yaml": card });
  const r = await check(game);
  expect(r.exit).toBe(1);
  expect(r.out).toContain(`error[${code}]`);
  expect(r.out).toMatch(message);
  expect(r.out).toContain(`${position(game, "test.yaml", needle, offset)}\n`);
  return r.out;
}

async function expectClean(card: string, vocabulary = SHADOWS_YAML): Promise<void> {
  game = makeGame(vocabulary, { "test.yaml": card });
  const r = await check(game);
  expect(r.out).toContain("no errors");
  expect(r.exit).toBe(0);
}

describe("triggers", () => {
  const unraised = edit(SHADOWS_YAML, "events:\n", "events:\n  rallied: { args: { by: player } }\n");

  it("a trigger on an event nothing raises is an error at the trigger", async () => {
    const out = await expectCardError(skill("whenever rallied:\n  gain 1 gold"), "CS4018", "rallied", /nothing raises `rallied`, so this trigger would never run/, unraised);
    expect(out).toContain("error[CS1012]"); // and the event itself, in game.yaml
  });

  it("so is a response to it", async () => {
    const yaml = edit(unraised, "  rallied: { args", "  rallied: { respondable: true, args");
    await expectCardError(skill("response to rallied:\n  gain 1 gold"), "CS4018", "rallied", /this response would never run/, yaml);
  });

  it("a trigger on a raised event is fine", async () => {
    await expectClean(skill("whenever attacked on your hero:\n  deal 1 damage to attacker"));
  });
});

describe("step numbers", () => {
  it("initiative 3 is an error at the 3: step 3 runs the monster actions", async () => {
    const out = await expectCardError(skill("deal 1 damage to a target", "[2, 3]"), "CS4019", "3]", /initiative 3 is never offered to players/);
    expect(out).toContain("help: step 3 runs reveal-monster-actions; players act at initiative 1, 2, 4, 5, 6; 0 means always in play");
  });

  it("`at initiative 3:` is an error at the trigger; `at start of initiative 3:` is fine", async () => {
    const out = await expectCardError(skill("at initiative 3: gain 1 gold"), "CS4019", "at initiative 3", /initiative 3 is never offered to players, so this ability would never run/);
    expect(out).toContain("help: step 3 runs reveal-monster-actions");
    await expectClean(skill("at start of initiative 3: gain 1 gold"));
  });

  it("initiative 0 (passive) and the numbers players act at are fine", async () => {
    await expectClean(skill("deal 1 damage to a target", "[0, 1, 2, 4, 5, 6]"));
  });

  it("follows the step's declaration: offering 3 to players makes it valid", async () => {
    const yaml = edit(edit(SHADOWS_YAML, "players-act: [1, 2, 4, 5, 6]", "players-act: [1, 2, 3, 4, 5, 6]"), "    procedures: { 3: reveal-monster-actions }\n", "");
    const withoutProcedure = edit(yaml, "raised-by: [reveal-monster-actions, reveal,", "raised-by: [reveal,");
    await expectClean(skill("deal 1 damage to a target", "[3]"), withoutProcedure);
  });
});

describe("modifiers", () => {
  it("a stat can be modified", async () => {
    await expectClean(skill("+2 strength"));
  });

  it("a resource cannot, unless declared modifiable", async () => {
    const out = await expectCardError(skill("+2 gold"), "CS4020", "gold", /`gold` cannot be modified: it is a resource/);
    expect(out).toContain("declare `gold: { modifiable: true }` under resources");
    await expectClean(skill("+2 gold"), edit(SHADOWS_YAML, "gold: { min: 0,", "gold: { min: 0, modifiable: true,"));
  });

  it("a counter cannot, unless declared modifiable", async () => {
    await expectCardError(skill("+2 shield"), "CS4020", "shield", /`shield` cannot be modified: it is a counter/);
    await expectClean(skill("+2 shield"), edit(SHADOWS_YAML, "shield: { min: 0,", "shield: { min: 0, modifiable: true,"));
  });

  it("`to` a card or an entity is fine", async () => {
    await expectClean(skill("+1 strength to your hero"));
  });

  it("`to` a player is an error at the selector", async () => {
    await expectCardError(skill("+1 strength to each opponent"), "CS4021", "each opponent", /a modifier cannot apply `to` a player/);
  });
});

describe("`with` filters", () => {
  it("on a card noun is fine", async () => {
    await expectClean(skill("destroy each card with Attack"));
  });

  it("on entity nouns is fine: the engine filters them by trait, kind or entity class", async () => {
    await expectClean(skill("deal 1 damage to each target with Creature"));
    await expectClean(skill("deal 1 damage to each target with hero"));
    await expectClean(skill("+1 strength to each ally with Creature"));
  });

  it("on a player noun is an error at the filter, with a hint", async () => {
    const out = await expectCardError(skill("gain 1 gold to each opponent with hero"), "CS4022", "with hero", /`opponent` cannot be filtered `with` a trait: it is a player, not a card or an entity/);
    expect(out).toContain("declare `filters: [with]` on the noun");
  });

  it("is allowed on a player noun that declares `filters: [with]`", async () => {
    const yaml = edit(SHADOWS_YAML, "  opponent: { type: player, means: opponents", "  opponent: { type: player, means: opponents, filters: [with]");
    await expectClean(skill("gain 1 gold to each opponent with hero"), yaml);
  });
});
