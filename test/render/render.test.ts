/**
 * `cardsmith render`: one SVG per card holding its name, traits and corner values; text from card
 * files escaped; text too long for its card a CS6001 warning at the card's line; the PDF's pages,
 * page size, crop marks and embedded fonts; the same cards give the same bytes; an output folder
 * that is not render's own is refused; layout data naming nothing real is an error in game.yaml.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkGame, relativeTo, type GameCheck } from "../../compiler/check/check-game.ts";
import { main } from "../../compiler/cli/main.ts";
import { runNewGame } from "../../compiler/cli/new-command.ts";
import { runRender } from "../../compiler/cli/render-command.ts";
import { renderGameCards } from "../../compiler/render/render-game.ts";
import { escapeXml } from "../../compiler/render/xml.ts";
import { capture } from "../sim/capture.ts";
import { pdfStreams, svgPlainText, svgTexts } from "./helpers.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const WORK = join(ROOT, "tmp", `render-test-${process.pid}`);
const SHADOWS_OUT = join(WORK, "shadows");
const HOSTILE = join(WORK, "cards", "hostile");
const HOSTILE_OUT = join(WORK, "out", "render", "hostile");
const HOSTILE_NAME = "<script>alert(1)</script> & \"Q\" ]]> \u0001";
const LONG_TEXT = Array.from({ length: 400 }, (_, i) => `word${i}`).join(" ");

let shadows: GameCheck;
let hostileRun: { code: number; out: string; err: string };

beforeAll(async () => {
  mkdirSync(WORK, { recursive: true });
  const run = await capture(() => main(["render", "shadows", "--out", SHADOWS_OUT, "--no-color"]));
  expect(run.err).not.toMatch(/error\[/);
  expect(run.code).toBe(0);
  shadows = checkGame(join(ROOT, "cards", "shadows"), relativeTo(ROOT));

  // A `new game` scaffold with hostile card text and a card whose text cannot fit.
  expect((await capture(() => runNewGame("hostile", WORK))).code).toBe(0);
  writeFileSync(join(HOSTILE, "hostile.yaml"), `id: hostile\nname: ${JSON.stringify(HOSTILE_NAME)}\nkind: card\ncost: 1\nturn: [1]\ntext: "</text><svg onload=alert(1)> & more"\n`);
  writeFileSync(join(HOSTILE, "verbose.yaml"), `# A card that says too much.\nid: verbose\nname: Verbose\nkind: card\ncost: 2\ntext: ${LONG_TEXT}\nturn: [1]\n`);
  hostileRun = await capture(() => runRender("hostile", { format: "human", color: false }, WORK));
});
afterAll(() => rmSync(WORK, { recursive: true, force: true }));

const cards = () => [...shadows.game!.files.values()].flat();
const svgOf = (out: string, id: string) => readFileSync(join(out, "cards", `${id}.svg`), "utf8");

describe("cardsmith render", () => {
  it("writes one SVG per card, with its name, traits, corner values and icons", () => {
    expect(shadows.game).toBeDefined();
    const all = cards();
    expect(all.length).toBeGreaterThan(100);
    expect(readdirSync(join(SHADOWS_OUT, "cards")).sort()).toEqual(all.map((c) => `${c.id}.svg`).sort());
    for (const card of all) {
      const svg = svgOf(SHADOWS_OUT, card.id);
      const name = String(card.data.name);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="63mm" height="88mm" viewBox="0 0 63 88"/);
      expect(svg).toContain(`<title>${escapeXml(name)}</title>`);
      const text = svgPlainText(svg);
      expect(text, card.id).toContain(name);
      for (const trait of (card.data.traits as string[] | undefined) ?? []) expect(text, `${card.id}: ${trait}`).toContain(trait);
      const texts = svgTexts(svg);
      for (const field of ["cost", "level"]) if (card.data[field] !== undefined) expect(texts, `${card.id}.${field}`).toContain(String(card.data[field]));
      for (const n of (card.data.initiative as number[] | undefined) ?? []) expect(texts, `${card.id} initiative`).toContain(String(n));
      for (const icon of Object.keys((card.data.chart as object | undefined) ?? {})) expect(svg, `${card.id} chart`).toContain(`data-icon="${icon}"`);
      for (const icon of (card.data.icons as string[] | undefined) ?? []) expect(svg, `${card.id} icons`).toContain(`data-icon="${icon}"`);
    }
  });

  it("draws a declared icon's label in its badge, inline in the rules text too", () => {
    const action = cards().find((c) => c.kind === "monster-action" && (c.data.icons as string[]).includes("MxAttack"))!;
    const svg = svgOf(SHADOWS_OUT, action.id);
    expect(svg).toMatch(/<g data-icon="MxAttack"><rect [^>]*fill="#b03a2e"\/>\n<text [^>]*>A<\/text><\/g>/);
  });

  it("escapes text from card files in the SVG and the proof sheet", () => {
    expect(hostileRun.code).toBe(0);
    const svg = svgOf(HOSTILE_OUT, "hostile");
    expect(svg).not.toMatch(/<script|<svg onload|<\/text><svg/);
    expect(svg).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Q&quot; ]]&gt;");
    expect(svg).not.toContain("\u0001");
    expect(svgPlainText(svg)).toContain("</text><svg onload=alert(1)> & more");
    expect(svgTexts(svg).find((t) => t.startsWith("<script>"))).toBe("<script>alert(1)</script> & \"Q\" ]]> \ufffd");
    const sheet = readFileSync(join(HOSTILE_OUT, "proof.html"), "utf8");
    expect(sheet).not.toMatch(/<script|<svg onload/);
    expect(sheet).toContain('data-card="hostile"');
  });

  it("reports text that does not fit as a CS6001 warning at the card's line, and cuts it with an ellipsis", () => {
    expect(hostileRun.err).toContain("warning[CS6001]: the text of `Verbose` does not fit its card");
    expect(hostileRun.err).toMatch(/--> [^\n]*cards\/hostile\/verbose\.yaml:6:7/);
    const check = checkGame(HOSTILE, relativeTo(WORK));
    const { warnings } = renderGameCards(check.game!, HOSTILE, relativeTo(WORK));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ code: "CS6001", severity: "warning", span: { file: "cards/hostile/verbose.yaml", start: { line: 6, col: 7 } } });
    const texts = svgTexts(svgOf(HOSTILE_OUT, "verbose"));
    expect(texts[texts.length - 1]).toMatch(/…$/);
    expect(texts.join(" ")).not.toContain("word399");
    // The warning is on the proof sheet too, where the designer looks.
    expect(readFileSync(join(HOSTILE_OUT, "proof.html"), "utf8")).toContain("CS6001</code> cards/hostile/verbose.yaml:6:7: the text of `Verbose` does not fit");
  });

  it("puts a template card's warning at the template's text, with a note naming the variant", async () => {
    expect((await capture(() => runNewGame("templated", WORK))).code).toBe(0);
    const dir = join(WORK, "cards", "templated");
    const lines = ["template:", '  name: "{title}"', "  kind: card", "  cost: 1", "  turn: [1]", `  text: ${LONG_TEXT}`, "params: [title]", "variants:", "  - { id: first, title: First }", "  - { id: second, title: Second }", ""];
    writeFileSync(join(dir, "pair.yaml"), lines.join("\n"));
    const check = checkGame(dir, relativeTo(WORK));
    expect(check.diagnostics).toEqual([]);
    const { warnings } = renderGameCards(check.game!, dir, relativeTo(WORK));
    expect(warnings.map((w) => [w.span?.file, w.span?.start.line, w.related?.[0].message, w.related?.[0].span.start.line])).toEqual([
      ["cards/templated/pair.yaml", 6, "in variant `first`", 9],
      ["cards/templated/pair.yaml", 6, "in variant `second`", 10],
    ]);
  });

  it("prints 3 x 3 cards per A4 page with bleed, crop marks and the DejaVu fonts embedded", () => {
    const pdf = readFileSync(join(SHADOWS_OUT, "print.pdf"));
    const text = pdf.toString("latin1");
    expect(text.startsWith("%PDF-1.")).toBe(true);
    const count = cards().length;
    const pages = text.match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBe(Math.ceil(count / 9));
    const boxes = text.match(/\/MediaBox \[[^\]]*\]/g) ?? [];
    expect(boxes.length).toBe(pages.length);
    for (const box of boxes) expect(box).toBe("/MediaBox [0 0 595.28 841.89]");
    // Fonts: TrueType programs embedded (FontFile2), subsets of the DejaVu faces the cards use.
    expect(text.match(/\/FontFile2 \d+ 0 R/g)?.length).toBeGreaterThanOrEqual(2);
    const fonts = [...text.matchAll(/\/BaseFont \/([A-Z]{6})\+([\w-]+)/g)].map((m) => m[2]).sort();
    expect(fonts).toEqual(expect.arrayContaining(["DejaVuSans", "DejaVuSans-Bold"]));
    // Each page's content: one bleed rectangle (69 x 94 mm) per card, then the crop marks.
    const contents = pdfStreams(pdf).filter((s) => / re\n/.test(s));
    expect(contents.length).toBe(pages.length);
    const mm = (n: number) => (n * 72) / 25.4;
    const bleed = new RegExp(`^[\\d.]+ [\\d.]+ ${mm(69).toFixed(6).replace(/0+$/, "")}\\d* ${mm(94).toFixed(6).replace(/0+$/, "")}\\d* re$`, "gm");
    expect(contents.reduce((n, s) => n + (s.match(bleed)?.length ?? 0), 0)).toBe(count);
    expect(contents[0].match(bleed)?.length).toBe(9);
    // A full page has 4 cut lines each way, marked at both ends: 16 strokes outside the bleed.
    const marks = [...contents[0].matchAll(/^([\d.]+) ([\d.]+) m\n([\d.]+) ([\d.]+) l\nS$/gm)].map((m) => m.slice(1).map(Number));
    expect(marks.length).toBe(16);
    const [left, top] = [mm((210 - 189) / 2), mm((297 - 264) / 2)];
    for (const [x1, y1, x2, y2] of marks) {
      const vertical = x1 === x2;
      if (vertical) expect(Math.min(y1, y2) >= mm(297) - top + mm(3) - 0.01 || Math.max(y1, y2) <= top - mm(3) + 0.01, `mark ${x1},${y1}`).toBe(true);
      else expect(Math.min(x1, x2) >= mm(210) - left + mm(3) - 0.01 || Math.max(x1, x2) <= left - mm(3) + 0.01, `mark ${x1},${y1}`).toBe(true);
    }
  });

  it("gives the same bytes for the same cards, for any game folder", async () => {
    const outs = [join(WORK, "elo-1"), join(WORK, "elo-2")];
    for (const out of outs) {
      const run = await capture(() => main(["render", "./cards/elo-darkness", "--out", out, "--no-color"]));
      expect(run.code).toBe(0);
      expect(run.out).toMatch(/^rendered \d+ cards of elo-darkness to /);
    }
    const files = (dir: string): string[] => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(dir.length + 1)).sort();
    expect(files(outs[0])).toEqual(files(outs[1]));
    expect(files(outs[0])).toEqual(expect.arrayContaining(["proof.html", "print.pdf", "cardsmith-output.json", "fonts/DejaVuSans.ttf"]));
    for (const f of files(outs[0])) expect(readFileSync(join(outs[1], f)).equals(readFileSync(join(outs[0], f))), f).toBe(true);
  });

  it("replaces its own output folder as a whole, and refuses a folder of other files", async () => {
    const out = join(WORK, "elo-1");
    writeFileSync(join(out, "cards", "stale.svg"), "<svg/>");
    expect((await capture(() => main(["render", "./cards/elo-darkness", "--out", out]))).code).toBe(0);
    expect(existsSync(join(out, "cards", "stale.svg"))).toBe(false);
    const foreign = join(WORK, "foreign");
    mkdirSync(foreign, { recursive: true });
    writeFileSync(join(foreign, "notes.txt"), "mine");
    const run = await capture(() => main(["render", "./cards/elo-darkness", "--out", foreign]));
    expect(run.code).toBe(2);
    expect(run.err).toContain("did not write; give --out a new or empty folder");
    expect(readdirSync(foreign)).toEqual(["notes.txt"]);
    const file = await capture(() => main(["render", "./cards/elo-darkness", "--out", join(foreign, "notes.txt")]));
    expect(file.code).toBe(2);
    expect(file.err).toContain("notes.txt is a file; give --out a folder");
    expect(readFileSync(join(foreign, "notes.txt"), "utf8")).toBe("mine");
  });

  it("keeps what does not fit inside the card: one endless word, many icons", async () => {
    expect((await capture(() => runNewGame("crowded", WORK))).code).toBe(0);
    const dir = join(WORK, "cards", "crowded");
    const vocab = readFileSync(join(dir, "game.yaml"), "utf8");
    const icons = Array.from({ length: 12 }, (_, i) => `Glyph${i}`);
    writeFileSync(join(dir, "game.yaml"), vocab.replace("\nkinds:\n  card:\n    fields:\n", `\nicons: [${icons.join(", ")}]\n\nkinds:\n  card:\n    fields:\n      marks: { type: list, of: { type: icon } }\n`));
    writeFileSync(join(dir, "long.yaml"), `id: long\nname: ${"x".repeat(3000)}\nkind: card\ncost: 1\nturn: [1]\nmarks: [${icons.join(", ")}]\ntext: ${"y".repeat(5000)} Glyph3\n`);
    const check = checkGame(dir, relativeTo(WORK));
    expect(check.diagnostics).toEqual([]);
    const { cards: drawn, warnings } = renderGameCards(check.game!, dir, relativeTo(WORK));
    expect(warnings.map((w) => [w.span?.start.line, w.message])).toEqual([
      [2, expect.stringMatching(/^the name `x{39}…` does not fit the title bar of its card$/)],
      [7, expect.stringMatching(/^the text of `x{39}…` does not fit its card: at the smallest size it needs [\d.]+ mm of the [\d.]+ mm the text box has$/)],
    ]);
    const svg = drawn.find((c) => c.id === "long")!.svg;
    for (const icon of icons) expect(svg).toContain(`data-icon="${icon}"`);
    for (const m of svg.matchAll(/<(?:text|rect) x="([-\d.]+)" y="([-\d.]+)"(?: width="([\d.]+)" height="([\d.]+)")?/g)) {
      const [x, y, w, h] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0), Number(m[4] ?? 0)];
      expect(x).toBeGreaterThanOrEqual(0);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(x + w).toBeLessThanOrEqual(63);
      expect(y + h).toBeLessThanOrEqual(88);
    }
  });

  it("renders nothing for a game with errors, and says why at the card's line", async () => {
    expect((await capture(() => runNewGame("broken", WORK))).code).toBe(0);
    writeFileSync(join(WORK, "cards", "broken", "bad.yaml"), "id: bad\nname: Bad\nkind: card\ncost: 1\nturn: [1]\neffect: |\n  gian 1 points\n");
    const run = await capture(() => runRender("broken", { format: "human", color: false }, WORK));
    expect(run.code).toBe(1);
    expect(run.err).toMatch(/error\[CS4001\]: unknown verb `gian`\n\s+--> cards\/broken\/bad\.yaml:7:3/);
    expect(existsSync(join(WORK, "out", "render", "broken"))).toBe(false);
  });

  it("names an unknown game and the games there are", async () => {
    const run = await capture(() => main(["render", "shadwos"]));
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/no game `shadwos` in cards\/ \(games: [^)]*shadows/);
  });
});

describe("layout data in game.yaml", () => {
  it("is checked against the kinds, their fields and the icons, at its line", () => {
    const dir = join(WORK, "cards", "layout-errors");
    mkdirSync(dir, { recursive: true });
    const vocab = readFileSync(join(HOSTILE, "game.yaml"), "utf8").replace("game: hostile", "game: layout-errors");
    const layout = ["layout:", "  icons:", "    Star: { label: S }", "  kinds:", "    crad: { color: \"#112233\" }", "    card: { corner: [cost, effect], fields: [cots], body: [text, cost] }", ""].join("\n");
    writeFileSync(join(dir, "game.yaml"), `${vocab}\n${layout}`);
    const lineOf = (s: string) => `${vocab}\n${layout}`.split("\n").findIndex((l) => l.includes(s)) + 1;
    const check = checkGame(dir, relativeTo(WORK));
    const found = check.diagnostics.map((d) => [d.code, d.span?.start.line, d.message, d.help]);
    expect(found).toEqual(
      expect.arrayContaining([
        ["CS1010", lineOf("Star:"), "game vocabulary: layout: `Star` is not a declared icon", expect.any(String)],
        ["CS1010", lineOf("crad:"), "game vocabulary: layout: `crad` is not a declared card kind", "did you mean `card`?"],
        ["CS1010", lineOf("fields: [cots]"), "game vocabulary: layout: the kind `card` has no field `cots`", "did you mean `cost`?"],
        ["CS1010", lineOf("body: [text, cost]"), "game vocabulary: layout: `cost` is placed twice in the layout of `card` (also in `corner`)", "place each field once"],
        ["CS1010", lineOf("corner: [cost, effect]"), "game vocabulary: layout: `effect` is too big for the corner of `card`", "put it under `fields:` or `body:`"],
      ]),
    );
    expect(check.game).toBeUndefined();
  });

  it("is shaped by game.yaml's schema: a colour is #rrggbb", () => {
    const dir = join(WORK, "cards", "layout-shape");
    mkdirSync(dir, { recursive: true });
    const vocab = readFileSync(join(HOSTILE, "game.yaml"), "utf8").replace("game: hostile", "game: layout-shape");
    writeFileSync(join(dir, "game.yaml"), `${vocab}\nlayout:\n  kinds:\n    card: { color: red }\n`);
    const check = checkGame(dir, relativeTo(WORK));
    expect(check.diagnostics.map((d) => d.code)).toContain("CS1010");
    expect(check.diagnostics.find((d) => d.code === "CS1010")?.message).toMatch(/colour such as `#2e5c8a`/);
  });
});
