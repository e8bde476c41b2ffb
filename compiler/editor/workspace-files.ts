/**
 * The project files that give editors validation and completion without a modeline in each card
 * file: the schema of `game.yaml` itself (`generated/game.schema.json`) and a workspace
 * association (`.vscode/settings.json`, `yaml.schemas`) of each game's card files with its schema,
 * for the YAML language server. Both are derived from the games found under `cards/`, so a new
 * game needs no hand edit; `build` writes them and `build --check` reports them when stale.
 *
 * The settings file may hold the user's own settings (and comments): only our `yaml.schemas`
 * entries (those naming a schema in `generated/`) are replaced, the rest is kept as written.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative, sep } from "node:path";
import jsonc, { type ParseError } from "jsonc-parser";
import { parseDocument } from "yaml";
import { VOCABULARY_FILE } from "../check/check-game.ts";
import { gamesUnder, UsageError } from "../project.ts";
import { vocabularySchema } from "../schema/vocabulary-schema.ts";
import { savedVocabularyValue } from "../vocab/vocabulary-value-cache.ts";

export const VOCABULARY_SCHEMA_FILE = "generated/game.schema.json";
export const SETTINGS_FILE = ".vscode/settings.json";
const SCHEMAS_KEY = "yaml.schemas";
/** Our entries: a schema that `build` writes into generated/. */
const OURS = /^\.\/generated\/([^/]+\/)?[^/]*schema\.json$/;

export interface WorkspaceFile {
  /** Relative to the project root, `/`-separated. */
  path: string;
  content: string;
}

/** A game found under `cards/`: its folder (relative) and its id (`game:` of its vocabulary). */
interface FoundGame {
  folder: string;
  id: string;
}

/** The association of every game's card files with its schema, and of every `game.yaml` with the vocabulary's. */
export function schemaAssociations(root: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const g of findGames(root)) {
    const key = `./generated/${g.id}/schema.json`;
    out[key] = [...(out[key] ?? []), `${g.folder}/**/*.yaml`, `${g.folder}/**/*.yml`, `!${g.folder}/${VOCABULARY_FILE}`, `!${g.folder}/**/*.deck.yaml`];
  }
  out[`./${VOCABULARY_SCHEMA_FILE}`] = [`cards/**/${VOCABULARY_FILE}`];
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** What the workspace files should hold now. Throws a readable error when the settings file is not JSON. */
export function workspaceFiles(root: string): WorkspaceFile[] {
  return [
    { path: VOCABULARY_SCHEMA_FILE, content: `${JSON.stringify(vocabularySchema(), null, 2)}\n` },
    { path: SETTINGS_FILE, content: settingsText(readOrEmpty(join(root, SETTINGS_FILE)), schemaAssociations(root)) },
  ];
}

/** The workspace files whose content on disk is not what it should be. */
export function staleWorkspaceFiles(root: string): string[] {
  return workspaceFiles(root)
    .filter((f) => readOrEmpty(join(root, f.path)) !== f.content)
    .map((f) => f.path);
}

/** Writes the workspace files that changed (each through a temp file and a rename); returns their paths. */
export function writeWorkspaceFiles(root: string): string[] {
  const written: string[] = [];
  for (const f of workspaceFiles(root)) {
    const abs = join(root, f.path);
    if (readOrEmpty(abs) === f.content) continue;
    mkdirSync(dirname(abs), { recursive: true });
    const tmp = `${abs}.tmp-${process.pid}`;
    try {
      writeFileSync(tmp, f.content, "utf8");
      renameSync(tmp, abs);
    } finally {
      rmSync(tmp, { force: true });
    }
    written.push(f.path);
  }
  return written;
}

/** `text` with our `yaml.schemas` entries replaced by `associations`; everything else as written. */
export function settingsText(text: string, associations: Record<string, string[]>): string {
  const source = text.trim() ? text : "{}\n";
  const errors: ParseError[] = [];
  const settings = jsonc.parse(source, errors, { allowTrailingComma: true, disallowComments: false }) as unknown;
  if (errors.length || typeof settings !== "object" || settings === null || Array.isArray(settings)) {
    throw new UsageError(`${SETTINGS_FILE} is not a JSON object; fix it (or remove it) so that \`build\` can add the card schemas to it`);
  }
  const current = (settings as Record<string, unknown>)[SCHEMAS_KEY];
  const kept = typeof current === "object" && current !== null && !Array.isArray(current) ? Object.entries(current).filter(([k]) => !OURS.test(k)) : [];
  const schemas = Object.fromEntries([...kept, ...Object.entries(associations)]);
  const edits = jsonc.modify(source, [SCHEMAS_KEY], schemas, { formattingOptions: { insertSpaces: true, tabSize: 2, eol: "\n" } });
  const out = jsonc.applyEdits(source, edits);
  return out.endsWith("\n") ? out : `${out}\n`;
}

function findGames(root: string): FoundGame[] {
  const cards = join(root, "cards");
  if (!existsSync(cards)) return [];
  return gamesUnder(cards).map((dir) => ({ folder: relative(root, dir).split(sep).join("/"), id: gameId(dir) }));
}

/** The game's id as its vocabulary declares it (generated/ is named by it), else its folder's name. */
function gameId(dir: string): string {
  try {
    const text = readFileSync(join(dir, VOCABULARY_FILE), "utf8");
    // The data the check kept for this very text, when a cache folder is in use: no second parse.
    const saved = savedVocabularyValue(text)?.value;
    const id = isMapping(saved) ? (Object.hasOwn(saved, "game") ? saved.game : undefined) : parseDocument(text).get("game");
    if (typeof id === "string" && /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(id)) return id;
  } catch {
    // an unreadable vocabulary is the checker's to report; the folder's name stands in
  }
  return basename(dir);
}

function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

function isMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
