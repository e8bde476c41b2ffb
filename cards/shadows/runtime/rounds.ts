/**
 * The shape of a Shadows game: setup, the six phases of a round, the end and the scoring.
 * Card-level helpers the verbs share (discard, flip, equip, the Market) live here too.
 */
import type { CompiledEffect, EffectContext } from "../../../runtime/api.ts";
import type { Rt } from "../../../generated/shadows/index.ts";
import { cards as allCards } from "../../../generated/shadows/index.ts";
import { applyDelay, revealMonsterAction } from "./combat.ts";
import type { FinalScore, ShadowsGame } from "./game.ts";
import { heroRef, playerRef, traitNumber, traitParts, Z, type Seat } from "./model.ts";

const BOUNTY_CARDS = 5;
const LIBRARY_SIZE = 10;
const STUDY_COST = 3;
const SHADOW_STONES_TO_END = 9;

type Kinded = { id: string; kind: string; [k: string]: unknown };

// ---------- setup ----------

/** The cards that enter a game (front sides), by kind, in card-set order. Same for every game. */
let byKind: Map<string, Kinded[]> | undefined;
function frontSidesByKind(): Map<string, Kinded[]> {
  if (!byKind) {
    const back = backSides();
    byKind = new Map();
    for (const c of allCards as unknown as readonly Kinded[]) {
      if (back.has(c.id)) continue;
      const list = byKind.get(c.kind) ?? [];
      list.push(c);
      byKind.set(c.kind, list);
    }
  }
  return byKind;
}

/** Back sides of double-sided cards never enter the game on their own. Same for every game. */
let backSideIds: Set<string> | undefined;
function backSides(): Set<string> {
  return (backSideIds ??= findBackSides());
}

function findBackSides(): Set<string> {
  const back = new Set<string>();
  const list = allCards as unknown as readonly Kinded[];
  const order = new Map(list.map((c, i) => [c.id, i]));
  const has = (c: Kinded, t: string) => ((c.traits as string[] | undefined) ?? []).some((x) => traitParts(x)[0] === t);
  for (const c of list) {
    const partnerId = c.flip as string | undefined;
    if (!partnerId) continue;
    const partner = list.find((p) => p.id === partnerId);
    if (!partner) continue;
    if (has(c, "BackSide")) back.add(c.id);
    else if (has(partner, "BackSide") || has(c, "StartSide")) back.add(partner.id);
    else if (!back.has(c.id) && order.get(c.id)! < order.get(partner.id)!) back.add(partner.id);
  }
  return back;
}

