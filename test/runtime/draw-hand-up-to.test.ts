/**
 * A hand drawn up to its declared size (`draws-up-to:` on the zone; runtime/core/draw-up-to.ts)
 * on a toy game: each player draws from their own deck until the hand holds `size` cards, the
 * round's leader `leader` cards; during the setup (no round yet) nobody leads.
 */
import { describe, expect, it } from "vitest";
import type { EffectApi } from "../../runtime/api.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { drawHandUpTo } from "../../runtime/core/draw-up-to.ts";
import { Engine } from "../../runtime/core/engine.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { toyRules } from "../support/toy-rules.ts";

type R = EffectApi<object>;
const CARDS = [{ id: "coin", name: "Coin", kind: "thing" }] as unknown as CatalogueCard[];
const ZONES = [
  { name: "deck", live: false, perPlayer: true },
  { name: "pouch", live: false, perPlayer: true, drawsUpTo: { from: "deck", size: 3, leader: 5 } },
];

class Purse extends Engine<object> {
  constructor() {
    super(toyRules<GameRules<R>>("purse", ZONES, {}), new Catalogue(CARDS), { seed: 1, agents: [], resourceBounds: {}, counterBounds: {} });
    for (const [seat, name] of ["Ann", "Bob"].entries()) {
      this.table.addPlayer(name, []);
      for (let i = 0; i < 8; i++) this.table.create("coin", "deck", seat);
    }
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  readonly hooks: GameHookSet<object> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
}

describe("drawing a hand up to its declared size", () => {
  it("draws every player to the size during the setup, when nobody leads", () => {
    const g = new Purse();
    expect([drawHandUpTo(g, "pouch", 0), drawHandUpTo(g, "pouch", 1)]).toEqual([3, 3]);
    expect([g.table.size("pouch", 0), g.table.size("deck", 0)]).toEqual([3, 5]);
  });

  it("draws the round's leader to the leader's size, the others to the size, counting what they hold", () => {
    const g = new Purse();
    g.table.move(g.table.peek("deck", 1)[0].uid, "pouch", 1);
    g.info.round = 1;
    g.leader = 1;
    expect([drawHandUpTo(g, "pouch", 0), drawHandUpTo(g, "pouch", 1)]).toEqual([3, 4]);
    expect([g.table.size("pouch", 0), g.table.size("pouch", 1)]).toEqual([3, 5]);
    expect(g.log.all.map((l) => l.text).filter((t) => t.includes("draws"))).toEqual(["Ann draws 3 cards", "Bob draws 4 cards"]);
  });

  it("is an error for a zone that declares no size", () => {
    expect(() => drawHandUpTo(new Purse(), "deck", 0)).toThrow(/no `draws-up-to:`/);
  });
});
