/**
 * How far a long step of a build is (reading card files, checking cards, emitting, formatting).
 * The compiler only reports; the CLI decides whether to show it (a bar on a terminal, nothing
 * when piped or `--quiet`). Nothing listens by default, so reporting costs a function call.
 */
export type ProgressListener = (step: string, done: number, total: number) => void;

let listener: ProgressListener | undefined;

/** Listen from now on (`undefined` stops). */
export function listenToProgress(l: ProgressListener | undefined): void {
  listener = l;
}

export function reportProgress(step: string, done: number, total: number): void {
  listener?.(step, done, total);
}
