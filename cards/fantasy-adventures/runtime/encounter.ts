/**
 * One Encounter: the stack placed on a party is resolved by its trap stage (a round per trap),
 * its surprise stage (perhaps a duel) and its combat rounds (Assignment, Ranged, Melee, Action),
 * with a retreat offered after any stage or round in which a hero was defeated.
 */
import type { CardInstance } from "../../../runtime/core/table.ts";
import type { FantasyGame } from "./game.ts";

/** A safety stop for bot games, not a rule: no Encounter of these cards needs this many rounds. */
const MAX_COMBAT_ROUNDS = 30;

export function runEncounter(g: FantasyGame, h: number): void {
  const m = g.monsterSeat;
  g.enc = { hero: h, entering: null, assigned: new Map(), meleeing: new Map(), melee: null, defeats: 0 };
  const placed = g.table.inZone("placed", m).filter((c) => g.targets.get(c.uid) === h);
  const isTrap = (c: CardInstance) => g.catalogue.card(c.cardId).kind === "trap";
  for (const c of [...placed.filter(isTrap), ...placed.filter((c) => !isTrap(c))]) g.table.move(c.uid, "stack", m, { quiet: true });
  g.log.add(`Encounter: ${g.seatName(m)}'s stack of ${placed.length} cards against ${g.seatName(h)}'s party (${placed.some(isTrap) ? "a lair" : "wandering"})`);
  const retreated = traps(g, h) || surprise(g, h) || combat(g, h);
  if (retreated) retreat(g, h);
  else g.foughtThrough.add(h);
  for (const c of g.table.inZone("stack", m)) g.discardCard(c.uid);
  for (const hero of g.table.peek("party", h)) g.table.setCounter(hero, "feared", 0);
  g.enc = null;
}

/** After a stage or round in which a hero was defeated, the hero player may retreat. */
function offerRetreat(g: FantasyGame, h: number): boolean {
  const enc = g.enc!;
  if (!enc.defeats || !g.heroes(h).length || !g.monsters().length) return (enc.defeats = 0), false;
  enc.defeats = 0;
  const odds = g.heroes(h).length - g.monsters().length;
  return g.choose(h, "retreat", "a hero was defeated: retreat?", [false, true], (r) => (r ? "retreat" : "fight on"), (r) => (r ? -odds : odds)) === true;
}

/** The penalty: the monster player discards one of the party's items, or else the hero player one of its heroes. */
function retreat(g: FantasyGame, h: number): void {
  g.log.add(`${g.seatName(h)}'s party retreats`);
  const items = g.table.peek("items", h);
  if (items.length) {
    const item = g.choose(g.monsterSeat, "penalty", "the retreating party loses which item?", items, (i) => g.name(i.uid), (i) => g.field(i.uid, "gp"));
    return g.discardCard(item.uid);
  }
  const heroes = g.table.peek("party", h);
  if (heroes.length) g.discardCard(g.choose(h, "penalty", "the retreating party loses which hero?", heroes, (x) => g.name(x.uid), (x) => -g.field(x.uid, "gp")).uid);
}

function traps(g: FantasyGame, h: number): boolean {
  const enc = g.enc!;
  for (const trap of g.table.inZone("stack", g.monsterSeat).filter((c) => g.catalogue.card(c.cardId).kind === "trap")) {
    const front = g.front(h);
    if (!front.length) return false;
    const entering = g.choose(h, "enter", "which hero enters the lair?", front, (x) => g.name(x.uid), (x) => (g.trait(x.uid, "Trap-ability") ? 2 : 0) - g.field(x.uid, "gp") / 1000);
    enc.entering = entering.uid;
    g.log.add(`${g.name(entering.uid)} enters the lair; ${g.catalogue.name(trap.cardId)} is revealed`);
    g.raise("revealed", { on: g.cardRef(trap.uid) });
    // Whether the trap could have an effect is its `requires`, read as the hero player.
    const requires = g.catalogue.effectOf<never>(trap.cardId)?.requires as ((rt: unknown, ctx: unknown) => boolean) | null | undefined;
    if (requires && !requires(g.rt, g.context(h, trap.uid, trap.cardId))) g.log.add(`${g.catalogue.name(trap.cardId)} could have no effect: discarded`);
    else {
      const r = g.die();
      const skilled = g.trait(entering.uid, "Trap-ability");
      g.log.add(`disarm roll ${r} (${skilled ? "trap ability: 1-4" : "1-2"}): ${r <= (skilled ? 4 : 2) ? "disarmed" : "the trap goes off"}`);
      if (r > (skilled ? 4 : 2)) g.use(h, trap);
    }
    g.discardCard(trap.uid);
    enc.entering = null;
    if (offerRetreat(g, h)) return true;
  }
  return false;
}

