/**
 * A noun meaning `union <noun>...` (runtime/core/meanings.ts): what each of the nouns stands for,
 * one after another (Legacy of Thracks' `figure`: a Hero or a Lost Soul). On a toy table of three
 * players, the union of `you` and `opponents`; and its check-time diagnostics.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { EffectApi } from "../../runtime/api.ts";
import { Catalogue } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { check, edit, expectLocatedError, makeGame, SHADOWS_YAML, type Game } from "../contract/helpers.ts";
import { toyRules } from "../support/toy-rules.ts";

const RULES: GameRules<EffectApi<object>> = {
  ...toyRules<GameRules<EffectApi<object>>>("toy-union", [], {}),
  nouns: Object.assign(Object.create(null), {
    you: { kind: "you" },
    opponents: { kind: "opponents" },
    "you-first": { kind: "union", of: ["you", "opponents"] },
    "you-last": { kind: "union", of: ["opponents", "you"] },
  }),
};

class Table extends Engine<object> {
  constructor() {
    super(RULES, new Catalogue([]), { seed: 1, agents: [], resourceBounds: {}, counterBounds: {} });
    for (const name of ["Ann", "Bob", "Cy"]) this.table.addPlayer(name, []);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  readonly hooks: GameHookSet<object> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
}

describe("a noun meaning `union`", () => {
  it("stands for what each noun stands for, in the order the nouns are named", () => {
    const g = new Table();
    const seats = (seat: number, noun: string) => g.rt.select(g.context(seat, null, "rule"), { noun, determiner: null, filters: [] }).map((r) => g.seatOfId(r.id));
    expect(seats(1, "you-first")).toEqual([1, 0, 2]);
    expect(seats(1, "you-last")).toEqual([0, 2, 1]);
  });
});

describe("`union` at check time", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());
  const declared = (means: string, type = "entity") => edit(SHADOWS_YAML, "\nnouns:\n", `\nnouns:\n  either: { type: ${type}, means: ${means} }\n`);

  it("checks clean over nouns of its type or a subtype", async () => {
    game = makeGame(declared("union hero monster"));
    const r = await check(game);
    expect([r.exit, r.out]).toEqual([0, expect.stringContaining("no errors")]);
  });

  it("is CS1014 at an unknown noun, a noun of another type, or a union of unions", async () => {
    game = makeGame(declared("union hero monstr"));
    await expectLocatedError(game, "CS1014", "union hero monstr", /unknown noun `monstr`/);
    game.cleanup();
    game = makeGame(declared("union hero you"));
    await expectLocatedError(game, "CS1014", "union hero you", /`you` is player, not entity/);
    game.cleanup();
    game = makeGame(declared("union either hero"));
    await expectLocatedError(game, "CS1014", "union either hero", /`either` is itself a union/);
  });
});
