/**
 * A player's traits from the cards in front of them (game.yaml `types.player.traits-from: { zone,
 * kinds }`, runtime/core/meanings.ts): `you with Mage` holds for a player with a card of those
 * kinds carrying the trait in that zone of theirs. A toy table where Ann has a Mage sheet and a
 * Warrior note (a kind not named), Bob nothing; and the declaration's check-time diagnostics.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { EffectApi } from "../../runtime/api.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { check, edit, expectLocatedError, makeGame, SHADOWS_YAML, type Game } from "../contract/helpers.ts";
import { toyRules } from "../support/toy-rules.ts";

type Verbs = Record<string, never>;

const RULES: GameRules<EffectApi<Verbs>> = {
  ...toyRules<GameRules<EffectApi<Verbs>>>("player-traits", [{ name: "front", live: false, perPlayer: true }], {}),
  playerTraitsFrom: { zone: "front", kinds: ["sheet"] },
};
const CARDS = [
  { id: "mage-sheet", kind: "sheet", name: "Mage sheet", traits: ["Mage"] },
  { id: "warrior-note", kind: "note", name: "Warrior note", traits: ["Warrior"] },
] as unknown as CatalogueCard[];

class Toy extends Engine<Verbs> {
  constructor() {
    super(RULES, new Catalogue(CARDS), { seed: 1, agents: [], resourceBounds: {}, counterBounds: {} });
    for (const name of ["Ann", "Bob"]) this.table.addPlayer(name, []);
    this.table.create("mage-sheet", "front", 0);
    this.table.create("warrior-note", "front", 0);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  readonly hooks: GameHookSet<Verbs> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
}

describe("a player's traits from the cards in front of them", () => {
  it("are the traits of their cards of the kinds named, in the zone named", () => {
    const g = new Toy();
    const ctx = g.context(0, null, "rule");
    const [ann, bob] = [g.playerRef(0), g.playerRef(1)];
    expect([g.rt.is(ctx, ann, "Mage"), g.rt.is(ctx, ann, "Warrior"), g.rt.is(ctx, bob, "Mage")]).toEqual([true, false, false]);
    g.table.move(g.table.zone("front", 0)[0], "front", 1, { quiet: true });
    expect([g.rt.is(ctx, ann, "Mage"), g.rt.is(ctx, bob, "Mage")]).toEqual([false, true]);
  });
});

describe("traits-from at check time", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());
  const declared = (type: string, from: string) =>
    type === "player" ? edit(SHADOWS_YAML, "\n  player: {}\n", `\n  player: { traits-from: ${from} }\n`) : edit(SHADOWS_YAML, "\ntypes:\n", `\ntypes:\n  ${type}: { traits-from: ${from} }\n`);

  it("checks clean on the player type, a zone each player has and known kinds", async () => {
    game = makeGame(declared("player", "{ zone: hand, kinds: [hero] }"));
    const r = await check(game);
    expect([r.exit, r.out]).toEqual([0, expect.stringContaining("no errors")]);
  });

  it("is CS1010 at a zone nobody owns, an unknown kind, or on a type that is no player", async () => {
    game = makeGame(declared("player", "{ zone: market, kinds: [hero] }"));
    await expectLocatedError(game, "CS1010", "market, kinds", /`market` is a zone nobody owns/);
    game.cleanup();
    game = makeGame(declared("player", "{ zone: hand, kinds: [heroes] }"));
    await expectLocatedError(game, "CS1010", "heroes", /unknown kind `heroes`/);
    game.cleanup();
    game = makeGame(declared("token", "{ zone: hand, kinds: [hero] }"));
    await expectLocatedError(game, "CS1010", "{ zone: hand, kinds: [hero] }", /`token` is no player/);
  });
});
