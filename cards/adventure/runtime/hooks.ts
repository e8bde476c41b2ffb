/**
 * What the adventure's `hook` names mean at the table: nouns, facts and verbs (the app's part: an
 * enemy group's moves and attacks, a hero's tests and attacks, decks, trinkets, placements).
 */
import type { EffectContext, Ref, SelectorSpec } from "../../../runtime/api.ts";
import type { GameHookSet } from "../../../runtime/core/meanings.ts";
import { moveCard } from "../../../runtime/core/engine-verbs.ts";
import type { AdventureVerbs } from "../../../generated/adventure/index.ts";
import type { AdventureHooks } from "../../../generated/adventure/vocabulary.ts";
import type { AdventureGame } from "./game.ts";
import { enemies, enemiesWithin, heroes } from "./map.ts";
import { endCheck, score, setup } from "./setup.ts";
import { heroPhase } from "./turn.ts";

/** Banner tokens the app hands duplicate groups, in order (designed; the rulebook shows blue first). */
const BANNERS = ["blue", "green", "yellow", "purple"];

export function makeHooks(g: AdventureGame) {
  const seatOf = (ctx: EffectContext) => g.resolution(ctx).seat;
  const heroOf = (ctx: EffectContext) => g.seatEntity(seatOf(ctx));
  /** The enemy group an enemy's ability or behaviour row acts for. */
  const group = (ctx: EffectContext) => g.resolution(ctx).source ?? ctx.card;
  const own = (zone: string, seat: number) => g.table.peek(zone, seat).map((i) => g.cardRef(i.uid));

  /** Cards in the zones the selector's `in` names (`your`: the acting player's; in a shared supply, one of each card), else your live cards. */
  function cardPool(ctx: EffectContext, spec: SelectorSpec): Ref[] {
    const zones = spec.filters.flatMap((f) => ("in" in f ? [f] : []));
    if (!zones.length) return ["prepared", "items", "play-area"].flatMap((z) => own(z, seatOf(ctx)));
    return zones.flatMap((f) => (g.isPerPlayerZone(f.in) ? g.table.players.filter((p) => f.owner !== "your" || p.seat === seatOf(ctx)).flatMap((p) => own(f.in, p.seat)) : g.table.peek(f.in).filter((i, k, all) => all.findIndex((j) => j.cardId === i.cardId) === k).map((i) => g.cardRef(i.uid))));
  }

  /** The heroes nearest an enemy group; of several, the one with least health left, then turn order. */
  function nearestHero(ctx: EffectContext): Ref[] {
    const at = g.board.at(group(ctx));
    const key = (h: Ref, i: number) => [g.board.distance(at, g.board.at(h)), g.entities.healthOf(h) - g.entities.damageOf(h, 0), i];
    const ranked = heroes(g).map((h, i) => ({ h, k: key(h, i) })).sort((a, b) => a.k[0] - b.k[0] || a.k[1] - b.k[1] || a.k[2] - b.k[2]);
    return ranked.slice(0, 1).map((r) => r.h);
  }

  const nouns = {
    card: cardPool,
    enemy: () => enemies(g),
    "nearby-enemy": (ctx: EffectContext) => [0, 1].flatMap((d) => enemiesWithin(g, g.board.at(heroOf(ctx)), d as 0 | 1)),
    "enemies-here": (ctx: EffectContext) => enemiesWithin(g, g.board.at(heroOf(ctx)), 0),
    target: () => (g.attackTarget ? [g.attackTarget] : []),
    "adjacent-enemy": (ctx: EffectContext) => enemiesWithin(g, g.board.at(heroOf(ctx)), 1),
    "nearest-hero": nearestHero,
    adventure: () => g.table.peek("adventure", 0).map((i) => g.cardRef(i.uid)),
  };

  const facts = {
    "hero-here": (ctx: EffectContext) => heroes(g).some((h) => g.board.at(h) === g.board.at(group(ctx))),
    "hero-adjacent": (ctx: EffectContext) => heroes(g).some((h) => g.board.neighbours(g.board.at(group(ctx))).includes(g.board.at(h))),
  };

  const onMap = (ref: Ref) => g.table.cards.get(ref.id)?.zone === "map";
  /** The named card from a supply zone to the seat's zone (the engine holds the zone to its capacity). */
  const take = (from: string, id: string, seat: number, to: string) => {
    const inst = g.table.peek(from).find((i) => i.cardId === id);
    if (inst) moveCard(g, seat, g.cardRef(inst.uid), to);
    return inst;
  };
  const tire = (ref: Ref, by: number) => void (onMap(ref) && g.table.addCounter(g.table.card(ref.id), "exhausted", by, g.describe(ref)));

  const verbs: AdventureHooks["verbs"] = {
    // Heroes may interrupt (`activating`); a group still on the map then follows its table.
    activate: (ctx, a) => {
      if (!onMap(a.group) || g.table.card(a.group.id).counters.exhausted) return;
      g.raise("activating", { on: a.group }, {}, () => {
        if (onMap(a.group)) g.rt.verbs.follow(ctx, { card: a.group });
      });
    },
    exhaust: (_ctx, a) => tire(a.group, 1),
    ready: (_ctx, a) => tire(a.group, -1),
    // Step by step along a shortest path to the nearest hero, stopping in a hero's space.
    approach: (ctx, a) => {
      const me = group(ctx);
      const goal = nearestHero(ctx)[0];
      if (!goal) return;
      let at = g.board.at(me);
      for (let i = 0; i < a.spaces; i++) at = g.board.stepToward(at, g.board.at(goal));
      if (at === g.board.at(me)) return g.log.add(`${g.describe(me)} holds its ground in ${g.board.name(at)}`);
      g.board.place(me, at);
      g.log.add(`${g.describe(me)} moves to ${g.board.name(at)}`);
    },
    strike: (ctx, a) => {
      const me = group(ctx);
      const cardId = g.table.card(me.id).cardId;
      const hits = g.field<{ attack: number }>(cardId).attack + g.traitNumber(cardId, "Brutal");
      g.log.add(`${g.describe(me)} attacks ${g.describe(a.hero)} for ${hits} hit${hits === 1 ? "" : "s"}`);
      g.raise("hero-attacked", { on: a.hero, by: me }, { hits }, (_n, pending) => pending!.settle((t, n) => (n > 0 ? void g.damage!.deal(ctx, t, n) : g.log.add(`${g.describe(t)} takes no hits`))));
    },
    attack: (ctx, a) => attack(g, ctx, a.target, a.using),
    prevent: (_ctx, a) => {
      const p = g.events.pendingDamage();
      if (p) g.log.add(`${g.describe(p.prevent(p.target, a.amount))} prevents ${a.amount} hit${a.amount === 1 ? "" : "s"}`);
    },
    put: (_ctx, a) => void g.table.addCounter(g.counterHolder(a.on), a.amount.unit, a.amount.amount, g.describe(a.on)),
    remove: (_ctx, a) => void g.table.addCounter(g.counterHolder(a.from), a.amount.unit, -a.amount.amount, g.describe(a.from)),
    deplete: (_ctx, a) => {
      const inst = g.table.card(a.card.id);
      g.table.addCounter(inst, "depletion-token", -1, g.describe(a.card));
      // After the last token the trinket is flipped facedown: unusable for the rest of the adventure.
      if (inst.counters["depletion-token"] <= 0) (g.log.add(`${g.describe(a.card)} is spent: flipped facedown`), g.table.move(inst.uid, "spent", inst.owner, { quiet: true }));
    },
    discard: (_ctx, a) => {
      const inst = g.table.card(a.card.id);
      const kind = g.catalogue.card(inst.cardId).kind;
      g.table.move(inst.uid, kind === "boon" ? "boon-supply" : "skill-discard", kind === "boon" ? null : inst.owner);
      inst.counters = Object.create(null);
    },
    reset: (ctx) => (g.refillDeck("skill-deck", seatOf(ctx)), g.log.add(`${g.seatName(seatOf(ctx))} resets their skill deck (${g.table.size("skill-deck", seatOf(ctx))} cards)`)),
    scout: (ctx, a) => scout(g, seatOf(ctx), a.count),
    find: (ctx, a) => {
      const inst = take("unused", a.card, seatOf(ctx), "items");
      if (inst) fillTrinket(g, inst.uid);
      else g.log.add(`${g.catalogue.name(a.card)} is already found`);
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
      g.table.setCounter(inst, "space", a.at);
      // An elite group shows its own banner (game.ts); a duplicate standard group gets the next one.
      if (twins > 0 && !g.field<{ banner?: string }>(a.group).banner) g.banners.set(inst.uid, BANNERS[(twins - 1) % BANNERS.length]);
      g.log.add(`the app places ${g.describe(g.cardRef(inst.uid))} in ${g.board.name(a.at)}`);
    },
  };

  const procedures = { setup: () => setup(g), hero: () => heroPhase(g), end: () => endCheck(g), score: () => score(g) };
  const defeated = { hero: (_ctx: EffectContext, on: Ref) => void g.fallen.push(g.describe(on)) };
  return { nouns, facts, verbs, procedures, defeated } satisfies AdventureHooks & GameHookSet<AdventureVerbs>;
}

