/**
 * Golden tests for the human diagnostic output of `cardsmith check`.
 *
 * Each file in test/fixtures/golden-game/cases/ is a small card file with exactly one
 * mistake; checking it alone must print exactly one diagnostic, byte for byte the one stored in
 * __golden__/<case>.txt, and exit 1. The fixture game (game.yaml, a frozen copy of the Shadows
 * vocabulary, plus base.yaml with valid cards the cases refer to) is loaded as a whole, so
 * every case card id must be unique across cases/.
 *
 * Regenerate after an intended change of the output with
 *
 *   UPDATE_GOLDEN=1 npx vitest run test/diagnostics-golden
 *
 * and read the diff: every golden must point at the right file:line:col, with the caret under
 * the right characters and the right suggestion. The CASES table below pins the code and the
 * location of every case independently of the goldens, so a regenerated golden cannot silently
 * move a caret.
 *
 * The summary line counts every card of the fixture game (not just the checked file), so it
 * changes whenever a case is added; goldens store it with the counts replaced by N and M.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../compiler/cli/main.ts";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../..");
const GAME = "test/fixtures/golden-game";
const CASES_DIR = `${GAME}/cases`;
const GOLDEN_DIR = join(ROOT, "test/diagnostics-golden/__golden__");
const UPDATE = process.env.UPDATE_GOLDEN === "1";

interface Case {
  /** The one diagnostic code the case must produce. */
  code: string;
  /** `line:col` of that diagnostic's primary span. */
  at: string;
  /** What the case is about (for the test name). */
  about: string;
}

