/**
 * The engine's entity model and damage rules on a toy arena game written only for this test (its
 * rules as a hand-written GameRules object, no Shadows code): a champion per player whose stats
 * come from its card and its gear, beasts on the field, a shared boss whose Damage each player
 * deals apart, armor that absorbs damage, a ghost nothing can touch; the entity nouns, values,
 * damage facts, the engine verbs `damage` and `recover`, and every declared defeat outcome.
 */
import { describe, expect, it } from "vitest";
import type { EffectApi, EffectContext, Ref, SelectorSpec } from "../../runtime/api.ts";
import { ScriptedAgent } from "../../runtime/core/agents.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { DefeatRule, EntityClassRule, GameRules } from "../../runtime/core/rules.ts";

interface ArenaVerbs {
  hit(ctx: EffectContext, a: { amount: number; to: Ref }): void;
  heal(ctx: EffectContext, a: { amount: { amount: number; unit: string }; on?: Ref }): void;
  call(ctx: EffectContext, a: { card: string }): void;
}
type R = EffectApi<ArenaVerbs>;

type ClassDecl = Partial<Omit<EntityClassRule<R>, "defeated">> & Pick<EntityClassRule<R>, "name" | "health"> & { defeated?: Partial<DefeatRule<R>> };
const cls = (c: ClassDecl): EntityClassRule<R> => ({
  type: c.name,
  avatar: null,
  zones: [],
  traits: [],
  controlled: true,
  named: null,
  stats: null,
  perPlayerDamage: false,
  ...c,
  defeated: { says: "defeated", event: null, goesTo: null, reward: null, then: null, with: [], hook: false, recover: false, ...c.defeated },
});

const thenRan: string[] = [];
const RULES: GameRules<R> = {
  game: "arena",
  zones: [
    { name: "field", live: true, perPlayer: true },
    { name: "gear", live: true, perPlayer: true },
    { name: "deck", live: false, perPlayer: true },
    { name: "lair", live: false, perPlayer: false },
    { name: "trophies", live: false, perPlayer: true },
    { name: "den", live: false, perPlayer: false },
    { name: "lair-box", live: false, perPlayer: false },
  ],
  events: [
    { name: "out", respondable: false, raisedBy: ["hit"], args: ["on", "by"], payload: [], says: "{by} knocks {on} out" },
    { name: "slain", respondable: false, raisedBy: ["hit"], args: ["by"], payload: [] },
  ],
  nouns: Object.assign(Object.create(null), {
    foe: { kind: "enemies" },
    friend: { kind: "allies" },
    champion: { kind: "entities", type: "champion" },
    anything: { kind: "entities", type: "being" },
    culprit: { kind: "controller", arg: "by" },
  }),
  facts: Object.assign(Object.create(null), { hurt: { kind: "lost-health" }, soaked: { kind: "absorbed" }, felled: { kind: "defeated", class: "champion" }, lucky: { kind: "payload" } }),
  steps: [],
  traits: [{ name: "Beast", playedTo: null, repeat: false, limits: [], usedGoesTo: null, afterUse: null, hook: false }, { name: "Ghost", playedTo: null, repeat: false, limits: [], usedGoesTo: null, afterUse: null, immune: true, hook: false }],
  phases: [],
  turnOrder: "from-leader",
  responses: { from: [], stack: false },
  end: { phase: "none", edge: "start", hook: "end" },
  procedureHooks: [],
  clearOnMove: [],
  types: Object.assign(Object.create(null), { being: null, champion: "being", beast: "being", boss: "being", player: null }),
  verbs: Object.assign(Object.create(null), { hit: "damage", heal: "recover", call: "summon" }),
  entities: [
    cls({
      name: "champion",
      avatar: "hero",
      signature: "owner",
      health: "vigour",
      stats: { field: "stats", plus: ["gear"] },
      defeated: { says: "out", event: { name: "out", on: true, by: "entity" }, then: (_rt, ctx) => void thenRan.push(`${ctx.controller.id} on ${ctx.event?.name}`), hook: true, recover: true },
    }),
    cls({ name: "beast", zones: ["field"], traits: ["Beast"], health: "hp", defeated: { goesTo: { zone: "deck", perPlayer: true } } }),
    cls({
      name: "boss",
      zones: ["lair"],
      kinds: ["boss"],
      controlled: false,
      named: "the Boss",
      health: "hp",
      perPlayerDamage: true,
      defeated: { event: { name: "slain", on: false, by: "player" }, goesTo: { zone: "trophies", perPlayer: true }, reward: "bounty", with: ["imp"] },
    }),
    cls({ name: "imp", type: "beast", zones: ["den"], kinds: ["imp"], controlled: false, health: "hp", defeated: { goesTo: { zone: "lair-box", perPlayer: false }, reward: "bounty" } }),
  ],
  damage: { counter: "wounds", absorb: { field: "armor", zones: ["gear"], unit: "armor", name: "Armor Point" } },
};

