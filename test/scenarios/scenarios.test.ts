/**
 * Every scenario file under test/scenarios/ through the same runner as `cardsmith test`, one test
 * per file; and tests of the runner itself: a wrong expectation names expected, actual, the
 * moment and file:line; malformed files are clear errors.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { scenarioFiles } from "../../compiler/cli/test-command.ts";
import { main } from "../../compiler/cli/main.ts";
import { formatFailure, runScenarioFile, runScenarioText, type ScenarioResult } from "../../runtime/scenario/index.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const EX2 = readFileSync(join(ROOT, "test/scenarios/shm-ex2.scenario.yaml"), "utf8");

function explain(r: ScenarioResult): string {
  if (r.status === "malformed") return r.problems.map((p) => `${p.pos.file}:${p.pos.line}:${p.pos.col}: ${p.message}`).join("\n");
  return r.failures.map(formatFailure).join("\n");
}

/** The 1-based line of the first line of `text` containing `needle`. */
function lineOf(text: string, needle: string): number {
  const i = text.split("\n").findIndex((l) => l.includes(needle));
  if (i < 0) throw new Error(`no line with ${needle}`);
  return i + 1;
}

function edit(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`the scenario no longer contains ${from}`);
  return text.replace(from, to);
}

describe("scenario files", () => {
  for (const file of scenarioFiles([], ROOT)) {
    const display = relative(ROOT, file);
    it(display, async () => {
      const r = await runScenarioFile(file, { display });
      if (r.status !== "ok") throw new Error(`${display} ${r.status}:\n${explain(r)}`);
      expect(r.checks).toBeGreaterThan(0);
    }, 300_000);
  }
});

describe("the scenario runner", () => {
  it("reports a wrong expectation with expected, actual, the moment and file:line", async () => {
    const text = edit(EX2, "damage: 1                     # 10", "damage: 2                     # 10");
    const r = await runScenarioText(text, "x/wrong.scenario.yaml");
    expect(r.status).toBe("fail");
    expect(r.failures).toHaveLength(1);
    const [f] = r.failures;
    expect(f.expected).toBe(2);
    expect(f.actual).toBe(1);
    expect(f.pos).toMatchObject({ file: "x/wrong.scenario.yaml", line: lineOf(text, "damage: 2                     # 10"), col: 7 });
    expect(f.moment).toBe("after initiative 2 (round 3 · combat · initiative 2)");
    expect(formatFailure(f)).toBe(`x/wrong.scenario.yaml:${f.pos.line}:7: after initiative 2 (round 3 · combat · initiative 2): Emma damage: expected 2, actual 1`);
  });

  it("checks inline `check:` entries when the game asks the next decision", async () => {
    const text = edit(EX2, "  - Emma: 4 Shield Points\n", "  - check: { Emma: { damage: 1 } }\n  - Emma: 4 Shield Points\n");
    const r = await runScenarioText(text, "x/inline.scenario.yaml");
    expect(r.failures.map(formatFailure)).toEqual([
      `x/inline.scenario.yaml:${lineOf(text, "- check:")}:22: check before Emma's decision "5 damage to Rolan (Emma): spend how many Shield Points?" (round 3 · combat · initiative 2): Emma damage: expected 1, actual 0`,
    ]);
  });

  it("reports a missing log line with the end of the log", async () => {
    const text = edit(EX2, "Rolan (Emma) blocks 5 (Dodge)", "Rolan (Emma) blocks 6 (Dodge)");
    const r = await runScenarioText(text, "x/log.scenario.yaml");
    expect(r.failures).toHaveLength(1);
    expect(r.failures[0].message).toContain('log: expected a line containing "Rolan (Emma) blocks 6 (Dodge)" after the previous expected line, actual: no such line');
    expect(r.failures[0].pos.line).toBe(lineOf(text, "    log:"));
  });

  it("stops at a decision asked of another player, naming the decision and its line", async () => {
    const text = edit(EX2, "  - Emma: Dodge", "  - Jack: Dodge");
    const r = await runScenarioText(text, "x/order.scenario.yaml");
    expect(r.status).toBe("fail");
    expect(r.failures[0].pos.line).toBe(lineOf(text, "  - Jack: Dodge"));
    expect(r.failures[0].message).toContain(`decision #2 "Jack: Dodge" is Jack's, but the game asked Emma's respond decision`);
    expect(r.failures[0].moment).toContain("round 3 · combat · initiative 2");
  });

  it("reports scripted decisions the game never asked", async () => {
    const text = `${EX2.replace(/\nexpect:/, '\n  - Jack: "yes"\nexpect:')}`;
    const r = await runScenarioText(text, "x/unused.scenario.yaml");
    expect(r.failures.map((f) => f.message)).toEqual(['1 scripted decision was never asked: #4 "Jack: yes"']);
  });

  it("rejects an unknown card id with its line", async () => {
    const text = edit(EX2, "hand: [sword-strike]", "hand: [sword-strik]");
    const r = await runScenarioText(text, "x/card.scenario.yaml");
    expect(r.status).toBe("malformed");
    expect(r.problems).toEqual([{ pos: { file: "x/card.scenario.yaml", line: lineOf(text, "sword-strik]"), col: 12 }, message: "unknown card id `sword-strik` (did you mean `sword-strike`?)" }]);
  });

  it("rejects an unknown player in decisions and in expectations", async () => {
    const text = edit(edit(EX2, "  - Jack: play Sword Strike", "  - Jak: play Sword Strike"), "    Jack: { experience: 0 }", "    Jacques: { experience: 0 }");
    const r = await runScenarioText(text, "x/player.scenario.yaml");
    expect(r.status).toBe("malformed");
    expect(r.problems.map((p) => `${p.pos.line}: ${p.message}`)).toEqual([
      `${lineOf(text, "- Jak:")}: unknown player \`Jak\` in decisions (did you mean \`Jack\`?) (players: Jack, Emma)`,
      `${lineOf(text, "Jacques:")}: \`Jacques\` is not a player or a subject (players: Jack, Emma; subjects: monster, game; or after:, log:)`,
    ]);
  });

  it("rejects unknown keys, moments the play never reaches and impossible setups", async () => {
    const text = edit(edit(edit(EX2, "  - after: start", "  - after: buildup"), "    Jack: { experience: 0 }", "    Jack: { experiance: 0 }"), "    damage: 4\n", "    damage: 9\n");
    const r = await runScenarioText(text, "x/keys.scenario.yaml");
    expect(r.problems.map((p) => p.message)).toEqual([
      "9 damage would have knocked Akintunde down (9 health)",
      "the scenario's play never reaches `buildup` (it reaches: start, initiative 1, initiative 2, initiative 3, initiative 4, initiative 5, initiative 6, combat, end)",
      expect.stringContaining("unknown player key `experiance` (did you mean `experience`?)"),
    ]);
  });

  it("reports YAML syntax errors with their line", async () => {
    const r = await runScenarioText("scenario: x\ngame: shadows\nplayers: [a\n  b: c\n", "x/yaml.scenario.yaml");
    expect(r.status).toBe("malformed");
    expect(r.problems[0].message).toMatch(/^YAML: /);
  });

  it("rejects a game without scenario support", async () => {
    const r = await runScenarioText("scenario: x\ngame: chess\nplayers: []\nexpect: {}\n", "x/game.scenario.yaml");
    expect(r.problems.map((p) => p.message)).toEqual(["no scenario support for game `chess` (cards/chess/runtime/index.ts exports no `scenario`)"]);
  });
});

