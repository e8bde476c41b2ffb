/**
 * One Encounter: the stack placed on a party is resolved by its trap stage (a round per trap),
 * its surprise stage (perhaps a duel) and its combat rounds (Assignment, Ranged, Melee, Action),
 * with a retreat offered after any stage or round in which a hero was defeated.
 */
import type { CardInstance as Card } from "../../../runtime/core/table.ts";
import type { FantasyGame } from "./game.ts";

/** A safety stop for bot games, not a rule: no Encounter of these cards needs this many rounds. */
const MAX_COMBAT_ROUNDS = 30;

export function runEncounter(g: FantasyGame, h: number): void {
  const m = g.monsterSeat;
  g.enc = { hero: h, entering: null, assigned: new Map(), meleeing: new Map(), melee: null, defeats: 0 };
  const placed = g.table.inZone("placed", m).filter((c) => g.targets.get(c.uid) === h);
  const isTrap = (c: Card) => g.kind(c) === "trap";
  // Traps go on top, in the order placed.
  for (const c of [...placed.filter(isTrap), ...placed.filter((c) => !isTrap(c))]) g.table.move(c.uid, "stack", m, { quiet: true });
  g.stage(`${g.seatName(h)}'s party`);
  g.log.add(`Encounter: ${g.seatName(m)}'s stack of ${placed.length} cards against ${g.seatName(h)}'s party (${placed.some(isTrap) ? "a lair" : "wandering"})`);
  if (traps(g, h) || surprise(g, h) || combat(g, h)) retreat(g, h);
  else g.foughtThrough.add(h);
  g.table.inZone("stack", m).forEach((c) => g.discardCard(c.uid)), g.table.peek("party", h).forEach((hero) => g.table.setCounter(hero, "feared", 0)), (g.enc = null);
}

/** After a stage or round in which a hero was defeated, the hero player may retreat. */
function offerRetreat(g: FantasyGame, h: number): boolean {
  const defeats = g.enc!.defeats;
  if (((g.enc!.defeats = 0), !defeats) || !g.heroes(h).length || !g.monsters().length) return false;
  return g.choose(h, "retreat", "a hero was defeated: retreat?", [false, true], (r) => (r ? "retreat" : "fight on"), (r) => (r ? -1 : 1) * (g.heroes(h).length - g.monsters().length));
}

/** The penalty: the monster player discards one of the party's items, or else the hero player one of its heroes. */
function retreat(g: FantasyGame, h: number): void {
  const items = g.table.peek("items", h);
  const lost = (g.log.add(`${g.seatName(h)}'s party retreats`), items.length) ? g.choose(g.monsterSeat, "penalty", "the retreating party loses which item?", items, (i) => g.name(i), (i) => g.field(i, "gp")) : g.choose(h, "penalty", "the retreating party loses which hero?", g.table.peek("party", h), (x) => g.name(x), (x) => -g.field(x, "gp"));
  if (lost) g.discardCard(lost.uid);
}

function traps(g: FantasyGame, h: number): boolean {
  for (const trap of g.table.inZone("stack", g.monsterSeat).filter((c) => g.kind(c) === "trap")) {
    g.stage(`${g.seatName(h)}'s party · trap round`);
    const entering = g.choose(h, "enter", "which hero enters the lair?", g.front(h), (x) => g.name(x), (x) => (g.trait(x, "Trap-ability") ? 2 : 0) - g.field(x, "gp") / 1000);
    if (!(g.enc!.entering = entering?.uid ?? null)) return false;
    g.log.add(`${g.name(entering)} enters the lair; ${g.name(trap)} is revealed`);
    g.raise("revealed", { on: g.cardRef(trap.uid) });
    // Whether the trap could have an effect is its `requires`, read as the hero player.
    const requires = g.catalogue.effectOf<never>(trap.cardId)?.requires as ((rt: unknown, ctx: unknown) => boolean) | null | undefined;
    const skilled = g.trait(entering, "Trap-ability");
    if (requires && !requires(g.rt, g.context(h, trap.uid, trap.cardId))) g.log.add(`${g.name(trap)} could have no effect: discarded`);
    else if (g.roll(`disarm roll (${skilled ? "trap ability: 1-4" : "1-2"})`) <= (skilled ? 4 : 2)) g.log.add("the trap is disarmed");
    else g.use(h, trap);
    g.discardCard(trap.uid), (g.enc!.entering = null);
    if (offerRetreat(g, h)) return true;
  }
  return false;
}

