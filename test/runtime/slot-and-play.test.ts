/**
 * Two engine meanings a solo automaton's turn is written with: a noun meaning `slot <zone> <n>`
 * (the card at that place of a track nobody owns, runtime/core/meanings.ts) and a verb meaning
 * `play` (the acting player plays the card as from their hand: to its pile, then its effect), and
 * `announce` (a verb that only raises its `raises:` event on the card, for the rules to answer). A
 * toy table with a three-card track and a card whose effect gains a point; and the check-time
 * diagnostics of a slot noun.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { CompiledEffect, EffectApi, EffectContext, Ref } from "../../runtime/api.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { check, edit, expectLocatedError, makeGame, SHADOWS_YAML, type Game } from "../contract/helpers.ts";
import { toyRules } from "../support/toy-rules.ts";

interface SlotVerbs {
  play(ctx: EffectContext, a: { card: Ref }): void;
  ring(ctx: EffectContext, a: { card: Ref }): void;
}

const ZONES = [
  { name: "track", live: false, perPlayer: false },
  { name: "hand", live: false, perPlayer: true },
  { name: "pile", live: false, perPlayer: false },
];
const RULES: GameRules<EffectApi<SlotVerbs>> = {
  ...toyRules<GameRules<EffectApi<SlotVerbs>>>("slots", ZONES, { play: "play", ring: "announce" }),
  events: [{ name: "rung", respondable: false, raisedBy: ["ring"], args: ["on", "by"], payload: [] }],
  verbEvents: { ring: { event: "rung", on: "card" } },
  nouns: Object.assign(Object.create(null), {
    first: { kind: "slot", zone: "track", place: 1 },
    third: { kind: "slot", zone: "track", place: 3 },
    fourth: { kind: "slot", zone: "track", place: 4 },
  }),
  playedTo: "pile",
};

/** A card whose effect, played, gains its player a point. */
const GAIN_POINT: CompiledEffect<EffectApi<SlotVerbs>> = {
  abilities: [{ trigger: { kind: "play" }, limits: [], costs: [], text: "", run: (_rt, ctx) => table.gainPoint(ctx) }],
  modifiers: [],
  requires: null,
};
const CARDS = ["a", "b", "c"].map((id) => ({ id, kind: "thing", name: id.toUpperCase(), effect: GAIN_POINT }) as unknown as CatalogueCard);

class Track extends Engine<SlotVerbs> {
  readonly points = [0, 0];
  constructor() {
    super(RULES, new Catalogue(CARDS), { seed: 1, agents: [], resourceBounds: {}, counterBounds: {} });
    for (const name of ["Ann", "Bob"]) this.table.addPlayer(name, []);
    for (const id of ["a", "b", "c"]) this.table.create(id, "track", null);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  gainPoint(ctx: EffectContext): void {
    this.points[this.resolution(ctx).seat]++;
  }
  readonly hooks: GameHookSet<SlotVerbs> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
}
let table: Track;

const slot = (g: Track, ctx: EffectContext, noun: string) => g.rt.select(ctx, { noun, determiner: null, filters: [] }).map((r) => g.table.card(r.id).cardId);

describe("a slot noun and the play verb", () => {
  it("finds the card at its place of the track, which moves up as cards before it leave", () => {
    const g = (table = new Track());
    const ctx = g.context(0, null, "rule");
    expect([slot(g, ctx, "first"), slot(g, ctx, "third"), slot(g, ctx, "fourth")]).toEqual([["a"], ["c"], []]);
    g.table.move(g.table.zone("track", null)[0], "pile", null, { quiet: true });
    expect([slot(g, ctx, "first"), slot(g, ctx, "third")]).toEqual([["b"], []]);
  });

  it("plays a card from anywhere for the acting player: to its pile, its effect for them", () => {
    const g = (table = new Track());
    const ctx = g.context(1, null, "rule");
    const [third] = g.rt.select(ctx, { noun: "third", determiner: null, filters: [] });
    g.rt.verbs.play(ctx, { card: third });
    expect(g.points).toEqual([0, 1]);
    expect(g.table.zone("pile", null).map((uid) => g.table.card(uid).cardId)).toEqual(["c"]);
    expect(g.log.lines().some((l) => l.includes("Bob plays C"))).toBe(true);
  });
});

describe("an announce verb", () => {
  it("does nothing but say so and raise its event on the card, by the acting player", () => {
    const g = (table = new Track());
    const raised: string[] = [];
    const raise = g.raise.bind(g);
    g.raise = (name, args, payload, resolve) => {
      raised.push(`${name} on ${g.table.card(args.on.id).cardId} by ${args.by.id}`);
      raise(name, args, payload, resolve);
    };
    const [first] = g.rt.select(g.context(1, null, "rule"), { noun: "first", determiner: null, filters: [] });
    g.rt.verbs.ring(g.context(1, null, "rule"), { card: first });
    expect(raised).toEqual([`rung on a by ${g.playerRef(1).id}`]);
    expect(g.log.lines().at(-1)).toMatch(/A: rung$/);
    expect(g.table.zone("track", null).length).toBe(3);
  });

  it("is CS1014 when it declares no event to raise", async () => {
    const game = makeGame(edit(SHADOWS_YAML, "\nverbs:\n", "\nverbs:\n  ring: { means: announce, params: { card: { type: card, positional: true, required: true } } }\n"));
    try {
      await expectLocatedError(game, "CS1014", "means: announce", /does nothing but raise its event, and declares none/);
    } finally {
      game.cleanup();
    }
  });
});

describe("a slot noun at check time", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());
  const declared = (means: string, type = "card") => edit(SHADOWS_YAML, "\nnouns:\n", `\nnouns:\n  top-card: { type: ${type}, means: ${means} }\n`);

  it("checks clean on a zone nobody owns", async () => {
    game = makeGame(declared("slot market 1"));
    const r = await check(game);
    expect([r.exit, r.out]).toEqual([0, expect.stringContaining("no errors")]);
  });

  it("is CS1014 at an unknown zone, a zone each player has, place 0 or a noun that is no card", async () => {
    game = makeGame(declared("slot markt 1"));
    await expectLocatedError(game, "CS1014", "slot markt 1", /unknown zone `markt`/);
    game.cleanup();
    game = makeGame(declared("slot hand 1"));
    await expectLocatedError(game, "CS1014", "slot hand 1", /each player has a `hand`/);
    game.cleanup();
    game = makeGame(declared("slot market 0"));
    await expectLocatedError(game, "CS1014", "slot market 0", /places count from 1/);
    game.cleanup();
    game = makeGame(declared("slot market 1", "player"));
    await expectLocatedError(game, "CS1014", "slot market 1", /finds a card, but `top-card` is player/);
  });
});
