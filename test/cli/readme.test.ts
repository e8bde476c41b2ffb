/**
 * The README's "Write your first card" walk-through, verbatim: the card it shows checks clean
 * at the path it names, and the typo it suggests gives exactly the diagnostic it prints.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const README = readFileSync(join(ROOT, "README.md"), "utf8");
const section = README.slice(README.indexOf("## Write your first card"));
const blocks = [...section.matchAll(/```(\w*)\n([\s\S]*?)```/g)].map((m) => ({ lang: m[1], body: m[2] }));
const cardPath = /Add a file\s+`([^`]+)`/.exec(section)![1];
const card = blocks.find((b) => b.lang === "yaml")!.body;
const expected = blocks.find((b) => b.lang === "" && b.body.startsWith("error["))!.body;

/** Runs `cardsmith check <the README's path>` in `cwd`; diagnostics go to either stream. */
function check(cwd: string): { status: number | null; out: string } {
  const r = spawnSync("node", [join(ROOT, "compiler/cli/bin.mjs"), "check", cardPath, "--no-color"], { cwd, encoding: "utf8" });
  return { status: r.status, out: r.stdout + r.stderr };
}

describe("README walk-through", () => {
  it("names a new card file, not a bundled one", () => {
    expect(() => readFileSync(join(ROOT, cardPath))).toThrow();
  });

  it("the first card checks clean, and the typo gives the diagnostic the README shows", () => {
    const project = mkdtempSync(join(tmpdir(), "cardsmith-readme-"));
    cpSync(join(ROOT, "cards", "shadows"), join(project, "cards", "shadows"), { recursive: true });
    mkdirSync(dirname(join(project, cardPath)), { recursive: true });
    writeFileSync(join(project, cardPath), card);
    expect(check(project).status).toBe(0);
    writeFileSync(join(project, cardPath), card.replace("  attack a target for 2", "  atack a target for 2"));
    const typo = check(project);
    expect(typo.status).toBe(1);
    expect(typo.out).toContain(expected.trimEnd());
  }, 300_000);

  it("explain names the code, and a build makes the card the typed constant the README names", () => {
    const project = mkdtempSync(join(tmpdir(), "cardsmith-readme-"));
    cpSync(join(ROOT, "cards", "shadows"), join(project, "cards", "shadows"), { recursive: true });
    writeFileSync(join(project, cardPath), card);
    const cli = (...args: string[]) => spawnSync("node", [join(ROOT, "compiler/cli/bin.mjs"), ...args], { cwd: project, encoding: "utf8" });
    const code = /`npx cardsmith explain (CS\d{4})`/.exec(section)![1];
    const explained = cli("explain", code);
    expect(explained.status).toBe(0);
    expect(explained.stdout).toContain(code);
    const constant = /typed constant\s+\(`(\w+)`\)/.exec(section)![1];
    const build = cli("build");
    expect(build.status, build.stderr).toBe(0);
    const module = readFileSync(join(project, "generated", "shadows", cardPath.replace(/^cards\/shadows\//, "cards/").replace(/\.yaml$/, ".ts")), "utf8");
    expect(module).toContain(`export const ${constant}: SkillCard = {`);
    // No modeline needed: the build wrote the editor association for the new card's folder too.
    expect(JSON.parse(readFileSync(join(project, ".vscode", "settings.json"), "utf8"))["yaml.schemas"]["./generated/shadows/schema.json"]).toContain("cards/shadows/**/*.yaml");
  }, 300_000);
});
