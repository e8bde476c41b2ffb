/**
 * The engine's card mechanisms a game names in game.yaml instead of writing them: a noun meaning
 * `cards` (the cards in the zones an `in` filter names, else the acting player's), the verb
 * meanings `draw`, `discard-random`, `put-counters` and `reveal`, and running a card's other
 * effect field. Played on a set up ELO Darkness table, whose game.yaml uses them all, and on the
 * adventure's, whose boon supply is a zone declared `one-of-each`.
 */
import { describe, expect, it } from "vitest";
import type { SelectorSpec } from "../../runtime/api.ts";
import { RandomAgent } from "../../runtime/core/agents.ts";
import { runCardField } from "../../runtime/core/card-fields.ts";
import { cardPool } from "../../runtime/core/card-pool.ts";
import { drawCards } from "../../runtime/core/hand-verbs.ts";
import { EloGame } from "../../cards/elo-darkness/runtime/game.ts";
import { AdventureGame } from "../../cards/adventure/runtime/game.ts";

function table(seed = 5): EloGame {
  const g = new EloGame({ seed, agents: [new RandomAgent(1), new RandomAgent(2)] });
  g.procedures.setup();
  return g;
}

const ids = (g: EloGame | AdventureGame, zone: string, seat: number | null) => g.table.peek(zone, seat).map((i) => i.uid);

describe("a noun meaning `cards`", () => {
  const g = table();
  drawCards(g, 0, 3);
  drawCards(g, 1, 4);
  const select = (seat: number, filters: SelectorSpec["filters"]) => g.rt.select(g.context(seat, null, "heroes-level-up"), { noun: "card", determiner: "each", filters }).map((r) => r.id);

  it("is the cards of the zone its `in` filter names: yours, theirs or everyone's", () => {
    expect(select(0, [{ in: "hand", owner: "your" }])).toEqual(ids(g, "hand", 0));
    expect(select(0, [{ in: "hand", owner: "their" }])).toEqual(ids(g, "hand", 1));
    expect(select(1, [{ in: "hand", owner: "their" }])).toEqual(ids(g, "hand", 0));
    expect(select(1, [{ in: "hand", owner: null }])).toEqual([...ids(g, "hand", 0), ...ids(g, "hand", 1)]);
  });

  it("in a zone nobody owns, is its cards whoever asks", () => {
    expect(ids(g, "supply", null).length).toBeGreaterThan(0);
    expect(select(0, [{ in: "supply", owner: null }])).toEqual(ids(g, "supply", null));
    expect(select(1, [{ in: "supply", owner: "your" }])).toEqual(ids(g, "supply", null));
  });

  it("without `in`, is the acting player's cards in the noun's default zones, zone by zone", () => {
    // ELO's card noun lists its zones (hand, deck, discard pile, Tactical Area, in play): not the item deck.
    const mine = select(0, []);
    expect(mine.slice(0, g.table.size("hand", 0))).toEqual(ids(g, "hand", 0));
    expect(mine).toContain(ids(g, "deck", 0)[0]);
    expect(mine).toContain(ids(g, "heroes", 0)[0]);
    expect(ids(g, "item-deck", 0).length).toBeGreaterThan(0);
    expect(mine).not.toContain(ids(g, "item-deck", 0)[0]);
    expect(mine).not.toContain(ids(g, "hand", 1)[0]);
  });

  it("without `in` and without default zones, is every card the acting player owns", () => {
    const mine = cardPool(g, 0, { noun: "card", determiner: "each", filters: [] }, null).map((r) => r.id);
    expect(mine.length).toBe([...g.table.cards.values()].filter((i) => i.owner === 0).length);
    expect(mine).toContain(ids(g, "hand", 0)[0]);
    expect(mine).toContain(ids(g, "item-deck", 0)[0]);
    expect(mine).not.toContain(ids(g, "hand", 1)[0]);
  });
});

describe("a noun meaning `cards` over a zone declared `one-of-each`", () => {
  // The adventure's boon supply holds two copies of each boon; its `card` noun means `cards`.
  const g = new AdventureGame({ seed: 3, agents: [new RandomAgent(1)] });
  g.procedures.setup();
  const supply = g.table.peek("boon-supply", null);
  const select = (filters: SelectorSpec["filters"]) => g.rt.select(g.context(0, null, "adventure"), { noun: "card", determiner: "each", filters }).map((r) => r.id);

  it("offers the first copy of each card only, in the zone's order", () => {
    const kinds = new Set(supply.map((i) => i.cardId));
    expect(supply.length).toBe(2 * kinds.size);
    const firsts = supply.filter((inst, k) => supply.findIndex((other) => other.cardId === inst.cardId) === k).map((i) => i.uid);
    expect(select([{ in: "boon-supply", owner: null }])).toEqual(firsts);
    expect(firsts.length).toBe(kinds.size);
  });

  it("leaves the copies in zones without it: every card counts", () => {
    g.table.create(supply[0].cardId, "play-area", 0);
    g.table.create(supply[0].cardId, "play-area", 0);
    expect(select([{ in: "play-area", owner: "your" }])).toEqual(ids(g, "play-area", 0));
    expect(select([{ in: "play-area", owner: "your" }]).length).toBe(2);
  });
});

