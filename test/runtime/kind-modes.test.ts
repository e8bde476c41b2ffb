/**
 * Kinds of card used only in some modes (game.yaml's kind `modes: [...]`): the engine's
 * kindInMode answers from the mode a game is played in, and setOutStarting leaves a kind its mode
 * does not use out of the zones that start with it (and, with `keep`, the cards the game leaves
 * out). At check time a mode not declared is CS1014 at its place. A toy table whose `sheets` zone
 * starts with a `rule` (every mode) and a `help` kind (solo only); a `Duo` trait (basic only)
 * keeps its rule card out of a solo game.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { EffectApi } from "../../runtime/api.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import { cardInMode, kindInMode } from "../../runtime/core/kind-modes.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { setOutStarting } from "../../runtime/core/starting-cards.ts";
import { check, edit, expectLocatedError, makeGame, SHADOWS_YAML, type Game } from "../contract/helpers.ts";
import { toyRules } from "../support/toy-rules.ts";

type R = EffectApi<object>;
const RULES: GameRules<R> = {
  ...toyRules<GameRules<R>>("sheets", [{ name: "sheets", perPlayer: true, live: false, startsWith: ["rule", "help"] }], {}),
  kindModes: Object.assign(Object.create(null) as Record<string, readonly string[]>, { help: ["solo"] }),
  traitModes: Object.assign(Object.create(null) as Record<string, readonly string[]>, { Duo: ["basic"] }),
};
const CARDS = [
  { id: "turn-rule", kind: "rule", name: "Turn Rule" },
  { id: "duo-rule", kind: "rule", name: "Duo Rule", traits: ["Duo"] },
  { id: "helper", kind: "help", name: "Helper" },
  { id: "advice", kind: "help", name: "Advice" },
] as unknown as CatalogueCard[];

class Sheets extends Engine<object> {
  constructor(mode: string) {
    super(RULES, new Catalogue(CARDS), { seed: 1, agents: [], resourceBounds: {}, counterBounds: {}, mode });
    this.table.addPlayer("Ann", []);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  readonly hooks: GameHookSet<object> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
}

const sheet = (g: Sheets) => g.table.inZone("sheets", 0).map((i) => i.cardId);

describe("kinds used in some modes", () => {
  it("are in play only in their modes; a kind with no modes in every mode", () => {
    const [basic, solo] = [new Sheets("basic"), new Sheets("solo")];
    expect([kindInMode(basic, "rule"), kindInMode(basic, "help"), kindInMode(solo, "help")]).toEqual([true, false, true]);
  });

  it("are set out by starts-with only in their modes, and a game may keep fewer cards", () => {
    const [basic, solo, kept] = [new Sheets("basic"), new Sheets("solo"), new Sheets("solo")];
    setOutStarting(basic, 0);
    setOutStarting(solo, 0);
    setOutStarting(kept, 0, (card) => card.id !== "advice");
    expect([sheet(basic), sheet(solo), sheet(kept)]).toEqual([["turn-rule", "duo-rule"], ["turn-rule", "helper", "advice"], ["turn-rule", "helper"]]);
  });

  it("leave out a card one of its traits' modes leaves out, whatever its kind", () => {
    const [basic, solo] = [new Sheets("basic"), new Sheets("solo")];
    const inMode = (g: Sheets) => CARDS.filter((c) => cardInMode(g, c)).map((c) => c.id);
    expect([inMode(basic), inMode(solo)]).toEqual([["turn-rule", "duo-rule"], ["turn-rule", "helper", "advice"]]);
  });
});

describe("a kind's modes at check time", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());
  const PLAYERS = "players: { min: 2, max: 3 }\n";
  const withKindModes = (modes: string) =>
    edit(edit(SHADOWS_YAML, PLAYERS, `${PLAYERS}modes:\n  basic: { players: { min: 2, max: 3 } }\n  duel: { players: { min: 2, max: 2 } }\n`), "\nkinds:\n", `\nkinds:\n  banner:\n    modes: [${modes}]\n    fields: { effect: { type: effect } }\n`);

  it("checks clean when it names declared modes", async () => {
    game = makeGame(withKindModes("duel"));
    const r = await check(game);
    expect([r.exit, r.out]).toEqual([0, expect.stringContaining("no errors")]);
  });

  it("is CS1014 at a mode not declared", async () => {
    game = makeGame(withKindModes("duel, dual"));
    await expectLocatedError(game, "CS1014", "dual]", /no mode `dual` is declared/);
  });

  it("is CS1014 at a trait's mode not declared; a tag with modes is not unused", async () => {
    const withTraitModes = (modes: string) => edit(withKindModes("duel"), "\ntraits:\n", `\ntraits:\n  Pairs: { means: tag, modes: [${modes}] }\n`);
    game = makeGame(withTraitModes("duel"));
    const r = await check(game);
    expect([r.exit, r.out]).toEqual([0, expect.stringContaining("no errors")]);
    expect(r.out).not.toContain("Pairs");
    game.cleanup();
    game = makeGame(withTraitModes("basic, duet"));
    await expectLocatedError(game, "CS1014", "duet]", /no mode `duet` is declared/);
  });
});