/** The winner of a melee or duel: the hero defeats a monster of the Horde; undead monsters win ties. */
function versus(g: FantasyGame, hero: Card, mon: Card, heroTotal: number, monsterTotal: number): void {
  const horde = g.enc!.melee ? g.horde(hero.uid) : [mon];
  if (heroTotal > monsterTotal) g.defeatBy(hero, g.choose(g.enc!.hero, "victim", `${g.name(hero)} wins: which monster is defeated?`, horde, (x) => g.name(x), (x) => g.field(x, "melee")));
  else if (monsterTotal > heroTotal || g.trait(mon, "Undead")) g.defeatBy(mon, hero);
  else g.log.add("a tie: both survive");
}

function surprise(g: FantasyGame, h: number): boolean {
  g.stage(`${g.seatName(h)}'s party · surprise`);
  const r = g.roll("surprise roll");
  const pairs = [null, ...g.monsters().filter((x) => g.field(x, "melee") <= r).flatMap((x) => g.front(h).map((y) => [x, y] as const))];
  const pick = g.choose(g.monsterSeat, "duel", "a surprise duel?", pairs, (p) => (p ? `${g.name(p[0])} duels ${g.name(p[1])}` : "no duel"), (p) => (p ? g.melee(p[0], p[1], true) - g.melee(p[1], p[0], true) : -1));
  if (!pick) return false;
  const [mon, hero] = pick;
  g.log.add(`surprise duel: ${g.name(mon)} against ${g.name(hero)}`);
  versus(g, hero, mon, g.roll(g.name(hero)) + g.melee(hero, mon, true), g.roll(g.name(mon)) + g.melee(mon, hero, true));
  return offerRetreat(g, h);
}

function combat(g: FantasyGame, h: number): boolean {
  const over = () => !g.monsters().length || !g.table.size("party", h);
  for (let round = 1; round <= MAX_COMBAT_ROUNDS && !over(); round++) {
    g.stage(`${g.seatName(h)}'s party · combat round ${round}`);
    g.limits.reset("round"), g.respondedThisRound.clear();
    for (const phase of [assignment, ranged, melee, actions]) phase(g, h);
    for (const s of g.alive()) for (const hero of g.table.peek("party", s)) g.table.setCounter(hero, "flipped", 0);
    if (!over() && offerRetreat(g, h)) return true;
  }
  if (!over()) g.log.add(`the Encounter is broken off after ${MAX_COMBAT_ROUNDS} combat rounds (a safety stop, not a rule)`);
  return false;
}

/** Monsters without a hero are assigned: to the front rank (flying ones to any rank), to a hero without monsters while there is one. */
function assignment(g: FantasyGame, h: number): void {
  // Heroes stricken with fear are attacked only when no other hero is left; the fear then ends.
  if (!g.heroes(h).length) for (const x of g.table.peek("party", h)) g.table.setCounter(x, "feared", 0);
  for (const mon of g.monsters()) {
    if (g.inPlay(g.enc!.assigned.get(mon.uid))) continue;
    const heroes = g.trait(mon, "Flying") ? g.heroes(h) : g.front(h);
    const free = heroes.filter((x) => ![...g.enc!.assigned.values()].includes(x.uid));
    const hero = g.choose(g.monsterSeat, "assign", `assign ${g.name(mon)} to which hero?`, free.length ? free : heroes, (x) => g.name(x), (x) => g.melee(mon, x) - g.melee(x, mon));
    if (hero) g.enc!.assigned.set(mon.uid, hero.uid), g.log.add(`${g.name(mon)} is assigned to ${g.name(hero)}`);
  }
}

/** Each Ranged attack (a hero's or an item's `Ranged N`) hits on a roll at most the hero's printed Melee plus N; the saves follow. */
function ranged(g: FantasyGame, h: number): void {
  const hits = new Map<string, number>();
  for (const [hero, src] of g.heroes(h).flatMap((hero) => [hero, ...g.table.peek("items", h).filter((i) => g.attachments.get(i.uid)?.id === hero.uid)].map((src) => [hero, src] as const))) {
      const n = g.catalogue.traitParam(src.cardId, "Ranged");
      const target = n === undefined ? null : g.choose(h, "ranged", `${g.name(hero)}'s Ranged attack at which monster?`, g.monsters(), (x) => g.name(x), (x) => -g.field(x, "melee"));
      if (target && g.roll(`${g.name(hero)} shoots at ${g.name(target)} (hits on ${g.field(hero, "melee") + Number(n)} or less)`) <= g.field(hero, "melee") + Number(n)) hits.set(target.uid, (hits.get(target.uid) ?? 0) + 1);
  }
  for (const [uid, n] of hits) if (g.inPlay(uid)) g.raise("ranged-hit", { on: g.cardRef(uid) }, { hits: n });
}

