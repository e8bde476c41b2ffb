/**
 * A trait declared `immune-to: param` (TraitRules.immuneTo, runtime/core/traits.ts): a card with
 * `Warded (Frost)` is immune to the cards carrying Frost, and to no others; a card whose trait of
 * that name has no such rule is immune to nothing.
 */
import { describe, expect, it } from "vitest";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import type { TraitRule } from "../../runtime/core/rules.ts";
import { TraitRules } from "../../runtime/core/traits.ts";

const CARDS = [
  { id: "golem", name: "Golem", kind: "figure", traits: ["Stone", "Warded (Frost)"] },
  { id: "sleet", name: "Sleet", kind: "charm", traits: ["Frost"] },
  { id: "spark", name: "Spark", kind: "charm", traits: ["Flame"] },
  { id: "mote", name: "Mote", kind: "figure", traits: ["Shielded (Frost)"] },
] as unknown as CatalogueCard[];

const rule = (name: string, immuneTo: boolean): TraitRule<unknown> => ({ name, playedTo: null, repeat: false, limits: [], usedGoesTo: null, afterUse: null, hook: false, ...(immuneTo ? { immuneTo: true } : {}) });
const RULES = new TraitRules([rule("Warded", true), rule("Shielded", false)], new Catalogue(CARDS));

describe("a trait immune to the cards of another trait", () => {
  it("names the trait of the source the card is immune to", () => {
    expect(RULES.immuneTo("golem", "sleet")).toBe("Frost");
  });

  it("is immune to nothing else, and a trait without the rule gives no immunity", () => {
    expect(RULES.immuneTo("golem", "spark")).toBeNull();
    expect(RULES.immuneTo("golem", "a-procedure")).toBeNull();
    expect(RULES.immuneTo("mote", "sleet")).toBeNull();
  });
});