/** Undead monsters win ties, in melee and in duels. */
function versus(g: FantasyGame, heroUid: string, monsterUid: string, heroTotal: number, monsterTotal: number): void {
  if (heroTotal > monsterTotal) {
    const horde = g.enc!.melee ? g.horde(heroUid) : [g.table.card(monsterUid)];
    const victim = g.choose(g.enc!.hero, "victim", `${g.name(heroUid)} wins: which monster is defeated?`, horde, (x) => g.name(x.uid), (x) => g.field(x.uid, "melee"));
    g.defeatBy(heroUid, victim.uid);
  } else if (monsterTotal > heroTotal || g.trait(monsterUid, "Undead")) g.defeatBy(monsterUid, heroUid);
  else g.log.add("a tie: both survive");
}

function surprise(g: FantasyGame, h: number): boolean {
  const r = g.die();
  const able = g.monsters().filter((x) => g.field(x.uid, "melee") <= r);
  g.log.add(`surprise roll ${r}: ${able.length} monster${able.length === 1 ? "" : "s"} achieve surprise`);
  if (!able.length || !g.front(h).length) return false;
  const pairs: Array<[CardInstance, CardInstance] | null> = [null, ...able.flatMap((x) => g.front(h).map((y) => [x, y] as [CardInstance, CardInstance]))];
  const pick = g.choose(g.monsterSeat, "duel", "a surprise duel?", pairs, (p) => (p ? `${g.name(p[0].uid)} duels ${g.name(p[1].uid)}` : "no duel"), (p) => (p ? g.melee(p[0].uid, p[1].uid, true) - g.melee(p[1].uid, p[0].uid, true) : -1));
  if (!pick) return false;
  const [mon, hero] = pick;
  const mr = g.die();
  const hr = g.die();
  const mt = mr + g.melee(mon.uid, hero.uid, true);
  const ht = hr + g.melee(hero.uid, mon.uid, true);
  g.log.add(`duel: ${g.name(mon.uid)} ${mt} (rolled ${mr}) against ${g.name(hero.uid)} ${ht} (rolled ${hr})`);
  versus(g, hero.uid, mon.uid, ht, mt);
  return offerRetreat(g, h);
}

function combat(g: FantasyGame, h: number): boolean {
  for (let round = 1; round <= MAX_COMBAT_ROUNDS; round++) {
    if (!g.monsters().length || !g.table.size("party", h)) return false;
    g.log.add(`combat round ${round}`);
    g.limits.reset("round");
    g.respondedThisRound.clear();
    assignment(g, h);
    ranged(g, h);
    melee(g, h);
    actions(g, h);
    for (const s of g.alive()) for (const hero of g.table.peek("party", s)) g.table.setCounter(hero, "flipped", 0);
    if (!g.monsters().length || !g.table.size("party", h)) return false;
    if (offerRetreat(g, h)) return true;
  }
  g.log.add(`the Encounter is broken off after ${MAX_COMBAT_ROUNDS} combat rounds (a safety stop, not a rule)`);
  return false;
}

function assignment(g: FantasyGame, h: number): void {
  const enc = g.enc!;
  if (!g.heroes(h).length) for (const x of g.table.peek("party", h)) g.table.setCounter(x, "feared", 0);
  for (const mon of g.monsters()) {
    if (g.inPlay(enc.assigned.get(mon.uid))) continue;
    let heroes = g.trait(mon.uid, "Flying") ? g.heroes(h) : g.front(h);
    const taken = new Set(enc.assigned.values());
    if (heroes.some((x) => !taken.has(x.uid))) heroes = heroes.filter((x) => !taken.has(x.uid));
    const hero = g.choose(g.monsterSeat, "assign", `assign ${g.name(mon.uid)} to which hero?`, heroes, (x) => g.name(x.uid), (x) => g.melee(mon.uid, x.uid) - g.melee(x.uid, mon.uid));
    if (!hero) continue;
    enc.assigned.set(mon.uid, hero.uid);
    g.log.add(`${g.name(mon.uid)} is assigned to ${g.name(hero.uid)}`);
  }
}

/** Each Ranged attack (a hero's or an item's `Ranged N`) hits on a roll at most the hero's printed Melee plus N; the saves follow. */
function ranged(g: FantasyGame, h: number): void {
  const hits = new Map<string, number>();
  for (const hero of g.heroes(h)) {
    const sources = [hero, ...g.table.peek("items", h).filter((i) => g.attachments.get(i.uid)?.id === hero.uid)];
    for (const src of sources) {
      const n = g.catalogue.traitParam(src.cardId, "Ranged");
      if (n === undefined || !g.monsters().length) continue;
      const target = g.choose(h, "ranged", `${g.name(hero.uid)}'s Ranged attack at which monster?`, g.monsters(), (x) => g.name(x.uid), (x) => -g.field(x.uid, "melee"));
      const r = g.die();
      const hit = r <= g.field(hero.uid, "melee") + Number(n);
      g.log.add(`${g.name(hero.uid)} shoots at ${g.name(target.uid)}: rolled ${r}, ${hit ? "a hit" : "a miss"}`);
      if (hit) hits.set(target.uid, (hits.get(target.uid) ?? 0) + 1);
    }
  }
  for (const [uid, n] of hits) if (g.inPlay(uid)) g.raise("ranged-hit", { on: g.cardRef(uid) }, { hits: n });
}

