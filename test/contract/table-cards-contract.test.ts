/**
 * Cards of the table (a kind a shared live zone `starts-with`): nobody owns them, so they act only
 * through `when` triggers, for the player `shared-cards-act-for` names. Such a kind in a game
 * without that declaration is a located CS1014 at the zone's kind; a card of the table with a
 * timed ability, a response, an ability a player would use or a continuous modifier is a located
 * CS4044 at it.
 */
import { afterEach, describe, expect, it } from "vitest";
import { check, edit, expectLocatedError, makeGame, position, SHADOWS_YAML, type Game } from "./helpers.ts";

let game: Game | undefined;
afterEach(() => game?.cleanup());

const ZONES = "zones:\n";
const KINDS = "kinds:\n";
const ACTS_FOR = "  turn-order: from-leader\n";
const withTable = (actsFor: boolean) => {
  let yaml = edit(SHADOWS_YAML, ZONES, `${ZONES}  town-square: { live: true, starts-with: [table-rule] }\n`);
  yaml = edit(yaml, KINDS, `${KINDS}  table-rule: { fields: { effect: { type: effect, required: true } } }\n`);
  return actsFor ? edit(yaml, ACTS_FOR, `${ACTS_FOR}  shared-cards-act-for: by\n`) : yaml;
};
const crier = (effect: string) => ({ "rules/crier.yaml": `id: crier\nname: Town Crier\nkind: table-rule\neffect: |\n${effect.replace(/^/gm, "  ")}\n` });
const WHEN = "when predict-used:\n  gain 1 gold";

describe("cards of the table", () => {
  it("check clean when they act through `when` triggers for the player `shared-cards-act-for` names", async () => {
    game = makeGame(withTable(true), crier(WHEN));
    const r = await check(game);
    expect([r.exit, r.out]).toEqual([0, expect.stringContaining("no errors")]);
  });

  it("is CS1014 at the kind when no player acts for them", async () => {
    game = makeGame(withTable(false), crier(WHEN));
    await expectLocatedError(game, "CS1014", "table-rule] }", /the cards of `table-rule` start once in the shared live zone `town-square`, and no player acts for them/);
  });

  it("a kind without an effect, or a zone each player has, needs no one to act for it", async () => {
    let yaml = edit(SHADOWS_YAML, ZONES, `${ZONES}  town-square: { live: true, starts-with: [token] }\n  porch: { per-player: true, live: true, starts-with: [table-rule] }\n`);
    yaml = edit(yaml, KINDS, `${KINDS}  token: { fields: { face: { type: string } } }\n  table-rule: { fields: { effect: { type: effect, required: true } } }\n`);
    game = makeGame(yaml, crier("+1 strength while gold > 2"));
    expect((await check(game)).exit).toBe(0);
  });

  it.each([
    ["a modifier", "+1 strength while gold > 2", "+1 strength", /this modifier would never apply/],
    ["a timed ability", "at start of round:\n  gain 1 gold", "at start of round", /this timed ability would never run/],
    ["a response", "response to predict:\n  gain 1 gold", "response to predict", /this response would never run/],
  ])("is CS4044 at %s on a card of the table", async (_what, effect, needle, message) => {
    game = makeGame(withTable(true), crier(`${WHEN}\n${effect}`));
    const r = await check(game);
    expect([r.exit, r.out]).toEqual([1, expect.stringContaining("error[CS4044]")]);
    expect(r.out).toMatch(message);
    expect(r.out).toContain(`${position(game, "rules/crier.yaml", needle)}\n`);
    expect(r.out.match(/error\[/g)).toHaveLength(1);
  });
});
