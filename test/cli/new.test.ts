import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fg from "fast-glob";
import { describe, expect, it } from "vitest";
import { checkGame } from "../../compiler/check/check-game.ts";
import { main } from "../../compiler/cli/main.ts";
import { runNewCard } from "../../compiler/cli/new-command.ts";
import { formatCardText } from "../../compiler/format/format-cards.ts";
import { loadGameVocabulary } from "../../compiler/vocab/load-vocabulary.ts";

const REPO = join(import.meta.dirname, "..", "..");
const BIN = join(REPO, "compiler", "cli", "bin.mjs");
const GAMES = fg.sync(["cards/*/game.yaml", "test/corpus/*/game.yaml"], { cwd: REPO }).map((f) => f.replace(/\/game\.yaml$/, "")).sort();

async function run(...args: string[]): Promise<{ exit: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const [o, e] = [process.stdout.write.bind(process.stdout), process.stderr.write.bind(process.stderr)];
  process.stdout.write = ((c: string) => ((out += c), true)) as typeof process.stdout.write;
  process.stderr.write = ((c: string) => ((err += c), true)) as typeof process.stderr.write;
  try {
    return { exit: await main(args), out, err };
  } finally {
    process.stdout.write = o;
    process.stderr.write = e;
  }
}

function cli(cwd: string, ...args: string[]): { exit: number; out: string; err: string } {
  // A project copy with its own compiler runs its own CLI.
  const bin = existsSync(join(cwd, "compiler", "cli", "bin.mjs")) ? join(cwd, "compiler", "cli", "bin.mjs") : BIN;
  const r = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: "utf8", timeout: 300_000, env: { ...process.env, NO_COLOR: "1" } });
  return { exit: r.status ?? -1, out: r.stdout, err: r.stderr };
}

describe("cardsmith new card", () => {
  it("writes a card of every kind of every game (bundled and corpus) that checks clean and is already formatted", () => {
    let made = 0;
    for (const game of GAMES) {
      const name = game.split("/").pop()!;
      const root = mkdtempSync(join(tmpdir(), "cardsmith-new-"));
      const dir = join(root, "cards", name);
      cpSync(join(REPO, game), dir, { recursive: true, filter: (src) => !src.includes(`${name}/runtime`) });
      const vocab = loadGameVocabulary("game.yaml", readFileSync(join(dir, "game.yaml"), "utf8"), [])!.vocab;
      for (const kind of Object.keys(vocab.kinds)) {
        const write = process.stdout.write.bind(process.stdout);
        let said = "";
        process.stdout.write = ((c: string) => ((said += c), true)) as typeof process.stdout.write;
        try {
          expect(runNewCard(name, kind, `brand-new-${kind}`, {}, root)).toBe(0);
        } finally {
          process.stdout.write = write;
        }
        const file = join(root, said.split(" ")[1]);
        const text = readFileSync(file, "utf8");
        expect(formatCardText(file, text, vocab).text, `${name} ${kind}`).toBe(text);
        made++;
      }
      const check = checkGame(dir, (abs) => abs);
      expect(check.diagnostics.filter((d) => d.severity === "error"), name).toEqual([]);
    }
    expect(made).toBeGreaterThan(20);
  }, 120_000);

  it("places a card where the game keeps its kind, or at --file; --stdout writes nothing", async () => {
    const r = await run("new", "card", "shadows", "skill", "cheap-shot-test", "--stdout");
    expect(r.exit).toBe(0);
    expect(r.out).toBe("id: cheap-shot-test\nname: Cheap Shot Test\nkind: skill\ninitiative: [0]\n");
    expect(existsSync(join(REPO, "cards", "shadows", "skills", "neutral", "cheap-shot-test.yaml"))).toBe(false);
    const root = mkdtempSync(join(tmpdir(), "cardsmith-new-"));
    cpSync(join(REPO, "cards", "shadows"), join(root, "cards", "shadows"), { recursive: true });
    const placed = cli(root, "new", "card", "shadows", "skill", "cheap-shot-test");
    expect(placed.exit).toBe(0);
    expect(placed.out).toMatch(/^created cards\/shadows\/skills\/neutral\/cheap-shot-test\.yaml /);
    const at = cli(root, "new", "card", "shadows", "item", "spare-coin-test", "--file", "cards/shadows/items/extra/coin.yaml");
    expect(at.exit).toBe(0);
    expect(readFileSync(join(root, "cards/shadows/items/extra/coin.yaml"), "utf8")).toBe("id: spare-coin-test\nname: Spare Coin Test\nkind: item\ncost: 0\n");
    expect(cli(root, "check", "cards/shadows").exit).toBe(0);
  }, 300_000);

  it("every bad input is a one-line error with exit 2, and nothing is written", async () => {
    const cases: Array<[string[], string]> = [
      [["new", "card", "shadowz", "skill", "x"], "no game `shadowz` in cards/ (did you mean `shadows`?)"],
      [["new", "card", "shadows", "skil", "x"], "`skil` is not a card kind of shadows (did you mean `skill`?)"],
      [["new", "card", "shadows", "skill", "Bad_Id"], "`Bad_Id` is not a card id"],
      [["new", "card", "shadows", "skill", "sword-strike"], "shadows already has a card `sword-strike` (in cards/shadows/skills/akintunde/sword-strike.yaml)"],
      [["new", "card", "shadows", "skill", "fresh-one", "--file", "cards/shadows/skills/akintunde/sword-strike.yaml"], "already exists (new never overwrites a file)"],
      [["new", "card", "shadows", "skill", "fresh-one", "--file", "../elsewhere.yaml"], "is outside the project"],
      [["new", "card", "shadows", "skill", "fresh-one", "--file", "test/fresh-one.yaml"], "is not inside the game's folder cards/shadows/"],
      [["new", "card", "shadows", "constructor", "x"], "`constructor` is not a card kind of shadows"],
      [["new", "card", "__proto__", "skill", "x"], "no game `__proto__` in cards/"],
      [["new", "game", "shadows"], "cards/shadows already exists"],
      [["new", "game", "Bad Name"], "is not a game name"],
    ];
    for (const [args, message] of cases) {
      const r = await run(...args);
      expect(r.exit, args.join(" ")).toBe(2);
      expect(r.err, args.join(" ")).toContain(message);
      expect(r.err.trim().split("\n"), args.join(" ")).toHaveLength(1);
      expect(r.out).toBe("");
    }
    expect(existsSync(join(REPO, "test", "fresh-one.yaml"))).toBe(false);
  }, 120_000);
});

