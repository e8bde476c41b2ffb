/**
 * Shadows scenarios on the generic table reader (runtime/scenario/table.ts): what Shadows adds
 * to a starting table (each player's Hero and its default deck and Station cards, Damage, the
 * facedown monster action, the Monster and its damage per player, the top of the monster-action
 * deck, the Market) and to what expectations read (Health, stats, Shield Points, KnockDowns,
 * monster actions, the Monster, the Market).
 */
import type { DocPath, PlayerSpec, Scenario, ScenarioIO, ScenarioIssue, ScenarioSupport } from "../../../runtime/scenario/types.ts";
import { suggest } from "../../../runtime/scenario/load.ts";
import {
  cardList, checkGameExpectation, checkPlayerExpectation, momentReporter, moments, NOT_GENERIC, probeGame, probePlayer, playerCard, reachable, runSlice, SetupReader, startAt, type TableSpec,
} from "../../../runtime/scenario/table.ts";
import type { CardInstance } from "../../../runtime/core/table.ts";
import { RULES } from "../../../generated/shadows/rules.ts";
import { CATALOGUE, ShadowsGame } from "./game.ts";
import { HERO_STATS, newSeat, RESOURCES, startsOnStation, Z } from "./model.ts";
import { backSides } from "./setup.ts";

type Kinded = { id: string; kind: string; name: string; [k: string]: unknown };
const CARDS = CATALOGUE.cards as unknown as readonly Kinded[];
const byId = (id: string) => (CATALOGUE.has(id) ? (CATALOGUE.card(id) as unknown as Kinded) : undefined);
const SKILLS = ["skill", "hero-special"];

const spec: TableSpec = {
  rules: RULES as never,
  catalogue: CATALOGUE,
  zoneKeys: {
    hand: { zone: Z.hand, kinds: SKILLS },
    deck: { zone: Z.deck, kinds: SKILLS },
    station: { zone: Z.station, kinds: SKILLS },
    combat: { zone: Z.combat, kinds: SKILLS },
    stunned: { zone: Z.stunned, kinds: SKILLS },
    items: { zone: Z.inventory, kinds: ["item"] },
    library: { zone: Z.library, kinds: SKILLS },
  },
  resources: RESOURCES,
  cardCounters: ["damage", "stun"],
  physical: (id) => (backSides().has(id) ? (byId(id)!.flip as string) : id),
  sides: (id) => CATALOGUE.sides(id, "flip"),
};
const ZONE_NAMES = [...Object.values(Z), "nowhere"];
const CARD_KEYS = ["zone", "up", "playable", "damage", "stun", "shields", "attached-to"];
const PLAYER_EXPECT_KEYS = [...RESOURCES, "damage", "health", "stats", "shields", "leader", "knockdowns", "monster-action", "revealed-actions", "cards", ...Object.keys(spec.zoneKeys)];
const PLAYER_KEYS = ["hero", "leader", ...RESOURCES, "damage", "monster-action", ...Object.keys(spec.zoneKeys)];
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const hasTrait = (id: string, t: string) => CATALOGUE.hasTrait(id, t);

/** A monster-action card named by its icons (`MxAttack`, `MxAttack+MxResponse`). */
const actionLabel = (c: Kinded) => (c.icons as string[]).join("+");

interface PlayerSetup {
  hero: string;
  zones: Record<string, string[]>;
  resources: Record<string, number>;
  damage: number;
  monsterAction: string | null;
}

interface Setup {
  players: PlayerSetup[];
  leader: number;
  monster: string | null;
  monsterDamage: Record<string, number>;
  actions: string[];
  market: string[];
  range: { from: string; to: string; round: number };
}

