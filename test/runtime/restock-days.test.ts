/**
 * Cards restocked on listed game turns (a kind's `restocks:`, runtime/core/restock-days.ts), on a
 * toy game whose lead passes round the table: when a game turn is over, a card of the kind whose
 * `on` field lists the next one gets its stock counters from its `stock` field, and the log says
 * so; other game turns and other kinds are left alone. At check time the fields must be the
 * kind's, of the right types, and the lead must pass (CS1014).
 */
import { afterEach, describe, expect, it } from "vitest";
import type { EffectApi } from "../../runtime/api.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { check, edit, expectLocatedError, makeGame, SHADOWS_YAML, type Game } from "../contract/helpers.ts";
import { toyRules } from "../support/toy-rules.ts";

type R = EffectApi<object>;
const CARDS = [
  { id: "stall", name: "Stall", kind: "shop", restock: { gems: 2, coins: 0 }, "open-on": [2, 4] },
  { id: "cart", name: "Cart", kind: "wagon", restock: { gems: 9 }, "open-on": [2] },
] as unknown as CatalogueCard[];

const RULES: GameRules<R> = {
  ...toyRules<GameRules<R>>("fair", [{ name: "square", live: false, perPlayer: false }], {}),
  phases: [{ name: "turn", hook: "turn", step: null, effect: null }],
  procedureHooks: ["turn"],
  end: { phase: "turn", edge: "end", hook: null, gameTurns: 4 },
  leaderPasses: true,
  restocks: [{ kind: "shop", stock: "restock", on: "open-on", says: "turn {turn}: the stall is stocked" }],
};

class Fair extends Engine<object> {
  /** The stall's gems at each turn: what a player would find there. */
  readonly seen: number[] = [];
  constructor() {
    super(RULES, new Catalogue(CARDS), { seed: 1, agents: [], resourceBounds: {}, counterBounds: {} });
    [this.table.addPlayer("Ann", []), this.table.addPlayer("Bo", [])];
    this.table.create("stall", "square", null);
    this.table.create("cart", "square", null);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  readonly hooks: GameHookSet<object> = {
    nouns: {},
    facts: {},
    verbs: {},
    procedures: {
      turn: () => {
        const [stall] = this.table.peek("square", null);
        this.seen.push(stall.counters["stock-gems"] ?? 0);
        this.table.setCounter(stall, "stock-gems", 0); // a player buys them all
      },
    },
  };
}

describe("cards restocked on listed game turns", () => {
  it("are stocked before the first turn of each game turn their field lists, and the log says so", () => {
    const g = new Fair();
    while (!g.ended) g.procedure.playRound();
    expect(g.seen).toEqual([0, 0, 2, 0, 0, 0, 2, 0]); // game turns 1-4 of two turns each: stocked for 2 and 4
    expect(g.log.lines().filter((line) => line.includes("stocked"))).toEqual([expect.stringContaining("turn 2: the stall is stocked"), expect.stringContaining("turn 4: the stall is stocked")]);
    const cart = g.table.peek("square", null)[1];
    expect(cart.counters["stock-gems"]).toBeUndefined(); // another kind: not declared
  });
});

describe("restocks at check time", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());
  const withRestocks = (restocks: string, leader = "  leader: passes-clockwise\n") =>
    edit(edit(SHADOWS_YAML, "  turn-order: from-leader\n", `  turn-order: from-leader\n${leader}`), "\nkinds:\n", `\nkinds:\n  shop:\n    restocks: ${restocks}\n    fields: { restock: { type: map, keys: resources, values: { type: int } }, open-on: { type: list, of: { type: int } } }\n`);

  it("check clean with the kind's map and list fields, and are CS1014 at a wrong field or without the lead passing", async () => {
    game = makeGame(withRestocks("{ stock: restock, on: open-on, says: stocked }"));
    const r = await check(game);
    expect(r.out).not.toContain("error[");
    game.cleanup();
    game = makeGame(withRestocks("{ stock: open-on, on: open-on, says: stocked }"));
    await expectLocatedError(game, "CS1014", "open-on, on:", /`open-on` is not a map field of `shop`/);
    game.cleanup();
    game = makeGame(withRestocks("{ stock: restock, on: open-on, says: stocked }", ""));
    await expectLocatedError(game, "CS1014", "restocks:", /game turns are counted only when the lead passes/);
  });
});
