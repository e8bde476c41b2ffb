/**
 * Selling cards from the hand (runtime/core/sell-cards.ts, a verb meaning `sell-cards` with its
 * terms in `sale:`): the acting player sells up to N cards of their hand for the sale's price,
 * each going where a played card of it goes, and never more in a period than the sale's limit,
 * which starts again when the period ends. On a toy game: a Pawnshop paying 2 coins a card, at
 * most 3 cards a turn. At check time, a sale's currency and period must be declared.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { EffectApi, EffectContext } from "../../runtime/api.ts";
import { GreedyAgent, ScriptedAgent, type Agent } from "../../runtime/core/agents.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { check, edit, makeGame, SHADOWS_YAML, type Game } from "../contract/helpers.ts";
import { toyRules } from "../support/toy-rules.ts";

interface PawnVerbs {
  pawn(ctx: EffectContext, a: { count: number }): void;
}

const ZONES = [
  { name: "hand", live: false, perPlayer: true },
  { name: "pile", live: false, perPlayer: false },
];
const RULES = {
  ...toyRules<GameRules<EffectApi<PawnVerbs>>>("pawnshop", ZONES, { pawn: "sell-cards" }),
  playedTo: "pile",
  verbSales: Object.assign(Object.create(null), { pawn: { price: 2, currency: "coin", atMost: 3, per: "turn" } }),
} as GameRules<EffectApi<PawnVerbs>>;

const CARDS = ["ring", "lamp", "vase", "coat", "hat"].map((id) => ({ id, kind: "junk", name: id[0].toUpperCase() + id.slice(1) })) as unknown as CatalogueCard[];

class Pawnshop extends Engine<PawnVerbs> {
  constructor(agent: Agent, coins = 0) {
    super(RULES, new Catalogue(CARDS), { seed: 1, agents: [agent], resourceBounds: { coin: { min: 0 } }, counterBounds: {} });
    this.table.addPlayer("Ann", ["coin"]).resources.coin = coins;
    for (const c of CARDS) this.table.create(c.id, "hand", 0);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  readonly hooks: GameHookSet<PawnVerbs> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
  pawn(count: number): void {
    this.rt.verbs.pawn(this.context(0, null, "rule"), { count });
  }
  hand(): string[] {
    return this.table.inZone("hand", 0).map((i) => i.cardId);
  }
}

describe("selling cards", () => {
  it("sells the chosen cards of the hand for the price, each to where it would be played", () => {
    const prompts: string[] = [];
    const script = new ScriptedAgent(["Lamp", "Coat", "no more"]);
    const g = new Pawnshop({ name: "spy", decide: (d) => (prompts.push(d.prompt), script.decide(d)) });
    g.pawn(3);
    expect(prompts).toEqual(["sell a card for 2 coin? (0 of at most 3)", "sell a card for 2 coin? (1 of at most 3)", "sell a card for 2 coin? (2 of at most 3)"]);
    expect(g.table.players[0].resources.coin).toBe(4);
    expect(g.hand()).toEqual(["ring", "vase", "hat"]);
    expect(g.table.inZone("pile").map((i) => i.cardId)).toEqual(["lamp", "coat"]);
    expect(g.log.lines().filter((l) => l.includes("sells"))).toEqual(["[setup] Ann sells Lamp", "[setup] Ann sells Coat"]);
  });

  it("sells no more in a period than the sale's limit, and again once the period ends", () => {
    const g = new Pawnshop(new ScriptedAgent(["Ring", "Lamp", "Vase", "Coat", "Hat"]));
    g.pawn(2);
    g.pawn(3); // 2 of the turn's 3 are sold: one more only
    expect(g.hand()).toEqual(["coat", "hat"]);
    expect(g.table.players[0].resources.coin).toBe(6);
    g.pawn(3); // the limit is reached: nothing is offered
    expect(g.hand()).toEqual(["coat", "hat"]);
    g.limits.reset("turn");
    g.pawn(3);
    expect(g.hand()).toEqual([]);
    expect(g.table.players[0].resources.coin).toBe(10);
  });

  it("is advised to greedy bots while the player is poor (under 3 sales' worth), not after", () => {
    const poor = new Pawnshop(new GreedyAgent(1), 5);
    poor.pawn(3);
    expect(poor.hand()).toHaveLength(2);
    const rich = new Pawnshop(new GreedyAgent(1), 6);
    rich.pawn(3);
    expect(rich.hand()).toHaveLength(5);
  });
});

describe("a sell-cards verb at check time", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());
  const withVerb = (sale: string) => edit(SHADOWS_YAML, "\nverbs:\n", `\nverbs:\n  pawn: { means: sell-cards, ${sale}params: { count: { type: number, positional: true, required: true } } }\n`);

  it("checks with a declared currency and period", async () => {
    game = makeGame(withVerb("sale: { price: 1, currency: gold, at-most: 2, per: round }, "));
    const { out } = await check(game);
    expect(out).not.toContain("error[");
  });

  it("is CS1014 without a sale, with an unknown currency or period, or with half a limit", async () => {
    for (const [sale, message] of [
      ["", "`means: sell-cards` sells on the verb's terms, and it has no `sale:`"],
      ["sale: { price: 1, currency: silver }, ", "unknown resource `silver`"],
      ["sale: { price: 1, currency: gold, at-most: 2, per: day }, ", "unknown period `day`"],
      ["sale: { price: 1, currency: gold, at-most: 2 }, ", "a sale's limit needs both `at-most` (how many cards) and `per` (in which period)"],
    ]) {
      game = makeGame(withVerb(sale));
      const { exit, out } = await check(game);
      expect(exit, sale).toBe(1);
      expect(out).toContain(`error[CS1014]: ${message}`);
      game.cleanup();
      game = undefined;
    }
  });

  it("is CS1014 for a sale on a verb of another meaning", async () => {
    game = makeGame(edit(SHADOWS_YAML, "\nverbs:\n", "\nverbs:\n  pawn: { means: gain, sale: { price: 1, currency: gold }, params: { amount: { type: quantity, units: [gold], positional: true, required: true }, to: { type: player } } }\n"));
    const { exit, out } = await check(game);
    expect(exit).toBe(1);
    expect(out).toContain("error[CS1014]: `sale:` gives the terms of a verb meaning `sell-cards`, and `pawn` means `gain`");
  });
});
