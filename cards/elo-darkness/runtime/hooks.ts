/**
 * What ELO Darkness' `hook` nouns, facts, verbs and procedures mean at the table, and the two
 * steps of the Farming phase the language cannot say: declaring the farmed cards at once (one
 * per Class, one per Mana card) and the Merchant's buying, upgrading and selling.
 */
import type { EffectContext, Ref } from "../../../runtime/api.ts";
import { runCardField } from "../../../runtime/core/card-fields.ts";
import type { GameHookSet } from "../../../runtime/core/meanings.ts";
import type { CardInstance } from "../../../runtime/core/table.ts";
import type { EloDarknessVerbs } from "../../../generated/elo-darkness/index.ts";
import type { EloDarknessHooks } from "../../../generated/elo-darkness/vocabulary.ts";
import { backing, combat, playCard } from "./combat.ts";
import { TOWERS, type EloGame } from "./game.ts";
import { endCheck, score, setup } from "./setup.ts";

export function makeHooks(g: EloGame) {
  const seatOf = (ctx: EffectContext) => g.resolution(ctx).seat;
  const refs = (xs: readonly CardInstance[]) => xs.map((i) => g.cardRef(i.uid));
  const verbs: EloDarknessHooks["verbs"] = {
    discard: (ctx, a) => g.discard(a.card.id, seatOf(ctx)),
    put: (ctx, a) => (g.challenge ? playCard(g, seatOf(ctx), g.table.card(a.card.id), "put") : g.log.add("no Challenge to put a card into")),
    advance: (_ctx, a) => {
      const hero = g.table.card(a.on.id);
      const before = g.level(hero.owner!, hero.cardId);
      g.table.addCounter(g.table.players[hero.owner!], `${g.card(hero.cardId).class!.toLowerCase()}-xp`, a.amount.amount, g.seatName(hero.owner!));
      const after = g.level(hero.owner!, hero.cardId);
      g.log.add(`${g.describe(a.on)} gains ${a.amount.amount} Experience${after > before ? `: Level ${after}` : ""}`);
    },
    farm: (ctx) => farm(g, seatOf(ctx)),
    claim: (ctx, a) => {
      g.table.move(a.card.id, "monsters", seatOf(ctx));
      runCardField(g, seatOf(ctx), g.table.card(a.card.id), "reward");
      g.raise("objective-won", { on: a.card, by: g.playerRef(seatOf(ctx)) });
    },
    "pass-turn": () => {
      g.raise("turn-ends", {});
      g.leader = 1 - g.leader;
    },
  };
  return {
    nouns: {
      hero: () => [0, 1].flatMap((s) => ["heroes", "exhausted"].flatMap((z) => g.table.peek(z, s).map((i) => g.heroRef(i)))),
      "enemy-card": (ctx: EffectContext) => (g.challenge ? refs(g.table.peek(g.challenge.lane.id, 1 - seatOf(ctx))) : []),
    },
    facts: {
      adjacent: (ctx: EffectContext) => !!g.challenge && (g.card(ctx.cardId).lanes as string[]).includes(g.challenge.lane.id),
      "tower-standing": (ctx: EffectContext) => !!g.challenge && TOWERS.some((t) => g.challenge!.lane.towers.has(t) && t < 0 === (seatOf(ctx) === 0)),
    },
    verbs,
    procedures: { setup: () => setup(g), backing: () => backing(g), combat: () => combat(g), end: () => endCheck(g), score: () => score(g) },
    /** A Hero token's Experience and Level come from its Class token; the rest as the table keeps them. */
    property(ctx: EffectContext, name: string, of: Ref | null): number {
      const inst = of ? g.table.cards.get(of.id) : undefined;
      if (inst && g.card(inst.cardId).kind === "hero") return name === "level" ? g.level(inst.owner!, inst.cardId) : g.xp(inst.owner!, inst.cardId);
      if (inst) return inst.counters[name] ?? 0;
      const seat = of ? (g.seatOfId(of.id) ?? seatOf(ctx)) : seatOf(ctx);
      return Object.hasOwn(g.table.players[seat].resources, name) ? g.value(seat, name) : g.table.counter(g.table.players[seat], name);
    },
  } satisfies EloDarknessHooks & GameHookSet<EloDarknessVerbs>;
}

