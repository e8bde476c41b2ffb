/**
 * A synthetic Shadows corpus for the benchmark: a copy of `cards/shadows/game.yaml` plus card files
 * shaped like the real ones (same kinds, field mix, effect texts, file layout of ~10 cards per file
 * in a few sub-folders). Deterministic: a seeded PRNG, never Math.random.
 */
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const SHADOWS_VOCABULARY = join(REPO_ROOT, "cards", "shadows", "game.yaml");

export interface Corpus {
  dir: string;
  cards: number;
  files: string[];
  /** Card counts by kind. */
  kinds: Record<string, number>;
  /** A card file (relative to dir) holding a card with a `text:` field, for one-card edits. */
  editable: string;
}

/** mulberry32: small, fast, good enough for shaping test data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = ReturnType<typeof prng>;
const int = (r: Rand, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
const pad = (n: number, w = 5) => String(n).padStart(w, "0");
/** A number as letters (`0` → `aaaa`): ids named in effect text need letters after each hyphen. */
const letters = (n: number, w = 4) => Array.from({ length: w }, (_, i) => String.fromCharCode(97 + (Math.floor(n / 26 ** (w - 1 - i)) % 26))).join("");

const STATS = ["strength", "tech", "magic"] as const;
const RESOURCES = ["gold", "experience"] as const;
const ROMAN = ["I", "II", "III"];
const WORDS = [
  "ancient", "blade", "shadow", "storm", "iron", "crimson", "silent", "hunter", "ember", "frost",
  "rune", "veil", "thorn", "raven", "gale", "stone", "venom", "ward", "spark", "echo", "moon",
  "ash", "lance", "fang", "oath", "tide", "hollow", "gleam", "wrath", "mist",
];
const SENTENCES = [
  "Attack a target for damage equal to your Strength",
  "If the target did not answer with a Response, gain 1 Experience",
  "Shield Points may soak what is left",
  "Once each round, when your Hero is knocked down, gain 1 Gold",
  "Name an opponent and guess a number",
  "If they hold a card for that Initiative, their Hero loses 1 health",
  "Afterwards the card is stunned for a round",
  "Automatically at the start of CleanUp, your Hero recovers 1 health",
  "Cancel damage equal to your Tech for that Ally",
  "Play it at Initiative 5, or as a Response when an Attack hits one of your Allies",
  "A weathered relic that hums when danger is near",
  "The cave remembers every Hero who fell here",
  "Usable once per game, then removed from the game",
  "While your Hero no longer meets the needs, the card counts as blank",
];

const cap = (s: string) => s[0].toUpperCase() + s.slice(1);

function cardName(r: Rand): string {
  return `${cap(pick(r, WORDS))} ${cap(pick(r, WORDS))}`;
}