/** Reads the setup, collecting problems; the result is only used when there are none. */
function readSetup(s: Scenario, issues: ScenarioIssue[]): Setup {
  const r = new SetupReader(spec, s, issues);
  const range = r.play();

  let monster: string | null = null;
  let monsterDamage: Record<string, number> = {};
  const m = s.setup.monster;
  if (typeof m === "string") monster = r.cardId(m, ["monster"], ["monster"], "`monster:`");
  else if (isObject(m)) {
    monster = r.cardId(m.card, ["monster", "card"], ["monster"], "`monster: { card: }`");
    for (const k of Object.keys(m)) if (!["card", "damage"].includes(k)) r.issue(["monster", k], "`monster:` has `card:` and `damage: { Player: n }`");
    if (m.damage !== undefined && !isObject(m.damage)) r.issue(["monster", "damage"], "`damage:` is per player: `damage: { Olivia: 2 }`");
    else monsterDamage = Object.fromEntries(Object.entries(m.damage ?? {}).map(([p, n]) => [p, r.count(n, ["monster", "damage", p], "damage")]));
    const names = s.players.map((p) => p.name);
    for (const p of Object.keys(monsterDamage)) if (!names.includes(p)) r.issue(["monster", "damage", p], `unknown player \`${p}\`${suggest(p, names)}`);
    const health = monster ? (byId(monster)!.health as number) : 0;
    for (const [p, n] of Object.entries(monsterDamage)) if (monster && n >= health) r.issue(["monster", "damage", p], `${n} damage would have defeated ${byId(monster)!.name} (${health} health)`);
  } else if (m !== undefined && m !== null) r.issue(["monster"], "`monster:` is a monster id or `{ card: id, damage: { Player: n } }`");

  // The top of the monster-action deck, by card id or icons.
  const actions: string[] = [];
  const actionCards = CARDS.filter((c) => c.kind === "monster-action");
  const takeAction = (v: unknown, path: DocPath): string | null => {
    if (typeof v !== "string") {
      r.issue(path, "a monster action is a card id or its icons, e.g. `MxAttack` or `MxAttack+MxResponse`");
      return null;
    }
    const hit = actionCards.find((c) => c.id === v) ?? actionCards.find((c) => actionLabel(c) === v && !actions.includes(c.id));
    if (!hit) {
      const exists = actionCards.some((c) => actionLabel(c) === v);
      r.issue(path, exists ? `no ${v} monster-action card is left (all are used)` : `no monster-action card \`${v}\`${suggest(v, [...new Set(actionCards.map(actionLabel))])}`);
      return null;
    }
    if (actions.includes(hit.id)) {
      r.issue(path, `${hit.id} is used twice`);
      return null;
    }
    actions.push(hit.id);
    return hit.id;
  };
  const rawActions = s.setup["monster-actions"] ?? [];
  if (!Array.isArray(rawActions)) r.issue(["monster-actions"], "`monster-actions:` is a list (the top of the deck first)");

  const players = s.players.map((p) => readPlayer(r, p, takeAction));
  if (Array.isArray(rawActions)) rawActions.forEach((v, i) => takeAction(v, ["monster-actions", i]));
  const heroes = players.map((p) => p.hero).filter(Boolean);
  if (new Set(heroes).size !== heroes.length) r.issue(["players"], "two players play the same Hero");
  const leader = r.leader();

  const market: string[] = [];
  const rawMarket = s.setup.market ?? [];
  if (!Array.isArray(rawMarket)) r.issue(["market"], "`market:` is a list of Item ids");
  else
    rawMarket.forEach((v, i) => {
      const id = r.cardId(v, ["market", i], ["item"], "a Market card");
      if (!id) return;
      r.claim(id, ["market", i], "in the Market");
      market.push(id);
    });
  if (monster) r.claim(monster, ["monster"], "the Monster");
  const deckTop = actions.filter((id) => !players.some((p) => p.monsterAction === id));
  return { players, leader, monster, monsterDamage, actions: deckTop, market, range };
}