/** Farming: declare Hero and Mana cards (one per Class, one per Mana card), discard them together, then resolve each. */
function farm(g: EloGame, seat: number): void {
  const declared: CardInstance[] = [];
  const key = (i: CardInstance) => (g.card(i.cardId).kind === "mana" ? i.cardId : g.classOf(i));
  for (let k = -1; k !== 0; ) {
    const open = g.table.peek("hand", seat).filter((i) => key(i) !== undefined && !declared.some((d) => key(d) === key(i)));
    k = open.length ? g.pick(seat, "farm which card?", ["done", ...open.map((i) => g.name(i.cardId))], [0, ...open.map(() => 1)]) : 0;
    if (k > 0) declared.push(open[k - 1]);
  }
  if (declared.length) g.log.add(`${g.seatName(seat)} farms ${declared.map((i) => g.name(i.cardId)).join(", ")}`);
  for (const i of declared) g.discard(i.uid, seat);
  for (const i of declared) {
    runCardField(g, seat, i, "farming");
    const hero = g.heroOf(seat, i);
    g.raise("farmed", { on: g.cardRef(i.uid), by: g.playerRef(seat), ...(hero ? { for: g.heroRef(hero) } : {}) });
  }
  g.raise("farming-done", { by: g.playerRef(seat) });
  shop(g, seat);
}

/**
 * The Merchant, after farming, until the player stops: an Item for its cost, its upgraded side
 * directly for both costs, an upgrade for the back's cost; an Item sells back to the Item deck
 * for half the cost of the side it shows, rounded down. One Item per Class on the tile.
 */
function shop(g: EloGame, seat: number): void {
  const cls = (i: CardInstance) => ["Fighter", "Mage", "Marksman", "Jungler", "Support"].find((c) => g.has(i, c));
  const front = (id: string) => g.catalogue.cards.find((f) => g.card(f.id).upgrade === id)?.id ?? id;
  for (let n = 0; n < 8; n++) {
    const tile = g.table.peek("merchant", seat);
    const deals: Array<[string, number, (i: CardInstance) => void, CardInstance | null]> = [["done", 0, () => {}, null]];
    for (const i of g.table.peek("item-deck", seat).filter((i) => !tile.some((t) => cls(t) === cls(i)))) {
      const { cost, upgrade, "upgrade-cost": more } = g.card(i.cardId);
      deals.push([`buy ${g.name(i.cardId)} for ${cost} gold`, cost!, (i) => g.table.move(i.uid, "merchant", seat), i]);
      if (upgrade) deals.push([`buy ${g.name(upgrade)} directly for ${cost! + more!} gold`, cost! + more!, (i) => (g.table.move(i.uid, "merchant", seat), (i.cardId = upgrade)), i]);
    }
    for (const i of tile) {
      const { cost, upgrade, "upgrade-cost": more } = g.card(i.cardId);
      if (upgrade) deals.push([`upgrade ${g.name(i.cardId)} to ${g.name(upgrade)} for ${more} gold`, more!, (i) => (i.cardId = upgrade), i]);
      deals.push([`sell ${g.name(i.cardId)} for ${Math.floor(cost! / 2)} gold`, -Math.floor(cost! / 2), (i) => ((i.cardId = front(i.cardId)), g.table.move(i.uid, "item-deck", seat)), i]);
    }
    const open = deals.filter(([, cost]) => cost <= g.table.players[seat].resources.gold);
    const [label, cost, deal, item] = open[g.pick(seat, "Merchant: buy, upgrade or sell?", open.map(([l]) => l), open.map(([, c], i) => (i === 0 ? 0 : c < 0 ? -1 : c)))];
    if (!item) return;
    g.log.add(`${g.seatName(seat)}: ${label}`);
    g.table.addResource(g.table.players[seat], "gold", -cost);
    deal(item);
  }
}
