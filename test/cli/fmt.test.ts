import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fg from "fast-glob";
import { describe, expect, it } from "vitest";
import { cardFiles } from "../../compiler/check/check-game.ts";
import { formatCardText } from "../../compiler/format/format-cards.ts";
import { loadGameVocabulary } from "../../compiler/vocab/load-vocabulary.ts";
import type { Vocabulary } from "../../compiler/vocab/vocabulary.ts";

const REPO = join(import.meta.dirname, "..", "..");
const BIN = join(REPO, "compiler", "cli", "bin.mjs");

function vocabOf(gameDir: string): Vocabulary {
  const loaded = loadGameVocabulary("game.yaml", readFileSync(join(gameDir, "game.yaml"), "utf8"), []);
  if (!loaded) throw new Error(`no vocabulary in ${gameDir}`);
  return loaded.vocab;
}

const GAMES = [...fg.sync(["cards/*", "test/corpus/*"], { cwd: REPO, onlyDirectories: true })].filter((d) => fg.sync("game.yaml", { cwd: join(REPO, d) }).length).sort();

function cli(cwd: string, ...args: string[]): { exit: number; out: string; err: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: "utf8", timeout: 120_000, env: { ...process.env, NO_COLOR: "1" } });
  return { exit: r.status ?? -1, out: r.stdout, err: r.stderr };
}

/** A copy of the project's cards in a temporary folder, to run the CLI in. */
function project(): string {
  const root = mkdtempSync(join(tmpdir(), "cardsmith-fmt-"));
  cpSync(join(REPO, "cards"), join(root, "cards"), { recursive: true, filter: (src) => !src.includes(`${join("cards", "shadows", "runtime")}`) });
  return root;
}

const SHADOWS = join(REPO, "cards", "shadows");
const SKILL = `# A card with comments everywhere fmt may look.
effect: |
  # what it does
  attack a target for 2   # the Attack
  if not responded: gain 1 gold
text: Attack a target for 2.   # the rules text
kind: skill
# the card's name
name: Quick Jab
id: quick-jab-test
traits: [Attack]
initiative: [2]
`;