export function setup(g: ShadowsGame): void {
  const n = g.options.agents.length;
  const names = g.options.names ?? g.options.agents.map((_, i) => `P${i + 1}`);
  const ofKind = (k: string) => frontSidesByKind().get(k) ?? [];
  g.log.at("setup");

  // Monsters: one per level, stacked I, II, III; the rest stay in the box.
  const byLevel = [1, 2, 3].map((lv) => g.rng.shuffle(ofKind("monster").filter((m) => m.level === lv)));
  for (const [i, group] of byLevel.entries()) {
    group.forEach((m, j) => g.table.create(m.id, j === 0 ? Z.monsterStack : Z.unused, null));
    if (!group.length) throw new Error(`no level ${i + 1} monster in the card set`);
  }
  for (const c of ofKind("monster-creature")) g.table.create(c.id, Z.unused, null);
  for (const a of ofKind("monster-action")) g.table.create(a.id, Z.actionDeck, null);
  g.table.shuffleZone(Z.actionDeck, null, (xs) => g.rng.shuffle(xs));

  // Items: basic ones set aside for the players' choice, market ones shuffled into the deck.
  const basics = g.rng.shuffle(ofKind("item").filter((i) => i.basic));
  const offered = basics.slice(0, n + 1);
  for (const b of basics.slice(n + 1)) g.table.create(b.id, Z.unused, null);
  const offeredInst = offered.map((b) => g.table.create(b.id, Z.unused, null));
  for (const m of ofKind("item").filter((i) => !i.basic)) g.table.create(m.id, Z.itemDeck, null);
  g.table.shuffleZone(Z.itemDeck, null, (xs) => g.rng.shuffle(xs));
  refillMarket(g, n + 1, false);

  const status = ofKind("status");
  const bounty = status.find((s) => s.id === "bounty");
  if (bounty) for (let i = 0; i < BOUNTY_CARDS; i++) g.table.create(bounty.id, Z.bountySupply, null);
  const leaderCard = status.find((s) => s.id === "leader");

  for (let s = 0; s < n; s++) {
    g.seats.push(newSeat(s, names[s]));
    g.table.addPlayer(names[s], ["gold", "experience", "shadow-stones"]);
    g.table.players[s].counters.damage = 0;
  }
  g.monsterDamage = g.seats.map(() => 0);

  // The Leader: highest die roll, ties roll again.
  let contenders = g.seats.map((s) => s.seat);
  while (contenders.length > 1) {
    const rolls = contenders.map((s) => g.rng.die(6));
    g.log.add(`leader rolls: ${contenders.map((s, i) => `${names[s]} ${rolls[i]}`).join(", ")}`);
    const best = Math.max(...rolls);
    contenders = contenders.filter((_, i) => rolls[i] === best);
  }
  g.leader = contenders[0];
  if (leaderCard) g.table.create(leaderCard.id, Z.status, g.leader);
  g.log.add(`${names[g.leader]} is the Leader`);

  // Heroes, in turn order from the Leader.
  const heroes = [...ofKind("hero")];
  for (const seat of g.turnOrder()) {
    const pick = g.ask({ seat: seat.seat, kind: "hero", prompt: "choose your Hero", options: heroes.map((h) => h.name as string) });
    const hero = heroes.splice(pick, 1)[0];
    seat.hero = hero.id;
    g.log.add(`${seat.name} plays ${hero.name}`);
    for (const id of hero.deck as string[]) {
      const card = g.card(id) as { kind: string; initiative?: readonly number[] };
      const toStation = card.kind === "hero-special" || (card.initiative?.includes(0) && ["Self", "Creature", "Object", "Attachment"].some((t) => g.hasTrait(id, t)));
      g.table.create(id, toStation ? Z.station : Z.deck, seat.seat);
    }
  }
  for (const h of heroes) g.table.create(h.id, Z.unused, null);

  // Missions: deal two, keep one.
  const missions = g.rng.shuffle(ofKind("mission").map((m) => g.table.create(m.id, Z.unused, null)));
  for (const seat of g.seats) {
    const two = missions.splice(0, 2);
    if (!two.length) break;
    const pick = g.ask({ seat: seat.seat, kind: "mission", prompt: "keep which Mission?", options: two.map((m) => g.cardName(m.cardId)) });
    g.table.move(two[pick].uid, Z.mission, seat.seat, { quiet: true });
  }

  // Basic Items, in turn order.
  for (const seat of g.turnOrder()) {
    const left = offeredInst.filter((i) => i.zone === Z.unused);
    const pick = g.ask({ seat: seat.seat, kind: "basic-item", prompt: "choose a Basic Item", options: left.map((i) => g.cardName(i.cardId)) });
    equipItem(g, seat.seat, left[pick].uid, false);
  }

  // Libraries: neutral skills dealt from the shared pool.
  const neutral = g.rng.shuffle(ofKind("skill").filter((c) => !c.hero));
  for (const seat of g.seats) for (const c of neutral.splice(0, LIBRARY_SIZE)) g.table.create(c.id, Z.library, seat.seat);
  for (const c of neutral) g.table.create(c.id, Z.unused, null);

  revealNextMonster(g);
}

function newSeat(seat: number, name: string): Seat {
  return {
    seat,
    name,
    hero: "",
    heroRef: heroRef(seat),
    playerRef: playerRef(seat),
    predictedAgainst: new Set(),
    attacksThisRound: 0,
    standaloneUsed: false,
    passed: new Set(),
    respondedWith: new Set(),
    knockdowns: 0,
  };
}

