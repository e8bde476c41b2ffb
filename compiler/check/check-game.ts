/**
 * Checks one game folder end to end: vocabulary, every card file (YAML, schema, traits, refs,
 * effects, conditions), duplicate ids. Produces diagnostics and, when clean, a CheckedGame.
 */
import { BEHAVIOUR_FIELD, checkBehaviourRow } from "./behaviour-rows.ts";
import { checkTableCardAbilities } from "./table-card-abilities.ts";
import { tableZoneOf } from "../vocab/table-cards.ts";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, realpathSync, statSync, type Dirent } from "node:fs";
import { join, relative, sep } from "node:path";
import fg from "fast-glob";
import { isMap, isScalar, type Node, type Scalar } from "yaml";
import { entityTypesShownBy } from "./shown-entities.ts";
import type { Diagnostic, SourceSpan } from "../diagnostics/diagnostic.ts";
import { ajvDiagnostics, compileSchema, type Validator } from "../schema/ajv-diagnostics.ts";
import { kindSchema } from "../schema/card-schema.ts";
import { documentLocator, lazyDocumentLocator, nodeSpan, type CardLocator } from "../source/card-locator.ts";
import { invalidUtf8 } from "../source/invalid-utf8.ts";
import { decodeUtf8, keyNode, parseYamlFile } from "../source/yaml-file.ts";
import { expandTemplate, expansionBudget, isTemplateDocument, type Variant } from "../templates/expand-template.ts";
import { mergeVariantCopies, noteVariant, type VariantNotes } from "../templates/variant-notes.ts";
import { loadGameVocabularyMemo } from "../vocab/vocabulary-memo.ts";
import { mapKeyNames, type FieldType, type Vocabulary } from "../vocab/vocabulary.ts";
import type { CheckedCard, CheckedGame } from "./checked.ts";
import { unknownAdvisedCards } from "./advised-cards.ts";
import { unknownSeatingPlaces } from "./seating-places.ts";
import { checkEffectText } from "./effect-text.ts";
import { didYouMean } from "./suggest.ts";
import { withArticle } from "../diagnostics/words.ts";
import { checkTrait } from "./traits.ts";
import { checkDecks, type DeckFileInput } from "../decks/check-decks.ts";
import { checkDeckRules, deckFieldNames } from "../decks/check-deck-rules.ts";
import { isDeckFile } from "../decks/deck-files.ts";
import { tagsReferenced, unusedTags } from "./unused-tags.ts";
import { reportProgress } from "../progress-events.ts";

export const VOCABULARY_FILE = "game.yaml";

/** The card files of a game folder, relative and `/`-separated: every YAML file but game.yaml and the deck files. */
export function cardFiles(gameDir: string): string[] {
  return fg.sync("**/*.{yaml,yml}", { cwd: gameDir, ignore: [VOCABULARY_FILE] }).filter((f) => !isDeckFile(f));
}

/**
 * cardFiles and deckFiles from one walk of the folder (a check lists both; each walk of a
 * 10,000-card game costs as much as hashing its files). Same answers: card files by a
 * case-sensitive `.yaml`/`.yml`, deck files by a case-insensitive `.deck.yaml`/`.deck.yml`.
 */
export function gameFolderFiles(gameDir: string): { cards: string[]; decks: string[] } {
  const cards: string[] = [];
  const decks: string[] = [];
  for (const f of yamlFilesUnder(gameDir)) {
    if (isDeckFile(f)) decks.push(f);
    else if (f !== VOCABULARY_FILE && /\.ya?ml$/.test(f)) cards.push(f);
  }
  return { cards, decks: decks.sort() };
}

/**
 * Every `.yaml` and `.yml` file (extension in any case) below `root`, as the glob it replaces found them, by a plain walk: a
 * glob library's start-up (loading it, compiling its patterns) cost a one-card check more than
 * the walk. Hidden files and folders are skipped, symbolic links followed (a broken one, or one
 * leading back to a folder being walked, is skipped), a folder that vanishes mid-walk is empty.
 */
