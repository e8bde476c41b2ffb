/**
 * Attacks, Responses, damage management, Predict, monster actions, KnockDowns and defeating the
 * Monster: the rules of a Shadows fight.
 */
import type { EffectContext, Ref } from "../../../runtime/api.ts";
import type { CompiledEffect } from "../../../runtime/api.ts";
import type { Rt } from "../../../generated/shadows/index.ts";
import type { ShadowsGame } from "./game.ts";
import { actingEntity, MONSTER, playerRef, RESOURCES, seatOfRef, Z } from "./model.ts";
import { discardCard, randomItemReward } from "./card-moves.ts";
import type { ShadowsResolution } from "./hooks.ts";

/** No legal sequence of play comes near this; more means an effect loops. */
const MAX_ATTACKS_PER_ROUND = 500;

export interface AttackState {
  attacker: Ref;
  attackerSeat: number | null;
  target: Ref;
  amount: number;
  block: number;
  responded: boolean;
  /** A Response that allows Shield Points was used (or none was, which allows them too). */
  shieldsAllowed: boolean;
}

/**
 * One Attack on one target. Returns whether the target answered it with a Response, or null when
 * there was no Attack at all (0 damage before the target manages it, an Invincible target, or a
 * Monster's Attack cancelled by a KnockDown).
 */
export function resolveAttack(g: ShadowsGame, ctx: EffectContext, target: Ref, printed: number): boolean | null {
  const r = g.resolution(ctx);
  const attacker = actingEntity(r);
  const attackerSeat = g.controllerOf(attacker);
  // "vs" bonuses (Hunting Knife, Manhunter) count toward the damage against this target.
  const amount = printed + vsBonus(g, r, target);
  if (amount <= 0) {
    g.log.add(`${g.describe(attacker)} cannot Attack for ${amount}: not an Attack`);
    return null;
  }
  if (g.isInvincible(target)) {
    g.log.add(`${g.describe(target)} is Invincible: the Attack has no effect on it`);
    return null;
  }
  if (attacker.id === MONSTER.id && g.sparedFromMonster === seatOfRef(target)) {
    g.log.add(`the Monster's Attack on ${g.describe(target)} is cancelled: that Hero was KnockedDown`);
    return null;
  }
  const atk: AttackState = { attacker, attackerSeat, target, amount, block: 0, responded: false, shieldsAllowed: false };
  // Facts describe the latest Attack of the effect (`repeat while knocked-down` reads them).
  r.facts.delete("knocked-down");
  if (++g.attacksThisRound > MAX_ATTACKS_PER_ROUND) throw new Error(`runaway effect: over ${MAX_ATTACKS_PER_ROUND} Attacks in one round (${g.cardName(ctx.cardId)})`);
  g.log.add(`${g.describe(attacker)} attacks ${g.describe(target)} for ${amount} (${g.cardName(ctx.cardId)})`);
  if (attackerSeat !== null) g.seats[attackerSeat].attacksThisRound++;
  // The defender's Response window comes first (blocks land on the Attack on top), then the
  // Attack resolves: against the Monster it reveals a monster action, then the damage.
  g.attacks.push(atk);
  let popped = false;
  try {
    g.raise("attacked", { on: target, by: attacker }, { amount }, (responses) => {
      if (responses > 0) atk.responded = true;
      if (target.id === MONSTER.id) revealMonsterAction(g, attackerSeat ?? r.seat, attacker, false);
      g.attacks.pop();
      popped = true;
      const through = Math.max(0, atk.amount - atk.block);
      const lost = applyDamage(g, ctx, target, through, { attack: true, shieldsAllowed: atk.shieldsAllowed || !atk.responded, responded: atk.responded });
      if (lost > 0) r.facts.add("lost-health");
      else r.facts.delete("lost-health");
    });
  } finally {
    if (!popped) g.attacks.pop();
  }
  return atk.responded;
}

/** What an Attack's hero-stat amount gains against `target` from `vs` modifiers. */
function vsBonus(g: ShadowsGame, r: ShadowsResolution, target: Ref): number {
  if (!r.amountStats.size) return 0;
  let bonus = 0;
  for (const stat of r.amountStats) bonus += g.stat(r.seat, stat, target) - g.stat(r.seat, stat);
  return bonus;
}