function readPlayer(r: SetupReader, p: PlayerSpec, takeAction: (v: unknown, path: DocPath) => string | null): PlayerSetup {
  const f = p.fields;
  const hero = r.cardId(f.hero, [...p.path, "hero"], ["hero"], "`hero:`") ?? "";
  if (hero) r.claim(hero, [...p.path, "hero"], `${p.name}'s Hero`);
  const heroCard = hero ? byId(hero)! : null;
  const zones = r.zones(p, (id, path) => {
    const owner = byId(id)!.hero as string | undefined;
    if (owner && hero && owner !== hero) r.issue(path, `\`${id}\` is ${byId(owner)?.name ?? owner}'s card, and ${p.name} plays ${heroCard!.name}`);
  });
  // Defaults, as at setup: the Station cards, and the rest of the Hero's cards in the deck.
  const heroDeck = heroCard ? (heroCard.deck as string[]) : [];
  zones.station ??= heroDeck.filter((id) => startsOnStation(byId(id) as never) && !r.isPlaced(id));
  for (const id of zones.station) if (!r.isPlaced(id)) r.placed.set(spec.physical(id), `on ${p.name}'s Station Field`);
  if (!zones.deck) {
    zones.deck = heroDeck.filter((id) => !r.isPlaced(id));
    for (const id of zones.deck) r.placed.set(spec.physical(id), `in ${p.name}'s deck`);
  }
  const restricted = (zones.items ?? []).filter((id) => hasTrait(id, "Restricted"));
  if (restricted.length > 1) r.issue([...p.path, "items"], `a Hero equips at most one Restricted Item: ${restricted.join(", ")}`);
  const damage = r.count(f.damage, [...p.path, "damage"], "`damage:`");
  if (heroCard) {
    const health = (heroCard.stats as Record<string, number>).health + (zones.items ?? []).reduce((n, id) => n + (((byId(id)!.stats as Record<string, number> | undefined) ?? {}).health ?? 0), 0);
    if (damage >= health) r.issue([...p.path, "damage"], `${damage} damage would have knocked ${heroCard.name} down (${health} health)`);
  }
  const monsterAction = f["monster-action"] === undefined ? null : takeAction(f["monster-action"], [...p.path, "monster-action"]);
  return { hero, zones, resources: r.resources(p), damage, monsterAction };
}

interface Built {
  game: ShadowsGame;
  dealtTo: Map<string, number>;
  setup: Setup;
}

/** A ShadowsGame in the scenario's starting state; nothing is played yet. */
function build(scenario: Scenario, io: ScenarioIO): Built {
  const issues: ScenarioIssue[] = [];
  const setup = readSetup(scenario, issues);
  if (issues.length) throw new Error(`invalid scenario setup: ${issues.map((i) => i.message).join("; ")}`);
  const g = new ShadowsGame({ seed: scenario.seed, agents: [...io.agents], names: scenario.players.map((p) => p.name), onStep: momentReporter(io) });
  const dealtTo = new Map<string, number>();
  const placed = new Set<string>();
  const create = (id: string, zone: string, owner: number | null): CardInstance => {
    const inst = g.table.create(id, zone, owner);
    placed.add(spec.physical(id));
    if (owner !== null) dealtTo.set(inst.uid, owner);
    return inst;
  };
  g.log.at("scenario setup");
  setup.players.forEach((p, seat) => {
    g.seats.push(newSeat(seat, scenario.players[seat].name, p.hero));
    const player = g.table.addPlayer(scenario.players[seat].name, RESOURCES);
    Object.assign(player.resources, p.resources);
    player.counters.damage = p.damage;
  });
  g.leader = setup.leader;
  g.monsterDamage = g.seats.map((s) => (Object.hasOwn(setup.monsterDamage, s.name) ? setup.monsterDamage[s.name] : 0));

  // The Monster, the next levels' Monsters, the creatures a Monster can summon.
  if (setup.monster) create(setup.monster, Z.monster, null);
  const level = setup.monster ? (byId(setup.monster)!.level as number) : 0;
  for (const lv of [1, 2, 3]) {
    const next = CARDS.find((c) => c.kind === "monster" && c.level === lv && c.id !== setup.monster);
    if (next && lv > level) create(next.id, Z.monsterStack, null);
  }
  for (const c of CARDS.filter((c) => c.kind === "monster-creature")) create(c.id, Z.unused, null);
  // Monster actions: facedown in front of players, the named top of the deck, the rest shuffled below.
  setup.players.forEach((p, seat) => p.monsterAction && create(p.monsterAction, Z.actionSlot, seat));
  const rest = g.rng.shuffle(CARDS.filter((c) => c.kind === "monster-action" && !placed.has(c.id)).map((c) => c.id));
  for (const id of [...setup.actions, ...rest]) create(id, Z.actionDeck, null);
  // Status cards, each player's cards zone by zone, the Market, the Item deck, the rest set aside.
  if (byId("leader")) create("leader", Z.status, setup.leader);
  if (byId("bounty")) for (let i = 0; i < 5; i++) g.table.create("bounty", Z.bountySupply, null);
  // An Attachment set out on a Station Field is attached to its owner's Hero, as when it is played.
  setup.players.forEach((p, seat) => {
    for (const [key, { zone }] of Object.entries(spec.zoneKeys)) {
      for (const id of p.zones[key] ?? []) {
        const inst = create(id, zone, seat);
        if (zone === Z.station && hasTrait(id, "Attachment")) {
          g.attachments.set(inst.uid, g.seats[seat].heroRef);
          inst.counters.attached = 1;
        }
      }
    }
  });
  for (const id of setup.market) create(id, Z.market, null);
  const items = CARDS.filter((c) => c.kind === "item" && !placed.has(c.id));
  for (const c of items.filter((c) => c.basic)) create(c.id, Z.unused, null);
  for (const id of g.rng.shuffle(items.filter((c) => !c.basic).map((c) => c.id))) create(id, Z.itemDeck, null);
  for (const c of CARDS.filter((c) => (c.kind === "hero" || c.kind === "mission") && !placed.has(c.id))) create(c.id, Z.unused, null);
  for (const c of CARDS.filter((c) => c.kind === "skill" && !c.hero && !placed.has(spec.physical(c.id)) && spec.physical(c.id) === c.id)) create(c.id, Z.unused, null);

  startAt(g, setup.range);
  setup.players.forEach((p, seat) => {
    const items = p.zones.items?.length ? ` with ${p.zones.items.map((id) => g.cardName(id)).join(", ")}` : "";
    g.log.add(`${g.seats[seat].name} plays ${g.cardName(p.hero)}${items}${seat === setup.leader ? " (Leader)" : ""}`);
  });
  if (setup.monster) g.log.add(`the Monster is ${g.cardName(setup.monster)}`);
  return { game: g, dealtTo, setup };
}

