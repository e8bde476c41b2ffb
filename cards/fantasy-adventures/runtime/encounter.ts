/**
 * One Encounter: the stack placed on a party is resolved by its trap stage (a round per trap),
 * its surprise stage (perhaps a duel) and its combat rounds (Assignment, Ranged, Melee, Action),
 * with a retreat offered after any stage or round in which a hero was defeated.
 */
import { alternate } from "../../../runtime/core/alternating.ts";
import { Assignment } from "../../../runtime/core/assignment.ts";
import { discardCard } from "../../../runtime/core/leave-play.ts";
import { rankNeighbours } from "../../../runtime/core/ranks.ts";
import type { CardInstance as Card } from "../../../runtime/core/table.ts";
import { canUse, canUseNow, useCard } from "../../../runtime/core/use-card.ts";
import type { FantasyGame } from "./game.ts";

/** Safety stops for bot games, not rules: no Encounter of these cards needs this many rounds or actions. */
const MAX_COMBAT_ROUNDS = 30;
const MAX_ACTIONS = 40;

export function runEncounter(g: FantasyGame, h: number): void {
  const m = g.monsterSeat;
  g.enc = { hero: h, entering: null, assigned: new Assignment(), meleeing: new Map(), melee: null, defeats: 0 };
  const placed = g.table.inZone("placed", m).filter((c) => g.targets.get(c.uid) === h);
  const traps = placed.filter((c) => g.kind(c) === "trap");
  // Traps go on top, in the order placed.
  const stack = [...traps, ...placed.filter((c) => !traps.includes(c))];
  for (const c of stack) g.table.move(c.uid, "stack", m, { quiet: true });
  g.stage(`${g.seatName(h)}'s party`);
  const kind = traps.length ? "a lair" : "wandering";
  g.log.add(`Encounter: ${g.seatName(m)}'s stack of ${placed.length} cards against ${g.seatName(h)}'s party (${kind})`);
  if (trapRounds(g, h) || surprise(g, h) || combat(g, h)) retreat(g, h);
  else g.foughtThrough.add(h);
  for (const c of g.table.inZone("stack", m)) discardCard(g, c.uid);
  for (const hero of g.table.peek("party", h)) g.table.setCounter(hero, "feared", 0);
  g.enc = null;
}

/** After a stage or round in which a hero was defeated, the hero player may retreat. */
function offerRetreat(g: FantasyGame, h: number): boolean {
  const defeats = g.enc!.defeats;
  g.enc!.defeats = 0;
  if (!defeats || !g.heroes(h).length || !g.monsters().length) return false;
  const odds = g.heroes(h).length - g.monsters().length;
  return g.chooseYes(h, "retreat", "a hero was defeated: retreat?", ["fight on", "retreat"], (r) => (r ? -odds : odds));
}

/** The penalty: the monster player discards one of the party's items, or else the hero player one of its heroes. */
function retreat(g: FantasyGame, h: number): void {
  g.log.add(`${g.seatName(h)}'s party retreats`);
  const items = g.table.peek("items", h);
  const gp = (c: Card) => g.field(c, "gp");
  const lost = items.length
    ? g.chooseCard(g.monsterSeat, "penalty", "the retreating party loses which item?", items, gp)
    : g.chooseCard(h, "penalty", "the retreating party loses which hero?", g.table.peek("party", h), (x) => -gp(x));
  if (lost) discardCard(g, lost.uid);
}

/** A round per trap: a front-rank hero enters the lair, the trap is revealed and, unless disarmed, springs. */
function trapRounds(g: FantasyGame, h: number): boolean {
  for (const trap of g.table.inZone("stack", g.monsterSeat).filter((c) => g.kind(c) === "trap")) {
    g.stage(`${g.seatName(h)}'s party · trap round`);
    const skill = (x: Card) => (g.trait(x, "Trap-ability") ? 2 : 0) - g.field(x, "gp") / 1000;
    const entering = g.chooseCard(h, "enter", "which hero enters the lair?", g.front(h), skill);
    if (!entering) return false;
    g.enc!.entering = entering.uid;
    g.log.add(`${g.name(entering)} enters the lair; ${g.name(trap)} is revealed`);
    g.raise("revealed", { on: g.cardRef(trap.uid) });
    // Whether the trap could have an effect is its `requires`, read as the hero player.
    const disarm = g.trait(entering, "Trap-ability") ? "skilled-disarm" : "disarm";
    if (!g.effectApplies(h, trap)) g.log.add(`${g.name(trap)} could have no effect: discarded`);
    else if (g.rollOn(disarm) === "disarmed") g.log.add("the trap is disarmed");
    else useCard(g, h, trap);
    discardCard(g, trap.uid);
    g.enc!.entering = null;
    if (offerRetreat(g, h)) return true;
  }
  return false;
}

