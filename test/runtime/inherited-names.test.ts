/**
 * Names that JavaScript objects inherit (`toString`, `constructor`, ...) are ordinary names to a
 * game: the runtime reads counters, resources, bounds and event payloads by the game's names and
 * must never find Object.prototype's members there; a scenario's player may be called anything.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { GameLog } from "../../runtime/core/log.ts";
import { Table } from "../../runtime/core/table.ts";
import { formatFailure, runScenarioText } from "../../runtime/scenario/index.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const INHERITED = ["toString", "constructor", "valueOf", "hasOwnProperty", "isPrototypeOf"];

describe("the table with names Object.prototype also has", () => {
  for (const name of INHERITED) {
    it(`a resource and a counter called ${name} start at 0 and count`, () => {
      const table = new Table(new GameLog(), {}, {}, (id) => id);
      const p = table.addPlayer("P1", ["gold"]);
      const card = table.create("some-card", "hand", 0);
      expect(table.counter(card, name)).toBe(0);
      expect(table.addCounter(card, name, 2, "card")).toBe(2);
      expect(table.counter(card, name)).toBe(2);
      expect(table.addResource(p, name, 3)).toBe(3);
      expect(p.resources[name]).toBe(3);
      expect(table.addCounter(p, name, 1, "P1")).toBe(1);
      expect(() => table.checkBounds()).not.toThrow();
    });
  }

  it("keeps a declared bound of a counter called constructor", () => {
    const table = new Table(new GameLog(), { toString: { max: 2 } }, { constructor: { min: 0, max: 1 } }, (id) => id);
    const p = table.addPlayer("P1", []);
    expect(table.addResource(p, "toString", 5)).toBe(2);
    expect(table.addCounter(p, "constructor", 5, "P1")).toBe(1);
    expect(table.addCounter(p, "valueOf", -5, "P1")).toBe(-5);
  });
});

describe("scenario players with inherited names", () => {
  const EX1 = readFileSync(join(ROOT, "test/scenarios/shm-ex1.scenario.yaml"), "utf8");
  // Olivia deals the Monster 3 damage in the example; Robert deals none.
  for (const name of ["constructor", "toString", "__proto__", "valueOf"]) {
    for (const who of ["Robert", "Olivia"]) {
      it(`SHM-EX1 with ${who} called ${name} computes the same Monster damage`, async () => {
        const text = EX1.replace(new RegExp(`\\b${who}\\b`, "g"), name);
        const r = await runScenarioText(text, `ex1-${name}.scenario.yaml`);
        if (r.status !== "ok") throw new Error(r.status === "malformed" ? r.problems.map((p) => p.message).join("\n") : r.failures.map(formatFailure).join("\n"));
        expect(r.checks).toBeGreaterThan(40);
      }, 300_000);
    }
  }
});
