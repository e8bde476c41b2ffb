/**
 * Zones that start with kinds of card (`starts-with:` on a zone in game.yaml): declared kinds check
 * clean and are built into the zone's rule; an unknown kind, or a kind two zones start with, is a
 * located CS1014. At the table, setOutStarting sets out the shared zones' kinds, or one player's
 * own zones' kinds, each card as many times as its `copies` field says.
 */
import { afterEach, describe, expect, it } from "vitest";
import { check, edit, expectLocatedError, makeGame, SHADOWS_YAML, type Game } from "./helpers.ts";
import { RULES } from "../../generated/elo-darkness/rules.ts";
import { EloGame } from "../../cards/elo-darkness/runtime/game.ts";
import { RandomAgent } from "../../runtime/core/agents.ts";
import { setOutStarting } from "../../runtime/core/starting-cards.ts";

let game: Game | undefined;
afterEach(() => game?.cleanup());

const DECK = "  current-deck: { per-player: true }";
const starting = (kinds: string, extra = "") => edit(SHADOWS_YAML, DECK, `  current-deck: { per-player: true, starts-with: [${kinds}] }${extra}`);

describe("a zone's starting kinds", () => {
  it("check clean when they are declared kinds", async () => {
    game = makeGame(starting("skill, item"));
    const r = await check(game);
    expect([r.exit, r.out]).toEqual([0, expect.stringContaining("no errors")]);
  });

  it("an unknown kind is an error at it", async () => {
    game = makeGame(starting("skill, itme"));
    const out = await expectLocatedError(game, "CS1014", "itme]", /unknown kind `itme`/);
    expect(out).toContain("item");
  });

  it("a kind another zone starts with is an error", async () => {
    game = makeGame(starting("skill", "\n  spare: { starts-with: [skill] }"));
    await expectLocatedError(game, "CS1014", "skill] }\n  spare", /the kind `skill` already starts in `spare`/);
  });

  it("are built into the zone's rule, and only where declared", () => {
    const zone = (name: string) => RULES.zones.find((z) => z.name === name)!;
    expect(zone("board").startsWith).toEqual(["lane", "track"]);
    expect(zone("hand").startsWith).toBeUndefined();
  });

  it("are set out shared or for one player, each card its copies", () => {
    const g = new EloGame({ seed: 5, agents: [new RandomAgent(1), new RandomAgent(2)] });
    for (const name of ["A", "B"]) g.table.addPlayer(name, []);
    setOutStarting(g, null);
    const kinds = (zone: string, owner: number | null) => new Set(g.table.peek(zone, owner).map((i) => g.catalogue.card(i.cardId).kind));
    expect([...kinds("board", null)].sort()).toEqual(["lane", "track"]);
    expect(g.table.peek("supply", null)).toHaveLength(12); // six Roaming and six Free Lane cards
    expect(g.table.peek("camps", 0)).toEqual([]);
    setOutStarting(g, 1);
    expect([...kinds("camps", 1)]).toEqual(["camp"]);
    expect([g.table.peek("camps", 0), g.table.peek("board", null).length]).toEqual([[], 4]);
  });
});
