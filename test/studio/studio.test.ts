/**
 * Cardsmith Studio in a real browser (Debian's chromium, driven by playwright-core): the studio
 * runs as `cardsmith studio` would, on a project of its own made by `cardsmith new game`. A
 * designer opens a card, types a typo and sees the checker's diagnostic with its hint, fixes it
 * and sees the preview change, saves and finds exactly the typed text on disk, is offered a merge
 * when the file changes on disk under unsaved edits, plays a bot game to its end, and runs a
 * balance measurement.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = process.cwd();
const CHROMIUM = "/usr/bin/chromium";
const BIN = join(ROOT, "compiler/cli/bin.mjs");
const WORK = mkdtempSync(join(tmpdir(), "cardsmith-studio-"));
const CARD = join(WORK, "cards/tiny/cards/first-card.yaml");
const CARD_PATH = "cards/tiny/cards/first-card.yaml";
const WAIT = { timeout: 120_000 };

let server: ChildProcess;
let browser: Browser;
let page: Page;
let url = "";

/** Replaces the first `from` in the open editor by typing: the text is selected, then keys are pressed. */
async function retype(from: string, to: string): Promise<void> {
  await page.evaluate((word) => {
    const { view } = (window as unknown as { studio: { view: { state: { doc: { toString(): string } }; dispatch(t: unknown): void; focus(): void } } }).studio;
    const at = view.state.doc.toString().indexOf(word);
    if (at < 0) throw new Error(`${word} is not in the editor`);
    view.dispatch({ selection: { anchor: at, head: at + word.length } });
    view.focus();
  }, from);
  await page.keyboard.type(to);
}

const editorText = () => page.evaluate(() => (window as unknown as { studio: { view: { state: { doc: { toString(): string } } } } }).studio.view.state.doc.toString());

beforeAll(async () => {
  expect(existsSync(CHROMIUM), `${CHROMIUM} is missing: apt-get install chromium (.ci/run installs it)`).toBe(true);
  // A project of its own: a new game, with this checkout as its `cardsmith` package.
  const made = spawnSync(process.execPath, [BIN, "new", "game", "tiny"], { cwd: WORK, encoding: "utf8" });
  expect(made.status, made.stderr).toBe(0);
  mkdirSync(join(WORK, "node_modules"));
  symlinkSync(ROOT, join(WORK, "node_modules", "cardsmith"), "dir");
  server = spawn(process.execPath, [BIN, "studio", "--port", "0"], { cwd: WORK, stdio: ["ignore", "pipe", "pipe"] });
  let err = "";
  server.stderr!.on("data", (d) => (err += d));
  url = await new Promise<string>((resolve, reject) => {
    let out = "";
    server.stdout!.on("data", (d) => {
      out += d;
      const m = /on (http:\/\/localhost:\d+)/.exec(out);
      if (m) resolve(m[1]);
    });
    server.on("exit", (code) => reject(new Error(`the studio exited (${code}): ${err}`)));
  });
  browser = await chromium.launch({ executablePath: CHROMIUM });
  page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(url);
  await page.click(`nav a[data-path="${CARD_PATH}"]`, WAIT);
  await page.waitForFunction(() => document.querySelector("#file-name")?.textContent?.includes("first-card.yaml"), undefined, WAIT);
  expect(errors).toEqual([]);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  server?.kill();
  rmSync(WORK, { recursive: true, force: true });
});

