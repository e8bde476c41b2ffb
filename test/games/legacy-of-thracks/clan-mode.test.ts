/**
 * Legacy of Thracks' clan mode at setup: each player has their clan's character sheet and skill
 * tree in front of them (the skills blank until their line reaches their level) and is dealt an
 * action card of their own clan; and the engine's drawFirst, which gives each clan its own deck
 * out of the shared one.
 */
import { describe, expect, it } from "vitest";
import { newGame } from "../../../cards/legacy-of-thracks/runtime/index.ts";
import { RandomAgent } from "../../../runtime/core/agents.ts";

const clanGame = (players: number) => newGame({ seed: 3, mode: "clan", agents: Array.from({ length: players }, (_, s) => new RandomAgent(s)) });

describe("clan mode setup", () => {
  it("puts each clan's sheet and skill tree in front of its player, and deals them their own action card", () => {
    const g = clanGame(4);
    const heroes = ["hector", "adrienne", "gimdro", "mortred"];
    for (const [seat, clan] of ["Warrior", "Mage", "Engineer", "Shadow"].entries()) {
      const sheet = g.table.inZone("clan-sheet", seat).map((i) => g.card(i.cardId));
      expect(sheet.filter((c) => c.kind === "clan-hero").map((c) => c.id)).toEqual([heroes[seat]]);
      const skills = g.table.inZone("clan-sheet", seat).filter((i) => g.card(i.cardId).kind === "skill");
      expect(skills.length).toBe(6);
      expect(skills.every((i) => g.trait(i.cardId, clan) && g.isBlank(i))).toBe(true);
      const actions = g.table.inZone("hand", seat).filter((i) => g.card(i.cardId).kind === "action-card");
      expect(actions.every((i) => g.trait(i.cardId, clan)), clan).toBe(true);
      expect(actions.length).toBe(clan === "Shadow" ? 0 : 1); // the Shadow has no action deck
    }
  });

  it("makes a skill's ability live once its line reaches its level", () => {
    const g = clanGame(3);
    const level = (id: string) => g.table.inZone("clan-sheet", 0).find((i) => i.cardId === id)!;
    const before = g.value(0, "combat-power");
    g.add(0, "hero-skill", 1);
    expect([g.isBlank(level("warrior-battle-hardened")), g.isBlank(level("warrior-resolve"))]).toEqual([false, true]);
    expect(g.value(0, "combat-power")).toBe(before + 1);
  });
});

describe("drawFirst", () => {
  it("gives the first card that fits, shuffling the discard back in only when the deck has none and the discard has one", () => {
    const g = clanGame(3);
    const mage = (uid: string) => g.trait(g.table.card(uid).cardId, "Mage");
    for (const uid of g.table.zone("action-deck").filter(mage)) g.table.move(uid, "action-discard", null, { quiet: true });
    const warrior = g.drawFirst("action-deck", null, (i) => g.trait(i.cardId, "Warrior"))!;
    expect(g.table.zone("action-deck").find((uid) => g.trait(g.table.card(uid).cardId, "Warrior"))).toBe(warrior);
    expect(g.table.zone("action-discard").some(mage)).toBe(true); // no refill: the deck had a Warrior card
    const first = g.drawFirst("action-deck", null, (i) => g.trait(i.cardId, "Mage"))!;
    expect([mage(first), g.table.zone("action-discard").length]).toEqual([true, 0]);
    expect(g.drawFirst("action-deck", null, (i) => g.trait(i.cardId, "Shadow"))).toBeUndefined();
  });
});
