import { mkdirSync, mkdtempSync, writeFileSync, appendFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { playableGames, refuseStale } from "../../compiler/cli/stale.ts";
import { SOURCES_FILE, sourcesRecord, staleReason } from "../../compiler/freshness.ts";
import { UsageError } from "../../compiler/project.ts";

/** A project with one playable game `mini` whose generated/ folder is built or not. */
function project(): { root: string; game: string } {
  const root = mkdtempSync(join(tmpdir(), "cardsmith-stale-"));
  const game = join(root, "cards", "mini");
  mkdirSync(join(game, "runtime"), { recursive: true });
  writeFileSync(join(game, "game.yaml"), "game: mini-game\ntitle: Mini\n");
  writeFileSync(join(game, "cards.yaml"), "id: a\nname: A\nkind: thing\n");
  writeFileSync(join(game, "runtime", "index.ts"), "export const game = {};\n");
  return { root, game };
}

function build(root: string, game: string): void {
  mkdirSync(join(root, "generated", "mini-game"), { recursive: true });
  writeFileSync(join(root, "generated", "mini-game", SOURCES_FILE), sourcesRecord(game));
}

describe("generated/ freshness for play and test", () => {
  it("a game never built is stale", () => {
    const { root, game } = project();
    expect(staleReason(game, join(root, "generated"))).toMatch(/has not been built/);
  });

  it("is fresh right after a build and stale after any card file changes", () => {
    const { root, game } = project();
    build(root, game);
    expect(staleReason(game, join(root, "generated"))).toBeNull();
    appendFileSync(join(game, "cards.yaml"), "text: changed\n");
    expect(staleReason(game, join(root, "generated"), "cards/mini")).toBe("generated/mini-game/ is older than the card files in cards/mini");
  });

  it("notices a new card file and a changed game.yaml", () => {
    const { root, game } = project();
    build(root, game);
    writeFileSync(join(game, "more.yml"), "id: b\n");
    expect(staleReason(game, join(root, "generated"))).not.toBeNull();
    build(root, game);
    appendFileSync(join(game, "game.yaml"), "# a comment is a change too\n");
    expect(staleReason(game, join(root, "generated"))).not.toBeNull();
  });

  it("play and test refuse a stale game with the command that fixes it", () => {
    const { root, game } = project();
    expect(playableGames(root)).toEqual([game]);
    expect(() => refuseStale(game, root)).toThrow(UsageError);
    expect(() => refuseStale(game, root)).toThrow(/run `npx cardsmith build`/);
    build(root, game);
    expect(() => refuseStale(game, root)).not.toThrow();
  });
});
