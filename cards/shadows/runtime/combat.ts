/**
 * The rules of a Shadows fight the engine's damage rules do not cover: the Attack and its
 * Response window (blocks, Shield Points allowed or not, a monster action revealed), Predict,
 * monster actions, and what a KnockDown or a defeated Monster adds to the declared outcomes.
 */
import type { CompiledEffect, EffectContext, Ref } from "../../../runtime/api.ts";
import type { Rt } from "../../../generated/shadows/index.ts";
import type { ShadowsGame } from "./game.ts";
import { RESOURCES, Z } from "./model.ts";
import { discardCard, randomItemReward } from "./card-moves.ts";

/** No legal sequence of play comes near this; more means an effect loops. */
const MAX_ATTACKS_PER_ROUND = 500;

/** An Attack being resolved: whether a Response was used, whether Shield Points may soak the rest (blocks go to the engine's pending damage). */
export type AttackState = { target: Ref; responded: boolean; shieldsAllowed: boolean };

/**
 * One Attack on one target. Returns whether the target answered it with a Response, or null when
 * there was no Attack at all (0 damage before the target manages it, an Invincible target, or a
 * Monster's Attack cancelled by a KnockDown).
 */
export function resolveAttack(g: ShadowsGame, ctx: EffectContext, target: Ref, printed: number): boolean | null {
  const r = g.resolution(ctx);
  const attacker = g.actor(ctx);
  const attackerSeat = g.controllerOf(attacker);
  // "vs" bonuses (Hunting Knife, Manhunter) count toward the damage against this target.
  let amount = printed;
  for (const stat of r.amountStats) amount += g.value(r.seat, stat, target) - g.value(r.seat, stat);
  if (amount <= 0) return void g.log.add(`${g.describe(attacker)} cannot Attack for ${amount}: not an Attack`), null;
  if (g.entities.immune(target)) return void g.log.add(`${g.describe(target)} is Invincible: the Attack has no effect on it`), null;
  if (attacker.type === "monster" && g.sparedFromMonster === g.controllerOf(target)) {
    return void g.log.add(`the Monster's Attack on ${g.describe(target)} is cancelled: that Hero was KnockedDown`), null;
  }
  const atk: AttackState = { target, responded: false, shieldsAllowed: false };
  // Facts describe the latest Attack of the effect (`repeat while knocked-down` reads them).
  r.damage.latest.clear();
  if (++g.attacksThisRound > MAX_ATTACKS_PER_ROUND) throw new Error(`runaway effect: over ${MAX_ATTACKS_PER_ROUND} Attacks in one round (${g.cardName(ctx.cardId)})`);
  g.log.add(`${g.describe(attacker)} attacks ${g.describe(target)} for ${amount} (${g.cardName(ctx.cardId)})`);
  if (attackerSeat !== null) g.seats[attackerSeat].attacksThisRound++;
  // The defender's Response window comes first (blocks land on the Attack on top), then the
  // Attack resolves: against the Monster it reveals a monster action, then the damage.
  const below = g.attacks.push(atk) - 1;
  try {
    g.raise("attacked", { on: target, by: attacker }, { amount }, (responses, pending) => {
      if (responses > 0) atk.responded = true;
      if (target.type === "monster") revealMonsterAction(g, attackerSeat ?? r.seat, attacker, false);
      g.attacks.length = below;
      // What blocks left of the Attack, and each part a Response redirected, is Attack damage to its entity.
      const absorb = atk.shieldsAllowed || !atk.responded;
      pending!.settle((on, n) => {
        // The defender's Flat-Footed reads `responded` / `shields-used` from the event it triggers on.
        // A method, not a named arrow: under tsx (keepNames) naming a closure costs a defineProperty.
        const opts = { absorb, taken(x: number) { g.raise("attack-damage-taken", { on, by: attacker }, { amount: x, responded: atk.responded, "shields-used": r.damage.absorbed }); } };
        g.damage!.deal(ctx, on, n, opts);
      });
    });
  } finally {
    g.attacks.length = below;
  }
  return atk.responded;
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

/**
 * After the declared KnockDown rewards (game.yaml): a Bounty for another player who caused it,
 * the Monster's remaining Attacks and Spells against the Hero cancelled, then the penalty: lose
 * 1 resource, discard Bounties.
 */
export function knockDown(g: ShadowsGame, ctx: EffectContext, hero: Ref, by: Ref): void {
  const seat = g.controllerOf(hero)!;
  const bySeat = g.controllerOf(by);
  if (by.type === "monster") g.sparedFromMonster = seat;
  const bounty = g.table.peek(Z.bountySupply)[0];
  if (bySeat !== null && bySeat !== seat && bounty && !g.table.peek(Z.status, bySeat).some((c) => c.cardId.startsWith("bounty"))) g.table.move(bounty.uid, Z.status, bySeat);
  const owned = RESOURCES.filter((res) => (g.table.players[seat].resources[res] ?? 0) > 0);
  if (owned.length) {
    const pick = g.ask({ seat, kind: "penalty", prompt: "your Hero was KnockedDown: lose which resource?", options: owned, scores: owned.map((o) => (o === "shadow-stones" ? -3 : o === "gold" ? -1 : -2)) });
    g.table.addResource(g.table.players[seat], owned[pick], -1);
  }
}

/** Attachments on a defeated Creature or Object go with it. */
export function discardAttachments(g: ShadowsGame, on: Ref): void {
  for (const [attachment, to] of g.attachments) if (to.id === on.id && g.attachedTo(g.inst(attachment))) discardCard(g, attachment);
}

/** After the declared Monster outcomes (game.yaml): the Random Items of its reward, which are no resource. */
export function monsterDefeated(g: ShadowsGame, ctx: EffectContext, monster: Ref): void {
  const items = (g.card(g.entities.cardId(monster)!) as { reward: Record<string, number> }).reward["random-item"] ?? 0;
  for (let i = 0; i < items; i++) randomItemReward(g, g.resolution(ctx).seat);
}

// ---------- Predict ----------

export function predict(g: ShadowsGame, ctx: EffectContext, player: Ref): void {
  const r = g.resolution(ctx);
  const target = g.seatOfId(player.id)!;
  // The predicted player may answer with a Response (Predict) before the guess resolves.
  g.raise("predict", { on: player, by: g.playerRef(r.seat) }, {}, () => {
    const numbers = (g.catalogue.traitParam(ctx.cardId, "Predict") ?? "").split("/").map(Number).filter((n) => n > 0);
    const open = numbers.filter((n) => !g.seats[target].predictedAgainst.has(n));
    r.predictedSeat = target;
    r.facts.delete("predicted");
    if (!open.length) return g.log.add(`${g.seats[r.seat].name} has no Initiative left to Predict against ${g.seats[target].name}`);
    const hand = g.table.peek(Z.hand, target);
    const holds = (n: number) => hand.some((c) => ((g.card(c.cardId) as { initiative?: readonly number[] }).initiative ?? []).includes(n));
    const pick = g.ask({ seat: r.seat, kind: "predict", prompt: `Predict which Initiative against ${g.seats[target].name}?`, options: open.map(String) });
    const n = open[pick];
    g.seats[target].predictedAgainst.add(n);
    g.log.add(`${g.seats[r.seat].name} predicts ${n} against ${g.seats[target].name}: ${holds(n) ? "yes" : "no"}`);
    if (holds(n)) r.facts.add("predicted");
  });
  // Triggers on a Predict read whether it was right from the event (`if predicted` / `if not predicted`).
  g.raise("predict-used", { by: g.playerRef(r.seat) }, { predicted: r.facts.has("predicted") });
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
  const ref = g.entities.refOfCard(monster)!;
  const slot = g.table.peek(Z.actionSlot, seat)[0];
  const uid = !fromDeck && slot ? slot.uid : g.drawTop(Z.actionDeck, null);
  if (!uid) return;
  const card = g.inst(uid);
  g.table.move(uid, Z.actionRevealed, seat);
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
      const ctx = g.context(seat, null, monster.cardId, null, ref);
      ctx.resolution.source = ref;
      ctx.resolution.challenger = challenger;
      g.currentChallenger = challenger;
      g.currentChallengerSeat = seat;
      chart[icon].abilities.forEach((ability, index) => {
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

/** An Initiative 0 card in a Current Deck goes to the Station Field once its requirements are met. */
export function initiativeZeroToStation(g: ShadowsGame): void {
  // Asked after every play: read the decks in place, copy only when a card moves.
  for (const s of g.turnOrder()) {
    const ready = g.table.peek(Z.deck, s).filter((c) => (g.card(c.cardId) as { initiative?: readonly number[] }).initiative?.includes(0) && g.meetsRequirements(s, c.cardId));
    for (const inst of ready) {
      g.log.add(`${g.cardName(inst.cardId)} (Initiative 0) goes to ${g.seats[s].name}'s Station Field`);
      g.table.move(inst.uid, Z.station, s);
    }
  }
}
