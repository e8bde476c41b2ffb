/**
 * Progress of a long run (`fuzz-games`, `sim`) on stderr: a bar (cli-progress) on a terminal; a
 * line at every tenth of the run elsewhere (CI logs), so a long run still shows it is alive.
 */
import cliProgress from "cli-progress";
import type { ProgressListener } from "../progress-events.ts";
import { isQuiet } from "./quiet.ts";

export interface Progress {
  /** `done` of the total, and the figures shown beside the bar. */
  update(done: number, figures: { rate: number; failures: number }): void;
  /** Writes a message (to stdout) without tearing the bar. */
  print(text: string): void;
  stop(): void;
}

export function progress(label: string, total: number, stream: NodeJS.WriteStream = process.stderr): Progress {
  if (isQuiet()) return { update() {}, print: (text) => void process.stdout.write(text), stop() {} };
  return stream.isTTY ? new Bar(label, total, stream) : new Lines(label, total, stream);
}

/** Shows a step only once the run has lasted this long: a quick build stays a quiet one. */
const STEP_BAR_AFTER_MS = 500;

/**
 * A bar for the steps a build or check reports (compiler/progress-events.ts), on a terminal
 * only: piped output and `--quiet` get none. `stop` clears it before the results are printed.
 */
export function stepBar(stream: NodeJS.WriteStream = process.stderr): { listener: ProgressListener; stop(): void } | undefined {
  if (!stream.isTTY || isQuiet()) return undefined;
  const began = Date.now();
  const bar = new cliProgress.SingleBar(
    { format: "{step} {bar} {percentage}% | {value}/{total}", stream, hideCursor: true, clearOnComplete: true },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  let shownStep = "";
  return {
    listener(step, done, total) {
      if (!started) {
        if (Date.now() - began < STEP_BAR_AFTER_MS) return;
        bar.start(total, done, { step });
        started = true;
      } else if (step !== shownStep) {
        bar.setTotal(total);
      }
      shownStep = step;
      bar.update(done, { step });
    },
    stop() {
      if (started) bar.stop();
    },
  };
}

const num = (n: number) => Math.round(n).toLocaleString("en-US");

class Bar implements Progress {
  private readonly bar: cliProgress.SingleBar;
  private done = 0;
  private payload = { rate: "0", failures: "no failures" };
  constructor(
    label: string,
    private readonly total: number,
    stream: NodeJS.WriteStream,
  ) {
    this.bar = new cliProgress.SingleBar(
      {
        format: `${label} {bar} {percentage}% | {value}/{total} games | {rate} games/s | {failures} | ETA {eta_formatted}`,
        stream,
        hideCursor: true,
        clearOnComplete: true,
        etaBuffer: 50,
      },
      cliProgress.Presets.shades_classic,
    );
  }
  update(done: number, { rate, failures }: { rate: number; failures: number }): void {
    this.done = done;
    this.payload = { rate: num(rate), failures: failures ? `${num(failures)} FAILED` : "no failures" };
    // Drawn from the first games on: before them, the ETA would be infinite.
    if (!this.started) this.start();
    this.bar.update(done, this.payload);
  }
  private started = false;
  private start(): void {
    this.started = true;
    this.bar.start(this.total, this.done, this.payload);
  }
  print(text: string): void {
    // Stopping clears the bar's line (clearOnComplete); it is drawn again below the message.
    if (this.started) this.bar.stop();
    process.stdout.write(text);
    if (this.started) this.start();
  }
  stop(): void {
    if (this.started) this.bar.stop();
    this.started = false;
  }
}

class Lines implements Progress {
  private shownTenth = 0;
  constructor(
    private readonly label: string,
    private readonly total: number,
    private readonly stream: NodeJS.WriteStream,
  ) {}
  update(done: number, { rate, failures }: { rate: number; failures: number }): void {
    const tenth = Math.floor((done * 10) / Math.max(1, this.total));
    if (tenth <= this.shownTenth || done >= this.total) return;
    this.shownTenth = tenth;
    this.stream.write(`${this.label}: ${num(done)}/${num(this.total)} games (${tenth * 10}%), ${num(rate)} games/s, ${failures ? `${num(failures)} failed` : "no failures"}\n`);
  }
  print(text: string): void {
    process.stdout.write(text);
  }
  stop(): void {}
}
