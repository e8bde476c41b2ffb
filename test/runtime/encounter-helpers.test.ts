/**
 * The engine's small mechanisms for games of attackers and defenders in ranks (a Horde on a hero,
 * a party in two ranks): assignment and groups, an Action phase of two sides, ranks kept
 * in a counter, leaders by game turn, and a decision among a game's own things.
 */
import { describe, expect, it } from "vitest";
import { optionCount, type Decision } from "../../runtime/core/agents.ts";
import { alternate, alternateUntilAllPass } from "../../runtime/core/alternating.ts";
import { Assignment } from "../../runtime/core/assignment.ts";
import { LeaderRotation } from "../../runtime/core/leader-rotation.ts";
import { GameLog } from "../../runtime/core/log.ts";
import { pickAny, pickOneByOne, pickOrNone, runChosen } from "../../runtime/core/menus.ts";
import { closeUpFront, inRank, setOutInRanks } from "../../runtime/core/ranks.ts";
import { Table } from "../../runtime/core/table.ts";

const card = (uid: string) => ({ uid });

describe("Assignment", () => {
  it("spreads attackers over free defenders first, then doubles up, and keeps groups", () => {
    const a = new Assignment();
    const [x, y] = [card("x"), card("y")];
    const attackers = [card("m1"), card("m2"), card("m3")];
    const offered: string[][] = [];
    const made: string[] = [];
    a.assignFree(attackers, () => true, () => [x, y], (_m, ds) => (offered.push(ds.map((d) => d.uid)), ds[0]), (m, d) => made.push(`${m.uid}>${d.uid}`));
    expect(offered).toEqual([["x", "y"], ["y"], ["x", "y"]]);
    expect(made).toEqual(["m1>x", "m2>y", "m3>x"]);
    expect(a.group("x", attackers).map((m) => m.uid)).toEqual(["m1", "m3"]);
    expect(a.isEngaged("y")).toBe(true);
  });

  it("spreads out among defenders only these attackers are assigned to: one gone from the fight no longer counts", () => {
    const a = new Assignment();
    a.assign("gone", "x"); // an attacker no longer among those assigned
    const chosen: string[] = [];
    a.assignFree([card("m1")], () => true, () => [card("x"), card("y")], (_m, ds) => (chosen.push(...ds.map((d) => d.uid)), ds[0]), () => {});
    expect(chosen).toEqual(["x", "y"]);
    expect(a.defenderOf("m1")).toBe("x");
  });

  it("reassigns only attackers whose defender is gone, and forgets cards on either side", () => {
    const a = new Assignment();
    const attackers = [card("m1"), card("m2")];
    a.assign("m1", "x");
    a.assign("m2", "y");
    const asked: string[] = [];
    a.assignFree(attackers, (d) => d !== "y", () => [card("x")], (m, ds) => (asked.push(m.uid), ds[0]), () => {});
    expect(asked).toEqual(["m2"]);
    expect(a.defenderOf("m2")).toBe("x");
    a.release("x");
    expect(a.group("x", attackers)).toEqual([]);
    a.assign("m1", "z");
    a.forget("m1");
    expect(a.defenderOf("m1")).toBeUndefined();
  });
});

describe("alternate", () => {
  it("gives the other side one last action after a pass", () => {
    const turns: string[] = [];
    const plan = [true, true, false, true, true];
    alternate((first) => (turns.push(first ? "A" : "B"), plan[turns.length - 1]), () => true, 40);
    // A acts, B acts, A passes, B takes its last action: the phase ends.
    expect(turns).toEqual(["A", "B", "A", "B"]);
  });

  it("stops when a side is gone or at the limit", () => {
    let n = 0;
    alternate(() => (n++, true), () => n < 3, 40);
    expect(n).toBe(3);
    n = 0;
    alternate(() => (n++, true), () => true, 5);
    expect(n).toBe(5);
  });
});

describe("alternateUntilAllPass", () => {
  it("goes on until every seat has passed in a row; an action starts the count again", () => {
    const turns: string[] = [];
    const plan = [true, false, true, false, false, true];
    alternateUntilAllPass([1, 0], (seat) => (turns.push(`${seat}`), plan[turns.length - 1]), () => true, 40);
    // 1 acts, 0 passes, 1 acts (the count starts again), 0 passes, 1 passes: both passed in a row.
    expect(turns).toEqual(["1", "0", "1", "0", "1"]);
  });

  it("stops when told to or at the limit, and counts every seat of three", () => {
    let n = 0;
    alternateUntilAllPass([0, 1], () => (n++, true), () => n < 3, 40);
    expect(n).toBe(3);
    n = 0;
    alternateUntilAllPass([0, 1], () => (n++, true), () => true, 5);
    expect(n).toBe(5);
    const seats: number[] = [];
    alternateUntilAllPass([2, 0, 1], (s) => (seats.push(s), seats.length === 2), () => true, 40);
    expect(seats).toEqual([2, 0, 1, 2, 0]);
  });
});

