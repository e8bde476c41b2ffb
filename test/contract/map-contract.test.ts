/**
 * The adventure's vocabulary with one map, counter or behaviour meaning broken: game.yaml's
 * `map:`, nouns and facts counting steps (`distance`, `nearest`), and the verb meanings
 * `approach`, `activate`, `put-counters`, `prevent` and `reshuffle`, and counters' tokens are
 * checked, each error located.
 */
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { check, edit, expectLocatedError, makeGame, type Game } from "./helpers.ts";

const ADVENTURE_YAML = readFileSync(new URL("../../cards/adventure/game.yaml", import.meta.url), "utf8");
const MAP = "map: { spaces: spaces, number: number, adjacent: adjacent, position: space }";

let game: Game | undefined;
afterEach(() => game?.cleanup());

async function expectError(vocabulary: string, code: string, needle: string, message: RegExp, offset = 0): Promise<string> {
  game = makeGame(vocabulary);
  return expectLocatedError(game, code, needle, message, offset);
}

describe("a map of spaces", () => {
  it("checks as the adventure declares it", async () => {
    game = makeGame(ADVENTURE_YAML);
    const { out } = await check(game);
    expect(out).not.toContain("error[");
  });

  it("names a declared zone, counter and fields of the space cards", async () => {
    await expectError(edit(ADVENTURE_YAML, MAP, MAP.replace("spaces: spaces", "spaces: spacez")), "CS1014", "spacez", /unknown zone `spacez`/);
    await expectError(edit(ADVENTURE_YAML, MAP, MAP.replace("position: space", "position: place")), "CS1014", "place }", /unknown counter `place`/);
    await expectError(edit(ADVENTURE_YAML, MAP, MAP.replace("number: number", "number: numero")), "CS1014", "numero", /no kind has a whole-number field `numero`/);
    await expectError(edit(ADVENTURE_YAML, MAP, MAP.replace("adjacent: adjacent", "adjacent: number")), "CS1014", "number, p", /no kind has a field `number` listing space numbers/);
  });

  it("is needed by every meaning that counts steps", async () => {
    const yaml = edit(ADVENTURE_YAML, MAP, "");
    game = makeGame(yaml);
    const { exit, out } = await check(game);
    expect(exit).toBe(1);
    expect(out).toContain("error[CS1016]: `means: distance 0-1` counts steps on the map, but the game declares none");
    expect(out).toContain("error[CS1016]: `means: nearest` counts steps on the map, but the game declares none");
    expect(out).toContain("error[CS1016]: `means: distance 0 hero` counts steps on the map, but the game declares none");
    expect(out).toContain("error[CS1016]: `means: approach` counts steps on the map, but the game declares none");
  });

  it("counts steps in a range written fewest first, to a type of entity", async () => {
    await expectError(edit(ADVENTURE_YAML, "means: distance 0-1,", "means: distance 1-0,"), "CS1014", "distance 1-0", /`1-0` runs backward/);
    await expectError(edit(ADVENTURE_YAML, "means: distance 1 hero,", "means: distance 1 heroes,"), "CS1014", "distance 1 heroes", /unknown type `heroes`/);
    await expectError(edit(ADVENTURE_YAML, "means: distance 1 hero,", "means: distance 1 card,"), "CS1016", "distance 1 card", /no entity class makes entities of type `card`/);
  });
});

describe("counters, prevention and activation as engine meanings", () => {
  it("put-counters works on declared counters", async () => {
    const yaml = edit(ADVENTURE_YAML, "units: [depletion-token, wielding, threat, lit, flint, explored, exhausted]", "units: [depletion-token, wielding, threat, lit, flint, explored, exhausted, success]");
    await expectError(yaml, "CS1014", "amount: { type: quantity, units: [depletion-token, wielding, threat", /`put-counters` works on counters, and `success` is not one/);
  });

  it("prevent needs an event that carries damage", async () => {
    const yaml = edit(ADVENTURE_YAML, ", damage: { amount: hits, to: on }", "");
    await expectError(yaml, "CS1016", "means: prevent", /no event carries damage for `prevent` to prevent/, 7);
  });

  it("reshuffle needs a deck each player has that refills", async () => {
    const yaml = edit(ADVENTURE_YAML, "refills-from: skill-discard, ", "");
    await expectError(yaml, "CS1016", "means: reshuffle", /`means: reshuffle` shuffles each player's decks that refill, and no zone each player has declares `refills-from`/);
  });

  it("activate raises one respondable event on the card", async () => {
    await expectError(edit(ADVENTURE_YAML, "raised-by: [activate]", "raised-by: [strike]"), "CS1014", "means: activate", /no event lists `activate` in `raised-by`/);
    await expectError(edit(ADVENTURE_YAML, "activating: { respondable: true,", "activating: { respondable: false,"), "CS1014", "activating:", /`activating`, raised by `activate` \(`means: activate`\), must be respondable/);
  });
});

describe("tokens a card carries", () => {
  const TOKENS = "starts-from: depletion, spent-goes-to: spent";

  it("come from a whole-number field of a kind, and a spent card goes to a declared zone", async () => {
    await expectError(edit(ADVENTURE_YAML, TOKENS, "starts-from: depletoin, spent-goes-to: spent"), "CS1014", "depletoin", /no kind has a whole-number field `depletoin`/);
    await expectError(edit(ADVENTURE_YAML, TOKENS, "starts-from: depletion, spent-goes-to: spnet"), "CS1014", "spnet", /unknown zone `spnet`/);
  });

  it("can only be spent by a verb meaning remove-counters", async () => {
    const yaml = edit(ADVENTURE_YAML, "  remove:\n    means: remove-counters", "  remove:\n    means: hook");
    await expectError(yaml, "CS1016", "spent-goes-to: spent", /nothing removes `depletion-token`, so no card would ever go to `spent`/, 15);
  });
});

describe("an entity where a verb takes a card", () => {
  const card = (effect: string) => ({ "probe.yaml": `id: probe\nname: Probe\nkind: boon\ntraits: [Hidden]\ntext: A probe.\neffect: |\n  ${effect}\n` });

  it("is accepted when its entities are cards on the table", async () => {
    game = makeGame(ADVENTURE_YAML, card("apply 1 hit to an enemy\n  put 1 exhausted on an enemy"));
    const { out } = await check(game);
    expect(out).not.toContain("error[");
  });

  it("is CS4008 for an avatar, which has no card of its own on the table", async () => {
    game = makeGame(ADVENTURE_YAML, card("put 1 exhausted on a hero"));
    const { exit, out } = await check(game);
    expect(exit).toBe(1);
    expect(out).toContain("error[CS4008]: `on` of `put` must be a card, got a hero");
  });
});