/** Every case file in cases/ (without `.yaml`), its code and its exact location. */
const CASES: Record<string, Case> = {
  "cs1001-yaml-syntax": { code: "CS1001", at: "2:7", about: "YAML syntax error (`: ` inside a plain value)" },
  "cs1002-list": { code: "CS1002", at: "1:1", about: "not a card: the file is a list" },
  "cs1002-no-id-kind": { code: "CS1002", at: "1:1", about: "not a card: a mapping without id and kind" },
  "cs1005-duplicate-key": { code: "CS1005", at: "5:1", about: "duplicate YAML key" },
  "cs2001-missing-field": { code: "CS2001", at: "3:1", about: "missing required field" },
  "cs2002-wrong-type": { code: "CS2002", at: "4:17", about: 'wrong type: `initiative: [2, "two"]`' },
  "cs2003-unknown-field": { code: "CS2003", at: "5:1", about: "unknown field with did-you-mean" },
  "cs2004-out-of-range": { code: "CS2004", at: "4:17", about: "number out of range" },
  "cs2005-unknown-icon": { code: "CS2005", at: "4:19", about: "unknown icon in a monster action's icons" },
  "cs2007-unknown-kind": { code: "CS2007", at: "3:7", about: "unknown kind" },
  "cs2008-bad-id": { code: "CS2008", at: "1:5", about: "id not in kebab-case" },
  "cs3001-effect-syntax": { code: "CS3001", at: "7:16", about: "effect syntax error" },
  "cs3002-unterminated-string": { code: "CS3002", at: "7:15", about: "unterminated string in an effect" },
  "cs3003-tab-indent": { code: "CS3003", at: "7:3", about: "tab indentation in an effect" },
  "cs2002-effect-not-text": { code: "CS2002", at: "5:9", about: "`effect: 3`: \"an effect text\", not \"a effect text\"" },
  "cs3001-cost-amount-name": { code: "CS3001", at: "6:12", about: "`pay cost of this gold`: a cost's amount starting with a name needs parentheses" },
  "cs3001-one-per-line": { code: "CS3001", at: "6:27", about: "one mistake, one diagnostic: no cascade for the rest of the line" },
  "cs3001-word-phase": { code: "CS3001", at: "6:22", about: "`at start of combat phase:`: one diagnostic, with the fix" },
  "cs4001-unknown-verb": { code: "CS4001", at: "6:3", about: "unknown verb `dael`, did you mean `deal`" },
  "cs4001-unknown-verb-arguments": { code: "CS4001", at: "7:3", about: "an unknown verb's arguments give no follow-on errors (an unknown trait, a misspelled stat)" },
  "cs4001-verb-synonym": { code: "CS4001", at: "6:3", about: "`heal`, a synonym game.yaml declares for `recover`" },
  "cs4008-card-field-of-entity": { code: "CS4008", at: "6:16", about: "`cost of target`: a card field read from an entity" },
  "cs4008-compare-entity-number": { code: "CS4008", at: "7:11", about: "`T == 2`: an entity compared with a number" },
  "cs4008-compare-many": { code: "CS4008", at: "7:6", about: "`targets != T`: several things compared with one" },
  "cs4008-controller-of-many": { code: "CS4008", at: "6:32", about: "`controller of targets`: the controller of several things" },
  "cs4008-possessive-not-player": { code: "CS4008", at: "7:28", about: "`hero of T`: a possessive read from an entity, not a player" },
  "cs4008-fact-about-effect": { code: "CS4008", at: "8:8", about: "`T responded`: a subject on a fact about the whole effect" },
  "cs4008-this-not-entity": { code: "CS4008", at: "6:20", about: "`deal 1 damage to this` on a card that is no entity in play" },
  "cs4008-each-not-player": { code: "CS4008", at: "6:8", about: "`each target:`: a per-player block over things that are not players" },
  "cs4008-response-condition-number": { code: "CS4008", at: "6:40", about: "`response to ... if amount:`: a response's condition is a number" },
  "cs4008-set-other-sort": { code: "CS4008", at: "7:11", about: "`set` a kept number to an entity" },
  "cs4008-zone-determiner": { code: "CS4008", at: "6:21", about: "`from your market`: a zone is named alone or with `the`" },
  "cs4011-duplicate-id-other-file": { code: "CS4011", at: "1:5", about: "checking one file finds the id another file already uses" },
  "cs4012-hero-stats": { code: "CS4012", at: "4:1", about: "missing hero stat: no `nothing` hint for numbers" },
  "cs4002-unknown-trait": { code: "CS4002", at: "5:10", about: "unknown trait" },
  "cs4003-text-field": { code: "CS4003", at: "7:6", about: "`species of T`: a card field that is no whole number cannot be read" },
  "cs4003-unknown-stat": { code: "CS4003", at: "6:23", about: "unknown stat in `X of target`" },
  "cs4004-unknown-icon-trigger": { code: "CS4004", at: "6:16", about: "unknown icon in a trigger argument" },
  "cs4005-unknown-zone": { code: "CS4005", at: "6:26", about: "unknown zone in `in your dicard`" },
  "cs4006-unknown-card-id": { code: "CS4006", at: "4:7", about: "unknown card id with did-you-mean" },
  "cs4008-wrong-argument-type": { code: "CS4008", at: "6:10", about: "a number where a target is needed" },
  "cs4009-unknown-label": { code: "CS4009", at: "6:20", about: "argument label the verb does not take" },
  "cs4010-verb-not-allowed": { code: "CS4010", at: "5:3", about: "`study` on a kind that may not use it" },
  "cs4011-duplicate-id": { code: "CS4011", at: "6:5", about: "duplicate id with a 'first defined here' note" },
  "cs4012-incomplete-chart": { code: "CS4012", at: "6:1", about: "monster chart missing icons" },
  "cs4003-counter-cost": { code: "CS4003", at: "7:21", about: "`pay 2 gold or 1 stun`: a counter in an alternative cost" },
  "cs4013-zero-option-cost": { code: "CS4013", at: "7:11", about: "`may pay 0 gold:` inside an effect is no cost" },
  "cs4013-zero-limit": { code: "CS4013", at: "6:3", about: "`0 times per round`" },
  "cs4014-event-noun-no-event": { code: "CS4014", at: "6:20", about: "`attacker` in an ability with no triggering event names nothing" },
  "cs4014-unknown-noun": { code: "CS4014", at: "6:22", about: "unknown noun `a targte`" },
  "cs4015-trait-param": { code: "CS4015", at: "5:18", about: "`Delay` without its number" },
  "cs4016-read-before-keep": { code: "CS4016", at: "6:6", about: "a `keep` variable read above the line that keeps it" },
  "cs4016-set-let": { code: "CS4016", at: "7:7", about: "`set` on a variable made with `let`" },
  "cs4017-wrong-kind-ref": { code: "CS4017", at: "4:7", about: "reference to a card of the wrong kind" },
  "cs4019-step-never-offered": { code: "CS4019", at: "4:17", about: "`initiative: [3]`: step 3 reveals the monster actions" },
  "cs4020-modified-resource": { code: "CS4020", at: "6:6", about: "`+2 gold`: a resource is not modifiable" },
  "cs4022-with-on-player": { code: "CS4022", at: "6:32", about: "`each opponent with hero`: `with` on a player noun" },
  "cs4040-verb-in-secret-block": { code: "CS4040", at: "8:5", about: "a verb inside `each opponent secretly:` would show a choice before the reveal" },
  "cs4041-empty-number-range": { code: "CS4041", at: "6:11", about: "`a number from 3 to 1`: nothing to choose" },
  // Card templates: the template's own mistakes, each variant's, and errors in expanded cards,
  // located in the template (the placeholder when the error lies in a filled-in value).
  "cs2009-unknown-placeholder": { code: "CS2009", at: "2:26", about: "`{powr}`: a placeholder naming no parameter" },
  "cs2010-variant-missing-param": { code: "CS2010", at: "10:11", about: "a variant without a value for a parameter" },
  "cs2011-variant-undeclared-param": { code: "CS2011", at: "10:35", about: "a variant's misspelt parameter: undeclared, not also missing" },
  "cs2012-variant-no-id": { code: "CS2012", at: "10:5", about: "a variant without an id" },
  "cs2013-param-not-scalar": { code: "CS2013", at: "10:42", about: "a parameter's value that is a list" },
  "cs2014-unquoted-placeholder": { code: "CS2014", at: "4:16", about: "`[{step}]`: YAML reads an unquoted placeholder as a mapping" },
  "cs4011-duplicate-variant-id": { code: "CS4011", at: "10:11", about: "two variants with one id, at the variant's line" },
  "tpl-error-in-value": { code: "CS4014", at: "7:24", about: "an effect error in a filled-in value: at the placeholder, noting the variant" },
  "tpl-error-after-value": { code: "CS4014", at: "7:30", about: "an effect error after a longer value: at the template's text, once for all variants" },
  "tpl-schema-error-in-value": { code: "CS2004", at: "5:16", about: "`\"{step}\"` filled with a number out of range" },
  "cs4042-redirect-after-damage": { code: "CS4042", at: "9:5", about: "`redirect` in a `when` trigger: the damage was dealt before it runs" },
  // Exact positions inside YAML scalars that are not plain one-line values.
  "pos-literal-block": { code: "CS4014", at: "10:25", about: "caret inside a `|` block, after a blank line" },
  "pos-folded-block": { code: "CS4014", at: "7:8", about: "caret inside a `>` folded block (second line)" },
  "pos-indent-indicator": { code: "CS4014", at: "7:24", about: "caret inside a `|2` block with extra indentation" },
  "pos-indent-indicator-nested": { code: "CS4014", at: "10:30", about: "caret inside a nested `|2-` chart entry" },
  "pos-crlf": { code: "CS4014", at: "8:24", about: "caret in a file with CRLF line endings" },
  "pos-tab-in-string": { code: "CS4014", at: "5:29", about: "caret after a literal tab inside a quoted string" },
  "pos-escape-in-string": { code: "CS4014", at: "5:30", about: "caret after a `\\t` escape inside a quoted string" },
};

