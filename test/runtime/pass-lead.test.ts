/**
 * The engine's `pass-lead` verb meaning (runtime/core/engine-verbs.ts): the events that list the
 * verb in `raised-by` are raised while the old leader still leads, then the next seat in seat
 * order leads, round the table. At check time such an event may carry no arguments (CS1014 at
 * its `args`). A toy table of three players whose `hand-over` verb raises `round-over`.
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

interface LeadVerbs {
  "hand-over"(ctx: EffectContext, a: Record<string, never>): void;
}

const ROUND_OVER: EventRule = { name: "round-over", respondable: false, raisedBy: ["hand-over"], args: [], payload: [] };
const RULES = { ...toyRules<GameRules<EffectApi<LeadVerbs>>>("lead", [], { "hand-over": "pass-lead" }), events: [ROUND_OVER] };

class Table3 extends Engine<LeadVerbs> {
  /** Each event raised, with the seat leading when it was. */
  readonly raised: string[] = [];
  constructor() {
    super(RULES, new Catalogue([]), { seed: 1, agents: [], resourceBounds: {}, counterBounds: {} });
    for (const name of ["Ann", "Bob", "Cy"]) this.table.addPlayer(name, []);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  override raise(name: string, args: Readonly<Record<string, Ref>>): void {
    this.raised.push(`${name} led by ${this.leader}`);
    super.raise(name, args);
  }
  readonly hooks: GameHookSet<LeadVerbs> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
}

describe("the pass-lead verb", () => {
  it("raises its events under the old leader, then the next seat leads, round the table", () => {
    const g = new Table3();
    const ctx = g.context(0, null, "rule");
    const leaders: number[] = [];
    for (let k = 0; k < 4; k++) {
      g.rt.verbs["hand-over"](ctx, {});
      leaders.push(g.leader);
    }
    expect(leaders).toEqual([1, 2, 0, 1]);
    expect(g.raised).toEqual(["round-over led by 0", "round-over led by 1", "round-over led by 2", "round-over led by 0"]);
  });
});

describe("a pass-lead verb at check time", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());
  const declared = (eventArgs: string) =>
    edit(edit(SHADOWS_YAML, "\nverbs:\n", "\nverbs:\n  hand-over: { means: pass-lead, params: {} }\n"), "\nevents:\n", `\nevents:\n  round-over: { raised-by: [hand-over]${eventArgs} }\n`);

  it("checks clean when the events it raises carry nothing", async () => {
    game = makeGame(declared(""));
    const r = await check(game);
    expect([r.exit, r.out]).toEqual([0, expect.stringContaining("no errors")]);
  });

  it("is CS1014 at the arguments of an event it raises", async () => {
    game = makeGame(declared(", args: { by: player }"));
    await expectLocatedError(game, "CS1014", "args: { by: player } }\n  # `damage`", /`round-over` is raised by `hand-over` \(`means: pass-lead`\), which gives it no arguments/);
  });
});