function revealNextMonster(g: ShadowsGame): void {
  const next = g.table.inZone(Z.monsterStack)[0];
  if (!next) return;
  g.table.move(next.uid, Z.monster, null);
  g.monsterDamage = g.seats.map(() => 0);
  g.log.add(`the Monster is ${g.cardName(next.cardId)} (level ${(g.card(next.cardId) as { level: number }).level})`);
}

// ---------- the round ----------

/** The six phases of a round, in order. A scenario can start at any of them and stop after any. */
export const PHASES: ReadonlyArray<readonly [string, (g: ShadowsGame) => void]> = [
  ["teamup", teamUp],
  ["plan", plan],
  ["combat", combat],
  ["buildup", buildUp],
  ["cleanup", cleanUp],
  ["refresh", refresh],
];

export function playRound(g: ShadowsGame): void {
  playPhases(g, "teamup", "refresh");
}

/** Plays the phases `from`..`to` of the current round (a new round starts at TeamUp). */
export function playPhases(g: ShadowsGame, from: string, to: string): void {
  const start = PHASES.findIndex(([n]) => n === from);
  const end = PHASES.findIndex(([n]) => n === to);
  if (start < 0 || end < start) throw new RangeError(`no phases ${from}..${to}`);
  if (start === 0) g.info.round++;
  for (const [name, body] of PHASES.slice(start, end + 1)) {
    if (g.ended) return;
    phase(g, name, () => body(g));
  }
}

function combat(g: ShadowsGame): void {
  for (let step = 1; step <= 6 && !g.ended; step++) {
    g.info.step = step;
    g.log.at(where(g));
    if (step === 3) {
      for (const seat of g.turnOrder()) if (g.table.zone(Z.actionSlot, seat.seat).length) revealMonsterAction(g, seat.seat, seat.heroRef, false);
    } else {
      for (const seat of g.turnOrder()) playTurn(g, seat, step);
    }
    g.options.onStep?.(g);
  }
  g.info.step = null;
}

function where(g: ShadowsGame): string {
  return `round ${g.info.round} · ${g.info.phase}${g.info.step ? ` · initiative ${g.info.step}` : ""}`;
}

function phase(g: ShadowsGame, name: string, body: () => void): void {
  g.info.phase = name;
  g.log.at(where(g));
  runAtTriggers(g, name, null, "start");
  body();
  g.options.onStep?.(g);
}

/** `at start of cleanup:` and `at initiative 2:` abilities of live cards, seat by seat from the Leader. */
function runAtTriggers(g: ShadowsGame, period: string, number: number | null, edge: "start" | "end" | null = null): void {
  const key = `at:${period}`;
  for (const seat of g.turnOrder()) {
    for (const inst of g.activeCards(seat.seat)) {
      if (!g.triggersOf(inst.cardId).has(key)) continue;
      const effect = g.effectOf(inst.cardId);
      if (!effect || g.isBlank(inst)) continue;
      effect.abilities.forEach((ability, index) => {
        const t = ability.trigger;
        if (t.kind !== "at" || t.period !== period || t.number !== number || (edge && t.edge !== null && t.edge !== edge)) return;
        // Timed abilities on Initiative steps are offered to the player in playTurn instead.
        if (period === "initiative") return;
        if (!g.isActive(inst, seat.seat) || g.effectOf(inst.cardId) !== effect) return;
        const ctx = abilityContext(g, seat.seat, inst.uid);
        if (!g.canRun(ctx, ability, index, inst.uid)) return;
        g.log.add(`${seat.name}'s ${g.cardName(inst.cardId)} (${period})`);
        g.runAbility(ctx, ability, index, inst.uid);
      });
    }
  }
}

