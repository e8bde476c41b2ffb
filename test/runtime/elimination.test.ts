/**
 * The engine's elimination (runtime/core/elimination.ts) on a toy game: at the end check a player
 * whose declared zone is empty goes out (logged, their cards in the `cards-to` zones moved), a
 * player out stays out, and with one player or none left the game is over.
 */
import { describe, expect, it } from "vitest";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { eliminate } from "../../runtime/core/elimination.ts";
import { Engine } from "../../runtime/core/engine.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { EliminationRule, GameRules } from "../../runtime/core/rules.ts";
import { toyRules } from "../support/toy-rules.ts";
import type { EffectApi } from "../../runtime/api.ts";

type R = EffectApi<object>;

const CARDS = [
  { id: "knight", name: "Knight", kind: "figure" },
  { id: "coin", name: "Coin", kind: "thing" },
] as unknown as CatalogueCard[];

const RULES = toyRules<GameRules<R>>("castles", [
  { name: "keep", live: false, perPlayer: true },
  { name: "purse", live: false, perPlayer: true },
  { name: "spent", live: false, perPlayer: true },
], {});

const RULE: EliminationRule = { whenEmpty: "keep", says: "has lost the keep", cardsTo: [["purse", "spent"]] };

class Castles extends Engine<object> {
  constructor(players: number) {
    super(RULES, new Catalogue(CARDS), { seed: 1, agents: [], resourceBounds: {}, counterBounds: {} });
    for (let i = 0; i < players; i++) this.table.addPlayer(["Ann", "Bob", "Cy"][i], []);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  readonly hooks: GameHookSet<object> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
}

describe("elimination", () => {
  it("puts out a player whose zone is empty, logging it and moving their cards", () => {
    const g = new Castles(3);
    g.table.create("knight", "keep", 0);
    g.table.create("knight", "keep", 2);
    const coin = g.table.create("coin", "purse", 1);
    expect(eliminate(g, RULE)).toBe(false);
    expect([...g.out]).toEqual([1]);
    expect(g.inGame()).toEqual([0, 2]);
    expect(g.log.all.at(-1)?.text).toBe("Bob has lost the keep and is eliminated");
    expect([coin.zone, coin.owner]).toEqual(["spent", 1]);
    expect(g.endReason).toBe("");
  });

  it("does not put out a player twice", () => {
    const g = new Castles(3);
    g.table.create("knight", "keep", 0);
    g.table.create("knight", "keep", 2);
    eliminate(g, RULE);
    const lines = g.log.all.length;
    expect(eliminate(g, RULE)).toBe(false);
    expect(g.log.all.length).toBe(lines);
  });

  it("ends the game with one player left, or none", () => {
    const one = new Castles(2);
    one.table.create("knight", "keep", 1);
    expect(eliminate(one, RULE)).toBe(true);
    expect(one.endReason).toBe("only Bob is left");
    const none = new Castles(2);
    expect(eliminate(none, RULE)).toBe(true);
    expect(none.endReason).toBe("every player is out");
    expect(none.inGame()).toEqual([]);
  });
});