/** Support is declared, then each hero with a Horde fights it, in the order the monster player names. */
function melee(g: FantasyGame, h: number): void {
  let engaged = g.heroes(h).filter((x) => g.horde(x.uid).length);
  const support = new Map<string, number>();
  for (const s of g.heroes(h).filter((x) => g.field(x, "support") && !engaged.includes(x))) {
    const row = g.heroes(h).filter((x) => g.table.counter(x, "rank") === g.table.counter(s, "rank"));
    const next = [row[row.indexOf(s) - 1], row[row.indexOf(s) + 1]].filter((x) => x && engaged.includes(x));
    const to = next.length ? g.choose(h, "support", `${g.name(s)} supports whom?`, [null, ...next], (x) => (x ? g.name(x) : "nobody"), (x) => (x ? 1 : 0)) : null;
    if (to) support.set(to.uid, (support.get(to.uid) ?? 0) + g.field(s, "support")), g.log.add(`${g.name(s)} supports ${g.name(to)} (+${g.field(s, "support")})`);
  }
  while (engaged.length) {
    const hero = g.choose(g.monsterSeat, "melee-order", "which melee is next?", engaged, (x) => `the melee against ${g.name(x)}`, (x) => -g.melee(x, null));
    const horde = g.horde(hero.uid);
    engaged = engaged.filter((x) => x !== hero);
    if (!g.inPlay(hero.uid) || !horde.length) continue;
    // A meleeing monster defeated before its melee (by a Ranged attack) is replaced from the Horde.
    let mon = horde.find((x) => x.uid === g.enc!.meleeing.get(hero.uid));
    mon ??= g.choose(g.monsterSeat, "meleeing", `which monster melees ${g.name(hero)}?`, horde, (x) => g.name(x), (x) => g.field(x, "melee"));
    g.enc!.meleeing.set(hero.uid, mon.uid), (g.enc!.melee = { hero: hero.uid, monster: mon.uid });
    g.raise("melee-starts", { on: g.cardRef(hero.uid) });
    const bonus = g.melee(mon, hero, false, (i) => i.cardId === "horde-bonus") - g.field(mon, "melee");
    if (g.inPlay(hero.uid) && g.inPlay(mon.uid)) {
      g.log.add(`melee: ${g.name(hero)} (Melee ${g.melee(hero, mon)}, support ${support.get(hero.uid) ?? 0}) against ${g.name(mon)} (Melee ${g.melee(mon, hero)}; Horde of ${g.horde(hero.uid).length}: +${bonus} Melee)`);
      versus(g, hero, mon, g.roll(g.name(hero)) + g.melee(hero, mon) + (support.get(hero.uid) ?? 0), g.roll(g.name(mon)) + g.melee(mon, hero));
    }
    g.enc!.melee = null;
  }
}

/** A side's actions: normal abilities of unflipped heroes and their items, offensive and protection spells; the monsters' normal abilities, once a turn. */
function actionsOf(g: FantasyGame, seat: number, heroSide: boolean): Card[] {
  const playable = (i: Card) => !g.isBlank(i) && (g.catalogue.effectOf<never>(i.cardId)?.abilities ?? []).some((a) => a.trigger.kind === "play");
  if (!heroSide) return g.monsters().filter((x) => playable(x) && !g.usedThisTurn.has(x.uid));
  const unflipped = (uid: string | undefined) => g.inPlay(uid) && !g.table.counter(g.table.card(uid!), "flipped");
  const spells = g.casters(seat).length ? g.table.peek("hand", seat).filter((x) => (g.trait(x, "Offensive") || g.trait(x, "Protection")) && playable(x)) : [];
  return [...g.table.peek("party", seat).filter((x) => playable(x) && unflipped(x.uid)), ...g.table.peek("items", seat).filter((x) => playable(x) && unflipped(g.attachments.get(x.uid)?.id)), ...spells];
}

/** Actions alternate from the hero player until one side passes; the other then takes one more. */
function actions(g: FantasyGame, h: number): void {
  let [heroSide, last] = [true, false];
  for (let n = 0; n < 40 && g.monsters().length && g.heroes(h).length; n++, heroSide = !heroSide) {
    const seat = heroSide ? h : g.monsterSeat;
    const act = g.choose(seat, "action", "Action phase: an action or pass", [null, ...actionsOf(g, seat, heroSide)], (a) => (a ? `${a.zone === "hand" ? "cast" : "use"} ${g.name(a)}` : "pass"), (a) => (a ? 2 : 0));
    g.log.add(act ? `${g.seatName(seat)} ${act.zone === "hand" ? "casts" : "uses"} ${g.name(act)}` : `${g.seatName(seat)} passes`);
    if (act) g.usedThisTurn.add(act.uid), g.use(seat, act);
    if (last) return; else last = !act;
  }
}