/** The context of a card's own ability: a Creature or Object acts as itself. */
function abilityContext(g: ShadowsGame, seat: number, uid: string): EffectContext {
  const inst = g.inst(uid);
  const ctx = g.context(seat, uid, inst.cardId);
  if (g.isEntityCard(inst.cardId)) g.resolution(ctx).source = { id: uid, type: g.hasTrait(inst.cardId, "Object") ? "object" : "creature" };
  return ctx;
}

function teamUp(g: ShadowsGame): void {
  const leader = g.seats[g.leader];
  if (g.info.round > 1) {
    const pick = g.ask({ seat: g.leader, kind: "teamup", prompt: "every player gains 1 of…", options: ["experience", "gold"] });
    const res = pick === 0 ? "experience" : "gold";
    g.log.add(`${leader.name} chooses ${res} for everyone`);
    for (const p of g.table.players) g.table.addResource(p, res, 1);
  }
  if (!g.activeMonster()) return;
  const drawn: string[] = [];
  for (let i = 0; i < g.seats.length; i++) {
    if (!g.table.zone(Z.actionDeck).length) reshuffleActions(g);
    const top = g.table.zone(Z.actionDeck)[0];
    if (!top) break;
    g.table.move(top, Z.unused, null, { quiet: true });
    drawn.push(top);
  }
  // The Leader looks at the cards and deals one facedown in front of each player.
  for (const seat of g.turnOrder()) {
    if (!drawn.length) break;
    const danger = drawn.map((uid) => attackIcons(g, uid));
    const mine = seat.seat === g.leader;
    const pick = g.ask({
      seat: g.leader,
      kind: "deal-action",
      prompt: `which monster action goes to ${seat.name}?`,
      options: drawn.map((uid) => (g.card(g.inst(uid).cardId) as unknown as { icons: string[] }).icons.join("+")),
      scores: danger.map((d) => (mine ? -d : d)),
    });
    const uid = drawn.splice(pick, 1)[0];
    g.table.move(uid, Z.actionSlot, seat.seat, { quiet: true });
  }
  g.log.add(`${leader.name} deals the monster actions`);
}

function attackIcons(g: ShadowsGame, uid: string): number {
  return (g.card(g.inst(uid).cardId) as unknown as { icons: string[] }).icons.filter((i) => /Attack/.test(i)).length;
}

function reshuffleActions(g: ShadowsGame): void {
  for (const c of g.table.inZone(Z.actionDiscard)) g.table.move(c.uid, Z.actionDeck, null, { quiet: true });
  g.table.shuffleZone(Z.actionDeck, null, (xs) => g.rng.shuffle(xs));
}

export function handSize(g: ShadowsGame): number {
  return 2 + g.levelOfActiveMonster();
}

function plan(g: ShadowsGame): void {
  const size = handSize(g);
  for (const seat of g.seats) {
    for (let i = 0; i < size; i++) {
      const deck = g.table.inZone(Z.deck, seat.seat);
      if (!deck.length) break;
      const pick = g.ask({
        seat: seat.seat,
        kind: "hand",
        prompt: `choose card ${i + 1} of ${size} for your hand`,
        count: deck.length,
        get options() {
          return deck.map((c) => g.cardName(c.cardId));
        },
        get scores() {
          return deck.map((c) => cardValue(g, seat.seat, c.cardId));
        },
      });
      g.table.move(deck[pick].uid, Z.hand, seat.seat, { quiet: true });
    }
    g.log.add(`${seat.name} chooses a hand of ${g.table.zone(Z.hand, seat.seat).length}`);
  }
}

/** Greedy advice: usable Attacks first, then other usable cards. */
function cardValue(g: ShadowsGame, seat: number, cardId: string): number {
  if (!g.meetsRequirements(seat, cardId)) return 0;
  const attack = g.hasTrait(cardId, "Attack") || g.hasTrait(cardId, "Attack-Standalone");
  return (attack ? 3 : 2) + ((g.card(cardId) as { initiative?: readonly number[] }).initiative?.length ?? 0) * 0.1;
}

