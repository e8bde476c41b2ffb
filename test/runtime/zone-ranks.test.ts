/**
 * A zone's declared ranks (game.yaml `ranks: { counter, size, names }`, runtime/core/ranks.ts) on a
 * toy game: cards set out a rank at a time, the front closing up from behind, the front rank,
 * neighbours in a rank, and the ranks described by name.
 */
import { describe, expect, it } from "vitest";
import type { EffectApi } from "../../runtime/api.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { closeUpZoneFront, describeRanks, frontRank, rankNeighbours, setOutZoneRanks } from "../../runtime/core/ranks.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { toyRules } from "../support/toy-rules.ts";

type R = EffectApi<object>;
const NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve"];
const CARDS = NAMES.map((name) => ({ id: name.toLowerCase(), name, kind: "figure" })) as unknown as CatalogueCard[];
const RULES = toyRules<GameRules<R>>("lines", [
  { name: "line", live: true, perPlayer: true, ranks: { counter: "row", size: 2, names: ["van", "middle", "rear"] } },
  { name: "bench", live: false, perPlayer: true },
], {});

class Lines extends Engine<object> {
  constructor() {
    super(RULES, new Catalogue(CARDS), { seed: 1, agents: [], resourceBounds: {}, counterBounds: { row: { min: 0, max: 3 } } });
    this.table.addPlayer("P1", []);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  readonly hooks: GameHookSet<object> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
}

function table() {
  const g = new Lines();
  const cards = CARDS.map((c) => g.table.create(c.id, "line", 0));
  setOutZoneRanks(g, "line", cards);
  return { g, cards };
}

describe("a zone's declared ranks", () => {
  it("sets cards out a rank at a time and describes the ranks by their names", () => {
    const { g, cards } = table();
    expect(cards.map((c) => g.table.counter(c, "row"))).toEqual([1, 1, 2, 2, 3]);
    expect(describeRanks(g, "line", 0)).toBe("van Ann, Bob; middle Cy, Dee; rear Eve");
    expect(frontRank(g, "line", cards)).toEqual(cards.slice(0, 2));
  });

  it("finds a card's neighbours in its rank among the cards given", () => {
    const { g, cards } = table();
    expect(rankNeighbours(g, "line", cards, cards[2])).toEqual([cards[3]]);
    expect(rankNeighbours(g, "line", cards, cards[4])).toEqual([]);
    expect(rankNeighbours(g, "line", cards.slice(1), cards[1])).toEqual([]); // Ann not among them
  });

  it("closes up the front from the rank behind, up to its size", () => {
    const { g, cards } = table();
    g.table.move(cards[0].uid, "bench", 0, { quiet: true });
    expect(closeUpZoneFront(g, "line", 0)).toBe(true);
    expect(describeRanks(g, "line", 0)).toBe("van Bob, Cy; middle Dee; rear Eve");
    expect(closeUpZoneFront(g, "line", 0)).toBe(false);
    g.table.move(cards[1].uid, "bench", 0, { quiet: true });
    g.table.move(cards[2].uid, "bench", 0, { quiet: true });
    expect(describeRanks(g, "line", 0)).toBe("van none; middle Dee; rear Eve");
  });

  it("is an error for a zone without ranks", () => {
    const { g } = table();
    expect(() => describeRanks(g, "bench", 0)).toThrow(/declares no ranks/);
  });
});
