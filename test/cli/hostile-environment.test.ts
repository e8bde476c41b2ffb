/**
 * What the user's environment and files can throw at the CLI: a file where generated/ needs a
 * folder (or no permission) is one line naming the path, not "a bug in Cardsmith"; a trailing
 * `---` is fine; a build cache of the wrong shape means a full build; scenario YAML errors point
 * at their line; raw control characters never reach `--format github` or `list`.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildGame } from "../../compiler/build.ts";
import { sealed } from "../../compiler/cache-file.ts";
import { describeFailure } from "../../compiler/cli/failure.ts";
import { runList } from "../../compiler/cli/list-command.ts";
import { renderGithub } from "../../compiler/diagnostics/render-github.ts";
import { runScenarioText } from "../../runtime/scenario/index.ts";
import { check, makeGame, SHADOWS_YAML, type Game } from "../contract/helpers.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;
const skill = (id: string, name = "Probe") => `id: ${id}\nname: ${JSON.stringify(name)}\nkind: skill\ninitiative: [2]\n`;

let game: Game | undefined;
afterEach(() => game?.cleanup());

const unseal = (text: string) => text.slice(text.indexOf("\n") + 1);
const opts = (dir: string) => ({ outRoot: join(dir, "out"), cacheDir: join(dir, "cache"), runtimeApi: "../../../../runtime/api.ts", display: (p: string) => p });

describe("a file system that refuses", () => {
  it("a file where generated/ needs a folder is one line naming it", async () => {
    game = makeGame(SHADOWS_YAML, { "p.yaml": skill("probe-a") });
    mkdirSync(join(game.dir, "out", "shadows"), { recursive: true });
    writeFileSync(join(game.dir, "out", "shadows", "cards"), "in the way\n");
    const err = await buildGame(game.dir, opts(game.dir)).then(
      () => null,
      (e: unknown) => e,
    );
    const text = describeFailure(err);
    expect(text).toMatch(/^cardsmith: cannot write `.*out\/shadows\/cards`: .* \((ENOTDIR|EEXIST)\)\n$/);
    expect(text).not.toContain("internal error");
  });

  for (const [code, syscall, verb] of [
    ["EACCES", "open", "write"],
    ["EROFS", "mkdir", "write"],
    ["EACCES", "scandir", "read"],
  ]) {
    it(`${code} from ${syscall} is a usage error naming the path`, () => {
      const err = Object.assign(new Error(`${code}: refused, ${syscall} '/somewhere/generated'`), { code, syscall, path: "/somewhere/generated", errno: -13 });
      const shown = relative(process.cwd(), "/somewhere/generated");
      const reason = code === "EROFS" ? "the file system is read-only" : "permission denied";
      expect(describeFailure(err)).toBe(`cardsmith: cannot ${verb} \`${shown}\`: ${reason} (${code})\n`);
    });
  }
});

describe("card files", () => {
  it("a trailing `---` (an empty last document) is fine", async () => {
    game = makeGame(SHADOWS_YAML, { "a.yaml": `${skill("probe-a")}---\n`, "b.yaml": `---\n${skill("probe-b")}---\n\n` });
    const { exit, out } = await check(game);
    expect(out).not.toContain("error[");
    expect(exit).toBe(0);
  });
});

describe("a build cache of the wrong shape", () => {
  const corrupt: Array<[string, (state: { files: Record<string, { cards: unknown }> }) => unknown]> = [
    ["files: null", (s) => ({ ...s, files: null })],
    ["cards: [null]", (s) => ({ ...s, files: Object.fromEntries(Object.entries(s.files).map(([k, v]) => [k, { ...v, cards: [null] }])) })],
    ["cards: a string", (s) => ({ ...s, files: Object.fromEntries(Object.entries(s.files).map(([k, v]) => [k, { ...v, cards: "zz" }])) })],
  ];
  for (const [what, change] of corrupt) {
    it(`(${what}) is ignored: the build starts over and succeeds`, async () => {
      game = makeGame(SHADOWS_YAML, { "a.yaml": skill("probe-a"), "b.yaml": skill("probe-b") });
      await buildGame(game.dir, opts(game.dir));
      const stateFile = join(game.dir, "cache", `${game.dir.split("/").pop()}.check.json`);
      const saved = JSON.parse(unseal(readFileSync(stateFile, "utf8"))) as { toolchain: string; state: { files: Record<string, { cards: unknown }> } };
      // Sealed again, so it is the shape check (not the seal) that must refuse it.
      writeFileSync(stateFile, sealed({ ...saved, state: change(saved.state) }));
      const again = await buildGame(game.dir, opts(game.dir));
      expect(again.check.diagnostics).toEqual([]);
      expect(again.check.reused.size).toBe(0);
    }, 300_000);
  }
});

describe("a damaged build cache", () => {
  for (const file of ["check", "output"]) {
    it(`(${file}: a changed card name that is still valid JSON) fails its seal and is ignored`, async () => {
      game = makeGame(SHADOWS_YAML, { "a.yaml": skill("probe-a", "Probe One"), "b.yaml": skill("probe-b") });
      const first = await buildGame(game.dir, opts(game.dir));
      expect(first.check.diagnostics).toEqual([]);
      const out = join(game.dir, "out", "shadows");
      const before = readFileSync(join(out, "index.ts"), "utf8");
      const cacheFile = join(game.dir, "cache", `${game.dir.split("/").pop()}.${file}.json`);
      const text = readFileSync(cacheFile, "utf8");
      const damaged = file === "check" ? text.replace('"Probe One"', '"Probe Two"') : text.replace(/"formattedHash": "[0-9a-f]/, '"formattedHash": "x');
      expect(damaged).not.toBe(text);
      writeFileSync(cacheFile, damaged);
      rmSync(join(out, "index.ts"));
      const again = await buildGame(game.dir, opts(game.dir));
      expect(again.check.reused.size).toBe(0);
      expect(readFileSync(join(out, "index.ts"), "utf8")).toBe(before);
      expect(readFileSync(cacheFile, "utf8")).toBe(text);
    }, 300_000);
  }
});

describe("scenario files", () => {
  const EX2 = readFileSync(join(ROOT, "test/scenarios/shm-ex2.scenario.yaml"), "utf8");

  it("report a YAML error at its line and column", async () => {
    const lines = EX2.split("\n");
    const at = lines.findIndex((l) => l.startsWith("players:"));
    lines.splice(at + 1, 0, "  - name: [unclosed");
    const r = await runScenarioText(lines.join("\n"), "bad.scenario.yaml");
    expect(r.status).toBe("malformed");
    expect(r.problems[0].pos.line).toBeGreaterThan(at);
    expect(r.problems[0].pos.line).not.toBe(1);
  });

  it("report an alias bomb as a located problem, not an internal error", async () => {
    const bomb = ["a: &a [x, x, x, x, x, x, x, x, x, x]", ...Array.from({ length: 8 }, (_, i) => `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(10).fill(`*${String.fromCharCode(97 + i)}`).join(", ")}]`)].join("\n");
    const r = await runScenarioText(`${EX2}\n${bomb}\n`, "bomb.scenario.yaml");
    expect(r.status).toBe("malformed");
    expect(r.problems[0].message).toContain("too many aliases");
    expect(r.problems[0].pos.file).toBe("bomb.scenario.yaml");
  });
});

describe("raw control characters", () => {
  it("never reach --format github", () => {
    const out = renderGithub(
      [{ code: "CS4001", severity: "error", message: "unknown verb `\u001b[2Jboom\u0007`", span: { file: "cards/x\u001b.yaml", start: { offset: 0, line: 1, col: 1 }, end: { offset: 1, line: 1, col: 2 } }, help: "did you mean \u009b31m?" }],
      { errors: 1, warnings: 0, filesWithErrors: 1, cards: 1, files: 1 },
    );
    expect(out).not.toMatch(RAW_CONTROL);
    expect(out).toContain("boom");
  });

  for (const format of ["text", "json"] as const) it(`never reach \`list --format ${format}\``, () => {
    const root = mkdtempSync(join(tmpdir(), "cardsmith-list-"));
    try {
      mkdirSync(join(root, "cards", "golden"), { recursive: true });
      writeFileSync(join(root, "cards", "golden", "game.yaml"), SHADOWS_YAML);
      writeFileSync(join(root, "cards", "golden", "a.yaml"), skill("probe-a", "Evil \u001b]0;owned\u0007 \u009b31m Name\u2028"));
      let out = "";
      const write = process.stdout.write.bind(process.stdout);
      process.stdout.write = ((c: string) => ((out += c), true)) as typeof process.stdout.write;
      try {
        expect(runList("golden", format, root)).toBe(0);
      } finally {
        process.stdout.write = write;
      }
      expect(out).toContain("probe-a");
      expect(out.replace(/\n/g, "")).not.toMatch(RAW_CONTROL);
      // Line separators are text to a terminal but line breaks to JavaScript: escaped in JSON.
      if (format === "json") expect(out).not.toMatch(/[\u2028\u2029]/);
      if (format === "json") expect((JSON.parse(out) as Array<{ name: string }>)[0].name).toBe("Evil \u001b]0;owned\u0007 \u009b31m Name\u2028");
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
