/**
 * One build at a time per project: two builds writing generated/ at once would interleave their
 * swaps and caches. The lock is a file created atomically (link() of a complete temp file, so it
 * is never seen half written) that names its holder. A holder that died (its pid is gone, or the
 * pid now belongs to a process that started later) is stale and taken over.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { link, mkdir, readdir, readFile, stat, unlink, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import { basename, dirname, join } from "node:path";
import { UsageError } from "./usage-error.ts";

export interface LockHolder {
  pid: number;
  host: string;
  /** Linux start time of the process (clock ticks since boot), to tell a reused pid apart. */
  since: string | null;
  token: string;
}

export interface LockOptions {
  /** How long to wait for a live holder before failing (ms). */
  timeoutMs: number;
  /** Told once, when the lock is held by someone else and we start waiting. */
  onWait?: (holder: LockHolder) => void;
  pollMs?: number;
}

/** A takeover of a stale lock takes milliseconds; a break marker older than this was left by a crash. */
const BREAK_STALE_MS = 10_000;

export async function withBuildLock<T>(lockFile: string, opts: LockOptions, body: () => Promise<T>): Promise<T> {
  const me = await acquireBuildLock(lockFile, opts);
  try {
    return await body();
  } finally {
    await releaseBuildLock(lockFile, me);
  }
}

export async function acquireBuildLock(lockFile: string, opts: LockOptions): Promise<LockHolder> {
  const me: LockHolder = { pid: process.pid, host: hostname(), since: startTime(process.pid), token: randomBytes(8).toString("hex") };
  await mkdir(dirname(lockFile), { recursive: true });
  const deadline = Date.now() + opts.timeoutMs;
  let told = false;
  for (;;) {
    if (await tryCreate(lockFile, me)) {
      await removeDeadTemps(lockFile);
      return me;
    }
    const text = await readIfExists(lockFile);
    if (text === null) continue; // released between our attempt and the read
    const holder = parseHolder(text);
    if (!holder || isDead(holder)) {
      await breakStale(lockFile, text);
      continue;
    }
    if (Date.now() >= deadline) {
      throw new UsageError(
        `another build holds ${lockFile} (pid ${holder.pid} on ${holder.host}); waited ${Math.round(opts.timeoutMs / 1000)} s. ` +
          `Wait for it to finish, or if no such build is running, delete the lock file`,
      );
    }
    if (!told) opts.onWait?.(holder);
    told = true;
    await sleep(opts.pollMs ?? 100);
  }
}

/** Removes the lock only if it is still ours: a holder declared stale must not delete its successor's. */
export async function releaseBuildLock(lockFile: string, me: LockHolder): Promise<void> {
  const text = await readIfExists(lockFile);
  if (text !== null && parseHolder(text)?.token === me.token) await unlink(lockFile).catch(() => {});
}

/** Is the lock file still held by `me`? (A build checks this before it swaps output in.) */
export async function stillHeld(lockFile: string, me: LockHolder): Promise<boolean> {
  const text = await readIfExists(lockFile);
  return text !== null && parseHolder(text)?.token === me.token;
}

async function tryCreate(lockFile: string, me: LockHolder): Promise<boolean> {
  const tmp = `${lockFile}.tmp-${process.pid}`;
  await writeFile(tmp, `${JSON.stringify(me)}\n`);
  try {
    await link(tmp, lockFile);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw e;
  } finally {
    await unlink(tmp).catch(() => {});
  }
}

/**
 * Two processes may find the same stale lock: only the one that creates the break marker may
 * delete it, and only if the lock still holds the stale text it judged (not a new holder's).
 */
async function breakStale(lockFile: string, staleText: string): Promise<void> {
  const marker = `${lockFile}.break`;
  try {
    await writeFile(marker, `${process.pid}\n`, { flag: "wx" });
  } catch {
    const age = await stat(marker).then((s) => Date.now() - s.mtimeMs, () => 0);
    if (age > BREAK_STALE_MS) await unlink(marker).catch(() => {});
    else await sleep(20);
    return;
  }
  try {
    if ((await readIfExists(lockFile)) === staleText) await unlink(lockFile).catch(() => {});
  } finally {
    await unlink(marker).catch(() => {});
  }
}

function parseHolder(text: string): LockHolder | null {
  try {
    const h = JSON.parse(text) as Partial<LockHolder> | null;
    if (h && Number.isSafeInteger(h.pid) && typeof h.host === "string" && typeof h.token === "string") {
      return { pid: h.pid!, host: h.host, token: h.token, since: typeof h.since === "string" ? h.since : null };
    }
  } catch {
    // not ours, or damaged: treated as stale
  }
  return null;
}

/**
 * A build killed between writing its temp file and linking it leaves `<lock>.tmp-<pid>` behind;
 * the next holder removes those of processes that are gone. A live contender's is kept: it
 * exists only for the moment of its attempt.
 */
async function removeDeadTemps(lockFile: string): Promise<void> {
  const prefix = `${basename(lockFile)}.tmp-`;
  let names: string[];
  try {
    names = await readdir(dirname(lockFile));
  } catch {
    return;
  }
  for (const name of names) {
    const pid = name.startsWith(prefix) ? Number(name.slice(prefix.length)) : NaN;
    if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid) continue;
    const path = join(dirname(lockFile), name);
    const holder = parseHolder((await readIfExists(path)) ?? "");
    // Half-written (killed mid-write) or of this machine: judged by its pid here.
    if (holder ? isDead(holder) : !alive(pid)) await unlink(path).catch(() => {});
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code !== "ESRCH";
  }
}

/** Only a holder on this machine can be judged; one elsewhere is waited for. */
function isDead(holder: LockHolder): boolean {
  if (holder.host !== hostname()) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "ESRCH";
  }
  const now = startTime(holder.pid);
  return holder.since !== null && now !== null && now !== holder.since;
}

/** Field 22 of /proc/<pid>/stat (after the parenthesised command name), or null off Linux. */
function startTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

async function readIfExists(file: string): Promise<string | null> {
  try {
    return await readFile(file, "utf8");
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw e;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
