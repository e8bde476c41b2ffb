/**
 * A fact meaning `leads` (runtime/core/meanings.ts): the acting player leads the round, which in a
 * game whose rounds are each one player's turn says it is their turn. On a toy table of two
 * players whose lead passes; and the fact at check time.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { EffectApi } from "../../runtime/api.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { check, edit, makeGame, SHADOWS_YAML, type Game } from "../contract/helpers.ts";
import { toyRules } from "../support/toy-rules.ts";
import { ToyTable } from "../support/toy-table.ts";

const RULES: GameRules<EffectApi<object>> = {
  ...toyRules<GameRules<EffectApi<object>>>("toy-turns", [], {}),
  facts: Object.assign(Object.create(null), { "own-turn": { kind: "leads" } }),
};

class Turns extends ToyTable<object> {
  constructor() {
    super(RULES);
  }
}

describe("a fact meaning `leads`", () => {
  it("holds for the player who leads the round, and follows the lead", () => {
    const g = new Turns();
    const leading = () => [0, 1].filter((seat) => g.rt.fact(g.context(seat, null, "rule"), "own-turn"));
    expect(leading()).toEqual([0]);
    g.leader = 1;
    expect(leading()).toEqual([1]);
  });
});

describe("`leads` at check time", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());

  it("checks clean as a fact's meaning", async () => {
    game = makeGame(edit(SHADOWS_YAML, "\nfacts:\n", "\nfacts:\n  own-turn: { means: leads }\n"));
    const r = await check(game);
    expect([r.exit, r.out]).toEqual([0, expect.stringContaining("no errors")]);
  });
});
