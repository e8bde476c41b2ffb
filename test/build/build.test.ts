/**
 * End-to-end builds: generated/ is fresh, incremental rebuilds touch only what changed, and a
 * tampered or stale output is noticed.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildGame } from "../../compiler/build.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const WORK = join(ROOT, "tmp", `build-test-${process.pid}`);
const GAME = join(WORK, "cards", "golden");
const OUT = join(WORK, "generated");
const CACHE = join(WORK, "cache");
/** The fixture vocabulary's game id names the output folder. */
const GAME_OUT = join(OUT, "shadows");
const opts = { outRoot: OUT, cacheDir: CACHE, runtimeApi: "../../../../runtime/api.ts", display: (p: string) => p };

beforeAll(() => {
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(GAME, { recursive: true });
  cpSync(join(ROOT, "test/fixtures/golden-game/game.yaml"), join(GAME, "game.yaml"));
  cpSync(join(ROOT, "test/fixtures/golden-game/base.yaml"), join(GAME, "base.yaml"));
  writeFileSync(
    join(GAME, "extra.yaml"),
    "id: quick-jab\nname: Quick Jab\nkind: skill\nhero: golden-hero\ninitiative: [2]\ntraits: [Attack]\neffect: |\n  attack a target for 2\n  if not responded: gain 1 gold\n",
  );
});
afterAll(() => rmSync(WORK, { recursive: true, force: true }));

describe("the committed generated/ folder", () => {
  it("is exactly what the bundled cards compile to", async () => {
    const build = await buildGame(join(ROOT, "cards/shadows"), { outRoot: join(ROOT, "generated"), cacheDir: join(WORK, "fresh-cache"), check: true });
    expect(build.check.diagnostics).toEqual([]);
    expect(build.stale).toEqual([]);
  }, 300_000);
});

describe.sequential("incremental builds", () => {
  it("build cold, then rebuild only the card file that changed", async () => {
    const cold = await buildGame(GAME, opts);
    expect(cold.check.diagnostics).toEqual([]);
    expect(cold.written).toContain("cards/extra.ts");
    expect(cold.check.reused.size).toBe(0);

    const same = await buildGame(GAME, opts);
    expect(same.written).toEqual([]);
    expect([...same.check.reused].sort()).toEqual(["base.yaml", "extra.yaml"]);

    writeFileSync(join(GAME, "extra.yaml"), readFileSync(join(GAME, "extra.yaml"), "utf8").replace("for 2", "for 3"));
    const one = await buildGame(GAME, opts);
    // The sources fingerprint changes with any card file; play and test read it.
    expect(one.written).toEqual(["cards/extra.ts", "sources.json"]);
    expect([...one.check.reused]).toEqual(["base.yaml"]);
    expect(readFileSync(join(GAME_OUT, "cards/extra.ts"), "utf8")).toContain("for: 3");
  }, 300_000);

  it("rechecks everything when a change breaks a reference elsewhere", async () => {
    await buildGame(GAME, opts);
    // Renaming the hero in base.yaml breaks `hero: golden-hero` in extra.yaml, which did not change.
    const base = readFileSync(join(GAME, "base.yaml"), "utf8");
    writeFileSync(join(GAME, "base.yaml"), base.replace("id: golden-hero", "id: renamed-hero"));
    const broken = await buildGame(GAME, opts);
    const inExtra = broken.check.diagnostics.filter((d) => d.span?.file.endsWith("extra.yaml"));
    expect(inExtra.map((d) => [d.code, d.span?.start.line])).toEqual([["CS4006", 4]]);
    expect(broken.check.reused.size).toBe(0);
    writeFileSync(join(GAME, "base.yaml"), base);
    const fixed = await buildGame(GAME, opts);
    expect(fixed.check.diagnostics).toEqual([]);
  }, 300_000);

  it("restores a generated module someone edited by hand", async () => {
    await buildGame(GAME, opts);
    const file = join(GAME_OUT, "cards/extra.ts");
    const good = readFileSync(file, "utf8");
    writeFileSync(file, `${good}// hand edit\n`);
    const stale = await buildGame(GAME, { ...opts, check: true });
    expect(stale.stale).toContain("cards/extra.ts");
    const repaired = await buildGame(GAME, opts);
    expect(repaired.written).toEqual(["cards/extra.ts"]);
    expect(readFileSync(file, "utf8")).toBe(good);
  }, 300_000);
});

describe("golden generated output", () => {
  // The fixture game's modules, as a reader would see them. Regenerate with UPDATE_GOLDEN=1.
  const GOLDEN = join(ROOT, "test/build/__golden__");
  it.each(["cards/base.ts", "cards/extra.ts", "vocabulary.ts", "rules.ts", "index.ts"])("%s", async (path) => {
    await buildGame(GAME, opts);
    const actual = readFileSync(join(GAME_OUT, path), "utf8");
    const golden = join(GOLDEN, `${path.replace(/\//g, "__")}.golden`);
    if (process.env.UPDATE_GOLDEN) {
      mkdirSync(GOLDEN, { recursive: true });
      writeFileSync(golden, actual);
    }
    expect(actual).toBe(readFileSync(golden, "utf8"));
  }, 300_000);
});