interface CliResult {
  exit: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI in-process, capturing everything it writes to stdout and stderr. */
async function cli(...args: string[]): Promise<CliResult> {
  const out: string[] = [];
  const err: string[] = [];
  const realOut = process.stdout.write;
  const realErr = process.stderr.write;
  const capture = (sink: string[]) =>
    ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      sink.push(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8"));
      const cb = rest.find((r) => typeof r === "function") as (() => void) | undefined;
      cb?.();
      return true;
    }) as typeof process.stdout.write;
  process.stdout.write = capture(out);
  process.stderr.write = capture(err);
  let exit: number;
  try {
    exit = await main(args);
  } finally {
    process.stdout.write = realOut;
    process.stderr.write = realErr;
  }
  return { exit, stdout: out.join(""), stderr: err.join("") };
}

/** The summary line counts the whole fixture game; keep goldens stable when cases are added. */
function normalizeSummary(text: string): string {
  return text.replace(/\(checked \d+ cards? in \d+ files?\)/g, "(checked N cards in M files)");
}

const caseFile = (name: string) => `${CASES_DIR}/${name}.yaml`;

beforeAll(() => {
  // Paths in diagnostics are relative to the working directory; the goldens assume the repo root.
  if (process.cwd() !== ROOT) process.chdir(ROOT);
});

