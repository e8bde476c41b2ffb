/**
 * `check` with a saved state must report exactly what a check from scratch reports, through a
 * series of edits: a clean card, a new error, a fix, a tag that stops being used (a warning
 * whose cause is in a file the incremental check would otherwise skip), a duplicate id.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkPaths } from "../../compiler/cli/check-command.ts";
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
});
