/**
 * A map game's scenario keys (runtime/scenario/map-keys.ts), through Legacy of Thracks' support:
 * `at`, `holds`, `completed` and the game's own `capital` name places of the map, and a value that
 * is none is a problem of the file at its key. (LOT-EX1 and LOT-EX2 play tables set out with them.)
 * The keys are game.yaml's (`scenario.player.map`), checked where they are declared.
 */
import { afterEach, describe, expect, it } from "vitest";
import { check, edit, expectLocatedError, makeGame, SHADOWS_YAML, type Game } from "../contract/helpers.ts";
import { scenario as support } from "../../cards/legacy-of-thracks/runtime/scenario.ts";
import { loadScenario, ScenarioFileError } from "../../runtime/scenario/load.ts";
import { runScenarioText } from "../../runtime/scenario/run.ts";

const file = (player: string) => `scenario: places\ngame: legacy-of-thracks\nplay: action\nplayers:\n  - name: Ann\n${player}\n  - name: Ben\nexpect: { Ann: { gold: 0 } }\n`;

async function problems(player: string): Promise<string[]> {
  try {
    await loadScenario(file(player), "x/places.scenario.yaml", async () => support);
    return [];
  } catch (e) {
    if (!(e instanceof ScenarioFileError)) throw e;
    return e.problems.map((p) => `${p.pos.line}:${p.pos.col} ${p.message}`);
  }
}

describe("a map game's scenario keys", () => {
  it("are player keys of the game's support", () => {
    expect(support.playerKeys).toEqual(expect.arrayContaining(["at", "holds", "completed", "capital"]));
  });

  it("accept places of the map: locations and barriers", async () => {
    expect(await problems("    at: fortress-2\n    holds: [fortress-1, fortress-2]\n    completed: barrier-1\n    capital: capital-mage")).toEqual([]);
  });

  it("report a value that is no place of the map, at its key", async () => {
    expect(await problems("    at: nowhere\n    holds: [fortress-1, arcane-blade]")).toEqual(["6:5 no place `nowhere` on the map", "7:5 no place `arcane-blade` on the map"]);
  });

  it("report a starting table out of the game's bounds at the player, not as an internal error", async () => {
    // Thracks' HP has `min: 1`: a player whose entry gives no `hp:` would start at 0.
    const text = file("    hp: 5").replace("  - name: Ben\n", "  - name: Ben\n    gold: 2\n");
    const result = await runScenarioText(text, "x/bounds.scenario.yaml", async () => support);
    expect(result.status).toBe("malformed");
    expect(result.problems.map((p) => `${p.pos.line}:${p.pos.col} ${p.message}`)).toEqual(["7:5 the starting table is out of bounds: Ben's hp is 0, below 1 (set it in the player's entry)"]);
  });
});

describe("map keys declared in game.yaml", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());
  const declared = (map: string) => edit(SHADOWS_YAML, "\n  player:\n", `\n  player:\n    map: ${map}\n`);

  it("check clean with keys of their own and kinds of card as places", async () => {
    game = makeGame(declared("{ at: at, holds: holds, marks: marks, reads: [home], place-kinds: [hero] }"));
    const r = await check(game);
    expect([r.exit, r.out]).toEqual([0, expect.stringContaining("no errors")]);
  });

  it("are CS1014 at an unknown kind, and at a key a player already has", async () => {
    game = makeGame(declared("{ at: at, holds: holds, marks: marks, place-kinds: [spot] }"));
    await expectLocatedError(game, "CS1014", "spot", /spot/);
    game.cleanup();
    game = makeGame(declared("{ at: gold, holds: holds, marks: marks, place-kinds: [hero] }"));
    await expectLocatedError(game, "CS1014", "at: gold", /`gold` is already a key of every player/);
  });
});
