/**
 * Loops over things (`each X in <target>:`), a trait's number (`Ranged of T`) and `holder of T`:
 * parsed and printed back, checked against the Shadows vocabulary (each misuse located, with a
 * hint), compiled to a plain loop, and answered by the engine on a toy table.
 */
import { describe, expect, it } from "vitest";
import { emitGame } from "../../compiler/emit/emit-game.ts";
import { parseEffect } from "../../dsl/index.ts";
import { printProgram } from "../../dsl/printer.ts";
import type { EffectApi } from "../../runtime/api.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { Fizzle } from "../../runtime/core/effect-host.ts";
import { Engine } from "../../runtime/core/engine.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { game } from "../emit/fixture.ts";
import { inlineHoisted } from "../emit/helpers.ts";
import { toyRules } from "../support/toy-rules.ts";
import { checkAsSkill } from "./shadows-checker.ts";

describe("`each X in <target>:` in the language", () => {
  it("parses into the loop's variable and target, and prints back as written", () => {
    const text = "each H in heroes with Creature in your hand:\n  deal 1 damage to H\n";
    const parsed = parseEffect(text);
    expect(parsed.problems).toEqual([]);
    const each = parsed.ast!.abilities[0].body[0];
    expect(each).toMatchObject({ kind: "Each", noun: { text: "H" }, over: { kind: "Selector", noun: { text: "heroes" } }, secretly: false });
    expect(printProgram(parsed.ast!)).toBe(text);
  });

  it("checks clean over entities and players, the variable one thing inside the block", () => {
    expect(checkAsSkill("each A in each ally:\n  deal 1 damage to A\n  if A lost-health: gain 1 gold")).toEqual([]);
    expect(checkAsSkill("each P in opponents:\n  gain 1 gold to P")).toEqual([]);
  });

  it("refuses a variable that names something of the game, and a target that is not things", () => {
    expect(checkAsSkill("each ally in each ally:\n  deal 1 damage to ally")).toEqual([
      { code: "CS4016", message: "`ally` already names something in this game", at: "ally", help: "the loop's variable needs a name of its own, such as `H`" },
    ]);
    expect(checkAsSkill("each G in gold:\n  gain 1 gold")).toEqual([
      { code: "CS4008", message: "`each G in` goes through cards, entities or players, got a number", at: "gold", help: "name them with a noun: `each C in cards in your hand:`" },
    ]);
  });

  it("keeps the variable to its block", () => {
    expect(checkAsSkill("each A in each ally:\n  deal 1 damage to A\ndeal 1 damage to A")[0]).toMatchObject({ at: "A" });
  });

  it("compiles to a loop over the things, worked out once", () => {
    const files = emitGame(game({ "skills/volley.yaml": [{ id: "volley", name: "Volley", kind: "skill", initiative: [1], effect: "each T in each target:\n  deal 1 damage to T" }] }));
    const code = inlineHoisted(files.get("cards/skills/volley.ts")!).replace(/\s+/g, " ");
    expect(code).toContain('for (const v_T of rt.select(ctx, { noun: "target", determiner: "each", filters: [] })) { rt.verbs.deal(ctx, { amount: 1, to: v_T }); }');
  });
});

describe("a trait's number and `holder of` in the language", () => {
  it("reads a numeric trait of one card, and what a card is attached to", () => {
    expect(checkAsSkill("gain Times of this gold")).toEqual([]);
    expect(checkAsSkill("let C = a card in your hand\nif Delay of C > 1: gain 1 gold")).toEqual([]);
    expect(checkAsSkill("let C = a card in your hand\ndeal 1 damage to holder of C")).toEqual([]);
  });

  it("refuses a trait without a number, and either read of several cards", () => {
    expect(checkAsSkill("gain Creature of this gold")[0]).toMatchObject({ code: "CS4008", message: "trait `Creature` has no number to read", at: "Creature" });
    expect(checkAsSkill("gain Times of each card in your hand gold")[0]).toMatchObject({ code: "CS4008", message: "`Times of` needs one card, but this means several" });
    expect(checkAsSkill("deal 1 damage to holder of each card in your hand")[0]).toMatchObject({ code: "CS4008", message: "`holder of` needs one card, but this means several" });
  });
});

const CARDS = [
  { id: "bow", name: "Bow", kind: "item", traits: ["Ranged 2"] },
  { id: "archer", name: "Archer", kind: "hero", traits: [] },
] as unknown as readonly CatalogueCard[];

class Toy extends Engine<object> {
  constructor() {
    super(toyRules<GameRules<EffectApi<object>>>("toy-holders", [{ name: "party", perPlayer: true, live: true }], {}), new Catalogue(CARDS), { seed: 1, agents: [], resourceBounds: {}, counterBounds: {} });
    this.table.addPlayer("Ann", []);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  readonly hooks: GameHookSet<object> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
}

describe("the engine's answers", () => {
  it("gives a card's trait number (0 without the trait) and the card it is attached to; a card attached to nothing stops the effect", () => {
    const g = new Toy();
    const bow = g.table.create("bow", "party", 0);
    const archer = g.table.create("archer", "party", 0);
    const ctx = g.context(0, null, "rule");
    expect(g.rt.traitNumber(ctx, "Ranged", g.cardRef(bow.uid))).toBe(2);
    expect(g.rt.traitNumber(ctx, "Ranged", g.cardRef(archer.uid))).toBe(0);
    expect(() => g.rt.holderOf(ctx, g.cardRef(bow.uid))).toThrow(Fizzle);
    g.attach(bow, g.cardRef(archer.uid));
    expect(g.rt.holderOf(ctx, g.cardRef(bow.uid))).toEqual(g.cardRef(archer.uid));
  });
});