/** What a player may do in an Initiative step: plain data (this loop runs hundreds of times a game). */
type PlayOption =
  | { kind: "pass" }
  | { kind: "card"; uid: string; cardId: string }
  | { kind: "ability"; uid: string; index: number; key: string };

/** One player's turn in an Initiative step: play matching cards and abilities one by one, or pass. */
function playTurn(g: ShadowsGame, seat: Seat, step: number): void {
  const usedThisStep = new Set<string>();
  for (let guard = 0; guard < 50 && !g.ended; guard++) {
    const options = playOptions(g, seat, step, usedThisStep);
    if (options.length === 1) return;
    const pick = g.ask({
      seat: seat.seat,
      kind: "play",
      prompt: `initiative ${step}: play a card or pass`,
      count: options.length,
      get options() {
        return options.map((o) => (o.kind === "pass" ? "pass" : `${o.kind === "card" ? "play" : "use"} ${g.cardName(g.inst(o.uid).cardId)}`));
      },
      // Computed only if an agent asks: random bots never do.
      get scores() {
        return options.map((o) => (o.kind === "pass" ? 0 : o.kind === "card" ? cardValue(g, seat.seat, o.cardId) : 2.5));
      },
    });
    const chosen = options[pick];
    if (chosen.kind === "pass") {
      seat.passed.add(step);
      g.log.add(`${seat.name} passes`);
      return;
    }
    if (chosen.kind === "card") playCard(g, seat, chosen.uid);
    else {
      usedThisStep.add(chosen.key);
      const inst = g.inst(chosen.uid);
      g.runAbility(abilityContext(g, seat.seat, chosen.uid), g.effectOf(inst.cardId)!.abilities[chosen.index], chosen.index, chosen.uid);
    }
  }
}

function playOptions(g: ShadowsGame, seat: Seat, step: number, usedThisStep: ReadonlySet<string>): PlayOption[] {
  const options: PlayOption[] = [{ kind: "pass" }];
  for (const inst of g.table.peek(Z.hand, seat.seat)) {
    const card = g.card(inst.cardId) as { initiative?: readonly number[] };
    if (!card.initiative?.includes(step) || !g.meetsRequirements(seat.seat, inst.cardId)) continue;
    const standalone = g.hasTrait(inst.cardId, "Attack-Standalone");
    if ((standalone || g.hasTrait(inst.cardId, "Attack")) && seat.standaloneUsed) continue;
    if (standalone && seat.attacksThisRound > 0) continue;
    options.push({ kind: "card", uid: inst.uid, cardId: inst.cardId });
  }
  for (const inst of g.activeCards(seat.seat)) {
    if (!g.triggersOf(inst.cardId).has("at:initiative")) continue;
    const effect = g.effectOf(inst.cardId);
    if (!effect || g.isBlank(inst)) continue;
    for (let index = 0; index < effect.abilities.length; index++) {
      const ability = effect.abilities[index];
      const t = ability.trigger;
      const key = `${inst.uid}#${index}`;
      if (t.kind !== "at" || t.period !== "initiative" || t.number !== step || usedThisStep.has(key)) continue;
      if (!g.canRun(abilityContext(g, seat.seat, inst.uid), ability, index, inst.uid)) continue;
      options.push({ kind: "ability", uid: inst.uid, index, key });
    }
  }
  return options;
}

/** Plays a card from the hand to its Field and resolves what it does when used. */
export function playCard(g: ShadowsGame, seat: Seat, uid: string): void {
  const inst = g.inst(uid);
  const toStation = ["Self", "Creature", "Object", "Attachment"].some((t) => g.hasTrait(inst.cardId, t));
  g.log.add(`${seat.name} plays ${g.cardName(inst.cardId)}`);
  g.table.move(uid, toStation ? Z.station : Z.combat, seat.seat, { quiet: true });
  if (g.hasTrait(inst.cardId, "Attack-Standalone")) seat.standaloneUsed = true;
  const effect = g.effectOf(inst.cardId);
  // Attack X2 / X3: the card's effect happens that many times, each with its own target,
  // Response and monster action; a KnockDown in between does not cancel the rest.
  const times = Math.max(1, traitNumber(g.traitParam(inst.cardId, "Attack") ?? ""));
  for (let i = 0; i < times; i++) {
    effect?.abilities.forEach((ability, index) => {
      if (ability.trigger.kind !== "play") return;
      g.runAbility(abilityContext(g, seat.seat, uid), ability, index, uid);
    });
  }
  if (g.hasTrait(inst.cardId, "One-Time")) inst.counters.spent = 1;
  applyDelay(g, uid);
}

