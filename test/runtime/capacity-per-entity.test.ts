/**
 * A capacity counted per entity (`per-entity: true`) and the engine verb `attach`, on a toy game
 * written only for this test: a party's shared gear area where each beast may carry one Ring.
 * Attaching a second Ring to the same beast makes its owner give one up; Rings on different
 * beasts, or attached to nothing, do not count against each other.
 */
import { describe, expect, it } from "vitest";
import type { EffectApi, EffectContext, Ref } from "../../runtime/api.ts";
import { ScriptedAgent } from "../../runtime/core/agents.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules } from "../../runtime/core/rules.ts";

interface GearVerbs {
  give(ctx: EffectContext, a: { card: Ref; to: Ref }): void;
  drop(ctx: EffectContext, a: { card: Ref }): void;
}
type R = EffectApi<GearVerbs>;

const RULES: GameRules<R> = {
  game: "gear",
  zones: [
    { name: "field", live: true, perPlayer: true },
    { name: "gear", live: true, perPlayer: true, atMost: [{ of: "Ring", count: 1 }], overflow: { verb: "drop", param: "card" }, perEntity: true },
    { name: "discard", live: false, perPlayer: true },
  ],
  events: [],
  nouns: Object.create(null),
  facts: Object.create(null),
  steps: [],
  traits: [{ name: "Ring", playedTo: null, repeat: false, limits: [], usedGoesTo: null, afterUse: null, hook: false }],
  phases: [],
  turnOrder: "from-leader",
  responses: { from: [], stack: false },
  end: { phase: "none", edge: "start", hook: "end" },
  procedureHooks: [],
  clearOnMove: [],
  types: Object.assign(Object.create(null), { beast: null, player: null }),
  verbs: Object.assign(Object.create(null), { give: "attach", drop: "hook" }),
  entities: [
    {
      type: "beast",
      name: "beast",
      avatar: null,
      zones: ["field"],
      traits: [],
      controlled: true,
      named: null,
      stats: null,
      perPlayerDamage: false,
      health: "hp",
      defeated: { says: "defeated", event: null, goesTo: null, reward: null, then: null, with: [], hook: false, recover: false },
    },
  ],
};

const CARDS = [
  { id: "wolf", kind: "unit", name: "Wolf", hp: 2 },
  { id: "bear", kind: "unit", name: "Bear", hp: 3 },
  { id: "ruby-ring", kind: "gear", name: "Ruby Ring", traits: ["Ring"] },
  { id: "jade-ring", kind: "gear", name: "Jade Ring", traits: ["Ring"] },
  { id: "opal-ring", kind: "gear", name: "Opal Ring", traits: ["Ring"] },
] as unknown as CatalogueCard[];

class Gear extends Engine<GearVerbs> {
  constructor(answers: Array<string | number>) {
    super(RULES, new Catalogue(CARDS), { seed: 1, agents: [new ScriptedAgent(answers)], resourceBounds: {}, counterBounds: {} });
    this.table.addPlayer("Ann", []);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  readonly hooks: GameHookSet<GearVerbs> = {
    nouns: {},
    facts: {},
    verbs: { drop: (_ctx, a) => void this.table.move(a.card.id, "discard", 0) },
    procedures: {},
  };
}

function table(answers: Array<string | number> = []) {
  const g = new Gear(answers);
  const wolf = g.entities.refOfCard(g.table.create("wolf", "field", 0))!;
  const bear = g.entities.refOfCard(g.table.create("bear", "field", 0))!;
  const rings = ["ruby-ring", "jade-ring", "opal-ring"].map((id) => g.table.create(id, "gear", 0));
  return { g, wolf, bear, rings, ctx: g.context(0, null, "wolf") };
}

const zoneOf = (g: Gear, uid: string) => g.table.cards.get(uid)?.zone;

describe("a capacity counted per entity", () => {
  it("lets each entity carry its own Ring, and unattached Rings count for nobody", () => {
    const { g, wolf, bear, rings, ctx } = table();
    g.rt.verbs.give(ctx, { card: g.cardRef(rings[0].uid), to: wolf });
    g.rt.verbs.give(ctx, { card: g.cardRef(rings[1].uid), to: bear });
    expect(rings.map((r) => zoneOf(g, r.uid))).toEqual(["gear", "gear", "gear"]);
    expect(g.log.lines().some((l) => l.endsWith("Ruby Ring attaches to Wolf (Ann)"))).toBe(true);
  });

  it("a second Ring on the same entity makes its owner give one of that entity's Rings up", () => {
    // Ann's answer 1: of the Wolf's two Rings (Ruby, Jade), the Jade Ring goes.
    const { g, wolf, bear, rings, ctx } = table([1]);
    g.rt.verbs.give(ctx, { card: g.cardRef(rings[2].uid), to: bear });
    g.rt.verbs.give(ctx, { card: g.cardRef(rings[0].uid), to: wolf });
    g.rt.verbs.give(ctx, { card: g.cardRef(rings[1].uid), to: wolf });
    expect(rings.map((r) => zoneOf(g, r.uid))).toEqual(["gear", "discard", "gear"]);
  });
});
