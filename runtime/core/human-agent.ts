/**
 * A person at a terminal answering a seat's decisions. The game runs synchronously, so answers
 * are read synchronously too: a line at a time from fd 0 with fs.readSync. Before each prompt the
 * agent shows what happened in the game since the previous one, when it follows the game's log.
 */
import { readSync } from "node:fs";
import { isatty } from "node:tty";
import { resolveAnswer, ScriptError, type Agent, type Decision } from "./agents.ts";
import type { BoardView } from "./board.ts";
import type { LogEntry } from "./log.ts";

/** Where a human's answers come from: one line at a time, `null` once the input has ended. */
export interface LineSource {
  readLine(): string | null;
  /** True when a person types the lines (a terminal echoes them); false for piped input. */
  readonly interactive: boolean;
}

/** The player's input ended before the game did (Ctrl-D, or piped answers ran out). */
export class HumanInputError extends Error {}

/** Reads lines from a file descriptor (stdin by default) with blocking reads, no event loop. */
export class FdLineSource implements LineSource {
  private pending = Buffer.alloc(0);
  private ended = false;
  readonly interactive: boolean;

  constructor(private readonly fd = 0) {
    this.interactive = isatty(fd);
  }

  readLine(): string | null {
    const chunk = Buffer.alloc(4096);
    for (;;) {
      const nl = this.pending.indexOf(0x0a);
      if (nl >= 0) {
        const line = this.pending.subarray(0, nl).toString("utf8");
        this.pending = this.pending.subarray(nl + 1);
        return line.replace(/\r$/, "");
      }
      if (this.ended) {
        if (!this.pending.length) return null;
        const last = this.pending.toString("utf8");
        this.pending = Buffer.alloc(0);
        return last.replace(/\r$/, "");
      }
      let n: number;
      try {
        n = readSync(this.fd, chunk, 0, chunk.length, null);
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        // A non-blocking stdin (shared with a parent that set O_NONBLOCK) has no data yet: wait.
        if (code === "EAGAIN" || code === "EWOULDBLOCK") {
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
          continue;
        }
        if (code === "EOF") n = 0;
        else throw e;
      }
      if (n === 0) this.ended = true;
      else this.pending = Buffer.concat([this.pending, chunk.subarray(0, n)]);
    }
  }
}

/** Lines from a list, for tests. */
export class ArrayLineSource implements LineSource {
  readonly interactive = false;
  private next = 0;
  constructor(private readonly lines: readonly string[]) {}
  readLine(): string | null {
    return this.next < this.lines.length ? this.lines[this.next++] : null;
  }
}

export interface HumanAgentOptions {
  /** Player names by seat, for the prompt ("P1, choose your character"). */
  names?: readonly string[];
  /** Default: stdin. */
  input?: LineSource;
  /** Where prompts and log lines go. Default: stdout. */
  write?: (text: string) => void;
  /** Renders the log entries shown before a prompt. Default: one `[where] text` line each. */
  formatLog?: (entries: readonly LogEntry[]) => string;
}

/**
 * Shows the decision with numbered options and asks until the answer is an option: its number
 * (1-based) or a part of its label that matches only it. `?` lists the options again.
 */
export class HumanAgent implements Agent {
  readonly name = "human";
  private readonly input: LineSource;
  private readonly write: (text: string) => void;
  private readonly formatLog: (entries: readonly LogEntry[]) => string;
  private log: { readonly all: readonly LogEntry[] } | undefined;
  private shown = 0;
  private board: BoardView | undefined;

  constructor(private readonly options: HumanAgentOptions = {}) {
    this.input = options.input ?? new FdLineSource(0);
    this.write = options.write ?? ((t) => void process.stdout.write(t));
    this.formatLog = options.formatLog ?? ((es) => es.map((e) => `[${e.where}] ${e.text}\n`).join(""));
  }

  /** Follows a game's log: each prompt is preceded by the entries added since the last one. */
  follow(log: { readonly all: readonly LogEntry[] }): void {
    if (this.log === log) return;
    this.log = log;
    this.shown = 0;
  }

  /** The game's table: a summary of it comes before each prompt, and each card option shows its text. */
  watch(board: BoardView): void {
    this.board = board;
  }

  /** Shows the log entries not shown yet (the play command calls it when the game ends). */
  flush(): void {
    if (!this.log) return;
    const fresh = this.log.all.slice(this.shown);
    this.shown = this.log.all.length;
    if (fresh.length) this.write(this.formatLog(fresh));
  }

  decide(d: Decision): number {
    this.flush();
    const who = this.options.names?.[d.seat] ?? `seat ${d.seat + 1}`;
    const table = this.board ? `\n${who}'s view of the table:\n${this.board.summary(d.seat)}` : "";
    this.write(`${table}\n${who}, ${d.prompt}\n${this.listOptions(d)}`);
    for (;;) {
      this.write(`answer 1-${d.options.length}> `);
      const line = this.input.readLine();
      if (line === null) {
        this.write("\n");
        throw new HumanInputError(`no more input: ${who}'s ${d.kind} decision "${d.prompt}" has no answer`);
      }
      // Piped answers are not echoed by a terminal; echo them so the transcript reads well.
      if (!this.input.interactive) this.write(`${line}\n`);
      const answer = line.trim();
      if (answer === "?" || answer === "help") {
        this.write(this.listOptions(d));
        continue;
      }
      const picked = this.parse(answer, d);
      if (typeof picked === "number") return picked;
      this.write(`  ${picked}\n`);
    }
  }

  private listOptions(d: Decision): string {
    const width = String(d.options.length).length;
    const indent = " ".repeat(width + 4);
    return d.options
      .map((o, i) => {
        const about = this.aboutCard(o, d.cards?.[i]);
        // An option may be effect text on several lines (`choose one`): one line reads better.
        return `  ${String(i + 1).padStart(width)}) ${o.replace(/\s*\n\s*/g, " ")}\n${about ? `${indent}${about}\n` : ""}`;
      })
      .join("");
  }

  /** The card's name (unless the label says it) and its text, for an option that is a card. */
  private aboutCard(label: string, cardId: string | null | undefined): string {
    const card = cardId ? this.board?.card(cardId) : undefined;
    if (!card) return "";
    const named = label.includes(card.name);
    if (named) return card.text ?? "";
    return card.text ? `${card.name}: ${card.text}` : card.name;
  }

  /** The option index, or why the answer is not one. */
  private parse(answer: string, d: Decision): number | string {
    if (!answer) return `type the number of an option, 1-${d.options.length} (? lists them again)`;
    if (/^\d+$/.test(answer)) {
      const n = Number(answer);
      return n >= 1 && n <= d.options.length ? n - 1 : `there is no option ${answer}: answer 1-${d.options.length}`;
    }
    try {
      return resolveAnswer(answer, d);
    } catch (e) {
      if (e instanceof ScriptError) return `${e.message}; answer 1-${d.options.length}`;
      throw e;
    }
  }
}
