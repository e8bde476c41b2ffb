/**
 * A game's output folder changes as a whole. The new tree is staged beside it
 * (`.<game>.build-next`, unchanged files hard-linked from the current tree), a journal file is
 * written once the stage is complete, then two renames swap the trees and the journal is removed.
 * A build killed at any point leaves the old tree (no journal: the stage is dropped) or a journal
 * that the next build follows to finish the swap. Between the two renames the folder is briefly
 * absent, with the journal saying where the new tree is.
 */
import { copyFileSync, linkSync, mkdirSync, readdirSync, readlinkSync, rmSync, symlinkSync } from "node:fs";
import { lstat, mkdir, readdir, rename, rm, unlink, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";

export interface SwapPaths {
  next: string;
  old: string;
  journal: string;
}

export function swapPaths(outDir: string): SwapPaths {
  const at = (suffix: string) => join(dirname(outDir), `.${basename(outDir)}.build-${suffix}`);
  return { next: at("next"), old: at("old"), journal: at("journal") };
}

/** A per-file temp name left by a killed atomic write (`<file>.tmp-<pid>`). */
export const TEMP_FILE = /\.tmp-\d+$/;

/** Tests kill the build at each step of the swap through this; it does nothing otherwise. */
function crashPoint(step: string): void {
  if (process.env.CARDSMITH_TEST_CRASH_AT === step) process.kill(process.pid, "SIGKILL");
}

/**
 * Replace `outDir` with a copy of itself changed by `change` (given the staged folder).
 * The caller holds the build lock and has run `recoverSwap`.
 */
export async function replaceTree(outDir: string, change: (staged: string) => Promise<void>): Promise<void> {
  const s = swapPaths(outDir);
  await rm(s.next, { recursive: true, force: true });
  const hadOld = await exists(outDir);
  if (hadOld) await cloneTree(outDir, s.next);
  else await mkdir(s.next, { recursive: true });
  try {
    await change(s.next);
  } catch (e) {
    await rm(s.next, { recursive: true, force: true });
    throw inLiveTree(e, s.next, outDir);
  }
  crashPoint("staged");
  await writeFile(s.journal, `${JSON.stringify({ swap: basename(outDir), next: basename(s.next), old: basename(s.old) })}\n`);
  crashPoint("journal");
  if (hadOld) await rename(outDir, s.old);
  crashPoint("moved-old");
  await rename(s.next, outDir);
  crashPoint("moved-new");
  await unlink(s.journal);
  crashPoint("journal-removed");
  rmSync(s.old, { recursive: true, force: true }); // one call per file: synchronous, no thread-pool round trips
}

/**
 * Finish or roll back a swap a killed build left behind. With the journal the stage is complete:
 * move it in. Without one, any stage is incomplete (or the swap already finished): drop it.
 * Returns what it did, for the build's report.
 */
export async function recoverSwap(outDir: string): Promise<string[]> {
  const s = swapPaths(outDir);
  const done: string[] = [];
  if (await exists(s.journal)) {
    if (await exists(s.next)) {
      if (await exists(outDir)) {
        await rm(s.old, { recursive: true, force: true });
        await rename(outDir, s.old);
      }
      await rename(s.next, outDir);
      done.push(`finished the swap of ${basename(outDir)} an interrupted build began`);
    }
    await unlink(s.journal);
  }
  for (const leftover of [s.next, s.old]) {
    if (!(await exists(leftover))) continue;
    await rm(leftover, { recursive: true, force: true });
    done.push(`removed ${basename(leftover)}`);
  }
  for (const file of await tempFiles(outDir)) {
    await unlink(join(outDir, file));
    done.push(`removed ${basename(outDir)}/${file}`);
  }
  return done;
}

/** What an interrupted build left (for `build --check`, which writes nothing): paths relative to the output root. */
export async function swapLeftovers(outDir: string): Promise<string[]> {
  const s = swapPaths(outDir);
  const found: string[] = [];
  for (const p of [s.journal, s.next, s.old]) if (await exists(p)) found.push(basename(p));
  for (const file of await tempFiles(outDir)) found.push(`${basename(outDir)}/${file}`);
  return found;
}

/** Temp files from killed atomic writes under `dir` (relative, `/`-separated); symlinks not followed. */
export async function tempFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (abs: string, rel: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(abs, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (e.isDirectory()) await walk(join(abs, e.name), `${rel}${e.name}/`);
      else if (e.isFile() && TEMP_FILE.test(e.name)) out.push(`${rel}${e.name}`);
    }
  };
  await walk(dir, "");
  return out.sort();
}

/**
 * Copy a tree: files as hard links (the build never writes a file in place, so sharing inodes
 * with the old tree is safe), symlinks as symlinks. Temp leftovers are not carried over.
 * Synchronous: a one-card rebuild links every file of the tree, and awaiting each link through
 * the thread pool left the process idle for most of that time (PROFILE.md).
 */
async function cloneTree(from: string, to: string): Promise<void> {
  mkdirSync(to, { recursive: true });
  for (const e of readdirSync(from, { withFileTypes: true })) {
    const [src, dst] = [join(from, e.name), join(to, e.name)];
    if (e.isDirectory()) await cloneTree(src, dst);
    else if (e.isSymbolicLink()) symlinkSync(readlinkSync(src), dst);
    else if (e.isFile() && !TEMP_FILE.test(e.name)) linkOrCopy(src, dst);
  }
}

function linkOrCopy(src: string, dst: string): void {
  try {
    linkSync(src, dst);
  } catch {
    copyFileSync(src, dst);
  }
}

/** A write refused in the stage is reported at the live path: that is where the user must look. */
function inLiveTree(e: unknown, staged: string, live: string): unknown {
  const err = e as NodeJS.ErrnoException;
  if (typeof err?.path === "string" && err.path.startsWith(staged)) {
    const path = live + err.path.slice(staged.length);
    err.message = err.message.split(err.path).join(path);
    err.path = path;
  }
  return e;
}

async function exists(path: string): Promise<boolean> {
  try {
    await lstat(path);
    return true;
  } catch {
    return false;
  }
}
