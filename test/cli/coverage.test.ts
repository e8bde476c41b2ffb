import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { main } from "../../compiler/cli/main.ts";

const dir = mkdtempSync(join(tmpdir(), "cardsmith-coverage-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(...args: string[]): Promise<{ exit: number; out: string }> {
  let out = "";
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string) => ((out += chunk), true)) as typeof process.stdout.write;
  try {
    return { exit: await main(args), out };
  } finally {
    process.stdout.write = write;
  }
}

describe("cardsmith coverage", () => {
  it("lists what the bundled cards and scenarios cover, and what a catalogue still lacks", async () => {
    const catalogue = join(dir, "effects.md");
    writeFileSync(catalogue, "# Effects\n- SHM-01 Sword Strike\n- SHM-EX1 The example of play\n- ZZZ-99 Nothing covers this\n");
    const r = await run("coverage", "--effects", catalogue, "--format", "json");
    expect(r.exit).toBe(1); // ZZZ-99 is not covered
    const doc = JSON.parse(r.out);
    expect(doc.covered["SHM-01"]).toContain("shadows/sword-strike");
    expect(doc.covered["SHM-EX1"]).toContain("test/scenarios/shm-ex1.scenario.yaml");
    expect(doc.missing).toEqual(["ZZZ-99"]);
  }, 300_000);

  it("exits 0 when every pattern of the catalogue is covered", async () => {
    const catalogue = join(dir, "covered.md");
    writeFileSync(catalogue, "- SHM-01 Sword Strike\n");
    expect((await run("coverage", "--effects", catalogue)).exit).toBe(0);
  }, 300_000);

  it("counts the cards of the games under --cards, and nothing from a game with errors", async () => {
    const root = join(dir, "games");
    const vocab = readFileSync("test/corpus/adventure/game.yaml", "utf8");
    mkdirSync(join(root, "good"), { recursive: true });
    writeFileSync(join(root, "good/game.yaml"), vocab);
    writeFileSync(join(root, "good/c.yaml"), "id: probe\nname: Probe\nkind: weakness\ncovers: [ZZZ-1]\n");
    mkdirSync(join(root, "bad"), { recursive: true });
    writeFileSync(join(root, "bad/game.yaml"), vocab.replace("game: adventure", "game: broken"));
    writeFileSync(join(root, "bad/c.yaml"), "id: probe\nname: Probe\nkind: weakness\ncovers: [ZZZ-2]\nunknown-field: 1\n");
    const r = await run("coverage", "--cards", root, "--format", "json");
    const doc = JSON.parse(r.out);
    expect(doc.covered["ZZZ-1"]).toEqual(["adventure/probe"]);
    expect(doc.covered["ZZZ-2"]).toBeUndefined();
    expect(doc.covered["SHM-01"]).toBeUndefined(); // cards/ is not looked at when --cards is given
    expect((await run("coverage", "--cards", join(dir, "nowhere"))).exit).toBe(2);
  }, 300_000);

  it("refuses a catalogue without effect IDs", async () => {
    const empty = join(dir, "empty.md");
    writeFileSync(empty, "nothing here\n");
    expect((await run("coverage", "--effects", empty)).exit).toBe(2);
  }, 300_000);

  it("explains the pattern IDs in its text output; --report-only exits 0 with patterns uncovered", async () => {
    const catalogue = join(dir, "uncovered.md");
    writeFileSync(catalogue, "- SHM-01 Sword Strike\n- ZZZ-98 Nothing covers this\n");
    const text = await run("coverage", "--effects", catalogue);
    expect(text.exit).toBe(1);
    expect(text.out.split("\n")[0]).toMatch(/^Effect patterns: each ID \(SHM-01.*names one entry of the effect catalogue/);
    expect(text.out).toContain("1 of 2 effect patterns covered; not yet: ZZZ-98");
    const report = await run("coverage", "--effects", catalogue, "--report-only");
    expect(report.exit).toBe(0);
    expect(report.out).toContain("not yet: ZZZ-98");
  }, 300_000);
});
