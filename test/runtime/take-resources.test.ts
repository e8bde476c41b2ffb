/**
 * Resources changing hands one at a time (runtime/core/take-resources.ts; verbs meaning
 * `take-resources` and `copy-resources`, with the resources they take in `takes:`): the acting
 * player picks each one among those the giver has, the giver loses it (not when copied) and the
 * receiver, if any, gains it; a resource listed in `raises-for:` raises its event for the
 * receiver. On a toy table of two raiders with rubies, pearls and coins (coins are never taken).
 * At check time `takes:` names declared resources, and `raises-for:` events the verb raises.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { EffectApi, EffectContext, Ref } from "../../runtime/api.ts";
import { GreedyAgent, ScriptedAgent, type Agent } from "../../runtime/core/agents.ts";
import { Catalogue } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { EventRule, GameRules } from "../../runtime/core/rules.ts";
import { check, edit, expectLocatedError, makeGame, SHADOWS_YAML, type Game } from "../contract/helpers.ts";
import { toyRules } from "../support/toy-rules.ts";

type Args = { count: number; from: Ref; to?: Ref };
interface RaidVerbs {
  plunder(ctx: EffectContext, a: Args): void;
  mimic(ctx: EffectContext, a: Args): void;
}

const TAKES = { resources: ["ruby", "pearl"], raises: Object.assign(Object.create(null), { ruby: "found-ruby" }) };
const FOUND: EventRule = { name: "found-ruby", respondable: false, raisedBy: ["plunder", "mimic"], args: ["by"], payload: [] };
const RULES = {
  ...toyRules<GameRules<EffectApi<RaidVerbs>>>("raids", [], { plunder: "take-resources", mimic: "copy-resources" }),
  events: [FOUND],
  verbTakes: Object.assign(Object.create(null), { plunder: TAKES, mimic: TAKES }),
} as GameRules<EffectApi<RaidVerbs>>;

class Raids extends Engine<RaidVerbs> {
  readonly found: string[] = [];
  constructor(agent: Agent) {
    super(RULES, new Catalogue([]), { seed: 1, agents: [agent, agent], resourceBounds: {}, counterBounds: {} });
    for (const name of ["Ann", "Bob"]) this.table.addPlayer(name, ["ruby", "pearl", "coin"]);
    Object.assign(this.table.players[1].resources, { ruby: 1, pearl: 2, coin: 5 });
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  override raise(name: string, args: Readonly<Record<string, Ref>>): void {
    this.found.push(`${name} by ${this.seatName(this.seatOfId(args.by.id)!)}`);
    super.raise(name, args);
  }
  readonly hooks: GameHookSet<RaidVerbs> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
  run(verb: keyof RaidVerbs, count: number, from: number, to?: number): void {
    this.rt.verbs[verb](this.context(0, null, "rule"), { count, from: this.playerRef(from), ...(to === undefined ? {} : { to: this.playerRef(to) }) });
  }
  has = (seat: number) => ({ ...this.table.players[seat].resources });
}

describe("taking resources", () => {
  it("takes the chosen ones, one at a time, from the giver to the receiver, and stops when the giver has none", () => {
    const g = new Raids(new ScriptedAgent(["pearl", "ruby", "pearl"]));
    g.run("plunder", 5, 1, 0);
    expect(g.has(0)).toEqual({ ruby: 1, pearl: 2, coin: 0 });
    expect(g.has(1)).toEqual({ ruby: 0, pearl: 0, coin: 5 }); // coins are not among what it takes
    expect(g.found).toEqual(["found-ruby by Ann"]); // the ruby alone raises its event, for its receiver
  });

  it("with no receiver, the giver loses them to the supply", () => {
    const g = new Raids(new ScriptedAgent(["ruby"]));
    g.run("plunder", 1, 1);
    expect(g.has(1)).toEqual({ ruby: 0, pearl: 2, coin: 5 });
    expect(g.has(0)).toEqual({ ruby: 0, pearl: 0, coin: 0 });
    expect(g.found).toEqual([]);
  });

  it("copied, the giver keeps them: its stock is as full after as before", () => {
    const g = new Raids(new ScriptedAgent(["ruby", "ruby", "pearl"]));
    g.run("mimic", 3, 1);
    expect(g.has(0)).toEqual({ ruby: 2, pearl: 1, coin: 0 });
    expect(g.has(1)).toEqual({ ruby: 1, pearl: 2, coin: 5 });
    expect(g.found).toEqual(["found-ruby by Ann", "found-ruby by Ann"]);
  });

  it("bots prefer what the `takes:` list names first", () => {
    const g = new Raids(new GreedyAgent(1));
    g.run("plunder", 1, 1, 0);
    expect(g.has(0).ruby).toBe(1);
  });
});

describe("a taking verb at check time", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());
  const PARAMS = "params: { count: { type: number, positional: true, required: true }, from: { type: player, required: true }, to: { type: player } }";
  const withVerb = (terms: string, means = "take-resources", events = "") =>
    edit(edit(SHADOWS_YAML, "\nverbs:\n", `\nverbs:\n  plunder: { means: ${means}, ${terms}${PARAMS} }\n`), "\nevents:\n", `\nevents:\n${events}`);

  it("checks with declared resources and an event it raises for the receiver", async () => {
    game = makeGame(withVerb("takes: [gold, shadow-stones], raises-for: { gold: looted }, ", "take-resources", "  looted: { raised-by: [plunder], args: { by: player } }\n"));
    const { exit, out } = await check(game);
    expect(out).not.toContain("error[");
    expect(exit).toBe(0);
  });

  it("is CS1014 at its place without `takes:`, with an unknown resource, or a `raises-for:` that does not fit", async () => {
    game = makeGame(withVerb(""));
    await expectLocatedError(game, "CS1014", "means: take-resources, params", /`means: take-resources` takes the resources its `takes:` lists, and it has none/);
    game.cleanup();
    game = makeGame(withVerb("takes: [gold, rubies], "));
    await expectLocatedError(game, "CS1014", "[gold, rubies]", /unknown resource `rubies`/);
    game.cleanup();
    game = makeGame(withVerb("takes: [gold], raises-for: { experience: looted }, ", "take-resources", "  looted: { raised-by: [plunder], args: { by: player } }\n"));
    await expectLocatedError(game, "CS1014", "looted }", /`experience` is not one of the resources `plunder` takes/);
    game.cleanup();
    game = makeGame(withVerb("takes: [gold], raises-for: { gold: looted }, ", "take-resources", "  looted: { raised-by: [initiative], args: { by: player } }\n"));
    await expectLocatedError(game, "CS1014", "looted }", /the event `looted` does not list `plunder` in its `raised-by`/);
  });

  it("is CS1014 for `takes:` on a verb of another meaning", async () => {
    game = makeGame(edit(SHADOWS_YAML, "\nverbs:\n", "\nverbs:\n  plunder: { means: gain, takes: [gold], params: { amount: { type: quantity, units: [gold], positional: true, required: true }, to: { type: player } } }\n"));
    await expectLocatedError(game, "CS1014", "takes: [gold], params", /`takes:` belongs to a verb meaning `take-resources` or `copy-resources`, and `plunder` means `gain`/);
  });
});
