/**
 * A resource declared `rises: <event>` (game.yaml): the engine raises the event each time a
 * player's amount of it goes up, whatever raised it (an engine verb, the game's TypeScript),
 * `by` that player with the amount before as `was`; never when it falls or stays. At check time the
 * event must exist, list the resource in `raised-by` and carry only `by` and `was` (CS1014 at
 * `rises`). A toy table of two players whose `power` rises and `gold` does not.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { EffectApi, EffectContext, Ref } from "../../runtime/api.ts";
import { Catalogue } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { EventRule, GameRules } from "../../runtime/core/rules.ts";
import { check, edit, expectLocatedError, makeGame, SHADOWS_YAML, type Game } from "../contract/helpers.ts";
import { toyRules } from "../support/toy-rules.ts";

interface PowerVerbs {
  gain(ctx: EffectContext, a: { amount: { amount: number; unit: string }; to?: Ref }): void;
  spend(ctx: EffectContext, a: { amount: { amount: number; unit: string } }): void;
}

const POWER_RISES: EventRule = { name: "power-rises", respondable: false, raisedBy: ["power"], args: ["by"], payload: ["was"] };
const RULES: GameRules<EffectApi<PowerVerbs>> = {
  ...toyRules<GameRules<EffectApi<PowerVerbs>>>("power", [], { gain: "gain", spend: "spend" }),
  events: [POWER_RISES],
  resourceRises: Object.assign(Object.create(null) as Record<string, string>, { power: "power-rises" }),
};

class PowerTable extends Engine<PowerVerbs> {
  /** Each event raised: its name, who by, and `was`. */
  readonly raised: string[] = [];
  constructor() {
    super(RULES, new Catalogue([]), { seed: 1, agents: [], resourceBounds: { power: { min: 0, max: 9 }, gold: { min: 0 } }, counterBounds: {} });
    for (const name of ["Ann", "Bob"]) this.table.addPlayer(name, ["power", "gold"]);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  override raise(name: string, args: Readonly<Record<string, Ref>>, payload: Readonly<Record<string, unknown>> = {}): void {
    this.raised.push(`${name} by ${this.seatOfId(args.by.id)} was ${String(payload.was)}`);
    super.raise(name, args, payload);
  }
  readonly hooks: GameHookSet<PowerVerbs> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
}

describe("a rising resource", () => {
  it("raises its event each time a player's amount goes up, with the amount before", () => {
    const g = new PowerTable();
    const ann = g.context(0, null, "rule");
    g.rt.verbs.gain(ann, { amount: { amount: 3, unit: "power" } });
    g.rt.verbs.gain(ann, { amount: { amount: 2, unit: "power" }, to: g.playerRef(1) });
    g.table.addResource(g.table.players[0], "power", 4); // the game's own code: told as well
    expect(g.raised).toEqual(["power-rises by 0 was 0", "power-rises by 1 was 0", "power-rises by 0 was 3"]);
  });

  it("stays quiet when the amount falls, stays at its bound, or another resource rises", () => {
    const g = new PowerTable();
    const ann = g.context(0, null, "rule");
    g.table.addResource(g.table.players[0], "power", 9);
    g.raised.length = 0;
    g.rt.verbs.gain(ann, { amount: { amount: 1, unit: "power" } }); // already at its max of 9
    g.rt.verbs.spend(ann, { amount: { amount: 4, unit: "power" } });
    g.rt.verbs.gain(ann, { amount: { amount: 5, unit: "gold" } });
    expect([g.raised, g.table.players[0].resources.power]).toEqual([[], 5]);
  });
});

describe("a rising resource at check time", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());
  const declared = (rises: string, event: string) =>
    edit(edit(SHADOWS_YAML, "  gold: { min: 0,", `  gold: { min: 0, rises: ${rises},`), "\nevents:\n", `\nevents:\n${event}\n`);

  it("checks clean when its event lists the resource and carries `by` and `was`", async () => {
    game = makeGame(declared("gold-rises", "  gold-rises: { raised-by: [gold], args: { by: player }, payload: { was: number } }"));
    const r = await check(game);
    expect([r.exit, r.out]).toEqual([0, expect.stringContaining("no errors")]);
  });

  it("is CS1014 at `rises` for an unknown event", async () => {
    game = makeGame(declared("gold-rose", "  gold-rises: { raised-by: [gold], args: { by: player } }"));
    await expectLocatedError(game, "CS1014", "gold-rose,", /unknown event `gold-rose`/);
  });

  it("is CS1014 at `rises` when the event does not list the resource", async () => {
    game = makeGame(declared("gold-rises", "  gold-rises: { raised-by: [setup], args: { by: player } }"));
    await expectLocatedError(game, "CS1014", "gold-rises,", /the event `gold-rises` does not list `gold` in its `raised-by`/);
  });

  it("is CS1014 at `rises` for an argument the engine cannot fill", async () => {
    game = makeGame(declared("gold-rises", "  gold-rises: { raised-by: [gold], args: { by: player, on: card } }"));
    await expectLocatedError(game, "CS1014", "gold-rises,", /cannot fill the argument `on` \(card\) of `gold-rises`/);
  });

  it("leaves a resource without `rises` no raiser: an event listing it is CS1012", async () => {
    game = makeGame(edit(SHADOWS_YAML, "\nevents:\n", "\nevents:\n  gold-rises: { raised-by: [gold], args: { by: player } }\n"));
    await expectLocatedError(game, "CS1012", "gold]", /`gold` is not a verb, phase, step, trait or procedure hook/);
  });
});
