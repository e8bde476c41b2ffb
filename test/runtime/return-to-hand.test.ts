/**
 * The verb meaning `return-to-hand` (runtime/core/engine-verbs.ts): the card goes back to its
 * owner's hand, whoever acts (a zone's overflow verb: a card over a limit not used); a card
 * nobody owns goes to the acting player's. On a toy table: a `ring` each player has, and a pile.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { EffectApi, EffectContext, Ref } from "../../runtime/api.ts";
import type { CatalogueCard } from "../../runtime/core/catalogue.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { check, edit, expectLocatedError, makeGame, SHADOWS_YAML, type Game } from "../contract/helpers.ts";
import { toyRules } from "../support/toy-rules.ts";
import { ToyTable } from "../support/toy-table.ts";

interface RingVerbs {
  withdraw(ctx: EffectContext, a: Readonly<Record<string, unknown>>): void;
}
const ZONES = [
  { name: "pile", live: false, perPlayer: false },
  { name: "hand", live: false, perPlayer: true },
  { name: "ring", live: true, perPlayer: true },
];
const RULES = toyRules<GameRules<EffectApi<RingVerbs>>>("ring", ZONES, { withdraw: "return-to-hand" });
const CARDS = [{ id: "champion", kind: "fighter", name: "Champion" }] as unknown as CatalogueCard[];

class Ring extends ToyTable<RingVerbs> {
  constructor() {
    super(RULES, CARDS);
  }
  withdraw(card: Ref, seat: number): void {
    this.rt.verbs.withdraw(this.context(seat, null, "rule"), { card });
  }
}

describe("return-to-hand", () => {
  it("takes a card back into its owner's hand, whoever acts", () => {
    const g = new Ring();
    const bobs = g.cardRef(g.table.create("champion", "ring", 1).uid);
    g.withdraw(bobs, 0);
    expect([g.table.card(bobs.id).zone, g.table.card(bobs.id).owner]).toEqual(["hand", 1]);
    expect(g.table.zone("hand", 0)).toEqual([]);
  });

  it("gives a card nobody owns to the acting player's hand", () => {
    const g = new Ring();
    const loose = g.cardRef(g.table.create("champion", "pile", null).uid);
    g.withdraw(loose, 1);
    expect([g.table.card(loose.id).zone, g.table.card(loose.id).owner]).toEqual(["hand", 1]);
  });
});

describe("a return-to-hand verb at check time", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());
  const withVerb = (params: string) => edit(SHADOWS_YAML, "\nverbs:\n", `\nverbs:\n  withdraw: { means: return-to-hand, params: { ${params} } }\n`);

  it("takes a card; CS1014 without it", async () => {
    game = makeGame(withVerb("card: { type: card, positional: true, required: true }"));
    expect((await check(game)).out).not.toContain("error[");
    game.cleanup();
    game = makeGame(withVerb("count: { type: number, positional: true, required: true }"));
    await expectLocatedError(game, "CS1014", "params: { count", /a `return-to-hand` verb needs the parameter `card`/);
  });
});
