/**
 * The round of a Shadows game: the six phases (TeamUp, Plan, Combat with its Initiative steps,
 * BuildUp, CleanUp, Refresh), playing cards, the end and the scoring. Setup is in setup.ts.
 */
import type { EffectContext } from "../../../runtime/api.ts";
import type { Rt } from "../../../generated/shadows/index.ts";
import { equipItem, refillMarket, revealNextMonster, spendOneTimeItem } from "./card-moves.ts";
import { applyDelay, revealMonsterAction, settleStats } from "./combat.ts";
import type { FinalScore, ShadowsGame } from "./game.ts";
import { STATION_TRAITS, traitNumber, Z, type Seat } from "./model.ts";

const STUDY_COST = 3;
const SHADOW_STONES_TO_END = 9;

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
  // CleanUp's first step is the end-of-game check: before Dodge's Auto or any other CleanUp effect.
  if (name === "cleanup") checkEnd(g);
  if (!g.ended) {
    settleStats(g);
    runAtTriggers(g, name, "start");
    body();
  }
  g.options.onStep?.(g);
}

/**
 * `at start of cleanup:` abilities of live cards, seat by seat from the Leader. (`at initiative
 * 2:` abilities are offered to their player in playTurn instead.)
 */
function runAtTriggers(g: ShadowsGame, period: string, edge: "start" | "end"): void {
  const key = `at:${period}`;
  // Indexed loops: this runs at every phase of every game, and iterators allocate.
  const order = g.turnOrder();
  for (let s = 0; s < order.length; s++) {
    const seat = order[s];
    const cards = g.activeCards(seat.seat);
    for (let c = 0; c < cards.length; c++) {
      const inst = cards[c];
      if (!g.triggersOf(inst.cardId).has(key)) continue;
      const effect = g.effectOf(inst.cardId);
      if (!effect || g.isBlank(inst)) continue;
      for (let index = 0; index < effect.abilities.length; index++) {
        const ability = effect.abilities[index];
        const t = ability.trigger;
        if (t.kind !== "at" || t.period !== period || t.number !== null || (t.edge !== null && t.edge !== edge)) continue;
        if (!g.isActive(inst, seat.seat) || g.effectOf(inst.cardId) !== effect) continue;
        const ctx = abilityContext(g, seat.seat, inst.uid);
        if (!g.canRun(ctx, ability, index, inst.uid)) continue;
        g.log.add(`${seat.name}'s ${g.cardName(inst.cardId)} (${period})`);
        if (g.runAbility(ctx, ability, index, inst.uid)) spendOneTimeItem(g, inst.uid);
      }
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

/**
 * One player's turn in an Initiative step: use abilities and play matching cards, or pass. The
 * cards are lined up before the first resolves (the first faceup, the rest facedown, so the others
 * see how many); the player then flips them in that order, may skip some, and may play no card
 * outside the line-up this step.
 */
function playTurn(g: ShadowsGame, seat: Seat, step: number): void {
  const usedThisStep = new Set<string>();
  let lineUp: string[] | null = null;
  for (let guard = 0; guard < 50 && !g.ended; guard++) {
    const options = playOptions(g, seat, step, usedThisStep, lineUp);
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
    if (chosen.kind === "card") {
      lineUp ??= lineUpCards(g, seat, step, chosen.uid, options);
      // Playing a later card of the line-up skips the ones before it.
      lineUp = lineUp.slice(lineUp.indexOf(chosen.uid) + 1);
      playCard(g, seat, chosen.uid);
    } else {
      usedThisStep.add(chosen.key);
      const inst = g.inst(chosen.uid);
      g.log.add(`${seat.name} uses ${g.cardName(inst.cardId)}`);
      if (g.runAbility(abilityContext(g, seat.seat, chosen.uid), g.effectOf(inst.cardId)!.abilities[chosen.index], chosen.index, chosen.uid)) spendOneTimeItem(g, chosen.uid);
    }
    settleStats(g);
  }
}

/**
 * The order a player commits to, `first` faceup: they choose the facedown cards one by one. With a
 * single other card there is nothing to order; it is lined up, and the player may still not flip it.
 */
function lineUpCards(g: ShadowsGame, seat: Seat, step: number, first: string, options: readonly PlayOption[]): string[] {
  const rest = options.flatMap((o) => (o.kind === "card" && o.uid !== first ? [o.uid] : []));
  const lineUp = [first];
  if (rest.length === 1) lineUp.push(...rest.splice(0));
  while (rest.length) {
    const pick = g.ask({
      seat: seat.seat,
      kind: "line-up",
      prompt: `initiative ${step}: which card goes facedown next?`,
      options: ["no more", ...rest.map((uid) => g.cardName(g.inst(uid).cardId))],
      scores: [0, ...rest.map((uid) => cardValue(g, seat.seat, g.inst(uid).cardId))],
    });
    if (pick === 0) break;
    lineUp.push(...rest.splice(pick - 1, 1));
  }
  if (lineUp.length > 1) g.log.add(`${seat.name} lines up ${lineUp.length} cards for initiative ${step}: 1 faceup, ${lineUp.length - 1} facedown`);
  return lineUp;
}

function playOptions(g: ShadowsGame, seat: Seat, step: number, usedThisStep: ReadonlySet<string>, lineUp: readonly string[] | null): PlayOption[] {
  const options: PlayOption[] = [{ kind: "pass" }];
  for (const inst of g.table.peek(Z.hand, seat.seat)) {
    if (lineUp && !lineUp.includes(inst.uid)) continue;
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
  const toStation = STATION_TRAITS.some((t) => g.hasTrait(inst.cardId, t));
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
      settleStats(g);
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
    settleStats(g);
  }
}

function cleanUp(g: ShadowsGame): void {
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
  if (!stones && !g.finalLevelDefeated) return;
  g.ended = true;
  g.endReason = stones ? `a player has ${SHADOW_STONES_TO_END} Shadow Stones` : "the level III Monster is defeated";
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