// ---------- BuildUp, CleanUp, Refresh ----------

function buildUp(g: ShadowsGame): void {
  g.log.add("collect: everyone gathers what they earned");
  const buying = new Set(g.turnOrder().map((s) => s.seat));
  while (buying.size && g.table.zone(Z.market).length) {
    for (const seat of g.turnOrder()) {
      if (!buying.has(seat.seat)) continue;
      const gold = g.table.players[seat.seat].resources.gold;
      const affordable = g.table.inZone(Z.market).filter((i) => (g.card(i.cardId) as { cost: number }).cost <= gold);
      const options = ["pass", ...affordable.map((i) => `buy ${g.cardName(i.cardId)} (${(g.card(i.cardId) as { cost: number }).cost} gold)`)];
      const pick = g.ask({ seat: seat.seat, kind: "buy", prompt: "buy an Item?", options, scores: [0, ...affordable.map((i) => 1 + (g.card(i.cardId) as { cost: number }).cost)] });
      if (pick === 0) {
        buying.delete(seat.seat);
        continue;
      }
      const item = affordable[pick - 1];
      g.table.addResource(g.table.players[seat.seat], "gold", -(g.card(item.cardId) as { cost: number }).cost);
      g.table.addResource(g.table.players[seat.seat], "shadow-stones", 1);
      g.log.add(`${seat.name} buys ${g.cardName(item.cardId)}`);
      equipItem(g, seat.seat, item.uid, false);
      if (!g.table.zone(Z.market).length) break;
    }
  }
  for (const seat of g.seats) study(g, seat);
}

function study(g: ShadowsGame, seat: Seat): void {
  const p = g.table.players[seat.seat];
  while (p.resources.experience >= STUDY_COST) {
    const library = g.table.inZone(Z.library, seat.seat);
    if (!library.length) return;
    const options = ["stop", ...library.map((c) => `study ${g.cardName(c.cardId)}`)];
    const pick = g.ask({
      seat: seat.seat,
      kind: "study",
      prompt: `spend ${STUDY_COST} Experience to study a Skill?`,
      options,
      get scores() {
        return [0, ...library.map((c) => 1 + cardValue(g, seat.seat, c.cardId))];
      },
    });
    if (pick === 0) return;
    const inst = library[pick - 1];
    g.log.add(`${seat.name} studies ${g.cardName(inst.cardId)}`);
    g.table.addResource(p, "experience", -STUDY_COST);
    g.table.addResource(p, "shadow-stones", 1);
    const card = g.card(inst.cardId) as { initiative?: readonly number[] };
    const station = card.initiative?.includes(0) && g.meetsRequirements(seat.seat, inst.cardId);
    g.table.move(inst.uid, station ? Z.station : Z.deck, seat.seat);
  }
}

