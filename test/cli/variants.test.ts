/**
 * `play --variant`: a game's optional rules (`GameModule.variants`) reach its `play`, are named in
 * the header, are saved in a replay and replayed from it; an unknown variant is a usage error
 * naming the variants there are.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { playModule } from "../../compiler/cli/play-command.ts";
import type { GameModule, PlayOptions } from "../../runtime/core/game-module.ts";
import { game as elo } from "../../cards/elo-darkness/runtime/index.ts";

const dir = mkdtempSync(join(tmpdir(), "variants-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function capture(run: () => number): { code: number; out: string } {
  let out = "";
  const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => ((out += String(chunk)), true));
  try {
    return { code: run(), out };
  } finally {
    spy.mockRestore();
  }
}

describe("play --variant", () => {
  it("passes the variants to the game, names them, saves and replays them", () => {
    const seen: Array<string[] | undefined> = [];
    const module: GameModule = { ...elo, play: (o: PlayOptions) => (seen.push(o.variants), elo.play(o)) };
    const file = join(dir, "g.json");
    const played = capture(() => playModule(module, { seed: "3", variant: "spell-tokens", save: file, quiet: true, color: false }));
    expect(played.code).toBe(0);
    expect(played.out).toContain("variants: spell-tokens");
    expect(JSON.parse(readFileSync(file, "utf8")).variants).toEqual(["spell-tokens"]);
    const again = capture(() => playModule(module, { replay: file, quiet: true, color: false }));
    expect(again.code).toBe(0);
    expect(seen).toEqual([["spell-tokens"], ["spell-tokens"]]);
  });

  it("rejects a variant the game does not offer", () => {
    expect(() => playModule(elo, { variant: "spell-tokns", color: false })).toThrow("ELO Darkness has no variant `spell-tokns` (variants: spell-tokens)");
  });
});
