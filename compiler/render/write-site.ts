/**
 * Writes a generated folder (`render`, `docs`) as a whole: staged beside it and swapped in, as
 * `build` does with generated/ (output-swap.ts), so a reader or a killed run never sees half a
 * site. The folder is the command's own: it must be new, empty, or one the command wrote (its
 * manifest names it), so `--out` pointed at a folder of other files never deletes them.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { acquireBuildLock, releaseBuildLock } from "../build-lock.ts";
import { recoverSwap, replaceTree } from "../emit/output-swap.ts";
import { UsageError } from "../usage-error.ts";

export const MANIFEST = "cardsmith-output.json";

/** Files by path relative to the folder (`/`-separated, no `..`). */
export type SiteFiles = Map<string, string | Uint8Array>;

export async function writeSite(outDir: string, files: SiteFiles, what: string, lockFile: string): Promise<void> {
  const root = resolve(outDir);
  for (const path of files.keys()) checkPath(path);
  const me = await acquireBuildLock(lockFile, { timeoutMs: 600_000 });
  try {
    await recoverSwap(root);
    refuseForeignFolder(root, what);
    const paths = [...files.keys()].sort();
    const manifest = `${JSON.stringify({ written: "by cardsmith", command: what, files: paths }, null, 2)}\n`;
    await replaceTree(root, async (staged) => {
      for (const entry of await readdir(staged)) await rm(join(staged, entry), { recursive: true, force: true });
      for (const path of paths) {
        const abs = join(staged, path);
        await mkdir(dirname(abs), { recursive: true });
        await writeFile(abs, files.get(path)!);
      }
      await writeFile(join(staged, MANIFEST), manifest);
    });
  } finally {
    await releaseBuildLock(lockFile, me);
  }
}

function refuseForeignFolder(root: string, what: string): void {
  if (!existsSync(root)) return;
  if (!statSync(root).isDirectory()) throw new UsageError(`${root} is a file; give --out a folder`);
  const entries = readdirSync(root);
  if (!entries.length) return;
  let ours = false;
  try {
    ours = JSON.parse(readFileSync(join(root, MANIFEST), "utf8"))?.written === "by cardsmith";
  } catch {
    ours = false;
  }
  if (!ours) throw new UsageError(`${root} holds files \`cardsmith ${what}\` did not write; give --out a new or empty folder`);
}

function checkPath(path: string): void {
  const parts = path.split("/");
  if (path.includes("\\") || parts.some((p) => p === "" || p === "." || p === "..")) throw new Error(`not an output file path: ${JSON.stringify(path)}`);
}