/** Reads the value an expectation names. */
function probe(built: Built, subject: string, key: readonly string[]): unknown {
  const g = built.game;
  const seatByName = (name: string) => {
    const s = g.seats.findIndex((x) => x.name === name);
    if (s < 0) throw new Error(`no player ${name}`);
    return s;
  };
  if (subject === "monster") {
    const m = g.activeMonster();
    const health = m ? (g.card(m.cardId) as { health: number }).health : 0;
    if (key[0] === "card") return m ? m.cardId : "none";
    if (key[0] === "level") return m ? (g.card(m.cardId) as { level: number }).level : 0;
    if (key[0] === "health") return health;
    if (key[0] === "damage") return g.monsterDamage[seatByName(key[1])] ?? 0;
    if (key[0] === "needs") return m ? health - (g.monsterDamage[seatByName(key[1])] ?? 0) : 0;
  }
  if (subject === "game") {
    if (key[0] === "market") return g.table.peek(Z.market).map((c) => c.cardId);
    const v = probeGame(g, key);
    if (v !== NOT_GENERIC) return v;
  } else if (subject !== "monster") {
    const seat = seatByName(subject);
    const v = probePlayer(g, spec, built.dealtTo, seat, key);
    if (v !== NOT_GENERIC) return v;
    const inst = key[0] === "cards" ? playerCard(g, spec, built.dealtTo, seat, key[1]) : undefined;
    switch (key[0] === "cards" ? `cards.${key[2]}` : key[0]) {
      case "damage":
        return g.heroDamage(seat);
      case "health":
        return g.heroHealth(seat) - g.heroDamage(seat);
      case "stats":
        return g.stat(seat, key[1]);
      case "shields":
        return g.freeShields(seat);
      case "knockdowns":
        return g.seats[seat].knockdowns;
      case "monster-action": {
        const slot = g.table.peek(Z.actionSlot, seat)[0];
        return slot ? actionLabel(g.card(slot.cardId) as unknown as Kinded) : "none";
      }
      case "revealed-actions":
        return g.table.peek(Z.actionRevealed, seat).map((c) => actionLabel(g.card(c.cardId) as unknown as Kinded));
      case "cards.playable":
        return g.meetsRequirements(seat, inst ? inst.cardId : key[1]);
      case "cards.attached-to": {
        const on = inst ? g.attachedTo(inst) : null;
        if (!on) return "none";
        const s = g.seats.find((x) => x.heroRef.id === on.id);
        return s ? s.name : g.table.cards.has(on.id) ? g.inst(on.id).cardId : on.id;
      }
      case "cards.shields":
        if (!inst || g.isBlank(inst) || inst.zone === Z.stunned) return 0;
        return Math.max(0, ((g.card(inst.cardId) as { shield?: number }).shield ?? 0) - (inst.counters.damage ?? 0));
    }
  }
  throw new Error(`no ${key.join(".")} for ${subject}`);
}

