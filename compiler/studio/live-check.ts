/**
 * What the studio shows beside the editor as the designer types: the checker's diagnostics for
 * the unsaved text (the same `checkGame` as `cardsmith check`, with the text in place of the
 * file on disk), the file's cards as `cardsmith render` draws them, and the names the game's
 * vocabulary lets a card use, for completion and highlighting.
 */
import { join, relative, sep } from "node:path";
import { checkGame, type CheckState } from "../check/check-game.ts";
import { renderHuman, type Diagnostic } from "../diagnostics/index.ts";
import { EFFECT_KEYWORDS } from "../lsp/keywords.ts";
import { vocabularyNames } from "../lsp/vocabulary-names.ts";
import { renderCardSvg } from "../render/card-svg.ts";
import { fontMeasure, type Measure } from "../render/fonts.ts";
import { gameDirOf, resolveInside, StudioPathError } from "./project-files.ts";

export interface BrowserDiagnostic {
  code: string;
  severity: string;
  message: string;
  help?: string;
  /** 1-based, as the CLI prints them; the end is exclusive. */
  line: number;
  col: number;
  endLine: number;
  endCol: number;
  /** The file it is in, relative to the project (another file of the game, when the edit broke it). */
  file: string;
  /** The diagnostic as `cardsmith check` prints it: code frame, caret, help. */
  rendered: string;
}

export interface CardPreview {
  id: string;
  name: string;
  svg: string;
}

export interface LiveCheck {
  diagnostics: BrowserDiagnostic[];
  /** The file's cards, drawn: as of the last text that checked clean while this one has errors. */
  previews: CardPreview[];
  /** The previews are of an earlier text (this one has errors). */
  previewStale: boolean;
  /** Names for completion: verbs, traits, nouns... with their category, and the game's card ids. */
  names: Array<{ name: string; category: string; detail: string }>;
}

let measure: Measure | undefined;
/** Each game's last check state, so a keystroke re-reads only the file being typed. */
const states = new Map<string, CheckState>();
/** The last clean drawing of each file and the last names of each game, shown while a text has errors. */
const lastPreviews = new Map<string, CardPreview[]>();
const lastNames = new Map<string, LiveCheck["names"]>();

export function checkText(root: string, path: string, text: string): LiveCheck {
  const abs = resolveInside(root, path);
  const gameDir = gameDirOf(root, abs);
  if (!gameDir) throw new StudioPathError(`\`${path}\` is not inside a game folder (no game.yaml above it)`);
  const display = (p: string) => relative(root, p).split(sep).join("/");
  const overlay = new Map([[abs, text]]);
  const result = checkGame(gameDir, display, [abs], states.get(gameDir), (file) => file === display(abs), overlay);
  if (result.state.vocabulary) states.set(gameDir, result.state);
  const sources = result.sources;
  const diagnostics = result.diagnostics.filter((d) => !d.span || d.span.file === path || d.severity === "error").map((d) => toBrowser(d, path, sources));
  const game = result.game;
  const previews: CardPreview[] = [];
  const names: LiveCheck["names"] = [];
  if (game) {
    const inGame = relative(gameDir, abs).split(sep).join("/");
    const cards = game.files.get(inGame) ?? [];
    const allNames = new Map([...game.files.values()].flat().map((c) => [c.id, String(c.data.name ?? c.id)]));
    measure ??= fontMeasure();
    for (const card of cards) previews.push({ id: card.id, name: allNames.get(card.id)!, svg: renderCardSvg(card, { vocab: game.vocab, measure, names: allNames }).svg });
    for (const n of vocabularyNames(game.vocab)) names.push({ name: n.name, category: n.category, detail: n.signature });
    for (const [id, name] of allNames) names.push({ name: id, category: "card", detail: name });
    for (const k of EFFECT_KEYWORDS) names.push({ name: k, category: "keyword", detail: "effect language" });
    lastPreviews.set(abs, previews);
    lastNames.set(gameDir, names);
    return { diagnostics, previews, previewStale: false, names };
  }
  return { diagnostics, previews: lastPreviews.get(abs) ?? [], previewStale: true, names: lastNames.get(gameDir) ?? [] };
}

function toBrowser(d: Diagnostic, path: string, sources: ReadonlyMap<string, string>): BrowserDiagnostic {
  const span = d.span;
  return {
    code: d.code,
    severity: d.severity,
    message: d.message,
    ...(d.help ? { help: d.help } : {}),
    file: span?.file ?? path,
    line: span?.start.line ?? 1,
    col: span?.start.col ?? 1,
    endLine: span?.end.line ?? 1,
    endCol: span?.end.col ?? 1,
    rendered: renderHuman([d], (f) => sources.get(f), { color: false }),
  };
}

export const gameFolder = (root: string, id: string) => join(root, "cards", id);
