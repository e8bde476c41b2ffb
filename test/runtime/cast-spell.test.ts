/**
 * Casting (runtime/core/cast-spell.ts, a verb declared `means: cast`) on a toy game: a caster is a
 * card of the acting player's circle with an element and no `tired` counter (and not blanked);
 * casting tires it, sends the spell to the discard and raises the verb's events; a spell of the
 * caster's element needs no roll, any other is rolled for: it works, goes back to the hand, or fails.
 */
import { describe, expect, it } from "vitest";
import type { EffectApi, EffectContext, Ref } from "../../runtime/api.ts";
import { castersOf } from "../../runtime/core/cast-spell.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { Fizzle } from "../../runtime/core/effect-host.ts";
import { Engine } from "../../runtime/core/engine.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules, RollTable, VerbCasts } from "../../runtime/core/rules.ts";
import { toyRules } from "../support/toy-rules.ts";

type R = EffectApi<object>;
const CARDS = [
  { id: "sage", name: "Sage", kind: "adept", element: "Fire" },
  { id: "page", name: "Page", kind: "adept" },
  { id: "spark", name: "Spark", kind: "charm", traits: ["Fire"] },
  { id: "drizzle", name: "Drizzle", kind: "charm", traits: ["Rain"] },
] as unknown as CatalogueCard[];

const table = (outcome: string): RollTable => ({ sides: 6, says: `${outcome} roll`, on: [{ low: 1, high: 6, outcome }] });
const terms = (roll: string): VerbCasts => ({ casters: "circle", element: "element", spent: "tired", to: "ashes", roll, works: ["sure"], returns: Object.assign(Object.create(null), { slips: "hand" }), says: "weaves" });
const verbs = { weave: "cast", "weave-slipping": "cast", "weave-failing": "cast" };
const RULES: GameRules<R> = {
  ...toyRules<GameRules<R>>("loom", ["circle", "ashes", "hand"].map((name) => ({ name, live: name === "circle", perPlayer: true })), verbs),
  events: [{ name: "woven", raisedBy: ["weave", "weave-slipping", "weave-failing"], args: { on: "card", by: "card" } }] as unknown as GameRules<R>["events"],
  blankingCounters: ["asleep"],
  rolls: Object.assign(Object.create(null), { sure: table("sure"), slips: table("slips"), fails: table("fails") }),
  verbCasts: Object.assign(Object.create(null), { weave: terms("sure"), "weave-slipping": terms("slips"), "weave-failing": terms("fails") }),
};

class Loom extends Engine<object> {
  readonly raised: string[] = [];
  constructor() {
    super(RULES, new Catalogue(CARDS), { seed: 3, agents: [{ name: "first", decide: () => 0 }], resourceBounds: {}, counterBounds: {} });
    this.table.addPlayer("Ann", []);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  override raise(name: string, args: Readonly<Record<string, Ref>>): void {
    this.raised.push(`${name} on ${this.table.card(args.on.id).cardId} by ${this.table.card(args.by.id).cardId}`);
  }
  readonly hooks: GameHookSet<object> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
}

const cast = (g: Loom, verb: string, ctx: EffectContext, spell: string) => (g.rt.verbs as Record<string, (ctx: unknown, a: unknown) => void>)[verb](ctx, { spell: g.cardRef(spell) });
const lines = (g: Loom) => g.log.all.map((l) => l.text);

describe("casting", () => {
  it("tires a caster with an element, discards the spell and raises the verb's events; its own element needs no roll", () => {
    const g = new Loom();
    g.table.create("page", "circle", 0);
    const sage = g.table.create("sage", "circle", 0);
    const spark = g.table.create("spark", "hand", 0);
    cast(g, "weave-failing", g.context(0, spark.uid, "spark"), spark.uid);
    expect(spark.zone).toBe("ashes");
    expect(g.table.counter(sage, "tired")).toBe(1);
    expect(g.raised).toEqual(["woven on spark by sage"]);
    expect(lines(g)).toContain("Sage (Ann) weaves Spark");
    expect(lines(g).some((t) => t.includes("rolled"))).toBe(false);
    // Tired, the sage casts no more; the page has no element.
    expect(castersOf(g, 0, terms("sure"))).toEqual([]);
    expect(() => cast(g, "weave", g.context(0, null, "spark"), g.table.create("spark", "hand", 0).uid)).toThrow(Fizzle);
  });

  it("rolls for a spell off the caster's element: works, back to a zone, or fails", () => {
    for (const [verb, zone, fails] of [["weave", "ashes", false], ["weave-slipping", "hand", true], ["weave-failing", "ashes", true]] as const) {
      const g = new Loom();
      g.table.create("sage", "circle", 0);
      const drizzle = g.table.create("drizzle", "hand", 0);
      const run = () => cast(g, verb, g.context(0, drizzle.uid, "drizzle"), drizzle.uid);
      if (fails) expect(run).toThrow(Fizzle);
      else run();
      expect(drizzle.zone).toBe(zone);
      expect(lines(g).some((t) => /roll \(1-6 \w+\): rolled \d/.test(t))).toBe(true);
    }
  });

  it("leaves out a blanked caster", () => {
    const g = new Loom();
    const sage = g.table.create("sage", "circle", 0);
    expect(castersOf(g, 0, terms("sure"))).toEqual([sage]);
    g.table.setCounter(sage, "asleep", 1);
    expect(castersOf(g, 0, terms("sure"))).toEqual([]);
  });
});
