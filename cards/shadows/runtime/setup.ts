/**
 * Setting up a game of Shadows: monsters by level, the monster-action deck, Basic and Market
 * Items, Bounties, the Leader roll, Heroes and their starting decks, Missions, Libraries.
 */
import { equipItem, refillMarket, revealNextMonster } from "./card-moves.ts";
import { CATALOGUE, type ShadowsGame } from "./game.ts";
import { newSeat, RESOURCES, startsOnStation, Z } from "./model.ts";
import type { CardInstance } from "../../../runtime/core/table.ts";

const BOUNTY_CARDS = 5;
const LIBRARY_SIZE = 10;

type Kinded = { id: string; kind: string; [k: string]: unknown };

/** Back sides of double-sided cards (`flip`; StartSide and BackSide say which is which). */
export const backSides = () => CATALOGUE.backSides("flip", "StartSide", "BackSide");

/**
 * One small function per step: setup runs once a game, so V8 keeps optimizing it, and as one big
 * function each compile took 100-250 ms of the one core bot runs have (measured), several times
 * over, longer than the games it sped up. Arrays are made with Array.from or loops, not `map`:
 * V8 inlines `map` once the caller is optimized, and the array it makes then has another elements
 * kind, which deoptimizes every optimized reader again.
 */
export function setup(g: ShadowsGame): void {
  const n = g.options.agents.length;
  const names = g.options.names ?? Array.from(g.options.agents, (_, i) => `P${i + 1}`);
  g.log.at("setup");
  placeMonsters(g);
  const offered = placeItems(g, n);
  const status = ofKind("status");
  const bounty = status.find((s) => s.id === "bounty");
  if (bounty) for (let i = 0; i < BOUNTY_CARDS; i++) g.table.create(bounty.id, Z.bountySupply, null);
  for (let s = 0; s < n; s++) {
    g.seats.push(newSeat(s, names[s]));
    g.table.addPlayer(names[s], RESOURCES);
    g.table.players[s].counters.damage = 0;
  }
  rollLeader(g, names, status.find((s) => s.id === "leader"));
  dealHeroes(g);
  dealMissions(g);
  chooseBasicItems(g, offered);
  dealLibraries(g);
  revealNextMonster(g);
}

const ofKind = (k: string) => (CATALOGUE.frontsByKind(backSides()).get(k) ?? []) as unknown as Kinded[];

/** Monsters: one per level, stacked I, II, III; the rest stay in the box. Then the monster-action deck. */
function placeMonsters(g: ShadowsGame): void {
  for (let lv = 1; lv <= 3; lv++) {
    const group = g.rng.shuffle(ofKind("monster").filter((m) => m.level === lv));
    for (let j = 0; j < group.length; j++) g.table.create(group[j].id, j === 0 ? Z.monsterStack : Z.unused, null);
    if (!group.length) throw new Error(`no level ${lv} monster in the card set`);
  }
  for (const c of ofKind("monster-creature")) g.table.create(c.id, Z.unused, null);
  for (const a of ofKind("monster-action")) g.table.create(a.id, Z.actionDeck, null);
  g.table.shuffleZone(Z.actionDeck, null, (xs) => g.rng.shuffle(xs));
}

/** Items: basic ones set aside for the players' choice (returned), market ones shuffled into the deck. */
function placeItems(g: ShadowsGame, n: number): CardInstance[] {
  const items = ofKind("item");
  const basics = g.rng.shuffle(items.filter((i) => i.basic));
  for (let i = n + 1; i < basics.length; i++) g.table.create(basics[i].id, Z.unused, null);
  const offered = Array.from(basics.slice(0, n + 1), (b) => g.table.create(b.id, Z.unused, null));
  for (const m of items) if (!m.basic) g.table.create(m.id, Z.itemDeck, null);
  g.table.shuffleZone(Z.itemDeck, null, (xs) => g.rng.shuffle(xs));
  refillMarket(g, n + 1, false);
  return offered;
}

/** The Leader: highest die roll, ties roll again. */
function rollLeader(g: ShadowsGame, names: readonly string[], leaderCard: Kinded | undefined): void {
  let contenders = Array.from(g.seats, (s) => s.seat);
  while (contenders.length > 1) {
    const rolls = Array.from(contenders, () => g.rng.die(6));
    g.log.add(`leader rolls: ${contenders.map((s, i) => `${names[s]} ${rolls[i]}`).join(", ")}`);
    const best = Math.max(...rolls);
    const tied: number[] = [];
    for (let i = 0; i < contenders.length; i++) if (rolls[i] === best) tied.push(contenders[i]);
    contenders = tied;
  }
  g.leader = contenders[0];
  if (leaderCard) g.table.create(leaderCard.id, Z.status, g.leader);
  g.log.add(`${names[g.leader]} is the Leader`);
}

/** Heroes, in turn order from the Leader; the rest stay in the box. */
function dealHeroes(g: ShadowsGame): void {
  const heroes = [...ofKind("hero")];
  for (const seat of g.seatsInOrder()) {
    const pick = g.ask({ seat: seat.seat, kind: "hero", prompt: "choose your Hero", options: heroes.map((h) => h.name as string), cards: heroes.map((h) => h.id) });
    const hero = heroes.splice(pick, 1)[0];
    seat.hero = hero.id;
    g.log.add(`${seat.name} plays ${hero.name}`);
    for (const id of hero.deck as string[]) {
      const toStation = startsOnStation(g.card(id) as Parameters<typeof startsOnStation>[0]);
      g.table.create(id, toStation ? Z.station : Z.deck, seat.seat);
    }
  }
  for (const h of heroes) g.table.create(h.id, Z.unused, null);
}

/** Missions: deal two, keep one. */
function dealMissions(g: ShadowsGame): void {
  const missions = g.rng.shuffle(Array.from(ofKind("mission"), (m) => g.table.create(m.id, Z.unused, null)));
  for (const seat of g.seats) {
    const two = missions.splice(0, 2);
    if (!two.length) break;
    const pick = g.ask({ seat: seat.seat, kind: "mission", prompt: "keep which Mission?", options: two.map((m) => g.cardName(m.cardId)), cards: two.map((m) => m.cardId) });
    g.table.move(two[pick].uid, Z.mission, seat.seat, { quiet: true });
  }
}

/** Basic Items, in turn order. */
function chooseBasicItems(g: ShadowsGame, offered: readonly CardInstance[]): void {
  for (const seat of g.seatsInOrder()) {
    const left = offered.filter((i) => i.zone === Z.unused);
    const pick = g.ask({ seat: seat.seat, kind: "basic-item", prompt: "choose a Basic Item", options: left.map((i) => g.cardName(i.cardId)), cards: left.map((i) => i.cardId) });
    equipItem(g, seat.seat, left[pick].uid, false);
  }
}

/** Libraries: neutral skills dealt from the shared pool. */
function dealLibraries(g: ShadowsGame): void {
  const neutral = g.rng.shuffle(ofKind("skill").filter((c) => !c.hero));
  for (const seat of g.seats) for (const c of neutral.splice(0, LIBRARY_SIZE)) g.table.create(c.id, Z.library, seat.seat);
  for (const c of neutral) g.table.create(c.id, Z.unused, null);
}
