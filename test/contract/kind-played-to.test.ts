/**
 * A kind's `played-to` (game.yaml `kinds: <kind>: played-to: <zone>`): where a played card of the
 * kind goes unless one of its traits says otherwise, before the rules' default. An unknown zone
 * is CS1014 at the key; the generated rules carry it (Legacy of Thracks: each deck's own discard),
 * and the engine's play puts a card into a shared pile as nobody's.
 */
import { afterEach, describe, expect, it } from "vitest";
import { RULES } from "../../generated/legacy-of-thracks/rules.ts";
import { newGame } from "../../cards/legacy-of-thracks/runtime/index.ts";
import { GreedyAgent } from "../../runtime/core/agents.ts";
import { playZone } from "../../runtime/core/procedure.ts";
import { check, edit, expectLocatedError, makeGame, SHADOWS_YAML, type Game } from "./helpers.ts";

describe("a kind's played-to at check time", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());

  it("is CS1014 at the key when the zone is unknown", async () => {
    game = makeGame(edit(SHADOWS_YAML, "  monster-action:\n", "  monster-action:\n    played-to: graveyard\n"));
    await expectLocatedError(game, "CS1014", "graveyard", /unknown zone `graveyard`/);
  });

  it("checks with a declared zone", async () => {
    game = makeGame(edit(SHADOWS_YAML, "  monster-action:\n", "  monster-action:\n    played-to: market\n"));
    const { out } = await check(game);
    expect(out).not.toContain("error[");
  });
});

describe("a kind's played-to in play", () => {
  it("is in the generated rules, a kind without one keeping the rules' default", () => {
    expect(RULES.kindPlayedTo).toEqual({ "battle-card": "battle-discard", quest: "quest-discard", "bonus-card": "bonus-discard", "darkness-card": "darkness-discard" });
    expect(RULES.playedTo).toBe("action-discard");
  });

  it("sends a played card to its kind's pile, a shared pile's card belonging to nobody", () => {
    const g = newGame({ seed: 3, mode: "basic", agents: [new GreedyAgent(1), new GreedyAgent(2)] });
    const quest = g.table.inZone("hand", 0).find((i) => g.card(i.cardId).kind === "quest")!;
    expect(playZone(g, quest.cardId)).toBe("quest-discard");
    g.procedure.playCard(0, quest.uid);
    expect([quest.zone, quest.owner]).toEqual(["quest-discard", null]);
    expect(g.table.zone("quest-discard")).toContain(quest.uid);
  });
});