/**
 * `responded` after an effect's Attacks, for `if not responded` rewards: false only when it made
 * at least one Attack and none of its targets answered theirs (a 0-damage "Attack" is not an
 * Attack, so it earns nothing).
 */
export function recordResponses(g: ShadowsGame, ctx: EffectContext, results: ReadonlyArray<boolean | null>): void {
  const r = g.resolution(ctx);
  r.amountStats.clear();
  const made = results.filter((x) => x !== null);
  if (!made.length || made.some((x) => x)) r.facts.add("responded");
  else r.facts.delete("responded");
}

export interface DamageOptions {
  attack: boolean;
  shieldsAllowed?: boolean;
  responded?: boolean;
}

/**
 * Puts damage on an entity. For an Attack the defender may first spend Shield Points (when the
 * Response allowed it, or there was none). Returns the health the entity actually lost.
 */
export function applyDamage(g: ShadowsGame, ctx: EffectContext, target: Ref, amount: number, opts: DamageOptions): number {
  const r = g.resolution(ctx);
  // `knocked-down` speaks of the latest damage this effect dealt (`repeat while knocked-down`).
  r.facts.delete("knocked-down");
  if (amount <= 0 || g.isInvincible(target)) return 0;
  if (r.source?.id === MONSTER.id && target.type === "hero" && g.sparedFromMonster === seatOfRef(target)) {
    g.log.add(`the Monster's Spell on ${g.describe(target)} is cancelled: that Hero was KnockedDown`);
    return 0;
  }
  if (target.id === MONSTER.id) {
    const m = g.activeMonster();
    if (!m) return 0;
    const seat = r.seat;
    const health = (g.card(m.cardId) as { health: number }).health;
    const before = g.monsterDamage[seat];
    g.monsterDamage[seat] = Math.min(health, before + amount);
    g.log.add(`the Monster takes ${amount} from ${g.seats[seat].name} (${g.monsterDamage[seat]}/${health})`);
    if (g.monsterDamage[seat] >= health) monsterDefeated(g, seat);
    return g.monsterDamage[seat] - before;
  }
  const defender = g.controllerOf(target);
  let left = amount;
  if (opts.attack && opts.shieldsAllowed && defender !== null) {
    const free = g.freeShields(defender);
    if (free > 0) {
      const max = Math.min(free, left);
      const options = Array.from({ length: max + 1 }, (_, i) => `${max - i} Shield Point${max - i === 1 ? "" : "s"}`);
      const use = max - g.ask({ seat: defender, kind: "shields", prompt: `${amount} damage to ${g.describe(target)}: spend how many Shield Points?`, options, scores: options.map((_, i) => max - i) });
      if (use > 0) {
        g.breakShields(defender, use);
        left -= use;
        r.facts.add("shields-used");
        g.log.add(`${g.seats[defender].name} soaks ${use} with Shield Points`);
      }
    }
  }
  if (left <= 0) {
    damageTaken(g, ctx, target, 0, opts);
    return 0;
  }
  if (target.type === "hero") {
    const seat = seatOfRef(target)!;
    g.table.addCounter(g.table.players[seat], "damage", left, `${g.describe(target)}`);
    damageTaken(g, ctx, target, left, opts);
    if (g.heroDamage(seat) >= g.heroHealth(seat)) knockDown(g, ctx, seat, actingEntity(r));
    return left;
  }
  if (g.table.cards.has(target.id)) {
    const inst = g.inst(target.id);
    g.table.addCounter(inst, "damage", left, g.describe(target));
    damageTaken(g, ctx, target, left, opts);
    const health = (g.card(inst.cardId) as { health?: number }).health ?? 1;
    if ((inst.counters.damage ?? 0) >= health) entityDefeated(g, inst.uid, actingEntity(r));
    return left;
  }
  return 0;
}

function damageTaken(g: ShadowsGame, ctx: EffectContext, target: Ref, amount: number, opts: DamageOptions): void {
  if (!opts.attack) return;
  // The defender's Flat-Footed reads `responded` / `shields-used` from the event it triggers on.
  const by = actingEntity(g.resolution(ctx));
  g.raise("attack-damage-taken", { on: target, by }, { amount, responded: !!opts.responded, "shields-used": g.resolution(ctx).facts.has("shields-used") });
}

