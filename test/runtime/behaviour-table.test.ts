/**
 * Behaviour tables (runtime/core/behaviour.ts): an enemy no player runs carries its decisions as a
 * `behaviour` field of effects, the rows, and a verb meaning `behave` does the first row whose
 * requirement holds. On a toy game written for this test: a Sentry whose first row (shout) needs
 * an `alert` counter, whose second (patrol) always applies; and a Statue none of whose rows can.
 * At check time, a `behave` verb in a game whose kinds hold no table is CS1014.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { Ability, CompiledEffect, EffectApi, EffectContext, Ref } from "../../runtime/api.ts";
import { behave } from "../../runtime/core/behaviour.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { check, edit, makeGame, position, SHADOWS_YAML, type Game } from "../contract/helpers.ts";
import { toyRules } from "../support/toy-rules.ts";

interface SentryVerbs {
  act(ctx: EffectContext, a: { card: Ref }): void;
  wake(ctx: EffectContext, a: { card: Ref }): void;
  say(ctx: EffectContext, a: { word: string }): void;
}
type R = EffectApi<SentryVerbs>;

const RULES = toyRules<GameRules<R>>(
  "sentry",
  [
    { name: "post", live: true, perPlayer: false },
    { name: "rubble", live: false, perPlayer: false },
  ],
  { act: "behave", wake: "activate", say: "hook" },
  { events: [{ name: "waking", respondable: true, raisedBy: ["wake"], args: ["on"], payload: [] }] },
);

/** One row: its requirement (null: always) and the word it says. */
function row(word: string, requires: ((rt: R, ctx: EffectContext) => boolean) | null): CompiledEffect<R> {
  const ability: Ability<R> = { trigger: { kind: "play" }, limits: [], costs: [], run: (rt: R, ctx: EffectContext) => rt.verbs.say(ctx, { word }) } as unknown as Ability<R>;
  return { abilities: [ability], modifiers: [], requires };
}
const alerted = (rt: R, ctx: EffectContext) => rt.property(ctx, "alert", ctx.card) > 0;

const CARDS = [
  { id: "sentry", kind: "guard", name: "Sentry", behaviour: [row("shout", alerted), row("patrol", null)] },
  { id: "statue", kind: "guard", name: "Statue", behaviour: [row("wake", () => false)] },
] as unknown as CatalogueCard[];

class Sentries extends Engine<SentryVerbs> {
  readonly said: string[] = [];
  constructor() {
    super(RULES, new Catalogue(CARDS), { seed: 1, agents: [], resourceBounds: {}, counterBounds: {} });
    this.table.addPlayer("Ann", []);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  readonly hooks: GameHookSet<SentryVerbs> = { nouns: {}, facts: {}, verbs: { say: (ctx, a) => void this.said.push(`${ctx.card.id} ${a.word}`) }, procedures: {} };
}

describe("a behaviour table", () => {
  it("does the first row whose requirement holds, the card acting as itself", () => {
    const g = new Sentries();
    const sentry = g.table.create("sentry", "post", null);
    const ctx = g.context(0, null, "rule");
    expect(behave(g, ctx, g.cardRef(sentry.uid))).toBe(1);
    g.table.setCounter(sentry, "alert", 1);
    expect(behave(g, ctx, g.cardRef(sentry.uid))).toBe(0);
    expect(g.said).toEqual([`${sentry.uid} patrol`, `${sentry.uid} shout`]);
    expect(g.log.lines().filter((l) => l.includes("behaviour table"))).toEqual(["[setup] Sentry follows row 2 of its behaviour table", "[setup] Sentry follows row 1 of its behaviour table"]);
  });

  it("runs through a verb meaning `behave`", () => {
    const g = new Sentries();
    const sentry = g.table.create("sentry", "post", null);
    g.rt.verbs.act(g.context(0, null, "rule"), { card: g.cardRef(sentry.uid) });
    expect(g.said).toEqual([`${sentry.uid} patrol`]);
  });

  it("runs through a verb meaning `activate` after its event, unless the card left its zone meanwhile", () => {
    const g = new Sentries();
    const sentry = g.table.create("sentry", "post", null);
    g.rt.verbs.wake(g.context(0, null, "rule"), { card: g.cardRef(sentry.uid) });
    expect(g.said).toEqual([`${sentry.uid} patrol`]);
    expect(g.eventCounts.get("waking")).toBe(1);
    // A Response that topples it (here, the raise itself) leaves nothing to do.
    const raise = g.raise.bind(g);
    g.raise = (name, args, payload, resolve) => raise(name, args, payload, (n, p) => (g.table.move(sentry.uid, "rubble", null, { quiet: true }), resolve?.(n, p)));
    g.rt.verbs.wake(g.context(0, null, "rule"), { card: g.cardRef(sentry.uid) });
    expect(g.said).toEqual([`${sentry.uid} patrol`]);
    expect(g.eventCounts.get("waking")).toBe(2);
  });

  it("says so when no row applies, and does nothing", () => {
    const g = new Sentries();
    const statue = g.table.create("statue", "post", null);
    expect(behave(g, g.context(0, null, "rule"), g.cardRef(statue.uid))).toBe(-1);
    expect(g.said).toEqual([]);
    expect(g.log.lines().some((l) => l.endsWith("Statue: no row of its behaviour table applies, so it does nothing"))).toBe(true);
  });
});

describe("a behave verb at check time", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());

