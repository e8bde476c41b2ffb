/**
 * `cardsmith sim`: the same seeds give the same JSON summary on 1 and 2 worker threads; the
 * summary's counts add up; the HTML report draws its charts in headless Chromium (Debian's
 * `chromium`, which .ci/run installs) without a page error.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../compiler/cli/main.ts";
import { wilson, type SimSummary } from "../../runtime/sim/summary.ts";
import { capture } from "./capture.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const WORK = join(ROOT, "tmp", `sim-test-${process.pid}`);
const CHROMIUM = "/usr/bin/chromium";
const GAMES = 200;

beforeAll(() => mkdirSync(WORK, { recursive: true }));
afterAll(() => rmSync(WORK, { recursive: true, force: true }));

const sim = (workers: number, json: string, html?: string) =>
  capture(() => main(["sim", "shadows", "--games", String(GAMES), "--workers", String(workers), "--seed", "1", "--json", json, ...(html ? ["--html", html] : [])]));

describe("cardsmith sim", () => {
  it(`${GAMES} games on 2 workers give the same JSON as on 1`, async () => {
    const two = await sim(2, join(WORK, "two.json"), join(WORK, "report.html"));
    expect(two.err).not.toMatch(/error/i);
    expect(two.code).toBe(0);
    const one = await sim(1, join(WORK, "one.json"));
    expect(one.code).toBe(0);
    const a = readFileSync(join(WORK, "one.json"), "utf8");
    expect(readFileSync(join(WORK, "two.json"), "utf8")).toBe(a);
    // The printed summary is the same too, but for the timing line.
    const untimed = (out: string) => out.split("\n").filter((l) => !/games\/s on \d+ worker|wrote /.test(l));
    expect(untimed(two.out)).toEqual(untimed(one.out));
    expect(two.out).toMatch(/games\/s on 2 workers/);
  }, 600_000);

  it("the summary's counts add up", () => {
    const s = JSON.parse(readFileSync(join(WORK, "one.json"), "utf8")) as SimSummary;
    expect(s).toMatchObject({ format: "cardsmith-sim", version: 1, game: "shadows", seed: 1, games: GAMES, players: 2, bots: ["greedy", "greedy"], failed: 0 });
    expect(s.ended + s.unfinished).toBe(GAMES);
    expect(s.seats.map((x) => x.n)).toEqual([GAMES, GAMES]);
    const wins = s.seats.reduce((n, x) => n + x.wins, 0);
    // Every ended game has a winner; a shared victory counts once per winner.
    expect(wins).toBeGreaterThanOrEqual(s.ended);
    expect(s.roles.reduce((n, r) => n + r.n, 0)).toBe(GAMES * 2);
    expect(s.roles.reduce((n, r) => n + r.wins, 0)).toBe(wins);
    expect(s.firstPlayer.n).toBe(GAMES);
    expect(s.firstPlayer.bySeat.reduce((a, b) => a + b, 0)).toBe(GAMES);
    expect(s.length.rounds.histogram.reduce((n, [, c]) => n + c, 0)).toBe(GAMES);
    expect(s.scores.all.reduce((n, [, c]) => n + c, 0)).toBe(GAMES * 2);
    expect(s.scores.winners.reduce((n, [, c]) => n + c, 0)).toBe(wins);
    expect(s.cards.length).toBeGreaterThan(20);
    for (const r of [...s.seats, ...s.roles, s.firstPlayer, ...s.cards.map((c) => c.whenPlayed)]) {
      expect(r.ci95[0]).toBeLessThanOrEqual(r.rate);
      expect(r.ci95[1]).toBeGreaterThanOrEqual(r.rate);
    }
    for (const c of s.cards) {
      expect(c.playRate).toBeGreaterThan(0);
      expect(c.playRate).toBeLessThanOrEqual(1);
      expect(c.plays).toBeGreaterThanOrEqual(c.games);
      expect(c.whenPlayed.n).toBeGreaterThanOrEqual(c.games);
    }
  });

  it("confidence intervals are Wilson score intervals", () => {
    expect(wilson(8, 10)).toEqual({ n: 10, wins: 8, rate: 0.8, ci95: [0.4902, 0.9433] });
    expect(wilson(0, 50).ci95).toEqual([0, 0.0713]);
    expect(wilson(0, 0)).toEqual({ n: 0, wins: 0, rate: 0, ci95: [0, 1] });
  });

  it("the HTML report draws its charts in headless Chromium, offline, without errors", async () => {
    expect(existsSync(CHROMIUM), `${CHROMIUM} is missing: apt-get install chromium (.ci/run installs it)`).toBe(true);
    const browser = await chromium.launch({ executablePath: CHROMIUM });
    try {
      const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      page.on("console", (m) => {
        if (m.type() === "error") errors.push(m.text());
      });
      // Offline: the report may load nothing from anywhere.
      await page.route(/^(?!file:)/, (route) => {
        errors.push(`requested ${route.request().url()}`);
        return route.abort();
      });
      await page.goto(`file://${join(WORK, "report.html")}`);
      await page.waitForSelector("body[data-charts]", { timeout: 120_000 });
      const drawn = await page.evaluate(() => {
        const Chart = (window as unknown as { Chart: { getChart(c: HTMLCanvasElement): { data: { labels: unknown[] } } | undefined } }).Chart;
        return [...document.querySelectorAll("canvas")].map((canvas) => {
          const pixels = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height).data;
          let inked = 0;
          for (let i = 3; i < pixels.length; i += 4) if (pixels[i] > 0) inked++;
          return { chart: !!Chart.getChart(canvas), labels: Chart.getChart(canvas)?.data.labels.length ?? 0, width: canvas.width, inked };
        });
      });
      expect(errors).toEqual([]);
      expect(drawn.length).toBe(7);
      for (const c of drawn) {
        expect(c.chart).toBe(true);
        expect(c.labels).toBeGreaterThan(0);
        expect(c.width).toBeGreaterThan(100);
        expect(c.inked).toBeGreaterThan(1000);
      }
      expect(await page.locator("h1").textContent()).toBe(`Shadows: Heroes & Monsters: ${GAMES} simulated games`);
      expect(await page.locator("table").count()).toBeGreaterThanOrEqual(3);
    } finally {
      await browser.close();
    }
  }, 600_000);

  it("refuses bad options with a usage error", async () => {
    for (const [args, message] of [
      [["--workers", "0"], "--workers takes a whole number from 1"],
      [["--bots", "greedy,clever"], "unknown bot `clever`"],
      [["--bots", "greedy,greedy", "--players", "3"], "--bots names 2 bots, but 3 players need one each"],
      [["--players", "4"], "is for 2-3 players, not 4"],
    ] as const) {
      const r = await capture(() => main(["sim", "shadows", "--games", "1", ...args]));
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.err).toContain(message);
    }
  });
});

describe("runtime/sim knows no game", () => {
  it("names no card, zone or term of a bundled game", () => {
    const dir = new URL("../../runtime/sim/", import.meta.url);
    const words = /shadows|monster|hero|initiative|shadow-stones|akintunde|knock|shield|bounty|\beras\b|\bgold\b/i;
    for (const f of readdirSync(dir)) {
      const text = readFileSync(new URL(f, dir), "utf8");
      expect(words.exec(text)?.[0] ?? null, f).toBeNull();
    }
  });
});
