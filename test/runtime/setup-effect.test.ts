/**
 * A setup written partly in the effect language (game.yaml `procedure.setup: { first: hook,
 * effect }`): the engine's `setup` procedure runs the game's hook, then the effect as the first
 * player in turn order (runtime/core/engine.ts). On a toy table whose hook seats two players and
 * whose effect gives each a coin; and at check time, where the effect is checked at its place.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { EffectApi, EffectContext } from "../../runtime/api.ts";
import { Catalogue } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { check, edit, expectLocatedError, makeGame, SHADOWS_YAML, type Game } from "../contract/helpers.ts";
import { toyRules } from "../support/toy-rules.ts";

type Verbs = Record<string, never>;

/** What happened, in order: the hook seating players, then the effect, by the player it ran as. */
const happened: string[] = [];

const RULES: GameRules<EffectApi<Verbs>> = {
  ...toyRules<GameRules<EffectApi<Verbs>>>("setup-effect", [], {}),
  setupEffect: (rt, ctx: EffectContext) => {
    happened.push(`effect as seat ${table.resolution(ctx).seat}, ${table.table.players.length} players`);
    rt.eachPlayer(ctx, { noun: "players", determiner: null, filters: [] }, (each) => happened.push(`coin for seat ${table.resolution(each).seat}`));
  },
  nouns: Object.assign(Object.create(null), { players: { kind: "players" } }),
};

class Toy extends Engine<Verbs> {
  constructor() {
    super(RULES, new Catalogue([]), { seed: 1, agents: [], resourceBounds: {}, counterBounds: {} });
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  readonly hooks: GameHookSet<Verbs> = {
    nouns: {},
    facts: {},
    verbs: {},
    procedures: {
      setup: () => {
        for (const name of ["Ann", "Bob"]) this.table.addPlayer(name, []);
        happened.push("hook");
      },
    },
  };
}
let table: Toy;

describe("a setup effect", () => {
  it("runs after the setup hook, as the first player, each player in turn", () => {
    happened.length = 0;
    table = new Toy();
    table.procedures.setup();
    expect(happened).toEqual(["hook", "effect as seat 0, 2 players", "coin for seat 0", "coin for seat 1"]);
  });
});

describe("a setup effect at check time", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());
  const declared = (effect: string) => edit(SHADOWS_YAML, "\n  setup: hook\n", `\n  setup:\n    first: hook\n    effect: |\n      ${effect}\n`);

  it("checks clean, its words the game's", async () => {
    game = makeGame(declared("each player: gain 1 gold"));
    const r = await check(game);
    expect([r.exit, r.out]).toEqual([0, expect.stringContaining("no errors")]);
  });

  it("is checked at its place: a resource the game does not have is an error there", async () => {
    game = makeGame(declared("each player: gain 1 silver"));
    await expectLocatedError(game, "CS4008", "silver", /counts `gold` or `experience` or `shadow-stones`, not `silver`/);
  });
});