/** Rules text: a short plain line, or a longer `>-` folded block like the real cards. */
function cardText(r: Rand): string {
  const n = int(r, 1, 4);
  const body = Array.from({ length: n }, () => `${pick(r, SENTENCES)}.`).join(" ");
  if (n <= 2) return `text: ${body}`;
  const lines: string[] = [];
  let line = "";
  for (const w of body.split(" ")) {
    if (line && line.length + w.length + 1 > 94) {
      lines.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  lines.push(line);
  return `text: >-\n${lines.map((l) => `  ${l}`).join("\n")}`;
}

function block(field: string, effect: string): string {
  return `${field}: |\n${effect
    .trim()
    .split("\n")
    .map((l) => (l ? `  ${l}` : ""))
    .join("\n")}`;
}

interface Skill {
  initiative: number[];
  traits: string[];
  requires?: string;
  shield?: number;
  effect?: string;
}

/** Initiative 3 reveals the monster actions: no card is played there (check rejects it). */
const offered = (n: number, hi: number): number => (n === 3 ? (hi >= 4 ? 4 : 2) : n);

const inits = (r: Rand, lo = 1, hi = 6): number[] => {
  const a = offered(int(r, lo, hi), hi);
  const b = offered(a + 1, hi);
  if (r() < 0.15 && b > a && b <= hi) return [a, b];
  return [a];
};

/** Effect templates mirroring the real skills. */
const SKILL_TEMPLATES: Array<(r: Rand) => Skill> = [
  // sword-strike / magic-missile / shield-bash
  (r) => {
    const st = pick(r, STATS);
    return { initiative: inits(r), traits: ["Attack"], effect: `attack a target for ${st}\nif not responded: gain 1 ${pick(r, RESOURCES)}` };
  },
  // shoulder-charge / flame-spear / meteor-strike
  (r) => {
    const st = pick(r, STATS);
    const n = int(r, 1, 3);
    return {
      initiative: inits(r),
      requires: `${st} >= ${int(r, 2, 5)}`,
      traits: r() < 0.5 ? ["Attack", `Delay ${pick(r, ROMAN)}`] : ["Attack-Standalone"],
      effect: `attack a target for ${st} + ${n}\nif not responded: gain 1 ${pick(r, RESOURCES)}`,
    };
  },
  // the-fist / twin-daggers
  (r) => ({
    initiative: inits(r),
    traits: r() < 0.5 ? ["Attack"] : ["Attack X2"],
    effect: `attack a target for ${int(r, 1, 7)}\nif ${r() < 0.5 ? "lost-health" : "not responded"}: gain 1 ${pick(r, RESOURCES)}`,
  }),
  // crescent-slash
  (r) => ({
    initiative: inits(r),
    requires: `strength >= ${int(r, 2, 4)}`,
    traits: ["Attack"],
    effect: `attack-many ${int(r, 2, 3)} targets for ${pick(r, STATS)}\nif not responded: gain 1 experience`,
  }),
  // hunters-snare / lightning-touch / mind-spike
  (r) => {
    const a = int(r, 1, 5);
    return {
      initiative: inits(r, 1, 4),
      traits: [r() < 0.5 ? `Predict (${a})` : `Predict (${a}/${a + 1})`],
      effect: `predict an opponent\nif predicted:\n  gain 1 ${pick(r, RESOURCES)}\n  lose ${int(r, 1, 3)} health on the predicted-hero`,
    };
  },
  // fortify / mystical-cloak
  (r) => {
    const who = pick(r, ["your hero", "an ally"]);
    const amount = pick(r, ["tech", "tech + 1", String(int(r, 2, 5)), "strength"]);
    return {
      initiative: [5],
      traits: ["Response (Attack)"],
      effect: `response to attacked on ${who}:\n  block ${amount} damage for it using shields\n  if used-as-response: gain 1 ${pick(r, RESOURCES)}`,
    };
  },
  // bounty-collector / stay-behind
  (r) =>
    r() < 0.5
      ? { initiative: [0], traits: ["Self"], effect: `whenever knocked-down on another hero by an ally:\n  gain ${int(r, 1, 2)} gold` }
      : { initiative: [0], traits: ["Self"], effect: `when knocked-down on your hero, once per round:\n  gain 1 experience` },
  // strike-weakness
  (r) => ({
    initiative: inits(r),
    requires: `strength >= ${int(r, 1, 3)}`,
    traits: ["Attack"],
    effect: `let T = another hero\nlet X = damage of T\nattack T for X\nif not responded: gain 1 experience`,
  }),
  // search / repair-kit
  (r) =>
    r() < 0.5
      ? { initiative: inits(r, 3, 6), traits: ["Spell"], effect: `replace any items in the market\ngain 1 gold` }
      : { initiative: inits(r, 3, 6), traits: ["Spell"], effect: `recover ${int(r, 1, 3)} shield\nrecover 1 health on your hero` },
  // giant-shield: no effect at all
  (r) => ({
    initiative: [offered(int(r, 3, 5), 5)],
    requires: `tech >= ${int(r, 2, 4)} and health <= ${int(r, 6, 9)}`,
    traits: ["Self", "One-Time"],
    shield: int(r, 2, 6),
  }),
  // a timed ability and a modifier
  (r) => ({
    initiative: [0],
    traits: ["Self", "Auto"],
    effect: `at start of cleanup:\n  recover 1 health on your hero\n  remove 1 stun from this\n\n+1 ${pick(r, STATS)} vs another hero`,
  }),
];

const DODGE = `response to attacked on your hero:
  block 5 damage for it using shields
  flip this

at start of cleanup:
  recover 1 health on your hero
  flip this`;
const FLAT_FOOTED = `when attack-damage-taken on your hero if not responded and not shields-used:
  may flip this`;

const HERO_SPECIALS = [
  (r: Rand) => `+1 ${pick(r, STATS)} vs another hero`,
  (r: Rand) => `+1 ${pick(r, STATS)} while damage of your hero >= ${int(r, 2, 5)}`,
  () => `whenever predict-used by you if not predicted, once per round:\n  gain 1 experience`,
  () => `when attack-damage-taken on your hero if shields-used, once per round:\n  gain 1 gold`,
];

const ITEM_EFFECTS = [
  () => `whenever knocked-down on your hero:\n  gain 1 gold`,
  () => `whenever monster-defeated by you:\n  gain 1 experience`,
  () => `whenever predict-used by you, once per round:\n  gain 1 experience`,
];

interface Card {
  kind: string;
  text: string;
}

function yamlList(xs: Array<string | number>): string {
  return `[${xs.join(", ")}]`;
}

/**
 * Writes the corpus into `dir` (emptied first). Kinds: ~78% skills, heroes with their specials,
 * items, monsters with full charts (some with a Creature), and monster actions.
 */
export function generateCorpus(dir: string, cards = 10000, seed = 1): Corpus {
  const r = prng(seed);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  copyFileSync(SHADOWS_VOCABULARY, join(dir, "game.yaml"));

  const heroes = Math.max(1, Math.round(cards * 0.02));
  const items = Math.round(cards * 0.08);
  const monsters = Math.round(cards * 0.04);
  const actions = Math.round(cards * 0.04);
  // Every 4th monster brings a Creature (a card of its own).
  const creatures = Math.floor(monsters / 4);
  const skills = Math.max(0, cards - heroes * 2 - items - monsters - creatures - actions);

  const id = (kind: string, n: number) => `bench-${kind}-${pad(n)}`;
  const groups = new Map<string, string[]>(); // folder → card texts, in order
  const push = (folder: string, text: string) => {
    const list = groups.get(folder) ?? [];
    list.push(text);
    groups.set(folder, list);
  };
  const kinds: Record<string, number> = {};
  const count = (k: string) => (kinds[k] = (kinds[k] ?? 0) + 1);

  // Skills, spread over heroes; each hero's deck lists its first few skills.
  const decks = new Map<number, string[]>();
  const skillFolders = 6;
  let n = 0;
  while (n < skills) {
    const hero = n % heroes;
    const folder = `skills/group-${(n % skillFolders) + 1}`;
    const owned = r() < 0.7;
    const heroLine = owned ? `hero: ${id("hero", hero)}\n` : "";
    const covers = r() < 0.3 ? `covers: [SHM-${pad(int(r, 1, 23), 2)}]\n` : "";
    if (n + 1 < skills && r() < 0.06) {
      // a double-sided Flat-Footed / Dodge pair, like the real ones
      const a = id("skill", n);
      const b = id("skill", n + 1);
      push(folder, `id: ${a}\nname: Flat-Footed\nkind: skill\n${heroLine}${covers}initiative: [0]\ntraits: [StartSide, Self]\nflip: ${b}\n${cardText(r)}\n${block("effect", FLAT_FOOTED)}`);
      push(folder, `id: ${b}\nname: Dodge\nkind: skill\n${heroLine}${covers}initiative: [0]\ntraits: [BackSide, Self, Response (Attack), Auto]\nflip: ${a}\n${cardText(r)}\n${block("effect", DODGE)}`);
      count("skill");
      count("skill");
      if (owned) decks.set(hero, [...(decks.get(hero) ?? []), a]);
      n += 2;
      continue;
    }
    const s = pick(r, SKILL_TEMPLATES)(r);
    const lines = [`id: ${id("skill", n)}`, `name: ${cardName(r)}`, "kind: skill"];
    if (owned) lines.push(`hero: ${id("hero", hero)}`);
    if (covers) lines.push(covers.trimEnd());
    lines.push(`initiative: ${yamlList(s.initiative)}`);
    if (s.requires) lines.push(`requires: ${s.requires}`);
    lines.push(`traits: ${yamlList(s.traits)}`);
    if (s.shield !== undefined) lines.push(`shield: ${s.shield}`);
    if (r() < 0.05) lines.push("beginner: true");
    lines.push(cardText(r));
    if (s.effect) lines.push(block("effect", s.effect));
    push(folder, lines.join("\n"));
    count("skill");
    if (owned && (decks.get(hero)?.length ?? 0) < 5) decks.set(hero, [...(decks.get(hero) ?? []), id("skill", n)]);
    n++;
  }

  // Heroes and their hero-specials.
  for (let h = 0; h < heroes; h++) {
    const special = id("special", h);
    const st = Object.fromEntries(STATS.map((s) => [s, int(r, 0, 3)]));
    const deck = [special, ...(decks.get(h) ?? [])];
    push(
      "heroes",
      [
        `id: ${id("hero", h)}`,
        `name: ${cap(pick(r, WORDS))}`,
        "kind: hero",
        `epithet: the ${cap(pick(r, WORDS))}`,
        cardText(r),
        `stats: { strength: ${st.strength}, tech: ${st.tech}, magic: ${st.magic}, health: ${int(r, 6, 10)} }`,
        "deck:",
        ...deck.map((d) => `  - ${d}`),
      ].join("\n"),
    );
    const lines = [`id: ${special}`, `name: ${cardName(r)}`, "kind: hero-special", `hero: ${id("hero", h)}`, cardText(r)];
    if (r() < 0.25) lines.push(`shield: ${int(r, 1, 3)}`);
    lines.push(block("effect", pick(r, HERO_SPECIALS)(r)));
    push("heroes", lines.join("\n"));
    count("hero");
    count("hero-special");
  }

  // Items: basic and market, stats, shields, a few triggered effects.
  for (let i = 0; i < items; i++) {
    const basic = r() < 0.3;
    const lines = [`id: ${id("item", i)}`, `name: ${cardName(r)}`, "kind: item"];
    if (r() < 0.3) lines.push("covers: [SHM-15]");
    lines.push(`cost: ${basic ? 0 : int(r, 2, 8)}`);
    if (basic) lines.push("basic: true", "traits: [Restricted, Basic]");
    else if (r() < 0.25) lines.push("traits: [Restricted]");
    const statCount = int(r, 0, 2);
    if (statCount) {
      const chosen = [...new Set(Array.from({ length: statCount }, () => pick(r, [...STATS, "health"])))];
      lines.push(`stats: { ${chosen.map((s) => `${s}: ${pick(r, [1, 1, 2, -1])}`).join(", ")} }`);
    }
    if (r() < 0.3) lines.push(`shield: ${int(r, 1, 3)}`);
    lines.push(cardText(r));
    if (r() < 0.3) lines.push(block("effect", pick(r, ITEM_EFFECTS)()));
    push("items", lines.join("\n"));
    count("item");
  }

  // Monsters with full 7-icon charts; every 4th has a Creature.
  for (let m = 0; m < monsters; m++) {
    const level = int(r, 1, 3);
    const creature = m % 4 === 3 && Math.floor(m / 4) < creatures ? `bench-creature-${letters(Math.floor(m / 4))}` : undefined;
    const a = level + 1;
    const chart: Record<string, string> = {
      MxSpecial: creature ? `summon ${creature}` : pick(r, ["nothing", `attack the challenger for ${a}\nblock ${a} damage for the monster`]),
      MxAttack: `attack the challenger for ${a + int(r, 0, 1)}`,
      MxxAttack: `attack the challenger for ${a + 2}`,
      MxResponse: `block ${a} damage for the monster`,
      MxxResponse: `block ${a + 2} damage for the monster`,
      MxSpell: `recover ${level} health on the monster`,
      MxxSpell: creature ? "nothing  # the Creature acts on this icon" : `lose ${level} health on the challenger`,
    };
    const lines = [
      `id: ${id("monster", m)}`,
      `name: ${cardName(r)}`,
      "kind: monster",
      "covers: [SHM-16, SHM-17]",
      `level: ${level}`,
      `health: ${level * 4 + int(r, 0, 3)}`,
      `species: ${cap(pick(r, WORDS))}`,
    ];
    if (creature) lines.push(`creature: ${creature}`);
    lines.push(cardText(r), "chart:");
    for (const [icon, eff] of Object.entries(chart)) lines.push(block(`  ${icon}`, eff).replace(/\n {2}/g, "\n    "));
    lines.push(`reward: ${pick(r, [`{ gold: ${level + 1} }`, `{ gold: 1, random-item: 1 }`, `{ shadow-stones: ${level} }`])}`);
    push("monsters", lines.join("\n"));
    count("monster");
    if (creature) {
      push(
        "monsters",
        [
          `id: ${creature}`,
          `name: ${cardName(r)}`,
          "kind: monster-creature",
          `health: ${int(r, 2, 6)}`,
          cardText(r),
          block("effect", `when icon on MxxSpell:\n  attack the challenger for ${int(r, 2, 4)}`),
          `reward: { gold: ${int(r, 1, 3)} }`,
        ].join("\n"),
      );
      count("monster-creature");
    }
  }

  // Monster-action cards: one or two icons, no text.
  const ICONS = ["MxSpecial", "MxAttack", "MxxAttack", "MxResponse", "MxxResponse", "MxSpell", "MxxSpell"];
  for (let i = 0; i < actions; i++) {
    const icons = r() < 0.3 ? [pick(r, ICONS), pick(r, ICONS)] : [pick(r, ICONS)];
    const lines = [`id: ${id("action", i)}`, `name: Monster Action ${i + 1}`, "kind: monster-action"];
    if (icons.length === 2) lines.push("covers: [SHM-16]");
    lines.push(`icons: ${yamlList(icons)}`);
    push("monster-actions", lines.join("\n"));
    count("monster-action");
  }

  // Files of 1-19 cards (about 10 on average), numbered within each folder.
  const files: string[] = [];
  let editable = "";
  for (const [folder, list] of groups) {
    mkdirSync(join(dir, folder), { recursive: true });
    let i = 0;
    let f = 0;
    while (i < list.length) {
      const size = Math.min(list.length - i, r() < 0.2 ? int(r, 1, 4) : int(r, 8, 14));
      const rel = `${folder}/${folder.split("/").pop()}-${pad(++f, 3)}.yaml`;
      const header = `# Synthetic ${folder} cards for the Cardsmith benchmark (seed ${seed}).\n`;
      writeFileSync(join(dir, rel), `${header}${list.slice(i, i + size).join("\n---\n")}\n`);
      files.push(rel);
      if (!editable && folder.startsWith("skills/") && size > 1) editable = rel;
      i += size;
    }
  }
  const total = Object.values(kinds).reduce((a, b) => a + b, 0);
  return { dir, cards: total, files, kinds, editable };
}

/**
 * Changes the rules text of the first card in `file` (a real one-card edit): the new text
 * carries `tag`, so every call with a new tag is a new content hash.
 */
export function editOneCard(dir: string, file: string, tag: string): void {
  const abs = join(dir, file);
  const before = readFileSync(abs, "utf8");
  const after = before.replace(/^text: (>-\n {2})?/m, (m) => `${m}Revised (${tag}). `);
  if (after === before) throw new Error(`editOneCard: no \`text:\` field in ${file}`);
  writeFileSync(abs, after);
}