/** A trinket gets as many depletion tokens as its card shows (the Trinket trait's rule). */
export function fillTrinket(g: AdventureGame, uid: string): void {
  const inst = g.table.card(uid);
  if (!g.catalogue.hasTrait(inst.cardId, "Trinket")) return;
  g.table.setCounter(inst, "depletion-token", g.field<{ depletion: number }>(inst.cardId).depletion);
  g.log.add(`${g.describe(g.cardRef(uid))} gets ${inst.counters["depletion-token"]} depletion tokens`);
}

/** Scouting: the top cards of the deck, one of them prepared if the hero wants, the rest to the bottom. */
function scout(g: AdventureGame, seat: number, n: number): void {
  const seen: string[] = [];
  for (let i = 0; i < n; i++) {
    const uid = g.drawTop("skill-deck", seat);
    if (!uid) break;
    g.table.move(uid, "scouted", seat, { quiet: true });
    seen.push(uid);
  }
  if (!seen.length) return;
  const names = seen.map((u) => g.catalogue.name(g.table.card(u).cardId));
  const pick = g.ask({ seat, kind: "prepare", prompt: `scouted ${names.join(", ")}: prepare one?`, options: ["none", ...names], scores: [0, ...seen.map((u) => { const id = g.table.card(u).cardId; return g.catalogue.effectOf(id) ? 3 : g.catalogue.card(id).kind === "weakness" ? 2 : -1; })] });
  g.log.add(`${g.seatName(seat)} scouts ${seen.length} card${seen.length === 1 ? "" : "s"}${pick ? ` and prepares ${names[pick - 1]}` : ""}`);
  seen.forEach((uid, i) => (i === pick - 1 ? moveCard(g, seat, g.cardRef(uid), "prepared") : g.table.move(uid, "skill-deck", seat, { quiet: true })));
}