function yamlFilesUnder(root: string): string[] {
  const out: string[] = [];
  const walking = new Set<string>();
  const walk = (dir: string, prefix: string) => {
    let real: string;
    let entries: Dirent[];
    try {
      real = realpathSync(dir);
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return;
      throw err;
    }
    if (walking.has(real)) return;
    walking.add(real);
    for (const entry of entries) {
      if (entry.name.startsWith(".")) continue;
      let isDir = entry.isDirectory();
      let isFile = entry.isFile();
      if (entry.isSymbolicLink()) {
        const target = statSync(join(dir, entry.name), { throwIfNoEntry: false });
        isDir = target?.isDirectory() ?? false;
        isFile = target?.isFile() ?? false;
      }
      if (isDir) walk(join(dir, entry.name), `${prefix}${entry.name}/`);
      else if (isFile && /\.ya?ml$/i.test(entry.name)) out.push(`${prefix}${entry.name}`);
    }
    walking.delete(real);
  };
  walk(root, "");
  return out;
}

/** What a clean check leaves for the next one: per file, its content hash and its cards. */
export interface CheckState {
  /** Hash of the vocabulary text: a changed vocabulary invalidates everything. */
  vocabulary: string;
  /** Hash of every (file, id, kind): a changed id set can break refs in unchanged files. */
  ids: string;
  /** Only files that checked without any diagnostic: a file with a warning is read again. */
  files: Record<string, FileState>;
}

export interface FileState {
  hash: string;
  /**
   * The file's identity when its bytes were hashed (inode, size, modification and change times),
   * kept only when those times were settled (fileStamp): while they stay the same, the file is
   * not read again. Without it, the file is read and hashed.
   */
  stamp?: string;
  cards: CardSummary[];
  /** Trait names its effects and traits refer to, so unused tags are found without reading it. */
  tags: string[];
}

/** What is remembered of a card between builds: enough for ids, refs and summaries. */
export interface CardSummary {
  id: string;
  kind: string;
  name: string;
  covers?: string[];
  /** The fields deck rules read (game.yaml `decks:`), so decks are checked without reading the file. */
  fields?: Record<string, unknown>;
}

export interface GameCheck {
  /** Present when the game has no errors. */
  game?: CheckedGame;
  vocab?: Vocabulary;
  diagnostics: Diagnostic[];
  /** Every source read, by display path, for code frames. */
  sources: Map<string, string>;
  cards: number;
  files: number;
  /** Cards per file (display path), so a narrowed check can count only what it was asked. */
  cardsPerFile: Map<string, number>;
  /** The state to hand to the next incremental check (complete only when the game is clean). */
  state: CheckState;
  /** Files (relative to the game) taken unchanged from the previous state, not re-checked. */
  reused: Set<string>;
}

/** A card read and checked in this run. */
interface ParsedCard {
  id: string;
  kind: string;
  file: string;
  /** Where its fields are written: its document, or its template and variant. */
  locate: CardLocator;
  /** The template variant it was expanded from. */
  variant?: Variant;
  data: Record<string, unknown>;
  /** Top-level fields whose schema check failed: skip deeper checks there. */
  badFields: Set<string>;
  reused?: false;
}

/** A card taken from the previous check state: only what CardSummary remembers is known. */
interface ReusedCard {
  id: string;
  kind: string;
  file: string;
  data: Record<string, unknown>;
  reused: true;
  /** What the check hands on for it (no effects: its module is already generated). */
  checked: CheckedCard;
}

/** What a reused file contributes to a check: its cards and its piece of the ids hash. */
interface ReusedFile {
  rel: string;
  entries: ReusedCard[];
  ids: string;
}

/**
 * A reused file's cards, made once per file state and process: `check --watch` and a build after
 * a check reuse the very same file states check after check, and making ten thousand card
 * records each time is most of a one-card re-check. Never changed once made.
 */
const reusedFiles = new WeakMap<FileState, ReusedFile>();

function reusedFile(before: FileState, rel: string): ReusedFile {
  const memo = reusedFiles.get(before);
  if (memo?.rel === rel) return memo;
  const entries = before.cards.map((c): ReusedCard => {
    const data = { ...c.fields, name: c.name, covers: c.covers };
    return { id: c.id, kind: c.kind, file: rel, data, reused: true, checked: { id: c.id, kind: c.kind, file: rel, data, effects: [], conditions: [], reused: true } };
  });
  const made = { rel, entries, ids: idsPiece(entries) };
  reusedFiles.set(before, made);
  return made;
}

type CardEntry = ParsedCard | ReusedCard;

/**
 * Compiled validators by vocabulary text (its hash), kept across checks: compiling is costly, and
 * a watch session or a rebuild loads the same vocabulary again each time.
 */
const validatorCache = new Map<string, Map<string, { validate: Validator; schema: object }>>();
/** Games whose validators are kept; one process rarely checks more. */
const VALIDATOR_GAMES = 8;

