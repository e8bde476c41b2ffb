/**
 * A turn of actions (runtime/core/action-turn.ts) and a deck's top cards (runtime/core/deck-top.ts)
 * on a toy game written for this test: one player with a deck of four cards (a spark with an
 * ability, plain stones), a hand, a discard pile, and actions that count what they did.
 */
import { describe, expect, it } from "vitest";
import type { Ability, EffectApi } from "../../runtime/api.ts";
import { takeActions, usableAbilities, type TurnAction } from "../../runtime/core/action-turn.ts";
import { ScriptedAgent, type Agent } from "../../runtime/core/agents.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { reveal, scout } from "../../runtime/core/deck-top.ts";
import { Engine } from "../../runtime/core/engine.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { toyRules } from "../support/toy-rules.ts";

const RULES = toyRules<GameRules<EffectApi<object>>>(
  "toy",
  [
    { name: "deck", live: false, perPlayer: true, refillsFrom: "discard" },
    { name: "discard", live: false, perPlayer: true },
    { name: "looking", live: false, perPlayer: true },
    { name: "hand", live: true, perPlayer: true },
    { name: "supply", live: false, perPlayer: false, refillsFrom: "spent" },
    { name: "spent", live: false, perPlayer: false },
  ],
  {},
);

let sparks = 0;
const spark: Ability<EffectApi<object>> = { trigger: { kind: "play" }, limits: [{ count: 1, per: "round" }], costs: [], run: () => void sparks++ } as unknown as Ability<EffectApi<object>>;

const CARDS = [
  { id: "spark", kind: "rune", name: "Spark", power: 2, effect: { abilities: [spark], modifiers: [], requires: null } },
  { id: "stone", kind: "rune", name: "Stone", power: 1 },
] as unknown as CatalogueCard[];

class Toy extends Engine<object> {
  constructor(agent: Agent) {
    super(RULES, new Catalogue(CARDS), { seed: 1, agents: [agent], resourceBounds: {}, counterBounds: {} });
    this.table.addPlayer("Ann", []);
    for (const id of ["spark", "stone", "stone", "stone"]) this.table.create(id, "deck", 0);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  readonly hooks: GameHookSet<object> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
}

const ids = (g: Toy, zone: string) => g.table.peek(zone, 0).map((c) => c.cardId);

describe("a turn of actions", () => {
  it("takes its count of actions, free ones aside, asking for the open actions afresh each time", () => {
    const done: string[] = [];
    let asked = 0;
    const open = (): TurnAction[] => {
      asked++;
      return [
        { label: "dig", score: 1, run: () => done.push("dig") },
        { label: "look", score: 2, free: true, run: () => done.push("look") },
      ];
    };
    const g = new Toy(new ScriptedAgent(["look", "dig", "look", "dig"]));
    takeActions(g, 0, 2, (taken) => `action ${taken + 1}`, open);
    expect(done).toEqual(["look", "dig", "look", "dig"]);
    expect(asked).toBe(4);
  });

  it("ends when the player ends it, and bounds free actions", () => {
    const g = new Toy(new ScriptedAgent(["end turn"]));
    const done: string[] = [];
    takeActions(g, 0, 2, () => "act", () => [{ label: "dig", score: 1, run: () => done.push("dig") }]);
    expect(done).toEqual([]);
    const free = new Toy(new ScriptedAgent(Array(20).fill("look")));
    let looks = 0;
    takeActions(free, 0, 2, () => "act", () => [{ label: "look", score: 1, free: true, run: () => void looks++ }]);
    expect(looks).toBe(10);
  });

  it("offers the play ability of each card in a zone while it can be used", () => {
    const g = new Toy(new ScriptedAgent([]));
    for (const c of g.table.peek("deck", 0)) g.table.move(c.uid, "hand", 0, { quiet: true });
    const usable = usableAbilities(g, 0, "hand");
    expect(usable.map((u) => u.inst.cardId)).toEqual(["spark"]);
    const before = sparks;
    expect(usable[0].use()).toBe(true);
    expect(sparks).toBe(before + 1);
    // Once a round: used, it is no longer offered.
    expect(usableAbilities(g, 0, "hand")).toEqual([]);
  });
});

describe("a deck's top cards", () => {
  it("are revealed to a zone, their ids returned top first, the deck refilled when it runs out", () => {
    const g = new Toy(new ScriptedAgent([]));
    const top = ids(g, "deck");
    expect(reveal(g, 0, 3, "deck", "discard")).toEqual(top.slice(0, 3));
    expect(ids(g, "discard")).toEqual(top.slice(0, 3));
    // One left; then the discard pile is shuffled back in.
    expect(reveal(g, 0, 2, "deck", "looking")).toHaveLength(2);
    expect(g.table.size("deck", 0) + g.table.size("looking", 0) + g.table.size("discard", 0)).toBe(4);
  });

  it("of a shared deck (seat null) are revealed to a shared zone, the deck refilled from its pile", () => {
    const g = new Toy(new ScriptedAgent([]));
    for (const id of ["spark", "stone"]) g.table.create(id, "supply", null);
    expect(reveal(g, null, 1, "supply", "spent")).toEqual(["spark"]);
    expect(g.table.peek("spent", null).map((c) => c.cardId)).toEqual(["spark"]);
    // the stone; then the empty supply takes back both spent cards, shuffled, and two more are drawn
    expect(reveal(g, null, 3, "supply", "spent")).toHaveLength(3);
    expect([g.table.size("supply", null), g.table.size("spent", null)]).toEqual([0, 2]);
    expect(g.table.size("deck", 0)).toBe(4); // the player's own deck untouched
  });

  it("are scouted: one taken to a zone, the rest back under the deck in the order seen", () => {
    const g = new Toy(new ScriptedAgent(["Spark"]));
    const [first, second] = g.table.peek("deck", 0).map((c) => c.uid);
    const taken = scout(g, 0, 2, { deck: "deck", hold: "looking", to: "hand", taking: "keeps", worth: (id) => (id === "spark" ? 3 : -1) });
    expect(taken).toBe(first);
    expect(ids(g, "hand")).toEqual(["spark"]);
    expect(g.table.peek("deck", 0).map((c) => c.uid).at(-1)).toBe(second);
    expect(g.table.size("looking", 0)).toBe(0);
    expect(g.log.lines().some((l) => l.endsWith("Ann scouts 2 cards and keeps Spark"))).toBe(true);
  });

  it("are left when the player takes none", () => {
    const g = new Toy(new ScriptedAgent(["none"]));
    const before = ids(g, "deck");
    expect(scout(g, 0, 2, { deck: "deck", hold: "looking", to: "hand", taking: "keeps", worth: () => 0 })).toBeNull();
    expect(ids(g, "deck")).toEqual([...before.slice(2), ...before.slice(0, 2)]);
  });
});