/**
 * An attack: a test of the stat (cards revealed from the skill deck, their success icons), the
 * hero's Responses (`testing`), the chosen items' abilities (`tested`), the hits applied (less
 * the group's Armored bonus), then the group's counterattack (`attacked`).
 */
function attack(g: AdventureGame, ctx: EffectContext, target: Ref, stat: string): void {
  const seat = g.resolution(ctx).seat;
  const player = g.table.players[seat];
  const clear = () => ["success", "hit"].forEach((r) => g.table.addResource(player, r, -player.resources[r]));
  const hero = g.seatEntity(seat);
  clear();
  const revealed: string[] = [];
  let successes = 0;
  for (let i = 0; i < g.value(seat, stat); i++) {
    const uid = g.drawTop("skill-deck", seat);
    if (!uid) break;
    const cardId = g.table.card(uid).cardId;
    revealed.push(g.catalogue.name(cardId));
    successes += g.field<{ successes?: number }>(cardId).successes ?? 0;
    g.table.move(uid, "revealed", seat, { quiet: true });
  }
  g.log.add(`${g.describe(hero)} attacks ${g.describe(target)}, testing ${stat}: reveals ${revealed.join(", ") || "nothing"} (${successes} success${successes === 1 ? "" : "es"})`);
  g.table.addResource(player, "success", successes);
  // Each window lets a hero use one Response; they may go on answering while they have any.
  for (let more = 1, i = 0; more && i < 5; i++) g.raise("testing", { by: hero }, {}, (n) => (more = n));
  g.raise("tested", { by: hero });
  const cardId = g.table.card(target.id).cardId;
  const hits = Math.max(0, player.resources.hit - g.traitNumber(cardId, "Armored"));
  g.log.add(`${g.describe(hero)} deals ${hits} hit${hits === 1 ? "" : "s"} to ${g.describe(target)}`);
  clear();
  for (const c of g.table.inZone("revealed", seat)) g.table.move(c.uid, "skill-discard", seat, { quiet: true });
  if (hits > 0) g.damage!.deal(ctx, target, hits);
  if (g.table.card(target.id).zone === "map") g.raise("attacked", { on: target, by: hero });
}