describe("Cardsmith Studio in a browser", () => {
  it("shows the checker's diagnostic with its hint for a typo, and clears it when fixed", async () => {
    await page.waitForSelector("#preview img", WAIT);
    await retype("gain", "gian");
    const diagnostic = page.locator("#diagnostics li.error");
    await diagnostic.first().waitFor(WAIT);
    const text = await diagnostic.first().textContent();
    expect(text).toContain("error[CS4001]: unknown verb `gian`");
    expect(text).toContain(`--> ${CARD_PATH}:7:9`);
    expect(text).toContain("help: did you mean `gain`?");
    // The editor marks the word too.
    await page.locator(".cm-lintRange-error").first().waitFor(WAIT);
    await retype("gian", "gain");
    await page.locator("#diagnostics li.clean").waitFor(WAIT);
  }, 180_000);

  it("redraws the card as its text changes", async () => {
    const before = await page.locator("#preview img").first().getAttribute("src");
    expect(decodeURIComponent(before!)).toContain("First Card");
    await retype("First Card", "Lucky Coin");
    await page.waitForFunction(() => decodeURIComponent(document.querySelector<HTMLImageElement>("#preview img")?.src ?? "").includes("Lucky Coin"), undefined, WAIT);
    expect(await page.locator("#preview img").first().getAttribute("alt")).toBe("Lucky Coin");
  }, 180_000);

  it("saves exactly what was typed, atomically", async () => {
    const expected = readFileSync(CARD, "utf8").replace("name: First Card", "name: Lucky Coin");
    expect(await editorText()).toBe(expected);
    await page.keyboard.press("Control+s");
    await page.waitForFunction(() => document.querySelector("#status")?.textContent?.startsWith("saved"), undefined, WAIT);
    expect(readFileSync(CARD, "utf8")).toBe(expected);
  }, 180_000);

  it("offers a merge, and writes nothing, when the file changes on disk under unsaved edits", async () => {
    await retype("Lucky Coin", "Lucky Penny");
    const theirs = readFileSync(CARD, "utf8").replace("cost: 1", "cost: 2");
    writeFileSync(CARD, theirs);
    await page.locator("#conflict:not([hidden])").waitFor(WAIT);
    expect(await page.locator("#conflict pre").textContent()).toContain("- cost: 2");
    // A save now is refused by the server too: the disk keeps the other change.
    await page.keyboard.press("Control+s");
    await page.waitForTimeout(500);
    expect(readFileSync(CARD, "utf8")).toBe(theirs);
    await page.click("text=Save mine over it");
    await page.waitForFunction(() => document.querySelector("#status")?.textContent?.startsWith("saved"), undefined, WAIT);
    expect(readFileSync(CARD, "utf8")).toBe(await editorText());
    expect(readFileSync(CARD, "utf8")).toContain("name: Lucky Penny");
  }, 180_000);

  it("plays a bot game with the card to its end, the log grouped by where it happened", async () => {
    await page.click("#new-game");
    // The game stops before the first bot decision: stepping shows who decides what next.
    await page.waitForFunction(() => document.querySelector("#decision")?.textContent?.startsWith("next: "), undefined, WAIT);
    await page.click("#step");
    await page.waitForFunction(() => document.querySelectorAll("#game-log li").length > 0, undefined, WAIT);
    await page.click("#to-end");
    await page.waitForFunction(() => document.querySelector("#result")?.textContent?.startsWith("Game over"), undefined, WAIT);
    expect(await page.locator("#result").textContent()).toMatch(/Winner: P\d/);
    expect(await page.locator("#game-log summary").first().textContent()).toBe("round 1 · play · turn 1");
    expect(await page.locator("#game-log").textContent()).toContain("Lucky Penny");
  }, 180_000);

  it("runs the game's scenario files", async () => {
    await page.click("#run-scenarios");
    await page.locator("#scenario-results .scenario").first().waitFor(WAIT);
    expect(await page.locator("#scenario-results").textContent()).toContain("tiny-first-card.scenario.yaml");
  }, 180_000);

  it("measures the card's play rate and win rate with confidence intervals", async () => {
    await page.fill("#balance-games", "30");
    await page.click("#run-balance");
    await page.locator("table.balance tr td").first().waitFor(WAIT);
    const row = await page.locator("table.balance tr").nth(1).textContent();
    expect(row).toContain("first-card");
    expect(row).toMatch(/\d+(\.\d)?% \(\d+(\.\d)?%–\d+(\.\d)?%, n=\d+\)/);
  }, 180_000);
});
