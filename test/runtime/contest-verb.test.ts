/**
 * A verb meaning `contest` (runtime/core/contest-verb.ts) on a toy joust: Ann challenges Bob at the
 * Meadow. The verb's `fights:` terms name the contest, the log's word, the events' payload, a win
 * at once and what a fight spends for the turn; the contest's place is known while it runs.
 */
import { describe, expect, it } from "vitest";
import type { CompiledEffect, EffectApi, Ref } from "../../runtime/api.ts";
import { ScriptedAgent, type ScriptedAnswer } from "../../runtime/core/agents.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { contestPlace, fight, fought } from "../../runtime/core/contest-verb.ts";
import { Engine } from "../../runtime/core/engine.ts";
import { engineVerbs } from "../../runtime/core/engine-verbs.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { ContestRule, GameRules, VerbContest } from "../../runtime/core/rules.ts";
import { toyRules } from "../support/toy-rules.ts";

type R = EffectApi<object>;

const JOUST: ContestRule = { commit: { kinds: ["lance"], from: "hand", into: "lists", then: "pile", weigh: null }, power: "might", ties: "first", apply: null, won: "won", lost: "lost" };

const TERMS: Record<string, VerbContest> = {
  challenge: { contest: "joust", says: "a joust", payload: { tilt: true }, atOnce: null, once: { per: "turn", on: "against" } },
  claim: { contest: "joust", says: "a joust", payload: { tilt: false }, atOnce: "holds the field and wins at once", once: { per: "turn", on: "at" } },
};

function rules(): GameRules<R> {
  const base = toyRules<GameRules<R>>(
    "jousts",
    [
      { name: "hand", live: false, perPlayer: true },
      { name: "lists", live: true, perPlayer: true },
      { name: "pile", live: false, perPlayer: false },
      { name: "field", live: false, perPlayer: false },
    ],
    { challenge: "contest", claim: "contest" },
  );
  const event = (name: string) => ({ name, respondable: false, raisedBy: ["challenge", "claim"], args: ["by", "against"], payload: ["tilt"] });
  return {
    ...base,
    events: [event("won"), event("lost")],
    contests: Object.assign(Object.create(null) as Record<string, ContestRule>, { joust: JOUST }),
    verbContests: Object.assign(Object.create(null) as Record<string, VerbContest>, TERMS),
  };
}

const EMPTY: CompiledEffect<R> = { abilities: [], modifiers: [], requires: null };
const lance = (id: string, might: number) => ({ id, kind: "lance", name: id, effect: { abilities: [], modifiers: [{ stat: "might", amount: might, to: null, vs: null, while: null }], requires: null } }) as unknown as CatalogueCard;
const CARDS = [lance("oak", 3), lance("elm", 1), { id: "meadow", kind: "place", name: "Meadow", effect: EMPTY } as unknown as CatalogueCard];

class Jousts extends Engine<object> {
  readonly raised: string[] = [];
  /** Bob's side is an automaton of this power, when set. */
  automaton: number | null = null;
  constructor(ann: ScriptedAnswer[], bob: ScriptedAnswer[]) {
    super(rules(), new Catalogue(CARDS), { seed: 1, agents: [new ScriptedAgent(ann), new ScriptedAgent(bob)], resourceBounds: {}, counterBounds: {} });
    this.table.addPlayer("Ann", []);
    this.table.addPlayer("Bob", []);
    this.table.create("oak", "hand", 0);
    this.table.create("elm", "hand", 1);
    this.table.create("meadow", "field", null);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  override raise(name: string, args: Readonly<Record<string, Ref>>, payload?: Readonly<Record<string, unknown>>): void {
    this.raised.push(`${name} by ${this.seatName(this.seatOfId(args.by.id)!)} at ${contestPlace(this)} tilt=${String(payload?.tilt)}`);
    super.raise(name, args, payload);
  }
  readonly hooks: GameHookSet<object> = {
    nouns: {},
    facts: {},
    verbs: {},
    procedures: {},
    contestPower: (seat) => (seat === 1 && this.automaton !== null ? () => this.automaton! : undefined),
  };
}

const texts = (g: Jousts) => g.log.all.map((entry) => entry.text);

describe("a verb meaning `contest`", () => {
  it("runs its contest against the player at the place, which is the contest's place while it runs, with the verb's payload", () => {
    const g = new Jousts(["oak", "no more"], ["elm", "no more"]);
    fight(g, "challenge", 0, 1, "meadow");
    expect(texts(g)).toContain("Ann attacks Bob on Meadow: a joust");
    expect(texts(g)).toContain("might: Ann 3, Bob 1");
    expect(g.raised).toEqual(["won by Ann at meadow tilt=true", "lost by Bob at meadow tilt=true"]);
    expect(contestPlace(g)).toBeNull();
  });

  it("with `at-once`, the starting side wins without a contest and the log says the verb's words", () => {
    const g = new Jousts([], []);
    fight(g, "claim", 0, 1, "meadow");
    expect(texts(g)).toEqual(["Ann attacks Bob on Meadow: a joust", "Ann holds the field and wins at once", "Ann wins the joust"]);
    expect(g.raised).toEqual(["won by Ann at meadow tilt=false", "lost by Bob at meadow tilt=false"]);
  });

  it("spends the defender (or the place) for the period its `once` names, until the period ends", () => {
    const g = new Jousts(["no more"], ["no more"]);
    expect(fought(g, "turn", { seat: 1 })).toBe(false);
    fight(g, "challenge", 0, 1, "meadow");
    expect([fought(g, "turn", { seat: 1 }), fought(g, "turn", { seat: 0 }), fought(g, "turn", { place: "meadow" })]).toEqual([true, false, false]);
    fight(g, "claim", 1, 0, "meadow");
    expect(fought(g, "turn", { place: "meadow" })).toBe(true);
    g.limits.reset("turn");
    expect([fought(g, "turn", { seat: 1 }), fought(g, "turn", { place: "meadow" })]).toEqual([false, false]);
  });

  it("asks the game's `contestPower` for a side no player runs", () => {
    const g = new Jousts(["oak", "no more"], []);
    g.automaton = 5;
    fight(g, "challenge", 0, 1, "meadow");
    expect(texts(g)).toContain("might: Ann 3, Bob 5");
    expect(texts(g).some((l) => l.startsWith("Bob reveals"))).toBe(false);
    expect(g.raised[0]).toBe("won by Bob at meadow tilt=true");
  });

  it("is the engine's meaning of the verbs declared `means: contest`", () => {
    const g = new Jousts([], []);
    expect(typeof engineVerbs(g).challenge).toBe("function");
  });
});
