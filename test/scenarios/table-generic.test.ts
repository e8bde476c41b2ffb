/**
 * Scenario support is data, not Shadows: a small lane game declares its own `scenario:` section
 * (a champion role with a starter deck, a shared lane, towers set aside one per tier), and the
 * generic reader sets out its table from a scenario file with the game's own keys and messages.
 */
import { describe, expect, it } from "vitest";
import { scenarioTable } from "../../compiler/emit/scenario-module.ts";
import { loadGameVocabulary } from "../../compiler/vocab/load-vocabulary.ts";
import type { Diagnostic } from "../../compiler/diagnostics/diagnostic.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { loadScenario, ScenarioFileError, tableScenario, type ScenarioTable } from "../../runtime/scenario/index.ts";
import { TableCards } from "../../runtime/scenario/table-cards.ts";
import { readTable } from "../../runtime/scenario/table-setup.ts";

const GAME_YAML = `
game: lanes
title: Lanes
players: { min: 2, max: 2 }
stats:
  power: {}
resources:
  gold: { min: 0 }
zones:
  hand: { per-player: true }
  deck: { per-player: true }
  base: { per-player: true, live: true }
  lane: {}
  reserve: {}
phases: [main]
procedure:
  setup: hook
  phases: { main: hook }
  end: { at: end of main, when: hook }
  score: hook
rules:
  turn-order: from-leader
  responses: { from: [hand], stack: false }
  played-to: base
kinds:
  champion:
    fields:
      starter: { type: list, of: { type: ref, to: [unit] } }
  unit:
    fields:
      champion: { type: ref, to: [champion] }
  tower:
    fields:
      tier: { type: int }
scenario:
  player:
    role: { key: champion, kinds: [champion], owns: champion }
    zones:
      hand: { zone: hand, kinds: [unit] }
      deck: { zone: deck, kinds: [unit], starts: { from: starter } }
  table:
    lane: { zone: lane, kinds: [tower] }
  rest:
    - { kinds: [tower], zone: reserve, one-per: tier }
`;

const card = (id: string, kind: string, fields: Record<string, unknown> = {}) => ({ id, kind, name: id, ...fields }) as CatalogueCard;
const CARDS = new Catalogue([
  card("ka", "champion", { starter: ["a1", "a2", "a3"] }),
  card("kb", "champion", { starter: ["b1", "b2"] }),
  card("a1", "unit", { champion: "ka" }),
  card("a2", "unit", { champion: "ka" }),
  card("a3", "unit", { champion: "ka" }),
  card("b1", "unit", { champion: "kb" }),
  card("b2", "unit", { champion: "kb" }),
  card("t1", "tower", { tier: 1 }),
  card("t2", "tower", { tier: 2 }),
]);
const RULES = { game: "lanes", zones: [], events: [], nouns: {}, facts: {}, steps: [], traits: [], phases: [{ name: "main", hook: "main", step: null }], turnOrder: "from-leader", responses: { from: ["hand"], stack: false }, end: { phase: "main", edge: "end", hook: "end" }, procedureHooks: [], playedTo: "base" } as unknown as GameRules<never>;

function table(): ScenarioTable {
  const diagnostics: Diagnostic[] = [];
  const loaded = loadGameVocabulary("lanes/game.yaml", GAME_YAML, diagnostics);
  expect(diagnostics.map((d) => d.message)).toEqual([]);
  return scenarioTable(loaded!.vocab) as ScenarioTable;
}

async function read(players: string) {
  const data = table();
  const support = tableScenario({ table: data, rules: RULES, catalogue: CARDS, newGame: () => { throw new Error("not built here"); }, seat: () => {} });
  const text = `scenario: lanes\ngame: lanes\nplay: main\nplayers:\n${players}\nlane: [t2]\nexpect: { P1: { gold: 0 } }\n`;
  const { scenario } = await loadScenario(text, "x/lanes.scenario.yaml", async () => support);
  const issues: never[] = [];
  return readTable(new TableCards(CARDS, data, RULES), RULES, scenario, issues);
}

describe("another game's scenario section", () => {
  it("sets out its table: the role card's starter deck less what the file placed", async () => {
    const setup = await read("  - { name: P1, champion: ka, hand: [a2], gold: 2 }\n  - { name: P2, champion: kb }");
    expect(setup.players.map((p) => [p.role, [...p.zones]])).toEqual([
      ["ka", [["hand", ["a2"]], ["deck", ["a1", "a3"]]]],
      ["kb", [["deck", ["b1", "b2"]]]],
    ]);
    expect(setup.players[0].resources).toEqual({ gold: 2 });
    expect(setup.table.get("lane")?.cards).toEqual(["t2"]);
  });

  it("speaks the game's own keys in its messages", async () => {
    const problems = await read("  - { name: P1, champion: ka, hand: [b1, t1] }\n  - { name: P2, champion: kx }").then(
      () => [],
      (e: unknown) => (e as ScenarioFileError).problems.map((p) => p.message),
    );
    expect(problems).toEqual([
      "`b1` is kb's card, and P1 plays ka",
      "`t1` is a tower card; a card in `hand:` must be unit",
      "unknown card id `kx` (did you mean `ka`?)",
    ]);
  });
});
