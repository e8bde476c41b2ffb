/**
 * ELO Darkness' deck rules (game.yaml `decks:`) hold the rulebook's starter decks, and reject an
 * illegal deck at the line that breaks a rule: a fifth copy beyond the limit, a second Hero of a
 * Class, an Item deck short of a Class. Each case checks a copy of the game folder with one deck
 * file added.
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkGame } from "../../../compiler/check/check-game.ts";
import { DECKS } from "../../../generated/elo-darkness/decks.ts";

const ROOT = resolve(import.meta.dirname, "../../..");
const WORK = join(ROOT, "tmp", `elo-decks-${process.pid}`);
afterAll(() => rmSync(WORK, { recursive: true, force: true }));

/** The game checked with one more deck file; `code file:line:col message` per diagnostic. */
function checkWith(name: string, deck: string): string[] {
  const game = join(WORK, name, "cards", "elo-darkness");
  mkdirSync(game, { recursive: true });
  cpSync(join(ROOT, "cards/elo-darkness"), game, { recursive: true, filter: (src) => !src.includes(`${"/"}runtime`) });
  if (deck) writeFileSync(join(game, "decks", "mine.deck.yaml"), deck);
  const result = checkGame(game, (p) => p.slice(game.length + 1));
  return result.diagnostics.map((d) => `${d.code} ${d.span?.file}:${d.span?.start.line}:${d.span?.start.col} ${d.message}`);
}

/** Team Blue's deck with one line changed. */
const BLUE = `id: mine
type: main
cards:
  neutralizing-shield: 3
  bionic-javelin: 2
  data-transfer: 3
  arcane-research: 2
  golden-tears: 3
  flaming-tears: 2
  dark-denial: 3
  sens-hug: 2
  data-reload: 3
  grabbing-manoeuvre: 2
  warding: 2
  last-hit: 2
  play-safe: 1
  peeling: 2
  minion-wave: 2
  coordinated-assault: 1
  taunt: 1
  call: 1
  mana-recover-marksman: 2
  mana-recover-fighter: 1
`;

describe("ELO Darkness deck rules", () => {
  it("hold the starter decks, which check clean", () => {
    expect(checkWith("clean", "")).toEqual([]);
    expect([...DECKS.values()].map((d) => [d.id, d.type, d.cards.reduce((n, [, k]) => n + k, 0)])).toEqual([
      ["team-blue", "main", 40],
      ["team-blue-items", "starter-items", 5],
      ["team-orange", "main", 40],
      ["team-orange-items", "starter-items", 5],
    ]);
    expect(checkWith("legal", BLUE)).toEqual([]);
  });

  it("reject a fourth copy of an Action card at its line", () => {
    const out = checkWith("copies", BLUE.replace("  last-hit: 2\n", "  last-hit: 4\n").replace("  play-safe: 1\n  peeling: 2\n", ""));
    expect(out).toContain("CS7007 decks/mine.deck.yaml:15:3 this line brings the deck to 4 copies of `last-hit`; a `main` deck allows at most 3");
  });

  it("reject a second copy of Worth It, whose deck limit is 1", () => {
    const out = checkWith("limit", BLUE.replace("  taunt: 1\n  call: 1\n", "  worth-it: 2\n"));
    expect(out.find((l) => l.includes("worth-it"))).toMatch(/^CS7007 decks\/mine\.deck\.yaml:20:3 .*2 copies of `worth-it`/);
  });

  it("reject a second Marksman Hero at the line that brings it in", () => {
    const out = checkWith("class", BLUE.replace("  golden-tears: 3\n  flaming-tears: 2\n", "  golden-tears: 3\n  torrent-of-arrows: 2\n"));
    expect(out.find((l) => l.includes("Marksman") || l.includes("torrent"))).toMatch(/^CS7006 decks\/mine\.deck\.yaml:9:3 /);
  });

  it("reject an Item deck without a Support Item", () => {
    const out = checkWith("items", "id: mine\ntype: starter-items\ncards:\n  thunder-helm: 1\n  elders-formula: 1\n  golden-chest: 1\n  dark-cloak: 1\n  owl-drone: 1\n");
    expect(out.some((l) => l.startsWith("CS7006 decks/mine.deck.yaml:"))).toBe(true);
  });
});
