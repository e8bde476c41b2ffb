/**
 * What people expect of a CLI: an example in every command's --help, --version, explain --list,
 * --quiet, and no progress bar or colour when the output is piped.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const BIN = join(ROOT, "compiler/cli/bin.mjs");
const cli = (args: string[], env: Record<string, string> = {}) => spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: "utf8", env: { ...process.env, ...env } });

/** The commands `--help` lists (`help` aside), and the subcommands of those that have some. */
function commands(prefix: string[] = []): string[][] {
  const help = cli([...prefix, "--help"]).stdout;
  const section = (help.split(/^Commands:\n/m)[1] ?? "").split(/\n\n/)[0];
  const names = [...section.matchAll(/^ {2}([a-z][a-z-]*)/gm)].map((m) => m[1]).filter((n) => n !== "help");
  return prefix.length > 1 ? [] : names.flatMap((n) => [[...prefix, n], ...commands([...prefix, n])]);
}

describe("cardsmith's command line", () => {
  it("every command's --help ends with an example", () => {
    const all = commands();
    expect(all.length).toBeGreaterThanOrEqual(12);
    for (const c of all) {
      const r = cli([...c, "--help"]);
      expect(r.status).toBe(0);
      expect(/\nExamples?:\n {2}cardsmith /.test(r.stdout) ? "" : `no example in \`cardsmith ${c.join(" ")} --help\``).toBe("");
    }
  }, 300_000);

  it("prints its version and every diagnostic code", () => {
    expect(cli(["--version"]).stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    const list = cli(["explain", "--list"]).stdout.trim().split("\n");
    expect(list.length).toBeGreaterThan(50);
    for (const line of list) expect(line).toMatch(/^CS\d{4} {2}\S/);
  }, 300_000);

  it("--quiet leaves out the summary of a clean check and the lines of a build; piped output has no bar and no colour", () => {
    const loud = cli(["check", "cards/shadows"]);
    expect(loud.status).toBe(0);
    expect(loud.stderr).toMatch(/checked \d+ cards/);
    const quiet = cli(["check", "cards/shadows", "--quiet"]);
    expect([quiet.status, quiet.stdout, quiet.stderr]).toEqual([0, "", ""]);
    const build = cli(["build", "--check", "--quiet"]);
    expect([build.status, build.stdout]).toEqual([0, ""]);
    expect(build.stderr).not.toContain("up to date");
    // Piped: no progress bar (cli-progress draws with cursor escapes) and no colour, even with a bad card.
    const bad = cli(["check", "test/fixtures/golden-game"]);
    expect(bad.stderr + bad.stdout).not.toMatch(/\u001b\[/);
    expect(cli(["check", "cards/shadows"], { NO_COLOR: "1", FORCE_COLOR: "1" }).stderr).not.toMatch(/\u001b\[/);
  }, 300_000);

  it("a collection used as a key is a diagnostic at its line, with no warning of the YAML library on stderr", () => {
    const dir = mkdtempSync(join(tmpdir(), "cardsmith-key-"));
    try {
      cpSync(join(ROOT, "cards/adventure"), join(dir, "adventure"), { recursive: true });
      writeFileSync(join(dir, "adventure/items/weird.yaml"), "id: weird\nname: Weird\nkind: item\n? [a, b]\n: 1\n");
      const r = cli(["check", join(dir, "adventure")]);
      expect(r.status).toBe(1);
      expect(r.stdout + r.stderr).toContain("weird.yaml:");
      expect(r.stderr).not.toMatch(/Warning|mapAsMap/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