function validatorFor(vocab: Vocabulary, vocabHash: string, kind: string): { validate: Validator; schema: object } {
  let byKind = validatorCache.get(vocabHash);
  if (!byKind) {
    if (validatorCache.size >= VALIDATOR_GAMES) validatorCache.delete(validatorCache.keys().next().value!);
    validatorCache.set(vocabHash, (byKind = new Map()));
  }
  let entry = byKind.get(kind);
  if (!entry) {
    const schema = kindSchema(vocab, kind);
    byKind.set(kind, (entry = { validate: compileSchema(schema), schema }));
  }
  return entry;
}

/**
 * @param gameDir absolute path of the game folder
 * @param display turns an absolute path into the path shown to users
 */
/**
 * `named`, when given, says which files (display paths) the user asked about: of two cards
 * sharing an id, one in a named file is the one reported, so that checking only the new card's
 * file still finds the clash.
 */
/**
 * `overlay`, when given, holds texts by absolute path that are read instead of the disk: an
 * editor's unsaved documents (the language server). A file there but not on disk is read only
 * when `include` names it.
 */
export function checkGame(gameDir: string, display: (abs: string) => string, include: string[] = [], previous?: CheckState, named?: (file: string) => boolean, overlay?: ReadonlyMap<string, string>): GameCheck {
  const { result, cardProblems } = checkGameOnce(gameDir, display, include, previous, named, overlay);
  // Reuse is only sound when the cards read raise nothing and no card id or kind moved;
  // otherwise recheck everything so every diagnostic (with its related locations) is reported.
  if (result.reused.size && (cardProblems || result.state.ids !== previous?.ids)) {
    return checkGameOnce(gameDir, display, include, undefined, named, overlay).result;
  }
  return result;
}

