/**
 * Where `check` keeps a game's check state. Its own file, never the build's: the build's state
 * vouches that generated/ holds each file's module, which a check never writes. Named by the
 * game folder's absolute path, so two games with one folder name never share a state.
 */
import { createHash } from "node:crypto";
import { basename, join, resolve } from "node:path";

export function checkStateFile(cacheDir: string, gameDir: string): string {
  const abs = resolve(gameDir);
  const tag = createHash("sha1").update(abs).digest("hex").slice(0, 12);
  return join(cacheDir, "check", `${basename(abs).replace(/[^A-Za-z0-9._-]/g, "_")}-${tag}.json`);
}
