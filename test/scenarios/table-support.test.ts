/**
 * The generic scenario support reads a game's table from its game.yaml `scenario:` data: each
 * rule the data declares (labels, role ownership, at-most, bounds read on the built table, a
 * one-card key with per-player values, expectation keys) gives located, precise messages, and
 * a starting table comes out as setup would have it.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { runScenarioText, type ScenarioResult } from "../../runtime/scenario/index.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const EX1 = readFileSync(join(ROOT, "test/scenarios/shm-ex1.scenario.yaml"), "utf8");
const EX2 = readFileSync(join(ROOT, "test/scenarios/shm-ex2.scenario.yaml"), "utf8");

function edit(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`the scenario no longer contains ${from}`);
  return text.replace(from, to);
}

function lineOf(text: string, needle: string): number {
  const i = text.split("\n").findIndex((l) => l.includes(needle));
  if (i < 0) throw new Error(`no line with ${needle}`);
  return i + 1;
}

/** `line: message` of each problem of a malformed file. */
async function problems(text: string): Promise<string[]> {
  const r: ScenarioResult = await runScenarioText(text, "x/t.scenario.yaml");
  expect(r.status).toBe("malformed");
  return r.problems.map((p) => `${p.pos.line}: ${p.message}`);
}

describe("a starting table", () => {
  it("names a labelled card by its label, with a suggestion for a typo and a note when all are used", async () => {
    const text = edit(EX1, "monster-actions: [MxAttack, MxResponse]", "monster-actions: [MxAtack, MxAttack, MxAttack, MxAttack, MxAttack]");
    expect(await problems(text)).toEqual([
      `${lineOf(text, "monster-actions:")}: no monster-action card \`MxAtack\` (did you mean \`MxAttack\`?)`,
      `${lineOf(text, "monster-actions:")}: no MxAttack monster-action card is left (all are used)`,
    ]);
  });

  it("keeps a role's own cards to the player of that role", async () => {
    const text = edit(EX2, "    hand: [sword-strike]", "    hand: [sword-strike, rolan-dodge]");
    expect(await problems(text)).toEqual([`${lineOf(text, "rolan-dodge]")}: \`rolan-dodge\` is Rolan's card, and Jack plays Akintunde`, `${lineOf(text, "station: [rampart, tinkerers-eye, rolan-dodge]")}: \`rolan-dodge\` is already in Jack's hand: there is one Dodge card`]);
  });

  it("holds at most what the data allows (one Restricted Item)", async () => {
    const text = edit(EX2, "items: [wooden-buckler]", "items: [wooden-buckler, goblin-wand]");
    expect(await problems(text)).toEqual([`${lineOf(text, "goblin-wand]")}: \`items:\` holds at most 1 Restricted card: wooden-buckler, goblin-wand`]);
  });

  it("gives each physical card one place, whichever key names it", async () => {
    const text = edit(EX2, "    hero: rolan", "    hero: akintunde");
    const [first, ...rest] = await problems(text);
    const second = text.split("\n").findIndex((l, i) => l.includes("hero: akintunde") && i + 1 > lineOf(text, "hero: akintunde")) + 1;
    expect(first).toBe(`${second}: \`akintunde\` is already Jack's hero: there is one Akintunde card`);
    expect(rest.length).toBeGreaterThan(0);
  });

  it("reads a one-card key's per-player counters, and bounds them on the built table", async () => {
    const text = edit(EX1, "monster: gloomfang", "monster: { card: gloomfang, damage: { Olivia: 5, Robrt: 1 }, hp: 2 }");
    expect(await problems(text)).toEqual([
      `${lineOf(text, "monster:")}: unknown player \`Robrt\` (did you mean \`Robert\`?)`,
      `${lineOf(text, "monster:")}: \`monster:\` has \`card:\` and \`damage: { Player: n }\``,
    ]);
    const bounded = edit(EX1, "monster: gloomfang", "monster: { card: gloomfang, damage: { Olivia: 5 } }");
    expect(await problems(bounded)).toEqual([`${lineOf(bounded, "monster:")}: 5 damage would have defeated Gloomfang (5 health)`]);
  });

  it("sets the per-player counters it names, 0 for the others", async () => {
    const text = edit(edit(EX1, "monster: gloomfang", "monster: { card: gloomfang, damage: { Olivia: 4 } }"), "expect:\n", "expect:\n  - after: start\n    monster: { damage: { Olivia: 4, Robert: 0 }, needs: { Olivia: 1, Robert: 5 }, card: gloomfang, level: 1 }\n");
    const r = await runScenarioText(text, "x/t.scenario.yaml");
    expect(r.status === "malformed" ? r.problems : []).toEqual([]);
    // The rest of EX1 expects the Monster's damage from 0: only the start checkpoint is about this.
    expect(r.failures.filter((f) => f.moment === "at the start")).toEqual([]);
  });

  it("starts left-out zones from the role card, and places the rest as setup would", async () => {
    const text = [
      "scenario: defaults",
      "game: shadows",
      "round: 2",
      "play: refresh",
      "players:",
      "  - name: Jack",
      "    hero: akintunde",
      "  - name: Emma",
      "    hero: rolan",
      "    hand: [fortify]",
      "expect:",
      "  - after: start",
      // Hero Specials and the passive Self card on the Station Field; the rest of Rolan's deck in the deck.
      "    Emma: { station: [rampart, tinkerers-eye, rolan-flat-footed], deck: [shield-bash, repair-kit, sentry-turret, spark-grenade, reinforced-plating], hand: [fortify] }",
      // The first player leads and holds the Leader card; no Monster, no Market named.
      "    Jack: { leader: true, cards: { leader: { zone: status } } }",
      "    game: { market: [], leader: Jack, cards: { bounty: { zone: bounty-supply }, gloomfang: { zone: monster-stack } } }",
      "    monster: { card: none, level: 0, damage: { Emma: 0 } }",
      "",
    ].join("\n");
    const r = await runScenarioText(text, "x/t.scenario.yaml");
    expect(r.status === "malformed" ? r.problems : r.failures).toEqual([]);
    expect(r.checks).toBe(12);
  });
});

