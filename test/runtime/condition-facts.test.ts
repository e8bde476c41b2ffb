/**
 * Facts declared as a condition of the effect language (`means: condition`, `if:`, `on:`;
 * compiler/vocab/check-fact-conditions.ts, runtime/core/condition-facts.ts): on a toy table the
 * engine judges the condition as the acting player, in the context it is asked in, and a condition
 * reading something missing does not hold; at check time the condition is checked where it stands.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { EffectApi, EffectContext } from "../../runtime/api.ts";
import { Fizzle } from "../../runtime/core/effect-host.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { check, edit, expectLocatedError, makeGame, SHADOWS_YAML, type Game } from "../contract/helpers.ts";
import { toyRules } from "../support/toy-rules.ts";
import { ToyTable } from "../support/toy-table.ts";

type Rt = EffectApi<object>;
// What the compiler emits for `if: "gold >= 3"` and for `if: "strength of attacker >= 2"` (a missing attacker fizzles).
const rich = (rt: Rt, ctx: EffectContext) => rt.property(ctx, "gold", null) >= 3;
const strongAttacker = (_rt: Rt, ctx: EffectContext) => {
  if (!ctx.event) throw new Fizzle("no attacker");
  return (ctx.event.payload.strength as number) >= 2;
};

const RULES: GameRules<Rt> = {
  ...toyRules<GameRules<Rt>>("toy-conditions", [], {}),
  nouns: Object.assign(Object.create(null), { player: { kind: "players" } }),
  facts: Object.assign(Object.create(null), { rich: { kind: "condition", holds: rich }, "strong-attacker": { kind: "condition", holds: strongAttacker } }),
};

class Table extends ToyTable<object> {
  constructor() {
    super(RULES);
  }
}

describe("a fact meaning `condition`", () => {
  it("is judged as the acting player, and follows the table", () => {
    const g = new Table();
    g.table.addResource(g.table.players[1], "gold", 3);
    const rich = () => [0, 1].filter((seat) => g.rt.fact(g.context(seat, null, "rule"), "rich"));
    expect(rich()).toEqual([1]);
    g.table.addResource(g.table.players[0], "gold", 5);
    g.table.addResource(g.table.players[1], "gold", -1);
    expect(rich()).toEqual([0]);
  });

  it("reads the context's event, and does not hold when what it reads is missing", () => {
    const g = new Table();
    const asked = (strength: number | null) => {
      const ctx = g.context(0, null, "rule");
      const event = strength === null ? null : { name: "attacked", args: {}, payload: { strength } };
      return g.rt.fact({ ...ctx, event } as EffectContext, "strong-attacker");
    };
    expect([asked(3), asked(1), asked(null)]).toEqual([true, false, false]);
  });
});

describe("players filtered `with` a resource", () => {
  it("are those who have some of it", () => {
    const g = new Table();
    const ctx = g.context(0, null, "rule");
    const withGold = () => g.rt.count(ctx, { noun: "player", determiner: "each", filters: [{ with: "gold" }] });
    const withoutGold = () => g.rt.count(ctx, { noun: "player", determiner: "each", filters: [{ without: "gold" }] });
    expect([withGold(), withoutGold()]).toEqual([0, 2]);
    g.table.addResource(g.table.players[1], "gold", 2);
    expect([withGold(), withoutGold()]).toEqual([1, 1]);
  });
});

describe("condition facts at check time", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());
  const withFacts = (lines: string) => edit(SHADOWS_YAML, "\nfacts:\n", `\nfacts:\n${lines}`);

  it("checks clean, reading resources, other facts and the `on:` event's nouns", async () => {
    game = makeGame(withFacts('  rich: { means: condition, if: "gold >= 3 and not used-as-response" }\n  hit-hard: { means: condition, on: attacked, if: "attacker is hero and amount >= 2" }\n'));
    const r = await check(game);
    expect([r.exit, r.out]).toEqual([0, expect.stringContaining("no errors")]);
  });

  it("accepts players filtered `with` a resource, and still refuses an unknown one", async () => {
    game = makeGame(withFacts('  gilded: { means: condition, if: "count players with gold > 1" }\n'));
    const r = await check(game);
    expect([r.exit, r.out]).toEqual([0, expect.stringContaining("no errors")]);
    game.cleanup();
    game = makeGame(withFacts('  gilded: { means: condition, if: "count players with gould > 1" }\n'));
    await expectLocatedError(game, "CS4002", "gould", /unknown trait `gould`/);
  });

  it("reports an unknown name inside the condition, where it stands", async () => {
    game = makeGame(withFacts('  rich: { means: condition, if: "golld >= 3" }\n'));
    await expectLocatedError(game, "CS4016", "golld", /unknown name `golld`/);
  });

  it("reports an event's noun read without `on:` that event", async () => {
    game = makeGame(withFacts('  hit-hard: { means: condition, if: "attacker is hero" }\n'));
    await expectLocatedError(game, "CS4014", "attacker is hero", /attacker/);
  });

  it("reports a missing `if:`, `if:` on another meaning, and an unknown `on:` event", async () => {
    game = makeGame(withFacts("  rich: { means: condition }\n"));
    await expectLocatedError(game, "CS1014", "condition }", /means a condition but says none/);
    game.cleanup();
    game = makeGame(withFacts('  rich: { means: hook, if: "gold >= 3" }\n'));
    await expectLocatedError(game, "CS1014", "if: \"gold", /belongs to a fact meaning `condition`/);
    game.cleanup();
    game = makeGame(withFacts('  rich: { means: condition, on: atacked, if: "gold >= 3" }\n'));
    await expectLocatedError(game, "CS1014", "atacked", /unknown event `atacked`/);
  });

  it("reports a fact defined through itself", async () => {
    game = makeGame(withFacts('  rich: { means: condition, if: "gold >= 3 and wealthy" }\n  wealthy: { means: condition, if: "rich" }\n'));
    await expectLocatedError(game, "CS4016", "gold >= 3 and wealthy", /defined through itself/);
  });
});
