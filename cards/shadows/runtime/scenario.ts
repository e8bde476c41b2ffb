/**
 * Shadows scenarios: builds a ShadowsGame in a scenario's starting state without the normal
 * setup (seats, Heroes, decks, Station cards, Items, the Monster and the order of the
 * monster-action deck, the Leader, resources, damage), plays a slice of the round's phases with
 * the scripted decisions, and reads the numbers expectations name.
 */
import type { DocPath, Scenario, ScenarioIO, ScenarioIssue, ScenarioSupport } from "../../../runtime/scenario/types.ts";
import { suggest } from "../../../runtime/scenario/load.ts";
import type { CardInstance } from "../../../runtime/core/table.ts";
import { cards as allCards, cardsById, type CardId } from "../../../generated/shadows/index.ts";
import { ShadowsGame } from "./game.ts";
import { HERO_STATS, newSeat, RESOURCES, startsOnStation as cardStartsOnStation, Z } from "./model.ts";
import { PHASES, playPhases } from "./rounds.ts";

type Kinded = { id: string; kind: string; name: string; [k: string]: unknown };
const CARDS = allCards as unknown as readonly Kinded[];
const byId = (id: string) => cardsById[id as CardId] as unknown as Kinded | undefined;

const PHASE_NAMES = PHASES.map(([n]) => n);
const STEPS = [1, 2, 3, 4, 5, 6].map((n) => `initiative ${n}`);
/** Every moment a checkpoint can name, in the order a round reaches them. */
const MOMENTS = ["teamup", "plan", ...STEPS, "combat", "buildup", "cleanup", "refresh"];
/** Player zones a scenario can fill, by key, and the table zone each is. */
const ZONE_KEYS: Record<string, string> = { hand: Z.hand, deck: Z.deck, station: Z.station, combat: Z.combat, stunned: Z.stunned, items: Z.inventory, library: Z.library };
const ZONE_NAMES = [...Object.values(Z), "nowhere"];
const CARD_KEYS = ["zone", "up", "playable", "damage", "stun", "shields", "attached-to"];
const PLAYER_EXPECT_KEYS = [...RESOURCES, "damage", "health", "stats", "shields", "leader", "knockdowns", "monster-action", "revealed-actions", "cards", ...Object.keys(ZONE_KEYS)];
const PLAYER_KEYS = ["hero", "leader", ...RESOURCES, "damage", "monster-action", ...Object.keys(ZONE_KEYS)];

// ---------- cards ----------

