/**
 * The hero phase: each hero in turn order takes two actions (the engine's action turn): travel to
 * an adjacent space, attack an enemy group (the stat's Attack rule card: target, items, test), or
 * interact with the token in their space. Before travelling out of, or interacting in, a space
 * with enemy groups, the hero provokes them (their cards decide: a readied group attacks). Using
 * a prepared card's ability (a title's) takes no action. Greedy bots read the scores: attack,
 * take tokens, head for the beacon.
 */
import type { Ref } from "../../../runtime/api.ts";
import { takeActions, usableAbilities, type TurnAction } from "../../../runtime/core/action-turn.ts";
import type { AdventureGame } from "./game.ts";

const STATS = ["might", "agility", "wisdom"] as const;
const ACTIONS = 2;

export function heroPhase(g: AdventureGame): void {
  for (const seat of g.turnOrder()) {
    const hero = g.seatEntity(seat);
    const prompt = (taken: number) => `${g.describe(hero)} in ${g.board.name(g.board.at(hero))}: action ${taken + 1} of ${ACTIONS}`;
    takeActions(g, seat, ACTIONS, prompt, () => actions(g, seat));
  }
}

function actions(g: AdventureGame, seat: number): TurnAction[] {
  const hero = g.seatEntity(seat);
  const at = g.board.at(hero);
  const goal = objective(g, seat);
  const out: TurnAction[] = g.board.neighbours(at).map((n) => ({
    label: `travel to ${g.board.name(n)}`,
    score: 2 + g.board.distance(at, goal) - g.board.distance(n, goal),
    run: () => travel(g, seat, n),
  }));
  for (const stat of STATS) {
    const items = g.table.peek("items", seat).filter((i) => g.catalogue.hasTrait(i.cardId, stat));
    const ranged = items.some((i) => g.catalogue.hasTrait(i.cardId, "Ranged"));
    // Any item of the stat reaches a group in the hero's space; only ranged ones an adjacent group.
    const targets = g.board.within(at, g.enemies(), items.length ? 0 : 1, ranged ? 1 : 0);
    const score = 3 + g.value(seat, stat) / 2;
    for (const t of targets) out.push({ label: `attack ${g.describe(t)} (${stat})`, score, run: () => attackWith(g, seat, t, stat) });
  }
  const space = g.board.space(at);
  if (space && !space.counters.explored && g.catalogue.effectOf(space.cardId)) {
    const run = () => interact(g, seat, space.uid);
    out.push({ label: `interact with the token in ${g.board.name(at)}`, score: at === goal ? 6 : 4, run });
  }
  // Prepared cards' abilities (titles) aim at a nearby group: offered while there is one.
  if (!g.board.within(at, g.enemies(), 0, 1).length) return out;
  for (const { inst, use } of usableAbilities(g, seat, "prepared")) {
    const name = g.catalogue.name(inst.cardId);
    const run = () => {
      g.log.add(`${g.describe(hero)} uses ${name}`);
      use();
    };
    out.push({ label: `use ${name}`, score: 5, free: true, run });
  }
  return out;
}

/** Where a greedy hero heads: the nearest token still there (the objective's among them). */
function objective(g: AdventureGame, seat: number): number {
  const at = g.board.at(g.seatEntity(seat));
  const tokens = g.table.peek("spaces").filter((s) => !s.counters.explored && g.catalogue.effectOf(s.cardId));
  const spaces = tokens.map((s) => g.field<{ number: number }>(s.cardId).number);
  return spaces.sort((a, b) => g.board.distance(at, a) - g.board.distance(at, b))[0] ?? at;
}

/** Each readied enemy group in the hero's space is provoked before the hero leaves it or interacts there (an exhausted one cannot be). */
function provoke(g: AdventureGame, seat: number): void {
  const hero = g.seatEntity(seat);
  for (const enemy of g.board.within(g.board.at(hero), g.enemies(), 0, 0)) {
    if (g.table.card(enemy.id).counters.exhausted) continue;
    g.log.add(`${g.describe(hero)} provokes ${g.describe(enemy)}`);
    g.raise("provoked", { on: enemy, by: hero });
  }
}

function travel(g: AdventureGame, seat: number, to: number): void {
  const hero = g.seatEntity(seat);
  g.log.add(`${g.describe(hero)} travels from ${g.board.name(g.board.at(hero))} to ${g.board.name(to)}`);
  provoke(g, seat);
  g.board.place(hero, to);
  sprint(g, seat);
}

/** Sprint N: after travelling, the hero may discard a prepared Sprint card to travel up to N more spaces. */
function sprint(g: AdventureGame, seat: number): void {
  const card = g.table.peek("prepared", seat).find((i) => g.catalogue.hasTrait(i.cardId, "Sprint"));
  if (!card) return;
  const hero = g.seatEntity(seat);
  const goal = objective(g, seat);
  const name = g.catalogue.name(card.cardId);
  const n = g.catalogue.traitNumber(card.cardId, "Sprint");
  for (let step = 0; step < n; step++) {
    const at = g.board.at(hero);
    const next = g.board.neighbours(at);
    const prompt = step ? "sprint on?" : `discard ${name} to sprint ${n}?`;
    const scores = [0, ...next.map((s) => g.board.distance(at, goal) - g.board.distance(s, goal))];
    const pick = g.ask({ seat, kind: "sprint", prompt, options: ["no", ...next.map((s) => g.board.name(s))], scores });
    if (!pick) return;
    if (!step) g.rt.verbs.discard(g.cardContext(seat, card, null), { card: g.cardRef(card.uid) });
    g.log.add(`${g.describe(hero)} sprints to ${g.board.name(next[pick - 1])} (${name}, Sprint ${n})`);
    provoke(g, seat);
    g.board.place(hero, next[pick - 1]);
  }
}

function interact(g: AdventureGame, seat: number, space: string): void {
  const hero = g.seatEntity(seat);
  g.log.add(`${g.describe(hero)} interacts with the token in ${g.board.name(g.board.at(hero))}`);
  provoke(g, seat);
  g.raise("interacted", { on: g.cardRef(space), by: hero });
}

/** The stat's Attack rule card, with the target chosen: the hero picks the items and makes the test. */
function attackWith(g: AdventureGame, seat: number, target: Ref, stat: string): void {
  const rule = `attack-${stat}`;
  g.attackTarget = target;
  try {
    g.runAbility(g.context(seat, null, rule, null, g.procedureRef(rule)), g.catalogue.effectOf(rule)!.abilities[0] as never, 0, null);
  } finally {
    g.attackTarget = null;
    for (const i of g.table.peek("items", seat)) if (i.counters.wielding) g.table.setCounter(i, "wielding", 0);
  }
}