function checkGameOnce(
  gameDir: string,
  display: (abs: string) => string,
  include: string[],
  previous: CheckState | undefined,
  named: ((file: string) => boolean) | undefined,
  overlay?: ReadonlyMap<string, string>,
): { result: GameCheck; cardProblems: boolean } {
  const diagnostics: Diagnostic[] = [];
  const sources = new Map<string, string>();
  // Keyed by file paths from the user's disk: no prototype to collide with.
  const state: CheckState = { vocabulary: "", ids: "", files: Object.create(null) as CheckState["files"] };
  const result: GameCheck = { diagnostics, sources, cards: 0, files: 0, cardsPerFile: new Map(), state, reused: new Set() };

  const vocabPath = join(gameDir, VOCABULARY_FILE);
  const vocabText = readText(vocabPath, display(vocabPath), diagnostics, sources, overlay);
  if (vocabText === undefined) return { result, cardProblems: false };
  sources.set(display(vocabPath), vocabText);
  state.vocabulary = hash(vocabText);
  const reusable = previous?.vocabulary === state.vocabulary ? previous.files : undefined;
  const loaded = loadGameVocabularyMemo(display(vocabPath), vocabText, diagnostics);
  if (!loaded) return { result, cardProblems: false };
  const vocab = loaded.vocab;
  const vocabHash = state.vocabulary;
  /** Diagnostics before this index are the vocabulary's, found whether or not cards are reused. */
  const cardsFrom = diagnostics.length;
  result.vocab = vocab;

  // Files named explicitly are read even where the glob does not look (hidden folders).
  const listed = gameFolderFiles(gameDir);
  const found = new Set(listed.cards);
  const decksFound = new Set(listed.decks);
  for (const abs of include) {
    const rel = relative(gameDir, abs);
    if (!rel.startsWith("..") && rel !== VOCABULARY_FILE) (isDeckFile(rel) ? decksFound : found).add(rel.split(sep).join("/"));
  }
  const files = [...found].sort();
  reportModuleClashes(files, (rel) => display(join(gameDir, rel)), diagnostics);
  const entries: CardEntry[] = [];
  /** Every (file, id, kind) in order: a changed id set can break refs in unchanged files. */
  const ids = createHash("sha1");
  // Diagnostics about an expanded card get a note naming its variant.
  const notes: VariantNotes = new Map();
  const aboutVariant = <T>(variant: Variant | undefined, check: () => T): T => {
    const before = diagnostics.length;
    const out = check();
    if (variant) for (const d of diagnostics.slice(before)) noteVariant(d, variant, notes);
    return out;
  };
  for (const rel of files) {
    const abs = join(gameDir, rel);
    const shown = display(abs);
    result.files++;
    reportProgress("reading card files", result.files, files.length);
    const before = reusable && Object.hasOwn(reusable, rel) && Array.isArray(reusable[rel].tags) ? reusable[rel] : undefined;
    // An unchanged file is neither decoded nor parsed (nor kept in `sources`: a reused file has
    // no diagnostic to show a code frame of); one whose stamp is the one remembered is not read.
    const reuse = (kept: FileState) => {
      result.reused.add(rel);
      state.files[rel] = kept;
      const reused = reusedFile(kept, rel);
      for (const e of reused.entries) entries.push(e);
      ids.update(reused.ids);
      result.cardsPerFile.set(shown, kept.cards.length);
    };
    // Taken before the bytes are read: a write in between leaves a stamp older than the bytes.
    const seen = overlay?.has(abs) ? undefined : fileStamp(abs);
    if (before?.stamp !== undefined && before.stamp === seen?.stamp) {
      reuse(before);
      continue;
    }
    const bytes = readBytes(abs, shown, diagnostics, overlay);
    if (bytes === undefined) continue;
    const fileHash = hash(bytes);
    const stamp = seen?.settled ? seen.stamp : undefined;
    if (before?.hash === fileHash) {
      reuse(before.stamp === stamp ? before : { ...before, stamp });
      continue;
    }
    const text = decodeText(bytes, shown, diagnostics, sources);
    if (text === undefined) continue;
    sources.set(shown, text);
    const yaml = parseYamlFile(shown, text, diagnostics);
    const firstEntry = entries.length;
    let count = 0;
    const budget = expansionBudget();
    for (const { doc, value } of yaml.documents) {
      const template = isTemplateDocument(doc);
      const cards = template ? expandTemplate(doc, value, yaml.source, diagnostics, budget) : [{ value, locate: documentLocator(doc, yaml.source), variant: undefined }];
      for (const card of cards) {
        const entry = aboutVariant(card.variant, () => checkShape(vocab, vocabHash, rel, card.locate, card.value, diagnostics));
        if (!entry) continue;
        // The entry lives until every file is read: it must not keep the document's syntax tree.
        if (!template) entry.locate = lazyDocumentLocator(doc, yaml.source);
        entry.variant = card.variant;
        entries.push(entry);
        count++;
      }
    }
    result.cardsPerFile.set(shown, count);
    ids.update(idsPiece(entries.slice(firstEntry)));
    const deckFields = deckFieldNames(vocab);
    state.files[rel] = { hash: fileHash, ...(stamp !== undefined && { stamp }), cards: entries.slice(firstEntry).map((e) => summarize(e, deckFields)), tags: [] };
  }
  result.cards = entries.length;

  state.ids = ids.digest("hex");
  const byId = new Map<string, CardEntry>();
  for (const e of entries) {
    const first = byId.get(e.id);
    if (!first) {
      byId.set(e.id, e);
    } else if (first.reused || e.reused) {
      // No source positions for a reused card: this diagnostic forces a full recheck.
      diagnostics.push({ code: "CS4011", severity: "error", message: `the id \`${e.id}\` is already used by another card` });
    } else {
      const shown = (c: ParsedCard) => display(join(gameDir, c.file));
      const swap = named !== undefined && named(shown(first)) && !named(shown(e));
      diagnostics.push(duplicateId(swap ? first : e, swap ? e : first, shown, swap ? "named" : "later"));
    }
  }

  const checked: CheckedCard[] = [];
  for (const e of entries) {
    reportProgress("checking cards", checked.length + 1, entries.length);
    checked.push(e.reused ? e.checked : aboutVariant(e.variant, () => checkCardFields(vocab, e, byId, diagnostics)));
  }
  mergeVariantCopies(diagnostics, notes);
  const cardProblems = diagnostics.length > cardsFrom;
  const tagsOfRead = rememberTags(state, checked, result.reused);
  forgetFilesWithDiagnostics(state, diagnostics.slice(cardsFrom), (rel) => display(join(gameDir, rel)), result.reused);

  const decks = checkDeckFiles(vocab, [...decksFound].sort(), byId, loaded.spanAt, gameDir, display, diagnostics, sources, result);
  diagnostics.push(...unknownAdvisedCards(vocab, byId, loaded.spanAt));
  diagnostics.push(...unknownSeatingPlaces(vocab, byId, loaded.spanAt));
  if (!diagnostics.some((d) => d.severity === "error")) {
    const ruleEffects = [...loaded.afterUse.values(), ...loaded.phaseEffects.values(), ...loaded.defeatEffects.values()];
    // The cards' names were gathered per file above: the cards are not walked a second time.
    const cardTags = [...result.reused].flatMap((rel) => state.files[rel].tags);
    for (const t of tagsOfRead) cardTags.push(t);
    diagnostics.push(...unusedTags(vocab, ruleEffects, [], loaded.spanAt, cardTags));
  }
  if (!diagnostics.some((d) => d.severity === "error")) {
    const byFile = new Map<string, CheckedCard[]>();
    for (const c of checked) {
      const list = byFile.get(c.file) ?? [];
      list.push(c);
      byFile.set(c.file, list);
    }
    result.game = { vocab, afterUse: loaded.afterUse, phaseEffects: loaded.phaseEffects, defeatEffects: loaded.defeatEffects, capacities: loaded.capacities, factConditions: loaded.factConditions, placeAdvice: loaded.placeAdvice, files: byFile, ...(vocab.decks && { decks }) };
  }
  return { result, cardProblems };
}

