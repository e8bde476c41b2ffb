/**
 * `cardsmith docs`: the reference lists every declared name with its meaning and the cards that
 * use it, every card with its drawing, checked effect and generated TypeScript, and the grammar
 * from the parser (its diagrams drawn offline in headless Chromium); text from files is escaped;
 * any game folder works.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkGame, relativeTo } from "../../compiler/check/check-game.ts";
import { main } from "../../compiler/cli/main.ts";
import { runDocs } from "../../compiler/cli/docs-command.ts";
import { runNewGame } from "../../compiler/cli/new-command.ts";
import { grammarRules, ruleNames } from "../../compiler/docs/grammar.ts";
import { capture } from "../sim/capture.ts";
import { unescapeXml } from "../render/helpers.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const WORK = join(ROOT, "tmp", `docs-test-${process.pid}`);
const OUT = join(WORK, "shadows");
const CHROMIUM = "/usr/bin/chromium";
let index: string;
let cardsHtml: string;

beforeAll(async () => {
  mkdirSync(WORK, { recursive: true });
  const run = await capture(() => main(["docs", "shadows", "--out", OUT]));
  expect(run.err).not.toMatch(/error\[/);
  expect(run.code).toBe(0);
  expect(run.out).toMatch(/^wrote the reference of shadows \(\d+ cards\) to /);
  index = readFileSync(join(OUT, "index.html"), "utf8");
  cardsHtml = readFileSync(join(OUT, "cards.html"), "utf8");
});
afterAll(() => rmSync(WORK, { recursive: true, force: true }));

/** The table row of a declared name. */
function row(section: string, name: string): string {
  const m = new RegExp(`<tr id="${section}-${name}">([\\s\\S]*?)</tr>`).exec(index);
  expect(m, `${section}-${name}`).not.toBeNull();
  return m![1];
}
const usedBy = (r: string) => [...r.matchAll(/href="cards\.html#card-([^"]+)"/g)].map((m) => m[1]);

