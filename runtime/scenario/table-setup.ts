/**
 * A scenario's starting table read by the game's `scenario:` data: each player's role card,
 * zones (with their defaults from the role card), resources and counters; the top-level keys
 * (shared zones, one-card keys with their counters, per player or not); which phases to play.
 * Every problem is collected with its place in the file; the result is used only without any.
 */
import type { GameRules } from "../core/rules.ts";
import { suggest } from "./load.ts";
import { SetupReader } from "./setup-reader.ts";
import type { TableCards } from "./table-cards.ts";
import type { TableKey, ValueRule, ZoneKey } from "./table-rules.ts";
import type { PlayerSpec, Scenario, ScenarioIssue } from "./types.ts";

export interface PlayerSetup {
  readonly role: string | null;
  /** Card ids by zone key, the file's order kept, defaults filled in. */
  readonly zones: ReadonlyMap<string, readonly string[]>;
  readonly resources: Readonly<Record<string, number>>;
  /** Values the file sets (`damage: 4`), by key. */
  readonly values: ReadonlyMap<string, number>;
}

export interface TableKeySetup {
  readonly cards: readonly string[];
  /** Values set by key: one number, or one per seat. */
  readonly values: ReadonlyMap<string, number | ReadonlyMap<number, number>>;
}

export interface TableSetup {
  readonly players: readonly PlayerSetup[];
  readonly leader: number;
  readonly table: ReadonlyMap<string, TableKeySetup>;
  readonly range: { readonly from: string; readonly to: string; readonly round: number };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export function readTable(cards: TableCards, rules: GameRules<never>, s: Scenario, issues: ScenarioIssue[]): TableSetup {
  const r = new SetupReader(cards, rules, s, issues);
  const range = r.play();
  const players = s.players.map((p) => readPlayer(r, p));
  const leader = r.leader();
  const table = new Map(cards.data.table.map((key) => [key.key, readTableKey(r, key)] as const));
  return { players, leader, table, range };
}

function readPlayer(r: SetupReader, p: PlayerSpec): PlayerSetup {
  const data = r.cards.data;
  const f = p.fields;
  let role: string | null = null;
  if (data.role) {
    const key = data.role.key;
    role = r.card(f[key], [...p.path, key], data.role.kinds, `\`${key}:\``);
    if (role) r.claim(role, [...p.path, key], `${p.name}'s ${key}`);
  }
  const owns = data.role?.owns ?? null;
  const zones = new Map<string, readonly string[]>();
  for (const z of data.playerZones) {
    if (!Object.hasOwn(f, z.key)) continue;
    const list = r.cardList(f[z.key], [...p.path, z.key], z.key, z.kinds, z.one, `in ${p.name}'s ${z.key}`, (id, path) => {
      // A card tied to one role card (a Hero's own Skill) belongs to that role's player only.
      const owner = owns === null ? undefined : r.cards.field(id, owns);
      if (typeof owner === "string" && role && owner !== role) r.issue(path, `\`${id}\` is ${r.cards.name(owner)}'s card, and ${p.name} plays ${r.cards.name(role)}`);
    });
    zones.set(z.key, list);
  }
  if (role) startingZones(r, p, role, zones);
  for (const z of data.playerZones) {
    for (const { trait, count } of z.atMost) {
      const cat = r.cards.catalogue;
      const hits = (zones.get(z.key) ?? []).filter((id) => trait === null || cat.hasTrait(id, trait) || cat.card(id).kind === trait);
      if (hits.length > count) r.issue([...p.path, z.key], `\`${z.key}:\` holds at most ${count}${trait === null ? "" : ` ${trait}`} card${count === 1 ? "" : "s"}: ${hits.join(", ")}`);
    }
  }
  const values = new Map<string, number>();
  for (const v of data.playerValues) if (v.set) values.set(v.key, r.count(f[v.key], [...p.path, v.key], `\`${v.key}:\``));
  return { role, zones, resources: r.resources(p, data.resources), values };
}

/**
 * Zones the file leaves out start as at setup, from the role card's list (a Hero's `deck`):
 * first the zones taking some of its cards (kinds, passive cards played there), then the one
 * taking the rest. A card placed elsewhere in the file stays there.
 */
function startingZones(r: SetupReader, p: PlayerSpec, role: string, zones: Map<string, readonly string[]>): void {
  const picky = (z: ZoneKey) => z.starts!.kinds.length > 0 || z.starts!.passive;
  const starting = r.cards.data.playerZones.filter((z) => z.starts && !zones.has(z.key));
  for (const z of [...starting.filter(picky), ...starting.filter((x) => !picky(x))]) {
    const from = r.cards.field(role, z.starts!.from);
    const ids = Array.isArray(from) ? (from as string[]).filter((id) => r.cards.has(id) && !r.isPlaced(id)) : [];
    const taken = ids.filter((id) => !picky(z) || z.starts!.kinds.includes(r.cards.card(id).kind) || (z.starts!.passive && r.cards.isPassive(id) && r.cards.playedTo(id) === z.zone));
    for (const id of taken) r.placed.set(r.cards.physical(id), `in ${p.name}'s ${z.key}`);
    zones.set(z.key, taken);
  }
}

function readTableKey(r: SetupReader, key: TableKey): TableKeySetup {
  const values = new Map<string, number | ReadonlyMap<number, number>>();
  const v = Object.hasOwn(r.scenario.setup, key.key) ? r.scenario.setup[key.key] : undefined;
  const where = `in \`${key.key}\``;
  if (v === undefined || v === null) return { cards: [], values };
  const settable = key.values.filter((x) => x.set);
  if (!key.one || typeof v === "string") return { cards: r.cardList(v, [key.key], key.key, key.kinds, key.one, where), values };
  const shape = settable.map((x) => `\`${x.key}: ${x.perPlayer ? "{ Player: n }" : "n"}\``);
  if (!isObject(v) || !settable.length) {
    r.issue([key.key], `\`${key.key}:\` is a card id${settable.length ? ` or \`{ card: id, ${shape.map((s) => s.slice(1, -1)).join(", ")} }\`` : ""}`);
    return { cards: [], values };
  }
  for (const k of Object.keys(v)) if (k !== "card" && !settable.some((x) => x.key === k)) r.issue([key.key, k], `\`${key.key}:\` has \`card:\` and ${shape.join(", ")}`);
  const id = r.card(v.card, [key.key, "card"], key.kinds, `\`${key.key}: { card: }\``);
  const cards = id && r.claim(id, [key.key, "card"], where) ? [id] : [];
  for (const x of settable) if (Object.hasOwn(v, x.key)) values.set(x.key, x.perPlayer ? perPlayer(r, key, x, v[x.key]) : r.count(v[x.key], [key.key, x.key], x.key));
  return { cards, values };
}

/** `damage: { Olivia: 2 }`: a count per player, by seat. */
function perPlayer(r: SetupReader, key: TableKey, x: ValueRule, raw: unknown): ReadonlyMap<number, number> {
  const names = r.scenario.players.map((p) => p.name);
  const bySeat = new Map<number, number>();
  if (!isObject(raw)) {
    r.issue([key.key, x.key], `\`${x.key}:\` is per player: \`${x.key}: { ${names[names.length - 1] ?? "Player"}: 2 }\``);
    return bySeat;
  }
  for (const [name, n] of Object.entries(raw)) {
    const seat = names.indexOf(name);
    if (seat < 0) r.issue([key.key, x.key, name], `unknown player \`${name}\`${suggest(name, names)}`);
    else bySeat.set(seat, r.count(n, [key.key, x.key, name], x.key));
  }
  return bySeat;
}
