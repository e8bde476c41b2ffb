/**
 * Every player's hand drawn up, the leader first offered to discard theirs (`draws-up-to: {
 * leader-may-discard }`, runtime/core/hands-drawn.ts) on a toy game: the leader's whole hand goes
 * to the zone when they choose so (bots by the game's advice), then every player still in draws.
 */
import { describe, expect, it } from "vitest";
import type { EffectApi } from "../../runtime/api.ts";
import type { Agent } from "../../runtime/core/agents.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import { drawHandsUp } from "../../runtime/core/hands-drawn.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { toyRules } from "../support/toy-rules.ts";

type R = EffectApi<object>;
const CARDS = [{ id: "coin", name: "Coin", kind: "thing" }] as unknown as CatalogueCard[];
const ZONES = [
  { name: "deck", live: false, perPlayer: true },
  { name: "spent", live: false, perPlayer: true },
  { name: "pouch", live: false, perPlayer: true, drawsUpTo: { from: "deck", size: 3, leader: 4, leaderMayDiscard: "spent" } },
];

class Purse extends Engine<object> {
  constructor(agent: Agent) {
    super(toyRules<GameRules<R>>("purse", ZONES, {}), new Catalogue(CARDS), { seed: 1, agents: [agent, agent], resourceBounds: {}, counterBounds: {} });
    for (const [seat, name] of ["Ann", "Bob"].entries()) {
      this.table.addPlayer(name, []);
      for (let i = 0; i < 10; i++) this.table.create("coin", "deck", seat);
      for (let i = 0; i < 2; i++) this.table.create("coin", "pouch", seat);
    }
    this.leader = 1;
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  readonly hooks: GameHookSet<object> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
}

const sizes = (g: Purse, seat: number) => ["pouch", "spent", "deck"].map((z) => g.table.size(z, seat));

describe("hands drawn up, the leader first offered to discard", () => {
  it("moves the leader's whole hand to the zone when they discard, then every player draws", () => {
    const asked: number[] = [];
    const g = new Purse({ name: "discards", decide: (d) => (asked.push(d.seat), 1) });
    g.info.round = 1;
    drawHandsUp(g, "pouch");
    expect(asked).toEqual([1]);
    expect(sizes(g, 1)).toEqual([4, 2, 6]);
    expect(sizes(g, 0)).toEqual([3, 0, 9]);
    expect(g.log.all.map((l) => l.text)).toContain("Bob discards their hand");
  });

  it("keeps the hand when the leader keeps it, and bots follow the game's advice", () => {
    const g = new Purse({ name: "bot", decide: (d) => d.scores!.indexOf(Math.max(...d.scores!)) });
    g.info.round = 1;
    drawHandsUp(g, "pouch", (discard) => (discard ? 0 : 1));
    expect(sizes(g, 1)).toEqual([4, 0, 8]);
    expect(g.log.all.some((l) => l.text.includes("discards their hand"))).toBe(false);
  });

  it("asks nothing of a leader with an empty hand", () => {
    const g = new Purse({ name: "never", decide: () => { throw new Error("asked"); } });
    g.info.round = 1;
    for (const c of g.table.inZone("pouch", 1)) g.table.move(c.uid, "deck", 1);
    drawHandsUp(g, "pouch");
    expect(sizes(g, 1)).toEqual([4, 0, 8]);
  });
});