describe("cardsmith test", () => {
  const dir = join(ROOT, "tmp", `scenario-cli-${process.pid}`);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function cli(files: Record<string, string>): Promise<{ code: number; out: string }> {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    let out = "";
    const spy = vi.spyOn(process.stdout, "write").mockImplementation((s) => ((out += String(s)), true));
    try {
      const code = await main(["test", dir, "--no-color"]);
      return { code, out };
    } finally {
      spy.mockRestore();
    }
  }

  it("prints ok per scenario and the summary; exit 0", async () => {
    const { code, out } = await cli({ "a.scenario.yaml": EX2 });
    expect(code).toBe(0);
    expect(out).toMatch(/^ok {4}.*a\.scenario\.yaml {2}SHM-EX2 .* \(\d+ checks\)\n\n1 passed, 0 failed\n$/);
  });

  it("exit 1 when a scenario fails, with the failure under it", async () => {
    const { code, out } = await cli({ "a.scenario.yaml": EX2, "b.scenario.yaml": edit(EX2, "health: 7 ", "health: 8 ") });
    expect(code).toBe(1);
    expect(out).toContain("b.scenario.yaml  SHM-EX2");
    expect(out).toMatch(/b\.scenario\.yaml:\d+:7: after initiative 2 \(round 3 · combat · initiative 2\): Emma health: expected 8, actual 7\n/);
    expect(out).toContain("1 passed, 1 failed\n");
  });

  it("counts failed checks apart from failures that are no check", async () => {
    // A wrong value (a failed check) and a decision the game never asks (no check at all):
    // the line used to read "N checks, 2 failed", as if both were checks.
    const wrong = edit(EX2, "damage: 1                     # 10", "damage: 2                     # 10");
    const text = wrong.replace(/\nexpect:/, '\n  - Jack: "yes"\nexpect:');
    const { code, out } = await cli({ "b.scenario.yaml": text });
    expect(code).toBe(1);
    const r = await runScenarioText(text, "b.scenario.yaml");
    expect(r.failedChecks).toBe(1);
    expect(r.failures).toHaveLength(2);
    expect(out).toContain(`(${r.checks} checks, 1 failed, 1 other problem)\n`);
  });

  it("exit 2 when a scenario file is malformed", async () => {
    const { code, out } = await cli({ "a.scenario.yaml": EX2, "c.scenario.yaml": edit(EX2, "hero: rolan", "hero: roland") });
    expect(code).toBe(2);
    expect(out).toMatch(/ERROR c\.scenario\.yaml|ERROR .*c\.scenario\.yaml/);
    expect(out).toContain("unknown card id `roland` (did you mean `rolan`?)");
    expect(out).toContain("1 passed, 0 failed, 1 malformed\n");
  });
});
