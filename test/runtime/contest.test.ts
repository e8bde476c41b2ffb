/**
 * Contests (runtime/core/contest.ts, game.yaml's `contests:`) on a toy joust: each rider commits
 * lances from hand to their own `lists` zone (at most 2), unseen; the lances' might is compared,
 * a tie going to the side the rule names; each side may apply one committed lance's `boon`
 * (winner first); the lances go to the pile; `won` and `lost` are raised with the game's payload.
 */
import { describe, expect, it } from "vitest";
import type { Ability, CompiledEffect, EffectApi, EffectContext, Ref } from "../../runtime/api.ts";
import { ScriptedAgent, type ScriptedAnswer } from "../../runtime/core/agents.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { contestRule, runContest, type ContestSide } from "../../runtime/core/contest.ts";
import { Engine } from "../../runtime/core/engine.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { ContestRule, GameRules } from "../../runtime/core/rules.ts";
import { toyRules } from "../support/toy-rules.ts";

interface JoustVerbs {
  gain(ctx: EffectContext, a: { amount: { amount: number; unit: string } }): void;
}
type R = EffectApi<JoustVerbs>;

const joust = (ties: "first" | "second"): ContestRule => ({
  commit: { kinds: ["lance"], from: "hand", into: "lists", then: "pile", weigh: "reach" },
  power: "might",
  ties,
  apply: "boon",
  won: "won",
  lost: "lost",
});

function rules(ties: "first" | "second", args: readonly string[] = ["by"]): GameRules<R> {
  const base = toyRules<GameRules<R>>(
    "jousts",
    [
      { name: "hand", live: false, perPlayer: true },
      { name: "lists", live: true, perPlayer: true, atMost: [{ of: null, count: 2 }] },
      { name: "pile", live: false, perPlayer: false },
    ],
    { gain: "gain" },
  );
  const event = (name: string) => ({ name, respondable: false, raisedBy: ["joust"], args, payload: ["tilt"] });
  return { ...base, events: [event("won"), event("lost")], contests: Object.assign(Object.create(null) as Record<string, ContestRule>, { joust: joust(ties) }) };
}

/** A lance: its might (a standing modifier), its reach (what bots weigh) and a boon of `gold` gold. */
function lance(id: string, name: string, might: number, gold: number): CatalogueCard {
  const gain = { trigger: { kind: "play" }, limits: [], costs: [], run: (rt: R, ctx: EffectContext) => rt.verbs.gain(ctx, { amount: { amount: gold, unit: "gold" } }) } as unknown as Ability<R>;
  const modifier = { stat: "might", amount: might, to: null, vs: null, while: null };
  const effect: CompiledEffect<R> = { abilities: [], modifiers: [modifier], requires: null };
  return { id, kind: "lance", name, reach: might, effect, boon: { abilities: [gain], modifiers: [], requires: null } } as unknown as CatalogueCard;
}

const CARDS = [lance("oak", "Oak Lance", 3, 1), lance("ash", "Ash Lance", 2, 2), lance("elm", "Elm Lance", 1, 4), { id: "horn", kind: "horn", name: "Horn", effect: { abilities: [], modifiers: [], requires: null } } as unknown as CatalogueCard];