describe("cardsmith fmt: the formatter", () => {
  it("every bundled card file is already canonical, and formatting is idempotent on shuffled cards", () => {
    let files = 0;
    for (const game of GAMES) {
      const dir = join(REPO, game);
      const vocab = vocabOf(dir);
      for (const rel of cardFiles(dir)) {
        const text = readFileSync(join(dir, rel), "utf8");
        const once = formatCardText(rel, text, vocab);
        expect(once.diagnostics, `${game}/${rel}`).toEqual([]);
        expect(once.text, `${game}/${rel}`).toBe(text);
        // Keys reversed (a top-level key per line, documents split on ---), then formatted twice.
        const reversed = text
          .split(/^---$/m)
          .map((doc) => reverseSimpleKeys(doc))
          .join("---");
        const first = formatCardText(rel, reversed, vocab);
        expect(first.diagnostics, `${game}/${rel}`).toEqual([]);
        expect(formatCardText(rel, first.text!, vocab).text, `${game}/${rel}`).toBe(first.text);
        files++;
      }
    }
    expect(files).toBeGreaterThan(100);
  }, 120_000);

  it("orders keys by the kind's declaration and keeps every comment", () => {
    const out = formatCardText("quick-jab.yaml", SKILL, vocabOf(SHADOWS));
    expect(out.diagnostics).toEqual([]);
    const keys = out.text!.split("\n").filter((l) => /^[a-z]+:/.test(l)).map((l) => l.split(":")[0]);
    expect(keys).toEqual(["name", "id", "kind", "initiative", "traits", "text", "effect"].sort((a, b) => order(a) - order(b)));
    for (const comment of ["# A card with comments everywhere fmt may look.", "# what it does", "# the Attack", "# the rules text", "# the card's name"]) {
      expect(out.text).toContain(comment);
    }
    // The comment stays above the key it was written above.
    expect(out.text).toMatch(/# the card's name\nname: Quick Jab\n/);
    // An effect with a comment is left as written; the printer would drop the comment.
    expect(out.text).toContain("  attack a target for 2   # the Attack\n  if not responded: gain 1 gold\n");
  });

  it("prints effects and conditions canonically, in block style when they take several lines", () => {
    const text = "id: x\nname: X\nkind: skill\ninitiative: [2]\nrequires: (strength >= 2)\neffect: \"if not responded:   gain 1 gold\"\n";
    const out = formatCardText("x.yaml", text, vocabOf(SHADOWS)).text!;
    expect(out).toBe("id: x\nname: X\nkind: skill\ninitiative: [2]\nrequires: strength >= 2\neffect: \"if not responded: gain 1 gold\"\n");
    const multi = formatCardText("x.yaml", "id: x\nname: X\nkind: skill\ninitiative: [2]\neffect: \"gain 1 gold\\n\\n\\nchoose one:\\n  gain 1 gold\\nor:\\n  gain 1 experience\"\n", vocabOf(SHADOWS)).text!;
    expect(multi).toBe("id: x\nname: X\nkind: skill\ninitiative: [2]\neffect: |\n  gain 1 gold\n  choose one: gain 1 gold\n  or: gain 1 experience\n");
  });

  it("orders a template document, its fields and its variants, placeholders kept", () => {
    const text = [
      "variants:",
      "  - { who: target, title: Quick, id: quick-strike }",
      "  - title: Wide",
      "    id: wide-strike",
      "    who: target",
      "params: [title, who]",
      "template:",
      "  effect: |",
      "    attack a {who} for    2",
      "  traits: [Attack]",
      "  initiative: [2]",
      "  kind: skill",
      '  name: "{title} Strike"',
      "---",
      "kind: skill",
      "id: lone",
      "name: Lone",
      "initiative: [1]",
      "",
    ].join("\n");
    const out = formatCardText("strikes.yaml", text, vocabOf(SHADOWS));
    expect(out.diagnostics).toEqual([]);
    expect(out.text).toBe(
      [
        "template:",
        '  name: "{title} Strike"',
        "  kind: skill",
        "  initiative: [2]",
        "  traits: [Attack]",
        "  effect: |",
        "    attack a {who} for 2",
        "params: [title, who]",
        "variants:",
        "  - { id: quick-strike, title: Quick, who: target }",
        "  - id: wide-strike",
        "    title: Wide",
        "    who: target",
        "---",
        "id: lone",
        "name: Lone",
        "kind: skill",
        "initiative: [1]",
        "",
      ].join("\n"),
    );
  });

  it("leaves a file with a YAML or an effect syntax error alone, with its diagnostics", () => {
    const vocab = vocabOf(SHADOWS);
    const effect = formatCardText("bad.yaml", "name: B\nid: b\nkind: skill\ninitiative: [2]\neffect: |\n  gain 1 gold if\n", vocab);
    expect(effect.text).toBeUndefined();
    expect(effect.diagnostics.map((d) => d.code)).toEqual(["CS3001"]);
    expect(effect.diagnostics[0].span?.start.line).toBe(6);
    const yaml = formatCardText("bad.yaml", "name: B\nid: b\n  kind: [skill\n", vocab);
    expect(yaml.text).toBeUndefined();
    expect(yaml.diagnostics.length).toBeGreaterThan(0);
  });
});

describe("cardsmith fmt: the command", () => {
  it("--check passes on the bundled cards, fails (writing nothing) once a card's keys are shuffled, and fmt fixes it", () => {
    const root = project();
    expect(cli(root, "fmt", "--check", "cards").exit).toBe(0);
    const file = join(root, "cards", "shadows", "skills", "akintunde", "sword-strike.yaml");
    const original = readFileSync(file, "utf8");
    const shuffled = reverseSimpleKeys(original);
    expect(shuffled).not.toBe(original);
    writeFileSync(file, shuffled);
    const check = cli(root, "fmt", "--check", "cards");
    expect(check.exit).toBe(1);
    expect(check.out).toBe("would reformat cards/shadows/skills/akintunde/sword-strike.yaml\n");
    expect(readFileSync(file, "utf8")).toBe(shuffled);
    const fix = cli(root, "fmt", "cards/shadows/skills");
    expect(fix.exit).toBe(0);
    expect(fix.out).toBe("formatted cards/shadows/skills/akintunde/sword-strike.yaml\n");
    expect(readFileSync(file, "utf8")).toBe(original);
    expect(cli(root, "fmt", "--check", "cards").exit).toBe(0);
  }, 300_000);

  it("leaves a broken file untouched, prints its diagnostics and exits 1, formatting the others", () => {
    const root = project();
    const broken = join(root, "cards", "shadows", "skills", "neutral", "broken.yaml");
    const text = "name: Broken\nid: broken\nkind: skill\ninitiative: [2]\neffect: |\n  atack a target for\n";
    writeFileSync(broken, text);
    const other = join(root, "cards", "shadows", "skills", "neutral", "quick-jab.yaml");
    const before = readFileSync(other, "utf8");
    writeFileSync(other, reverseSimpleKeys(before));
    const r = cli(root, "fmt", "cards");
    expect(r.exit).toBe(1);
    expect(r.err).toContain("error[CS3001]");
    expect(r.err).toContain("cards/shadows/skills/neutral/broken.yaml:6:");
    expect(readFileSync(broken, "utf8")).toBe(text);
    expect(readFileSync(other, "utf8")).toBe(before);
    expect(r.err).not.toMatch(/\n\s+at /); // no stack trace
  }, 300_000);

  it("bad paths are one-line usage errors (exit 2)", () => {
    const root = project();
    for (const [args, message] of [
      [["fmt", "nowhere"], "no such file or folder: nowhere"],
      [["fmt", ".."], "is outside the project"],
      [["fmt", "cards/shadows/game.yaml"], "is a game's vocabulary"],
    ] as const) {
      const r = cli(root, ...args);
      expect(r.exit, args.join(" ")).toBe(2);
      expect(r.err).toContain(message);
      expect(r.err.trim().split("\n")).toHaveLength(1);
    }
  }, 300_000);
});

const CANONICAL = ["id", "name", "kind", "initiative", "traits", "text", "effect"];
function order(key: string): number {
  return CANONICAL.indexOf(key);
}

/**
 * The top-level keys of a document in reverse order, each with the lines under it. Comment lines
 * before the first key stay first.
 */
function reverseSimpleKeys(doc: string): string {
  const lines = doc.split("\n");
  const trailing = doc.endsWith("\n") ? lines.pop() : undefined;
  const head: string[] = [];
  const groups: string[][] = [];
  for (const line of lines) {
    if (/^[A-Za-z_][\w-]*:/.test(line)) groups.push([line]);
    else if (groups.length) groups[groups.length - 1].push(line);
    else head.push(line);
  }
  const body = [...head, ...groups.reverse().flat()];
  return trailing === undefined ? body.join("\n") : `${body.join("\n")}\n`;
}
