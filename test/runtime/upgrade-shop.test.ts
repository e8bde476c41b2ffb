/**
 * The engine's upgrade shop (runtime/core/upgrade-shop.ts), on a set up ELO Darkness table whose
 * Merchant is one: buying the upgraded side directly, the one-per-slot rule, upgrading, and
 * selling back basic side up for half the shown side's cost.
 */
import { describe, expect, it } from "vitest";
import type { Agent, Decision } from "../../runtime/core/agents.ts";
import { declaredShops, visitShop, type UpgradeShop } from "../../runtime/core/upgrade-shop.ts";
import { EloGame } from "../../cards/elo-darkness/runtime/game.ts";

const SHOP: UpgradeShop = { name: "Shop", stock: "item-deck", shop: "merchant", currency: "gold", slots: ["Fighter", "Mage", "Marksman", "Jungler", "Support"], maxDeals: 8 };

/** Takes the first option starting with each queued prefix in turn; then "done". Records what it was offered. */
class Shopper implements Agent {
  readonly name = "shopper";
  readonly offered: string[][] = [];
  constructor(private readonly wants: string[]) {}
  decide(d: Decision): number {
    this.offered.push([...d.options]);
    const want = this.wants.shift();
    const k = want === undefined ? d.options.indexOf("done") : d.options.findIndex((o) => o.startsWith(want));
    if (k < 0) throw new Error(`no option ${want} in ${d.options.join(" | ")}`);
    return k;
  }
}

function shopWith(wants: string[]): { g: EloGame; shopper: Shopper } {
  const shopper = new Shopper(wants);
  const g = new EloGame({ seed: 3, agents: [shopper, shopper] });
  g.procedures.setup();
  g.table.players[0].resources.gold = 20;
  return { g, shopper };
}

describe("the upgrade shop", () => {
  const probe = shopWith([]).g;
  const item = probe.table.peek("item-deck", 0).find((i) => probe.card(i.cardId).upgrade)!;
  const basic = probe.card(item.cardId);
  const upgraded = probe.card(basic.upgrade!);

  it("sells the upgraded side directly for both costs, one card per slot, and buys it back basic side up for half", () => {
    const { g, shopper } = shopWith([`buy ${upgraded.name} directly`, `sell ${upgraded.name}`]);
    visitShop(g, 0, SHOP);
    const paid = basic.cost! + basic["upgrade-cost"]!;
    const [afterBuy, afterSell] = [shopper.offered[1], shopper.offered[2]];
    // While the upgraded card holds its slot, no other card of that slot is for sale.
    const slot = SHOP.slots.find((s) => g.trait(item, s))!;
    const sameSlot = g.table.peek("item-deck", 0).filter((i) => g.trait(i, slot)).map((i) => `buy ${g.title(i)} for`);
    expect(afterBuy.filter((o) => sameSlot.some((s) => o.startsWith(s)))).toEqual([]);
    expect(afterBuy).toContain(`sell ${upgraded.name} for ${Math.floor(upgraded.cost! / 2)} gold`);
    expect(afterSell[0]).toBe("done");
    expect(g.table.peek("merchant", 0)).toEqual([]);
    const back = g.table.peek("item-deck", 0).find((i) => i.uid === item.uid)!;
    expect(back.cardId).toBe(basic.id);
    expect(g.table.players[0].resources.gold).toBe(20 - paid + Math.floor(upgraded.cost! / 2));
  });

  it("upgrades a bought card for the upgrade cost", () => {
    const { g } = shopWith([`buy ${basic.name} for`, `upgrade ${basic.name}`]);
    visitShop(g, 0, SHOP);
    expect(g.table.peek("merchant", 0).map((i) => i.cardId)).toEqual([upgraded.id]);
    expect(g.table.players[0].resources.gold).toBe(20 - basic.cost! - basic["upgrade-cost"]!);
  });

  it("is what game.yaml declares on a zone (`shop:`), the visit bounded", () => {
    const g = new EloGame({ seed: 1, agents: [] });
    expect(declaredShops(g)).toEqual([{ ...SHOP, name: "Merchant" }]);
  });

  it("is visited by a verb meaning visit-shops, as the acting player", () => {
    const { g, shopper } = shopWith([`buy ${basic.name} for`]);
    g.rt.verbs["visit-shops"](g.context(0, null, "rule"), {});
    expect(shopper.offered[0]).toContain("done");
    expect(g.table.peek("merchant", 0).map((i) => i.cardId)).toEqual([basic.id]);
    expect(g.table.peek("merchant", 1)).toEqual([]);
    expect(g.table.players[0].resources.gold).toBe(20 - basic.cost!);
  });
});
