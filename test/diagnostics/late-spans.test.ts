/**
 * The checker lets go of each card's YAML syntax tree once it has read the card, and parses the
 * file again only when a later check (one that needs every card's id) must point into it. Those
 * diagnostics still point at the right document, line and column.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkGame, relativeTo } from "../../compiler/check/check-game.ts";

const ROOT = join(import.meta.dirname, "../..");
const dir = mkdtempSync(join(tmpdir(), "cardsmith-late-spans-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const skill = (id: string, hero: string, effect: string) => `id: ${id}\nname: ${id}\nkind: skill\nhero: ${hero}\ninitiative: [5]\ntraits: [Attack]\ntext: A skill.\neffect: |\n  ${effect}\n`;

describe("diagnostics found after every file is read", () => {
  it("point into the right document of a file of several cards", () => {
    const game = join(dir, "shadows");
    mkdirSync(join(game, "skills"), { recursive: true });
    copyFileSync(join(ROOT, "cards/shadows/game.yaml"), join(game, "game.yaml"));
    const docs = [skill("first-skill", "ahti", "gain 1 gold"), skill("second-skill", "nobody-at-all", "gain 1 gold"), skill("third-skill", "ahti", "gain 1 gold\n  atack a target for 2")];
    writeFileSync(join(game, "skills", "several.yaml"), docs.join("---\n"));
    copyFileSync(join(ROOT, "cards/shadows/heroes/ahti.yaml"), join(game, "ahti.yaml"));
    const result = checkGame(game, relativeTo(dir));
    // (ahti.yaml names skills this little game lacks: only several.yaml's diagnostics matter.)
    const at = (code: string) => result.diagnostics.filter((d) => d.code === code && d.span?.file.includes("several")).map((d) => `${d.span?.file}:${d.span?.start.line}:${d.span?.start.col}`);
    // Document 2 starts on line 11 (after 9 lines and `---`): its `hero:` is its line 4.
    expect(at("CS4006")).toEqual(["shadows/skills/several.yaml:14:7"]);
    // Document 3 starts on line 21; its effect's second line is its line 10, indented 2.
    expect(at("CS4001")).toEqual(["shadows/skills/several.yaml:30:3"]);
  });
});
