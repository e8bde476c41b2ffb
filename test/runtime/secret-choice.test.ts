/**
 * `each player secretly:`: every player chooses without seeing the others' choices, then all are
 * revealed together. Checked at the engine's effect host with agents that record what they could
 * see when asked (the log so far, the prompt, the options), and at check time.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { EffectContext, Ref, SelectorSpec } from "../../runtime/api.ts";
import type { Agent, Decision } from "../../runtime/core/agents.ts";
import { Decider } from "../../runtime/core/decisions.ts";
import { EffectHost, Fizzle, type GameHooks } from "../../runtime/core/effect-host.ts";
import { GameLog } from "../../runtime/core/log.ts";
import { Rng } from "../../runtime/core/rng.ts";
import { check, makeGame, position, SHADOWS_YAML, type Game } from "../contract/helpers.ts";

const PLAYERS: Ref[] = [0, 1, 2].map((i) => ({ id: `player@${i}`, type: "player" }));
const CARDS: Ref[] = [{ id: "card@a", type: "card" }, { id: "card@b", type: "card" }];
const NAMES = ["Robert", "Jack", "Olivia"];

/** Answers from a list per seat, noting what the log held and what it was shown when asked. */
class Witness implements Agent {
  readonly name = "witness";
  readonly seen: Array<{ log: string[]; prompt: string; options: readonly string[] }> = [];
  constructor(
    private readonly log: GameLog,
    private readonly answers: number[],
  ) {}
  decide(d: Decision): number {
    this.seen.push({ log: this.log.lines(), prompt: d.prompt, options: d.options });
    return this.answers.shift() ?? 0;
  }
}

function host(answers: number[][], gold: number[] = [3, 2, 4]) {
  const log = new GameLog();
  const agents = answers.map((a) => new Witness(log, a));
  const told: string[] = [];
  const hooks = {
    verbs: {},
    candidates: (ctx: EffectContext, spec: SelectorSpec) => (spec.noun === "player" ? PLAYERS : ctx.controller.id === "player@1" ? [] : CARDS),
    asPlayer: (ctx: EffectContext, player: Ref) => ({ ...ctx, controller: player }),
    seatOf: (ctx: EffectContext) => Number(ctx.controller.id.split("@")[1]),
    describe: (r: Ref) => (r.type === "player" ? NAMES[Number(r.id.split("@")[1])] : r.id),
    property: (ctx: EffectContext) => gold[Number(ctx.controller.id.split("@")[1])],
    chosen: (_ctx: EffectContext, ref: Ref) => {
      told.push(ref.id);
      log.add(`targets ${ref.id}`);
    },
  } as unknown as GameHooks<object>;
  const rt = new EffectHost(hooks, new Decider(agents, log), new Rng(1), log);
  const ctx: EffectContext = { cardId: "auction", card: { id: "c", type: "card" }, controller: PLAYERS[0], event: null };
  return { rt, ctx, log, agents, told };
}

const EACH_PLAYER: SelectorSpec = { noun: "player", determiner: "each", filters: [] };