describe("the hand verbs", () => {
  it("`draw` takes the top cards of the deck into the hand, refilling an empty deck from its discard pile", () => {
    const g = table();
    const top = ids(g, "deck", 0).slice(0, 2);
    g.rt.verbs.draw(g.context(0, null, "heroes-level-up"), { count: 2 });
    expect(ids(g, "hand", 0)).toEqual(top);
    expect(g.log.lines().at(-1)).toMatch(/draws 2 cards$/);
    // Empty the deck into the discard pile: the next draw shuffles it back first.
    for (const uid of ids(g, "deck", 0)) g.table.move(uid, "discard", 0, { quiet: true });
    drawCards(g, 0, 3);
    expect(g.table.size("hand", 0)).toBe(5);
    expect(g.table.size("discard", 0) + g.table.size("deck", 0)).toBe(35);
  });

  it("`draw ... from` takes from another zone of yours and says so", () => {
    const g = table();
    const items = ids(g, "item-deck", 1);
    drawCards(g, 1, 9, "item-deck");
    expect(ids(g, "hand", 1)).toEqual(items);
    expect(g.log.lines().at(-1)).toMatch(new RegExp(`draws ${items.length} cards from their item-deck$`));
  });

  it("`discard-random` discards that many cards of your hand, by the game's own discard verb", () => {
    const g = table();
    drawCards(g, 0, 5);
    const hand = ids(g, "hand", 0);
    g.rt.verbs["discard-random"](g.context(0, null, "heroes-level-up"), { count: 2 });
    const gone = hand.filter((uid) => g.table.card(uid).zone !== "hand");
    expect(gone.length).toBe(2);
    // ELO's discard verb puts them on their owner's discard pile.
    for (const uid of gone) expect(g.table.card(uid)).toMatchObject({ zone: "discard", owner: 0 });
    expect(g.log.lines().filter((l) => l.endsWith("at random")).length).toBe(2);
    // More than the hand holds: the hand is emptied, and no more.
    g.rt.verbs["discard-random"](g.context(0, null, "heroes-level-up"), { count: 9 });
    expect(g.table.size("hand", 0)).toBe(0);
    expect(g.table.size("discard", 0)).toBe(5);
  });

  it("a random discard is the same for the same seed, and differs with the seed", () => {
    const discarded = (seed: number) => {
      const g = table(seed);
      drawCards(g, 0, 7);
      g.rt.verbs["discard-random"](g.context(0, null, "heroes-level-up"), { count: 3 });
      return g.log.lines().filter((l) => l.endsWith("at random")).join("\n");
    };
    expect(discarded(11)).toBe(discarded(11));
    expect(new Set([11, 12, 13, 14].map(discarded)).size).toBeGreaterThan(1);
  });
});

describe("counters and revealed cards", () => {
  it("`put-counters` puts counters on a card", () => {
    const g = table();
    const card = g.cardRef(ids(g, "deck", 0)[0]);
    g.rt.verbs.mark(g.context(0, null, "heroes-level-up"), { amount: { amount: 1, unit: "blank" }, on: card });
    g.rt.verbs.mark(g.context(0, null, "heroes-level-up"), { amount: { amount: 1, unit: "in-use" }, on: card });
    expect(g.table.card(card.id).counters).toMatchObject({ blank: 1, "in-use": 1 });
  });

  it("`reveal` shuffles the zone, then moves its top cards into the other zone", () => {
    const revealed = (seed: number) => {
      const g = table(seed);
      const before = ids(g, "monster-deck", null);
      g.rt.verbs.reveal(g.context(0, null, "heroes-level-up"), { count: 2, from: "monster-deck", to: "objective" });
      const shown = ids(g, "objective", null);
      expect(shown.length).toBe(2);
      expect(g.table.size("monster-deck")).toBe(before.length - 2);
      for (const uid of shown) expect(before).toContain(uid);
      return shown.map((uid) => g.table.card(uid).cardId).join();
    };
    expect(revealed(3)).toBe(revealed(3));
    expect(new Set([3, 4, 5, 6, 7].map(revealed)).size).toBeGreaterThan(1);
  });
});

describe("a game's property hook", () => {
  it("answers what it knows (a Hero token's Level) and leaves the rest to the engine (undefined)", () => {
    const g = table();
    const ctx = g.context(0, null, "heroes-level-up");
    const hero = g.table.peek("heroes", 0)[0];
    g.table.addCounter(g.table.players[0], `${g.card(hero.cardId).class!.toLowerCase()}-xp`, 99, "test");
    expect(g.rt.property(ctx, "level", g.cardRef(hero.uid))).toBe(3);
    g.table.addResource(g.table.players[0], "gold", 4);
    expect(g.rt.property(ctx, "gold", null)).toBe(4);
    expect(g.rt.property(ctx, "gold", g.playerRef(0))).toBe(4);
    const card = ids(g, "deck", 0)[0];
    g.table.addCounter(g.table.card(card), "in-use", 1, "test");
    expect(g.rt.property(ctx, "in-use", g.cardRef(card))).toBe(1);
  });
});

describe("a card's other effect field", () => {
  it("runs as the given player's (a Hero card's `farming:`); a card without the field does nothing", () => {
    const g = table();
    const shield = g.table.peek("deck", 0).find((i) => i.cardId === "neutralizing-shield")!;
    runCardField(g, 1, shield, "farming");
    expect(g.table.players[1].resources.gold).toBe(1);
    expect(g.table.players[0].resources.gold).toBe(0);
    runCardField(g, 1, shield, "reward");
    expect(g.table.players[1].resources.gold).toBe(1);
  });
});
