/**
 * `cardsmith check --watch`: re-check whenever a card file or vocabulary under the watched
 * paths changes, for the designer's edit-save-look loop. Changes that arrive together (an
 * editor's save writes several times) are checked once.
 */
import { watch } from "chokidar";

const SETTLE_MS = 120;

export function watchPaths(paths: string[], run: () => void, out: (text: string) => void = (t) => process.stderr.write(t)): { close(): Promise<void> } {
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
    }, SETTLE_MS);
  });
  return {
    close: async () => {
      clearTimeout(timer);
      await watcher.close();
    },
  };
}