function checkExpectation(scenario: Scenario, subject: string, key: readonly string[], expected: unknown): string | null {
  const names = scenario.players.map((p) => p.name);
  const num = (what: string) => (Number.isInteger(expected) && (expected as number) >= 0 ? null : `${what} is a whole number, not ${JSON.stringify(expected)}`);
  const path = `${subject}: ${key.join(".")}`;
  const exactly = (n: number, known: string[]) => (key.length === n ? null : `\`${path}\` has no key ${key.slice(n).join(".")}${suggest(key[n] ?? "", known)}`);
  const perPlayer = (k: string) => {
    if (key.length !== 2) return `\`${k}\` is per player: \`${k}: { ${names[0]}: 1 }\``;
    if (!names.includes(key[1])) return `unknown player \`${key[1]}\`${suggest(key[1], names)} (players: ${names.join(", ")})`;
    return num(path);
  };
  if (subject === "monster") {
    const known = ["card", "level", "health", "damage", "needs"];
    if (key[0] === "card") return exactly(1, known) ?? (typeof expected === "string" && (expected === "none" || byId(expected)?.kind === "monster") ? null : `\`card\` is a monster id or none`);
    if (key[0] === "level" || key[0] === "health") return exactly(1, known) ?? num(path);
    if (key[0] === "damage" || key[0] === "needs") return perPlayer(key[0]);
    return `unknown monster key \`${key[0]}\`${suggest(key[0], known)} (keys: ${known.join(", ")})`;
  }
  if (subject === "game") {
    const known = ["round", "leader", "market", "ended"];
    if (key[0] === "market") return exactly(1, known) ?? cardList(spec, expected, "`market`");
    const generic = checkGameExpectation(scenario, key, expected);
    return generic === NOT_GENERIC ? `unknown game key \`${key[0]}\`${suggest(key[0], known)} (keys: ${known.join(", ")})` : generic;
  }
  const k = key[0];
  if (!PLAYER_EXPECT_KEYS.includes(k)) return `unknown player key \`${k}\`${suggest(k, PLAYER_EXPECT_KEYS)} (keys: ${PLAYER_EXPECT_KEYS.join(", ")})`;
  const generic = checkPlayerExpectation(spec, ZONE_NAMES, key, expected, CARD_KEYS);
  if (generic !== NOT_GENERIC) return generic;
  if (k === "cards" && key[2] === "attached-to") {
    return typeof expected === "string" && (expected === "none" || names.includes(expected) || !!byId(expected)) ? null : `${key[1]}'s attached-to is a player's name (their Hero), a card id, or none`;
  }
  if (k === "cards") return key[2] === "playable" ? (typeof expected === "boolean" ? null : `${key[1]}'s playable is true or false, not ${JSON.stringify(expected)}`) : num(`${key[1]}'s ${key[2]}`);
  if (k === "stats") return key.length !== 2 || !HERO_STATS.includes(key[1]) ? `\`stats\` has ${HERO_STATS.join(", ")}: \`stats: { tech: 2 }\`` : num(path);
  if (key.length !== 1) return `\`${k}\` has no key ${key.slice(1).join(".")}`;
  if (k === "monster-action") {
    const labels = ["none", ...new Set(CARDS.filter((c) => c.kind === "monster-action").map(actionLabel))];
    return typeof expected === "string" && labels.includes(expected) ? null : `\`monster-action\` is the facedown card's icons or none (${labels.join(", ")})`;
  }
  if (k === "revealed-actions") return Array.isArray(expected) ? null : "`revealed-actions` is a list of icons, e.g. [MxAttack]";
  return num(path);
}

export const scenario: ScenarioSupport = {
  id: "shadows",
  setupKeys: ["monster", "monster-actions", "market", "round", "play"],
  playerKeys: PLAYER_KEYS,
  subjects: ["monster", "game"],
  moments: moments(spec.rules),
  players: { min: 2, max: 3 },
  validate(s) {
    const issues: ScenarioIssue[] = [];
    readSetup(s, issues);
    return issues;
  },
  checkExpectation,
  reachable: (s) => reachable(spec.rules, s),
  build(s, io) {
    const built = build(s, io);
    return runSlice(built.game, built.setup.range, (subject, key) => probe(built, subject, key));
  },
};
