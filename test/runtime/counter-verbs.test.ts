/**
 * The engine's counter verbs `put-counters` and `remove-counters` (runtime/core/engine-verbs.ts): tokens on a card,
 * within the counter's declared bounds, the log showing each change. At check time their amount
 * is in counters only (CS1014 for a unit that is not one). A toy table: a Shrine card taking
 * `blessing` tokens (at most 2).
 */
import { afterEach, describe, expect, it } from "vitest";
import type { EffectApi, EffectContext, Ref } from "../../runtime/api.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { check, edit, makeGame, SHADOWS_YAML, type Game } from "../contract/helpers.ts";
import { toyRules } from "../support/toy-rules.ts";

type Amount = { amount: number; unit: string };
interface TokenVerbs {
  bless(ctx: EffectContext, a: { amount: Amount; on: Ref }): void;
  unbless(ctx: EffectContext, a: { amount: Amount; from: Ref }): void;
}

const RULES = toyRules<GameRules<EffectApi<TokenVerbs>>>("tokens", [{ name: "board", live: true, perPlayer: false }], { bless: "put-counters", unbless: "remove-counters" });

class Tokens extends Engine<TokenVerbs> {
  readonly shrine;
  constructor() {
    super(RULES, new Catalogue([{ id: "shrine", kind: "place", name: "Shrine" }] as unknown as CatalogueCard[]), { seed: 1, agents: [], resourceBounds: {}, counterBounds: { blessing: { min: 0, max: 2 } } });
    this.table.addPlayer("Ann", []);
    this.shrine = this.table.create("shrine", "board", null);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  readonly hooks: GameHookSet<TokenVerbs> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
}

describe("the counter verbs", () => {
  it("put tokens on a card and take them off, within the counter's bounds", () => {
    const g = new Tokens();
    const ctx = g.context(0, null, "rule");
    const on = g.cardRef(g.shrine.uid);
    g.rt.verbs.bless(ctx, { amount: { amount: 3, unit: "blessing" }, on });
    expect(g.shrine.counters.blessing).toBe(2); // at most 2
    g.rt.verbs.unbless(ctx, { amount: { amount: 1, unit: "blessing" }, from: on });
    expect(g.shrine.counters.blessing).toBe(1);
    g.rt.verbs.unbless(ctx, { amount: { amount: 5, unit: "blessing" }, from: on });
    expect(g.shrine.counters.blessing).toBe(0);
    expect(g.log.lines().filter((l) => l.includes("blessing"))).toEqual(["[setup] Shrine: blessing 0 → 2", "[setup] Shrine: blessing 2 → 1", "[setup] Shrine: blessing 1 → 0"]);
  });
});

describe("a counter verb at check time", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());

  it("is CS1014 when its amount is in something that is not a counter", async () => {
    game = makeGame(edit(SHADOWS_YAML, "\nverbs:\n", "\nverbs:\n  mark-up: { means: put-counters, params: { amount: { type: quantity, units: [gold], positional: true, required: true }, on: { type: card, required: true } } }\n"));
    const { exit, out } = await check(game);
    expect(exit).toBe(1);
    expect(out).toContain("error[CS1014]: `put-counters` works on counters, and `gold` is not one");
  });

  it("checks with counters", async () => {
    game = makeGame(edit(SHADOWS_YAML, "\nverbs:\n", "\nverbs:\n  mark-up: { means: put-counters, params: { amount: { type: quantity, units: [stun, progress], positional: true, required: true }, on: { type: card, required: true } } }\n"));
    const { out } = await check(game);
    expect(out).not.toContain("error[");
  });
});
