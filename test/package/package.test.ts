/**
 * Cardsmith as another project uses it: the package as `npm pack` makes it, installed into a
 * separate project, which scaffolds a game of its own, builds it, plays it with the CLI, imports
 * its generated modules and the runtime by the package's name, type-checks them with its own
 * tsc, runs them, and drives the programmatic API (`check`, `build`, `play`, `runScenarios`)
 * from plain Node.
 *
 * The package is packed from a copy of its files (with this checkout's node_modules linked in),
 * because packing runs `prepare`, which rewrites dist/ while other tests may be using it. The
 * install needs the npm registry or its cache (`npm ci` fills the cache with every dependency).
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = process.cwd();
const WORK = mkdtempSync(join(tmpdir(), "cardsmith-package-"));
const CONSUMER = join(WORK, "consumer");
const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string; files: string[]; devDependencies: Record<string, string> };

function run(cmd: string, args: string[], cwd: string): string {
  return execFileSync(cmd, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" } });
}

/** Runs a command expected to fail; returns what it printed. */
function fails(cmd: string, args: string[], cwd: string): string {
  try {
    run(cmd, args, cwd);
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string };
    return `${err.stdout ?? ""}${err.stderr ?? ""}`;
  }
  throw new Error(`${cmd} ${args.join(" ")} succeeded`);
}

const cardsmith = (args: string[]) => run("npx", ["--no-install", "cardsmith", ...args], CONSUMER);

beforeAll(() => {
  const src = join(WORK, "src");
  mkdirSync(src);
  for (const entry of [...pkg.files, "package.json", "README.md"]) cpSync(join(ROOT, entry), join(src, entry), { recursive: true, filter: (from) => !from.includes(`${join(ROOT, "dist")}`) });
  symlinkSync(join(ROOT, "node_modules"), join(src, "node_modules"), "dir");
  run("npm", ["pack", "--pack-destination", WORK], src);
  mkdirSync(CONSUMER);
  const consumer = {
    name: "consumer",
    private: true,
    type: "module",
    dependencies: { cardsmith: `file:../cardsmith-${pkg.version}.tgz` },
    devDependencies: { typescript: pkg.devDependencies.typescript, "@types/node": pkg.devDependencies["@types/node"] },
  };
  writeFileSync(join(CONSUMER, "package.json"), `${JSON.stringify(consumer, null, 2)}\n`);
  run("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund"], CONSUMER);
}, 600_000);

afterAll(() => rmSync(WORK, { recursive: true, force: true }));

