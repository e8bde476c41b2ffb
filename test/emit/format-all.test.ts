/** Formatting on worker threads gives the bytes formatting in this thread gives. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fg from "fast-glob";
import { describe, expect, it } from "vitest";
import { formatAll, formatGenerated } from "../../compiler/emit/format.ts";

const GENERATED = join(import.meta.dirname, "../../generated/shadows");

describe("formatAll", () => {
  it("formats many files (on worker threads where there are CPUs) exactly as formatGenerated does", async () => {
    // The committed modules, squashed so that prettier has work to do.
    const files = fg.sync("**/*.{ts,json}", { cwd: GENERATED }).sort().map((path) => ({ path, text: readFileSync(join(GENERATED, path), "utf8").replace(/\n\s*/g, " ") }));
    expect(files.length).toBeGreaterThanOrEqual(48); // enough for the worker threads
    const together = await formatAll(files);
    for (const [i, f] of files.entries()) expect(together[i]).toBe(await formatGenerated(f.path, f.text));
  }, 300_000);
});
