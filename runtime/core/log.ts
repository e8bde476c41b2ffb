/**
 * The game log: every state change and decision, in order, as readable lines. Its hash is the
 * fingerprint of a game: the same card set, seed and decisions give the same hash.
 */
import { createHash } from "node:crypto";

export interface LogEntry {
  readonly seq: number;
  /** Where in the game: `round 2 · main · turn 3`. */
  readonly where: string;
  readonly text: string;
}

export class GameLog {
  private readonly entries: LogEntry[] = [];
  private where = "setup";
  private readonly listeners: Array<(e: LogEntry) => void> = [];
  /** Hidden information (a player's secret choice): never shown, but part of the game's fingerprint. */
  private readonly hidden: string[] = [];

  at(where: string): void {
    this.where = where;
  }

  add(text: string): void {
    const entry = { seq: this.entries.length, where: this.where, text };
    this.entries.push(entry);
    for (let i = 0; i < this.listeners.length; i++) this.listeners[i](entry);
  }

  /** Records hidden information: not an entry anyone sees, but a replay that changes it no longer matches. */
  addHidden(text: string): void {
    this.hidden.push(`${this.entries.length}|${text}`);
  }

  onEntry(listener: (e: LogEntry) => void): void {
    this.listeners.push(listener);
  }

  get all(): readonly LogEntry[] {
    return this.entries;
  }

  lines(): string[] {
    return this.entries.map((e) => `[${e.where}] ${e.text}`);
  }

  hash(): string {
    const h = createHash("sha256");
    for (const line of this.lines()) h.update(line).update("\n");
    for (const line of this.hidden) h.update("hidden ").update(line).update("\n");
    return h.digest("hex");
  }
}
