/**
 * Drawing until enough cards of a kind have come (runtime/core/draw-until.ts, a verb declared
 * `means: draw-until`) on a toy game: the drawing card's owner turns over their deck's top cards;
 * beasts go to their den, the log saying the verb's word of each, the other cards to their midden;
 * it stops at the count, or when the deck runs out.
 */
import { describe, expect, it } from "vitest";
import type { EffectApi } from "../../runtime/api.ts";
import type { CatalogueCard } from "../../runtime/core/catalogue.ts";
import type { GameRules, VerbDraws } from "../../runtime/core/rules.ts";
import { toyRules } from "../support/toy-rules.ts";
import { ToyTable } from "../support/toy-table.ts";

type R = EffectApi<object>;
const CARDS = [
  { id: "wolf", name: "Wolf", kind: "beast" },
  { id: "rock", name: "Rock", kind: "thing" },
  { id: "horn", name: "Horn", kind: "thing" },
] as unknown as CatalogueCard[];

const CALL: VerbDraws = { from: "deck", to: "den", rest: "midden", kind: "beast" };
const RULES: GameRules<R> = {
  ...toyRules<GameRules<R>>("hunt", ["deck", "den", "midden"].map((name) => ({ name, live: name === "den", perPlayer: true })), { call: "draw-until" }),
  verbDraws: Object.assign(Object.create(null) as Record<string, VerbDraws>, { call: CALL }),
  verbSays: Object.assign(Object.create(null) as Record<string, string>, { call: "called" }),
};

class Hunt extends ToyTable<object> {
  constructor() {
    super(RULES, CARDS);
  }
}

const call = (g: Hunt, ctx: unknown, count: number) => (g.rt.verbs as Record<string, (ctx: unknown, a: unknown) => void>).call(ctx, { count });

describe("drawing until a kind has come", () => {
  it("puts the cards of the kind in the `to` zone and the others in `rest`, stopping at the count", () => {
    const g = new Hunt();
    const deck = ["rock", "wolf", "horn", "wolf", "wolf"].map((id) => g.table.create(id, "deck", 1));
    const horn = g.table.create("horn", "midden", 1);
    // Bob's card calls: Bob's deck is drawn, even when Ann resolves its effect.
    call(g, g.context(0, horn.uid, "horn"), 2);
    expect(deck.map((c) => c.zone)).toEqual(["midden", "den", "midden", "den", "deck"]);
    expect(g.table.size("deck", 0) + g.table.size("den", 0)).toBe(0);
    expect(g.log.all.map((l) => l.text).filter((t) => t.includes("called"))).toEqual(["Wolf (Bob) is called", "Wolf (Bob) is called"]);
  });

  it("stops when the deck runs out, with fewer than the count", () => {
    const g = new Hunt();
    const deck = ["rock", "wolf"].map((id) => g.table.create(id, "deck", 0));
    call(g, g.context(0, null, "rock"), 3);
    expect(deck.map((c) => c.zone)).toEqual(["midden", "den"]);
    expect(g.log.all.filter((l) => l.text.endsWith("is called"))).toHaveLength(1);
  });
});