describe("expectations", () => {
  it("name the keys a subject has, with a suggestion", async () => {
    const text = edit(EX1, "      level: 1\n", "      levl: 1\n");
    expect(await problems(text)).toEqual([`${lineOf(text, "levl:")}: unknown monster key \`levl\` (did you mean \`level\`?) (keys: card, level, health, damage, needs)`]);
  });

  it("read a labelled card by its label, or none", async () => {
    const text = edit(EX1, "monster-action: MxResponse }", "monster-action: MxResponce }");
    const [problem] = await problems(text);
    expect(problem).toMatch(new RegExp(`^${lineOf(text, "MxResponce")}: \`monster-action\` is a card's icons or none \\(none, MxAttack, `));
  });

  it("read any card under `game`, but whether it is playable only under a player", async () => {
    const text = edit(EX2, "    Jack: { experience: 0 }", "    Jack: { experience: 0 }\n    game: { cards: { rampart: { playable: true } } }");
    expect(await problems(text)).toEqual([`${lineOf(text, "playable: true")}: \`playable\` is a player's: write it under the player`]);
  });

  it("name each stat of `stats`", async () => {
    const text = edit(EX2, "Jack: { stats: { strength: 10 } }", "Jack: { stats: { strenght: 10 } }");
    expect(await problems(text)).toEqual([`${lineOf(text, "strenght")}: \`stats\` has strength, tech, magic, health: \`stats: { tech: 2 }\``]);
  });

  it("read a card's values through the game's hooks", async () => {
    const text = edit(EX2, "rampart: { shields: 0, damage: 2 }", "rampart: { shields: 1, damage: 2, stun: 0 }");
    const r = await runScenarioText(text, "x/t.scenario.yaml");
    expect(r.failures.map((f) => f.message)).toEqual(["Emma cards.rampart.shields: expected 1, actual 0"]);
  });
});