/** A Creature or Object at its Health goes back to its owner's deck; a Monster's Creature is discarded. */
function entityDefeated(g: ShadowsGame, uid: string, by: Ref): void {
  const inst = g.inst(uid);
  inst.counters = {};
  if (inst.zone === Z.monsterCreature) {
    g.log.add(`${g.cardName(inst.cardId)} is defeated`);
    const seat = g.controllerOf(by);
    if (seat !== null) giveReward(g, seat, (g.card(inst.cardId) as { reward?: Record<string, number> }).reward ?? {});
    g.table.move(uid, Z.unused, null);
    return;
  }
  g.log.add(`${g.cardName(inst.cardId)} is defeated and returns to its owner's deck`);
  g.limits.forgetCard(uid);
  g.table.move(uid, Z.deck, inst.owner);
  // Attachments on it go with it.
  for (const [attachment, on] of g.attachments) {
    if (on.id === uid && g.attachedTo(g.inst(attachment))) discardCard(g, attachment);
  }
}

export function recover(g: ShadowsGame, ctx: EffectContext, target: Ref, amount: number, unit: string): void {
  if (g.isInvincible(target)) return;
  if (unit === "shield") {
    const seat = g.controllerOf(target) ?? g.resolution(ctx).seat;
    let left = amount;
    for (const z of [Z.station, Z.combat, Z.inventory, Z.status]) {
      for (const inst of g.table.inZone(z, seat)) {
        const shield = (g.card(inst.cardId) as { shield?: number }).shield ?? 0;
        const broken = Math.min(shield, inst.counters.damage ?? 0);
        const fix = Math.min(broken, left);
        if (fix > 0) {
          g.table.addCounter(inst, "damage", -fix, `${g.cardName(inst.cardId)} (shield)`);
          left -= fix;
        }
      }
    }
    return;
  }
  if (target.id === MONSTER.id) {
    // A recovering Monster removes the revealing player's tokens only.
    const seat = g.resolution(ctx).seat;
    const before = g.monsterDamage[seat] ?? 0;
    g.monsterDamage[seat] = Math.max(0, before - amount);
    if (before !== g.monsterDamage[seat]) g.log.add(`the Monster recovers ${before - g.monsterDamage[seat]} (${g.seats[seat].name}'s damage ${g.monsterDamage[seat]})`);
    return;
  }
  if (target.type === "hero") {
    const seat = seatOfRef(target)!;
    g.table.addCounter(g.table.players[seat], "damage", -amount, g.describe(target));
    return;
  }
  if (g.table.cards.has(target.id)) g.table.addCounter(g.inst(target.id), "damage", -amount, g.describe(target));
}

/**
 * KnockDown: rewards for whoever caused it (another player: 1 Experience, 1 Gold and a Bounty;
 * the Monster: 1 Gold to every other player), then the penalty: lose 1 resource, discard
 * Bounties (the Bounty cards' own triggers do that), recover to full health.
 */
