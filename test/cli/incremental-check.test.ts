/**
 * `check` with a saved state must report exactly what a check from scratch reports, through a
 * series of edits: a clean card, a new error, a fix, a tag that stops being used (a warning
 * whose cause is in a file the incremental check would otherwise skip), a duplicate id; a card
 * file deleted, game.yaml changed, a card id that other files refer to renamed; and a saved state
 * that is damaged, which must mean a check from scratch, never a crash or a stale verdict.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, truncateSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import fg from "fast-glob";
import { gameFolderFiles } from "../../compiler/check/check-game.ts";
import { isDeckFile } from "../../compiler/decks/deck-files.ts";
import { afterEach, describe, expect, it } from "vitest";
import { checkPaths } from "../../compiler/cli/check-command.ts";
import { checkStateFile } from "../../compiler/check-state-path.ts";
import { readSealedSync, sealed } from "../../compiler/cache-file.ts";
import { savedStateJson, toolchainFingerprint } from "../../compiler/check-cache.ts";
import type { Diagnostic } from "../../compiler/diagnostics/diagnostic.ts";
import { loadGameVocabulary } from "../../compiler/vocab/load-vocabulary.ts";
import { cacheVocabularyValues } from "../../compiler/vocab/vocabulary-value-cache.ts";
import { edit, makeGame, SHADOWS_YAML, type Game } from "../contract/helpers.ts";

let game: Game | undefined;
let caches: string[] = [];
afterEach(() => {
  game?.cleanup();
  for (const c of caches) rmSync(c, { recursive: true, force: true });
  caches = [];
});

const card = (id: string, effect: string, traits = "[]") => `id: ${id}\nname: ${id}\nkind: skill\ninitiative: [2]\ntraits: ${traits}\neffect: |\n  ${effect}\n`;
const withTag = edit(SHADOWS_YAML, "traits:\n", "traits:\n  Dwarf: { means: tag, description: \"a people\" }\n");
const newCache = () => {
  const dir = mkdtempSync(join(tmpdir(), "cardsmith-check-cache-"));
  caches.push(dir);
  return dir;
};

describe("incremental check", () => {
  it("reports what a check from scratch reports, edit after edit", () => {
    game = makeGame(withTag, {
      "a.yaml": card("a", "gain count cards with Dwarf in your hand gold", "[Dwarf]"),
      "b.yaml": card("b", "gain 1 gold"),
      "c.yaml": card("c", "gain 2 gold"),
    });
    const saved = newCache();
    const same = (paths: string[], reusedAtLeast?: number) => {
      const incremental = checkPaths(paths, saved);
      const scratch = checkPaths(paths, newCache());
      expect(incremental.diagnostics).toEqual(scratch.diagnostics);
      expect([incremental.cards, incremental.files]).toEqual([scratch.cards, scratch.files]);
      if (reusedAtLeast !== undefined) expect(incremental.checks[0].reused.size).toBeGreaterThanOrEqual(reusedAtLeast);
      return incremental;
    };
    const write = (file: string, text: string) => writeFileSync(join(game!.dir, file), text);

    expect(same([game.dir]).diagnostics).toEqual([]);
    expect(same([game.dir], 3).diagnostics).toEqual([]); // nothing changed: every file reused
    write("b.yaml", card("b", "gain 3 gold"));
    expect(same([join(game.dir, "b.yaml")], 2).diagnostics).toEqual([]);
    write("b.yaml", card("b", "atack a target for 2"));
    expect(same([game.dir]).diagnostics.map((d) => d.code)).toEqual(["CS4001"]);
    write("b.yaml", card("b", "gain 1 gold"));
    expect(same([game.dir]).diagnostics).toEqual([]);
    write("a.yaml", card("a", "gain 1 gold", "[Dwarf]")); // the tag's only use is gone
    expect(same([join(game.dir, "a.yaml")]).diagnostics.map((d) => d.code)).toEqual(["CS1013"]);
    expect(same([game.dir]).diagnostics.map((d) => d.code)).toEqual(["CS1013"]);
    write("a.yaml", card("a", "gain count cards with Dwarf in your hand gold", "[Dwarf]"));
    expect(same([game.dir]).diagnostics).toEqual([]);
    write("c.yaml", card("b", "gain 2 gold")); // two cards `b`
    expect(same([join(game.dir, "c.yaml")]).diagnostics.map((d) => d.code)).toEqual(["CS4011"]);
  }, 120_000);

  it("reports what a check from scratch reports after a deletion, a vocabulary change and a renamed id", () => {
    const hero = (id: string) => `id: ${id}\nname: ${id}\nkind: hero\nstats: { strength: 1, tech: 1, magic: 1, health: 8 }\ndeck: [b]\n`;
    const skill = (id: string, more = "") => `id: ${id}\nname: ${id}\nkind: skill\ninitiative: [2]\n${more}effect: |\n  gain 1 gold\n`;
    game = makeGame(withTag, {
      "heroes/h.yaml": hero("h"),
      "a.yaml": skill("a", "traits: [Dwarf]\n"),
      "b.yaml": skill("b", "hero: h\nflip: c\n"),
      "c.yaml": skill("c"),
      "d.yaml": `${skill("d")}---\n${skill("e")}`,
    });
    const saved = newCache();
    const same = (reusedAtLeast?: number) => {
      const incremental = checkPaths([game!.dir], saved);
      const scratch = checkPaths([game!.dir], newCache());
      expect(incremental.diagnostics).toEqual(scratch.diagnostics);
      expect([incremental.cards, incremental.files]).toEqual([scratch.cards, scratch.files]);
      if (reusedAtLeast !== undefined) expect(incremental.checks[0].reused.size).toBeGreaterThanOrEqual(reusedAtLeast);
      return incremental.diagnostics.map((d) => `${d.code} ${d.span?.file.split(/[\\/]/).pop() ?? ""}`.trim());
    };
    const write = (file: string, text: string) => writeFileSync(join(game!.dir, file), text);

    const clean = same();
    expect(same(5)).toEqual(clean); // nothing changed: every file reused
    unlinkSync(join(game.dir, "c.yaml")); // b's `flip: c` now names no card, in a file that did not change
    expect(same()).toContain("CS4006 b.yaml");
    write("c.yaml", skill("c"));
    expect(same()).toEqual(clean);
    write("d.yaml", skill("d")); // a card removed from a file that keeps another
    expect(same()).toEqual(clean);
    write("game.yaml", withTag.replace("Dwarf: { means: tag", "Dwarves: { means: tag")); // a's trait is no longer declared
    expect(same().some((d) => d.endsWith("a.yaml"))).toBe(true);
    write("game.yaml", withTag);
    expect(same()).toEqual(clean);
    write("heroes/h.yaml", hero("h2")); // b's `hero: h` names a card that is now called h2
    expect(same()).toContain("CS4006 b.yaml");
    write("b.yaml", skill("b", "hero: h2\nflip: c\n"));
    expect(same()).toEqual(clean);
    expect(same(5)).toEqual(clean);
  }, 120_000);

  it("checks from scratch when the saved state is damaged, truncated or of another shape", () => {
    game = makeGame(withTag, {
      "a.yaml": card("a", "gain count cards with Dwarf in your hand gold", "[Dwarf]"),
      "b.yaml": card("b", "gain 1 gold"),
    });
    const saved = newCache();
    const stateFile = checkStateFile(saved, game.dir);
    const scratch = () => checkPaths([game!.dir], newCache()).diagnostics;
    expect(checkPaths([game.dir], saved).diagnostics).toEqual([]);
    const good = readFileSync(stateFile, "utf8");
    // Each damage is done after a check in this same process, which keeps the state in memory.
    const damages: Array<[string, () => void]> = [
      ["garbage", () => writeFileSync(stateFile, "not a cache at all")],
      ["truncated", () => truncateSync(stateFile, Math.floor(good.length / 2))],
      ["a flipped byte", () => writeFileSync(stateFile, good.replace('"hash":"', '"hash":"0'))],
      ["sealed, wrong shape", () => writeFileSync(stateFile, sealed({ toolchain: "x", state: { files: [] } }))],
      ["empty", () => writeFileSync(stateFile, "")],
    ];
    for (const [what, damage] of damages) {
      write(game.dir, "b.yaml", card("b", "atack a target for 2"));
      checkPaths([game.dir], saved);
      damage();
      write(game.dir, "b.yaml", card("b", what.length % 2 ? "gain 1 gold" : "gain 2 gold"));
      const after = checkPaths([game.dir], saved);
      expect(after.diagnostics, what).toEqual(scratch());
      expect(after.checks[0].reused.size, what).toBe(0);
    }
  }, 120_000);
});

describe("file stamps", () => {
  it("a file changed recently is read every time; a settled one is taken by its stamp until it changes", async () => {
    game = makeGame(withTag, {
      "a.yaml": card("a", "gain count cards with Dwarf in your hand gold", "[Dwarf]"),
      "b.yaml": card("b", "gain 1 gold"),
    });
    const saved = newCache();
    const check = () => checkPaths([game!.dir], saved);
    const stamps = () => Object.values(check().checks[0].state.files).map((f) => f.stamp !== undefined);
    expect(stamps()).toEqual([false, false]); // just written: not settled
    await new Promise((r) => setTimeout(r, 3200)); // past the settling time (3 s)
    expect(stamps()).toEqual([true, true]);
    expect(check().checks[0].reused.size).toBe(2);
    // The same size, written at once after the check: a new modification and change time.
    write(game.dir, "b.yaml", card("b", "gain 1 golf"));
    const after = check();
    expect(after.diagnostics).toEqual(checkPaths([game.dir], newCache()).diagnostics);
    expect(after.diagnostics.length).toBeGreaterThan(0);
    write(game.dir, "b.yaml", card("b", "gain 2 gold"));
    const fixed = check();
    expect(fixed.diagnostics).toEqual([]);
    expect([...fixed.checks[0].reused]).toEqual(["a.yaml"]);
  }, 120_000);
});

describe("the saved state", () => {
  it("is the JSON of the state, its file states' text kept between writes", () => {
    game = makeGame(withTag, {
      "a.yaml": card("a", "gain count cards with Dwarf in your hand gold", "[Dwarf]"),
      'odd "name".yaml': `${card("b", "gain 1 gold")}---\n${card("c", "gain 2 gold")}`,
      "1.yaml": card("d", "gain 3 gold"),
    });
    const saved = newCache();
    const stateFile = checkStateFile(saved, game.dir);
    const stateNow = () => checkPaths([game!.dir], saved).checks[0].state;
    const first = stateNow();
    expect(readSealedSync(stateFile)).toEqual({ toolchain: toolchainFingerprint(), state: JSON.parse(JSON.stringify(first)) });
    expect(savedStateJson("t", first).toString("utf8")).toBe(JSON.stringify({ toolchain: "t", state: first }));
    write(game.dir, "1.yaml", card("d", "gain 4 gold"));
    const second = stateNow();
    expect(second.files["1.yaml"].hash).not.toBe(first.files["1.yaml"].hash);
    expect(savedStateJson("t", second).toString("utf8")).toBe(JSON.stringify({ toolchain: "t", state: second }));
    expect(readSealedSync(stateFile)).toEqual({ toolchain: toolchainFingerprint(), state: JSON.parse(JSON.stringify(second)) });
  }, 120_000);
});

describe("game.yaml's data from the cache", () => {
  it("gives the diagnostics of a fresh parse, with their positions in game.yaml, and survives a damaged cache file", () => {
    // loadGameVocabulary itself: a check in one process keeps loaded vocabularies in memory.
    // A rule effect with an error: the data parses cleanly (so it is cached), the error needs positions.
    const broken = edit(SHADOWS_YAML, 'after-use: "put N stun on this"', 'after-use: "put N stunn on this"');
    const cache = newCache();
    const load = () => {
      const diagnostics: Diagnostic[] = [];
      const loaded = loadGameVocabulary("game.yaml", broken, diagnostics);
      return { diagnostics, vocab: loaded?.vocab, span: loaded?.spanAt(["traits", "Delay"], true), rules: loaded && [loaded.afterUse, loaded.phaseEffects, loaded.defeatEffects, loaded.capacities] };
    };
    const fresh = load(); // no cache folder named yet: parsed
    expect(fresh.diagnostics.some((d) => d.span?.file === "game.yaml" && d.span.start.line === 143)).toBe(true);
    cacheVocabularyValues(cache);
    expect(load()).toEqual(fresh); // parsed, and saved
    const folder = join(cache, "vocabulary");
    expect(readdirSync(folder)).toHaveLength(1);
    expect(load()).toEqual(fresh); // from the cache, positions parsed when needed
    // The rules' effect texts and expressions are kept as trees beside the data (those that parsed).
    const kept = readSealedSync(join(folder, readdirSync(folder)[0])) as { trees: Array<[string, unknown]> };
    // (`stunn` parses: the checker reports it, from the kept tree as from a fresh parse.)
    expect(kept.trees.map(([key]) => key)).toContain("effect:put N stunn on this");
    expect(kept.trees.some(([key]) => key.startsWith("condition:"))).toBe(true);
    writeFileSync(join(folder, readdirSync(folder)[0]), "damaged");
    expect(load()).toEqual(fresh);
  }, 120_000);
});

function write(dir: string, file: string, text: string): void {
  writeFileSync(join(dir, file), text);
}

describe("the card and deck files of a game folder", () => {
  it("are what the glob `**/*.{yaml,yml}` (any case) finds: hidden entries skipped, links followed", () => {
    const dir = mkdtempSync(join(tmpdir(), "cardsmith-files-"));
    caches.push(dir);
    const files = ["game.yaml", "a.yaml", "b.yml", "C.YAML", "notes.txt", "x.yaml.bak", "deep/er/d.yaml", "decks/starter.deck.yaml", "decks/Big.DECK.yml", ".hidden.yaml", ".git/e.yaml", "sub/.f.yaml"];
    for (const f of files) {
      mkdirSync(dirname(join(dir, f)), { recursive: true });
      writeFileSync(join(dir, f), "id: x\n");
    }
    const elsewhere = mkdtempSync(join(tmpdir(), "cardsmith-linked-"));
    caches.push(elsewhere);
    writeFileSync(join(elsewhere, "linked.yaml"), "id: y\n");
    symlinkSync(elsewhere, join(dir, "linked-folder"));
    symlinkSync(join(elsewhere, "linked.yaml"), join(dir, "link.yaml"));
    symlinkSync(join(dir, "missing.yaml"), join(dir, "broken.yaml"));
    const globbed = fg.sync("**/*.{yaml,yml}", { cwd: dir, caseSensitiveMatch: false });
    const expected = { cards: globbed.filter((f) => !isDeckFile(f) && f !== "game.yaml" && /\.ya?ml$/.test(f)).sort(), decks: globbed.filter(isDeckFile).sort() };
    const found = gameFolderFiles(dir);
    expect({ cards: [...found.cards].sort(), decks: found.decks }).toEqual(expected);
    expect(expected.cards).toEqual(["a.yaml", "b.yml", "deep/er/d.yaml", "link.yaml", "linked-folder/linked.yaml"]);
  });
});
