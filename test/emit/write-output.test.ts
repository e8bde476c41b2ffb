import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emitGame } from "../../compiler/emit/emit-game.ts";
import { format } from "../../compiler/emit/format.ts";
import { FULL_GAME, game } from "./fixture.ts";

// Count prettier runs: the cache must spare every file whose input did not change.
const formatted = vi.hoisted(() => ({ paths: [] as string[] }));
vi.mock("../../compiler/emit/format.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../compiler/emit/format.ts")>();
  return {
    ...real,
    formatGenerated: async (path: string, text: string) => {
      formatted.paths.push(path);
      return real.formatGenerated(path, text);
    },
    // writeGenerated formats in batches (on worker threads when there are many files).
    formatAll: async (files: Array<{ path: string; text: string }>) => {
      formatted.paths.push(...files.map((f) => f.path));
      return real.formatAll(files);
    },
  };
});
const { writeAtomic, writeGenerated } = await import("../../compiler/emit/write-output.ts");

let dir: string;
let out: string;
let cacheFile: string;
const files = emitGame(game(FULL_GAME));
const paths = [...files.keys()];

function listFiles(root: string): string[] {
  const all: string[] = [];
  const walk = (d: string, rel: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(d, e.name), `${rel}${e.name}/`);
      else all.push(`${rel}${e.name}`);
    }
  };
  walk(root, "");
  return all.sort();
}

const write = (input = files, check = false) => {
  formatted.paths = [];
  return writeGenerated(out, input, { check, cacheFile });
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "cardsmith-write-"));
  out = join(dir, "generated", "demo");
  cacheFile = join(dir, ".cardsmith-cache", "demo.json");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("writeGenerated", () => {
  it("writes formatted files, each ending with a newline, and no temp files", async () => {
    const r = await write();
    expect(r).toEqual({ written: paths, unchanged: [], removed: [], stale: [] });
    expect(listFiles(out)).toEqual(paths);
    for (const p of paths) {
      const text = readFileSync(join(out, p), "utf8");
      expect(text.endsWith("\n")).toBe(true);
      expect(text).toBe(await format(files.get(p)!));
    }
    expect(existsSync(cacheFile)).toBe(true);
  });

  it("formats nothing on a rebuild with the same input", async () => {
    await write();
    const r = await write();
    expect(formatted.paths).toEqual([]);
    expect(r).toEqual({ written: [], unchanged: paths, removed: [], stale: [] });
  });

  it("re-formats and rewrites only the file that changed", async () => {
    await write();
    const changed = new Map(files);
    changed.set("cards/monsters.ts", `${files.get("cards/monsters.ts")}\nexport const extra = 1;\n`);
    const r = await write(changed);
    expect(formatted.paths).toEqual(["cards/monsters.ts"]);
    expect(r.written).toEqual(["cards/monsters.ts"]);
    expect(r.unchanged).toEqual(paths.filter((p) => p !== "cards/monsters.ts"));
  });

  it("does not trust the cache for a file edited on disk", async () => {
    await write();
    writeFileSync(join(out, "index.ts"), "// hand edit\n");
    const r = await write();
    expect(formatted.paths).toEqual(["index.ts"]);
    expect(r.written).toEqual(["index.ts"]);
    expect(readFileSync(join(out, "index.ts"), "utf8")).toBe(await format(files.get("index.ts")!));
  });

  it("survives a missing or corrupt cache", async () => {
    await write();
    writeFileSync(cacheFile, "{ not json");
    const r = await write();
    expect(r.unchanged).toEqual(paths);
    expect(r.written).toEqual([]);
  });

  it("removes generated files no longer produced, and directories left empty, but nothing else", async () => {
    await write();
    writeFileSync(join(out, "README.md"), "not ours\n");
    mkdirSync(join(out, "cards", "old"), { recursive: true });
    writeFileSync(join(out, "cards", "old", "gone.ts"), "export {};\n");
    writeFileSync(join(dir, "outside.ts"), "export {};\n");
    const fewer = new Map(files);
    fewer.delete("cards/monsters.ts");
    const r = await write(fewer);
    expect(r.removed).toEqual(["cards/monsters.ts", "cards/old/gone.ts"]);
    expect(existsSync(join(out, "cards", "old"))).toBe(false);
    expect(existsSync(join(out, "README.md"))).toBe(true);
    expect(existsSync(join(dir, "outside.ts"))).toBe(true);
  });

  it("in check mode reports missing, different and extra files and writes nothing", async () => {
    expect((await write(files, true)).stale).toEqual(paths);
    expect(existsSync(out)).toBe(false);
    expect(existsSync(cacheFile)).toBe(false);

    await write();
    expect(await write(files, true)).toEqual({ written: [], unchanged: paths, removed: [], stale: [] });

    const cacheBefore = readFileSync(cacheFile, "utf8");
    const mtime = statSync(join(out, "index.ts")).mtimeMs;
    const changed = new Map(files);
    changed.set("index.ts", `${files.get("index.ts")}\nexport const extra = 1;\n`);
    changed.delete("kinds.ts");
    changed.set("cards/new.ts", "export const x = 1;\n");
    writeFileSync(join(out, "vocabulary.ts"), "// stale\n");
    const r = await write(changed, true);
    expect(r.stale).toEqual(["cards/new.ts", "index.ts", "kinds.ts", "vocabulary.ts"]);
    expect(r.written).toEqual([]);
    expect(r.removed).toEqual([]);
    expect(statSync(join(out, "index.ts")).mtimeMs).toBe(mtime);
    expect(existsSync(join(out, "kinds.ts"))).toBe(true);
    expect(existsSync(join(out, "cards", "new.ts"))).toBe(false);
    expect(readFileSync(cacheFile, "utf8")).toBe(cacheBefore);
  });

  it("is byte-for-byte reproducible, cache included", async () => {
    await write();
    const first = listFiles(dir).map((p) => [p, readFileSync(join(dir, p), "utf8")]);
    rmSync(out, { recursive: true });
    rmSync(cacheFile);
    await write();
    expect(listFiles(dir).map((p) => [p, readFileSync(join(dir, p), "utf8")])).toEqual(first);
  });

  it("refuses paths that would leave the output folder or are not generated files", async () => {
    for (const bad of ["../evil.ts", "/abs.ts", "a/../../b.ts", "cards\\x.ts", "notes.md", "./x.ts"]) {
      await expect(write(new Map([[bad, "export {};\n"]]))).rejects.toThrow(/not a generated file path/);
    }
    expect(existsSync(out)).toBe(false);
    expect(existsSync(join(dir, "evil.ts"))).toBe(false);
  });
});

