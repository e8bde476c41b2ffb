/**
 * Declarations behind the `use` and `take-top` verb meanings: a resource's `stands-in-for:` and
 * `fits:` (runtime/core/used-resources.ts) and a shared deck's `by-trait:` (runtime/core/trait-decks.ts)
 * check clean when they name what the game declares, and are located errors otherwise.
 */
import { afterEach, describe, expect, it } from "vitest";
import { check, edit, expectLocatedError, makeGame, SHADOWS_YAML, type Game } from "./helpers.ts";

let game: Game | undefined;
afterEach(() => game?.cleanup());

const resources = (gold: string) => edit(SHADOWS_YAML, '  gold: { min: 0, description: "buys Items in the BuildUp Phase" }', `  gold: { min: 0, ${gold}, description: "buys Items in the BuildUp Phase" }`);
const traitsFrom = (yaml: string) => edit(yaml, "  player: {}\n", "  player: { traits-from: { zone: mission, kinds: [mission] } }\n");
const byTrait = (yaml: string, zone: string, terms: string) => edit(yaml, `  ${zone}: {`, `  ${zone}: { by-trait: ${terms},`);

describe("stand-in resources and decks taken by trait", () => {
  it("check clean when they name declared resources, traits and modes", { timeout: 60_000 }, async () => {
    game = makeGame(byTrait(traitsFrom(resources("stands-in-for: [experience], fits: Restricted")), "item-deck", "{}"));
    const r = await check(game);
    expect([r.exit, r.out]).toEqual([0, expect.stringContaining("no errors")]);
  });

  it("a resource standing in for an unknown resource is an error at it", { timeout: 60_000 }, async () => {
    game = makeGame(resources("stands-in-for: [experince]"));
    await expectLocatedError(game, "CS1014", "experince", /unknown resource `experince`/);
  });

  it("a resource fitting an unknown trait is an error at it", { timeout: 60_000 }, async () => {
    game = makeGame(resources("fits: Glittering"));
    await expectLocatedError(game, "CS1014", "Glittering", /unknown trait `Glittering`/);
  });

  it("a deck taken by trait while players have no traits is an error at it", { timeout: 60_000 }, async () => {
    game = makeGame(byTrait(SHADOWS_YAML, "item-deck", "{}"));
    await expectLocatedError(game, "CS1014", "{}, refills-from: item-discard", /players have no traits/);
  });

  it("a by-trait zone each player has, or an unknown mimic trait, is an error at it", { timeout: 60_000 }, async () => {
    game = makeGame(byTrait(traitsFrom(SHADOWS_YAML), "library", "{}"));
    await expectLocatedError(game, "CS1014", "{}, per-player: true", /`library` is a zone each player has/);
    game.cleanup();
    game = makeGame(byTrait(traitsFrom(SHADOWS_YAML), "item-deck", "{ mimic: Shapeshifter }"));
    await expectLocatedError(game, "CS1014", "Shapeshifter", /unknown trait `Shapeshifter`/);
  });
});
