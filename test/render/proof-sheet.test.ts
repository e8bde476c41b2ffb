/**
 * The proof sheet in headless Chromium (Debian's `chromium`, which .ci/run installs): it loads
 * offline without errors, its fonts load, the screenshot is not blank, and every card's name is
 * text in the page at a legible size (the rules text too).
 */
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkGame, relativeTo } from "../../compiler/check/check-game.ts";
import { main } from "../../compiler/cli/main.ts";
import { capture } from "../sim/capture.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const WORK = join(ROOT, "tmp", `proof-test-${process.pid}`);
const CHROMIUM = "/usr/bin/chromium";
/** CSS pixels per millimetre at 96 dpi. */
const PX_PER_MM = 96 / 25.4;

beforeAll(async () => {
  mkdirSync(WORK, { recursive: true });
  const run = await capture(() => main(["render", "shadows", "--out", WORK]));
  expect(run.code).toBe(0);
});
afterAll(() => rmSync(WORK, { recursive: true, force: true }));

describe("the proof sheet in headless Chromium", () => {
  it("shows every card legibly: fonts loaded, text in the page, a screenshot that is not blank", async () => {
    expect(existsSync(CHROMIUM), `${CHROMIUM} is missing: apt-get install chromium (.ci/run installs it)`).toBe(true);
    const check = checkGame(join(ROOT, "cards", "shadows"), relativeTo(ROOT));
    const cards = [...check.game!.files.values()].flat();
    const browser = await chromium.launch({ executablePath: CHROMIUM });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      page.on("console", (m) => {
        if (m.type() === "error") errors.push(m.text());
      });
      await page.route(/^(?!file:)/, (route) => {
        errors.push(`requested ${route.request().url()}`);
        return route.abort();
      });
      await page.goto(`file://${join(WORK, "proof.html")}`);
      await page.evaluate(() => document.fonts.ready);
      const fonts = await page.evaluate(() => [...document.fonts].map((f) => `${f.family} ${f.weight} ${f.style} ${f.status}`).sort());
      expect(fonts).toEqual(["DejaVu Sans bold normal loaded", "DejaVu Sans normal italic loaded", "DejaVu Sans normal normal loaded"]);

      // Every card is in the page, its name as text, drawn at 63 x 88 mm.
      const shown = await page.evaluate(() =>
        [...document.querySelectorAll("figure[data-card]")].map((f) => {
          const svg = f.querySelector("svg")!.getBoundingClientRect();
          const texts = [...f.querySelectorAll("svg text")];
          const heights = texts.map((t) => t.getBoundingClientRect().height).filter((h) => h > 0);
          return { id: f.getAttribute("data-card"), title: f.querySelector("svg title")?.textContent, text: texts.map((t) => t.textContent).join(" "), width: svg.width, height: svg.height, smallest: Math.min(...heights), name: f.querySelector('svg g[data-field="name"] text')!.getBoundingClientRect().height, body: Math.min(...[...f.querySelectorAll('svg g[data-field="body"] text')].map((t) => t.getBoundingClientRect().height)) };
        }),
      );
      expect(shown.map((s) => s.id)).toEqual(cards.map((c) => c.id).sort((a, b) => cards.findIndex((c) => c.id === a) - cards.findIndex((c) => c.id === b)));
      const byId = new Map(shown.map((s) => [s.id, s]));
      for (const card of cards) {
        const s = byId.get(card.id)!;
        expect(s.title).toBe(card.data.name);
        expect(s.text.replace(/\s+/g, " ")).toContain(String(card.data.name));
        if (typeof card.data.text === "string") expect(s.text.replace(/\s+/g, " "), card.id).toContain(card.data.text.split(/\s+/).slice(0, 4).join(" "));
        expect(s.width).toBeCloseTo(63 * PX_PER_MM, 0);
        expect(s.height).toBeCloseTo(88 * PX_PER_MM, 0);
        // Legible at print size: names at least 2.4 mm tall (about 7 pt), rules text 1.7 mm, nothing under 1.5 mm.
        expect(s.name, card.id).toBeGreaterThanOrEqual(2.4 * PX_PER_MM);
        expect(s.smallest, card.id).toBeGreaterThanOrEqual(1.5 * PX_PER_MM);
        if (Number.isFinite(s.body)) expect(s.body, card.id).toBeGreaterThanOrEqual(1.7 * PX_PER_MM);
      }

      // The screenshot, decoded in the page: mostly not one colour, and with dark text pixels on the cards.
      const shot = (await page.screenshot()).toString("base64");
      const pixels = await page.evaluate(async (b64) => {
        const img = new Image();
        img.src = `data:image/png;base64,${b64}`;
        await img.decode();
        const canvas = document.createElement("canvas");
        canvas.width = img.width;
        canvas.height = img.height;
        const ctx = canvas.getContext("2d")!;
        ctx.drawImage(img, 0, 0);
        const data = ctx.getImageData(0, 0, img.width, img.height).data;
        const counts = new Map<number, number>();
        let dark = 0;
        for (let i = 0; i < data.length; i += 4) {
          const key = (data[i] << 16) | (data[i + 1] << 8) | data[i + 2];
          counts.set(key, (counts.get(key) ?? 0) + 1);
          if (data[i] + data[i + 1] + data[i + 2] < 150) dark++;
        }
        return { total: data.length / 4, commonest: Math.max(...counts.values()), colours: counts.size, dark };
      }, shot);
      expect(pixels.total).toBe(1280 * 1000);
      expect(pixels.commonest / pixels.total).toBeLessThan(0.6);
      expect(pixels.colours).toBeGreaterThan(200);
      expect(pixels.dark).toBeGreaterThan(5000);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