/** Each file read this time remembers the trait names its cards refer to; returns them all. */
function rememberTags(state: CheckState, checked: readonly CheckedCard[], reused: ReadonlySet<string>): Set<string> {
  const byFile = new Map<string, Set<string>>();
  const all = new Set<string>();
  for (const c of checked) {
    if (c.reused || reused.has(c.file)) continue;
    let set = byFile.get(c.file);
    if (!set) byFile.set(c.file, (set = new Set()));
    for (const t of tagsReferenced(c)) set.add(t), all.add(t);
  }
  for (const [file, set] of byFile) if (Object.hasOwn(state.files, file)) state.files[file].tags = [...set].sort();
  return all;
}

/** A file with a diagnostic (even a warning) is not remembered: reusing it would hide the diagnostic. */
function forgetFilesWithDiagnostics(state: CheckState, found: readonly Diagnostic[], shown: (rel: string) => string, reused: ReadonlySet<string>): void {
  const touched = new Set<string>();
  for (const d of found) {
    if (d.span) touched.add(d.span.file);
    for (const r of d.related ?? []) touched.add(r.span.file);
  }
  if (!touched.size) return;
  for (const rel of Object.keys(state.files)) if (!reused.has(rel) && touched.has(shown(rel))) delete state.files[rel];
}

function summarize(e: CardEntry, deckFields: readonly string[]): CardSummary {
  const covers = Array.isArray(e.data.covers) ? e.data.covers.map(String) : undefined;
  const kept = deckFields.filter((f) => Object.hasOwn(e.data, f));
  const fields = kept.length ? Object.fromEntries(kept.map((f) => [f, e.data[f]])) : undefined;
  return { id: e.id, kind: e.kind, name: String(e.data.name ?? e.id), ...(covers && { covers }), ...(fields && { fields }) };
}

/** Reads and checks the game's deck files against its cards (each file counts as a file of no cards). */
function checkDeckFiles(
  vocab: Vocabulary,
  files: readonly string[],
  cards: ReadonlyMap<string, CardEntry>,
  spanAt: (path: Array<string | number>, onKey: boolean) => SourceSpan,
  gameDir: string,
  display: (abs: string) => string,
  diagnostics: Diagnostic[],
  sources: Map<string, string>,
  result: GameCheck,
) {
  const inputs: DeckFileInput[] = [];
  for (const rel of files) {
    const shown = display(join(gameDir, rel));
    result.files++;
    result.cardsPerFile.set(shown, 0);
    const text = readText(join(gameDir, rel), shown, diagnostics, sources);
    if (text === undefined) continue;
    sources.set(shown, text);
    inputs.push({ rel, shown, text });
  }
  // A deck type whose rules name what the game lacks is reported in game.yaml (CS7001), once.
  const broken = new Set<string>();
  checkDeckRules(vocab, (path) => broken.add(String(path[1])));
  return checkDecks(vocab, inputs, cards, (path) => spanAt(path, false), diagnostics, broken);
}

/**
 * How long ago a file's modification and change times must be for its stamp to vouch for its
 * bytes: a file system's clock has a grain (a few ms; FAT's is 2 s), and a write within the grain
 * of the last one keeps both times. A file changed more recently is read and hashed every time.
 */
const SETTLED_MS = 3000n;

/** The file's identity (inode, size, modification and change times in ns), and whether its times are settled. */
function fileStamp(abs: string): { stamp: string; settled: boolean } | undefined {
  try {
    const s = statSync(abs, { bigint: true });
    const newest = s.mtimeMs > s.ctimeMs ? s.mtimeMs : s.ctimeMs;
    return { stamp: `${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`, settled: BigInt(Date.now()) - newest > SETTLED_MS };
  } catch {
    return undefined;
  }
}

