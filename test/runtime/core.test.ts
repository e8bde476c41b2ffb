/**
 * The generic runtime's pieces on their own: the seeded Rng, the bots and scripted agents, the
 * Decider and replay agents, usage limits, the Table's moves, bounds and invariant checks, and
 * the log's hash.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GreedyAgent, RandomAgent, resolveAnswer, ScriptedAgent, ScriptError, type Agent, type Decision } from "../../runtime/core/agents.ts";
import { Decider, DecisionError, replayAgents } from "../../runtime/core/decisions.ts";
import { GameLog } from "../../runtime/core/log.ts";
import { Rng } from "../../runtime/core/rng.ts";
import { BoundsError, Table } from "../../runtime/core/table.ts";
import { UsageLimits } from "../../runtime/core/usage-limits.ts";

const seed = fc.integer({ min: -(2 ** 31), max: 2 ** 32 - 1 });

describe("Rng", () => {
  it("the same seed gives the same sequence", () => {
    fc.assert(
      fc.property(seed, (s) => {
        const a = new Rng(s);
        const b = new Rng(s);
        for (let i = 0; i < 20; i++) expect(b.nextUint32()).toBe(a.nextUint32());
      }),
    );
  });

  it("different seeds give different sequences", () => {
    const firsts = new Set<string>();
    for (let s = 0; s < 1000; s++) {
      const r = new Rng(s);
      firsts.add(`${r.nextUint32()},${r.nextUint32()}`);
    }
    expect(firsts.size).toBe(1000);
  });

  it("nextUint32 is an unsigned 32-bit integer", () => {
    fc.assert(
      fc.property(seed, (s) => {
        const r = new Rng(s);
        for (let i = 0; i < 50; i++) {
          const v = r.nextUint32();
          expect(Number.isInteger(v) && v >= 0 && v < 2 ** 32).toBe(true);
        }
      }),
    );
  });

  it("int(n) is a whole number in [0, n)", () => {
    fc.assert(
      fc.property(seed, fc.integer({ min: 1, max: 2 ** 32 }), (s, n) => {
        const r = new Rng(s);
        for (let i = 0; i < 20; i++) {
          const v = r.int(n);
          expect(Number.isInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThan(n);
        }
      }),
    );
  });

  it("int needs a positive bound", () => {
    const r = new Rng(1);
    expect(() => r.int(0)).toThrow(RangeError);
    expect(() => r.int(-3)).toThrow(/positive bound/);
  });

  it("die(sides) is 1..sides, and every face comes up about equally", () => {
    fc.assert(
      fc.property(seed, fc.integer({ min: 1, max: 100 }), (s, sides) => {
        const v = new Rng(s).die(sides);
        expect(v >= 1 && v <= sides && Number.isInteger(v)).toBe(true);
      }),
    );
    const r = new Rng(42);
    const counts = new Array(6).fill(0);
    const n = 60_000;
    for (let i = 0; i < n; i++) counts[r.die(6) - 1]++;
    for (const c of counts) expect(Math.abs(c - n / 6)).toBeLessThan(n / 6 / 20); // within 5%
  });

  it("shuffle is an in-place permutation, deterministic per seed", () => {
    fc.assert(
      fc.property(seed, fc.array(fc.integer(), { maxLength: 60 }), (s, xs) => {
        const copy = [...xs];
        const out = new Rng(s).shuffle(copy);
        expect(out).toBe(copy);
        expect([...out].sort((a, b) => a - b)).toEqual([...xs].sort((a, b) => a - b));
        expect(new Rng(s).shuffle([...xs])).toEqual(out);
      }),
    );
  });

  it("shuffle reaches every order of a small deck", () => {
    const seen = new Set<string>();
    for (let s = 0; s < 500; s++) seen.add(new Rng(s).shuffle(["a", "b", "c", "d"]).join(""));
    expect(seen.size).toBe(24);
  });
});

const decision = (options: string[], extra: Partial<Decision> = {}): Decision => ({ seat: 0, kind: "play", prompt: "play a card", options, ...extra });

describe("bots", () => {
  it("RandomAgent answers a valid index, the same for the same seed", () => {
    fc.assert(
      fc.property(seed, fc.integer({ min: 1, max: 12 }), (s, n) => {
        const d = decision(Array.from({ length: n }, (_, i) => `option ${i}`));
        const a = new RandomAgent(s);
        const b = new RandomAgent(s);
        for (let i = 0; i < 10; i++) {
          const x = a.decide(d);
          expect(x >= 0 && x < n).toBe(true);
          expect(b.decide(d)).toBe(x);
        }
      }),
    );
  });

  it("GreedyAgent takes the best-scored option, breaking ties by its seed", () => {
    const g = new GreedyAgent(3);
    expect(g.decide(decision(["a", "b", "c"], { scores: [1, 5, 2] }))).toBe(1);
    const tied = decision(["a", "b", "c", "d"], { scores: [4, 0, 4, 4] });
    const picks = new Set<number>();
    for (let i = 0; i < 100; i++) picks.add(g.decide(tied));
    expect([...picks].sort()).toEqual([0, 2, 3]);
    // Unscored: any option, seeded.
    const free = decision(["a", "b", "c"]);
    const x = new GreedyAgent(9).decide(free);
    expect(new GreedyAgent(9).decide(free)).toBe(x);
  });

  it("GreedyAgent reads lazily computed scores", () => {
    let asked = 0;
    const d = {
      ...decision(["a", "b"]),
      get scores() {
        asked++;
        return [0, 1];
      },
    };
    expect(new GreedyAgent(1).decide(d)).toBe(1);
    expect(asked).toBeGreaterThan(0);
  });
});

describe("ScriptedAgent", () => {
  const d = decision(["play Sword Strike", "play Shield Bash", "pass"], { seat: 1, kind: "play", prompt: "initiative 2: play a card or pass" });

  it("answers by index, exact label, or the only label containing the text (any case)", () => {
    const a = new ScriptedAgent([2, "pass", "sword", "SHIELD bash"]);
    expect(a.remaining).toBe(4);
    expect(a.decide(d)).toBe(2);
    expect(a.decide(d)).toBe(2);
    expect(a.decide(d)).toBe(0);
    expect(a.decide(d)).toBe(1);
    expect(a.remaining).toBe(0);
  });

  it("an exact label wins over partial matches", () => {
    expect(resolveAnswer("pass", decision(["pass", "pass turn"]))).toBe(0);
  });

  it("an ambiguous text is an error naming the matches", () => {
    expect(() => new ScriptedAgent(["play"]).decide(d)).toThrow(ScriptError);
    expect(() => new ScriptedAgent(["play"]).decide(d)).toThrow(/matches several options .*play Sword Strike \| play Shield Bash/);
  });

  it("a text matching nothing is an error listing the options", () => {
    expect(() => new ScriptedAgent(["dodge"]).decide(d)).toThrow(/answer "dodge" is not an option of "initiative 2: play a card or pass" \(options: play Sword Strike \| play Shield Bash \| pass\)/);
  });

  it("an index out of range, negative or fractional is an error", () => {
    for (const bad of [3, -1, 1.5]) expect(() => new ScriptedAgent([bad]).decide(d)).toThrow(/is not an option .*\(0-2\)/);
  });

  it("running out of answers is an error naming the seat and decision", () => {
    const a = new ScriptedAgent([0]);
    a.decide(d);
    expect(() => a.decide(d)).toThrow(/no answer for seat 2's play decision "initiative 2: play a card or pass"/);
  });

  it("after the script, a fallback agent answers", () => {
    const fallback: Agent = { name: "always-last", decide: (x) => x.options.length - 1 };
    const a = new ScriptedAgent(["sword"], fallback);
    expect(a.decide(d)).toBe(0);
    expect(a.decide(d)).toBe(2);
    expect(a.decide(d)).toBe(2);
  });
});

describe("Decider and replay agents", () => {
  it("records answers, takes a single option without asking, refuses none", () => {
    let asked = 0;
    const agent: Agent = { name: "first", decide: () => (asked++, 1) };
    const decider = new Decider([agent, agent], new GameLog());
    expect(decider.ask(decision(["only"]))).toBe(0);
    expect(asked).toBe(0);
    expect(decider.ask(decision(["a", "b"], { seat: 1 }))).toBe(1);
    expect(decider.record).toEqual([[1, 1]]);
    expect(() => decider.ask(decision([]))).toThrow(DecisionError);
  });

  it("a seat with no agent of its own is decided by the first seat's agent, as the first seat", () => {
    const seen: number[] = [];
    const decider = new Decider([{ name: "player", decide: (d) => (seen.push(d.seat), 1) }], new GameLog());
    const automaton = decision(["a", "b"], { seat: 1 });
    expect(decider.ask(automaton)).toBe(1);
    expect(seen).toEqual([0]);
    expect(automaton.seat).toBe(1); // the decision itself is unchanged
    expect(decider.record).toEqual([[0, 1]]); // replayed by the first seat's replay agent
  });

  it("an agent's invalid answer is an error", () => {
    for (const bad of [2, -1, 0.5, Number.NaN]) {
      const decider = new Decider([{ name: "bad", decide: () => bad }], new GameLog());
      expect(() => decider.ask(decision(["a", "b"]))).toThrow(/bad answered .* which has 2 options/);
    }
  });

  it("replay agents answer the record in order and catch a divergence", () => {
    const agents = replayAgents(
      [
        [0, 1],
        [1, 0],
      ],
      2,
    );
    expect(agents[0].decide(decision(["a", "b"]))).toBe(1);
    expect(() => agents[0].decide(decision(["a", "b"]))).toThrow(/diverged .*recorded seat 2/);
    const short = replayAgents([[0, 3]], 2);
    expect(() => short[0].decide(decision(["a", "b"]))).toThrow(/diverged/);
    expect(() => short[1].decide(decision(["a", "b"]))).toThrow(/ran out of decisions/);
  });

  it("replayAgents does not consume the record it is given", () => {
    const record: Array<[number, number]> = [[0, 1]];
    replayAgents(record, 2)[0].decide(decision(["a", "b"]));
    expect(record).toEqual([[0, 1]]);
  });
});

describe("UsageLimits", () => {
  const oncePerRound = [{ count: 1, per: "round" }];
  const twicePerGame = [{ count: 2, per: "game" }];

  it("once per round: used, then blocked until the round resets", () => {
    const u = new UsageLimits();
    expect(u.canUse("c1", 0, oncePerRound)).toBe(true);
    u.use("c1", 0, oncePerRound);
    expect(u.canUse("c1", 0, oncePerRound)).toBe(false);
    u.reset("round");
    expect(u.canUse("c1", 0, oncePerRound)).toBe(true);
  });

  it("counts per card instance and per ability", () => {
    const u = new UsageLimits();
    u.use("c1", 0, oncePerRound);
    expect(u.canUse("c1", 1, oncePerRound)).toBe(true);
    expect(u.canUse("c2", 0, oncePerRound)).toBe(true);
    expect(u.canUse("c1", 0, oncePerRound)).toBe(false);
  });

  it("a period's reset leaves other periods' counts", () => {
    const both = [...oncePerRound, ...twicePerGame];
    const u = new UsageLimits();
    u.use("c1", 0, both);
    u.reset("round");
    expect(u.canUse("c1", 0, both)).toBe(true);
    u.use("c1", 0, both);
    u.reset("round");
    expect(u.canUse("c1", 0, oncePerRound)).toBe(true);
    expect(u.canUse("c1", 0, both)).toBe(false); // the game limit is spent
    u.reset("game");
    expect(u.canUse("c1", 0, both)).toBe(true);
  });

  it("no limits: always usable", () => {
    const u = new UsageLimits();
    for (let i = 0; i < 5; i++) u.use("c1", 0, []);
    expect(u.canUse("c1", 0, [])).toBe(true);
  });

  it("a card leaving play forgets its per-round uses, not its per-game ones", () => {
    const u = new UsageLimits();
    u.use("c1", 0, [...oncePerRound, { count: 1, per: "game" }]);
    u.use("c12", 0, oncePerRound);
    u.forgetCard("c1");
    expect(u.canUse("c1", 0, oncePerRound)).toBe(true);
    expect(u.canUse("c1", 0, [{ count: 1, per: "game" }])).toBe(false);
    // c12's uses are its own, not c1's.
    expect(u.canUse("c12", 0, oncePerRound)).toBe(false);
  });
});

describe("Table", () => {
  function table() {
    const log = new GameLog();
    const t = new Table(log, { gold: { min: 0 }, stones: { min: 0, max: 9 } }, { damage: { min: 0 }, stun: { min: 0, max: 2 } }, (id) => id.toUpperCase());
    t.addPlayer("P1", ["gold", "stones"]);
    t.addPlayer("P2", ["gold", "stones"]);
    return { t, log };
  }

  it("moves cards between zones, conserving them", () => {
    const { t, log } = table();
    const a = t.create("axe", "deck", 0);
    const b = t.create("bow", "deck", 0);
    const m = t.create("market-item", "market", null);
    t.checkConservation();
    t.move(a.uid, "hand", 0);
    expect(t.zone("deck", 0)).toEqual([b.uid]);
    expect(t.zone("hand", 0)).toEqual([a.uid]);
    expect(a.zone).toBe("hand");
    t.move(m.uid, "hand", 1, { quiet: true });
    expect(m.owner).toBe(1);
    t.move(b.uid, "hand", 0, { top: true });
    expect(t.zone("hand", 0)).toEqual([b.uid, a.uid]);
    expect(t.size("hand", 0)).toBe(2);
    expect(t.zone("market")).toEqual([]);
    t.checkConservation();
    expect(log.lines()).toEqual(["[setup] AXE: P1's deck → P1's hand", "[setup] BOW: P1's deck → P1's hand"]);
  });

  it("inZone is a copy, safe to move cards while iterating", () => {
    const { t } = table();
    for (const id of ["a", "b", "c"]) t.create(id, "deck", 0);
    for (const c of t.inZone("deck", 0)) t.move(c.uid, "discard", 0, { quiet: true });
    expect(t.size("deck", 0)).toBe(0);
    expect(t.inZone("discard", 0).map((c) => c.cardId)).toEqual(["a", "b", "c"]);
  });

  it("checkConservation catches a card whose zone disagrees with where it sits", () => {
    const { t } = table();
    const a = t.create("axe", "deck", 0);
    a.zone = "hand";
    expect(() => t.checkConservation()).toThrow(/says hand@0 but sits in deck@0/);
  });

  it("counters and resources are clamped to their bounds; the real change is returned and logged", () => {
    const { t, log } = table();
    const p = t.players[0];
    expect(t.addResource(p, "gold", -3)).toBe(0);
    expect(p.resources.gold).toBe(0);
    expect(t.addResource(p, "stones", 12)).toBe(9);
    expect(p.resources.stones).toBe(9);
    const c = t.create("axe", "station", 0);
    expect(t.addCounter(c, "stun", 5, "Axe")).toBe(2);
    expect(t.addCounter(c, "stun", -7, "Axe")).toBe(-2);
    expect(t.addCounter(c, "damage", 4, "Axe")).toBe(4);
    t.setCounter(c, "damage", -1);
    expect(c.counters.damage).toBe(0);
    // Unbounded names are left alone.
    expect(t.addCounter(c, "progress", -2, "Axe")).toBe(-2);
    expect(log.lines()).toEqual(["[setup] P1: stones 0 → 9", "[setup] Axe: stun 0 → 2", "[setup] Axe: stun 2 → 0", "[setup] Axe: damage 0 → 4", "[setup] Axe: progress 0 → -2"]);
  });

  it("clamping holds for any sequence of changes (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -20, max: 20 }), { maxLength: 40 }), (deltas) => {
        const { t } = table();
        const c = t.create("axe", "station", 0);
        for (const d of deltas) {
          t.addCounter(c, "stun", d, "Axe");
          t.addResource(t.players[1], "stones", d);
        }
        t.checkBounds();
        expect(c.counters.stun ?? 0).toBeGreaterThanOrEqual(0);
        expect(c.counters.stun ?? 0).toBeLessThanOrEqual(2);
      }),
    );
  });

  it("checkBounds catches a value written past its bounds, or not a whole number", () => {
    const { t } = table();
    const c = t.create("axe", "station", 0);
    c.counters.stun = 3;
    expect(() => t.checkBounds()).toThrow(BoundsError);
    expect(() => t.checkBounds()).toThrow(/axe \(c1\) stun is 3, above 2/);
    c.counters.stun = 1;
    t.players[1].resources.gold = -1;
    expect(() => t.checkBounds()).toThrow(/P2's gold is -1, below 0/);
    t.players[1].resources.gold = 0.5;
    expect(() => t.checkBounds()).toThrow(/not a whole number/);
  });

  it("every change bumps the version", () => {
    const { t } = table();
    const v0 = t.version;
    const c = t.create("axe", "deck", 0);
    t.move(c.uid, "hand", 0, { quiet: true });
    t.addCounter(c, "damage", 1, "Axe");
    t.addResource(t.players[0], "gold", 1);
    expect(t.version).toBeGreaterThanOrEqual(v0 + 4);
  });
});

describe("GameLog", () => {
  it("the hash is a function of the lines, in order", () => {
    const make = (lines: Array<[string, string]>) => {
      const log = new GameLog();
      for (const [where, text] of lines) {
        log.at(where);
        log.add(text);
      }
      return log;
    };
    const a = make([["setup", "x"], ["round 1", "y"]]);
    expect(make([["setup", "x"], ["round 1", "y"]]).hash()).toBe(a.hash());
    expect(make([["round 1", "y"], ["setup", "x"]]).hash()).not.toBe(a.hash());
    expect(make([["setup", "x"], ["round 2", "y"]]).hash()).not.toBe(a.hash());
    expect(a.hash()).toMatch(/^[0-9a-f]{64}$/);
  });

  it("hidden information is never shown but is part of the hash", () => {
    const make = (secret: string) => {
      const log = new GameLog();
      log.add("P1 chooses a hand of 3");
      log.addHidden(secret);
      return log;
    };
    expect(make("a, b, c").lines()).toEqual(["[setup] P1 chooses a hand of 3"]);
    expect(make("a, b, c").all).toHaveLength(1);
    expect(make("a, b, c").hash()).toBe(make("a, b, c").hash());
    expect(make("a, b, d").hash()).not.toBe(make("a, b, c").hash());
  });

  it("listeners see every entry as it is added", () => {
    const log = new GameLog();
    const seen: number[] = [];
    log.onEntry((e) => seen.push(e.seq));
    log.add("a");
    log.add("b");
    expect(seen).toEqual([0, 1]);
    expect(log.all.map((e) => e.text)).toEqual(["a", "b"]);
  });
});
