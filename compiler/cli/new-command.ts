/**
 * `cardsmith new card <game> <kind> <id>` writes a card file of that kind whose every required
 * field holds a placeholder that checks; `cardsmith new game <name>` a game folder with a minimal
 * vocabulary, procedure and one card, which checks and builds. Neither ever overwrites a file.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { Document, isMap, isSeq } from "yaml";
import { checkGame, relativeTo, VOCABULARY_FILE } from "../check/check-game.ts";
import { didYouMean } from "../check/suggest.ts";
import { sanitizeText } from "../diagnostics/text-width.ts";
import { pascalCase } from "../emit/names.ts";
import { cardKeyOrder, formatCardText } from "../format/format-cards.ts";
import { PACKAGE_ROOT } from "../package-root.ts";
import { gamesUnder, UsageError } from "../project.ts";
import { ID_PATTERN } from "../schema/card-schema.ts";
import { writeWorkspaceFiles } from "../editor/workspace-files.ts";
import { loadGameVocabulary } from "../vocab/load-vocabulary.ts";
import { mapKeyNames, type FieldType, type Vocabulary } from "../vocab/vocabulary.ts";
import { insideProject } from "./fmt-command.ts";
import { tableZoneOf } from "../vocab/table-cards.ts";

export interface NewCardOptions {
  file?: string;
  stdout?: boolean;
}

const GAME_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

function gameDirOf(root: string, game: string): string {
  const dir = join(root, "cards", game);
  if (!GAME_NAME.test(game) || !existsSync(join(dir, VOCABULARY_FILE))) {
    const known = gamesUnder(join(root, "cards")).map((g) => g.split(/[\\/]/).pop()!);
    const hint = didYouMean(game, known);
    throw new UsageError(`no game \`${sanitizeText(game)}\` in cards/ (${hint ?? `games: ${known.join(", ") || "none"}`})`);
  }
  return dir;
}

export function runNewCard(game: string, kind: string, id: string, opts: NewCardOptions, root = process.cwd()): number {
  const dir = gameDirOf(root, game);
  const vocabPath = join(dir, VOCABULARY_FILE);
  const loaded = loadGameVocabulary(`cards/${game}/${VOCABULARY_FILE}`, readFileSync(vocabPath, "utf8"), []);
  if (!loaded) throw new UsageError(`cards/${game}/${VOCABULARY_FILE} has errors; \`cardsmith check cards/${game}\` shows them`);
  const vocab = loaded.vocab;
  const kinds = Object.keys(vocab.kinds);
  if (!Object.hasOwn(vocab.kinds, kind)) {
    throw new UsageError(`\`${sanitizeText(kind)}\` is not a card kind of ${game} (${didYouMean(kind, kinds) ?? `kinds: ${kinds.join(", ")}`})`);
  }
  if (!new RegExp(ID_PATTERN).test(id)) throw new UsageError(`\`${sanitizeText(id)}\` is not a card id: lowercase letters and digits in words joined by \`-\`, such as \`cheap-shot\``);

  // The cards the game has: their ids, kinds and files.
  const check = checkGame(dir, relativeTo(root));
  const existing = new Map<string, { kind: string; file: string }>();
  for (const [file, entry] of Object.entries(check.state.files)) for (const c of entry.cards) if (!existing.has(c.id)) existing.set(c.id, { kind: c.kind, file });
  const clash = existing.get(id);
  if (clash) throw new UsageError(`${game} already has a card \`${id}\` (in cards/${game}/${clash.file})`);

  const text = cardText(vocab, kind, id, existing);
  if (opts.stdout) {
    process.stdout.write(text);
    return 0;
  }
  const target = opts.file ? cardPath(root, dir, opts.file) : join(dir, defaultFolder(kind, existing), `${id}.yaml`);
  const shown = relative(root, target).split(sep).join("/");
  if (existsSync(target)) throw new UsageError(`\`${shown}\` already exists (new never overwrites a file): name another with --file, or print the card with --stdout`);
  mkdirSync(dirname(target), { recursive: true });
  try {
    writeFileSync(target, text, { encoding: "utf8", flag: "wx" }); // `wx`: fails rather than overwrite
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "EEXIST") throw new UsageError(`\`${shown}\` already exists`);
    throw e;
  }
  process.stdout.write(`created ${shown} (${kind} \`${id}\`); fill in its placeholders, then \`cardsmith check ${shown}\`\n`);
  return 0;
}

/** `--file`: inside the game's folder, a YAML file that is not the vocabulary. */
function cardPath(root: string, gameDir: string, file: string): string {
  const abs = insideProject(file, root);
  const rel = relative(gameDir, abs);
  if (rel.startsWith("..") || rel === "") throw new UsageError(`\`${sanitizeText(file)}\` is not inside the game's folder ${relative(root, gameDir)}/`);
  if (!/\.ya?ml$/i.test(abs)) throw new UsageError(`\`${sanitizeText(file)}\` must end in .yaml or .yml`);
  if (rel === VOCABULARY_FILE) throw new UsageError(`\`${sanitizeText(file)}\` is the game's vocabulary`);
  return abs;
}