/** The winner of a melee or duel: the hero defeats a monster of the Horde; undead monsters win ties. */
function versus(g: FantasyGame, hero: Card, mon: Card, heroTotal: number, monsterTotal: number): void {
  const horde = g.enc!.melee ? g.horde(hero.uid) : [mon];
  if (heroTotal > monsterTotal) {
    const prompt = `${g.name(hero)} wins: which monster is defeated?`;
    const victim = g.chooseCard(g.enc!.hero, "victim", prompt, horde, (x) => g.field(x, "melee"));
    g.defeatBy(hero, victim);
  } else if (monsterTotal > heroTotal || g.trait(mon, "Undead")) g.defeatBy(mon, hero);
  else g.log.add("a tie: both survive");
}

/** A monster of Melee Value at most the surprise roll may duel a front-rank hero. */
function surprise(g: FantasyGame, h: number): boolean {
  g.stage(`${g.seatName(h)}'s party · surprise`);
  const r = g.roll("surprise roll");
  const pairs = g.monsters().filter((x) => g.field(x, "melee") <= r).flatMap((x) => g.front(h).map((y) => [x, y] as const));
  const label = (p: (typeof pairs)[number] | null) => (p ? `${g.name(p[0])} duels ${g.name(p[1])}` : "no duel");
  const odds = (p: (typeof pairs)[number] | null) => (p ? g.melee(p[0], p[1], true) - g.melee(p[1], p[0], true) : -1);
  const pair = g.choose(g.monsterSeat, "duel", "a surprise duel?", [null, ...pairs], label, odds);
  if (!pair) return false;
  const [mon, hero] = pair;
  g.log.add(`surprise duel: ${g.name(mon)} against ${g.name(hero)}`);
  versus(g, hero, mon, g.roll(g.name(hero)) + g.melee(hero, mon, true), g.roll(g.name(mon)) + g.melee(mon, hero, true));
  return offerRetreat(g, h);
}

function combat(g: FantasyGame, h: number): boolean {
  const over = () => !g.monsters().length || !g.table.size("party", h);
  for (let round = 1; round <= MAX_COMBAT_ROUNDS && !over(); round++) {
    g.stage(`${g.seatName(h)}'s party · combat round ${round}`);
    g.limits.reset("round");
    g.respondedThisRound.clear();
    assignment(g, h);
    g.raise("ranged-attacks", {}); // the rule card `ranged-saves`
    melee(g, h);
    actions(g, h);
    for (const s of g.inGame()) for (const hero of g.table.peek("party", s)) g.table.setCounter(hero, "flipped", 0);
    if (!over() && offerRetreat(g, h)) return true;
  }
  if (!over()) g.log.add(`the Encounter is broken off after ${MAX_COMBAT_ROUNDS} combat rounds (a safety stop, not a rule)`);
  return false;
}

/** Monsters without a hero are assigned: to the front rank (flying ones to any rank), to a hero without monsters while there is one. */
function assignment(g: FantasyGame, h: number): void {
  // Heroes stricken with fear are attacked only when no other hero is left; the fear then ends.
  if (!g.heroes(h).length) for (const x of g.table.peek("party", h)) g.table.setCounter(x, "feared", 0);
  const odds = (mon: Card) => (hero: Card) => g.melee(mon, hero) - g.melee(hero, mon);
  g.enc!.assigned.assignFree(
    g.monsters(),
    (hero) => g.inPlay(hero),
    (mon) => (g.trait(mon, "Flying") ? g.heroes(h) : g.front(h)),
    (mon, heroes) => g.chooseCard(g.monsterSeat, "assign", `assign ${g.name(mon)} to which hero?`, heroes, odds(mon)),
    (mon, hero) => g.log.add(`${g.name(mon)} is assigned to ${g.name(hero)}`),
  );
}

/** A hero without a Horde may support a neighbour in its rank that has one. */
function support(g: FantasyGame, h: number, engaged: readonly Card[]): Map<string, number> {
  const given = new Map<string, number>();
  for (const s of g.heroes(h).filter((x) => g.field(x, "support") && !engaged.includes(x))) {
    const next = rankNeighbours(g, "party", g.heroes(h), s).filter((x) => engaged.includes(x));
    if (!next.length) continue;
    const label = (x: Card | null) => (x ? g.name(x) : "nobody");
    const to = g.choose(h, "support", `${g.name(s)} supports whom?`, [null, ...next], label, (x) => (x ? 1 : 0));
    if (!to) continue;
    given.set(to.uid, (given.get(to.uid) ?? 0) + g.field(s, "support"));
    g.log.add(`${g.name(s)} supports ${g.name(to)} (+${g.field(s, "support")})`);
  }
  return given;
}