describe("the output folder as a whole", () => {
  it("is swapped in complete: a write refused partway leaves the old folder as it was, and no stage", async () => {
    await write();
    const before = listFiles(out).map((p) => [p, readFileSync(join(out, p), "utf8")]);
    const changed = new Map(files);
    changed.set("index.ts", `${files.get("index.ts")}\nexport const extra = 1;\n`);
    changed.set("blocked/x.ts", "export {};\n");
    writeFileSync(join(out, "blocked"), "a file where a folder must go\n");
    await expect(write(changed)).rejects.toThrow(/generated\/demo\/blocked/);
    expect(listFiles(out).filter((p) => p !== "blocked").map((p) => [p, readFileSync(join(out, p), "utf8")])).toEqual(before);
    expect(readdirSync(join(dir, "generated"))).toEqual(["demo"]);
  });

  it("keeps files that are not generated output across the swap", async () => {
    await write();
    writeFileSync(join(out, "NOTES.md"), "mine\n");
    const changed = new Map(files);
    changed.set("index.ts", `${files.get("index.ts")}\nexport const extra = 1;\n`);
    expect((await write(changed)).written).toEqual(["index.ts"]);
    expect(readFileSync(join(out, "NOTES.md"), "utf8")).toBe("mine\n");
  });
});

describe("formatting", () => {
  it("is stable: formatting formatted output changes nothing", async () => {
    for (const text of files.values()) {
      const once = await format(text);
      expect(await format(once)).toBe(once);
    }
  });
});

describe("writeAtomic", () => {
  it("replaces a file whole and leaves no temp file", async () => {
    const file = join(dir, "a", "b.ts");
    await writeAtomic(file, "one\n");
    await writeAtomic(file, "two\n");
    expect(readFileSync(file, "utf8")).toBe("two\n");
    expect(readdirSync(join(dir, "a"))).toEqual(["b.ts"]);
  });

  it("cleans up its temp file when the rename fails", async () => {
    const target = join(dir, "taken.ts");
    mkdirSync(join(target, "inside"), { recursive: true });
    await expect(writeAtomic(target, "x\n")).rejects.toThrow();
    expect(readdirSync(dir).sort()).toEqual(["taken.ts"]);
  });
});
