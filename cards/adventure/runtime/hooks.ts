/**
 * What the adventure's `hook` names mean at the table: nouns and verbs (the app's part: an enemy
 * group's attacks, a hero's tests and attacks, scouting, the supplies, placements). The engine
 * runs the rest from game.yaml: the map's nouns, facts and moves, activation, counters, tokens.
 */
import type { EffectContext, Ref } from "../../../runtime/api.ts";
import type { GameHookSet } from "../../../runtime/core/meanings.ts";
import { moveCard } from "../../../runtime/core/engine-verbs.ts";
import { scout } from "../../../runtime/core/deck-top.ts";
import type { AdventureVerbs } from "../../../generated/adventure/index.ts";
import type { AdventureHooks } from "../../../generated/adventure/vocabulary.ts";
import type { AdventureGame } from "./game.ts";
import { attack } from "./attack.ts";
import { endCheck, score, setup } from "./setup.ts";
import { heroPhase } from "./turn.ts";

/** Banner tokens the app hands duplicate groups, in order (designed; the rulebook shows blue first). */
const BANNERS = ["blue", "green", "yellow", "purple"];

export function makeHooks(g: AdventureGame) {
  const seatOf = (ctx: EffectContext) => g.resolution(ctx).seat;
  /** The enemy group an enemy's ability or behaviour row acts for. */
  const group = (ctx: EffectContext) => g.resolution(ctx).source ?? ctx.card;
  const own = (zone: string, seat: number) => g.table.peek(zone, seat).map((i) => g.cardRef(i.uid));

  const nouns = {
    target: () => (g.attackTarget ? [g.attackTarget] : []),
    adventure: () => own("adventure", 0),
  };

  /** The named card from a supply zone to the seat's zone (the engine holds the zone to its capacity). */
  const take = (from: string, id: string, seat: number, to: string) => {
    const inst = g.table.peek(from).find((i) => i.cardId === id);
    if (inst) moveCard(g, seat, g.cardRef(inst.uid), to);
    return inst;
  };

  const verbs: AdventureHooks["verbs"] = {
    strike: (ctx, a) => {
      const me = group(ctx);
      const cardId = g.table.card(me.id).cardId;
      const hits = g.field<{ attack: number }>(cardId).attack + g.catalogue.traitNumber(cardId, "Brutal");
      g.log.add(`${g.describe(me)} attacks ${g.describe(a.hero)} for ${plural(hits, "hit")}`);
      // The hits left once the hero's Responses prevented some.
      const settle = (hero: Ref, n: number) => {
        if (n > 0) g.damage!.deal(ctx, hero, n);
        else g.log.add(`${g.describe(hero)} takes no hits`);
      };
      g.raise("hero-attacked", { on: a.hero, by: me }, { hits }, (_n, pending) => pending!.settle(settle));
    },
    attack: (ctx, a) => attack(g, ctx, a.target, a.using),
    // A boon goes back to the supply, a skill card to its owner's discard pile.
    discard: (ctx, a) => {
      const boon = g.catalogue.card(g.table.card(a.card.id).cardId).kind === "boon";
      moveCard(g, seatOf(ctx), a.card, boon ? "boon-supply" : "skill-discard");
    },
    // Greedy: prepare a card with an ability, else take a weakness out of the deck.
    scout: (ctx, a) => {
      const worth = (id: string) => {
        if (g.catalogue.effectOf(id)) return 3;
        return g.catalogue.card(id).kind === "weakness" ? 2 : -1;
      };
      scout(g, seatOf(ctx), a.count, { deck: "skill-deck", hold: "scouted", to: "prepared", taking: "prepares", worth });
    },
    // A trinket comes with its tokens (the engine's starts-from).
    find: (ctx, a) => {
      if (!take("unused", a.card, seatOf(ctx), "items")) g.log.add(`${g.catalogue.name(a.card)} is already found`);
    },
    "gain-title": (ctx, a) => void take("unused-titles", a.card, seatOf(ctx), "prepared"),
    "gain-weakness": (ctx) => {
      const top = g.table.peek("weakness-deck")[0];
      if (top) g.table.move(top.uid, "skill-discard", seatOf(ctx));
    },
    place: (_ctx, a) => {
      const inst = g.table.peek("reserve").find((i) => i.cardId === a.group);
      if (!inst) return g.log.add(`the app has no ${g.catalogue.name(a.group)} group left to place`);
      const twins = [...g.table.peek("map"), ...g.table.peek("defeated")].filter((i) => i.cardId === a.group).length;
      g.table.move(inst.uid, "map", null, { quiet: true });
      g.board.place(g.cardRef(inst.uid), a.at);
      // An elite group shows its own banner (game.ts); a duplicate standard group gets the next one.
      if (twins > 0 && !g.field<{ banner?: string }>(a.group).banner) g.banners.set(inst.uid, BANNERS[(twins - 1) % BANNERS.length]);
      g.log.add(`the app places ${g.describe(g.cardRef(inst.uid))} in ${g.board.name(a.at)}`);
    },
  };

  const procedures = { setup: () => setup(g), hero: () => heroPhase(g), end: () => endCheck(g), score: () => score(g) };
  const defeated = { hero: (_ctx: EffectContext, on: Ref) => void g.fallen.push(g.describe(on)) };
  return { nouns, facts: {}, verbs, procedures, defeated } satisfies AdventureHooks & GameHookSet<AdventureVerbs>;
}

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