describe("cardsmith docs", () => {
  it("lists every declared name of every section, with its description", () => {
    const v = checkGame(join(ROOT, "cards", "shadows"), relativeTo(ROOT)).vocab!;
    const sections: Array<[string, string[]]> = [
      ["kinds", Object.keys(v.kinds)], ["traits", Object.keys(v.traits)], ["verbs", Object.keys(v.verbs)], ["icons", v.icons], ["events", Object.keys(v.events)],
      ["phases", v.phases], ["steps", Object.keys(v.steps)], ["nouns", Object.keys(v.nouns)], ["facts", Object.keys(v.facts)], ["stats", Object.keys(v.stats)],
      ["resources", Object.keys(v.resources)], ["counters", Object.keys(v.counters)], ["zones", Object.keys(v.zones)], ["keywords", ["when", "if", "each"]],
    ];
    for (const [section, names] of sections) {
      expect(index).toContain(`<section id="${section}">`);
      for (const name of names) row(section, name);
    }
    for (const [section, specs] of [["traits", v.traits], ["verbs", v.verbs], ["events", v.events], ["facts", v.facts], ["zones", v.zones]] as const) {
      for (const [name, spec] of Object.entries(specs)) if (spec.description) expect(unescapeXml(row(section, name))).toContain(spec.description);
    }
    // A declaration without a description shows the comment written above it in game.yaml.
    expect(unescapeXml(row("phases", "plan"))).toContain("Hand Size: 2 plus the active Monster's level.");
    expect(row("phases", "combat")).toContain('href="#steps-initiative"');
    expect(unescapeXml(row("verbs", "attack"))).toContain("attack [<target: entity>] for <for: number damage>");
  });

  it("names the cards that use each verb, trait, icon, event, step, fact, resource and keyword", () => {
    for (const [section, name] of [["verbs", "attack"], ["traits", "Attack"], ["facts", "responded"], ["resources", "gold"], ["keywords", "if"], ["kinds", "skill"]]) {
      expect(usedBy(row(section, name)), `${section} ${name}`).toContain("quick-jab");
    }
    expect(usedBy(row("verbs", "attack"))).not.toContain("meditate");
    expect(usedBy(row("verbs", "recover"))).toContain("meditate");
    expect(usedBy(row("icons", "MxAttack"))).toEqual(expect.arrayContaining(["gloomfang", "monster-action-01"]));
    expect(usedBy(row("events", "attacked"))).toContain("riposte");
    expect(usedBy(row("steps", "initiative"))).toContain("blood-totem");
    expect(usedBy(row("nouns", "challenger"))).toContain("gloomfang");
    expect(usedBy(row("stats", "magic"))).toContain("eras");
  });

  it("shows every card: its drawing, text, checked effect and the generated TypeScript of its file", () => {
    const check = checkGame(join(ROOT, "cards", "shadows"), relativeTo(ROOT));
    for (const card of [...check.game!.files.values()].flat()) {
      const m = new RegExp(`<article class="card" id="card-${card.id}">([\\s\\S]*?)</article>`).exec(cardsHtml);
      expect(m, card.id).not.toBeNull();
      expect(m![1]).toContain(`data-card="${card.id}"`);
      expect(existsSync(join(OUT, "cards", `${card.id}.svg`))).toBe(true);
    }
    const jab = /<article class="card" id="card-quick-jab">([\s\S]*?)<\/article>/.exec(cardsHtml)![1];
    expect(jab).toContain("<pre>attack a target for 2\nif not responded: gain 1 gold</pre>");
    expect(jab).toContain("<code>strength &gt;= 2</code>");
    expect(jab).toContain('href="code/cards/skills/neutral/quick-jab.ts.html"');
    // The code page holds exactly what `build` commits for that file.
    const code = readFileSync(join(OUT, "code", "cards", "skills", "neutral", "quick-jab.ts.html"), "utf8");
    const shown = unescapeXml(/<pre>([\s\S]*)<\/pre>/.exec(code)![1]);
    expect(shown).toBe(readFileSync(join(ROOT, "generated", "shadows", "cards", "skills", "neutral", "quick-jab.ts"), "utf8"));
    expect(code).toContain('<a href="../../../../cards.html">Cards</a>');
  });

  it("gives the grammar of the effect language from the parser, every rule linked", () => {
    const grammar = readFileSync(join(OUT, "grammar.html"), "utf8");
    const rules = ruleNames();
    expect(rules).toEqual(expect.arrayContaining(["program", "ability", "trigger", "selector", "expr"]));
    expect(rules.length).toBeGreaterThan(20);
    for (const r of rules) expect(grammar).toContain(`id="rule-${r}"`);
    for (const [, target] of grammar.matchAll(/href="#rule-([^"]+)"/g)) expect(rules).toContain(target);
    expect(unescapeXml(grammar)).toContain('"when"');
    expect(readFileSync(join(OUT, "syntax.html"), "utf8")).toContain(readFileSync(join(ROOT, "dsl", "SYNTAX.md"), "utf8").split("\n")[0].replace(/&/g, "&amp;"));
  });

  it("draws the grammar's railroad diagrams offline in headless Chromium", async () => {
    expect(existsSync(CHROMIUM), `${CHROMIUM} is missing: apt-get install chromium (.ci/run installs it)`).toBe(true);
    const browser = await chromium.launch({ executablePath: CHROMIUM });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      await page.route(/^(?!file:)/, (route) => {
        errors.push(`requested ${route.request().url()}`);
        return route.abort();
      });
      await page.goto(`file://${join(OUT, "diagrams.html")}`);
      await page.waitForSelector("#diagrams svg");
      expect(await page.locator("#diagrams svg").count()).toBe(grammarRules().length);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it("escapes names and descriptions from the game's files, and works for any game folder", async () => {
    expect((await capture(() => runNewGame("hostile-docs", WORK))).code).toBe(0);
    const dir = join(WORK, "cards", "hostile-docs");
    const vocab = readFileSync(join(dir, "game.yaml"), "utf8");
    expect(vocab).toContain('description: "what players score"');
    writeFileSync(join(dir, "game.yaml"), vocab.replace('description: "what players score"', 'description: "<i>what</i> players & score"'));
    writeFileSync(join(dir, "evil.yaml"), `id: evil\nname: "<img src=x onerror=alert(1)>"\nkind: card\ncost: 1\nturn: [1]\ntext: "</pre><script>alert(2)</script>"\n`);
    const run = await capture(() => runDocs("hostile-docs", { format: "human", color: false }, WORK));
    expect(run.err).not.toMatch(/error\[/);
    expect(run.code).toBe(0);
    const out = join(WORK, "out", "docs", "hostile-docs");
    const site = ["index.html", "cards.html"].map((f) => readFileSync(join(out, f), "utf8")).join("\n");
    expect(site).not.toMatch(/<img|<script|<i>what/);
    expect(site).toContain("&lt;i&gt;what&lt;/i&gt; players &amp; score");
    expect(site).toContain("&lt;img src=x onerror=alert(1)&gt;");

    const corpus = await capture(() => main(["docs", "./cards/legacy-of-thracks", "--out", join(WORK, "thracks")]));
    expect(corpus.code).toBe(0);
    const thracks = checkGame(join(ROOT, "cards", "legacy-of-thracks"), relativeTo(ROOT));
    const thracksIndex = readFileSync(join(WORK, "thracks", "index.html"), "utf8");
    for (const kind of Object.keys(thracks.vocab!.kinds)) expect(thracksIndex).toContain(`<tr id="kinds-${kind}">`);
  });
});
