/**
 * `cardsmith lsp` end to end: a client drives the real server process over stdio through a
 * designer's session on a temp copy of a bundled game (nothing under cards/ changes).
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LspClient, type Range } from "./lsp-client.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const TIMEOUT = 300_000;
const BASE = mkdtempSync(join(tmpdir(), "cardsmith-lsp-"));
const GAME = join(BASE, "shadows");
const uri = (rel: string) => pathToFileURL(join(GAME, rel)).href;

/** The README's first card, with its typo: not saved, only open in the editor. */
const CARD = "skills/neutral/cheap-shot.yaml";
const TYPO = [
  "id: cheap-shot",
  "name: Cheap Shot",
  "kind: skill",
  "initiative: [2]",
  "traits: [Attack]",
  "requires: strength >= 2",
  "text: Attack a target for 2. If it took the hit without a Response, gain 1 Gold.",
  "effect: |",
  "  atack a target for 2",
  "  if not responded: gain 1 gold",
  "",
].join("\n");

let client: LspClient;

beforeAll(() => {
  cpSync(join(ROOT, "cards/shadows"), GAME, { recursive: true, filter: (src) => !src.includes(`${join("shadows", "runtime")}`) });
  client = new LspClient();
});
afterAll(() => {
  client?.child.kill();
  rmSync(BASE, { recursive: true, force: true });
});

interface Item {
  label: string;
  kind?: number;
  sortText?: string;
  detail?: string;
}
interface Edit {
  range: Range;
  newText: string;
}

/** The text a protocol range covers. */
function slice(text: string, r: Range): string {
  const lines = text.split("\n");
  const offset = (p: Range["start"]) => lines.slice(0, p.line).reduce((n, l) => n + l.length + 1, 0) + p.character;
  return text.slice(offset(r.start), offset(r.end));
}

