/**
 * A kind's default usage limit (game.yaml `kinds: <kind>: ability-limit: once per turn`): every
 * ability of the kind's cards that states no limit of its own gets it when built; a card's own
 * limit wins; an unknown period or `N times` is CS1014 at the declaration.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { build } from "../../compiler/api.ts";
import { cards } from "../../generated/fantasy-adventures/index.ts";
import { check, edit, expectLocatedError, makeGame, SHADOWS_YAML, type Game } from "./helpers.ts";

/** A Shadows-vocabulary Item card whose abilities state no limit, and one that states its own. */
const ITEMS = {
  "items.yaml": [
    "id: lamp\nname: Lamp\nkind: item\ncost: 1\neffect: |\n  gain 1 gold\n",
    "id: charm\nname: Charm\nkind: item\ncost: 1\neffect: |\n  twice per round: gain 1 gold\n",
  ].join("---\n"),
};

describe("a kind's ability-limit", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());

  it("checks a limit in a declared period", async () => {
    game = makeGame(edit(SHADOWS_YAML, "  item:\n", "  item:\n    ability-limit: once per round\n"), ITEMS);
    const { out, exit } = await check(game);
    expect(out).not.toContain("error[");
    expect(exit).toBe(0);
  });

  it("is CS1014 at an unknown period", async () => {
    game = makeGame(edit(SHADOWS_YAML, "  item:\n", "  item:\n    ability-limit: once per fortnight\n"));
    await expectLocatedError(game, "CS1014", "once per fortnight", /unknown period `fortnight`/);
  });

  it("is CS1014 for `N times`: a kind has no parameter", async () => {
    game = makeGame(edit(SHADOWS_YAML, "  item:\n", "  item:\n    ability-limit: N times per round\n"));
    await expectLocatedError(game, "CS1014", "N times per round", /a kind has no parameter for `N`/);
  });

  it("is a located schema error when it is not a limit", async () => {
    game = makeGame(edit(SHADOWS_YAML, "  item:\n", "  item:\n    ability-limit: sometimes\n"));
    const { out, exit } = await check(game);
    expect(exit).toBe(1);
    expect(out).toMatch(/a usage limit such as `once per round`/);
  });

  it("is built into a toy game's abilities that state none; a card's own limit wins", async () => {
    const root = mkdtempSync(join(tmpdir(), "cardsmith-ability-limit-"));
    try {
      mkdirSync(join(root, "cards", "toy"), { recursive: true });
      writeFileSync(join(root, "cards", "toy", "game.yaml"), edit(edit(SHADOWS_YAML, "game: shadows", "game: toy"), "  item:\n", "  item:\n    ability-limit: once per round\n"));
      writeFileSync(join(root, "cards", "toy", "items.yaml"), ITEMS["items.yaml"]);
      const result = await build({ root });
      expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
      const dir = join(root, "generated", "toy", "cards");
      const text = readdirSync(dir).map((f) => readFileSync(join(dir, f), "utf8")).join("\n").replace(/\s+/g, " ");
      expect(text).toMatch(/id: "lamp".*limits: \[\{ count: 1, per: "round" \}\]/);
      expect(text).toMatch(/id: "charm".*limits: \[\{ count: 2, per: "round" \}\]/);
      expect(text).not.toMatch(/id: "charm".*count: 1, per: "round"/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);

  it("is built into every monster ability that states none (Fantasy Adventures declares it once for the kind)", () => {
    const monsters = cards.filter((c) => c.kind === "monster" && "effect" in c && c.effect);
    const abilities = monsters.flatMap((c) => ("effect" in c && c.effect ? c.effect.abilities : []));
    expect(abilities.length).toBeGreaterThan(4);
    for (const a of abilities) expect(a.limits).toEqual([{ count: 1, per: "turn" }]);
    // The limit shows in the ability's text as if the card had written it.
    const demon = monsters.find((c) => c.id === "lesser-demon")!;
    expect("effect" in demon && demon.effect!.abilities[0].text).toMatch(/^once per turn:/);
    // Heroes declare no default: an ability without a limit stays unlimited.
    const heroes = cards.filter((c) => c.kind === "hero" && "effect" in c && c.effect);
    const unlimited = heroes.flatMap((c) => ("effect" in c && c.effect ? c.effect.abilities : [])).filter((a) => !a.limits.length);
    expect(unlimited.length).toBeGreaterThan(0);
  });
});
