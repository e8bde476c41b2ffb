/**
 * Effects that pass every check must still end and stay finite in play: `repeat while` stops
 * after a bound number of passes (logged as a runaway stop) and a division by a computed 0 is 0.
 * What can be seen at check time (a literal 0 divisor, a condition that never changes) is an error.
 */
import { afterEach, describe, expect, it } from "vitest";
import { quotient, type EffectContext } from "../../runtime/api.ts";
import { Decider } from "../../runtime/core/decisions.ts";
import { EffectHost, MAX_REPEAT_PASSES, type GameHooks } from "../../runtime/core/effect-host.ts";
import { GameLog } from "../../runtime/core/log.ts";
import { Rng } from "../../runtime/core/rng.ts";
import { check, makeGame, position, SHADOWS_YAML, type Game } from "../contract/helpers.ts";

const ctx = (): EffectContext => ({ cardId: "looping-card", card: { id: "c1", type: "card" }, controller: { id: "player@0", type: "player" }, event: null });

describe("repeat while at run time", () => {
  it("stops after MAX_REPEAT_PASSES passes of one effect and logs a runaway stop", () => {
    const log = new GameLog();
    const host = new EffectHost({} as GameHooks<object>, new Decider([], log), new Rng(1), log);
    const c = ctx();
    let passes = 1; // the body runs once before the condition is first read
    while (host.again(c)) passes++;
    expect(passes).toBe(MAX_REPEAT_PASSES);
    expect(log.lines().join("\n")).toContain("runaway stop: looping-card repeated");
    expect(host.again(c)).toBe(false);
    // Another effect (its own context) starts from zero.
    expect(host.again(ctx())).toBe(true);
  });
});

describe("division at run time", () => {
  it("rounds down, and x / 0 is 0", () => {
    expect(quotient(7, 2)).toBe(3);
    expect(quotient(-7, 2)).toBe(-4);
    expect(quotient(5, 0)).toBe(0);
    expect(quotient(0, 0)).toBe(0);
  });
});

describe("at check time", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());
  const skill = (effect: string) => `id: probe-skill\nname: Probe\nkind: skill\ninitiative: [2]\neffect: |\n  ${effect}\n`;

  it("a literal 0 divisor is CS4023 at the 0", async () => {
    game = makeGame(SHADOWS_YAML, { "p.yaml": skill("gain 1 / 0 shadow-stones") });
    const { exit, out } = await check(game);
    expect(exit).toBe(1);
    expect(out).toContain("error[CS4023]: division by 0");
    expect(out).toContain(position(game, "p.yaml", "0 shadow"));
  });

  for (const condition of ["true", "1 < 2", "not false"]) {
    it(`repeat while ${condition} is CS4024 at the condition`, async () => {
      game = makeGame(SHADOWS_YAML, { "p.yaml": skill(`repeat while ${condition}: gain 1 gold`) });
      const { exit, out } = await check(game);
      expect(exit).toBe(1);
      expect(out).toContain("error[CS4024]");
      expect(out).toContain(position(game, "p.yaml", condition));
    });
  }

  it("repeat while a fact or a count is fine", async () => {
    game = makeGame(SHADOWS_YAML, { "p.yaml": skill("repeat while count cards in your hand > 2: gain 1 gold") });
    const { exit, out } = await check(game);
    expect(out).not.toContain("error[");
    expect(exit).toBe(0);
  });
});
