/**
 * A trait declared `immune-to: param` (runtime/core/traits.ts' immuneTo): its parameter names the
 * trait of the cards it is immune to, so the trait takes a `name` parameter, else CS1014 at it.
 * The generated rules carry it (Fantasy Adventures' `Immune (Fire)`).
 */
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { RULES } from "../../generated/fantasy-adventures/rules.ts";
import { check, edit, expectLocatedError, makeGame, type Game } from "./helpers.ts";

// Fantasy Adventures' game.yaml without its starting decks (the temp game has no deck files).
const FANTASY = readFileSync(new URL("../../cards/fantasy-adventures/game.yaml", import.meta.url), "utf8")
  .split("\n")
  .filter((line) => !line.includes("starting: { deck:"))
  .join("\n");

describe("traits immune to another trait's cards", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());

  it("checks a trait with a name parameter", async () => {
    game = makeGame(FANTASY);
    expect((await check(game)).out).not.toContain("error[");
  });

  it("is CS1014 at a trait immune-to a parameter that names no trait", async () => {
    game = makeGame(edit(FANTASY, "  Immune: { param: name, immune-to: param,", "  Immune: { param: number, immune-to: param,"));
    await expectLocatedError(game, "CS1014", "immune-to: param", /`immune-to: param` names a trait by the parameter, and `Immune` has a number parameter/, 11);
  });

  it("is in the generated rules", () => {
    expect(RULES.traits.find((t) => t.name === "Immune")?.immuneTo).toBe(true);
  });
});