function hash(text: string | Uint8Array): string {
  return createHash("sha1").update(text).digest("hex");
}

/** One file's part of the ids hash: each of its cards' (file, id, kind). */
function idsPiece(entries: readonly CardEntry[]): string {
  let piece = "";
  for (const e of entries) piece += `${e.file}\0${e.id}\0${e.kind}\n`;
  return piece;
}

/** The file's text; for a file that is not UTF-8, undefined, with a diagnostic at its first bad byte (its lenient reading goes to `sources` for the code frame). */
function readText(abs: string, shown: string, diagnostics: Diagnostic[], sources: Map<string, string>, overlay?: ReadonlyMap<string, string>): string | undefined {
  const unsaved = overlay?.get(abs);
  if (unsaved !== undefined) return unsaved;
  const bytes = readBytes(abs, shown, diagnostics);
  return bytes && decodeText(bytes, shown, diagnostics, sources);
}

/** The file's bytes (an editor's unsaved text as UTF-8), or undefined with CS1004 when it cannot be read. */
function readBytes(abs: string, shown: string, diagnostics: Diagnostic[], overlay?: ReadonlyMap<string, string>): Uint8Array | undefined {
  const unsaved = overlay?.get(abs);
  if (unsaved !== undefined) return Buffer.from(unsaved, "utf8");
  try {
    return readFileSync(abs);
  } catch (err) {
    diagnostics.push({ code: "CS1004", severity: "error", message: `cannot read \`${shown}\`: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}` });
    return undefined;
  }
}

function decodeText(bytes: Uint8Array, shown: string, diagnostics: Diagnostic[], sources: Map<string, string>): string | undefined {
  const text = decodeUtf8(bytes);
  if (text === undefined) {
    const bad = invalidUtf8(shown, bytes);
    sources.set(shown, bad.text);
    diagnostics.push({
      code: "CS1004",
      severity: "error",
      message: "the file is not valid UTF-8 text",
      span: bad.span,
      label: "not UTF-8 from here",
      help: "save the file as UTF-8",
    });
  }
  return text;
}

/**
 * Two cards with one id: `blamed` gets the error, `other` a note. Which one is blamed follows a
 * rule the message states: the card in the file the user named, else the later one in path
 * order (files sorted by path, then documents in file order), the same on every machine.
 */
function duplicateId(blamed: ParsedCard, other: ParsedCard, shown: (c: ParsedCard) => string, rule: "named" | "later"): Diagnostic {
  const where = blamed.file === other.file ? "earlier in this file" : `in ${shown(other)}`;
  const why =
    rule === "named"
      ? "this card is reported because its file is the one being checked"
      : blamed.file === other.file
        ? "the later of the two is reported"
        : "of two files sharing an id, the one whose path sorts later is reported";
  return {
    code: "CS4011",
    severity: "error",
    message: `the id \`${blamed.id}\` is already used by the card ${JSON.stringify(String(other.data.name ?? other.id))} ${where}`,
    span: fieldSpan(blamed, "id"),
    label: "duplicate id",
    related: [{ span: fieldSpan(other, "id"), message: `the other card with the id \`${blamed.id}\`` }],
    help: `every card of a game needs its own id; rename one of them (${why})`,
  };
}

function fieldSpan(e: ParsedCard, field: string) {
  return e.locate.spanAt([field]);
}