export function knockDown(g: ShadowsGame, ctx: EffectContext, seat: number, by: Ref): void {
  const victim = g.seats[seat];
  victim.knockdowns++;
  // "Repeat while the effect knocks down another Hero": a Hero this effect already knocked down
  // does not count again, so a repeat ends once it has no new Hero to knock down.
  const r = g.resolution(ctx);
  if (!r.knockedDown.has(seat)) r.facts.add("knocked-down");
  r.knockedDown.add(seat);
  const bySeat = by.id === MONSTER.id ? null : g.controllerOf(by);
  if (by.id === MONSTER.id) g.sparedFromMonster = seat;
  g.log.add(`${g.describe(victim.heroRef)} is KnockedDown${bySeat === null ? " by the Monster" : bySeat === seat ? "" : ` by ${g.seats[bySeat].name}`}`);
  const hadBounty = bySeat !== null && g.table.inZone(Z.status, bySeat).some((c) => c.cardId.startsWith("bounty"));
  g.raise("knocked-down", { on: victim.heroRef, by });
  if (bySeat === null) {
    for (const s of g.seats) if (s.seat !== seat) g.table.addResource(g.table.players[s.seat], "gold", 1);
  } else if (bySeat !== seat) {
    const p = g.table.players[bySeat];
    g.table.addResource(p, "experience", 1);
    g.table.addResource(p, "gold", 1);
    const supply = g.table.inZone(Z.bountySupply);
    if (!hadBounty && supply.length) g.table.move(supply[0].uid, Z.status, bySeat);
  }
  const owned = RESOURCES.filter((res) => (g.table.players[seat].resources[res] ?? 0) > 0);
  if (owned.length) {
    const pick = g.ask({ seat, kind: "penalty", prompt: "KnockedDown: lose which resource?", options: owned, scores: owned.map((o) => (o === "shadow-stones" ? -3 : o === "gold" ? -1 : -2)) });
    g.table.addResource(g.table.players[seat], owned[pick], -1);
  }
  for (const b of g.table.inZone(Z.status, seat).filter((c) => c.cardId.startsWith("bounty"))) discardCard(g, b.uid);
  g.table.setCounter(g.table.players[seat], "damage", 0);
  g.log.add(`${g.describe(victim.heroRef)} recovers to full health`);
}

// ---------- Predict ----------

export function predict(g: ShadowsGame, ctx: EffectContext, player: Ref): void {
  const r = g.resolution(ctx);
  const target = seatOfRef(player)!;
  // The predicted player may answer with a Response (Predict) before the guess resolves.
  g.raise("predict", { on: player, by: playerRef(r.seat) }, {}, () => {
    const numbers = (g.catalogue.traitParam(ctx.cardId, "Predict") ?? "").split("/").map(Number).filter((n) => n > 0);
    const open = numbers.filter((n) => !g.seats[target].predictedAgainst.has(n));
    r.predictedSeat = target;
    r.facts.delete("predicted");
    if (!open.length) {
      g.log.add(`${g.seats[r.seat].name} has no Initiative left to Predict against ${g.seats[target].name}`);
    } else {
      const hand = g.table.peek(Z.hand, target);
      const holds = (n: number) => hand.some((c) => ((g.card(c.cardId) as { initiative?: readonly number[] }).initiative ?? []).includes(n));
      const pick = g.ask({ seat: r.seat, kind: "predict", prompt: `Predict which Initiative against ${g.seats[target].name}?`, options: open.map(String) });
      const n = open[pick];
      g.seats[target].predictedAgainst.add(n);
      const hit = holds(n);
      g.log.add(`${g.seats[r.seat].name} predicts ${n} against ${g.seats[target].name}: ${hit ? "yes" : "no"}`);
      if (hit) r.facts.add("predicted");
    }
  });
  // Triggers on a Predict read whether it was right from the event (`if predicted` / `if not predicted`).
  g.raise("predict-used", { by: playerRef(r.seat) }, { predicted: r.facts.has("predicted") });
}

// ---------- the Monster ----------

/**
 * Reveals a monster action for `seat` against `challenger`: the facedown card in front of the
 * player the first time, a card from the deck after that (`fromDeck` forces the deck). Its
 * icons resolve in order on the current Monster's chart.
 */
export function revealMonsterAction(g: ShadowsGame, seat: number, challenger: Ref, fromDeck: boolean): void {
  const monster = g.activeMonster();
  if (!monster) return;
  const slot = g.table.inZone(Z.actionSlot, seat)[0];
  let card = !fromDeck && slot ? slot : undefined;
  if (!card) {
    if (!g.table.zone(Z.actionDeck).length) {
      g.table.shuffleZone(Z.actionDiscard, null, (xs) => g.rng.shuffle(xs));
      for (const c of g.table.inZone(Z.actionDiscard)) g.table.move(c.uid, Z.actionDeck, null, { quiet: true });
    }
    card = g.table.inZone(Z.actionDeck)[0];
    if (!card) return;
  }
  g.table.move(card.uid, Z.actionRevealed, seat);
  const icons = (g.card(card.cardId) as { icons: readonly string[] }).icons;
  const chart = (g.card(monster.cardId) as { chart: Record<string, CompiledEffect<Rt>> }).chart;
  g.log.add(`monster action for ${g.seats[seat].name}: ${icons.join(" then ")}`);
  // A KnockDown by the Monster (knockDown sets sparedFromMonster) cancels its remaining Attacks
  // and Spells against that Hero for the rest of this monster action; a Block or a recovery of
  // the Monster still resolves.
  const spared = g.sparedFromMonster;
  try {
    for (const icon of icons) {
      if (g.activeMonster() !== monster) break;
      const effect = chart[icon];
      const ctx = g.context(seat, null, monster.cardId, null, MONSTER);
      const r = g.resolution(ctx);
      r.source = MONSTER;
      r.challenger = challenger;
      g.currentChallenger = challenger;
      g.currentChallengerSeat = seat;
      effect.abilities.forEach((ability, index) => {
        if (ability.trigger.kind === "play") g.runAbility(ctx, ability, index, null);
      });
      g.raise("icon", { on: { id: icon, type: "icon" } });
      g.currentChallenger = null;
      g.currentChallengerSeat = null;
    }
  } finally {
    g.sparedFromMonster = spared;
  }
}