describe("cardsmith lsp", () => {
  it("initializes with the features it serves", async () => {
    const init = await client.request<{ capabilities: Record<string, unknown>; serverInfo: { name: string } }>("initialize", {
      processId: null,
      rootUri: pathToFileURL(BASE).href,
      capabilities: {},
    });
    await client.notify("initialized", {});
    expect(init.serverInfo.name).toBe("cardsmith");
    expect(init.capabilities).toMatchObject({ hoverProvider: true, definitionProvider: true, renameProvider: { prepareProvider: true }, completionProvider: {} });
  }, TIMEOUT);

  it("reports the checker's diagnostic for unsaved text, with its code, range and hint, and clears it once fixed", async () => {
    await client.notify("textDocument/didOpen", { textDocument: { uri: uri(CARD), languageId: "yaml", version: 1, text: TYPO } });
    const found = await client.diagnostics(uri(CARD), (d) => d.length > 0);
    expect(found).toHaveLength(1);
    const [d] = found;
    expect(d.code).toBe("CS4001");
    expect(d.source).toBe("cardsmith");
    expect(d.severity).toBe(1);
    // `atack` at 9:3 as `cardsmith check` prints it: 0-based line 8, characters 2 to 7.
    expect(d.range).toEqual({ start: { line: 8, character: 2 }, end: { line: 8, character: 7 } });
    expect(d.message).toContain("unknown verb `atack`");
    expect(d.data?.help).toBe("did you mean `attack`?");
    expect(d.message).toContain("help: did you mean `attack`?");

    const published = client.published.length;
    await client.notify("textDocument/didChange", {
      textDocument: { uri: uri(CARD), version: 2 },
      contentChanges: [{ range: { start: { line: 8, character: 2 }, end: { line: 8, character: 7 } }, text: "attack" }],
    });
    const cleared = await client.diagnostics(uri(CARD), (list) => list.length === 0 && client.published.length > published);
    expect(cleared).toEqual([]);
  }, TIMEOUT);

  it("reports a mistake in game.yaml as it is typed, at its line", async () => {
    const vocab = readFileSync(join(GAME, "game.yaml"), "utf8");
    const broken = vocab.replace("raised-by: [discard]", "raised-by: [discard-it]");
    expect(broken).not.toBe(vocab);
    await client.notify("textDocument/didOpen", { textDocument: { uri: uri("game.yaml"), languageId: "yaml", version: 1, text: broken } });
    const found = await client.diagnostics(uri("game.yaml"), (d) => d.length > 0);
    const line = broken.split("\n").findIndex((l) => l.includes("discard-it"));
    expect(found.some((d) => /^CS\d{4}$/.test(d.code ?? "") && d.range.start.line === line)).toBe(true);
    await client.notify("textDocument/didChange", { textDocument: { uri: uri("game.yaml"), version: 2 }, contentChanges: [{ text: vocab }] });
    await client.diagnostics(uri("game.yaml"), (d) => d.length === 0);
    await client.notify("textDocument/didClose", { textDocument: { uri: uri("game.yaml") } });
  }, TIMEOUT);

  it("completes the game's verbs, keywords and traits inside effect text, verbs first at the start of a line", async () => {
    const items = await client.request<Item[]>("textDocument/completion", { textDocument: { uri: uri(CARD) }, position: { line: 9, character: 2 } });
    const labels = new Set(items.map((i) => i.label));
    for (const verb of ["attack", "gain", "deal", "recover", "summon"]) expect(labels).toContain(verb);
    for (const trait of ["Attack", "Spell", "Delay"]) expect(labels).toContain(trait);
    for (const other of ["if", "when", "strength", "gold", "stun", "target", "MxAttack", "hand", "twin-daggers"]) expect(labels).toContain(other);
    const sorted = [...items].sort((a, b) => (a.sortText ?? a.label).localeCompare(b.sortText ?? b.label));
    const firstTrait = sorted.findIndex((i) => i.label === "Attack");
    expect(sorted.findIndex((i) => i.label === "attack")).toBeLessThan(firstTrait);
    expect(items.find((i) => i.label === "attack")?.detail).toBe("verb attack [<target: entity>] for <N damage>");

    // After `with`, the game's traits come first.
    await client.notify("textDocument/didChange", {
      textDocument: { uri: uri(CARD), version: 3 },
      contentChanges: [{ range: { start: { line: 10, character: 0 }, end: { line: 10, character: 0 } }, text: "  discard a card with \n" }],
    });
    const after = await client.request<Item[]>("textDocument/completion", { textDocument: { uri: uri(CARD) }, position: { line: 10, character: 23 } });
    const best = [...after].sort((a, b) => (a.sortText ?? "").localeCompare(b.sortText ?? ""))[0];
    expect(best.kind).toBe(20); // EnumMember: a trait
    await client.notify("textDocument/didChange", {
      textDocument: { uri: uri(CARD), version: 4 },
      contentChanges: [{ range: { start: { line: 10, character: 0 }, end: { line: 11, character: 0 } }, text: "" }],
    });
  }, TIMEOUT);

  it("completes a card's field names and traits in YAML positions", async () => {
    await client.notify("textDocument/didChange", {
      textDocument: { uri: uri(CARD), version: 5 },
      contentChanges: [{ range: { start: { line: 4, character: 0 }, end: { line: 4, character: 0 } }, text: "fl\n" }],
    });
    const fields = await client.request<Item[]>("textDocument/completion", { textDocument: { uri: uri(CARD) }, position: { line: 4, character: 2 } });
    const names = fields.map((i) => i.label);
    expect(names).toContain("flip");
    expect(names).toContain("shield");
    expect(names).not.toContain("initiative"); // already there
    await client.notify("textDocument/didChange", {
      textDocument: { uri: uri(CARD), version: 6 },
      contentChanges: [{ range: { start: { line: 4, character: 0 }, end: { line: 5, character: 0 } }, text: "" }],
    });
    const traits = await client.request<Item[]>("textDocument/completion", { textDocument: { uri: uri(CARD) }, position: { line: 4, character: 9 } });
    expect(traits.map((i) => i.label)).toEqual(expect.arrayContaining(["Attack", "Self", "Delay", "Once-Round"]));
    expect(traits.map((i) => i.label)).not.toContain("attack");
  }, TIMEOUT);

  it("shows a verb's signature and meaning on hover, and a trait's", async () => {
    const verb = await client.request<{ contents: { value: string }; range: Range }>("textDocument/hover", { textDocument: { uri: uri(CARD) }, position: { line: 8, character: 4 } });
    expect(verb.contents.value).toContain("verb attack [<target: entity>] for <N damage>");
    expect(verb.contents.value).toContain("an Attack: the target may respond");
    expect(verb.range).toEqual({ start: { line: 8, character: 2 }, end: { line: 8, character: 8 } });
    const trait = await client.request<{ contents: { value: string } }>("textDocument/hover", { textDocument: { uri: uri(CARD) }, position: { line: 4, character: 10 } });
    expect(trait.contents.value).toContain("trait Attack <multiplier>");
    expect(trait.contents.value).toContain("`Attack X2` repeats the Attack");
  }, TIMEOUT);

  it("goes from a card reference to the card, and from a verb to game.yaml", async () => {
    const hero = readFileSync(join(GAME, "heroes/ahti.yaml"), "utf8");
    await client.notify("textDocument/didOpen", { textDocument: { uri: uri("heroes/ahti.yaml"), languageId: "yaml", version: 1, text: hero } });
    const line = hero.split("\n").indexOf("  - twin-daggers");
    const card = await client.request<{ uri: string; range: Range }>("textDocument/definition", { textDocument: { uri: uri("heroes/ahti.yaml") }, position: { line, character: 6 } });
    expect(card.uri).toBe(uri("skills/ahti/twin-daggers.yaml"));
    expect(card.range).toEqual({ start: { line: 0, character: 4 }, end: { line: 0, character: 16 } });

    const level3 = readFileSync(join(GAME, "monsters/level-3.yaml"), "utf8");
    const summon = level3.split("\n").indexOf("    summon vazbuk");
    await client.notify("textDocument/didOpen", { textDocument: { uri: uri("monsters/level-3.yaml"), languageId: "yaml", version: 1, text: level3 } });
    const creature = await client.request<{ uri: string; range: Range }>("textDocument/definition", { textDocument: { uri: uri("monsters/level-3.yaml") }, position: { line: summon, character: 13 } });
    const vazbukLine = level3.split("\n").indexOf("id: vazbuk");
    expect(creature).toEqual({ uri: uri("monsters/level-3.yaml"), range: { start: { line: vazbukLine, character: 4 }, end: { line: vazbukLine, character: 10 } } });

    const verb = await client.request<{ uri: string; range: Range }>("textDocument/definition", { textDocument: { uri: uri(CARD) }, position: { line: 8, character: 3 } });
    const vocab = readFileSync(join(GAME, "game.yaml"), "utf8").split("\n");
    expect(verb.uri).toBe(uri("game.yaml"));
    expect(vocab[verb.range.start.line]).toBe("  attack:");
    expect(verb.range.start.character).toBe(2);
    const trait = await client.request<{ uri: string; range: Range }>("textDocument/definition", { textDocument: { uri: uri(CARD) }, position: { line: 4, character: 10 } });
    expect(vocab[trait.range.start.line]).toMatch(/^ {2}Attack: \{ param: multiplier/);
  }, TIMEOUT);

  it("renames a card id in every file that names it, the open and the saved ones, and the game still checks", async () => {
    const prepared = await client.request<{ range: Range; placeholder: string }>("textDocument/prepareRename", { textDocument: { uri: uri("heroes/ahti.yaml") }, position: { line: 8, character: 8 } });
    expect(prepared.placeholder).toBe("twin-daggers");
    const edit = await client.request<{ changes: Record<string, Edit[]> }>("textDocument/rename", { textDocument: { uri: uri("heroes/ahti.yaml") }, position: { line: 8, character: 8 }, newName: "twin-knives" });
    expect(Object.keys(edit.changes).sort()).toEqual([uri("heroes/ahti.yaml"), uri("skills/ahti/twin-daggers.yaml")].sort());
    for (const [file, edits] of Object.entries(edit.changes)) {
      const path = new URL(file).pathname;
      let text = readFileSync(path, "utf8");
      expect(edits).toHaveLength(1);
      for (const e of edits) expect(slice(text, e.range)).toBe("twin-daggers");
      for (const e of [...edits].reverse()) text = text.replace(slice(text, e.range), e.newText);
      writeFileSync(path, text);
    }
    // An id used in effect text and a ref field of one file: both found, both renamed.
    const level3 = readFileSync(join(GAME, "monsters/level-3.yaml"), "utf8");
    const lines = level3.split("\n").flatMap((l, i) => (/\bvazbuk\b/.test(l) ? [i] : []));
    const refs = await client.request<Array<{ uri: string; range: Range }>>("textDocument/references", {
      textDocument: { uri: uri("monsters/level-3.yaml") },
      position: { line: level3.split("\n").indexOf("creature: vazbuk"), character: 12 },
      context: { includeDeclaration: false },
    });
    expect(refs.map((r) => r.range.start.line).sort((a, b) => a - b)).toEqual(lines.filter((i) => !level3.split("\n")[i].startsWith("id:")));
    for (const r of refs) expect(slice(level3, r.range)).toBe("vazbuk");
    const vazbuk = await client.request<{ changes: Record<string, Edit[]> }>("textDocument/rename", {
      textDocument: { uri: uri("monsters/level-3.yaml") },
      position: { line: level3.split("\n").indexOf("creature: vazbuk"), character: 12 },
      newName: "vazbuk-the-servant",
    });
    const edits = vazbuk.changes[uri("monsters/level-3.yaml")];
    expect(edits).toHaveLength(3);
    for (const e of edits) expect(slice(level3, e.range)).toBe("vazbuk");
    expect(edits.map((e) => e.range.start.line).sort((a, b) => a - b)).toEqual(lines);

    // Refusals: an id that is taken, and one that is not an id.
    await expect(client.request("textDocument/rename", { textDocument: { uri: uri("heroes/ahti.yaml") }, position: { line: 9, character: 8 }, newName: "manhunt" })).rejects.toThrow(/already has the id `manhunt`/);
    await expect(client.request("textDocument/rename", { textDocument: { uri: uri("heroes/ahti.yaml") }, position: { line: 9, character: 8 }, newName: "Bad Id" })).rejects.toThrow(/not a card id/);

    // The saved files, renamed, check clean (the open unsaved card is not on disk).
    execFileSync(process.execPath, [join(ROOT, "compiler/cli/bin.mjs"), "check", GAME], { cwd: ROOT, stdio: "pipe" });
  }, TIMEOUT);

  it("shuts down and exits cleanly when asked, having printed nothing but the protocol", async () => {
    expect(await client.stop()).toBe(0);
    expect(client.stderr).toBe("");
  }, TIMEOUT);
});