function cleanUp(g: ShadowsGame): void {
  checkEnd(g);
  if (g.ended) return;
  for (const seat of g.seats) {
    for (const inst of g.table.inZone(Z.combat, seat.seat)) inst.counters.damage = 0;
  }
  g.limits.reset("round");
  for (const seat of g.seats) {
    for (const inst of g.table.inZone(Z.stunned, seat.seat)) {
      if (!(inst.counters.stun > 0)) g.table.move(inst.uid, Z.deck, seat.seat);
    }
    for (const inst of g.table.inZone(Z.combat, seat.seat)) {
      if (inst.counters.spent) {
        g.table.move(inst.uid, Z.box, null); // One Time: removed from the game
      } else if (inst.counters.stun > 0) {
        g.table.move(inst.uid, Z.stunned, seat.seat);
      } else {
        g.limits.forgetCard(inst.uid);
        g.table.move(inst.uid, Z.deck, seat.seat, { quiet: true });
      }
    }
    for (const inst of g.table.inZone(Z.stunned, seat.seat)) {
      if (inst.counters.stun > 0) g.table.addCounter(inst, "stun", -1, g.cardName(inst.cardId));
    }
    for (const inst of g.table.inZone(Z.hand, seat.seat)) g.table.move(inst.uid, Z.deck, seat.seat, { quiet: true });
    for (const inst of g.table.inZone(Z.actionRevealed, seat.seat)) g.table.move(inst.uid, Z.actionDiscard, null, { quiet: true });
    seat.passed.clear();
    seat.predictedAgainst.clear();
    seat.attacksThisRound = 0;
    seat.standaloneUsed = false;
    seat.respondedWith.clear();
  }
  g.roundModifiers = [];
  g.attacksThisRound = 0;
}

function refresh(g: ShadowsGame): void {
  if (!g.activeMonster()) {
    revealNextMonster(g);
    reshuffleActions(g);
  }
  const slots = g.seats.length + 1;
  const market = g.table.inZone(Z.market);
  // Extra Items beyond the slots: the most recently drawn are discarded.
  for (const extra of market.slice(slots).reverse()) g.table.move(extra.uid, Z.itemDiscard, null);
  refillMarket(g, slots - Math.min(slots, market.length), false);
  // The Leader card passes clockwise; its broken Shield Point mends as it moves.
  const leaderCard = g.table.inZone(Z.status, g.leader).find((c) => c.cardId === "leader");
  g.leader = (g.leader + 1) % g.seats.length;
  if (leaderCard) {
    leaderCard.counters = {};
    g.table.move(leaderCard.uid, Z.status, g.leader);
  }
}

function checkEnd(g: ShadowsGame): void {
  const stones = g.table.players.some((p) => p.resources["shadow-stones"] >= SHADOW_STONES_TO_END);
  const cap = g.options.maxRounds !== undefined && g.info.round >= g.options.maxRounds;
  if (!stones && !g.finalLevelDefeated && !cap) return;
  g.ended = true;
  g.endReason = stones ? `a player has ${SHADOW_STONES_TO_END} Shadow Stones` : g.finalLevelDefeated ? "the level III Monster is defeated" : `the round limit (${g.options.maxRounds}) is reached`;
  g.log.add(`the game ends: ${g.endReason}`);
  score(g);
}

/** Final scores: Shadow Stones plus a fulfilled Mission; ties by equipped Item cost, then Experience. */
export function score(g: ShadowsGame): void {
  g.scores = g.seats.map((seat): FinalScore => {
    const p = g.table.players[seat.seat];
    let mission = 0;
    for (const m of g.table.inZone(Z.mission, seat.seat)) {
      const card = g.card(m.cardId) as { goal: (rt: Rt, ctx: EffectContext) => boolean; reward: Record<string, number> };
      const met = card.goal(g.rt, g.context(seat.seat, m.uid, m.cardId));
      g.log.add(`${seat.name}'s Mission ${g.cardName(m.cardId)}: ${met ? "fulfilled" : "not fulfilled"}`);
      if (met) mission += card.reward["shadow-stones"] ?? 0;
    }
    const itemValue = g.table.inZone(Z.inventory, seat.seat).reduce((n, i) => n + (g.card(i.cardId) as { cost: number }).cost, 0);
    return { seat: seat.seat, name: seat.name, hero: g.cardName(seat.hero), shadowStones: p.resources["shadow-stones"] + mission, mission, itemValue, experience: p.resources.experience };
  });
  const key = (s: FinalScore) => [s.shadowStones, s.itemValue, s.experience];
  const better = (a: FinalScore, b: FinalScore) => {
    const [ka, kb] = [key(a), key(b)];
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i] - kb[i];
    return 0;
  };
  const best = g.scores.reduce((a, b) => (better(a, b) >= 0 ? a : b));
  g.winners = g.scores.filter((s) => better(s, best) === 0).map((s) => s.seat);
}

