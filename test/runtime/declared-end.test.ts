/**
 * The end of a game as declared, played through the engine's rounds on a toy game: the lead
 * passing round the table (`leader: passes-clockwise`: Engine.rotation), the game ending once the
 * declared number of game turns is over, and players eliminated at the end check leading no more
 * (runtime/core/procedure.ts, elimination.ts, leader-rotation.ts).
 */
import { describe, expect, it } from "vitest";
import type { EffectApi } from "../../runtime/api.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { toyRules } from "../support/toy-rules.ts";

type R = EffectApi<object>;
const CARDS = [{ id: "flag", name: "Flag", kind: "flag" }] as unknown as CatalogueCard[];

function rules(end: Partial<GameRules<R>["end"]>, elimination = false): GameRules<R> {
  return {
    ...toyRules<GameRules<R>>("laps", [{ name: "camp", live: false, perPlayer: true }], {}),
    phases: [{ name: "turn", hook: "turn", step: null, effect: null }],
    procedureHooks: ["turn"],
    end: { phase: "turn", edge: "end", hook: null, ...end },
    facts: Object.assign(Object.create(null), { done: { kind: "hook" } }),
    leaderPasses: true,
    ...(elimination ? { elimination: { whenEmpty: "camp", says: "has no camp", cardsTo: [] } } : {}),
  };
}

class Laps extends Engine<object> {
  readonly leaders: number[] = [];
  /** The `done` fact an `early` end reads; seats that take no turns (`seatsTakingTurns`). */
  done = false;
  benched: number[] = [];
  /** Called in each turn: what the game does to the table then. */
  onTurn: (g: Laps) => void = () => {};
  constructor(r: GameRules<R>, players: number, leader: number) {
    super(r, new Catalogue(CARDS), { seed: 1, agents: [], resourceBounds: {}, counterBounds: {} });
    for (let i = 0; i < players; i++) this.table.create("flag", "camp", this.table.addPlayer(`P${i + 1}`, []).seat);
    this.leader = leader;
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  override seatsTakingTurns(): number[] {
    return super.seatsTakingTurns().filter((seat) => !this.benched.includes(seat));
  }
  readonly hooks: GameHookSet<object> = {
    nouns: {},
    facts: { done: () => this.done },
    verbs: {},
    procedures: { turn: () => void (this.leaders.push(this.leader), this.onTurn(this)) },
  };
}

function play(g: Laps, limit = 20): void {
  while (!g.ended && g.info.round < limit) g.procedure.playRound();
}

describe("the lead passing round the table", () => {
  it("passes clockwise from the first leader each round, and the game ends after its game turns", () => {
    const g = new Laps(rules({ gameTurns: 2 }), 3, 1);
    play(g);
    expect(g.leaders).toEqual([1, 2, 0, 1, 2, 0]);
    expect(g.rotation?.gameTurn).toBe(2);
    expect([g.ended, g.endReason]).toEqual([true, "2 game turns are over"]);
  });

  it("skips an eliminated player, who leads no more, and the game turn is over without them", () => {
    const g = new Laps(rules({ gameTurns: 2 }, true), 3, 0);
    // In the first round P3 (seat 2) loses its camp: eliminated at that round's end check.
    g.onTurn = (t) => void (t.info.round === 1 && t.table.move(t.table.peek("camp", 2)[0].uid, "camp", 0));
    play(g);
    expect([...g.out]).toEqual([2]);
    expect(g.leaders).toEqual([0, 1, 0, 1]);
    expect(g.endReason).toBe("2 game turns are over");
  });

  it("ends with one player left before the game turns are over", () => {
    const g = new Laps(rules({ gameTurns: 5 }, true), 2, 0);
    g.onTurn = (t) => void (t.info.round === 2 && t.table.move(t.table.peek("camp", 0)[0].uid, "camp", 1));
    play(g);
    expect(g.leaders).toEqual([0, 1]);
    expect(g.endReason).toBe("only P2 is left");
  });

  it("ends early at the end of the game turn in which the `early` fact came to hold, not before", () => {
    const g = new Laps(rules({ gameTurns: 9, early: { fact: "done", says: "someone is done" } }), 3, 0);
    g.onTurn = (t) => void (t.info.round === 4 && (t.done = true)); // in game turn 2, its first turn
    play(g);
    expect(g.leaders).toEqual([0, 1, 2, 0, 1, 2]);
    expect([g.ended, g.endReason]).toEqual([true, "someone is done in game turn 2"]);
  });

  it("passes the lead only among the seats taking turns (a side the cards play takes none)", () => {
    const g = new Laps(rules({ gameTurns: 3 }), 3, 0);
    g.benched = [1];
    play(g);
    expect(g.leaders).toEqual([0, 2, 0, 2, 0, 2]);
    expect(g.endReason).toBe("3 game turns are over");
  });

  it("leaves the leader alone when the rules do not pass it", () => {
    const g = new Laps({ ...rules({ gameTurns: 1 }), leaderPasses: false }, 2, 1);
    expect(g.rotation).toBeNull();
    g.procedure.playRound();
    g.procedure.playRound();
    expect(g.leaders).toEqual([1, 1]);
    expect(g.ended).toBe(false); // no game turns are counted without the rotation
  });
});