/** The folder (relative to the game) holding most cards of the kind; `<kind>s/` for a kind with none yet. */
function defaultFolder(kind: string, existing: Map<string, { kind: string; file: string }>): string {
  const counts = new Map<string, number>();
  for (const c of existing.values()) {
    if (c.kind !== kind) continue;
    const folder = c.file.includes("/") ? c.file.slice(0, c.file.lastIndexOf("/")) : "";
    counts.set(folder, (counts.get(folder) ?? 0) + 1);
  }
  const best = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
  return best ? best[0] : `${kind}s`;
}

/** `cheap-shot` → `Cheap Shot`. */
function titleOf(id: string): string {
  return id
    .split("-")
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

/** The card file's text: id, name, kind and every required field, canonically formatted. */
export function cardText(vocab: Vocabulary, kind: string, id: string, existing: ReadonlyMap<string, { kind: string }>): string {
  const fields = new Map(Object.entries(vocab.kinds[kind].fields));
  const data = new Map<string, unknown>([
    ["id", id],
    ["name", titleOf(id)],
    ["kind", kind],
  ]);
  for (const [name, spec] of fields) if (spec.required) data.set(name, placeholder(vocab, spec, name, existing));
  // a card laid once for the table acts only through triggers (table-cards.ts): its effect starts as one
  const firstEvent = Object.keys(vocab.events)[0];
  if (tableZoneOf(vocab, kind) !== null && firstEvent !== undefined) {
    for (const [name, spec] of fields) if (spec.required && spec.type === "effect") data.set(name, `when ${firstEvent}: nothing`);
  }
  const ordered = cardKeyOrder(vocab, kind).filter((k) => data.has(k));
  const doc = new Document(Object.fromEntries(ordered.map((k) => [k, data.get(k)])));
  // Lists and maps in flow style, as the bundled cards write them (`initiative: [2]`).
  if (isMap(doc.contents)) for (const pair of doc.contents.items) if (isSeq(pair.value) || isMap(pair.value)) pair.value.flow = true;
  // `{ gold: 1 }` but `[Attack]`, as the bundled cards write them.
  const text = doc.toString({ flowCollectionPadding: true, lineWidth: 0 }).replace(/^([^\s:]+): \[ (.*) \]$/gm, "$1: [$2]");
  return formatCardText(`${id}.yaml`, text, vocab).text ?? text;
}

function placeholder(vocab: Vocabulary, ft: FieldType, field: string, existing: ReadonlyMap<string, { kind: string }>): unknown {
  switch (ft.type) {
    case "string":
      return "TODO";
    case "int":
      return Math.min(ft.max ?? Number.MAX_SAFE_INTEGER, Math.max(ft.min ?? 0, 0));
    case "bool":
      return false;
    case "enum":
      return ft.values[0];
    case "icon":
      if (!vocab.icons.length) throw new UsageError(`cannot fill \`${field}\`: the game declares no icons`);
      return vocab.icons[0];
    case "traits":
      return [];
    case "effect":
      return "nothing";
    case "condition":
      return "true";
    case "ref": {
      const ids = refCandidates(ft.to, existing);
      if (!ids.length) throw new UsageError(`cannot fill \`${field}\`: the game has no ${ft.to.join(" or ")} card yet (make one first)`);
      return ids[0];
    }
    case "list": {
      const n = Math.min(ft.max ?? 1, Math.max(ft.min ?? 0, 1));
      if (ft.of.type === "ref") {
        const ids = refCandidates(ft.of.to, existing);
        const picked = ft.unique ? ids.slice(0, n) : Array.from({ length: n }, () => ids[0]);
        if (!ids.length || picked.length < n) throw new UsageError(`cannot fill \`${field}\`: it needs ${n} ${ft.of.to.join(" or ")} card${n === 1 ? "" : "s"}, and the game has ${ids.length}`);
        return picked;
      }
      const one = placeholder(vocab, ft.of, field, existing);
      if (typeof one === "number" && ft.unique) return Array.from({ length: n }, (_, i) => one + i);
      return Array.from({ length: n }, () => one);
    }
    case "map": {
      const keys = mapKeyNames(vocab, ft.keys);
      const chosen = ft.complete ? keys : keys.slice(0, 1);
      return Object.fromEntries(chosen.map((k) => [k, placeholder(vocab, ft.values, `${field}.${k}`, existing)]));
    }
  }
}

function refCandidates(kinds: readonly string[], existing: ReadonlyMap<string, { kind: string }>): string[] {
  return [...existing].filter(([, c]) => kinds.includes(c.kind)).map(([id]) => id).sort();
}

// ---------- a new game ----------

export function runNewGame(name: string, root = process.cwd()): number {
  if (!GAME_NAME.test(name)) throw new UsageError(`\`${sanitizeText(name)}\` is not a game name: lowercase letters and digits in words joined by \`-\`, such as \`star-traders\``);
  const dir = join(root, "cards", name);
  if (existsSync(dir)) throw new UsageError(`cards/${name} already exists`);
  const scenarioFile = join(root, "test", "scenarios", `${name}-first-card.scenario.yaml`);
  if (existsSync(scenarioFile)) throw new UsageError(`test/scenarios/${name}-first-card.scenario.yaml already exists`);
  const title = titleOf(name);
  mkdirSync(join(dir, "cards"), { recursive: true });
  mkdirSync(join(dir, "runtime"), { recursive: true });
  writeFileSync(join(dir, VOCABULARY_FILE), gameYaml(name, title), { flag: "wx" });
  writeFileSync(join(dir, "cards", "first-card.yaml"), FIRST_CARD, { flag: "wx" });
  writeFileSync(join(dir, "runtime", "index.ts"), runtimeIndex(name, title), { flag: "wx" });
  mkdirSync(join(root, "test", "scenarios"), { recursive: true });
  writeFileSync(scenarioFile, firstScenario(name), { flag: "wx" });
  // Editors find the new game's schema (once built) without a modeline in each card file.
  const editorFiles = editorAssociation(root);
  process.stdout.write(
    [
      `created cards/${name}/ (${title}): game.yaml, cards/first-card.yaml and runtime/index.ts, and test/scenarios/${name}-first-card.scenario.yaml`,
      ...(editorFiles.length ? [`updated ${editorFiles.join(", ")} (editor schemas for its card files)`] : []),
      "next:",
      `  cardsmith check cards/${name}                 check it`,
      `  cardsmith new card ${name} card <id>          add a card`,
      `  cardsmith build --game ${name}                compile it into generated/${name}/`,
      `  cardsmith play ${name}                        play it with bots (after build)`,
      `  cardsmith test test/scenarios/${name}-first-card.scenario.yaml   run its scenario (after build)`,
      "",
    ].join("\n"),
  );
  return 0;
}

/** The game is made already: a settings file we cannot edit is a note, not a failure. */
function editorAssociation(root: string): string[] {
  try {
    return writeWorkspaceFiles(root);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    process.stderr.write(`note: ${err.message}\n`);
    return [];
  }
}

function gameYaml(name: string, title: string): string {
  return `# ${title}: the game's vocabulary. Every card file in this folder is checked against it;
# dsl/SYNTAX.md ("The vocabulary") describes every section.
game: ${name}
title: ${JSON.stringify(title)}
players: { min: 2, max: 4 }

resources:
  points: { min: 0, description: "what players score" }

zones:
  deck: { per-player: true }
  hand: { per-player: true }
  discard: { per-player: true }

# Seats act from the Leader clockwise; a card answering an event comes from the hand.
rules:
  turn-order: from-leader
  responses: { from: [hand], stack: false }
  played-to: discard

phases: [play]
# Each round every player, in turn order, may play a card from their hand at turn 1 of the play
# phase: a card lists in \`turn\` the turns it can be played at.
steps:
  turn: { phase: play, numbers: [1], players-act: [1], card-field: turn, play-from: hand }

# What a round is. \`hook\` is a function the game's runtime (cards/${name}/runtime/index.ts) supplies.
procedure:
  setup: hook
  phases:
    play: { step: turn }
  end: { at: end of play, when: hook }
  score: hook

types:
  player: {}

nouns:
  you: { type: player, means: you }

verbs:
  gain: { means: gain, params: { amount: { type: quantity, units: [points], positional: true, required: true }, to: { type: player } } }

kinds:
  card:
    fields:
      cost: { type: int, min: 0, max: 10, required: true }
      turn: { type: list, of: { type: int, min: 1, max: 1 }, min: 1, max: 1, required: true }
      effect: { type: effect }

# How a scenario file (\`cardsmith test\`, test/scenarios/README.md) sets out a table of this game:
# each player lists the cards in their hand and discard; resources (\`points\`) are keys of every player.
scenario:
  player:
    zones:
      hand: { zone: hand, kinds: [card] }
      discard: { zone: discard, kinds: [card] }
`;
}

/**
 * The game's runtime: what game.yaml leaves to hooks (setup, the end, the score) and its
 * GameModule, from new-game-runtime.ts.txt (a text file: it is TypeScript of the new game, not
 * of the compiler).
 */
function runtimeIndex(name: string, title: string): string {
  // Found from the package root: the CLI also runs bundled, from a chunk in dist/bundle/.
  const template = readFileSync(join(PACKAGE_ROOT, "compiler", "cli", "new-game-runtime.ts.txt"), "utf8");
  return template.replaceAll("__NAME_JSON__", JSON.stringify(name)).replaceAll("__TITLE_JSON__", JSON.stringify(title)).replaceAll("__TYPE__", pascalCase(name)).replaceAll("__NAME__", name).replaceAll("__TITLE__", title);
}

function firstScenario(name: string): string {
  return `scenario: First Card gains its player 1 point
game: ${name}
play: play
players:
  - name: Ann
    hand: [first-card]
    points: 2
  - name: Ben
decisions:
  - Ann: First Card
expect:
  Ann: { points: 3, hand: [], discard: [first-card] }
  Ben: { points: 0 }
`;
}

const FIRST_CARD = `id: first-card
name: First Card
kind: card
cost: 1
turn: [1]
text: Gain 1 point.
effect: gain 1 points
`;