  it("is CS1014 when no kind declares a behaviour table", async () => {
    game = makeGame(edit(SHADOWS_YAML, "\nverbs:\n", "\nverbs:\n  follow: { means: behave, params: { card: { type: card, positional: true, required: true } } }\n"));
    const { exit, out } = await check(game);
    expect(exit).toBe(1);
    expect(out).toContain("error[CS1014]: `means: behave` runs a card's behaviour table, but no kind declares one");
  });

  it("checks once a kind declares one", async () => {
    const vocab = edit(SHADOWS_YAML, "\nverbs:\n", "\nverbs:\n  follow: { means: behave, params: { card: { type: card, positional: true, required: true } } }\n");
    game = makeGame(edit(vocab, "  monster-action:\n    fields:\n", "  monster-action:\n    fields:\n      behaviour: { type: list, of: { type: effect } }\n"));
    const { out } = await check(game);
    expect(out).not.toContain("error[");
  });
});

describe("a behaviour row at check time", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());
  const vocab = edit(edit(SHADOWS_YAML, "\nverbs:\n", "\nverbs:\n  follow: { means: behave, params: { card: { type: card, positional: true, required: true } } }\n"), "  monster-action:\n    fields:\n", "  monster-action:\n    fields:\n      behaviour: { type: list, of: { type: effect } }\n");
  const action = (row: string) => `id: probe-action\nname: Probe\nkind: monster-action\nicons: [MxAttack]\nbehaviour:\n  - |\n    ${row.replaceAll("\n", "\n    ")}\n`;

  it("holding a trigger is CS4043 at the trigger", async () => {
    game = makeGame(vocab, { "p.yaml": action("when discarded:\n  gain 1 gold") });
    const { exit, out } = await check(game);
    expect(exit).toBe(1);
    expect(out).toContain("error[CS4043]: a behaviour row is done when it applies: this trigger would never run");
    expect(out).toContain(position(game, "p.yaml", "when discarded"));
  });

  it("holding a modifier is CS4043 at the modifier", async () => {
    game = makeGame(vocab, { "p.yaml": action("+1 strength") });
    const { exit, out } = await check(game);
    expect(exit).toBe(1);
    expect(out).toContain("error[CS4043]: a modifier in a behaviour row would never apply");
  });

  it("statements with a requirement check", async () => {
    game = makeGame(vocab, { "p.yaml": action("requires round > 1\ngain 1 gold") });
    const { out } = await check(game);
    expect(out).not.toContain("error[");
  });
});