/** Is the document a card at all, of a known kind, valid against its kind's schema? */
function checkShape(vocab: Vocabulary, vocabHash: string, file: string, locate: CardLocator, value: unknown, diagnostics: Diagnostic[]): ParsedCard | undefined {
  const { source } = locate;
  const root = locate.nodeAt([]).node;
  if (!isMap(root) || typeof value !== "object" || value === null || Array.isArray(value)) {
    diagnostics.push({
      code: "CS1002",
      severity: "error",
      message: `this is not a card: a card is a mapping with \`id\`, \`name\` and \`kind\`, got ${Array.isArray(value) ? "a list" : "a single value"}`,
      span: nodeSpan(source, root),
      help: "card files hold one card per YAML document (separate documents with `---`)",
    });
    return undefined;
  }
  const data = value as Record<string, unknown>;
  if (!("kind" in data) && !("id" in data)) {
    diagnostics.push({
      code: "CS1002",
      severity: "error",
      message: "this is not a card: it has neither `id` nor `kind`",
      span: nodeSpan(source, (root.items[0]?.key as Node) ?? root),
      help: `every card needs \`id\`, \`name\` and \`kind\` (one of ${Object.keys(vocab.kinds).join(", ")})`,
    });
    return undefined;
  }
  const kinds = Object.keys(vocab.kinds);
  if (typeof data.kind !== "string" || !vocab.kinds[data.kind]) {
    const missing = !("kind" in data);
    diagnostics.push({
      code: missing ? "CS2001" : "CS2007",
      severity: "error",
      message: missing ? "a card needs the field `kind`" : `unknown card kind \`${String(data.kind)}\``,
      span: nodeSpan(source, missing ? ((keyNode(root, "id") as Node) ?? root) : locate.nodeAt(["kind"]).node),
      help: (typeof data.kind === "string" && didYouMean(data.kind, kinds)) || `kinds of this game: ${kinds.join(", ")}`,
    });
    return undefined;
  }
  const { validate, schema } = validatorFor(vocab, vocabHash, data.kind);
  const badFields = new Set<string>();
  if (!validate(data)) {
    for (const d of ajvDiagnostics(validate.errors ?? [], locate, schema as never)) diagnostics.push(d);
    for (const err of validate.errors ?? []) badFields.add(err.instancePath.split("/")[1] ?? "");
  }
  if (typeof data.id !== "string" || badFields.has("id")) return undefined;
  return { id: data.id, kind: data.kind, file, locate, data, badFields };
}

