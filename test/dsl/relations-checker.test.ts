/**
 * How an effect names players, entities and cards relative to each other (issue 7), checked
 * against the Shadows vocabulary: possessives (`owner of`, `hero of <player>`), `other`, seat
 * order (`next`, `previous`), `this` as an entity card's entity, and facts with a subject.
 * Each misuse is reported at its own span with a hint.
 */
import { describe, expect, it } from "vitest";
import { checkAsSkill, loadProblems } from "./shadows-checker.ts";

const CREATURE = { traits: ["Creature"], health: 2 };

/** Checks an effect as a skill card's. */
const check = (text: string, data: Record<string, unknown> = {}) => checkAsSkill(text, data);

describe("relations in the Shadows vocabulary", () => {
  it("loads", () => expect(loadProblems).toEqual([]));

  it("accepts possessives, `user`, `other`, seat order, `this` on an entity card and facts with a subject", () => {
    expect(check("let T = a target\nlose 1 health on hero of controller of T\ngain 1 gold to owner of this")).toEqual([]);
    expect(check("lose 1 health on hero of each opponent\nif owner of this == you: gain 1 gold")).toEqual([]);
    expect(check("response to spell on your hero:\n  lose 1 health on hero of user")).toEqual([]);
    expect(check("deal 1 damage to each other hero\nrecover 1 health on each other ally\n+1 strength vs other heroes")).toEqual([]);
    expect(check("gain 1 gold to next opponent\ngain 1 gold to the previous player\ndeal 1 damage to next hero")).toEqual([]);
    expect(check("at initiative 4:\n  deal 1 damage to this\n  recover 1 health on this\n  if this lost-health: gain 1 gold", CREATURE)).toEqual([]);
    expect(check("let T = a target\nattack T for 2\nif T lost-health and not T knocked-down: gain 1 gold")).toEqual([]);
  });

  it("refuses a possessive whose `of` side is not a player, with the relation to write", () => {
    expect(check("let T = a target\nlose 1 health on hero of T")).toEqual([
      { code: "CS4008", message: "`hero of` needs a player, got an entity", at: "T", help: "name its player: `hero of controller of T`" },
    ]);
    expect(check("gain 1 gold to opponent of you")[0]).toMatchObject({ code: "CS4008", at: "opponent" });
    expect(check("gain 1 gold to owner of you")[0]).toMatchObject({ code: "CS4008", message: "`owner of` needs an entity or a card, but this is already a player", at: "you" });
    expect(check("gain 1 gold to owner of each hero")[0]).toMatchObject({ code: "CS4008", at: "each hero" });
  });

  it("refuses `next`/`previous` with several things or a thing no player has, and `another other`", () => {
    expect(check("gain 1 gold to next opponents")).toEqual([
      { code: "CS4008", message: "`next` picks one, but `opponents` means several", at: "opponents", help: "name one: `next opponent`" },
    ]);
    expect(check("deal 1 damage to another other hero")[0]).toMatchObject({ code: "CS4008", message: "`another` already means `an other`" });
  });

  it("lets `this` be an entity only on a card that is one in play, and says which cards are", () => {
    const [d] = check("deal 1 damage to this");
    expect(d).toMatchObject({ code: "CS4008", message: "`to` of `deal` must be an entity, got a card", at: "this" });
    expect(d.help).toMatch(/`this` is the card; it names an entity only on a card that is one in play \(a card with Creature, a card with Object, a monster card/);
    expect(check("deal 1 damage to this", { traits: ["Creature"] })[0]).toMatchObject({ at: "this" }); // no Health: never an entity
  });

  it("keeps a fact about the whole effect subject-less, and the subject one entity of the right sort", () => {
    expect(check("let T = a target\nattack T for 2\nif T responded: gain 1 gold")).toEqual([
      {
        code: "CS4008",
        message: "`responded` is about the whole effect, not about one thing",
        at: "responded",
        help: "write `if responded:`; facts about one thing are those the damage rules keep (`lost-health`, `knocked-down`, `shields-used`, `defeated`)",
      },
    ]);
    expect(check("if you lost-health: gain 1 gold")[0]).toMatchObject({ message: "`lost-health` happens to an entity, not to a player", at: "you", help: "name the player's entity: `hero of ...`" });
    expect(check("if targets lost-health: gain 1 gold")[0]).toMatchObject({ message: "`lost-health` needs one entity before it, got several", at: "targets" });
    expect(check("let M = the monster\nif M knocked-down: gain 1 gold")[0]).toMatchObject({ message: "`knocked-down` is about a hero, and a monster never is one", at: "M" });
    expect(check("let T = a target\nif T knocked-dawn: gain 1 gold")[0]).toMatchObject({ code: "CS4016", at: "knocked-dawn", help: "did you mean `knocked-down`?" });
  });
});