describe("runChosen", () => {
  it("runs the item picked and answers it; a list of one is taken without asking", () => {
    const ran: string[] = [];
    const asked: Decision[] = [];
    const items = ["stop", "go"].map((label, i) => ({ label, score: i, run: () => ran.push(label) }));
    const chosen = runChosen({ ask: (d) => (asked.push(d), 1) }, 0, "choice", "what now?", items);
    expect(chosen).toBe(items[1]);
    expect(ran).toEqual(["go"]);
    expect(asked[0].options).toEqual(["stop", "go"]);
    expect(asked[0].scores).toEqual([0, 1]);
    runChosen({ ask: () => { throw new Error("asked"); } }, 0, "choice", "only one", items.slice(0, 1));
    expect(ran).toEqual(["go", "stop"]);
  });
});

describe("pickOrNone and pickOneByOne", () => {
  it("offers none first (scored 0), even beside a single item", () => {
    const asked: Decision[] = [];
    const got = pickOrNone({ ask: (d) => (asked.push(d), 1) }, 0, "choice", "which?", "none", ["a"], (x) => x.toUpperCase(), () => 5);
    expect(got).toBe("a");
    expect([asked[0].options, asked[0].scores]).toEqual([["none", "A"], [0, 5]]);
    expect(pickOrNone({ ask: () => 0 }, 0, "choice", "which?", "none", ["a", "b"], (x) => x)).toBeNull();
    expect(pickOrNone({ ask: () => { throw new Error("asked"); } }, 0, "choice", "which?", "none", [], (x) => x)).toBeNull();
  });

  it("picks one by one from what is still open until the seat stops or nothing is left", () => {
    const open = (picked: readonly number[]) => [1, 2, 3, 4].filter((n) => !picked.some((p) => p % 2 === n % 2));
    // Always the last option: 4 (even), then 3 (odd), then nothing is open.
    expect(pickOneByOne({ ask: (d) => optionCount(d) - 1 }, 0, "choice", "pick", "done", open, String)).toEqual([4, 3]);
    const answers = [1, 0];
    expect(pickOneByOne({ ask: () => answers.shift()! }, 0, "choice", "pick", "done", open, String)).toEqual([1]);
  });
});

describe("ranks", () => {
  it("sets cards out in ranks and closes the front up from the back", () => {
    const t = new Table(new GameLog(), {}, { rank: { min: 1, max: 3 } }, (id) => id);
    t.addPlayer("P1", []);
    const party = ["a", "b", "c", "d", "e", "f"].map((id) => t.create(id, "party", 0));
    setOutInRanks(t, party, "rank", 4);
    expect(inRank(t, party, "rank", 1).map((c) => c.cardId)).toEqual(["a", "b", "c", "d"]);
    expect(inRank(t, party, "rank", 2).map((c) => c.cardId)).toEqual(["e", "f"]);
    expect(closeUpFront(t, party, "rank", 4)).toBe(false);
    const standing = party.filter((c) => c.cardId !== "a" && c.cardId !== "c");
    expect(closeUpFront(t, standing, "rank", 4)).toBe(true);
    expect(inRank(t, standing, "rank", 1).map((c) => c.cardId)).toEqual(["b", "d", "e", "f"]);
  });
});

describe("LeaderRotation", () => {
  it("passes the lead clockwise and counts game turns, skipping removed seats", () => {
    const r = new LeaderRotation();
    const seats = [0, 1, 2];
    const leaders: number[] = [];
    let leader = r.next(seats, 1, true);
    leaders.push(leader);
    for (let round = 2; round <= 6; round++) leaders.push((leader = r.next(seats, leader, false)));
    expect(leaders).toEqual([1, 2, 0, 1, 2, 0]);
    expect(r.gameTurn).toBe(2);
    expect(r.turnOver).toBe(true);
    // Seat 1 is out: the next game turn goes 2, 0; seat 0 out too, the game turn is over after 2.
    leader = r.next([0, 2], leader, false);
    expect([leader, r.gameTurn, r.turnOver]).toEqual([2, 3, false]);
    r.remove(0);
    expect(r.turnOver).toBe(true);
  });
});

describe("pickAny", () => {
  it("asks only with two things or more, with labels and scores made on demand", () => {
    const asked: Decision[] = [];
    const asker = { ask: (d: Decision) => (asked.push(d), 1) };
    expect(pickAny(asker, 0, "k", "which?", ["only"], () => { throw new Error("no label needed"); })).toBe("only");
    expect(pickAny(asker, 0, "k", "which?", [], String)).toBeUndefined();
    expect(pickAny(asker, 1, "k", "which?", [10, 20], (n) => `n${n}`, (n) => n)).toBe(20);
    expect(asked).toHaveLength(1);
    expect([asked[0].seat, asked[0].options, asked[0].scores]).toEqual([1, ["n10", "n20"], [10, 20]]);
  });
});