// ---------- card helpers shared with the verbs ----------

/** Moves a card to where its kind is discarded. */
export function discardCard(g: ShadowsGame, uid: string): void {
  const inst = g.inst(uid);
  inst.counters = {};
  const kind = g.card(inst.cardId).kind;
  if (kind === "item") g.table.move(uid, Z.itemDiscard, null);
  else if (kind === "status") {
    if (inst.cardId !== "bounty") inst.cardId = "bounty";
    g.table.move(uid, Z.bountySupply, null);
  } else if (kind === "monster-action") g.table.move(uid, Z.actionDiscard, null);
  else {
    g.limits.forgetCard(uid);
    g.table.move(uid, Z.deck, inst.owner);
  }
}

/** Turns a double-sided card over; Damage tokens on it are discarded as it flips. */
export function flipCard(g: ShadowsGame, uid: string): void {
  const inst = g.inst(uid);
  const other = (g.card(inst.cardId) as { flip?: string }).flip;
  if (!other) return;
  g.log.add(`${g.cardName(inst.cardId)} flips to ${g.cardName(other)}`);
  inst.cardId = other;
  inst.counters.damage = 0;
}

/** Equips an Item; a second Restricted Item forces the player to discard one of them. */
export function equipItem(g: ShadowsGame, seat: number, uid: string, quiet: boolean): void {
  g.table.move(uid, Z.inventory, seat, { quiet });
  const restricted = g.table.inZone(Z.inventory, seat).filter((i) => g.hasTrait(i.cardId, "Restricted"));
  if (restricted.length > 1) {
    const pick = g.ask({
      seat,
      kind: "restricted",
      prompt: "only one Restricted Item: discard which?",
      options: restricted.map((i) => g.cardName(i.cardId)),
      scores: restricted.map((i) => -(g.card(i.cardId) as { cost: number }).cost),
    });
    discardCard(g, restricted[pick].uid);
  }
}

/** Deals `count` Items from the Item deck to the Market (reshuffling the discards when empty). */
export function refillMarket(g: ShadowsGame, count: number, log: boolean): void {
  for (let i = 0; i < count; i++) {
    if (!g.table.zone(Z.itemDeck).length) reshuffleItems(g);
    const top = g.table.zone(Z.itemDeck)[0];
    if (!top) return;
    g.table.move(top, Z.market, null, { quiet: !log });
  }
}

/** An empty Item deck is remade from the discarded Items. */
function reshuffleItems(g: ShadowsGame): void {
  for (const c of g.table.inZone(Z.itemDiscard)) g.table.move(c.uid, Z.itemDeck, null, { quiet: true });
  g.table.shuffleZone(Z.itemDeck, null, (xs) => g.rng.shuffle(xs));
}

/** `+1 Random Item`: draw two Items, equip one, discard the other; no Shadow Stone. */
export function randomItemReward(g: ShadowsGame, seat: number): void {
  const drawn: string[] = [];
  for (let i = 0; i < 2; i++) {
    if (!g.table.zone(Z.itemDeck).length) reshuffleItems(g);
    const top = g.table.zone(Z.itemDeck)[0];
    if (!top) break;
    g.table.move(top, Z.unused, null, { quiet: true });
    drawn.push(top);
  }
  if (!drawn.length) return;
  const pick = g.ask({ seat, kind: "random-item", prompt: "keep which Item?", options: drawn.map((u) => g.cardName(g.inst(u).cardId)), scores: drawn.map((u) => (g.card(g.inst(u).cardId) as { cost: number }).cost) });
  const [keep] = drawn.splice(pick, 1);
  equipItem(g, seat, keep, false);
  for (const d of drawn) g.table.move(d, Z.itemDiscard, null);
}

export type { CompiledEffect };