function giveReward(g: ShadowsGame, seat: number, reward: Record<string, number>): void {
  for (const [res, n] of Object.entries(reward)) {
    if (res === "random-item") for (let i = 0; i < n; i++) randomItemReward(g, seat);
    else g.table.addResource(g.table.players[seat], res, n);
  }
}

function monsterDefeated(g: ShadowsGame, seat: number): void {
  const m = g.activeMonster()!;
  const card = g.card(m.cardId) as { level: number; reward: Record<string, number> };
  g.log.add(`${g.seats[seat].name} defeats ${g.cardName(m.cardId)}!`);
  g.table.move(m.uid, Z.trophies, seat);
  g.monsterDamage = g.seats.map(() => 0);
  g.monstersDefeated++;
  if (card.level >= 3) g.finalLevelDefeated = true;
  for (const s of g.seats) for (const c of g.table.inZone(Z.actionSlot, s.seat)) g.table.move(c.uid, Z.actionDiscard, null);
  giveReward(g, seat, card.reward);
  for (const creature of g.table.inZone(Z.monsterCreature)) {
    giveReward(g, seat, (g.card(creature.cardId) as { reward?: Record<string, number> }).reward ?? {});
    creature.counters = {};
    g.table.move(creature.uid, Z.unused, null);
  }
  g.raise("monster-defeated", { by: playerRef(seat) });
}

export function summonCreature(g: ShadowsGame, ctx: EffectContext, id: string): void {
  if (g.table.inZone(Z.monsterCreature).some((c) => c.cardId === id)) return;
  const inst = [...g.table.cards.values()].find((c) => c.cardId === id && c.zone === Z.unused);
  if (!inst) return;
  g.table.move(inst.uid, Z.monsterCreature, null);
  g.log.add(`${g.cardName(id)} is summoned`);
}

let settling = false;

/**
 * Re-applies the rules that hang on stats, after anything that may have changed them: an
 * Initiative 0 card in a Current Deck goes to the Station Field once its requirements are met,
 * and a Hero whose Damage reaches a lowered maximum Health is KnockedDown (caused by nobody:
 * the penalty only, no rewards).
 */
export function settleStats(g: ShadowsGame): void {
  if (settling) return;
  settling = true;
  try {
    for (const seat of g.seatsInOrder()) {
      for (const inst of g.table.inZone(Z.deck, seat.seat)) {
        const card = g.card(inst.cardId) as { initiative?: readonly number[] };
        if (!card.initiative?.includes(0) || !g.meetsRequirements(seat.seat, inst.cardId)) continue;
        g.log.add(`${g.cardName(inst.cardId)} (Initiative 0) goes to ${seat.name}'s Station Field`);
        g.table.move(inst.uid, Z.station, seat.seat);
      }
      const damage = g.heroDamage(seat.seat);
      if (damage > 0 && damage >= g.heroHealth(seat.seat)) {
        g.log.add(`${g.describe(seat.heroRef)} has ${damage} Damage and ${g.heroHealth(seat.seat)} Health`);
        knockDown(g, g.context(seat.seat, null, seat.hero), seat.seat, seat.heroRef);
      }
    }
  } finally {
    settling = false;
  }
}
