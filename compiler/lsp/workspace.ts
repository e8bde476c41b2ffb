/**
 * What the language server knows of the designer's files: the open documents (their unsaved
 * text wins over the disk), which game a file belongs to, that game's vocabulary and its cards.
 */
import { readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { cardFiles, VOCABULARY_FILE } from "../check/check-game.ts";
import type { LoadedVocabulary } from "../vocab/load-vocabulary.ts";
import { loadGameVocabularyMemo } from "../vocab/vocabulary-memo.ts";
import { decodeUtf8 } from "../source/yaml-file.ts";
import { gameContaining } from "../project.ts";
import { indexCards, type CardIndex } from "./card-index.ts";

export interface GameModel {
  dir: string;
  /** Absolute path of its game.yaml. */
  vocabularyFile: string;
  /** The vocabulary as now written, or the last one that loaded while it does not. */
  loaded: LoadedVocabulary | undefined;
  /** `loaded` is game.yaml as now written (not an older one standing in for it). */
  current: boolean;
  cards: CardIndex;
}

export class Workspace {
  /** Unsaved text of the open documents, by absolute path. */
  private readonly open = new Map<string, string>();
  /** The last vocabulary of each game that loaded, for completion while game.yaml is half-typed. */
  private readonly lastGood = new Map<string, LoadedVocabulary>();

  setOpen(path: string, text: string): void {
    this.open.set(path, text);
  }

  close(path: string): void {
    this.open.delete(path);
  }

  isOpen(path: string): boolean {
    return this.open.has(path);
  }

  /** The text of a file: the open document's, else the disk's (undefined when unreadable or not UTF-8). */
  text(path: string): string | undefined {
    const open = this.open.get(path);
    if (open !== undefined) return open;
    try {
      return decodeUtf8(readFileSync(path));
    } catch {
      return undefined;
    }
  }

  /** The game folder holding `path`: the nearest folder above it with a game.yaml. */
  gameOf(path: string): string | undefined {
    return gameContaining(path);
  }

  /** The open documents inside a game folder, by absolute path. */
  openIn(gameDir: string): Map<string, string> {
    const out = new Map<string, string>();
    for (const [path, text] of this.open) if (inside(gameDir, path)) out.set(path, text);
    return out;
  }

  /** Every card file of a game: those on disk and the open ones (perhaps not saved yet). */
  cardFiles(gameDir: string): string[] {
    const files = new Set(cardFiles(gameDir).map((rel) => join(gameDir, rel)));
    for (const path of this.openIn(gameDir).keys()) if (/\.ya?ml$/i.test(path) && !isVocabularyFile(gameDir, path)) files.add(path);
    return [...files].sort();
  }

  vocabulary(gameDir: string): { loaded: LoadedVocabulary | undefined; current: boolean } {
    const file = join(gameDir, VOCABULARY_FILE);
    const text = this.text(file);
    const loaded = text === undefined ? undefined : loadGameVocabularyMemo(file, text, []);
    if (loaded) this.lastGood.set(gameDir, loaded);
    return { loaded: loaded ?? this.lastGood.get(gameDir), current: loaded !== undefined };
  }

  game(gameDir: string): GameModel {
    return {
      dir: gameDir,
      vocabularyFile: join(gameDir, VOCABULARY_FILE),
      ...this.vocabulary(gameDir),
      cards: indexCards(this.cardFiles(gameDir), (f) => this.text(f)),
    };
  }
}

export function isVocabularyFile(gameDir: string, path: string): boolean {
  return path === join(gameDir, VOCABULARY_FILE);
}

function inside(dir: string, path: string): boolean {
  const rel = relative(dir, path);
  return rel !== "" && !rel.startsWith("..") && !rel.startsWith(sep) && !/^[A-Za-z]:/.test(rel);
}
