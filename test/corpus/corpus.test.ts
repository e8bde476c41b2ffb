/**
 * The effect corpus: every game under test/corpus/ (check-only fixtures that write the effect
 * lines of the other rulebooks, test/corpus/README.md) checks clean, and `cardsmith coverage`
 * counts exactly the lines their cards cover.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkGame, relativeTo } from "../../compiler/check/check-game.ts";
import { main } from "../../compiler/cli/main.ts";

const CORPUS = join(process.cwd(), "test/corpus");
const GAMES = readdirSync(CORPUS, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();

/** The EFFECTS.md lines each corpus game covers today; a line leaves this list only with a reason. */
const COVERED: Record<string, string[]> = {
  elo: ["ELO-01", "ELO-02", "ELO-03", "ELO-04", "ELO-05", "ELO-06", "ELO-07", "ELO-08", "ELO-09", "ELO-10", "ELO-11", "ELO-12"],
  adventure: ["ADV-01", "ADV-02", "ADV-03", "ADV-04", "ADV-05", "ADV-06", "ADV-07"],
};
/** A corpus line: an EFFECTS.md effect line of a game other than Shadows (not a worked example). */
const CORPUS_LINE = /^(ELO|ADV)-\d+$/;

async function coverageJson(): Promise<{ covered: Record<string, string[]>; missing: string[] }> {
  let out = "";
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string) => ((out += chunk), true)) as typeof process.stdout.write;
  try {
    await main(["coverage", "--cards", "test/corpus", "--format", "json"]);
  } finally {
    process.stdout.write = write;
  }
  return JSON.parse(out);
}

describe("effect corpus", () => {
  it("has one game per rulebook, each listed here", () => {
    expect(GAMES).toEqual(Object.keys(COVERED).sort());
  });

  for (const game of GAMES) {
    it(`${game} checks clean`, () => {
      const check = checkGame(join(CORPUS, game), relativeTo(process.cwd()));
      expect(check.diagnostics.map((d) => `${d.span?.file}:${d.span?.start.line} ${d.code} ${d.message}`)).toEqual([]);
      expect(check.cards).toBeGreaterThan(0);
    });
  }

  it("coverage counts exactly the lines the corpus cards cover, each by a card of its own game", async () => {
    const covered = Object.fromEntries(Object.entries((await coverageJson()).covered).filter(([id]) => CORPUS_LINE.test(id)));
    const expected = Object.values(COVERED).flat().sort();
    expect(Object.keys(covered).sort()).toEqual(expected);
    for (const [game, ids] of Object.entries(COVERED)) {
      for (const id of ids) expect(covered[id].every((card) => card.startsWith(`${game}/`))).toBe(true);
    }
  }, 300_000);
});
