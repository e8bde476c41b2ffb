/**
 * The verb meaning `take-card` (runtime/core/engine-verbs.ts): as `move`, but a zone each player
 * has is the acting player's, whoever held the card; `move` keeps a held card with its holder. On
 * a toy table of favours: a favour in the shared pile, and one Bob holds.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { EffectApi, EffectContext, Ref } from "../../runtime/api.ts";
import type { CatalogueCard } from "../../runtime/core/catalogue.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { check, edit, expectLocatedError, makeGame, SHADOWS_YAML, type Game } from "../contract/helpers.ts";
import { toyRules } from "../support/toy-rules.ts";
import { ToyTable } from "../support/toy-table.ts";

type Args = Readonly<Record<string, unknown>>;
interface FavourVerbs {
  claim(ctx: EffectContext, a: Args): void;
  shift(ctx: EffectContext, a: Args): void;
}
const ZONES = [
  { name: "pile", live: false, perPlayer: false },
  { name: "favours", live: true, perPlayer: true },
];
const RULES = toyRules<GameRules<EffectApi<FavourVerbs>>>("favours", ZONES, { claim: "take-card", shift: "move" });
const CARDS = [{ id: "favour", kind: "favour", name: "Favour" }] as unknown as CatalogueCard[];

class Favours extends ToyTable<FavourVerbs> {
  constructor() {
    super(RULES, CARDS);
  }
  run(verb: keyof FavourVerbs, card: Ref, seat: number): void {
    this.rt.verbs[verb](this.context(seat, null, "rule"), { card, to: "favours" });
  }
}

describe("take-card", () => {
  it("brings a held card into the acting player's zone, where `move` leaves it with its holder", () => {
    const g = new Favours();
    const bobs = g.cardRef(g.table.create("favour", "favours", 1).uid);
    g.run("shift", bobs, 0);
    expect(g.table.card(bobs.id).owner).toBe(1);
    g.run("claim", bobs, 0);
    expect([g.table.card(bobs.id).zone, g.table.card(bobs.id).owner]).toEqual(["favours", 0]);
  });

  it("takes a card nobody holds into the acting player's zone", () => {
    const g = new Favours();
    const free = g.cardRef(g.table.create("favour", "pile", null).uid);
    g.run("claim", free, 1);
    expect([g.table.card(free.id).zone, g.table.card(free.id).owner]).toEqual(["favours", 1]);
  });
});

describe("a take-card verb at check time", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());
  const withVerb = (params: string) => edit(SHADOWS_YAML, "\nverbs:\n", `\nverbs:\n  claim: { means: take-card, params: { ${params} } }\n`);

  it("takes a card and a zone; CS1014 without the zone", async () => {
    game = makeGame(withVerb("card: { type: card, positional: true, required: true }, to: { type: zone, required: true }"));
    expect((await check(game)).out).not.toContain("error[");
    game.cleanup();
    game = makeGame(withVerb("card: { type: card, positional: true, required: true }"));
    await expectLocatedError(game, "CS1014", "params: { card", /a `take-card` verb needs the parameter `to`/);
  });
});