describe("secret choices at run time", () => {
  it("asks each player without showing anyone another's bid, then reveals them all at once", () => {
    const { rt, ctx, log, agents } = host([[2], [1], [0]]);
    const bids = rt.secretly(ctx, EACH_PLAYER, (c) => ({ Bid: rt.chooseNumber(c, 0, rt.property(c, "gold", null), "Bid") }));
    // Each player was asked once, with only their own range, and the log held no bid yet.
    expect(agents.map((a) => a.seen.map((s) => s.options.length))).toEqual([[4], [3], [5]]);
    for (const a of agents) {
      expect(a.seen[0].log.join("\n")).not.toMatch(/Bid|reveals/);
      expect(a.seen[0].prompt).toContain("secretly");
      expect(a.seen[0].prompt).not.toMatch(/Robert|Jack|Olivia/);
    }
    // The reveal is one log entry, after the last choice.
    expect(log.lines().filter((l) => l.includes("reveals"))).toEqual(["[setup] auction: reveals Robert Bid 2; Jack Bid 1; Olivia Bid 0"]);
    expect(bids.map((b) => b.values.Bid)).toEqual([2, 1, 0]);
    expect(rt.highest(bids, "Bid")).toBe(2);
    expect(rt.lowest(bids, "Bid")).toBe(0);
    expect(rt.leaders(bids, "Bid")).toBe(1);
    expect(rt.secretOf({ ...ctx, controller: PLAYERS[1] }, bids, "Bid")).toBe(1);
  });

  it("counts the players tied for the highest", () => {
    const { rt, ctx } = host([[2], [2], [1]]);
    const bids = rt.secretly(ctx, EACH_PLAYER, (c) => ({ Bid: rt.chooseNumber(c, 0, 3, "Bid") }));
    expect([rt.highest(bids, "Bid"), rt.leaders(bids, "Bid")]).toEqual([2, 2]);
  });

  it("tells the game of a secretly chosen card only at the reveal; a player with nothing to choose takes no part", () => {
    const { rt, ctx, log, agents, told } = host([[1], [], [0]]);
    const real = rt.secretly(ctx, EACH_PLAYER, (c) => ({ C: rt.choose(c, { noun: "card", determiner: "a", filters: [] }) }));
    expect(agents[2].seen.at(-1)!.log.join("\n")).not.toContain("targets");
    expect(told).toEqual(["card@b", "card@a"]);
    expect(log.lines().at(-3)).toContain("reveals Robert C card@b; Olivia C card@a; Jack nothing");
    expect(real.map((r) => r.player.id)).toEqual(["player@0", "player@2"]);
    expect(() => rt.secretOf({ ...ctx, controller: PLAYERS[1] }, real, "C")).toThrow(Fizzle);
  });

  it("stops the effect when a number range is empty", () => {
    const { rt, ctx } = host([[]]);
    expect(() => rt.chooseNumber(ctx, 3, 1, "X")).toThrow(Fizzle);
  });
});

describe("secret choices at check time", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());
  /** One `code` error matching `message`, located at `needle` in the card file. */
  const expectLocatedError = async (g: Game, code: string, needle: string, message: RegExp): Promise<string> => {
    const r = await check(g);
    expect(r.exit).toBe(1);
    expect(r.out).toContain(`error[${code}]`);
    expect(r.out).toMatch(message);
    expect(r.out).toContain(`${position(g, "p.yaml", needle)}\n`);
    return r.out;
  };
  const skill = (effect: string) => `id: probe-skill\nname: Probe\nkind: skill\ninitiative: [2]\neffect: |\n  ${effect.replaceAll("\n", "\n  ")}\n`;

  it("accepts a bid and its use, and a card chosen face down", async () => {
    game = makeGame(SHADOWS_YAML, {
      "p.yaml": skill("each player secretly:\n  let Bid = a number from 0 to gold\n  let C = a card in your hand\neach player:\n  if Bid == highest(Bid) and leaders(Bid) == 1: spend Bid gold\n  move C to current-deck"),
    });
    const { exit, out } = await check(game);
    expect(out).not.toContain("error[");
    expect(exit).toBe(0);
  });

  it("refuses a verb inside the block (CS4040 at the verb)", async () => {
    game = makeGame(SHADOWS_YAML, { "p.yaml": skill("each player secretly:\n  let Bid = a number from 0 to gold\n  gain Bid experience") });
    await expectLocatedError(game, "CS4040", "gain Bid", /only makes choices/);
  });

  it("refuses several things as one secret choice", async () => {
    game = makeGame(SHADOWS_YAML, { "p.yaml": skill("each player secretly:\n  let Cs = each card in your hand") });
    await expectLocatedError(game, "CS4040", "each card in", /one thing or one number/);
  });

  it("refuses `highest` of a variable not chosen secretly, naming one that was", async () => {
    game = makeGame(SHADOWS_YAML, { "p.yaml": skill("each player secretly:\n  let Bid = a number from 0 to gold\nlet X = 2\nif highest(X) > 1: gain 1 gold") });
    const out = await expectLocatedError(game, "CS4040", "highest(X)", /takes one variable chosen in an `each \.\.\. secretly:` block/);
    expect(out).toContain("for example `highest(Bid)`");
  });

  it("refuses `highest` of a secret card: it compares numbers", async () => {
    game = makeGame(SHADOWS_YAML, { "p.yaml": skill("each player secretly:\n  let C = a card in your hand\nif highest(C) > 1: gain 1 gold") });
    await expectLocatedError(game, "CS4008", "C) > 1", /compares numbers/);
  });

  it("an empty number range is CS4041", async () => {
    game = makeGame(SHADOWS_YAML, { "p.yaml": skill("let X = a number from 3 to 1\ngain X gold") });
    await expectLocatedError(game, "CS4041", "a number from 3", /no number is from 3 to 1/);
  });
});
