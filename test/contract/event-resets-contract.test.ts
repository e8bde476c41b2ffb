/**
 * Resources an event resets (`resets:` on an event in game.yaml): declared resources check clean
 * and are built into the event's rule; a name that is not a resource is a located CS1014. At the
 * table, raising the event sets every player's amount back to 0 (within its bounds) without a log
 * line, before anything answers it, and leaves the others alone.
 */
import { afterEach, describe, expect, it } from "vitest";
import { check, edit, expectLocatedError, makeGame, SHADOWS_YAML, type Game } from "./helpers.ts";
import { RULES } from "../../generated/elo-darkness/rules.ts";
import { EloGame } from "../../cards/elo-darkness/runtime/game.ts";
import { RandomAgent } from "../../runtime/core/agents.ts";
import { GameLog } from "../../runtime/core/log.ts";
import { Table } from "../../runtime/core/table.ts";

let game: Game | undefined;
afterEach(() => game?.cleanup());

const PLAYED = "  played: { raised-by: [initiative], args: { by: player } }";
const resetting = (names: string) => edit(SHADOWS_YAML, PLAYED, `  played: { raised-by: [initiative], args: { by: player }, resets: [${names}] }`);

describe("an event's resets", () => {
  it("checks clean when it names resources", async () => {
    game = makeGame(resetting("gold, experience"));
    const r = await check(game);
    expect([r.exit, r.out]).toEqual([0, expect.stringContaining("no errors")]);
  });

  it("a name that is not a resource is an error at that name", async () => {
    game = makeGame(resetting("gold, experiance"));
    const out = await expectLocatedError(game, "CS1014", "experiance]", /`experiance` is not a resource/);
    expect(out).toContain("experience");
  });

  it("is built into the event's rule, and only where declared", () => {
    const rule = (name: string) => RULES.events.find((e) => e.name === name)!;
    expect(rule("challenge-ended").resets).toEqual(["influence", "greedy", "threat", "rampage", "defense", "frozen"]);
    expect(rule("challenge-won").resets).toBeUndefined();
  });

  it("a table resets the named resources quietly, within their bounds", () => {
    const log = new GameLog();
    const t = new Table(log, { gold: { min: 0 }, floor: { min: 2 } }, {}, (id) => id);
    const p = t.addPlayer("A", ["gold", "floor", "kept"]);
    t.addResource(p, "gold", 3);
    t.addResource(p, "floor", 5);
    t.addResource(p, "kept", 4);
    const [entries, version] = [log.all.length, t.version];
    t.resetResources(p, ["gold", "floor", "unknown"]);
    expect(p.resources).toEqual({ gold: 0, floor: 2, kept: 4 });
    expect(log.all.length).toBe(entries);
    expect(t.version).toBeGreaterThan(version);
  });

  it("raising the event resets every player's named resources", () => {
    const g = new EloGame({ seed: 3, agents: [new RandomAgent(1), new RandomAgent(2)] });
    g.procedures.setup();
    for (const p of g.table.players) for (const r of ["influence", "threat", "gold"]) g.table.addResource(p, r, 1);
    g.raise("challenge-won", { by: g.playerRef(0) });
    expect(g.table.players.map((p) => p.resources.influence)).toEqual([1, 1]);
    g.raise("challenge-ended", {});
    expect(g.table.players.map((p) => [p.resources.influence, p.resources.threat, p.resources.gold])).toEqual([[0, 0, 1], [0, 0, 1]]);
  });
});
