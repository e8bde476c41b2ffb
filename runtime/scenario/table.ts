/**
 * The generic half of a table game's scenario support: a scenario's starting table (players'
 * zones, resources, the leader, which phases to play from which round), validated card by card
 * with located problems; the moments checkpoints may name, from the rules' phases and steps;
 * reading the values expectations name (resources, zone lists, a card's zone, side and counters,
 * the round, the leader, the end); and running the slice of play. A game adds only its own keys.
 */
import type { Catalogue, CatalogueCard } from "../core/catalogue.ts";
import type { Engine } from "../core/engine.ts";
import type { GameRules } from "../core/rules.ts";
import type { CardInstance } from "../core/table.ts";
import { suggest } from "./load.ts";
import type { DocPath, PlayerSpec, Scenario, ScenarioIO, ScenarioIssue, ScenarioGameRun } from "./types.ts";

/** What a game tells the generic reader about its table. */
export interface TableSpec {
  readonly rules: GameRules<never>;
  readonly catalogue: Catalogue;
  /** Player keys listing the cards in one of the player's zones (`items: inventory`), with the kinds allowed there. */
  readonly zoneKeys: Readonly<Record<string, { readonly zone: string; readonly kinds: readonly string[] }>>;
  /** Resources a player key sets and an expectation reads (`gold: 2`). */
  readonly resources: readonly string[];
  /** Counters a `cards:` expectation reads (`stun: 1`). */
  readonly cardCounters: readonly string[];
  /** The physical card a side belongs to: both sides of a double-sided card are one card. */
  physical(id: string): string;
  /** Every side of the physical card `id` is a side of. */
  sides(id: string): readonly string[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Every moment a checkpoint can name, in the order a round reaches them: each step number, then its phase. */
export function moments(rules: GameRules<never>): string[] {
  return rules.phases.flatMap((p) => {
    const step = p.step ? rules.steps.find((s) => s.name === p.step) : undefined;
    return [...(step ? step.numbers.map((n) => `${step.name} ${n}`) : []), p.name];
  });
}

/** The phases a scenario plays: `play: combat` or `play: { from: teamup, to: combat }`. */
export function playRange(rules: GameRules<never>, s: Scenario): { from: string; to: string } {
  const first = rules.phases[0].name;
  const play = s.setup.play;
  if (typeof play === "string") return { from: play, to: play };
  if (isObject(play)) return { from: String(play.from ?? first), to: String(play.to ?? play.from ?? first) };
  return { from: first, to: rules.phases[rules.phases.length - 1].name };
}

/** Moments the scenario's play reaches, to reject checkpoints that could never run. */
export function reachable(rules: GameRules<never>, s: Scenario): string[] {
  const names = rules.phases.map((p) => p.name);
  const { from, to } = playRange(rules, s);
  const a = names.indexOf(from);
  const b = names.indexOf(to);
  if (a < 0 || b < 0) return moments(rules);
  const played = new Set(names.slice(a, b + 1));
  return rules.phases.filter((p) => played.has(p.name)).flatMap((p) => moments({ ...rules, phases: [p] }));
}

/** Reads a scenario's starting table, collecting problems (each at its place in the file). */
export class SetupReader {
  /** Physical cards already placed, and where (one card is in one place). */
  readonly placed = new Map<string, string>();

  constructor(
    readonly spec: TableSpec,
    readonly scenario: Scenario,
    readonly issues: ScenarioIssue[],
  ) {}

  issue(path: DocPath, message: string): void {
    this.issues.push({ path, message });
  }

  private ofKinds(kinds: readonly string[]): string[] {
    return this.spec.catalogue.cards.filter((c) => kinds.includes(c.kind)).map((c) => c.id);
  }

  card(id: string): CatalogueCard & Record<string, unknown> {
    return this.spec.catalogue.card(id) as CatalogueCard & Record<string, unknown>;
  }

  /** A card id of one of `kinds`, or null (and a problem). */
  cardId(v: unknown, path: DocPath, kinds: readonly string[], what: string): string | null {
    if (typeof v !== "string") {
      this.issue(path, `${what} must be a card id`);
      return null;
    }
    if (!this.spec.catalogue.has(v)) {
      this.issue(path, `unknown card id \`${v}\`${suggest(v, this.ofKinds(kinds))}`);
      return null;
    }
    const kind = this.spec.catalogue.card(v).kind;
    if (!kinds.includes(kind)) {
      this.issue(path, `\`${v}\` is a ${kind} card; ${what} must be ${kinds.join(" or ")}`);
      return null;
    }
    return v;
  }

  /** A whole number of 0 or more (0 when absent). */
  count(v: unknown, path: DocPath, what: string): number {
    if (v === undefined) return 0;
    if (!Number.isInteger(v) || (v as number) < 0) {
      this.issue(path, `${what} must be a whole number of 0 or more`);
      return 0;
    }
    return v as number;
  }

  /** Places a physical card once; a second placement is a problem naming the first. */
  claim(id: string, path: DocPath, where: string): void {
    const p = this.spec.physical(id);
    const name = this.spec.catalogue.name(id);
    if (this.placed.has(p)) this.issue(path, `\`${id}\` is already ${this.placed.get(p)}: there is one ${name} card`);
    else this.placed.set(p, where);
  }

  isPlaced(id: string): boolean {
    return this.placed.has(this.spec.physical(id));
  }

  /** A player's zone lists (`hand: [...]`); `check` may add the game's own problems per card. */
  zones(player: PlayerSpec, check?: (id: string, path: DocPath) => void): Record<string, string[]> {
    const zones: Record<string, string[]> = {};
    for (const [key, { kinds }] of Object.entries(this.spec.zoneKeys)) {
      const v = player.fields[key];
      if (v === undefined) continue;
      if (!Array.isArray(v)) {
        this.issue([...player.path, key], `\`${key}:\` is a list of card ids`);
        continue;
      }
      zones[key] = [];
      v.forEach((x, i) => {
        const path = [...player.path, key, i];
        const id = this.cardId(x, path, kinds, `a card in \`${key}:\``);
        if (!id) return;
        check?.(id, path);
        this.claim(id, path, `in ${player.name}'s ${key}`);
        zones[key].push(id);
      });
    }
    return zones;
  }

  resources(player: PlayerSpec): Record<string, number> {
    return Object.fromEntries(this.spec.resources.map((r) => [r, this.count(player.fields[r], [...player.path, r], `\`${r}:\``)]));
  }

  /** The seat holding `leader: true` (the first player by default); at most one. */
  leader(): number {
    const leaders: number[] = [];
    for (const p of this.scenario.players) {
      const v = p.fields.leader;
      if (v !== undefined && typeof v !== "boolean") this.issue([...p.path, "leader"], "`leader:` is true or false");
      if (v === true) leaders.push(p.seat);
    }
    if (leaders.length > 1) this.issue([...this.scenario.players[leaders[1]].path, "leader"], "only one player holds the Leader card");
    return leaders[0] ?? 0;
  }

  /** Which phases to play and from which round. */
  play(): { from: string; to: string; round: number } {
    const names = this.spec.rules.phases.map((p) => p.name);
    const play = this.scenario.setup.play;
    if (play === undefined) this.issue([], `\`play:\` says which phases to play, e.g. \`play: { from: ${names[0]}, to: ${names[names.length - 1]} }\` or \`play: ${names[0]}\``);
    else if (isObject(play)) {
      for (const k of Object.keys(play)) if (!["from", "to"].includes(k)) this.issue(["play", k], "`play:` has only `from:` and `to:`");
    } else if (typeof play !== "string") this.issue(["play"], "`play:` is a phase or `{ from: phase, to: phase }`");
    const { from, to } = playRange(this.spec.rules, this.scenario);
    for (const [k, v] of [["from", from], ["to", to]] as const) {
      if (!names.includes(v)) this.issue(typeof play === "string" ? ["play"] : ["play", k], `\`${v}\` is not a phase${suggest(v, names)} (phases: ${names.join(", ")})`);
    }
    if (names.includes(from) && names.includes(to) && names.indexOf(from) > names.indexOf(to)) this.issue(["play"], `\`${from}\` comes after \`${to}\` in a round`);
    const round = this.scenario.setup.round ?? 1;
    if (!Number.isInteger(round) || (round as number) < 1) this.issue(["round"], "`round:` must be 1 or more");
    return { from, to, round: round as number };
  }
}

/** Marks a value an expectation names that the generic reader does not know: the game reads it. */
export const NOT_GENERIC: unique symbol = Symbol("not generic");

/** The cards of a zone, by id. */
const ids = (insts: readonly CardInstance[]) => insts.map((i) => i.cardId);

/** A card instance a player's expectation names: theirs now, else the one dealt to them. */
export function playerCard<V extends object>(e: Engine<V>, spec: TableSpec, dealtTo: ReadonlyMap<string, number>, seat: number, id: string): CardInstance | undefined {
  const sides = spec.sides(id);
  const all = [...e.table.cards.values()].filter((c) => sides.includes(c.cardId));
  return all.find((c) => c.owner === seat) ?? all.find((c) => dealtTo.get(c.uid) === seat);
}

/** Reads a generic player value (a resource, a zone list, a card's zone, side or counter). */
export function probePlayer<V extends object>(e: Engine<V>, spec: TableSpec, dealtTo: ReadonlyMap<string, number>, seat: number, key: readonly string[]): unknown {
  const k = key[0];
  if (spec.resources.includes(k)) return e.table.players[seat].resources[k] ?? 0;
  const zone = Object.hasOwn(spec.zoneKeys, k) ? spec.zoneKeys[k] : undefined;
  if (zone) return ids(e.table.peek(zone.zone, seat));
  if (k === "leader") return e.leader === seat;
  if (k === "cards") {
    const inst = playerCard(e, spec, dealtTo, seat, key[1]);
    if (key[2] === "zone") return inst ? inst.zone : "nowhere";
    if (key[2] === "up") return inst ? inst.cardId : "nowhere";
    if (spec.cardCounters.includes(key[2])) return inst?.counters[key[2]] ?? 0;
  }
  return NOT_GENERIC;
}

/** Reads a generic `game` value: the round, the leader's name, whether it ended. */
export function probeGame<V extends object>(e: Engine<V>, key: readonly string[]): unknown {
  if (key[0] === "round") return e.info.round;
  if (key[0] === "leader") return e.seatName(e.leader);
  if (key[0] === "ended") return e.ended;
  return NOT_GENERIC;
}

/** Why a generic player expectation cannot be checked, null if it can, NOT_GENERIC if the game must say. */
export function checkPlayerExpectation(spec: TableSpec, zoneNames: readonly string[], key: readonly string[], expected: unknown, cardKeys: readonly string[]): string | null | typeof NOT_GENERIC {
  const k = key[0];
  const num = (what: string) => (Number.isInteger(expected) && (expected as number) >= 0 ? null : `${what} is a whole number, not ${JSON.stringify(expected)}`);
  if (spec.resources.includes(k)) return key.length === 1 ? num(k) : `\`${k}\` has no key ${key.slice(1).join(".")}`;
  if (Object.hasOwn(spec.zoneKeys, k)) {
    if (key.length !== 1) return `\`${k}\` has no key ${key.slice(1).join(".")}`;
    return cardList(spec, expected, `\`${k}\``);
  }
  if (k === "leader") return typeof expected === "boolean" ? null : `${k} is true or false, not ${JSON.stringify(expected)}`;
  if (k !== "cards") return NOT_GENERIC;
  if (key.length !== 3) return "`cards` is per card: `cards: { <card id>: { zone: <zone> } }`";
  const id = key[1];
  if (!spec.catalogue.has(id)) return `unknown card id \`${id}\`${suggest(id, spec.catalogue.cards.map((c) => c.id))}`;
  const what = `${id}'s ${key[2]}`;
  if (key[2] === "zone") {
    if (typeof expected === "string" && zoneNames.includes(expected)) return null;
    // `combat` is how a player's zone list is written; a card's `zone:` names the zone itself.
    const alias = typeof expected === "string" && Object.hasOwn(spec.zoneKeys, expected) ? `; the player key \`${expected}\` is the zone \`${spec.zoneKeys[expected].zone}\`` : suggest(String(expected), zoneNames);
    return `${what} must be one of the zones ${zoneNames.join(", ")}${alias}`;
  }
  if (key[2] === "up") return typeof expected === "string" && spec.sides(id).includes(expected) ? null : `${what} is the id of the side up: ${spec.sides(id).join(" or ")}`;
  if (spec.cardCounters.includes(key[2])) return num(what);
  if (cardKeys.includes(key[2])) return NOT_GENERIC;
  return `unknown card key \`${key[2]}\`${suggest(key[2], cardKeys)} (keys: ${cardKeys.join(", ")})`;
}

/** Why a generic `game` expectation cannot be checked, null if it can, NOT_GENERIC if the game must say. */
export function checkGameExpectation(scenario: Scenario, key: readonly string[], expected: unknown): string | null | typeof NOT_GENERIC {
  const names = scenario.players.map((p) => p.name);
  if (!["round", "leader", "ended"].includes(key[0])) return NOT_GENERIC;
  if (key.length !== 1) return `\`game: ${key.join(".")}\` has no key ${key.slice(1).join(".")}`;
  if (key[0] === "round") return Number.isInteger(expected) && (expected as number) >= 0 ? null : `round is a whole number, not ${JSON.stringify(expected)}`;
  if (key[0] === "leader") return names.includes(String(expected)) ? null : `\`leader\` is a player's name (${names.join(", ")})`;
  return typeof expected === "boolean" ? null : `ended is true or false, not ${JSON.stringify(expected)}`;
}

/** A list of known card ids, or why not. */
export function cardList(spec: TableSpec, expected: unknown, what: string): string | null {
  if (!Array.isArray(expected)) return `${what} is a list of card ids`;
  const bad = expected.find((x) => typeof x !== "string" || !spec.catalogue.has(x));
  return bad === undefined ? null : `unknown card id \`${bad}\` in ${what}${typeof bad === "string" ? suggest(bad, spec.catalogue.cards.map((c) => c.id)) : ""}`;
}

/** The moment an engine just finished, as checkpoints name it: `initiative 2`, `combat`. */
export function momentOf<V extends object>(e: Engine<V>): string {
  const step = e.info.step === null ? undefined : e.rules.steps.find((s) => s.phase === e.info.phase);
  return step ? `${step.name} ${e.info.step}` : e.info.phase;
}

/** Plays the scenario's phases on a built engine, checking the table's invariants after. */
export function runSlice<V extends object>(e: Engine<V>, range: { from: string; to: string; round: number }, probe: ScenarioGameRun["probe"]): ScenarioGameRun {
  let started = false;
  const invariants = () => {
    e.table.checkConservation();
    e.table.checkBounds();
  };
  invariants();
  return {
    play() {
      started = true;
      e.procedure.playPhases(range.from, range.to);
      invariants();
    },
    probe,
    where: () => (started ? e.where() : `round ${range.round} · before ${range.from}`),
    logLines: () => e.log.lines(),
  };
}

/** Tells the runner each moment as the engine finishes it, after checking the table's invariants. */
export function momentReporter<V extends object>(io: ScenarioIO): (e: Engine<V>) => void {
  return (e) => {
    e.table.checkConservation();
    e.table.checkBounds();
    io.moment(momentOf(e));
  };
}

/** Sets the round and phase the scenario starts at (starting at the first phase starts a new round). */
export function startAt<V extends object>(e: Engine<V>, range: { from: string; round: number }): void {
  e.info.round = range.from === e.rules.phases[0].name ? range.round - 1 : range.round;
  e.info.phase = range.from;
}
