/**
 * Nouns of the seats by whether they take turns (runtime/core/seat-nouns.ts): `seats taking-turns`,
 * `seats taking-no-turns`, `seats all`, `seats first` and `seats before-you`. A toy table of four seats, Ann, Bob, Cleo and a
 * Ghost the game's cards play: the Ghost (seat 3) takes no turns unless the game says all do.
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
  ...toyRules<GameRules<EffectApi<object>>>("toy-seats", [], {}),
  nouns: Object.assign(Object.create(null), {
    taker: { kind: "seats", which: "taking-turns" },
    ghost: { kind: "seats", which: "taking-no-turns" },
    before: { kind: "seats", which: "before-you" },
    seated: { kind: "seats", which: "all" },
    first: { kind: "seats", which: "first" },
  }),
};

class ToySeats extends Engine<object> {
  ghostPlays = false;
  constructor() {
    super(RULES, new Catalogue([]), { seed: 1, agents: [], resourceBounds: {}, counterBounds: {} });
    for (const name of ["Ann", "Bob", "Cleo", "Ghost"]) this.table.addPlayer(name, []);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  override seatsTakingTurns(): number[] {
    return this.ghostPlays ? [3, 0, 1, 2] : [2, 0, 1]; // the order the game hands them over in is not seat order
  }
  hooks: GameHookSet<object> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
}

const names = (g: ToySeats, seat: number, noun: string) =>
  g.rt.select(g.context(seat, null, "rule"), { noun, determiner: null, filters: [] }).map((r) => g.seatName(g.seatOfId(r.id)!));

describe("nouns of the seats taking turns and taking none", () => {
  it("`seats taking-turns` are the seats the lead passes among, in seat order; `taking-no-turns` the others; `all` every seat", () => {
    const g = new ToySeats();
    expect(names(g, 0, "taker")).toEqual(["Ann", "Bob", "Cleo"]);
    expect(names(g, 0, "ghost")).toEqual(["Ghost"]);
    expect(names(g, 0, "seated")).toEqual(["Ann", "Bob", "Cleo", "Ghost"]);
    g.ghostPlays = true;
    expect(names(g, 0, "taker")).toEqual(["Ann", "Bob", "Cleo", "Ghost"]);
    expect(names(g, 0, "ghost")).toEqual([]);
  });

  it("`seats first` is the first seat, for every seat asking, whether it takes turns or not", () => {
    const g = new ToySeats();
    expect(names(g, 2, "first")).toEqual(["Ann"]);
    expect(names(g, 3, "first")).toEqual(["Ann"]);
    g.ghostPlays = true;
    expect(names(g, 1, "first")).toEqual(["Ann"]);
  });

  it("`seats before-you` is the seat taking turns before yours, the last for the first; none for a seat taking no turns", () => {
    const g = new ToySeats();
    expect(names(g, 1, "before")).toEqual(["Ann"]);
    expect(names(g, 0, "before")).toEqual(["Cleo"]); // the Ghost is passed over
    expect(names(g, 3, "before")).toEqual([]);
    g.ghostPlays = true;
    expect(names(g, 0, "before")).toEqual(["Ghost"]);
  });
});

describe("`seats <which>` at check time", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());
  const noun = (means: string, type = "player") => edit(SHADOWS_YAML, "\nnouns:\n", `\nnouns:\n  side: { type: ${type}, means: ${means} }\n`);

  it("checks clean on a player noun; CS1014 at unknown seats or a noun that is no player", async () => {
    game = makeGame(noun("seats taking-no-turns"));
    expect((await check(game)).out).toContain("no errors");
    game.cleanup();
    game = makeGame(noun("seats taking-turn"));
    await expectLocatedError(game, "CS1014", "seats taking-turn }", /`seats taking-turn`: unknown seats/);
    game.cleanup();
    game = makeGame(noun("seats before-you", "card"));
    await expectLocatedError(game, "CS1014", "seats before-you }", /`means: seats` stands for players, but `side` is card/);
  });
});
