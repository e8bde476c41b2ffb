/**
 * `cardsmith check --watch`: re-check whenever a card file or vocabulary under the watched
 * paths changes, for the designer's edit-save-look loop. Changes that arrive together (an
 * editor's save writes several times) are checked once.
 */
import { watch } from "chokidar";
import { describeFailure } from "./failure.ts";

/**
 * How long the files must stay quiet before checking: long enough to gather the writes of one
 * save (they come within a few milliseconds), short enough not to be felt. A check itself is
 * incremental (check-command.ts), so it costs about one file.
 */
const QUIET_MS = 20;

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
  let timer: NodeJS.Timeout | undefined;
  const watcher = watch(paths, {
    ignoreInitial: true,
    ignored: (path, stats) => !!stats?.isFile() && !/\.ya?ml$/i.test(path),
  });
  watcher.on("all", (_event, path) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      out(`\n— ${path} changed —\n`);
      run();
    }, QUIET_MS);
  });
  return {
    /** Resolves once the watcher sees the existing files: changes after it are noticed. */
    ready: new Promise<void>((resolve) => watcher.once("ready", () => resolve())),
    close: async () => {
      clearTimeout(timer);
      await watcher.close();
    },
  };
}
