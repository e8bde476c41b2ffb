/**
 * Discarding to a card's pile (runtime/core/leave-play.ts, a verb meaning `discard`) on a toy game:
 * its kind's `discards-to`, else the rules'; the cards attached to it discarded first, each to its
 * own pile, and detached; a card nobody owns stays.
 */
import { describe, expect, it } from "vitest";
import type { EffectApi } from "../../runtime/api.ts";
import type { CatalogueCard } from "../../runtime/core/catalogue.ts";
import { discardCard, discardPileOf } from "../../runtime/core/leave-play.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { toyRules } from "../support/toy-rules.ts";
import { ToyTable } from "../support/toy-table.ts";

type R = EffectApi<object>;
const CARDS = [
  { id: "knight", name: "Knight", kind: "figure" },
  { id: "sword", name: "Sword", kind: "gear" },
  { id: "ring", name: "Ring", kind: "gear" },
] as unknown as CatalogueCard[];

const RULES: GameRules<R> = {
  ...toyRules<GameRules<R>>("piles", ["field", "graves", "junk", "shared"].map((name) => ({ name, live: name === "field", perPlayer: name !== "shared" })), { discard: "discard" }),
  discardsTo: "junk",
  kindDiscardsTo: Object.assign(Object.create(null) as Record<string, string>, { figure: "graves" }),
};

class Piles extends ToyTable<object> {
  constructor() {
    super(RULES, CARDS);
  }
}

describe("discarding to a pile", () => {
  it("finds the kind's pile, else the rules'", () => {
    const g = new Piles();
    expect([discardPileOf(g, "figure"), discardPileOf(g, "gear")]).toEqual(["graves", "junk"]);
  });

  it("discards the attached cards first, each to its own pile, then the card to its owner's", () => {
    const g = new Piles();
    const knight = g.table.create("knight", "field", 1);
    const sword = g.table.create("sword", "field", 1);
    const ring = g.table.create("ring", "field", 1);
    g.attachments.set(sword.uid, g.cardRef(knight.uid));
    discardCard(g, knight.uid);
    expect([knight.zone, knight.owner, sword.zone, sword.owner]).toEqual(["graves", 1, "junk", 1]);
    expect(ring.zone).toBe("field"); // not attached: stays
    expect(g.attachments.size).toBe(0);
    expect(g.table.peek("junk", 1).map((c) => c.uid)).toEqual([sword.uid]);
  });

  it("is the engine's meaning of a `discard` verb", () => {
    const g = new Piles();
    const ring = g.table.create("ring", "field", 0);
    (g.rt.verbs as Record<string, (ctx: unknown, a: unknown) => void>).discard(g.context(0, null, "ring"), { card: g.cardRef(ring.uid) });
    expect(ring.zone).toBe("junk");
  });

  it("leaves a card nobody owns where it is", () => {
    const g = new Piles();
    const sword = g.table.create("sword", "shared", null);
    discardCard(g, sword.uid);
    expect(sword.zone).toBe("shared");
  });
});