class Jousts extends Engine<JoustVerbs> {
  readonly raised: string[] = [];
  constructor(ties: "first" | "second", ann: ScriptedAnswer[], bob: ScriptedAnswer[], args?: readonly string[]) {
    super(rules(ties, args), new Catalogue(CARDS), { seed: 1, agents: [new ScriptedAgent(ann), new ScriptedAgent(bob)], resourceBounds: { gold: { min: 0 } }, counterBounds: {} });
    this.table.addPlayer("Ann", ["gold"]);
    this.table.addPlayer("Bob", ["gold"]);
    for (const id of ["oak", "ash", "horn"]) this.table.create(id, "hand", 0);
    this.table.create("elm", "hand", 1);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  override raise(name: string, args: Readonly<Record<string, Ref>>, payload?: Readonly<Record<string, unknown>>): void {
    const against = args.against ? ` against ${this.seatName(this.seatOfId(args.against.id)!)}` : "";
    this.raised.push(`${name} by ${this.seatName(this.seatOfId(args.by.id)!)}${against} tilt=${String(payload?.tilt)}`);
    super.raise(name, args, payload);
  }
  readonly hooks: GameHookSet<JoustVerbs> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
  gold = (seat: number) => this.table.players[seat].resources.gold;
}

/** The log's lines without where they were written. */
const texts = (g: Jousts) => g.log.all.map((entry) => entry.text);

const SIDES: [ContestSide, ContestSide] = [{ seat: 0 }, { seat: 1 }];

describe("a contest", () => {
  it("commits cards unseen, reveals them, compares the stat, applies one field each (winner first) and raises won and lost", () => {
    // Ann commits Oak and Ash (5 might), Bob his Elm (1); Ann takes Ash's boon (2 gold), Bob Elm's (4)
    const g = new Jousts("first", ["Oak Lance", "Ash Lance", "Ash Lance"], ["Elm Lance", "Elm Lance"]);
    expect(runContest(g, "joust", SIDES, { payload: { tilt: true } })).toEqual({ winner: 0, loser: 1 });
    const lines = texts(g);
    expect(lines).toContain("Ann reveals Oak Lance, Ash Lance");
    expect(lines).toContain("Bob reveals Elm Lance");
    expect(lines).toContain("might: Ann 5, Bob 1");
    expect(lines).toContain("Ann wins the joust");
    expect([g.gold(0), g.gold(1)]).toEqual([2, 4]);
    expect(lines.findIndex((l) => l.includes("applies the boon of Ash Lance"))).toBeLessThan(lines.findIndex((l) => l.includes("applies the boon of Elm Lance")));
    expect(g.table.inZone("pile").map((i) => i.cardId).sort()).toEqual(["ash", "elm", "oak"]);
    expect(g.table.inZone("hand", 0).map((i) => i.cardId)).toEqual(["horn"]); // not a lance: never offered
    expect(g.raised).toEqual(["won by Ann tilt=true", "lost by Bob tilt=true"]);
  });

  it("offers no more cards than the commit zone holds, and gives a tie to the side the rule names", () => {
    // Ann commits Ash alone (2 might); Bob has room for one card beside the Elm in his lists: 2 as well
    const first = new Jousts("first", ["Ash Lance", "no more", 0], ["Elm Lance", 0]);
    first.table.create("elm", "lists", 1); // already in Bob's lists: room for one more
    expect(runContest(first, "joust", SIDES).winner).toBe(0);
    expect(texts(first)).toContain("might: Ann 2, Bob 2");
    const second = new Jousts("second", ["Ash Lance", "no more", 0], ["Elm Lance", 0]);
    second.table.create("elm", "lists", 1);
    expect(runContest(second, "joust", SIDES).winner).toBe(1);
  });

  it("lets a side no player runs bring its own power, commit nothing and apply nothing", () => {
    const g = new Jousts("first", ["Elm Lance", "no more", 0], []);
    g.table.move(g.table.inZone("hand", 1)[0].uid, "pile", null, { quiet: true });
    g.table.create("elm", "hand", 0);
    const { winner } = runContest(g, "joust", [{ seat: 0 }, { seat: 1, power: () => 6 }]);
    expect(winner).toBe(1);
    expect(texts(g)).toContain("might: Ann 1, Bob 6");
    expect(texts(g).some((l) => l.startsWith("Bob reveals"))).toBe(false);
  });

  it("decided beforehand: no cards, no fields, the events all the same", () => {
    const g = new Jousts("first", [], []);
    expect(runContest(g, "joust", SIDES, { decided: 1 })).toEqual({ winner: 1, loser: 0 });
    expect(texts(g)).toEqual(["Bob wins the joust"]);
    expect(g.raised).toEqual(["won by Bob tilt=undefined", "lost by Ann tilt=undefined"]);
  });

  it("raises the events `against` the other side when they declare that argument", () => {
    const g = new Jousts("first", [], [], ["by", "against"]);
    runContest(g, "joust", SIDES, { decided: 1 });
    expect(g.raised).toEqual(["won by Bob against Ann tilt=undefined", "lost by Ann against Bob tilt=undefined"]);
  });

  it("names the contests there are when asked for another", () => {
    expect(() => contestRule(new Jousts("first", [], []), "duel")).toThrow("no contest `duel` (contests: joust)");
  });
});