function melee(g: FantasyGame, h: number): void {
  const enc = g.enc!;
  const engaged = g.heroes(h).filter((x) => g.horde(x.uid).length);
  const support = new Map<string, number>();
  for (const s of g.heroes(h)) {
    const value = g.field(s.uid, "support");
    const row = g.heroes(h).filter((x) => g.table.counter(x, "rank") === g.table.counter(s, "rank"));
    const i = row.indexOf(s);
    const next = [row[i - 1], row[i + 1]].filter((x) => x && engaged.includes(x));
    if (!value || engaged.includes(s) || !next.length) continue;
    const to = g.choose(h, "support", `${g.name(s.uid)} supports whom?`, [null, ...next], (x) => (x ? g.name(x.uid) : "nobody"), (x) => (x ? 1 : 0));
    if (to) support.set(to.uid, (support.get(to.uid) ?? 0) + value), g.log.add(`${g.name(s.uid)} supports ${g.name(to.uid)} (+${value})`);
  }
  for (const hero of engaged) {
    const horde = g.horde(hero.uid);
    if (!g.inPlay(hero.uid) || !horde.length) continue;
    let mon = enc.meleeing.get(hero.uid);
    if (!mon || !horde.some((x) => x.uid === mon)) {
      mon = g.choose(g.monsterSeat, "meleeing", `which monster melees ${g.name(hero.uid)}?`, horde, (x) => g.name(x.uid), (x) => g.field(x.uid, "melee")).uid;
      enc.meleeing.set(hero.uid, mon);
    }
    enc.melee = { hero: hero.uid, monster: mon };
    g.raise("melee-starts", { on: g.cardRef(hero.uid) });
    if (g.inPlay(hero.uid) && g.inPlay(mon)) {
      const hr = g.die();
      const mr = g.die();
      const ht = hr + g.melee(hero.uid, mon) + (support.get(hero.uid) ?? 0);
      const bonus = g.melee(mon, hero.uid, false, (i) => i.cardId === "horde-bonus");
      const mt = mr + g.melee(mon, hero.uid);
      g.log.add(`melee: ${g.name(hero.uid)} ${ht} (rolled ${hr}) against ${g.name(mon)} ${mt} (rolled ${mr}; Horde of ${g.horde(hero.uid).length}: +${bonus - g.field(mon, "melee")} Melee)`);
      versus(g, hero.uid, mon, ht, mt);
    }
    enc.melee = null;
  }
}

type Action = { inst: CardInstance; label: string };

/** What a side may do as an action: normal abilities of unflipped heroes and their items, offensive and protection spells; the monsters' normal abilities. */
function actionsOf(g: FantasyGame, seat: number, heroSide: boolean): Action[] {
  const playable = (i: CardInstance) => !g.isBlank(i) && (g.catalogue.effectOf<never>(i.cardId)?.abilities ?? []).some((a) => a.trigger.kind === "play");
  if (!heroSide) return g.monsters().filter((x) => playable(x) && !g.usedThisTurn.has(x.uid)).map((inst) => ({ inst, label: `use ${g.name(inst.uid)}` }));
  const unflipped = (uid: string | undefined) => g.inPlay(uid) && !g.table.counter(g.table.card(uid!), "flipped");
  const heroes = g.table.peek("party", seat).filter((x) => playable(x) && unflipped(x.uid));
  const items = g.table.peek("items", seat).filter((x) => playable(x) && unflipped(g.attachments.get(x.uid)?.id));
  const spells = g.casters(seat).length ? g.table.peek("hand", seat).filter((x) => (g.trait(x.uid, "Offensive") || g.trait(x.uid, "Protection")) && playable(x)) : [];
  return [...heroes, ...items, ...spells].map((inst) => ({ inst, label: `${inst.zone === "hand" ? "cast" : "use"} ${g.name(inst.uid)}` }));
}

/** Actions alternate from the hero player until one side passes; the other then takes one more. */
function actions(g: FantasyGame, h: number): void {
  let heroSide = true;
  let last = false;
  for (let n = 0; n < 40 && g.monsters().length && g.heroes(h).length; n++) {
    const seat = heroSide ? h : g.monsterSeat;
    const act = g.choose(seat, "action", "Action phase: an action or pass", [null, ...actionsOf(g, seat, heroSide)], (a) => a?.label ?? "pass", (a) => (a ? 2 : 0));
    if (act) {
      g.log.add(`${g.seatName(seat)}: ${act.label}`);
      g.usedThisTurn.add(act.inst.uid);
      g.use(seat, act.inst);
    } else g.log.add(`${g.seatName(seat)} passes`);
    if (last) return;
    last = !act;
    heroSide = !heroSide;
  }
}
