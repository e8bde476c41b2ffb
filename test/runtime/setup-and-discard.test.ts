/**
 * Engine mechanisms a game's setup and discards use (runtime/core/starting-cards.ts,
 * runtime/core/discard-pile.ts), on ELO Darkness tables: its markers have a `copies` field, each
 * player has their own Camps, the Spell token variant picks different tokens, and its Special
 * Activation cards act when discarded from the hand; a card entering play runs unless blanked.
 */
import { describe, expect, it } from "vitest";
import { RandomAgent } from "../../runtime/core/agents.ts";
import { discardToPile } from "../../runtime/core/discard-pile.ts";
import { setOutKinds, takeDifferent } from "../../runtime/core/starting-cards.ts";
import { enterPlay } from "../../runtime/core/use-card.ts";
import { EloGame } from "../../cards/elo-darkness/runtime/game.ts";

const newGame = (seed = 7) => new EloGame({ seed, agents: [new RandomAgent(1), new RandomAgent(2)] });
const ofKind = (g: EloGame, kind: string) => g.catalogue.cards.filter((c) => c.kind === kind);

describe("starting cards", () => {
  it("sets out each card of a kind, as many as its copies field says, shared or a player's", () => {
    const g = newGame();
    g.table.addPlayer("A", []);
    setOutKinds(g, new Map([["marker", "supply"]]), null);
    setOutKinds(g, new Map([["camp", "camps"]]), 0);
    const markers = ofKind(g, "marker") as unknown as { id: string; copies: number }[];
    expect(markers.length).toBeGreaterThan(0);
    for (const m of markers) expect(g.table.peek("supply", null).filter((i) => i.cardId === m.id)).toHaveLength(m.copies);
    expect(g.table.peek("camps", 0).map((i) => i.cardId)).toEqual(ofKind(g, "camp").map((c) => c.id));
    expect(g.table.peek("camps", null)).toEqual([]);
  });

  it("lets a player take different cards", () => {
    const g = newGame(11);
    g.table.addPlayer("A", []);
    const spells = ofKind(g, "spell-token");
    takeDifferent(g, 0, spells, 3, "spells", "take one");
    const taken = g.table.peek("spells", 0).map((i) => i.cardId);
    expect(taken).toHaveLength(3);
    expect(new Set(taken).size).toBe(3);
    expect(taken.every((id) => spells.some((c) => c.id === id))).toBe(true);
  });
});

describe("discarding to a player's pile", () => {
  function table() {
    const g = newGame();
    g.procedures.setup();
    return g;
  }
  const ACTS = { trait: "Special-Activation", says: "acts on discard" };

  it("clears the card's counters and, from the hand, runs a card with the trait", () => {
    const g = table();
    const inst = g.table.create("bloody-shot", "hand", 1);
    g.table.addCounter(inst, "in-use", 1, "test");
    const gold = g.table.players[1].resources.gold;
    discardToPile(g, inst.uid, 0, ACTS);
    // Its Special Activation: its owner gains 2 Gold.
    expect(g.table.players[1].resources.gold).toBe(gold + 2);
    expect(inst.zone).toBe("discard");
    expect(inst.owner).toBe(1);
    expect(inst.counters).toEqual({});
    expect(g.log.all.some((e) => e.text.endsWith("Bloody Shot: acts on discard"))).toBe(true);
  });

  it("does not run it from elsewhere or without the trait", () => {
    const g = table();
    const inPlay = g.table.create("bloody-shot", "desert", 1);
    discardToPile(g, inPlay.uid, 1, ACTS);
    const fromHand = g.table.create("bloody-shot", "hand", 1);
    const gold = g.table.players[1].resources.gold;
    discardToPile(g, fromHand.uid, 1, null);
    expect(g.table.players[1].resources.gold).toBe(gold);
    expect(g.table.peek("discard", 1).map((i) => i.uid)).toEqual(expect.arrayContaining([inPlay.uid, fromHand.uid]));
    expect(g.log.all.some((e) => e.text.includes("acts on discard"))).toBe(false);
  });
});

describe("a card entering play", () => {
  function table() {
    const g = newGame();
    g.procedures.setup();
    return g;
  }

  it("counts as played and runs its play ability, unless the game's blank test says its text is empty", () => {
    const g = table();
    const wave = g.table.create("minion-wave", "desert", 0);
    expect(enterPlay(g, 0, wave)).toBe(true);
    expect(g.table.players[0].resources.rampage).toBe(1);
    const blanked = g.table.create("play-safe", "desert", 0);
    g.table.addCounter(blanked, "blank", 1, "test");
    expect(enterPlay(g, 0, blanked, { blank: (i) => g.table.counter(i, "blank") > 0 })).toBe(false);
    expect(g.table.players[0].resources.defense).toBe(0);
    expect(g.cardsPlayed.slice(-2)).toEqual([[0, "minion-wave"], [0, "play-safe"]]);
  });
});
