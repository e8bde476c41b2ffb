/**
 * game.yaml's `scenario:` section (how scenario files set out a table and read its values) names
 * only what the vocabulary declares: a copy of the Shadows vocabulary with one name broken makes
 * `cardsmith check` exit 1 with a located diagnostic, and a suggestion where there is one.
 */
import { afterEach, describe, expect, it } from "vitest";
import { check, edit, expectLocatedError, makeGame, SHADOWS_YAML, type Game } from "./helpers.ts";

let game: Game | undefined;
afterEach(() => game?.cleanup());

async function expectError(vocabulary: string, code: string, needle: string, message: RegExp, offset = 0): Promise<string> {
  game = makeGame(vocabulary);
  return expectLocatedError(game, code, needle, message, offset);
}

const ITEMS = "items: { zone: inventory, kinds: [item] }";

describe("a scenario's player keys", () => {
  it("name declared zones, with a suggestion", async () => {
    const out = await expectError(edit(SHADOWS_YAML, ITEMS, ITEMS.replace("inventory", "inventry")), "CS1014", "inventry", /unknown zone `inventry`/);
    expect(out).toContain("did you mean `inventory`?");
  });

  it("name per-player zones: a shared zone is a top-level key", async () => {
    await expectError(edit(SHADOWS_YAML, ITEMS, ITEMS.replace("inventory", "market")), "CS1014", "market, kinds: [item] }", /`market` is a shared zone/);
  });

  it("allow declared kinds and limit declared traits", async () => {
    await expectError(edit(SHADOWS_YAML, ITEMS, ITEMS.replace("[item]", "[itme]")), "CS1014", "itme", /unknown card kind `itme`/);
    game?.cleanup();
    await expectError(edit(SHADOWS_YAML, ITEMS, ITEMS.replace("[item] }", "[item], at-most: { Restrictd: 1 } }")), "CS1014", "Restrictd", /unknown trait `Restrictd`/);
  });

  it("start with a field of the role card", async () => {
    const out = await expectError(edit(SHADOWS_YAML, "starts: { from: deck }", "starts: { from: decks }"), "CS1014", "decks", /the role kind hero has no field `decks`/);
    expect(out).toContain("did you mean `deck`?");
  });

  it("read stats, resources or counters", async () => {
    const out = await expectError(edit(SHADOWS_YAML, "health: { of: health, minus: damage }", "health: { of: helth, minus: damage }"), "CS1014", "helth", /`helth` is not a stat, resource or counter/);
    expect(out).toContain("did you mean `health`?");
  });

  it("set only counters", async () => {
    await expectError(edit(SHADOWS_YAML, "stats: { each: stats }", "stats: { each: stats, set: true }"), "CS1014", "set: true }", /a starting table sets counters only/);
  });

  it("cannot take a key every player has", async () => {
    await expectError(edit(SHADOWS_YAML, "      library: { zone: library,", "      leader: { zone: library,"), "CS1014", "leader: { zone: library", /`leader` is already a key of every player/);
  });
});

describe("a scenario's top-level keys", () => {
  it("name shared zones", async () => {
    await expectError(edit(SHADOWS_YAML, "market: { zone: market, kinds: [item] }", "market: { zone: hand, kinds: [item] }"), "CS1014", "hand, kinds: [item] }", /`hand` is a per-player zone/);
  });

  it("cannot take a key every scenario file has", async () => {
    await expectError(edit(SHADOWS_YAML, "    market: { zone: market, kinds: [item] }", "    round: { zone: market, kinds: [item] }"), "CS1014", "round: { zone: market", /`round` is a key of every scenario file/);
  });

  it("name the entity by a declared noun, and read fields of its kinds", async () => {
    await expectError(edit(SHADOWS_YAML, "entity: monster", "entity: monstr"), "CS1014", "monstr", /unknown noun `monstr`/);
    game?.cleanup();
    await expectError(edit(SHADOWS_YAML, "level: { field: level }", "level: { field: levle }"), "CS1014", "levle", /the kind monster has no field `levle`/);
  });
});

describe("a scenario's rest", () => {
  it("a per-player zone says whose", async () => {
    const rule = "{ kinds: [status], without: flip, zone: status, owner: leader,";
    await expectError(edit(SHADOWS_YAML, rule, rule.replace(" owner: leader,", "")), "CS1014", "status, description", /`status` is a per-player zone: say whose/);
  });

  it("`above` names a one-card top-level key", async () => {
    await expectError(edit(SHADOWS_YAML, "above: monster,", "above: market,"), "CS1014", "market, description", /`above:` names a one-card top-level key, and `market` is none/);
  });

  it("an unknown key is a shape error", async () => {
    await expectError(edit(SHADOWS_YAML, "{ kinds: [monster-creature], zone: unused }", "{ kinds: [monster-creature], zone: unused, order: first }"), "CS1010", "order: first", /`order`/);
  });
});