describe("the packed package in a separate project", () => {
  it("ships precompiled JavaScript and declarations for what it exports, and no tests or cards", () => {
    const installed = join(CONSUMER, "node_modules", "cardsmith");
    const top = readdirSync(installed).sort();
    expect(top).toEqual(expect.arrayContaining(["compiler", "dist", "dsl", "package.json", "runtime"]));
    expect(top).not.toContain("test");
    expect(top).not.toContain("cards");
    for (const f of ["dist/compiler/api.js", "dist/compiler/api.d.ts", "dist/runtime/api.js", "dist/runtime/api.d.ts", "dist/runtime/core/engine.d.ts", "dist/manifest.json"]) {
      expect(() => readFileSync(join(installed, f)), f).not.toThrow();
    }
    // Declarations import each other as .js, which any TypeScript setup resolves to the .d.ts.
    expect(readFileSync(join(installed, "dist/runtime/core/engine.d.ts"), "utf8")).not.toMatch(/from "\.\.?\/[^"]*\.ts"/);
  });

  it("scaffolds, builds, plays and tests a game of the project's own with the CLI", () => {
    expect(cardsmith(["--version"]).trim()).toBe(pkg.version);
    cardsmith(["new", "game", "tiny"]);
    expect(cardsmith(["build"])).toMatch(/generated\/tiny: \d+ written/);
    const vocabulary = readFileSync(join(CONSUMER, "generated/tiny/vocabulary.ts"), "utf8");
    expect(vocabulary).toContain('from "cardsmith/runtime/api"');
    const runtime = readFileSync(join(CONSUMER, "cards/tiny/runtime/index.ts"), "utf8");
    expect(runtime).toContain('from "cardsmith/runtime/core/engine"');
    expect(cardsmith(["play", "tiny", "--seed", "1", "--quiet"])).toMatch(/winner/);
    expect(cardsmith(["test"])).toMatch(/^1 passed, 0 failed$/m);
  });

  it("type-checks the generated modules against the package's types, and runs them", () => {
    writeFileSync(
      join(CONSUMER, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: { target: "ES2022", module: "NodeNext", moduleResolution: "NodeNext", strict: true, noEmit: true, allowImportingTsExtensions: true, types: ["node"] },
        include: ["main.ts", "cards", "generated"],
      }),
    );
    const main = [
      'import { GreedyAgent } from "cardsmith/runtime/core/agents";',
      'import { cards } from "./generated/tiny/index.ts";',
      'import type { CardId } from "./generated/tiny/vocabulary.ts";',
      'import { game } from "./cards/tiny/runtime/index.ts";',
      "",
      "const first: CardId = cards[0].id;",
      "const played = game.play({ seed: 1, agents: [new GreedyAgent(1), new GreedyAgent(2)] });",
      "console.log(JSON.stringify({ first, ended: played.ended, winners: played.winners }));",
      "",
    ].join("\n");
    writeFileSync(join(CONSUMER, "main.ts"), main);
    run("npx", ["--no-install", "tsc", "-p", "."], CONSUMER);
    const out = JSON.parse(run("npx", ["--no-install", "tsx", "main.ts"], CONSUMER)) as { first: string; ended: boolean; winners: number[] };
    expect(out.first).toBe("first-card");
    expect(out.ended).toBe(true);
    expect(out.winners.length).toBeGreaterThan(0);

    // The type check is real: a card id the game does not have is an error.
    writeFileSync(join(CONSUMER, "main.ts"), main.replace("const first: CardId = cards[0].id;", 'const first: CardId = "no-such-card";'));
    expect(fails("npx", ["--no-install", "tsc", "-p", "."], CONSUMER)).toMatch(/main\.ts\(\d+,\d+\): error TS2322: Type '"no-such-card"' is not assignable to type/);
  });

  it("drives check, build, play and scenario runs from plain Node through the programmatic API", () => {
    const script = [
      'import { build, check, play, runScenarios } from "cardsmith";',
      "const c = check();",
      "const b = await build({ check: true });",
      'const g = await play("tiny", { seed: 1, bots: ["random", "greedy"] });',
      'const [s] = await runScenarios(["test/scenarios/tiny-first-card.scenario.yaml"]);',
      "console.log(JSON.stringify({ ok: c.ok, cards: c.cards, fresh: b.ok, ended: g.ended, players: g.standings.length, scenario: s.status, checks: s.checks }));",
      "",
    ].join("\n");
    writeFileSync(join(CONSUMER, "api.mjs"), script);
    const out = JSON.parse(run("node", ["api.mjs"], CONSUMER)) as Record<string, unknown>;
    expect(out).toEqual({ ok: true, cards: 1, fresh: true, ended: true, players: 2, scenario: "ok", checks: expect.any(Number) });
    expect(out.checks as number).toBeGreaterThan(0);

    // A broken card is reported through the API with its code and position.
    const card = join(CONSUMER, "cards/tiny/cards/first-card.yaml");
    const text = readFileSync(card, "utf8");
    expect(text).toContain("effect: gain");
    writeFileSync(card, text.replace("effect: gain", "effect: gian"));
    writeFileSync(join(CONSUMER, "broken.mjs"), 'import { check } from "cardsmith";\nconst c = check();\nconsole.log(JSON.stringify({ ok: c.ok, first: c.diagnostics[0] }));\n');
    const broken = JSON.parse(run("node", ["broken.mjs"], CONSUMER)) as { ok: boolean; first: { code: string; span: { file: string; line: number } } };
    expect(broken.ok).toBe(false);
    expect(broken.first.code).toBe("CS4001");
    expect(broken.first.span.file).toMatch(/first-card\.yaml$/);
  });
});
