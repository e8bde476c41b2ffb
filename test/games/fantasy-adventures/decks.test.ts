/**
 * Fantasy Adventures' deck rules are data (`decks:` in its game.yaml): the starter decks check
 * clean, and a deck breaking a rule is rejected at the line that broke it.
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { checkGame } from "../../../compiler/check/check-game.ts";
import type { Diagnostic } from "../../../compiler/diagnostics/diagnostic.ts";

const ROOT = resolve(import.meta.dirname, "../../..");
const WORK = join(ROOT, "tmp", `fa-decks-test-${process.pid}`);
const GAME = join(WORK, "cards", "fantasy-adventures");
const rel = (p: string) => p.slice(GAME.length + 1);
const brief = (ds: readonly Diagnostic[]) => ds.map((d) => `${d.code} ${d.span ? `${d.span.file}:${d.span.start.line}` : "-"} ${d.message}`);

beforeEach(() => {
  rmSync(GAME, { recursive: true, force: true });
  mkdirSync(GAME, { recursive: true });
  cpSync(join(ROOT, "cards/fantasy-adventures"), GAME, { recursive: true, filter: (src) => !src.includes("/runtime") });
});
afterAll(() => rmSync(WORK, { recursive: true, force: true }));

const deck = (text: string) => writeFileSync(join(GAME, "decks", "mine.deck.yaml"), text);

describe("Fantasy Adventures decks", () => {
  it("the starter decks keep every rule", () => {
    const result = checkGame(GAME, rel);
    expect(brief(result.diagnostics)).toEqual([]);
    expect(result.game!.decks!.map((d) => [d.id, d.type, d.cards.reduce((n, c) => n + c.count, 0)])).toEqual([
      ["starter-encounters", "encounter", 67],
      ["starter-heroes", "hero", 27],
    ]);
  });

  it("a second copy of a unique hero is rejected at its line", () => {
    const heroes = ["spearman", "druid", "battle-sister", "paladin", "swordsman", "knight", "squire", "gnome-tinker", "thief", "monk", "shieldmaiden", "fire-mage", "air-elementalist", "water-priestess", "cleric", "earth-shaman", "dwarf-champion", "elven-captain", "barbarian", "templar", "archer", "ranger", "halfling-slinger", "exorcist"];
    deck(["id: mine", "type: hero", "cards:", ...heroes.map((h) => `  ${h}: 1`), "  byron: 2", ""].join("\n"));
    const found = brief(checkGame(GAME, rel).diagnostics);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^CS7007 decks\/mine\.deck\.yaml:28 .*byron/);
  });

  it("an Encounter deck with too many GP of items is rejected at the line that goes over", () => {
    // 36 Merloits (5400 GP) and 40 Broadswords (130 GP each, 5200 GP of items in all).
    deck(["id: mine", "type: encounter", "cards:", "  merloit: 36", "  broadsword: 40", ""].join("\n"));
    const found = brief(checkGame(GAME, rel).diagnostics);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^CS7006 decks\/mine\.deck\.yaml:5 .*at most 5,000/);
  });

  it("a Hero deck under 25 cards is rejected at its cards", () => {
    deck(["id: mine", "type: hero", "cards:", "  spearman: 3", ""].join("\n"));
    const found = brief(checkGame(GAME, rel).diagnostics);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^CS7006 decks\/mine\.deck\.yaml:3 .*25/);
  });
});
