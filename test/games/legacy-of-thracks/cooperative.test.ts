/**
 * Legacy of Thracks' cooperative mode (rulebook "Cooperative Mode"; game.yaml's `cooperative`
 * mode, a team): the Shadow is a seat after the players, played by the solo event cards; one
 * magical barrier extension lies on the barriers; teammates neither duel nor besiege each other,
 * travel each other's roads as their own, and win together only if every Hero is in Dimara with
 * more VP than the Shadow.
 */
import { describe, expect, it } from "vitest";
import { newGame } from "../../../cards/legacy-of-thracks/runtime/index.ts";
import { GreedyAgent } from "../../../runtime/core/agents.ts";
import { offeredActions } from "../../../runtime/core/free-action-menu.ts";

const game = (players: number) => newGame({ seed: 4, mode: "cooperative", agents: Array.from({ length: players }, (_, s) => new GreedyAgent(s + 1)) });
/** Seat 0's Hero's step onto the place, as the action menu offers it (none: it may not). */
const step = (g: ReturnType<typeof game>, to: string) => offeredActions(g, 0).find((item) => String(item.label).startsWith(`move P1's Hero to ${g.name(to)} (`));
const cardsIn = (g: ReturnType<typeof game>, zone: string, owner: number | null = null) => g.table.zone(zone, owner).map((uid) => g.table.card(uid).cardId);

describe("Legacy of Thracks' cooperative mode", () => {
  it("seats the Shadow after the players, on the Source of Life, with one barrier extension on the barriers and Arwel's help for each player", () => {
    for (const players of [2, 4]) {
      const g = game(players);
      expect([g.shadowSeat, g.turnSeats, g.heroAt(g.shadowSeat)]).toEqual([players, [...Array(players).keys()], "source-of-life"]);
      expect(cardsIn(g, "barrier-extension")).toHaveLength(1);
      expect(cardsIn(g, "extension-deck")).toHaveLength(2);
      expect(cardsIn(g, "chance-track")).toHaveLength(3);
      for (const seat of g.turnSeats) expect(cardsIn(g, "clan-sheet", seat)).toContain("arwels-help");
    }
    expect(game(4).capitalOf[4]).toBeUndefined(); // four players hold every Capital: the Shadow has none
  });

  it("lets a Hero step onto a teammate's Hero or Capital without a battle", () => {
    const g = game(2);
    g.add(0, "gold", 10);
    g.map.put(g.hero(0), "village-2");
    step(g, "capital-mage")!.run(); // the Mage's Capital, where P2's Hero stands
    expect(g.heroAt(0)).toBe("capital-mage");
    expect(g.log.lines().some((line) => line.includes(" attacks "))).toBe(false);
  });

  it("counts a teammate's roads as one's own, and pays them no fee", () => {
    const g = game(2);
    g.add(0, "gold", 10);
    const route = g.graph.route("capital-warrior", "fortress-1")!;
    g.map.build(route, 1);
    expect(route.distance).toBe(2);
    expect(g.map.piecesOn(route, 0)).toBe(1); // P2's road counts as P1's: the step costs 2 less 1
    const gold = [g.res(0, "gold"), g.res(1, "gold")];
    step(g, "fortress-1")!.run();
    expect([g.res(0, "gold"), g.res(1, "gold")]).toEqual([gold[0] - 1, gold[1]]);
  });

  it("is won by the team only when every Hero entered Dimara with more VP than the Shadow", () => {
    const g = game(2);
    const shadow = g.shadowSeat;
    // who may win: the ranking's first number (rules/winning.yaml rules the others out)
    const mayWin = () => g.outcome.standings().filter((s) => s.score === 1).map((s) => s.seat);
    [g.add(0, "mana", 3), g.add(1, "mana", 2)]; // 3 and 2 VP (a VP a mana), the Shadow 0
    expect([g.value(0, "vp"), g.value(1, "vp"), g.value(shadow, "vp")]).toEqual([3, 2, 0]);
    expect(mayWin()).toEqual([shadow]);
    g.add(0, "dimara", 1);
    expect(mayWin()).toEqual([shadow]); // one Hero short of Dimara: the team loses
    g.add(1, "dimara", 1);
    expect(mayWin()).toEqual([0, 1, shadow]); // the Shadow is never ruled out: the team's VP above it decide
    g.add(shadow, "vp", 2);
    expect(mayWin()).toEqual([shadow]); // a player not above the Shadow's VP: the team loses
  });
});