describe("cardsmith new game", () => {
  it("makes a game that checks, builds, formats clean, takes a new card, plays to its end and passes its scenario", () => {
    const root = mkdtempSync(join(tmpdir(), "cardsmith-new-game-"));
    // The project: its cards and their build, compiler and engine, package.json (ES modules), packages.
    // The CLI run is the copy's own (`cardsmith test` finds games beside its own runtime/).
    for (const part of ["cards", "generated", "compiler", "dsl", "runtime", "package.json"]) cpSync(join(REPO, part), join(root, part), { recursive: true });
    symlinkSync(join(REPO, "node_modules"), join(root, "node_modules"), "dir");
    const made = cli(root, "new", "game", "star-traders");
    expect(made.exit, made.err).toBe(0);
    expect(made.out).toContain("created cards/star-traders/");
    expect(cli(root, "check", "cards/star-traders").exit).toBe(0);
    const card = cli(root, "new", "card", "star-traders", "card", "cargo-run");
    expect(card.exit, card.err).toBe(0);
    expect(card.out).toMatch(/^created cards\/star-traders\/cards\/cargo-run\.yaml /);
    const built = cli(root, "build", "--game", "star-traders");
    expect(built.exit, built.err).toBe(0);
    expect(readFileSync(join(root, "generated", "star-traders", "index.ts"), "utf8")).toContain("cargoRun");
    expect(cli(root, "build", "--check", "--game", "star-traders").exit).toBe(0);
    expect(cli(root, "fmt", "--check", "cards/star-traders").exit).toBe(0);
    const played = cli(root, "play", "star-traders", "--players", "3", "--seed", "7");
    expect(played.exit, played.err).toBe(0);
    expect(played.out).toContain("P1 plays Cargo Run");
    expect(played.out).toContain("the game ended in round 1: every hand is empty");
    const scenario = cli(root, "test", "test/scenarios/star-traders-first-card.scenario.yaml");
    expect(scenario.exit, scenario.out + scenario.err).toBe(0);
    expect(scenario.out).toContain("1 passed, 0 failed");
    expect(cli(root, "new", "game", "star-traders").exit).toBe(2);
  }, 600_000);
});
