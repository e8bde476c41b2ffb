/**
 * Exchanging with a card's stock (runtime/core/exchange.ts, a verb meaning `exchange`): the acting
 * player swaps items one for one with the card's `stock-<resource>` counters until they stop. On a
 * toy game: a Trading Post stocking ore and wood (not gold), its trader holding ore and gold.
 * A card is stocked from a printed map of numbers (`stockFrom`). At check time, an `exchange` verb
 * in a game with no `stock-` counter is CS1014.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { EffectApi, EffectContext, Ref } from "../../runtime/api.ts";
import { GreedyAgent, ScriptedAgent, type Agent } from "../../runtime/core/agents.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import { stockFrom } from "../../runtime/core/exchange.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { check, edit, makeGame, SHADOWS_YAML, type Game } from "../contract/helpers.ts";
import { toyRules } from "../support/toy-rules.ts";

interface PostVerbs {
  trade(ctx: EffectContext, a: { at: Ref }): void;
}

const RULES = toyRules<GameRules<EffectApi<PostVerbs>>>("trading-post", [{ name: "village", live: true, perPlayer: false }], { trade: "exchange" });

const CARDS = [{ id: "post", kind: "place", name: "Trading Post", spring: { ore: 0, wood: 4 } }] as unknown as CatalogueCard[];
const bounds = (...names: string[]) => Object.fromEntries(names.map((n) => [n, { min: 0 }]));

class Post extends Engine<PostVerbs> {
  readonly post;
  constructor(agent: Agent) {
    super(RULES, new Catalogue(CARDS), { seed: 1, agents: [agent], resourceBounds: bounds("gold", "ore", "wood"), counterBounds: bounds("stock-ore", "stock-wood") });
    const p = this.table.addPlayer("Ann", ["gold", "ore", "wood"]);
    [p.resources.gold, p.resources.ore] = [5, 2];
    this.post = this.table.create("post", "village", null);
    this.table.setCounter(this.post, "stock-ore", 0);
    this.table.setCounter(this.post, "stock-wood", 3);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  readonly hooks: GameHookSet<PostVerbs> = { nouns: {}, facts: {}, verbs: {}, procedures: {}, worth: (_seat, item) => (item === "wood" ? 3 : 1) };
  trade(): void {
    this.rt.verbs.trade(this.context(0, null, "rule"), { at: this.cardRef(this.post.uid) });
  }
}

describe("an exchange", () => {
  it("swaps one for one with the card's stock, only items it stocks, until the player stops", () => {
    const prompts: string[][] = [];
    const script = new ScriptedAgent(["give 1 ore, take 1 wood", "give 1 ore, take 1 wood", "give 1 wood, take 1 ore", "no more"]);
    const g = new Post({ name: "spy", decide: (d) => (prompts.push([...d.options]), script.decide(d)) });
    g.trade();
    // gold has no `stock-gold`: never offered; ore is offered to give only while Ann has some
    expect(prompts[0]).toEqual(["no more", "give 1 ore, take 1 wood"]);
    expect(prompts[2]).toEqual(["no more", "give 1 wood, take 1 ore"]);
    expect(prompts).toHaveLength(4);
    expect(g.table.players[0].resources).toMatchObject({ gold: 5, ore: 1, wood: 1 });
    expect(g.post.counters).toMatchObject({ "stock-ore": 1, "stock-wood": 2 });
    expect(g.log.lines().filter((l) => l.includes("trades"))).toEqual(["[setup] Ann trades 1 ore for 1 wood at Trading Post", "[setup] Ann trades 1 ore for 1 wood at Trading Post", "[setup] Ann trades 1 wood for 1 ore at Trading Post"]);
  });

  it("is weighed by the game's worth advice: a greedy bot gives what is worth less and stops", () => {
    const g = new Post(new GreedyAgent(3));
    g.trade();
    expect(g.table.players[0].resources).toMatchObject({ gold: 5, ore: 0, wood: 2 });
    expect(g.post.counters).toMatchObject({ "stock-ore": 2, "stock-wood": 1 });
  });
});

describe("stocking a card from its printed field", () => {
  it("sets the stock of each resource the field lists, 0 included, and leaves others alone", () => {
    const g = new Post(new GreedyAgent(3));
    g.table.setCounter(g.post, "stock-ore", 2);
    stockFrom(g, g.post, "spring");
    expect(g.post.counters).toMatchObject({ "stock-ore": 0, "stock-wood": 4 });
    expect(Object.hasOwn(g.post.counters, "stock-gold")).toBe(false);
    expect(() => stockFrom(g, g.post, "autumn")).toThrow("post has no stock `autumn`");
  });
});

describe("an exchange verb at check time", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());
  const verb = "\nverbs:\n  barter: { means: exchange, params: { at: { type: card, required: true } } }\n";

  it("is CS1014 when no resource has a `stock-` counter", async () => {
    game = makeGame(edit(SHADOWS_YAML, "\nverbs:\n", verb));
    const { exit, out } = await check(game);
    expect(exit).toBe(1);
    expect(out).toContain("error[CS1014]: `means: exchange` trades resources with a card's stock, but no counter `stock-<resource>` holds one");
  });

  it("checks once a counter holds a stock of a resource", async () => {
    game = makeGame(edit(edit(SHADOWS_YAML, "\nverbs:\n", verb), "\ncounters:\n", "\ncounters:\n  stock-gold: { min: 0 }\n"));
    const { out } = await check(game);
    expect(out).not.toContain("error[");
  });
});