/** Semantic checks of each field: refs, traits, effects, conditions, complete maps. */
function checkCardFields(vocab: Vocabulary, e: ParsedCard, cards: ReadonlyMap<string, CardEntry>, diagnostics: Diagnostic[]): CheckedCard {
  const card: CheckedCard = { id: e.id, kind: e.kind, file: e.file, data: e.data, effects: [], conditions: [] };
  const fields = vocab.kinds[e.kind].fields;
  for (const [name, spec] of Object.entries(fields)) {
    if (!Object.hasOwn(e.data, name) || e.badFields.has(name)) continue;
    walkField(e.data[name], spec, [name]);
  }
  checkStepNumbers();
  return card;

  /** `initiative: [3]` when step 3 is never offered to players: the card could never be played there. */
  function checkStepNumbers(): void {
    for (const [stepName, step] of Object.entries(vocab.steps)) {
      const field = step["card-field"];
      const act = step["players-act"];
      if (field === undefined || act === undefined || !Object.hasOwn(fields, field) || !Object.hasOwn(e.data, field) || e.badFields.has(field)) continue;
      const value = e.data[field];
      const items: Array<[unknown, Array<string | number>]> = Array.isArray(value) ? value.map((v, i) => [v, [field, i]]) : [[value, [field]]];
      for (const [n, path] of items) {
        if (typeof n !== "number" || act.includes(n) || step.passive?.includes(n)) continue;
        const procedures = step.procedures ?? {};
        const hook = Object.hasOwn(procedures, String(n)) ? procedures[String(n)] : undefined;
        const why = hook !== undefined ? `step ${n} runs ${hook}` : (step.numbers ?? []).includes(n) ? `nothing is played at step ${n}` : `${stepName} has no step ${n}`;
        const passive = step.passive?.length ? `; ${step.passive.join(", ")} ${step.passive.length === 1 ? "means" : "mean"} always in play` : "";
        report(path, "CS4019", `${stepName} ${n} is never offered to players`, undefined, undefined, `${why}; players act at ${stepName} ${act.join(", ")}${passive}`, "never offered");
      }
    }
  }

  function scalarAt(path: Array<string | number>): Scalar | undefined {
    const { node, exact } = e.locate.nodeAt(path);
    return exact && isScalar(node) ? node : undefined;
  }

  function report(path: Array<string | number>, code: string, message: string, start?: number, end?: number, help?: string, label?: string) {
    const span = e.locate.spanAt(path, start, end);
    diagnostics.push({ code, severity: "error", message, span, help, label });
  }

  function walkField(value: unknown, ft: FieldType, path: Array<string | number>): void {
    switch (ft.type) {
      case "ref": {
        const id = String(value);
        const kind = cards.get(id)?.kind;
        if (kind === undefined) {
          const sameKind = [...cards.values()].filter((c) => ft.to.includes(c.kind)).map((c) => c.id);
          report(path, "CS4006", `no card has the id \`${id}\``, undefined, undefined, didYouMean(id, sameKind), "unknown card id");
        } else if (!ft.to.includes(kind)) {
          report(path, "CS4017", `\`${id}\` is ${withArticle(kind)} card, but \`${path.filter((p) => typeof p === "string").join(".")}\` needs ${withArticle(ft.to.join(" or "))} card`);
        }
        return;
      }
      case "int":
        // YAML reads 9007199254740993 as 9007199254740992 and 1e999 as Infinity, silently.
        if (typeof value === "number" && !Number.isSafeInteger(value)) {
          report(path, "CS2004", `\`${shorten(scalarAt(path)?.source ?? String(value))}\` is out of range: whole numbers go up to ±${Number.MAX_SAFE_INTEGER}`, undefined, undefined, "a number this large cannot be stored exactly");
        }
        return;
      case "traits":
        (value as unknown[]).forEach((t, i) => {
          const problem = checkTrait(String(t), vocab);
          if (problem) report([...path, i], problem.code, problem.message, problem.start, problem.end, problem.help);
        });
        return;
      case "list":
        (value as unknown[]).forEach((item, i) => walkField(item, ft.of, [...path, i]));
        return;
      case "map": {
        const obj = value as Record<string, unknown>;
        for (const [k, v] of Object.entries(obj)) walkField(v, ft.values, [...path, k]);
        if (ft.complete) {
          const missing = mapKeyNames(vocab, ft.keys).filter((k) => !Object.hasOwn(obj, k));
          if (missing.length) {
            const { node } = e.locate.nodeAt(path);
            const key = keyNode(e.locate.nodeAt(path.slice(0, -1)).node, String(path[path.length - 1]));
            diagnostics.push({
              code: "CS4012",
              severity: "error",
              message: `\`${path.join(".")}\` must cover every ${Array.isArray(ft.keys) ? "key" : ft.keys.replace(/s$/, "")}; missing ${missing.map((m) => `\`${m}\``).join(", ")}`,
              span: nodeSpan(e.locate.source, key ?? node),
              help: `add ${missing.map((m) => `\`${m}: ...\``).join(", ")}${ft.values.type === "effect" ? " (use `nothing` for no effect)" : ""}`,
            });
          }
        }
        return;
      }
      case "effect":
      case "condition":
        checkDsl(String(value), ft.type, path);
        return;
      default:
        return;
    }
  }

  function checkDsl(text: string, type: "effect" | "condition", path: Array<string | number>): void {
    const field = path.join(".");
    const ctx = { vocab, kind: e.kind, shows: entityTypesShownBy(vocab, e.kind, e.data), cardIds: cards };
    const done = checkEffectText(ctx, text, type, (code, message, start, end, help, label) => report(path, code, message, start, end, help, label));
    if (done?.type === "effect" && path[0] === BEHAVIOUR_FIELD && path.length === 2) checkBehaviourRow(done.checked.program, (message, start, end, help) => report(path, "CS4043", message, start, end, help));
    const tableZone = done?.type === "effect" && path.length === 1 ? tableZoneOf(vocab, e.kind) : null;
    if (done?.type === "effect" && tableZone !== null) checkTableCardAbilities(done.checked.program, tableZone, (message, start, end, help) => report(path, "CS4044", message, start, end, help));
    if (done?.type === "effect") card.effects.push({ field, ...done.checked });
    else if (done?.type === "condition") card.conditions.push({ field, ...done.checked });
  }
}

/** `x.yaml` beside `x.yml` or `X.yaml`: one generated module, so neither file can be built. */
function reportModuleClashes(files: readonly string[], shown: (rel: string) => string, diagnostics: Diagnostic[]): void {
  const first = new Map<string, string>();
  for (const rel of files) {
    const module = rel.replace(/\.ya?ml$/i, "").toLowerCase();
    const other = first.get(module);
    if (other === undefined) {
      first.set(module, rel);
      continue;
    }
    const at = (file: string) => ({ file: shown(file), start: { offset: 0, line: 1, col: 1 }, end: { offset: 0, line: 1, col: 1 } });
    diagnostics.push({
      code: "CS1006",
      severity: "error",
      message: `\`${rel}\` and \`${other}\` would compile to the same module`,
      span: at(rel),
      related: [{ span: at(other), message: `\`${other}\` is here` }],
      help: "rename or merge one of the two files",
    });
  }
}

/** At most 40 characters of a user's text, for a message. */
function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

export function relativeTo(base: string): (abs: string) => string {
  return (abs) => relative(base, abs) || abs;
}