/** Support is declared, then each hero with a Horde fights it, in the order the monster player names. */
function melee(g: FantasyGame, h: number): void {
  let engaged = g.heroes(h).filter((x) => g.horde(x.uid).length);
  const supported = support(g, h, engaged);
  while (engaged.length) {
    const label = (x: Card) => `the melee against ${g.name(x)}`;
    const weakest = (x: Card) => -g.melee(x, null);
    const hero = g.choose(g.monsterSeat, "melee-order", "which melee is next?", engaged, label, weakest);
    const horde = g.horde(hero.uid);
    engaged = engaged.filter((x) => x !== hero);
    if (!g.inPlay(hero.uid) || !horde.length) continue;
    // A meleeing monster defeated before its melee (by a Ranged attack) is replaced from the Horde.
    const prompt = `which monster melees ${g.name(hero)}?`;
    const meleeing = horde.find((x) => x.uid === g.enc!.meleeing.get(hero.uid));
    const mon = meleeing ?? g.chooseCard(g.monsterSeat, "meleeing", prompt, horde, (x) => g.field(x, "melee"));
    g.enc!.meleeing.set(hero.uid, mon.uid);
    g.enc!.melee = { hero: hero.uid, monster: mon.uid };
    g.raise("melee-starts", { on: g.cardRef(hero.uid) });
    if (g.inPlay(hero.uid) && g.inPlay(mon.uid)) {
      const bonus = g.melee(mon, hero, false, (i) => i.cardId === "horde-bonus") - g.field(mon, "melee");
      const extra = supported.get(hero.uid) ?? 0;
      const heroSide = `${g.name(hero)} (Melee ${g.melee(hero, mon)}, support ${extra})`;
      const hordeSide = `${g.name(mon)} (Melee ${g.melee(mon, hero)}; Horde of ${g.horde(hero.uid).length}: +${bonus} Melee)`;
      g.log.add(`melee: ${heroSide} against ${hordeSide}`);
      versus(g, hero, mon, g.roll(g.name(hero)) + g.melee(hero, mon) + extra, g.roll(g.name(mon)) + g.melee(mon, hero));
    }
    g.enc!.melee = null;
  }
}

/** A side's actions: normal abilities of unflipped heroes and their items, offensive and protection spells; the monsters' normal abilities (once a turn, as their cards say). */
function actionsOf(g: FantasyGame, seat: number, heroSide: boolean): Card[] {
  if (!heroSide) return g.monsters().filter((x) => canUseNow(g, seat, x));
  const unflipped = (uid: string | undefined) => g.inPlay(uid) && !g.table.counter(g.table.card(uid!), "flipped");
  const heroes = g.table.peek("party", seat).filter((x) => canUse(g, x) && unflipped(x.uid));
  const items = g.table.peek("items", seat).filter((x) => canUse(g, x) && unflipped(g.attachments.get(x.uid)?.id));
  const isSpell = (x: Card) => (g.trait(x, "Offensive") || g.trait(x, "Protection")) && canUse(g, x);
  const spells = g.casters(seat).length ? g.table.peek("hand", seat).filter(isSpell) : [];
  return [...heroes, ...items, ...spells];
}

/** Actions alternate from the hero player until one side passes; the other then takes one more. */
function actions(g: FantasyGame, h: number): void {
  const act = (heroSide: boolean): boolean => {
    const seat = heroSide ? h : g.monsterSeat;
    const verb = (a: Card) => (a.zone === "hand" ? "cast" : "use");
    const options = [null, ...actionsOf(g, seat, heroSide)];
    const label = (a: Card | null) => (a ? `${verb(a)} ${g.name(a)}` : "pass");
    const action = g.choose(seat, "action", "Action phase: an action or pass", options, label, (a) => (a ? 2 : 0));
    g.log.add(action ? `${g.seatName(seat)} ${verb(action)}s ${g.name(action)}` : `${g.seatName(seat)} passes`);
    if (!action) return false;
    useCard(g, seat, action);
    return true;
  };
  alternate(act, () => g.monsters().length > 0 && g.heroes(h).length > 0, MAX_ACTIONS);
}