describe("golden human diagnostics", () => {
  it("every case file has an entry in CASES and every entry a case file", () => {
    const files = readdirSync(join(ROOT, CASES_DIR))
      .filter((f) => /\.ya?ml$/.test(f))
      .map((f) => f.replace(/\.ya?ml$/, ""))
      .sort();
    expect(files).toEqual(Object.keys(CASES).sort());
  });

  it("covers at least 18 distinct diagnostic codes", () => {
    expect(new Set(Object.values(CASES).map((c) => c.code)).size).toBeGreaterThanOrEqual(18);
  });

  it("base.yaml, the cards the cases refer to, is clean", async () => {
    const r = await cli("check", `${GAME}/base.yaml`, "--no-color");
    expect(r.stderr).toMatch(/^checked \d+ cards? in \d+ files?: no errors\n$/);
    expect(r.exit).toBe(0);
  });

  for (const [name, c] of Object.entries(CASES)) {
    it(`${name}: ${c.about}`, async () => {
      const r = await cli("check", caseFile(name), "--no-color");
      const actual = normalizeSummary(r.stderr);
      const golden = join(GOLDEN_DIR, `${name}.txt`);

      // Independent of the golden: one diagnostic, of the right code, at the right place.
      const headers = actual.match(/^(error|warning|note)\[CS\d{4}\]/gm) ?? [];
      expect(headers).toEqual([`error[${c.code}]`]);
      expect(actual).toContain(`--> ${caseFile(name)}:${c.at}\n`);
      expect(actual).toMatch(/\nerror: 1 error in 1 file \(checked N cards in M files\)\n$/);
      expect(actual).not.toMatch(/\x1b\[/); // --no-color
      expect(r.stdout).toBe("");
      expect(r.exit).toBe(1);

      if (UPDATE) {
        mkdirSync(GOLDEN_DIR, { recursive: true });
        writeFileSync(golden, actual);
        return;
      }
      expect(existsSync(golden), `missing golden ${relative(ROOT, golden)}; run with UPDATE_GOLDEN=1`).toBe(true);
      expect(actual).toBe(readFileSync(golden, "utf8"));
    });
  }

  // After the cases, so that UPDATE_GOLDEN=1 has written them first.
  it("has no stale goldens", () => {
    if (UPDATE) {
      for (const f of readdirSync(GOLDEN_DIR)) if (!(f.replace(/\.txt$/, "") in CASES)) rmSync(join(GOLDEN_DIR, f));
    }
    const goldens = readdirSync(GOLDEN_DIR).map((f) => f.replace(/\.txt$/, "")).sort();
    expect(goldens).toEqual(Object.keys(CASES).sort());
  });
});

describe("duplicate ids in a full check", () => {
  it("blame the card whose file sorts later, and say so", async () => {
    const r = await cli("check", GAME, "--format", "json");
    const dup = JSON.parse(r.stdout).diagnostics.filter((d: { code: string; message: string }) => d.code === "CS4011" && d.message.includes("`shipped-strike`"));
    expect(dup).toHaveLength(1);
    expect(dup[0]).toMatchObject({
      file: `${GAME}/shipped/duplicate-target.yaml`,
      message: `the id \`shipped-strike\` is already used by the card "New Strike" in ${caseFile("cs4011-duplicate-id-other-file")}`,
      help: "every card of a game needs its own id; rename one of them (of two files sharing an id, the one whose path sorts later is reported)",
    });
    expect(dup[0].related).toEqual([expect.objectContaining({ file: caseFile("cs4011-duplicate-id-other-file") })]);
  });
});

describe("other output formats", () => {
  it("--format json is one JSON document with the diagnostic's code, line and column", async () => {
    const r = await cli("check", caseFile("cs4001-unknown-verb"), "--format", "json");
    expect(r.exit).toBe(1);
    expect(r.stderr).toBe("");
    const doc = JSON.parse(r.stdout);
    expect(doc.version).toBe(1);
    expect(doc.summary).toMatchObject({ errors: 1, warnings: 0, filesWithErrors: 1 });
    expect(doc.diagnostics).toHaveLength(1);
    expect(doc.diagnostics[0]).toMatchObject({
      code: "CS4001",
      severity: "error",
      message: "unknown verb `dael`",
      file: caseFile("cs4001-unknown-verb"),
      start: { line: 6, col: 3 },
      end: { line: 6, col: 7 },
      help: "did you mean `deal`?",
    });
  });

  it("--format json keeps related locations (duplicate id)", async () => {
    const r = await cli("check", caseFile("cs4011-duplicate-id"), "--format", "json");
    const [d] = JSON.parse(r.stdout).diagnostics;
    expect(d.code).toBe("CS4011");
    expect(d.start).toMatchObject({ line: 6, col: 5 });
    expect(d.related).toEqual([
      expect.objectContaining({ file: caseFile("cs4011-duplicate-id"), start: expect.objectContaining({ line: 1, col: 5 }) }),
    ]);
  });

  it("--format github emits an ::error annotation and the summary", async () => {
    const r = await cli("check", caseFile("cs4014-unknown-noun"), "--format", "github");
    expect(r.exit).toBe(1);
    expect(r.stderr).toBe("");
    const lines = r.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(
      `::error file=${caseFile("cs4014-unknown-noun")},line=6,col=22,endLine=6,endColumn=27,title=CS4014::unknown noun \`targte\`%0Ahelp: did you mean \`target\`?`,
    );
    expect(lines[1]).toMatch(/^error: 1 error in 1 file \(checked \d+ cards? in \d+ files?\)$/);
  });
});

describe("exit codes", () => {
  it("the bundled games in cards/ check clean (exit 0)", async () => {
    const r = await cli("check", "cards", "--no-color");
    expect(r.stderr).toMatch(/^checked \d+ cards? in \d+ files?: no errors\n$/);
    expect(r.exit).toBe(0);
  });

  it("a nonexistent path is a usage error (exit 2) without a stack trace", async () => {
    const r = await cli("check", "test/fixtures/no-such-game/missing.yaml", "--no-color");
    expect(r.exit).toBe(2);
    expect(r.stderr).toBe("cardsmith: no such file or folder: test/fixtures/no-such-game/missing.yaml\n");
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(r.stdout).toBe("");
  });
});

describe("hostile files", () => {
  // Created inside the fixture game at test time (the checker only looks at files of a game).
  // Not a dot-folder: the checker's file search skips those.
  let dir: string;
  beforeAll(() => {
    dir = relative(ROOT, mkdtempSync(join(ROOT, GAME, "tmp-hostile-")));
  });
  afterAll(() => {
    if (dir) rmSync(join(ROOT, dir), { recursive: true, force: true });
  });

  it("a YAML alias bomb is CS1003, exit 1, without expanding it", async () => {
    const names = "abcdefghijk".split("");
    const lines = [`${names[0]}: &${names[0]} [x, x, x, x, x, x, x, x, x]`];
    for (let i = 1; i < names.length; i++) {
      lines.push(`${names[i]}: &${names[i]} [${Array(9).fill(`*${names[i - 1]}`).join(", ")}]`);
    }
    const file = `${dir}/alias-bomb.yaml`;
    writeFileSync(join(ROOT, file), `${lines.join("\n")}\n`); // 9^11 leaves if expanded
    const r = await cli("check", file, "--no-color");
    expect(r.exit).toBe(1);
    expect(r.stderr).toContain("error[CS1003]: the document expands too many aliases");
    expect(r.stderr).toContain(`--> ${file}:1:1\n`);
    expect(r.stderr.match(/^error\[/gm)).toHaveLength(1);
  });

  it("a 3 MB file is CS1003, exit 1, and the frame does not echo it", async () => {
    const file = `${dir}/huge.yaml`;
    const filler = "x".repeat(3 * 1024 * 1024);
    writeFileSync(join(ROOT, file), `id: case-huge\nname: Huge\nkind: skill\ninitiative: [2]\ntext: ${filler}\n`);
    const r = await cli("check", file, "--no-color");
    expect(r.exit).toBe(1);
    expect(r.stderr).toMatch(/^error\[CS1003\]: file is too large /);
    expect(r.stderr).toContain(`--> ${file}:1:1\n`);
    expect(r.stderr.match(/^error\[/gm)).toHaveLength(1);
    // The frame shows a window of the 3 MB line, not the line itself.
    expect(r.stderr.length).toBeLessThan(2_000);
  });

  it("a value nested 100 levels deep is CS1003, exit 1", async () => {
    const file = `${dir}/deep.yaml`;
    writeFileSync(join(ROOT, file), `a: ${"[".repeat(100)}${"]".repeat(100)}\n`);
    const r = await cli("check", file, "--no-color");
    expect(r.exit).toBe(1);
    expect(r.stderr).toContain("error[CS1003]: the document is nested");
    expect(r.stderr.match(/^error\[/gm)).toHaveLength(1);
  }, 300_000);
});

/**
 * Checker bugs found while writing these tests. Each test states the behaviour we expect and
 * is marked `it.fails` while the bug stands: the suite stays green, and once the bug is fixed
 * the test "unexpectedly passes" and fails, as a reminder to turn it into a plain `it` (and to
 * add a golden where it fits).
 */
describe("known checker bugs", () => {
  const KNOWN = `${GAME}/known-bugs`;
  let dir: string;
  beforeAll(() => {
    dir = relative(ROOT, mkdtempSync(join(ROOT, GAME, "tmp-known-bugs-")));
  });
  afterAll(() => {
    if (dir) rmSync(join(ROOT, dir), { recursive: true, force: true });
  });

  // dsl/index.ts fromParserError: a virtual end-of-line token is given a width of 1, so the
  // span runs over the line break into the next line's indentation, and the frame draws a
  // stray caret under the blank indentation of line 8.
  it("CS3001 'expected `:`' at the end of a line marks only that line", async () => {
    const file = `${KNOWN}/missing-colon-at-end-of-line.yaml`;
    const json = JSON.parse((await cli("check", file, "--format", "json")).stdout);
    expect(json.diagnostics[0]).toMatchObject({ code: "CS3001", start: { line: 7, col: 17 }, end: { line: 7, col: 17 } });
    const human = (await cli("check", file, "--no-color")).stderr;
    expect(human).not.toContain(" 8 |");
  });

  // compiler/source/yaml-file.ts: the yaml library's DUPLICATE_KEY position is passed through
  // as is (one character), and no related location is attached, although `cardsmith explain
  // CS1005` promises "The diagnostic points at the second occurrence and notes where the first
  // one is."
  it("CS1005 underlines the whole duplicate key and notes the first occurrence", async () => {
    const json = JSON.parse((await cli("check", caseFile("cs1005-duplicate-key"), "--format", "json")).stdout);
    expect(json.diagnostics[0]).toMatchObject({ code: "CS1005", start: { line: 5, col: 1 }, end: { line: 5, col: 5 } });
    expect(json.diagnostics[0].related).toEqual([expect.objectContaining({ start: expect.objectContaining({ line: 2, col: 1 }) })]);
  });

  // compiler/check/effect-checker.ts (CS4010) and compiler/schema/ajv-diagnostics.ts (CS2001)
  // write `a ${kind} card`: "a item card".
  it("messages use `an` before a kind that starts with a vowel", async () => {
    const r = await cli("check", `${KNOWN}/article-an-item.yaml`, "--no-color");
    expect(r.stderr).toContain("error[CS4010]: an item card cannot use `study`");
  });

  // compiler/source/yaml-file.ts compares text.length (UTF-16 code units) with MAX_FILE_BYTES,
  // so a 3 MB file of two-byte characters (1.5 million `é`) passes the 2 MiB limit.
  it("a 3 MB file of non-ASCII text is CS1003 too", async () => {
    const file = `${dir}/wide.yaml`;
    writeFileSync(join(ROOT, file), `id: known-bug-wide\nname: Wide\nkind: skill\ninitiative: [2]\ntext: ${"é".repeat(1_500_000)}\n`);
    const r = await cli("check", file, "--no-color");
    rmSync(join(ROOT, file));
    expect(r.stderr).toContain("error[CS1003]");
    expect(r.exit).toBe(1);
  }, 300_000);

  // The yaml library overflows the stack on very deep flow collections; the RangeError comes
  // back as a document error and is reported as CS1001 "Maximum call stack size exceeded"
  // (at an arbitrary column) instead of CS1003 "too complex".
  it("a value nested 5000 levels deep is CS1003, not a YAML syntax error", async () => {
    const file = `${dir}/very-deep.yaml`;
    writeFileSync(join(ROOT, file), `a: ${"[".repeat(5000)}${"]".repeat(5000)}\n`);
    const r = await cli("check", file, "--no-color");
    rmSync(join(ROOT, file));
    expect(r.exit).toBe(1);
    expect(r.stderr).toContain("error[CS1003]");
    expect(r.stderr).not.toContain("Maximum call stack size exceeded");
  }, 300_000);

  // compiler/check/check-game.ts finds card files with fast-glob `**/*.{yaml,yml}` (no dot
  // folders); a path named on the command line that this search misses is silently skipped,
  // and `check` reports "no errors" with exit 0 for a card it never read.
  it("a card file inside a dot-folder, named explicitly, is checked", async () => {
    mkdirSync(join(ROOT, dir, ".drafts"));
    const file = `${dir}/.drafts/unknown-verb.yaml`;
    writeFileSync(join(ROOT, file), readFileSync(join(ROOT, caseFile("cs4001-unknown-verb")), "utf8").replace("case-unknown-verb", "known-bug-dot"));
    const r = await cli("check", file, "--no-color");
    rmSync(join(ROOT, dir, ".drafts"), { recursive: true });
    expect(r.exit).toBe(1);
    expect(r.stderr).toContain("error[CS4001]");
  });

  it("a file named explicitly that is not .yaml/.yml is not reported clean", async () => {
    const file = `${dir}/unknown-verb.txt`;
    writeFileSync(join(ROOT, file), readFileSync(join(ROOT, caseFile("cs4001-unknown-verb")), "utf8").replace("case-unknown-verb", "known-bug-txt"));
    const r = await cli("check", file, "--no-color");
    rmSync(join(ROOT, file));
    expect(r.exit).not.toBe(0);
  });
});
