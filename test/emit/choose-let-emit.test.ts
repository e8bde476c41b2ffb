/**
 * A `choose one` option that starts with a `let` choosing one thing is offered only when that
 * `let` finds something: the emitter passes, per option, whether the selector has candidates,
 * and the engine leaves out the options that find nothing.
 */
import { describe, expect, it } from "vitest";
import { emitGame } from "../../compiler/emit/emit-game.ts";
import { RandomAgent } from "../../runtime/core/agents.ts";
import { Fizzle } from "../../runtime/core/effect-host.ts";
import { EloGame } from "../../cards/elo-darkness/runtime/game.ts";
import { game } from "./fixture.ts";
import { inlineHoisted } from "./helpers.ts";

const emitted = (effect: string) => {
  const files = emitGame(game({ "skills/guarded.yaml": [{ id: "guarded", name: "Guarded", kind: "skill", initiative: [1], effect }] }));
  return inlineHoisted(files.get("cards/skills/guarded.ts")!).replace(/\s+/g, " ");
};

describe("`choose one` with an option led by a `let`", () => {
  it("passes, for each option, whether its leading `let` finds anything", () => {
    const code = emitted(["choose one:", "  let T = a target", "  deal 1 damage to T", "or: gain 1 gold"].join("\n"));
    expect(code).toContain('rt.chooseOption(ctx, ["let T = a target; deal 1 damage to T", "gain 1 gold"], undefined, [rt.count(ctx, { noun: "target", determiner: "a", filters: [] }) > 0, true])');
  });

  it("leaves the call as it was when no option starts with a `let` that chooses", () => {
    const code = emitted(["choose one:", "  let X = 2", "  gain X gold", "or: gain 1 gold"].join("\n"));
    expect(code).toContain('rt.chooseOption(ctx, ["let X = 2; gain X gold", "gain 1 gold"]))');
  });
});

describe("the engine's `choose one`", () => {
  const g = new EloGame({ seed: 2, agents: [new RandomAgent(1), new RandomAgent(2)] });
  g.procedures.setup();
  const ctx = g.context(0, null, "heroes-level-up");

  it("offers only the options that find something: one left is taken without asking", () => {
    expect(g.rt.chooseOption(ctx, ["buy", "sell", "done"], undefined, [false, false, true])).toBe(2);
    expect(g.rt.chooseOption(ctx, ["buy", "sell", "done"], undefined, [false, true, false])).toBe(1);
    expect(g.log.lines().at(-1)).toMatch(/chooses sell$/);
  });

  it("with no option to take, the effect stops", () => {
    expect(() => g.rt.chooseOption(ctx, ["buy", "sell"], undefined, [false, false])).toThrow(Fizzle);
  });
});
