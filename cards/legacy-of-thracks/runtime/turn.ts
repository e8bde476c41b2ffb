/**
 * A player's action phase (rulebook "Action Phase"): any number of actions in any order, each
 * offered while it can be paid: move the Hero or a Lost Soul one route, use an action or bonus
 * card, complete a quest, or one of the rule cards' standing actions (rules/actions.yaml: buy an
 * action card, discard a curse token, complete a barrier with 5 relics). Greedy advice scores how much nearer a move brings the figure to
 * something worth doing. And the Shadow's turn of a solo game (rulebook "Solo Flow of the Game").
 */
import { cardActions } from "../../../runtime/core/card-actions.ts";
import { moveCard } from "../../../runtime/core/engine-verbs.ts";
import { freeActions, type MenuItem } from "../../../runtime/core/menus.ts";
import { actionScore, outlook, placeWorths } from "./bots.ts";
import type { ThracksGame } from "./game.ts";

/** A bot's safety limit on actions in one turn, not a rule. */
const MAX_ACTIONS = 40;

const END_TURN: MenuItem = { label: "end the turn", score: 0, run: () => {} };

/**
 * The actions open to the seat now, ending the turn first. Labels and scores are functions, worked
 * out only for an agent that reads them: a move's score weighs every place, so the places' worths
 * are worked out once a menu, when the first score is read.
 */
function menu(g: ThracksGame, seat: number): MenuItem[] {
  if (g.dimara.has(seat)) return [END_TURN];
  const out = [END_TURN];
  heroMoves(g, seat, out);
  soulMoves(g, seat, out);
  out.push(...cardActions(g, seat, "clan-sheet", (card) => actionScore(g, seat, card))); // the rules' standing actions
  for (const inst of g.table.inZone("hand", seat)) {
    const kind = g.card(inst.cardId).kind;
    if (kind === "battle-card" || g.isBlank(inst)) continue;
    const label = `${kind === "quest" ? "complete the quest" : "use"} ${g.name(inst.cardId)}`;
    out.push({ label, score: kind === "quest" ? 6 : 1.5, run: () => useCard(g, seat, inst.uid) });
  }
  return out;
}

/** How much better `to` looks than `from` for the seat's Hero (or its Lost Souls), by the places' outlook. */
function gainOf(g: ThracksGame, seat: number, hero: boolean): (from: string, to: string) => number {
  let worthOf: ((place: string) => number) | undefined;
  return (from, to) => {
    worthOf ??= placeWorths(g, seat, hero);
    return outlook(g, to, worthOf) - 0.9 * outlook(g, from, worthOf);
  };
}

/** The Hero one route, where it may step and the seat can pay the step (gold, and HP leaving it at least 1). */
function heroMoves(g: ThracksGame, seat: number, out: MenuItem[]): void {
  if (!g.heroFree(seat)) return;
  const [here, gold, gain] = [g.heroAt(seat), g.res(seat, "gold"), gainOf(g, seat, true)];
  for (const to of g.graph.neighbours(here)) {
    const cost = g.heroStep(seat, to);
    if (!cost || cost.gold > gold || g.res(seat, "hp") - cost.hp < 1) continue;
    const paid = `${cost.gold} gold${cost.hp ? `, ${cost.hp} HP` : ""}`;
    const fight = () => (g.heroesAt(to, seat).length ? (g.res(seat, "hp") >= 4 ? 1 : -2) : 0);
    out.push({
      label: () => `move your Hero to ${g.name(to)} (${paid})`,
      score: () => gain(here, to) - 0.15 * cost.gold + fight(),
      run: () => g.moveHero(seat, to),
    });
  }
}

/** Each Lost Soul one route at the map's move cost, never into the Outer Dimension. */
function soulMoves(g: ThracksGame, seat: number, out: MenuItem[]): void {
  const gain = gainOf(g, seat, false);
  for (const soul of g.souls) {
    const at = g.map.where(soul)!;
    for (const to of g.graph.neighbours(at)) {
      if (g.trait(to, "Outer")) continue;
      const cost = g.map.moveCost(g.graph.route(at, to)!, seat, "lost-soul")!;
      if (g.res(seat, cost.resource) < cost.amount) continue;
      const run = () => {
        g.add(seat, cost.resource, -cost.amount);
        g.place(soul, to, seat, "moves to");
      };
      const label = () => `move ${g.describe(g.figureRef(soul))} to ${g.name(to)} (${cost.amount} ${cost.resource})`;
      out.push({ label, score: () => gain(at, to) - 0.2, run });
    }
  }
}

/** Plays a card from hand (the engine's play: to its kind's discard pile, then its effect); a quest remembers the crystals it uses. */
export function useCard(g: ThracksGame, seat: number, uid: string): void {
  g.questColours = g.card(g.table.card(uid).cardId).kind === "quest" ? new Set() : null;
  g.procedure.playCard(seat, uid);
  g.questColours = null;
}

export function actionPhase(g: ThracksGame): void {
  const seat = g.turnSeat;
  g.log.add(`day ${g.day}: ${g.seatName(seat)}'s turn (${["gold", "mana", "hp", "glory", "relics"].map((r) => `${g.res(seat, r)} ${r}`).join(", ")})`);
  g.raise("turn-begins", { by: g.playerRef(seat) });
  freeActions(g, seat, g.seatName(seat), () => menu(g, seat), MAX_ACTIONS, () => g.checkGlory());
  g.raise("turn-ends", { by: g.playerRef(seat) });
}

/** Solo: the event roll activates the card on the chance card of the die's colour; a new card fills the track. */
export function shadowPhase(g: ThracksGame): void {
  if (g.mode !== "solo") return;
  const roll = g.rng.die(6);
  const slot = roll <= 3 ? 0 : roll <= 5 ? 1 : 2; // black 3 faces, green-yellow 2, red-purple 1
  const uid = g.table.zone("chance-track")[slot];
  g.attackedThisTurn = new Set();
  g.log.add(`the Shadow's turn: the event roll is ${roll} (${["black", "green-yellow", "red-purple"][slot]}): ${g.name(g.table.card(uid).cardId)}`);
  g.raise("activated", { on: g.cardRef(uid) });
  // Shadow power 9 or more: back to 0, a curse token for you, a darkness card resolved against you
  const power = g.res(g.shadowSeat, "shadow-power");
  if (power >= 9) {
    const dark = g.drawTop("darkness-deck", null);
    g.add(g.shadowSeat, "shadow-power", -power);
    g.add(0, "curse", 1);
    if (dark) {
      g.table.move(dark, "hand", 0, { quiet: true });
      useCard(g, 0, dark);
    }
  }
  moveCard(g, 0, g.cardRef(uid), "event-discard"); // the engine's move: the tokens Arwel's help put on it come off
  g.table.move(g.drawTop("event-deck", null)!, "chance-track", null, { quiet: true });
}