function hasTrait(card: Kinded, name: string): boolean {
  return ((card.traits as string[] | undefined) ?? []).some((t) => t.split(/[\s(]/)[0] === name);
}

/** The physical card a side belongs to, named by its start side. */
function physical(id: string): string {
  const c = byId(id);
  const partnerId = c?.flip as string | undefined;
  const partner = partnerId ? byId(partnerId) : undefined;
  if (!c || !partner) return id;
  if (hasTrait(c, "BackSide") || hasTrait(partner, "StartSide")) return partner.id;
  if (hasTrait(c, "StartSide") || hasTrait(partner, "BackSide")) return c.id;
  return CARDS.findIndex((x) => x.id === c.id) < CARDS.findIndex((x) => x.id === partner.id) ? c.id : partner.id;
}

const sidesOf = (id: string): string[] => {
  const partner = byId(id)?.flip as string | undefined;
  return partner ? [id, partner] : [id];
};

const startsOnStation = (id: string): boolean => cardStartsOnStation(byId(id) as Parameters<typeof cardStartsOnStation>[0]);

/** A monster-action card named by id or by its icons (`MxAttack`, `MxAttack+MxResponse`). */
function actionLabel(c: Kinded): string {
  return (c.icons as string[]).join("+");
}

// ---------- the parsed setup ----------

interface PlayerSetup {
  name: string;
  hero: string;
  leader: boolean;
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
  round: number;
  from: string;
  to: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Reads the setup, collecting problems; the result is only used when there are none. */
function readSetup(s: Scenario, issues: ScenarioIssue[]): Setup {
  const issue = (path: DocPath, message: string) => issues.push({ path, message });
  const ofKind = (kinds: string[]) => CARDS.filter((c) => kinds.includes(c.kind)).map((c) => c.id);
  const cardId = (v: unknown, path: DocPath, kinds: string[], what: string): string | null => {
    if (typeof v !== "string") {
      issue(path, `${what} must be a card id`);
      return null;
    }
    const c = byId(v);
    if (!c) {
      issue(path, `unknown card id \`${v}\`${suggest(v, ofKind(kinds))}`);
      return null;
    }
    if (!kinds.includes(c.kind)) {
      issue(path, `\`${v}\` is a ${c.kind} card; ${what} must be ${kinds.join(" or ")}`);
      return null;
    }
    return v;
  };
  const count = (v: unknown, path: DocPath, what: string): number => {
    if (v === undefined) return 0;
    if (!Number.isInteger(v) || (v as number) < 0) {
      issue(path, `${what} must be a whole number of 0 or more`);
      return 0;
    }
    return v as number;
  };

  // Which phases to play.
  let from = "teamup";
  let to = "refresh";
  const play = s.setup.play;
  if (play === undefined) issue([], "`play:` says which phases to play, e.g. `play: { from: teamup, to: combat }` or `play: combat`");
  else if (typeof play === "string") from = to = play;
  else if (isObject(play)) {
    from = String(play.from ?? "teamup");
    to = String(play.to ?? from);
    for (const k of Object.keys(play)) if (!["from", "to"].includes(k)) issue(["play", k], `\`play:\` has only \`from:\` and \`to:\``);
  } else issue(["play"], "`play:` is a phase or `{ from: phase, to: phase }`");
  for (const [k, v] of [["from", from], ["to", to]] as const) {
    if (!PHASE_NAMES.includes(v)) issue(typeof play === "string" ? ["play"] : ["play", k], `\`${v}\` is not a phase${suggest(v, PHASE_NAMES)} (phases: ${PHASE_NAMES.join(", ")})`);
  }
  if (PHASE_NAMES.includes(from) && PHASE_NAMES.includes(to) && PHASE_NAMES.indexOf(from) > PHASE_NAMES.indexOf(to)) issue(["play"], `\`${from}\` comes after \`${to}\` in a round`);

  const round = s.setup.round ?? 1;
  if (!Number.isInteger(round) || (round as number) < 1) issue(["round"], "`round:` must be 1 or more");

  // The Monster.
  let monster: string | null = null;
  let monsterDamage: Record<string, number> = {};
  const m = s.setup.monster;
  if (typeof m === "string") monster = cardId(m, ["monster"], ["monster"], "`monster:`");
  else if (isObject(m)) {
    monster = cardId(m.card, ["monster", "card"], ["monster"], "`monster: { card: }`");
    for (const k of Object.keys(m)) if (!["card", "damage"].includes(k)) issue(["monster", k], "`monster:` has `card:` and `damage: { Player: n }`");
    if (m.damage !== undefined && !isObject(m.damage)) issue(["monster", "damage"], "`damage:` is per player: `damage: { Olivia: 2 }`");
    else monsterDamage = Object.fromEntries(Object.entries(m.damage ?? {}).map(([p, n]) => [p, count(n, ["monster", "damage", p], "damage")]));
    const names = s.players.map((p) => p.name);
    for (const p of Object.keys(monsterDamage)) if (!names.includes(p)) issue(["monster", "damage", p], `unknown player \`${p}\`${suggest(p, names)}`);
    const health = monster ? (byId(monster)!.health as number) : 0;
    for (const [p, n] of Object.entries(monsterDamage)) if (monster && n >= health) issue(["monster", "damage", p], `${n} damage would have defeated ${byId(monster)!.name} (${health} health)`);
  } else if (m !== undefined && m !== null) issue(["monster"], "`monster:` is a monster id or `{ card: id, damage: { Player: n } }`");

  // The top of the monster-action deck.
  const actions: string[] = [];
  const actionCards = CARDS.filter((c) => c.kind === "monster-action");
  const rawActions = s.setup["monster-actions"] ?? [];
  const takeAction = (v: unknown, path: DocPath): string | null => {
    if (typeof v !== "string") {
      issue(path, "a monster action is a card id or its icons, e.g. `MxAttack` or `MxAttack+MxResponse`");
      return null;
    }
    const byIdHit = actionCards.find((c) => c.id === v);
    const hit = byIdHit ?? actionCards.find((c) => actionLabel(c) === v && !actions.includes(c.id));
    if (!hit) {
      const exists = actionCards.some((c) => actionLabel(c) === v);
      issue(path, exists ? `no ${v} monster-action card is left (all are used)` : `no monster-action card \`${v}\`${suggest(v, [...new Set(actionCards.map(actionLabel))])}`);
      return null;
    }
    if (actions.includes(hit.id)) {
      issue(path, `${hit.id} is used twice`);
      return null;
    }
    actions.push(hit.id);
    return hit.id;
  };
  if (!Array.isArray(rawActions)) issue(["monster-actions"], "`monster-actions:` is a list (the top of the deck first)");

  // Players.
  const used = new Map<string, string>();
  const claim = (id: string, path: DocPath, where: string) => {
    const p = physical(id);
    if (used.has(p)) issue(path, `\`${id}\` is already ${used.get(p)}: there is one ${byId(id)!.name} card`);
    else used.set(p, where);
  };
  const players: PlayerSetup[] = s.players.map((spec) => {
    const f = spec.fields;
    const path = spec.path;
    const hero = cardId(f.hero, [...path, "hero"], ["hero"], "`hero:`") ?? "";
    if (hero) claim(hero, [...path, "hero"], `${spec.name}'s Hero`);
    const heroCard = hero ? byId(hero)! : null;
    const heroDeck = heroCard ? (heroCard.deck as string[]) : [];
    const zones: Record<string, string[]> = {};
    for (const key of Object.keys(ZONE_KEYS)) {
      const v = f[key];
      if (v === undefined) continue;
      if (!Array.isArray(v)) {
        issue([...path, key], `\`${key}:\` is a list of card ids`);
        continue;
      }
      const kinds = key === "items" ? ["item"] : ["skill", "hero-special"];
      zones[key] = [];
      v.forEach((x, i) => {
        const id = cardId(x, [...path, key, i], kinds, `a card in \`${key}:\``);
        if (!id) return;
        const owner = byId(id)!.hero as string | undefined;
        if (owner && hero && owner !== hero) issue([...path, key, i], `\`${id}\` is ${byId(owner)?.name ?? owner}'s card, and ${spec.name} plays ${heroCard!.name}`);
        claim(id, [...path, key, i], `in ${spec.name}'s ${key}`);
        zones[key].push(id);
      });
    }
    // Defaults, as at setup: the Station cards, and the rest of the Hero's cards in the deck.
    if (!zones.station) zones.station = heroDeck.filter((id) => startsOnStation(id) && !used.has(physical(id)));
    for (const id of zones.station) if (!used.has(physical(id))) used.set(physical(id), `on ${spec.name}'s Station Field`);
    if (!zones.deck) {
      zones.deck = heroDeck.filter((id) => !used.has(physical(id)));
      for (const id of zones.deck) used.set(physical(id), `in ${spec.name}'s deck`);
    }
    const restricted = (zones.items ?? []).filter((id) => hasTrait(byId(id)!, "Restricted"));
    if (restricted.length > 1) issue([...path, "items"], `a Hero equips at most one Restricted Item: ${restricted.join(", ")}`);
    const resources = Object.fromEntries(RESOURCES.map((r) => [r, count(f[r], [...path, r], `\`${r}:\``)]));
    const damage = count(f.damage, [...path, "damage"], "`damage:`");
    if (heroCard) {
      const health = (heroCard.stats as Record<string, number>).health + (zones.items ?? []).reduce((n, id) => n + (((byId(id)!.stats as Record<string, number> | undefined) ?? {}).health ?? 0), 0);
      if (damage >= health) issue([...path, "damage"], `${damage} damage would have knocked ${heroCard.name} down (${health} health)`);
    }
    if (f.leader !== undefined && typeof f.leader !== "boolean") issue([...path, "leader"], "`leader:` is true or false");
    let monsterAction: string | null = null;
    if (f["monster-action"] !== undefined) monsterAction = takeAction(f["monster-action"], [...path, "monster-action"]);
    return { name: spec.name, hero, leader: f.leader === true, zones, resources, damage, monsterAction };
  });
  if (Array.isArray(rawActions)) rawActions.forEach((v, i) => takeAction(v, ["monster-actions", i]));
  const deckTop = actions.filter((id) => !players.some((p) => p.monsterAction === id));

  const heroes = players.map((p) => p.hero).filter(Boolean);
  if (new Set(heroes).size !== heroes.length) issue(["players"], "two players play the same Hero");
  const leaders = players.flatMap((p, i) => (p.leader ? [i] : []));
  if (leaders.length > 1) issue([...s.players[leaders[1]].path, "leader"], "only one player holds the Leader card");

  // The Market.
  const market: string[] = [];
  const rawMarket = s.setup.market ?? [];
  if (!Array.isArray(rawMarket)) issue(["market"], "`market:` is a list of Item ids");
  else
    rawMarket.forEach((v, i) => {
      const id = cardId(v, ["market", i], ["item"], "a Market card");
      if (!id) return;
      claim(id, ["market", i], "in the Market");
      market.push(id);
    });
  if (monster) claim(monster, ["monster"], "the Monster");

  return { players, leader: leaders[0] ?? 0, monster, monsterDamage, actions: deckTop, market, round: round as number, from, to };
}

// ---------- building and playing ----------

export interface BuiltScenario {
  game: ShadowsGame;
  /** The seat each card instance was dealt to, so a card is found after it leaves its owner. */
  dealtTo: Map<string, number>;
  setup: Setup;
}

/** A ShadowsGame in the scenario's starting state; nothing is played yet. */
export function buildScenarioGame(scenario: Scenario, io: ScenarioIO): BuiltScenario {
  const issues: ScenarioIssue[] = [];
  const setup = readSetup(scenario, issues);
  if (issues.length) throw new Error(`invalid scenario setup: ${issues.map((i) => i.message).join("; ")}`);
  const names = setup.players.map((p) => p.name);
  const g = new ShadowsGame({
    seed: scenario.seed,
    agents: [...io.agents],
    names,
    onStep: (game) => {
      game.table.checkConservation();
      game.table.checkBounds();
      io.moment(game.info.phase === "combat" && game.info.step !== null ? `initiative ${game.info.step}` : game.info.phase);
    },
  });
  const t = g.table;
  const dealtTo = new Map<string, number>();
  const placed = new Set<string>();
  const create = (id: string, zone: string, owner: number | null): CardInstance => {
    const inst = t.create(id, zone, owner);
    placed.add(physical(id));
    if (owner !== null) dealtTo.set(inst.uid, owner);
    return inst;
  };
  g.log.at("scenario setup");

  // Seats, Heroes, resources and damage.
  setup.players.forEach((p, seat) => {
    g.seats.push(newSeat(seat, p.name, p.hero));
    const player = t.addPlayer(p.name, RESOURCES);
    Object.assign(player.resources, p.resources);
    player.counters.damage = p.damage;
  });
  g.leader = setup.leader;
  g.monsterDamage = g.seats.map((s) => setup.monsterDamage[s.name] ?? 0);

  // The Monster, the next levels' Monsters, the creatures a Monster can summon.
  if (setup.monster) create(setup.monster, Z.monster, null);
  const level = setup.monster ? (byId(setup.monster)!.level as number) : 0;
  for (const lv of [1, 2, 3]) {
    const next = CARDS.find((c) => c.kind === "monster" && c.level === lv && c.id !== setup.monster);
    if (next && lv > level) create(next.id, Z.monsterStack, null);
  }
  for (const c of CARDS.filter((c) => c.kind === "monster-creature")) create(c.id, Z.unused, null);

  // Monster actions: facedown in front of players, the named top of the deck, the rest shuffled below.
  setup.players.forEach((p, seat) => {
    if (p.monsterAction) create(p.monsterAction, Z.actionSlot, seat);
  });
  const rest = g.rng.shuffle(CARDS.filter((c) => c.kind === "monster-action" && !placed.has(c.id)).map((c) => c.id));
  for (const id of [...setup.actions, ...rest]) create(id, Z.actionDeck, null);

  // Status cards: the Leader card and the Bounty supply.
  if (byId("leader")) create("leader", Z.status, setup.leader);
  if (byId("bounty")) for (let i = 0; i < 5; i++) t.create("bounty", Z.bountySupply, null);

  // Each player's cards, zone by zone. An Attachment set out on a Station Field is attached to
  // its owner's Hero, as when it is played.
  setup.players.forEach((p, seat) => {
    for (const [key, zone] of Object.entries(ZONE_KEYS)) {
      for (const id of p.zones[key] ?? []) {
        const inst = create(id, zone, seat);
        if (zone === Z.station && hasTrait(byId(id)!, "Attachment")) {
          g.attachments.set(inst.uid, g.seats[seat].heroRef);
          inst.counters.attached = 1;
        }
      }
    }
  });

  // The Market, the Item deck (shuffled), the unused Basic Items.
  for (const id of setup.market) create(id, Z.market, null);
  const items = CARDS.filter((c) => c.kind === "item" && !placed.has(c.id));
  for (const c of items.filter((c) => c.basic)) create(c.id, Z.unused, null);
  for (const id of g.rng.shuffle(items.filter((c) => !c.basic).map((c) => c.id))) create(id, Z.itemDeck, null);

  // Heroes nobody plays, Missions, Neutral Skills in nobody's library: set aside.
  for (const c of CARDS.filter((c) => (c.kind === "hero" || c.kind === "mission") && !placed.has(c.id))) create(c.id, Z.unused, null);
  for (const c of CARDS.filter((c) => c.kind === "skill" && !c.hero && !placed.has(physical(c.id)) && physical(c.id) === c.id)) create(c.id, Z.unused, null);

  // TeamUp starts a new round, so it counts up to the scenario's round.
  g.info.round = setup.from === "teamup" ? setup.round - 1 : setup.round;
  g.info.phase = setup.from;
  setup.players.forEach((p, seat) => {
    const items = p.zones.items?.length ? ` with ${p.zones.items.map((id) => g.cardName(id)).join(", ")}` : "";
    g.log.add(`${p.name} plays ${g.cardName(p.hero)}${items}${seat === setup.leader ? " (Leader)" : ""}`);
  });
  if (setup.monster) g.log.add(`the Monster is ${g.cardName(setup.monster)}`);
  g.table.checkConservation();
  g.table.checkBounds();
  return { game: g, dealtTo, setup };
}

/** Reads the value an expectation names. */
export function probe(built: BuiltScenario, subject: string, key: readonly string[]): unknown {
  const g = built.game;
  const seatByName = (name: string) => {
    const s = g.seats.findIndex((x) => x.name === name);
    if (s < 0) throw new Error(`no player ${name}`);
    return s;
  };
  const names = (insts: CardInstance[]) => insts.map((i) => i.cardId);
  if (subject === "monster") {
    const m = g.activeMonster();
    const health = m ? ((g.card(m.cardId) as { health: number }).health) : 0;
    switch (key[0]) {
      case "card":
        return m ? m.cardId : "none";
      case "level":
        return m ? (g.card(m.cardId) as { level: number }).level : 0;
      case "health":
        return health;
      case "damage":
        return g.monsterDamage[seatByName(key[1])] ?? 0;
      case "needs":
        return m ? health - (g.monsterDamage[seatByName(key[1])] ?? 0) : 0;
    }
  }
  if (subject === "game") {
    switch (key[0]) {
      case "round":
        return g.info.round;
      case "leader":
        return g.seats[g.leader].name;
      case "market":
        return names(g.table.inZone(Z.market));
      case "ended":
        return g.ended;
    }
  }
  const seat = seatByName(subject);
  const p = g.table.players[seat];
  const k = key[0];
  if (RESOURCES.includes(k)) return p.resources[k] ?? 0;
  if (k in ZONE_KEYS) return names(g.table.inZone(ZONE_KEYS[k], seat));
  switch (k) {
    case "damage":
      return g.heroDamage(seat);
    case "health":
      return g.heroHealth(seat) - g.heroDamage(seat);
    case "stats":
      return g.stat(seat, key[1]);
    case "shields":
      return g.freeShields(seat);
    case "leader":
      return g.leader === seat;
    case "knockdowns":
      return g.seats[seat].knockdowns;
    case "monster-action": {
      const slot = g.table.inZone(Z.actionSlot, seat)[0];
      return slot ? actionLabel(g.card(slot.cardId) as unknown as Kinded) : "none";
    }
    case "revealed-actions":
      return g.table.inZone(Z.actionRevealed, seat).map((c) => actionLabel(g.card(c.cardId) as unknown as Kinded));
    case "cards": {
      const sides = sidesOf(key[1]);
      const all = [...g.table.cards.values()].filter((c) => sides.includes(c.cardId));
      const inst = all.find((c) => c.owner === seat) ?? all.find((c) => built.dealtTo.get(c.uid) === seat);
      switch (key[2]) {
        case "zone":
          return inst ? inst.zone : "nowhere";
        case "up":
          return inst ? inst.cardId : "nowhere";
        case "playable":
          return g.meetsRequirements(seat, inst ? inst.cardId : key[1]);
        case "damage":
          return inst?.counters.damage ?? 0;
        case "stun":
          return inst?.counters.stun ?? 0;
        case "shields": {
          if (!inst || g.isBlank(inst) || inst.zone === Z.stunned) return 0;
          return Math.max(0, ((g.card(inst.cardId) as { shield?: number }).shield ?? 0) - (inst.counters.damage ?? 0));
        }
        case "attached-to": {
          const on = inst ? g.attachedTo(inst) : null;
          if (!on) return "none";
          const s = g.seats.find((x) => x.heroRef.id === on.id);
          return s ? s.name : g.table.cards.has(on.id) ? g.inst(on.id).cardId : on.id;
        }
      }
    }
  }
  throw new Error(`no ${key.join(".")} for ${subject}`);
}

// ---------- validation of expectations ----------

function checkExpectation(scenario: Scenario, subject: string, key: readonly string[], expected: unknown): string | null {
  const names = scenario.players.map((p) => p.name);
  const num = (what: string) => (Number.isInteger(expected) && (expected as number) >= 0 ? null : `${what} is a whole number, not ${JSON.stringify(expected)}`);
  const bool = (what: string) => (typeof expected === "boolean" ? null : `${what} is true or false, not ${JSON.stringify(expected)}`);
  const cardList = (what: string) => {
    if (!Array.isArray(expected)) return `${what} is a list of card ids`;
    const bad = expected.find((x) => typeof x !== "string" || !byId(x));
    return bad === undefined ? null : `unknown card id \`${bad}\` in ${what}${typeof bad === "string" ? suggest(bad, CARDS.map((c) => c.id)) : ""}`;
  };
  const path = `${subject}: ${key.join(".")}`;
  const exactly = (n: number, known: string[]) => (key.length === n ? null : `\`${path}\` has no key ${key.slice(n).join(".")}${suggest(key[n] ?? "", known)}`);
  const perPlayer = (k: string) => {
    if (key.length !== 2) return `\`${k}\` is per player: \`${k}: { ${names[0]}: 1 }\``;
    if (!names.includes(key[1])) return `unknown player \`${key[1]}\`${suggest(key[1], names)} (players: ${names.join(", ")})`;
    return num(path);
  };
  if (subject === "monster") {
    const known = ["card", "level", "health", "damage", "needs"];
    switch (key[0]) {
      case "card":
        return exactly(1, known) ?? (typeof expected === "string" && (expected === "none" || byId(expected)?.kind === "monster") ? null : `\`card\` is a monster id or none`);
      case "level":
      case "health":
        return exactly(1, known) ?? num(path);
      case "damage":
      case "needs":
        return perPlayer(key[0]);
      default:
        return `unknown monster key \`${key[0]}\`${suggest(key[0], known)} (keys: ${known.join(", ")})`;
    }
  }
  if (subject === "game") {
    const known = ["round", "leader", "market", "ended"];
    switch (key[0]) {
      case "round":
        return exactly(1, known) ?? num(path);
      case "leader":
        return exactly(1, known) ?? (names.includes(String(expected)) ? null : `\`leader\` is a player's name (${names.join(", ")})`);
      case "market":
        return exactly(1, known) ?? cardList("`market`");
      case "ended":
        return exactly(1, known) ?? bool(path);
      default:
        return `unknown game key \`${key[0]}\`${suggest(key[0], known)} (keys: ${known.join(", ")})`;
    }
  }
  const k = key[0];
  if (!PLAYER_EXPECT_KEYS.includes(k)) return `unknown player key \`${k}\`${suggest(k, PLAYER_EXPECT_KEYS)} (keys: ${PLAYER_EXPECT_KEYS.join(", ")})`;
  if (k === "stats") {
    if (key.length !== 2 || !HERO_STATS.includes(key[1])) return `\`stats\` has ${HERO_STATS.join(", ")}: \`stats: { tech: 2 }\``;
    return num(path);
  }
  if (k === "cards") {
    if (key.length !== 3) return "`cards` is per card: `cards: { mystical-cloak: { zone: combat-field } }`";
    const id = key[1];
    if (!byId(id)) return `unknown card id \`${id}\`${suggest(id, CARDS.map((c) => c.id))}`;
    const what = `${id}'s ${key[2]}`;
    switch (key[2]) {
      case "zone":
        return typeof expected === "string" && ZONE_NAMES.includes(expected) ? null : `${what} is a zone: ${ZONE_NAMES.join(", ")}`;
      case "up":
        return typeof expected === "string" && sidesOf(id).includes(expected) ? null : `${what} is the id of the side up: ${sidesOf(id).join(" or ")}`;
      case "playable":
        return bool(what);
      case "damage":
      case "stun":
      case "shields":
        return num(what);
      case "attached-to":
        return typeof expected === "string" && (expected === "none" || names.includes(expected) || !!byId(expected)) ? null : `${what} is a player's name (their Hero), a card id, or none`;
      default:
        return `unknown card key \`${key[2]}\`${suggest(key[2], CARD_KEYS)} (keys: ${CARD_KEYS.join(", ")})`;
    }
  }
  if (key.length !== 1) return `\`${k}\` has no key ${key.slice(1).join(".")}`;
  if (k in ZONE_KEYS) return cardList(`\`${k}\``);
  if (k === "leader") return bool(path);
  if (k === "monster-action") {
    const labels = ["none", ...new Set(CARDS.filter((c) => c.kind === "monster-action").map(actionLabel))];
    return typeof expected === "string" && labels.includes(expected) ? null : `\`monster-action\` is the facedown card's icons or none (${labels.join(", ")})`;
  }
  if (k === "revealed-actions") return Array.isArray(expected) ? null : "`revealed-actions` is a list of icons, e.g. [MxAttack]";
  return num(path);
}

// ---------- the support the generic runner uses ----------

export const scenario: ScenarioSupport = {
  id: "shadows",
  setupKeys: ["monster", "monster-actions", "market", "round", "play"],
  playerKeys: PLAYER_KEYS,
  subjects: ["monster", "game"],
  moments: MOMENTS,
  players: { min: 2, max: 3 },
  validate(s) {
    const issues: ScenarioIssue[] = [];
    readSetup(s, issues);
    return issues;
  },
  checkExpectation,
  reachable(s) {
    const play = s.setup.play;
    const from = typeof play === "string" ? play : isObject(play) ? String(play.from ?? "teamup") : "teamup";
    const to = typeof play === "string" ? play : isObject(play) ? String(play.to ?? from) : "refresh";
    const a = PHASE_NAMES.indexOf(from);
    const b = PHASE_NAMES.indexOf(to);
    if (a < 0 || b < 0) return MOMENTS;
    const phases = PHASE_NAMES.slice(a, b + 1);
    return MOMENTS.filter((m) => phases.includes(m) || (m.startsWith("initiative") && phases.includes("combat")));
  },
  build(s, io) {
    const built = buildScenarioGame(s, io);
    const g = built.game;
    let started = false;
    return {
      play() {
        started = true;
        playPhases(g, built.setup.from, built.setup.to);
        g.table.checkConservation();
        g.table.checkBounds();
      },
      probe: (subject, key) => probe(built, subject, key),
      where: () => (started ? `round ${g.info.round} · ${g.info.phase}${g.info.step ? ` · initiative ${g.info.step}` : ""}` : `round ${built.setup.round} · before ${built.setup.from}`),
      logLines: () => g.log.lines(),
    };
  },
};
