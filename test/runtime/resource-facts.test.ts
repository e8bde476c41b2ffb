/**
 * Facts about who holds a resource (runtime/core/resource-facts.ts): `someone-has <resource>`
 * holds once a player taking turns has some; `goal <resource>` too, but in a team game only once
 * every one of them has. A toy table of Ann, Bob and a Ghost its cards play (it takes no turns).
 */
import { afterEach, describe, expect, it } from "vitest";
import type { EffectApi } from "../../runtime/api.ts";
import { Catalogue } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { playAsTeam } from "../../runtime/core/team-play.ts";
import { check, edit, expectLocatedError, makeGame, SHADOWS_YAML, type Game } from "../contract/helpers.ts";
import { toyRules } from "../support/toy-rules.ts";

const RULES: GameRules<EffectApi<object>> = {
  ...toyRules<GameRules<EffectApi<object>>>("toy-crown", [], {}),
  facts: Object.assign(Object.create(null), {
    crowned: { kind: "someone-has", resource: "crown" },
    "all-crowned": { kind: "goal", resource: "crown" },
  }),
};

class ToyCrown extends Engine<object> {
  constructor(mode?: string) {
    super(RULES, new Catalogue([]), { seed: 1, agents: [], mode, resourceBounds: {}, counterBounds: {} });
    for (const name of ["Ann", "Bob", "Ghost"]) this.table.addPlayer(name, ["crown"]);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  override seatsTakingTurns(): number[] {
    return [0, 1];
  }
  hooks: GameHookSet<object> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
  holds(fact: string): boolean {
    return this.rt.fact(this.context(0, null, "rule"), fact);
  }
  crown(seat: number): void {
    this.table.players[seat].resources.crown = 1;
  }
}

describe("facts of who holds a resource", () => {
  it("`someone-has` and `goal` hold once a player taking turns has some, the seat taking none aside", () => {
    const g = new ToyCrown();
    g.crown(2);
    expect([g.holds("crowned"), g.holds("all-crowned")]).toEqual([false, false]);
    g.crown(1);
    expect([g.holds("crowned"), g.holds("all-crowned")]).toEqual([true, true]);
  });

  it("in a team game, `goal` holds only once every player taking turns has some", () => {
    const g = new ToyCrown("team");
    playAsTeam(g, [{ name: "team", players: { min: 2, max: 2 }, team: {} }], [0, 1]);
    g.crown(1);
    expect([g.holds("crowned"), g.holds("all-crowned")]).toEqual([true, false]);
    g.crown(0);
    expect(g.holds("all-crowned")).toBe(true);
  });
});

describe("`someone-has` and `goal` at check time", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());
  const fact = (means: string) => edit(SHADOWS_YAML, "\nfacts:\n", `\nfacts:\n  crowned: { means: ${means} }\n`);

  it("check clean at a declared resource; CS1014 at one not declared", async () => {
    game = makeGame(fact("goal gold"));
    expect((await check(game)).out).toContain("no errors");
    game.cleanup();
    game = makeGame(fact("someone-has glod"));
    await expectLocatedError(game, "CS1014", "someone-has glod", /unknown resource `glod`/);
  });
});