const CARDS = [
  { id: "aria", kind: "hero", name: "Aria", stats: { might: 2, vigour: 5 } },
  { id: "bran", kind: "hero", name: "Bran", stats: { might: 3, vigour: 6 } },
  { id: "wolf", kind: "unit", name: "Wolf", traits: ["Beast"], hp: 2 },
  { id: "shade", kind: "unit", name: "Shade", traits: ["Beast", "Ghost"], hp: 1 },
  { id: "ogre", kind: "boss", name: "Ogre", hp: 4, bounty: { coins: 3, relics: 1 } },
  { id: "mail", kind: "gear", name: "Mail", stats: { might: 1, vigour: 1 }, armor: 2 },
  { id: "gob", kind: "imp", name: "Gob", hp: 1, bounty: { coins: 2 } },
  { id: "aria-blade", kind: "unit", name: "Aria's Blade", owner: "aria", requires: () => false },
] as unknown as CatalogueCard[];

class Arena extends Engine<ArenaVerbs> {
  readonly defeatedBy: string[] = [];
  constructor(answers: Array<Array<string | number>> = [[], []]) {
    super(RULES, new Catalogue(CARDS), { seed: 1, agents: answers.map((a) => new ScriptedAgent(a)), resourceBounds: {}, counterBounds: { wounds: { min: 0 } } });
    for (const name of ["Ann", "Ben"]) this.table.addPlayer(name, ["coins"]);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  override avatarCard(seat: number): string | undefined {
    return ["aria", "bran"][seat];
  }
  readonly hooks: GameHookSet<ArenaVerbs> = {
    nouns: {},
    facts: {},
    verbs: {},
    procedures: {},
    defeated: { champion: (_ctx, on, by) => void this.defeatedBy.push(`${on.id} by ${by.id}`) },
  };
}

const sel = (noun: string): SelectorSpec => ({ noun, determiner: null, filters: [] });
const ids = (refs: readonly Ref[]) => refs.map((r) => r.id);
const logged = (g: Arena, text: string) => g.log.lines().some((l) => l.endsWith(text));

function table() {
  const g = new Arena([[0, 0, 0], [0, 0, 0]]);
  const wolf = g.table.create("wolf", "field", 0);
  const shade = g.table.create("shade", "field", 1);
  const mail = g.table.create("mail", "gear", 1);
  const ogre = g.table.create("ogre", "lair", null);
  return { g, wolf, shade, mail, ogre, ctx: (seat: number) => g.context(seat, null, "aria") };
}

describe("the entity model from RULES.entities", () => {
  it("lists avatars, then card entities class by class; types, controllers and names come from the declaration", () => {
    const { g, wolf, shade, ogre } = table();
    const all = g.entities.list();
    expect(ids(all)).toEqual(["champion@0", "champion@1", wolf.uid, shade.uid, ogre.uid]);
    expect(all.map((r) => r.type)).toEqual(["champion", "champion", "beast", "beast", "boss"]);
    expect(all.map((r) => g.controllerOf(r))).toEqual([0, 1, 0, 1, null]);
    expect(all.map((r) => g.describe(r))).toEqual(["Aria (Ann)", "Bran (Ben)", "Wolf (Ann)", "Shade (Ben)", "the Boss Ogre"]);
    expect(g.entities.list()).toBe(all); // cached while nothing changes
  });

  it("answers the entity nouns: enemies of the acting side (immune ones left out), allies, entities of a type", () => {
    const { g, wolf, ogre } = table();
    const ctx = g.context(0, null, "aria");
    expect(ids(g.rt.select(ctx, sel("foe")))).toEqual(["champion@1", ogre.uid]); // not the Ghost
    expect(ids(g.rt.select(ctx, sel("friend")))).toEqual(["champion@0", wolf.uid]);
    expect(ids(g.rt.select(ctx, sel("champion")))).toEqual(["champion@0", "champion@1"]);
    expect(g.rt.select(ctx, sel("anything"))).toHaveLength(5);
    // A boss acting for nobody targets every player's side.
    const boss = g.context(0, null, "ogre", null, g.entities.refOfCard(ogre)!);
    boss.resolution.source = g.entities.refOfCard(ogre);
    expect(ids(g.rt.select(boss, sel("foe")))).toEqual(["champion@0", "champion@1", wolf.uid]);
    expect(g.rt.is(ctx, g.entities.avatarRef(1), "being")).toBe(true);
  });

  it("reads values: an avatar's stats are its card's plus its gear's; Health, Damage and free absorbing points", () => {
    const { g, ctx, wolf } = table();
    expect(g.value(1, "might")).toBe(3 + 1);
    expect(g.rt.property(ctx(0), "vigour", g.entities.avatarRef(1))).toBe(6 + 1);
    expect(g.rt.property(ctx(0), "armor", g.entities.avatarRef(1))).toBe(2);
    expect(g.rt.property(ctx(0), "hp", g.entities.refOfCard(wolf))).toBe(2);
    expect(g.rt.property(ctx(0), "wounds", null)).toBe(0);
  });
});

describe("the damage rules from RULES.damage and each class's `defeated`", () => {
  it("`damage` verbs place Damage; absorbing points are spent only when allowed, as the defender chooses", () => {
    const { g, ctx, mail } = table();
    const ben = g.entities.avatarRef(1);
    g.rt.verbs.hit(ctx(0), { amount: 3, to: ben });
    expect(g.entities.damageOf(ben, 0)).toBe(3);
    expect(g.damage!.freePoints(1)).toBe(2);
    const c = ctx(0);
    // Ben's agent answers 0: the first option, the most points.
    expect(g.damage!.deal(c, ben, 3, { absorb: true })).toBe(1);
    expect(g.table.counter(mail, "wounds")).toBe(2);
    expect(logged(g, "Ben soaks 2 with Armor Points")).toBe(true);
    expect([g.rt.fact(c, "hurt"), g.rt.fact(c, "soaked"), g.rt.fact(c, "felled")]).toEqual([true, true, false]);
    g.rt.verbs.heal(c, { amount: { amount: 1, unit: "armor" }, on: ben });
    expect(g.damage!.freePoints(1)).toBe(1);
    g.rt.verbs.heal(c, { amount: { amount: 2, unit: "vigour" }, on: ben });
    expect(g.entities.damageOf(ben, 0)).toBe(2);
  });

  it("an avatar at its Health: the log, the event, `then`, the hook, recovery; the fact counts a new defeat only", () => {
    const { g, ctx } = table();
    const ann = g.entities.avatarRef(0);
    const c = ctx(1);
    g.rt.verbs.hit(c, { amount: 9, to: ann });
    expect(logged(g, "Aria (Ann) is out by Ben")).toBe(true);
    expect(g.eventCounts.get("out")).toBe(1);
    expect(thenRan.at(-1)).toBe("player@0 on out");
    expect(g.defeatedBy).toEqual(["champion@0 by champion@1"]);
    expect(g.entities.damageOf(ann, 0)).toBe(0);
    expect(g.entities.timesDefeated(ann)).toBe(1);
    expect(g.rt.fact(c, "felled")).toBe(true);
    g.rt.verbs.hit(c, { amount: 9, to: ann });
    expect(g.entities.timesDefeated(ann)).toBe(2);
    expect(g.rt.fact(c, "felled")).toBe(false); // the same champion again
  });

  it("per-player Damage: each player's own fight; the winner takes the card and its reward, the event names them", () => {
    const { g, ctx, ogre } = table();
    const boss = g.entities.refOfCard(ogre)!;
    g.rt.verbs.hit(ctx(0), { amount: 3, to: boss });
    g.rt.verbs.hit(ctx(1), { amount: 1, to: boss });
    expect([g.entities.damageOf(boss, 0), g.entities.damageOf(boss, 1)]).toEqual([3, 1]);
    expect(logged(g, "the Boss takes 3 from Ann (3/4)")).toBe(true);
    g.rt.verbs.heal(ctx(0), { amount: { amount: 1, unit: "hp" }, on: boss });
    expect([g.entities.damageOf(boss, 0), g.entities.damageOf(boss, 1)]).toEqual([2, 1]);
    g.rt.verbs.hit(ctx(1), { amount: 5, to: boss });
    expect(logged(g, "Ben defeats Ogre!")).toBe(true);
    expect(ogre.zone).toBe("trophies");
    expect(ogre.owner).toBe(1);
    expect(g.table.players[1].resources.coins).toBe(3); // `relics` is no resource: not given
    expect(g.eventCounts.get("slain")).toBe(1);
  });

  it("a card entity goes where its class says, its counters cleared; an immune one takes nothing", () => {
    const { g, ctx, wolf, shade } = table();
    g.rt.verbs.hit(ctx(1), { amount: 5, to: g.entities.refOfCard(wolf)! });
    expect([wolf.zone, wolf.owner, g.table.counter(wolf, "wounds")]).toEqual(["deck", 0, 0]);
    g.rt.verbs.hit(ctx(0), { amount: 5, to: g.entities.refOfCard(shade)! });
    expect([shade.zone, g.table.counter(shade, "wounds")]).toEqual(["field", 0]);
  });

  it("an avatar whose Damage reaches a lowered Health is defeated by nobody when values settle", () => {
    const { g, mail } = table();
    const ben = g.entities.avatarRef(1);
    g.entities.setDamage(ben, 1, 6);
    g.settle();
    expect(g.entities.timesDefeated(ben)).toBe(0);
    g.table.move(mail.uid, "deck", 1);
    g.settle();
    expect(logged(g, "Bran (Ben) has 6 Wounds and 6 Vigour")).toBe(true);
    expect(logged(g, "Bran (Ben) is out")).toBe(true);
    expect(g.defeatedBy.at(-1)).toBe("champion@1 by champion@1");
  });
});

describe("more declared rules the engine runs", () => {
  it("`summon` brings a card from out of play into its class's zone, never a second copy; a boss's minions fall with it", () => {
    const { g, ctx, ogre } = table();
    const gob = g.table.create("gob", "lair-box", null);
    g.rt.verbs.call(ctx(0), { card: "gob" });
    expect(gob.zone).toBe("den");
    expect(logged(g, "Gob is summoned")).toBe(true);
    g.rt.verbs.call(ctx(0), { card: "gob" });
    expect(g.log.lines().filter((l) => l.endsWith("Gob is summoned"))).toHaveLength(1);
    expect(g.entities.controller(g.entities.refOfCard(gob)!)).toBeNull();
    g.rt.verbs.hit(ctx(0), { amount: 4, to: g.entities.refOfCard(ogre)! });
    expect(gob.zone).toBe("lair-box");
    expect(g.table.players[0].resources.coins).toBe(3 + 2); // the boss's bounty and the minion's
  });

  it("an avatar's own cards ignore their requirements for its player only (`signature`)", () => {
    const { g } = table();
    expect(g.meetsRequirements(0, "aria-blade")).toBe(true);
    expect(g.meetsRequirements(1, "aria-blade")).toBe(false);
  });

  it("a Response prompt from the event's `says`; `controller <arg>` names a player; a payload fact falls back on what the effect recorded", () => {
    const { g, ctx } = table();
    const event = { name: "out", args: { on: g.entities.avatarRef(0), by: g.entities.avatarRef(1) }, payload: {} };
    expect(g.describeEvent(event)).toBe("Bran (Ben) knocks Aria (Ann) out");
    const triggered = g.context(0, null, "aria", event);
    expect(ids(g.rt.select(triggered, sel("culprit")))).toEqual(["player@1"]);
    expect(g.rt.select(ctx(0), sel("culprit"))).toEqual([]);
    const c = ctx(0);
    expect(g.rt.fact(c, "lucky")).toBe(false);
    c.resolution.facts.add("lucky");
    expect(g.rt.fact(c, "lucky")).toBe(true);
    expect(g.rt.fact(g.context(0, null, "aria", { name: "out", args: {}, payload: { lucky: false } }), "lucky")).toBe(false);
  });

  it("greedy advice without a game's: the enemy nearest defeat first", () => {
    const { g, ctx } = table();
    const c = ctx(0);
    g.entities.setDamage(g.entities.avatarRef(1), 1, 5);
    const refs = g.rt.select(c, sel("foe"));
    const host = g.rt as unknown as { hooks: { score(ctx: EffectContext, spec: SelectorSpec, refs: readonly Ref[]): number[] } };
    const scores = host.hooks.score(c, sel("foe"), refs);
    expect(scores[0]).toBeGreaterThan(scores[1]); // Bran has 2 health left, the Ogre 4
  });
});
