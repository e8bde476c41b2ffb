/**
 * `cardsmith check --watch`: re-check whenever a card file or vocabulary under the watched
 * paths changes, for the designer's edit-save-look loop.
 *
 * A change is checked at once (no settle timer): events of one tick are checked together, and an
 * event about a file whose bytes are those already checked is dropped (one save often fires
 * `add` and `change`, or two `change`s). A save that writes a file in several steps can show the
 * half-written file's check for a moment; the next step's event checks again. A check itself is
 * incremental (check-command.ts), so it costs about one file.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { watch } from "chokidar";
import { describeFailure } from "./failure.ts";

/** A file's content hash now, "gone", or undefined for a folder (always checked again). */
function contentOf(path: string): string | undefined {
  try {
    return createHash("sha1").update(readFileSync(path)).digest("hex");
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "ENOENT" ? "gone" : undefined;
  }
}

export function watchPaths(paths: string[], check: () => void, out: (text: string) => void = (t) => process.stderr.write(t)): { ready: Promise<void>; close(): Promise<void> } {
  // A failed check (a deleted path, a bug a card triggers) is reported; the session goes on.
  const run = () => {
    try {
      check();
    } catch (err) {
      out(`${describeFailure(err)}still watching: save a file to check again\n`);
    }
  };
  run();
  out(`watching ${paths.join(", ")} for changes (Ctrl-C to stop)\n`);
  /** Each changed file's content when it was last checked. */
  const checkedAs = new Map<string, string>();
  const pending = new Set<string>();
  let scheduled: NodeJS.Immediate | undefined;
  const flush = () => {
    scheduled = undefined;
    const changed: string[] = [];
    for (const path of pending) {
      const content = contentOf(path);
      if (content !== undefined && checkedAs.get(path) === content) continue;
      if (content !== undefined) checkedAs.set(path, content); // taken before the check reads the file
      changed.push(path);
    }
    pending.clear();
    if (!changed.length) return;
    out(`\n— ${changed[0]} changed${changed.length > 1 ? ` (and ${changed.length - 1} more)` : ""} —\n`);
    run();
  };
  const watcher = watch(paths, {
    ignoreInitial: true,
    ignored: (path, stats) => !!stats?.isFile() && !/\.ya?ml$/i.test(path),
  });
  watcher.on("all", (_event, path) => {
    pending.add(path);
    scheduled ??= setImmediate(flush);
  });
  return {
    /** Resolves once the watcher sees the existing files: changes after it are noticed. */
    ready: new Promise<void>((resolve) => watcher.once("ready", () => resolve())),
    close: async () => {
      if (scheduled) clearImmediate(scheduled);
      await watcher.close();
    },
  };
}
