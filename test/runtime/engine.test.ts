/**
 * The generic engine on a toy game written only for this test (its rules as a hand-written
 * GameRules object): the round from phases and steps, players acting in turn order, procedure
 * hooks, the end check, events and their counts, `when` triggers, Response windows, timed
 * abilities, trait rules, usage limits, continuous modifiers (`to`, `vs`, `while`) and
 * requirements that blank a card. And runtime/core names no game.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Ability, CompiledEffect, EffectApi, EffectContext, Modifier, Ref, SelectorSpec, Trigger } from "../../runtime/api.ts";
import { ScriptedAgent, type Agent } from "../../runtime/core/agents.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { Engine } from "../../runtime/core/engine.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules, TraitRule } from "../../runtime/core/rules.ts";

interface ToyVerbs {
  hit(ctx: EffectContext, a: { target: Ref; amount: number }): void;
  gain(ctx: EffectContext, a: { amount: number }): void;
  mark(ctx: EffectContext, a: { amount: number }): void;
}
type R = EffectApi<ToyVerbs>;

const trait = (name: string, rule: Partial<TraitRule<R>>): TraitRule<R> => ({ name, playedTo: null, repeat: false, limits: [], usedGoesTo: null, afterUse: null, hook: false, ...rule });

const RULES: GameRules<R> = {
  game: "toy",
  zones: [
    { name: "hand", live: false, perPlayer: true },
    { name: "field", live: true, perPlayer: true },
    { name: "discard", live: false, perPlayer: true },
    { name: "box", live: false, perPlayer: false },
  ],
  events: [
    { name: "hit", respondable: true, raisedBy: ["hit"], args: ["on", "by"], payload: ["amount"] },
    { name: "played", respondable: false, raisedBy: ["turn"], args: ["by"], payload: [] },
  ],
  nouns: { you: { kind: "you" }, opponent: { kind: "opponents" }, players: { kind: "players" }, them: { kind: "hook" } },
  verbs: { hit: "hook", gain: "hook", mark: "hook" },
  clearOnMove: [],
  facts: { "used-as-response": { kind: "used-as-response" }, lucky: { kind: "hook" } },
  steps: [{ name: "turn", phase: "main", numbers: [1, 2, 3], playersAct: [1, 3], passive: [0], cardField: "turn", playFrom: "hand", procedures: { 2: "tick" } }],
  traits: [
    trait("Quick", { repeat: true }),
    trait("Heavy", { afterUse: (rt, ctx, n) => rt.verbs.mark(ctx, { amount: n }) }),
    trait("Gone", { usedGoesTo: "box" }),
    trait("Once", { limits: [{ count: 1, per: "round" }] }),
    trait("Stay", { playedTo: "field" }),
  ],
  phases: [
    { name: "draw", hook: "draw", step: null, effect: null },
    { name: "main", hook: null, step: "turn", effect: null },
    { name: "close", hook: null, step: null, effect: null },
  ],
  turnOrder: "from-leader",
  responses: { from: ["hand", "field"], stack: false },
  end: { phase: "close", edge: "start", hook: "end" },
  procedureHooks: ["draw", "tick", "end", "score"],
  playedTo: "discard",
};

const you: SelectorSpec = { noun: "you", determiner: null, filters: [] };
const opponent: SelectorSpec = { noun: "opponent", determiner: "an", filters: [] };
const ability = (trigger: Trigger<R>, run: (rt: R, ctx: EffectContext) => void, limits: Ability<R>["limits"] = []): Ability<R> => ({ trigger, limits, costs: [], run, text: "" });
const effect = (abilities: Ability<R>[], modifiers: Modifier<R>[] = [], requires: CompiledEffect<R>["requires"] = null): CompiledEffect<R> => ({ abilities, modifiers, requires });
const play = { kind: "play" } as const;
const whenHit = (every = true): Trigger<R> => ({ kind: "when", event: "hit", every, args: { on: you }, condition: null });

const CARDS: CatalogueCard[] = [
  { id: "zap", kind: "skill", name: "Zap", turn: [1], traits: ["Quick X2"], effect: effect([ability(play, (rt, ctx) => rt.verbs.hit(ctx, { target: rt.choose(ctx, opponent), amount: 1 }))]) } as CatalogueCard,
  { id: "club", kind: "skill", name: "Club", turn: [3], traits: ["Heavy II"], effect: effect([ability(play, (rt, ctx) => rt.verbs.gain(ctx, { amount: 1 }))]) } as CatalogueCard,
  { id: "ward", kind: "skill", name: "Ward", turn: [3], effect: effect([ability({ kind: "response", event: "hit", args: { on: you }, condition: null }, (rt, ctx) => rt.verbs.gain(ctx, { amount: rt.fact(ctx, "used-as-response") ? 10 : 1 }))]) } as CatalogueCard,
  // `response to hit on you if amount >= 2:` offered only against a heavy hit.
  { id: "guard", kind: "skill", name: "Guard", turn: [3], effect: effect([ability({ kind: "response", event: "hit", args: { on: you }, condition: (rt, ctx) => Number(rt.payload(ctx, "amount")) >= 2 }, (rt, ctx) => rt.verbs.gain(ctx, { amount: 5 }))]) } as CatalogueCard,
  { id: "thorns", kind: "skill", name: "Thorns", turn: [], effect: effect([ability(whenHit(), (rt, ctx) => rt.verbs.gain(ctx, { amount: 100 }))]) } as CatalogueCard,
  { id: "dud", kind: "skill", name: "Dud", turn: [], requires: (rt: R, ctx: EffectContext) => rt.property(ctx, "power", null) >= 5, effect: effect([ability(whenHit(), (rt, ctx) => rt.verbs.gain(ctx, { amount: 1000 }))]) } as unknown as CatalogueCard,
  { id: "bell", kind: "skill", name: "Bell", turn: [], effect: effect([ability({ kind: "at", edge: "start", period: "main", number: null }, (_rt, _ctx) => ringing.push("main")), ability({ kind: "at", edge: "end", period: "turn", number: 2 }, () => ringing.push("turn 2 end"))]) } as CatalogueCard,
  { id: "lever", kind: "skill", name: "Lever", turn: [], effect: effect([ability({ kind: "at", edge: null, period: "turn", number: 3 }, (rt, ctx) => rt.verbs.gain(ctx, { amount: 7 }), [{ count: 1, per: "round" }])]) } as CatalogueCard,
  { id: "spark", kind: "skill", name: "Spark", turn: [1], traits: ["Gone", "Once"], effect: effect([ability(play, (rt, ctx) => rt.verbs.gain(ctx, { amount: 2 }))]) } as CatalogueCard,
  {
    id: "banner",
    kind: "skill",
    name: "Banner",
    turn: [],
    effect: effect(
      [],
      [
        { stat: "power", amount: 2, to: null, vs: null, while: null },
        { stat: "power", amount: 3, to: null, vs: opponent, while: null },
        { stat: "power", amount: 1, to: { noun: "players", determiner: "each", filters: [] }, vs: null, while: null },
        { stat: "power", amount: 4, to: null, vs: null, while: (rt, ctx) => rt.property(ctx, "score", null) >= 50 },
      ],
    ),
  } as CatalogueCard,
];
const ringing: string[] = [];

class Toy extends Engine<ToyVerbs> {
  lastRound = 1;
  readonly marks: Array<[string, number]> = [];
  constructor(agents: Agent[], cards: readonly CatalogueCard[] = CARDS, scoreMin = 0) {
    super(RULES, new Catalogue(cards), { seed: 1, agents, resourceBounds: { score: { min: scoreMin } }, counterBounds: {} });
    for (const name of ["A", "B", "C"].slice(0, agents.length)) this.table.addPlayer(name, ["score"]);
  }

  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }

  override baseValue(seat: number, name: string): number {
    return name === "power" ? 1 : (this.table.players[seat].resources[name] ?? 0);
  }

  override seatEntity(seat: number): Ref {
    return this.playerRef(seat);
  }

  seatOf(ref: Ref): number {
    return Number(ref.id.split("@")[1]);
  }

  readonly hooks: GameHookSet<ToyVerbs> & { procedures: Record<string, () => unknown> } = {
    nouns: { them: () => [] },
    facts: { lucky: () => true },
    procedures: {
      draw: () => this.log.add("draw"),
      tick: () => this.log.add("tick"),
      end: () => this.info.round >= this.lastRound,
      score: () => this.log.add("scored"),
    },
    verbs: {
      hit: (ctx, a) => this.raise("hit", { on: a.target, by: ctx.controller }, { amount: a.amount }, (responses) => this.log.add(`hit resolves after ${responses} responses`)),
      gain: (ctx, a) => void this.table.addResource(this.table.players[this.resolution(ctx).seat], "score", a.amount),
      mark: (ctx, a) => void this.marks.push([ctx.cardId, a.amount]),
    },
    property: (ctx, name, of) => this.value(of ? this.seatOf(of) : this.resolution(ctx).seat, name),
    is: (_ctx, ref, type) => ref.type === type,
  };
}

const scripted = (...answers: Array<Array<string | number>>) => answers.map((a) => new ScriptedAgent(a));

describe("the engine runs a round from the rules", () => {
  it("phases and steps in order, players acting in turn order at players-act numbers, a procedure hook at the others, the end check and the score", () => {
    const g = new Toy(scripted(["play Zap"], ["no response", "no response", "pass"]));
    g.leader = 0;
    g.table.create("zap", "hand", 0);
    g.table.create("ward", "hand", 1);
    g.checkHooks();
    g.procedure.playRound();
    const text = g.log.all.map((e) => `${e.where}: ${e.text}`);
    expect(text[0]).toBe("round 1 · draw: draw");
    expect(text).toContain("round 1 · main · turn 1: A plays Zap");
    expect(text).toContain("round 1 · main · turn 2: tick");
    expect(text.filter((t) => t.includes("hit resolves after 0 responses"))).toHaveLength(2); // Quick X2: the effect runs twice
    expect(text[text.length - 1]).toBe("round 1 · close: scored");
    expect(g.ended).toBe(true);
    expect(g.eventCounts.get("hit")).toBe(2);
    expect(g.eventCounts.get("played")).toBe(1);
    expect(g.table.zone("discard", 0)).toHaveLength(1); // the default played-to zone
  });

  it("a missing hook (procedure, noun or fact declared `hook`) is reported at start-up", () => {
    const g = new Toy(scripted([], []));
    delete g.hooks.procedures.tick;
    (g.hooks as { nouns: object }).nouns = {};
    expect(() => g.checkHooks()).toThrow(/no hook for: noun them, procedure tick/);
  });

  it("nouns and facts mean what the rules say: you, opponents, players, hooks; determiners and `with` filters", () => {
    const g = new Toy(scripted([], [], []));
    const ctx = g.context(1, null, "zap");
    const ids = (spec: SelectorSpec) => g.rt.select(ctx, spec).map((r) => r.id);
    expect(ids(you)).toEqual(["player@1"]);
    expect(ids(opponent)).toEqual(["player@0", "player@2"]);
    expect(ids({ noun: "players", determiner: "your", filters: [] })).toEqual(["player@1"]);
    expect(ids({ noun: "players", determiner: "each", filters: [{ with: "player" }] })).toHaveLength(3);
    expect(ids({ noun: "players", determiner: "each", filters: [{ with: "dragon" }] })).toEqual([]);
    expect(g.rt.fact(ctx, "lucky")).toBe(true);
    expect(() => g.rt.select(ctx, { noun: "nobody", determiner: null, filters: [] })).toThrow(/no meaning/);
  });

  it("an undeclared event is an error, not a silent no-op", () => {
    const g = new Toy(scripted([], []));
    expect(() => g.raise("nonsense", {})).toThrow(/declare no event `nonsense`/);
  });
});

describe("events, triggers and Response windows", () => {
  it("only players holding a usable response are asked; a card played as a Response moves to its zone and knows it", () => {
    const agents = scripted([], ["Ward (from hand)"], []);
    const g = new Toy(agents);
    g.table.create("ward", "hand", 1);
    const ctx = g.context(0, null, "zap");
    g.rt.verbs.hit(ctx, { target: g.playerRef(1), amount: 1 });
    expect(g.table.players[1].resources.score).toBe(10);
    expect(g.table.zone("discard", 1)).toHaveLength(1);
    expect(g.decider.record).toEqual([[1, 1]]); // nobody else was asked
    // A card answers once per round: the second hit finds no usable response.
    g.table.move(g.table.zone("discard", 1)[0], "field", 1);
    g.rt.verbs.hit(ctx, { target: g.playerRef(1), amount: 1 });
    expect(g.decider.record).toHaveLength(1);
  });

  it("a response with `if` is offered only while its condition holds", () => {
    const g = new Toy(scripted([], ["Guard (from hand)"], []));
    g.table.create("guard", "hand", 1);
    const ctx = g.context(0, null, "zap");
    g.rt.verbs.hit(ctx, { target: g.playerRef(1), amount: 1 });
    expect(g.decider.record).toHaveLength(0); // a light hit: nobody is asked
    g.rt.verbs.hit(ctx, { target: g.playerRef(1), amount: 2 });
    expect(g.decider.record).toEqual([[1, 1]]);
    expect(g.table.players[1].resources.score).toBe(5);
  });

  it("`when` triggers of live cards run in turn order from the leader; a blank card does not trigger", () => {
    const g = new Toy(scripted([], [], []));
    g.leader = 1;
    g.table.create("thorns", "field", 1);
    g.table.create("dud", "field", 1);
    g.table.create("thorns", "hand", 2); // not live
    g.rt.verbs.hit(g.context(0, null, "zap"), { target: g.playerRef(1), amount: 1 });
    expect(g.table.players[1].resources.score).toBe(100);
    expect(g.table.players[2].resources.score).toBe(0);
    expect(g.log.lines().some((l) => l.includes("B's Thorns triggers on hit"))).toBe(true);
  });

  it("a response's own events open no window when responses do not stack", () => {
    const g = new Toy(scripted([], []));
    g.table.create("ward", "hand", 1);
    g.events.answering = true;
    g.rt.verbs.hit(g.context(0, null, "zap"), { target: g.playerRef(1), amount: 1 });
    expect(g.decider.record).toHaveLength(0);
  });
});

describe("costs", () => {
  // `pay 2 score: gain 10`, in a game where score never goes below the bound.
  const toll: Ability<R> = { trigger: play, limits: [], costs: [{ kind: "pay", amount: 2, unit: "score" }], run: (rt, ctx) => rt.verbs.gain(ctx, { amount: 10 }), text: "" };

  it("a cost is payable only if paying keeps the resource within its declared min", () => {
    const g = new Toy(scripted([]), CARDS, 1); // score at least 1, like HP
    const ctx = g.context(0, null, "zap");
    const me = g.table.players[0];
    g.table.addResource(me, "score", 2);
    expect(g.canRun(ctx, toll, 0, null)).toBe(false); // 2 − 2 = 0 is below 1
    g.table.addResource(me, "score", 1);
    expect(g.canRun(ctx, toll, 0, null)).toBe(true); // 3 − 2 = 1
    expect(g.runAbility(ctx, toll, 0, null)).toBe(true);
    expect(me.resources.score).toBe(11);
  });

  it("with a floor of 0, paying everything is allowed and paying more is not", () => {
    const g = new Toy(scripted([]));
    const ctx = g.context(0, null, "zap");
    g.table.addResource(g.table.players[0], "score", 1);
    expect(g.canRun(ctx, toll, 0, null)).toBe(false);
    g.table.addResource(g.table.players[0], "score", 1);
    expect(g.canRun(ctx, toll, 0, null)).toBe(true);
  });
});

describe("timed abilities, trait rules and limits", () => {
  it("`at start of` a phase and `at end of` a step number run; `at <step> N` is offered to its player, once per round", () => {
    ringing.length = 0;
    const g = new Toy(scripted(["use Lever"], []));
    g.table.create("bell", "field", 0);
    g.table.create("lever", "field", 0);
    g.procedure.playRound();
    expect(ringing).toEqual(["main", "turn 2 end"]);
    expect(g.table.players[0].resources.score).toBe(7);
  });

  it("after-use runs with the trait's number; a used Gone card goes to the box at the end check; Once limits a card", () => {
    const g = new Toy(scripted(["play Spark", "play Club", "pass"], []));
    g.lastRound = 2;
    g.table.create("spark", "hand", 0);
    g.table.create("club", "hand", 0);
    g.procedure.playRound();
    expect(g.marks).toEqual([["club", 2]]);
    expect(g.table.zone("box")).toHaveLength(1);
    expect(g.table.players[0].resources.score).toBe(3);
    expect(g.ended).toBe(false);
  });
});

describe("continuous modifiers and requirements", () => {
  it("own modifiers, `to` modifiers, `vs` only against their opponent, `while` recomputed when values change", () => {
    const g = new Toy(scripted([], []));
    g.table.create("banner", "field", 0);
    expect(g.value(0, "power")).toBe(1 + 2 + 1);
    expect(g.value(1, "power")).toBe(1 + 1); // `to each player` reaches the other seat too
    expect(g.value(0, "power", g.playerRef(1))).toBe(1 + 2 + 3 + 1);
    g.table.addResource(g.table.players[0], "score", 50);
    expect(g.value(0, "power")).toBe(1 + 2 + 1 + 4);
  });

  it("a card whose requirement fails is blank until the values meet it", () => {
    const g = new Toy(scripted([], []));
    const dud = g.table.create("dud", "field", 0);
    expect(g.isBlank(dud)).toBe(true);
    g.table.create("banner", "field", 0);
    g.table.addResource(g.table.players[0], "score", 50);
    expect(g.value(0, "power")).toBe(8);
    expect(g.isBlank(dud)).toBe(false);
  });

  it("round modifiers count until the round ends", () => {
    const g = new Toy(scripted(["pass"], []));
    g.lastRound = 5;
    g.addRoundModifier({ seat: 0, modifier: { stat: "power", amount: 5, to: null, vs: null, while: null }, ctx: g.context(0, null, "zap") });
    expect(g.value(0, "power")).toBe(6);
    g.procedure.playRound();
    expect(g.value(0, "power")).toBe(1);
  });
});

describe("the catalogue", () => {
  it("finds the back sides of double-sided cards by trait, else by card order, and each card's sides", () => {
    const cards = [
      { id: "a", kind: "k", flip: "b" },
      { id: "b", kind: "k", flip: "a" },
      { id: "c", kind: "k", flip: "d", traits: ["Back"] },
      { id: "d", kind: "k", flip: "c" },
      { id: "e", kind: "k", flip: "f" },
      { id: "f", kind: "k", flip: "e", traits: ["Start"] },
      { id: "g", kind: "j" },
    ] as unknown as CatalogueCard[];
    const cat = new Catalogue(cards);
    const back = cat.backSides("flip", "Start", "Back");
    expect([...back].sort()).toEqual(["b", "c", "e"]);
    expect(cat.sides("a", "flip")).toEqual(["a", "b"]);
    expect(cat.sides("g", "flip")).toEqual(["g"]);
    expect(cat.frontsByKind(back).get("k")!.map((c) => c.id)).toEqual(["a", "d", "f"]);
  });
});

describe("runtime/core knows no game", () => {
  it("names no card, zone or term of a bundled game", () => {
    const dir = new URL("../../runtime/core/", import.meta.url);
    const words = /shadows|monster|hero|initiative|shadow-stones|station-field|combat-field|akintunde|gloomfang|knock|invincible|shield|bounty|olivia|\beras\b|\bgold\b/i;
    for (const f of readdirSync(dir)) {
      const text = readFileSync(new URL(f, dir), "utf8");
      expect(words.exec(text)?.[0] ?? null, f).toBeNull();
    }
  });
});
