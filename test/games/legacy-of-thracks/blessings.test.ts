/**
 * After a battle each side may apply the blessing of one battle card it revealed (the engine's
 * applyOneCardField over the `battle` zone's `blessing:` fields), or none.
 */
import { describe, expect, it } from "vitest";
import { newGame } from "../../../cards/legacy-of-thracks/runtime/index.ts";
import type { Agent, Decision } from "../../../runtime/core/agents.ts";
import { applyOneCardField } from "../../../runtime/core/card-fields.ts";

/** Answers every question with the option at `index` (0 is "none" for a blessing). */
const always = (index: number): Agent => ({ name: `option ${index}`, decide: (d: Decision) => Math.min(index, (d.count ?? d.options.length) - 1) });

function withBattleCards(answer: number) {
  const g = newGame({ seed: 3, mode: "basic", agents: [always(answer), always(answer)] });
  for (const id of ["iron-guard", "mana-ward"]) g.table.create(id, "battle", 0);
  return g;
}

describe("a blessing after a battle", () => {
  it("runs the chosen card's blessing for its player, and only that one", () => {
    const g = withBattleCards(2); // none, Iron Guard, Mana Ward: Mana Ward
    const [gold, mana] = [g.res(0, "gold"), g.res(0, "mana")];
    applyOneCardField(g, 0, "battle", "blessing");
    expect(g.res(0, "mana")).toBe(mana + 3);
    expect(g.res(0, "gold")).toBe(gold);
    expect(g.log.lines()).toContainEqual(expect.stringContaining("applies the blessing of Mana Ward"));
  });

  it("may apply none", () => {
    const g = withBattleCards(0);
    const [gold, mana] = [g.res(0, "gold"), g.res(0, "mana")];
    applyOneCardField(g, 0, "battle", "blessing");
    expect([g.res(0, "gold"), g.res(0, "mana")]).toEqual([gold, mana]);
  });
});
