/**
 * The hero phase: each hero in turn order takes two actions: travel to an adjacent space, attack
 * an enemy group (the stat's Attack rule card: target, items, test), or interact with the token in
 * their space. Before travelling out of, or interacting in, a space with enemy groups, the hero
 * provokes them (their cards decide: a readied group attacks). Using a prepared card's ability
 * (a title's) takes no action. Greedy bots read the scores: attack, take tokens, head for the beacon.
 */
import type { Ref } from "../../../runtime/api.ts";
import type { AdventureGame } from "./game.ts";
import { enemiesWithin } from "./map.ts";

const STATS = ["might", "agility", "wisdom"] as const;
const ACTIONS = 2;

type Action = { label: string; score: number; run: () => void; free?: boolean };

export function heroPhase(g: AdventureGame): void {
  for (const seat of g.turnOrder()) {
    let taken = 0;
    for (let guard = 0; taken < ACTIONS && guard < 10; guard++) {
      const actions = [...options(g, seat), { label: "end turn", score: 0, run: () => {} }];
      const pick = g.ask({ seat, kind: "action", prompt: `${g.describe(g.seatEntity(seat))} in ${g.board.name(g.board.at(g.seatEntity(seat)))}: action ${taken + 1} of ${ACTIONS}`, options: actions.map((a) => a.label), scores: actions.map((a) => a.score) });
      if (pick === actions.length - 1) break;
      actions[pick].run();
      if (!actions[pick].free) taken++;
      g.settleIfChanged();
    }
  }
}

function options(g: AdventureGame, seat: number): Action[] {
  const hero = g.seatEntity(seat);
  const at = g.board.at(hero);
  const out: Action[] = [];
  const goal = objective(g, seat);
  for (const n of g.board.neighbours(at)) out.push({ label: `travel to ${g.board.name(n)}`, score: 2 + g.board.distance(at, goal) - g.board.distance(n, goal), run: () => travel(g, seat, n) });
  for (const stat of STATS) {
    const items = g.table.peek("items", seat).filter((i) => g.catalogue.hasTrait(i.cardId, stat[0].toUpperCase() + stat.slice(1)));
    const ranged = items.some((i) => g.catalogue.hasTrait(i.cardId, "Ranged"));
    const targets = [...(items.length ? enemiesWithin(g, at, 0) : []), ...(ranged ? enemiesWithin(g, at, 1) : [])];
    for (const t of targets) out.push({ label: `attack ${g.describe(t)} (${stat})`, score: 3 + g.value(seat, stat) / 2, run: () => attackWith(g, seat, t, stat) });
  }
  const space = g.board.space(at);
  if (space && !space.counters.explored && g.catalogue.effectOf(space.cardId)) out.push({ label: `interact with the token in ${g.board.name(at)}`, score: at === goal ? 6 : 4, run: () => interact(g, seat, space.uid) });
  for (const inst of g.table.peek("prepared", seat)) {
    const ctx = g.cardContext(seat, inst, null);
    const abilities = g.catalogue.effectOf(inst.cardId)?.abilities ?? [];
    const i = abilities.findIndex((a) => a.trigger.kind === "play");
    if (i < 0 || !g.rt.count(ctx, { noun: "nearby-enemy", determiner: null, filters: [] }) || !g.canRun(ctx, abilities[i] as never, i, inst.uid)) continue;
    const use = () => (g.log.add(`${g.describe(hero)} uses ${g.catalogue.name(inst.cardId)}`), g.runAbility(ctx, abilities[i] as never, i, inst.uid));
    out.push({ label: `use ${g.catalogue.name(inst.cardId)}`, score: 5, free: true, run: () => void use() });
  }
  return out;
}

/** Where a greedy hero heads: the nearest token still there (the objective's among them). */
function objective(g: AdventureGame, seat: number): number {
  const at = g.board.at(g.seatEntity(seat));
  const tokens = g.table.peek("spaces").filter((s) => !s.counters.explored && g.catalogue.effectOf(s.cardId)).map((s) => g.field<{ number: number }>(s.cardId).number);
  return tokens.sort((a, b) => g.board.distance(at, a) - g.board.distance(at, b))[0] ?? at;
}

/** Each readied enemy group in the hero's space is provoked before the hero leaves it or interacts there (an exhausted one cannot be). */
function provoke(g: AdventureGame, seat: number): void {
  const hero = g.seatEntity(seat);
  for (const enemy of enemiesWithin(g, g.board.at(hero), 0)) {
    if (g.table.card(enemy.id).counters.exhausted) continue;
    g.log.add(`${g.describe(hero)} provokes ${g.describe(enemy)}`);
    g.raise("provoked", { on: enemy, by: hero });
  }
}

function travel(g: AdventureGame, seat: number, to: number): void {
  g.log.add(`${g.describe(g.seatEntity(seat))} travels from ${g.board.name(g.board.at(g.seatEntity(seat)))} to ${g.board.name(to)}`);
  provoke(g, seat);
  g.board.place(g.seatEntity(seat), to);
  sprint(g, seat);
}

/** Sprint N: after travelling, the hero may discard a prepared Sprint card to travel up to N more spaces. */
function sprint(g: AdventureGame, seat: number): void {
  const card = g.table.peek("prepared", seat).find((i) => g.catalogue.hasTrait(i.cardId, "Sprint"));
  const hero = g.seatEntity(seat);
  const goal = objective(g, seat);
  for (let step = 0, n = card ? g.traitNumber(card.cardId, "Sprint") : 0; step < n; step++) {
    const next = g.board.neighbours(g.board.at(hero));
    const pick = g.ask({ seat, kind: "sprint", prompt: step ? "sprint on?" : `discard ${g.catalogue.name(card!.cardId)} to sprint ${n}?`, options: ["no", ...next.map((s) => g.board.name(s))], scores: [0, ...next.map((s) => g.board.distance(g.board.at(hero), goal) - g.board.distance(s, goal))] });
    if (!pick) return;
    if (!step) g.rt.verbs.discard(g.cardContext(seat, card!, null), { card: g.cardRef(card!.uid) });
    g.log.add(`${g.describe(hero)} sprints to ${g.board.name(next[pick - 1])} (${g.catalogue.name(card!.cardId)}, Sprint ${n})`);
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
