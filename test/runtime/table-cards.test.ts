/**
 * Cards of the table (a kind a shared live zone `starts-with`): setOutTable lays them once for
 * the table, then each seat's own starting kinds in front of that seat; a card of the table acts
 * once on an event, for the player its `shared-cards-act-for` argument names (the first player
 * when the event has none), where each seat's own copy of a rule acts once per seat.
 */
import { describe, expect, it } from "vitest";
import type { Ability, CompiledEffect, EffectApi, EffectContext } from "../../runtime/api.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { EventRule, GameRules } from "../../runtime/core/rules.ts";
import { setOutTable } from "../../runtime/core/starting-cards.ts";
import { toyRules } from "../support/toy-rules.ts";

type R = EffectApi<object>;

const BELL: EventRule = { name: "bell", respondable: false, raisedBy: ["action"], args: ["by"], payload: [] };
const ZONES = [
  { name: "sheet", live: true, perPlayer: true, startsWith: ["rule"] },
  { name: "town-square", live: true, perPlayer: false, startsWith: ["table-rule"] },
  { name: "deck", live: false, perPlayer: false },
];
const RULES = { ...toyRules<GameRules<R>>("toy-bells", ZONES, {}), events: [BELL], sharedCardsActFor: "by" } as GameRules<R>;

class ToyBells extends Engine<object> {
  /** Each run of a `when bell` ability: the card and the seat it acted for. */
  readonly rang: string[] = [];
  readonly hooks: GameHookSet<object> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
  constructor() {
    const onBell = (id: string): CompiledEffect<R> => {
      const run = (_rt: R, ctx: EffectContext) => this.rang.push(`${id} for ${this.seatName(this.resolution(ctx).seat)}`);
      const ability = { trigger: { kind: "when", event: "bell", every: false, args: {}, condition: null }, limits: [], costs: [], run, text: "when bell" };
      return { abilities: [ability as unknown as Ability<R>], modifiers: [], requires: null };
    };
    const cards = [
      { id: "own-rule", kind: "rule", name: "Own Rule", effect: onBell("own-rule") },
      { id: "crier", kind: "table-rule", name: "Town Crier", effect: onBell("crier") },
      { id: "coin", kind: "coin", name: "Coin" },
    ] as unknown as CatalogueCard[];
    super(RULES, new Catalogue(cards), { seed: 1, agents: [], resourceBounds: {}, counterBounds: {} });
    for (const name of ["Ann", "Bo", "Cy"]) this.table.addPlayer(name, []);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
}

const ids = (g: ToyBells, zone: string, owner: number | null) => g.table.peek(zone, owner).map((i) => i.cardId);

describe("cards of the table", () => {
  it("are laid once for the table, each seat's own kinds once in front of each seat", () => {
    const g = new ToyBells();
    setOutTable(g, [0, 1, 2]);
    expect(ids(g, "town-square", null)).toEqual(["crier"]);
    expect([0, 1, 2].map((s) => ids(g, "sheet", s))).toEqual([["own-rule"], ["own-rule"], ["own-rule"]]);
    expect(ids(g, "deck", null)).toEqual([]);
  });

  it("leave out the seats `keep` refuses, but never the table's cards", () => {
    const g = new ToyBells();
    setOutTable(g, [0, 1, 2], (_card, seat) => seat !== 1);
    expect([ids(g, "town-square", null), ids(g, "sheet", 1), ids(g, "sheet", 2)]).toEqual([["crier"], [], ["own-rule"]]);
  });

  it("act once on an event, for the player it is by, where each seat's own rule acts for that seat", () => {
    const g = new ToyBells();
    setOutTable(g, [0, 1, 2]);
    g.raise("bell", { by: g.playerRef(1) });
    expect(g.rang.filter((r) => r.startsWith("crier"))).toEqual(["crier for Bo"]);
    expect(g.rang.filter((r) => r.startsWith("own-rule")).sort()).toEqual(["own-rule for Ann", "own-rule for Bo", "own-rule for Cy"]);
  });

  it("act for the first player when the event names no one", () => {
    const g = new ToyBells();
    setOutTable(g, [0, 1, 2]);
    g.raise("bell", {});
    expect(g.rang.filter((r) => r.startsWith("crier"))).toEqual([`crier for ${g.seatName(g.turnOrder()[0])}`]);
  });
});
