/**
 * The language, the compiler and the engine core are every game's: a search for a bundled game's
 * folder name or one of its card ids there finds nothing (issue: "no game-specific branch in dsl/,
 * compiler/ or the runtime core"). Card ids with a hyphen are searched (single words such as
 * `market` or `sword` are plain English too). The reference game, shadows, is the documentation's
 * running example and the language's own test vocabulary, so it is left out; runtime/core's own
 * test (engine.test.ts) keeps even its words out of the engine.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = new URL("../../", import.meta.url).pathname;
const REFERENCE_GAME = "shadows";

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** A game's card ids with a hyphen, as built (templated cards included): generated/<game>/index.ts's `cards`. */
async function cardIds(game: string): Promise<string[]> {
  const built = (await import(join(ROOT, "generated", game, "index.ts"))) as { cards: readonly { id: string }[] };
  return built.cards.map((c) => c.id).filter((id) => id.includes("-"));
}

describe("dsl/, compiler/ and runtime/core name no bundled game", () => {
  const games = readdirSync(join(ROOT, "cards")).filter((g) => g !== REFERENCE_GAME && statSync(join(ROOT, "cards", g)).isDirectory());
  const sources = ["dsl", "compiler", "runtime/core"]
    .flatMap((d) => filesUnder(join(ROOT, d)))
    .filter((f) => /\.(ts|mjs|md|json)$/.test(f))
    .map((f) => ({ file: f.slice(ROOT.length), text: readFileSync(f, "utf8") }));

  it("finds the bundled games and their card ids to search for", async () => {
    expect(games.length).toBeGreaterThanOrEqual(4);
    for (const game of games) expect((await cardIds(game)).length, game).toBeGreaterThan(5);
  });

  for (const game of games) {
    it(`names neither ${game} nor its card ids`, async () => {
      const words = [game, ...(await cardIds(game))];
      const found = sources.flatMap(({ file, text }) => words.filter((w) => new RegExp(`(?<![A-Za-z0-9-])${w}(?![A-Za-z0-9-])`).test(text)).map((w) => `${file}: ${w}`));
      expect(found).toEqual([]);
    });
  }
});
