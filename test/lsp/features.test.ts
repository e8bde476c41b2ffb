/**
 * The language server's answers computed in-process against the bundled Shadows (read only, with
 * edits held as unsaved documents): game.yaml's own effects, hover on field names, keywords and
 * card ids, the duplicate id a new document introduces, rename through a template's placeholder.
 */
import { join, resolve } from "node:path";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { complete } from "../../compiler/lsp/completion.ts";
import { definition } from "../../compiler/lsp/definition.ts";
import { GameDiagnostics } from "../../compiler/lsp/diagnostics.ts";
import { hover } from "../../compiler/lsp/hover.ts";
import { cardReferences } from "../../compiler/lsp/references.ts";
import { renameCard } from "../../compiler/lsp/rename.ts";
import { Workspace } from "../../compiler/lsp/workspace.ts";

const GAME = resolve(import.meta.dirname, "../../cards/shadows");
const position = (text: string) => (offset: number) => {
  const before = text.slice(0, offset).split("\n");
  return { line: before.length - 1, character: before[before.length - 1].length };
};

function request(ws: Workspace, file: string, text: string, marker: string, shift = 0) {
  const path = join(GAME, file);
  ws.setOpen(path, text);
  const offset = text.indexOf(marker) + shift;
  expect(offset).toBeGreaterThanOrEqual(shift);
  return { model: ws.game(GAME), isVocabulary: file === "game.yaml", text, offset, positionAt: position(text) };
}

describe("language server features", () => {
  it("completes inside game.yaml's own effect texts, and nowhere else in it", () => {
    const ws = new Workspace();
    const vocab = readFileSync(join(GAME, "game.yaml"), "utf8");
    const marker = "each player: draw 2 + level of the monster cards";
    const req = request(ws, "game.yaml", vocab, marker, "each player: ".length);
    const labels = complete(req).map((i) => i.label);
    expect(labels).toEqual(expect.arrayContaining(["draw", "gain", "move", "each", "monster"]));
    expect(complete(request(ws, "game.yaml", vocab, "players: { min", 3)).length).toBe(0);
  });

  it("hovers a field name with its type, a keyword with its meaning, a card id with its card", () => {
    const ws = new Workspace();
    const text = readFileSync(join(GAME, "status.yaml"), "utf8");
    const field = hover(request(ws, "status.yaml", text, "flip: bounty-x2", 1))!;
    expect(field.contents).toMatchObject({ value: expect.stringContaining("flip: ref") });
    const card = hover(request(ws, "status.yaml", text, "flip: bounty-x2", 8))!;
    expect((card.contents as { value: string }).value).toContain("status card bounty-x2");
    expect((card.contents as { value: string }).value).toContain("**Bounty X2**, in `status.yaml`");
    const flag = hover(request(ws, "skills/neutral/brace.yaml", "id: x\neffect: |\n  block 2 damage using shields\n", "shields", 2))!;
    expect((flag.contents as { value: string }).value).toContain("a value of `using` of `block`");
    const keyword = hover(request(ws, "status.yaml", text, "if instigator", 1))!;
    expect((keyword.contents as { value: string }).value).toContain("`if <cond>: ...`");
  });

  it("goes from a noun to its declaration when the word also names a zone, and to the zone after `in`", () => {
    const ws = new Workspace();
    const vocab = readFileSync(join(GAME, "game.yaml"), "utf8").split("\n");
    const text = "id: x\nname: X\nkind: skill\ninitiative: [1]\neffect: |\n  attack the monster for 1\n  move this to monster\n";
    const noun = definition(ws.game(GAME), text, text.indexOf("monster for") + 2)!;
    expect(vocab[noun.range.start.line]).toMatch(/^ {2}monster: \{ type: monster, means: entities monster/);
    const zone = definition(ws.game(GAME), text, text.indexOf("to monster") + 5)!;
    expect(vocab[zone.range.start.line]).toMatch(/^ {2}monster: \{ description: "the active Monster" \}/);
  });

  it("keeps completing from the last vocabulary that loaded while game.yaml is broken, and refuses a rename then", () => {
    const ws = new Workspace();
    const card = readFileSync(join(GAME, "monsters/level-3.yaml"), "utf8");
    const at = card.indexOf("summon vazbuk");
    expect(complete(request(ws, "monsters/level-3.yaml", card, "summon vazbuk")).map((i) => i.label)).toContain("summon");
    ws.setOpen(join(GAME, "game.yaml"), "game: [unclosed\n");
    const model = ws.game(GAME);
    expect(model.current).toBe(false);
    expect(complete({ model, isVocabulary: false, text: card, offset: at, positionAt: position(card) }).map((i) => i.label)).toContain("summon");
    expect(() => renameCard(ws, model, card, card.indexOf("vazbuk") + 1, "vazbuk-two")).toThrow(/game.yaml does not load/);
  });

  it("blames the open document for an id another card already has", () => {
    const ws = new Workspace();
    const path = join(GAME, "skills/neutral/zz-copy.yaml");
    ws.setOpen(path, "id: quick-jab\nname: Copy\nkind: skill\ninitiative: [2]\n");
    const found = new GameDiagnostics(ws).check(GAME);
    const mine = found.get(path) ?? [];
    expect(mine.map((d) => d.code)).toEqual(["CS4011"]);
    expect(mine[0].range.start).toEqual({ line: 0, character: 4 });
    expect(found.get(join(GAME, "skills/neutral/quick-jab.yaml")) ?? []).toEqual([]);
  });

  it("finds a Hero's id in its own card, the decks of templates' variants and whole placeholders, and refuses a rename a template computes", () => {
    const ws = new Workspace();
    const model = ws.game(GAME);
    const refs = cardReferences(model, "ahti");
    const flat = readFileSync(join(GAME, "skills/flat-footed.yaml"), "utf8");
    // `hero: "{hero}"` takes the variant's value: the variant's `hero: ahti` is a reference.
    expect(refs.spans.some((s) => s.file.endsWith("flat-footed.yaml") && flat.slice(s.start.offset, s.end.offset) === "ahti")).toBe(true);
    for (const s of refs.spans) expect(readFileSync(s.file, "utf8").slice(s.start.offset, s.end.offset)).toBe("ahti");
    // `ahti-dodge` is built as `"{hero}-dodge"` in the Flat-Footed template: no edit renames only it.
    const dodge = cardReferences(model, "ahti-dodge");
    expect(dodge.computed.map((s) => flat.slice(s.start.offset, s.end.offset))).toEqual(["{hero}-dodge"]);
    expect(() => renameCard(ws, model, flat, flat.indexOf("ahti-dodge") + 1, "ahti-duck")).toThrow(/template placeholder \(skills\/flat-footed.yaml:9:10\)/);
    // Renaming the Hero would rename the variants' `hero: ahti`, which also builds `ahti-dodge`.
    const hero = readFileSync(join(GAME, "heroes/ahti.yaml"), "utf8");
    expect(() => renameCard(ws, model, hero, hero.indexOf("id: ahti") + 5, "ahti-two")).toThrow(/would leave the game with new errors/);
  });
});
