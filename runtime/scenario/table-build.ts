/**
 * A game built in a scenario's starting state, from the read setup and the game's `scenario:`
 * data: the players with their role cards, resources and counters; the top-level keys' cards and
 * values; each player's zones (an attaching card set out attached, as when played); then the
 * rest of the card set where the data's `rest` rules put it. Nothing is played, nothing asked.
 */
import type { Agent } from "../core/agents.ts";
import type { Catalogue } from "../core/catalogue.ts";
import type { GameRules } from "../core/rules.ts";
import type { CardInstance } from "../core/table.ts";
import { startAt } from "./slice.ts";
import { startingTokens } from "../core/tokens.ts";
import type { TableCards } from "./table-cards.ts";
import type { RestRule, ScenarioTable } from "./table-rules.ts";
import type { TableSetup } from "./table-setup.ts";
import { setProperty, tableEntity, type AnyEngine } from "./table-values.ts";
import type { Scenario } from "./types.ts";

/** What a game's runtime folder gives the generic scenario support (`tableScenario`). */
export interface TableGame<E extends AnyEngine> {
  /** game.yaml's `scenario:` section, compiled (`generated/<game>/scenario.ts`). */
  readonly table: ScenarioTable;
  readonly rules: GameRules<never>;
  readonly catalogue: Catalogue;
  /** A game with nobody seated and nothing on the table. */
  newGame(scenario: Scenario, options: { readonly agents: readonly Agent[]; readonly onStep?: (e: E) => void }): E;
  /** What the game keeps about a seat besides the table's player (the role card it plays); nothing when absent. */
  seat?(e: E, seat: number, name: string, role: string | null): void;
  /** The values game.yaml declares `means: hook`, by key. */
  readonly values?: ReadonlyMap<string, (e: E, seat: number) => unknown>;
  /** Optional: what the game's setup gives the cards of a starting table once all are out (tokens a card comes with). */
  ready?(e: E): void;
}

export interface BuiltTable<E> {
  readonly e: E;
  /** The seat each card instance was dealt to, so a player's card is found after it left them. */
  readonly dealtTo: ReadonlyMap<string, number>;
}

export function buildTable<E extends AnyEngine>(game: TableGame<E>, cards: TableCards, setup: TableSetup, s: Scenario, options: { readonly agents: readonly Agent[]; readonly onStep?: (e: E) => void }): BuiltTable<E> {
  const data = game.table;
  const e = game.newGame(s, options);
  const dealtTo = new Map<string, number>();
  const placed = new Set<string>();
  const create = (id: string, zone: string, owner: number | null): CardInstance => {
    const inst = e.table.create(id, zone, owner);
    // A card set out in play comes with the tokens its fields show, as the engine gives them.
    if (e.isLiveZone(zone)) startingTokens(e, inst);
    placed.add(cards.physical(id));
    if (owner !== null) dealtTo.set(inst.uid, owner);
    return inst;
  };
  e.log.at("scenario setup");
  setup.players.forEach((p, seat) => {
    game.seat?.(e, seat, s.players[seat].name, p.role);
    if (p.role) placed.add(cards.physical(p.role));
    Object.assign(e.table.addPlayer(s.players[seat].name, data.resources).resources, p.resources);
  });
  e.leader = setup.leader;
  setup.players.forEach((p, seat) => {
    for (const v of data.playerValues) if (v.set) setProperty(e, seat, e.seatEntity(seat), v.of!, p.values.get(v.key) ?? 0);
  });
  for (const key of data.table) {
    const t = setup.table.get(key.key)!;
    for (const id of t.cards) create(id, key.zone, null);
    const entity = tableEntity(e, key);
    if (!entity) continue;
    for (const v of key.values.filter((x) => x.set)) {
      const set = t.values.get(v.key);
      if (v.perPlayer) setup.players.forEach((_, seat) => setProperty(e, seat, entity, v.of!, (set as ReadonlyMap<number, number> | undefined)?.get(seat) ?? 0));
      else setProperty(e, e.leader, entity, v.of!, (set as number | undefined) ?? 0);
    }
  }
  setup.players.forEach((p, seat) => {
    for (const z of data.playerZones) {
      for (const id of p.zones.get(z.key) ?? []) {
        const inst = create(id, z.zone, seat);
        if (z.attached && game.catalogue.hasTrait(id, z.attached)) e.attach(inst, e.seatEntity(seat));
      }
    }
  });
  for (const rule of data.rest) {
    const owner = rule.owner === "leader" ? e.leader : null;
    for (const id of restCards(e, cards, rule, setup, placed)) for (let i = 0; i < rule.copies; i++) create(id, rule.zone, owner);
  }

  game.ready?.(e);
  startAt(e, setup.range);
  setup.players.forEach((p, seat) => {
    const lead = seat === setup.leader ? " (Leader)" : "";
    e.log.add(p.role ? `${s.players[seat].name} plays ${cards.name(p.role)}${lead}` : `${s.players[seat].name}${lead}`);
  });
  for (const key of data.table) if (key.one && setup.table.get(key.key)!.cards.length) e.log.add(`${key.key}: ${cards.name(setup.table.get(key.key)!.cards[0])}`);
  return { e, dealtTo };
}

/** The cards one `rest` rule places: front sides not placed yet, filtered, one per field value, shuffled. */
function restCards(e: AnyEngine, cards: TableCards, rule: RestRule, setup: TableSetup, placed: ReadonlySet<string>): string[] {
  let pool = cards.ofKinds(rule.kinds).filter((c) => !cards.isBack(c.id) && !placed.has(cards.physical(c.id)));
  if (rule.with !== null) pool = pool.filter((c) => !!cards.field(c.id, rule.with!));
  if (rule.without !== null) pool = pool.filter((c) => !cards.field(c.id, rule.without!));
  if (rule.onePer !== null) {
    const byValue = new Map<number, string>();
    for (const c of pool) if (!byValue.has(Number(cards.field(c.id, rule.onePer)))) byValue.set(Number(cards.field(c.id, rule.onePer)), c.id);
    const floorCard = rule.above === null ? undefined : setup.table.get(rule.above)?.cards[0];
    const floor = floorCard === undefined ? -Infinity : Number(cards.field(floorCard, rule.onePer));
    return [...byValue].filter(([v]) => v > floor).sort(([a], [b]) => a - b).map(([, id]) => id);
  }
  const ids = pool.map((c) => c.id);
  return rule.shuffled ? e.rng.shuffle(ids) : ids;
}
