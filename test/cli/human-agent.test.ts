/**
 * HumanAgent: numbered options, answers by number or by name, asking again on bad input, the log
 * since the last prompt, a clear error when input runs out; and a whole game played through a
 * pipe into the real CLI.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { Decision } from "../../runtime/core/agents.ts";
import type { BoardView } from "../../runtime/core/board.ts";
import { ArrayLineSource, HumanAgent, HumanInputError } from "../../runtime/core/human-agent.ts";
import { GameLog } from "../../runtime/core/log.ts";
import { loadVocabulary } from "../../compiler/vocab/load-vocabulary.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const BIN = join(ROOT, "compiler/cli/bin.mjs");
const HERO: Decision = { seat: 0, kind: "hero", prompt: "choose your Hero", options: ["Ahti", "Akintunde", "Eras", "Rolan"] };

function agent(lines: string[]) {
  let out = "";
  const human = new HumanAgent({ names: ["P1", "P2"], input: new ArrayLineSource(lines), write: (t) => (out += t) });
  return { human, output: () => out };
}

describe("HumanAgent", () => {
  it("shows the prompt and numbered options and takes a 1-based answer", () => {
    const { human, output } = agent(["2"]);
    expect(human.decide(HERO)).toBe(1);
    expect(output()).toBe("\nP1, choose your Hero\n  1) Ahti\n  2) Akintunde\n  3) Eras\n  4) Rolan\nanswer 1-4> 2\n");
  });

  it("asks again after an invalid answer and takes a unique part of a label", () => {
    const { human, output } = agent(["", "0", "9", "a", "zz", "?", " ROL "]);
    expect(human.decide(HERO)).toBe(3);
    const text = output();
    expect(text).toContain("type the number of an option, 1-4");
    expect(text).toContain("there is no option 0: answer 1-4");
    expect(text).toContain("there is no option 9: answer 1-4");
    expect(text).toMatch(/answer "a" matches several options/);
    expect(text).toMatch(/answer "zz" is not an option/);
    expect(text.match(/answer 1-4> /g)).toHaveLength(7);
    expect(text.match(/ {2}4\) Rolan/g)).toHaveLength(2); // `?` listed them again
  });

  it("fails clearly when the input runs out", () => {
    const { human } = agent(["x"]);
    expect(() => human.decide(HERO)).toThrow(HumanInputError);
    expect(() => agent([]).human.decide({ ...HERO, seat: 1 })).toThrow(`no more input: P2's hero decision "choose your Hero" has no answer`);
  });

  it("shows the log entries added since the previous prompt", () => {
    const log = new GameLog();
    let out = "";
    const human = new HumanAgent({ input: new ArrayLineSource(["1", "1"]), write: (t) => (out += t) });
    human.follow(log);
    log.add("P2 is the Leader");
    human.decide(HERO);
    log.at("round 1 · plan");
    log.add("P2 chooses a hand of 3");
    const before = out.length;
    human.decide(HERO);
    const second = out.slice(before);
    expect(out.indexOf("[setup] P2 is the Leader\n")).toBeLessThan(out.indexOf("seat 1, choose your Hero"));
    expect(second.startsWith("[round 1 · plan] P2 chooses a hand of 3\n")).toBe(true);
    expect(second).not.toContain("P2 is the Leader");
    human.flush();
    expect(out.length).toBe(before + second.length);
  });
});

describe("HumanAgent at a table", () => {
  const board: BoardView = {
    summary: (seat) => `  P${seat + 1} (you): 2 gold | hand: Twin Daggers\n`,
    card: (id) => (id === "twin-daggers" ? { name: "Twin Daggers", text: "Attack twice." } : id === "plain" ? { name: "Plain Card" } : undefined),
  };

  it("shows the table before the prompt and each card option's name and text", () => {
    const { human, output } = agent(["1"]);
    human.watch(board);
    const d: Decision = { seat: 0, kind: "play", prompt: "play a card or pass", options: ["pass", "play Twin Daggers", "MxAttack", "each player:\n  gain 1 gold"], cards: [null, "twin-daggers", "plain", null] };
    human.decide(d);
    expect(output()).toBe(
      "\nP1's view of the table:\n  P1 (you): 2 gold | hand: Twin Daggers\n" +
        "\nP1, play a card or pass\n  1) pass\n  2) play Twin Daggers\n     Attack twice.\n  3) MxAttack\n     Plain Card\n  4) each player: gain 1 gold\nanswer 1-4> 1\n",
    );
  });
});

describe("cardsmith play --human with piped input", () => {
  const play = (input: string, ...args: string[]) =>
    spawnSync(process.execPath, [BIN, "play", "shadows", "--seed", "3", ...args], { cwd: ROOT, input, encoding: "utf8", timeout: 60_000 });

  it("plays a whole game from answers on stdin, the same way twice", () => {
    const answers = "1\n".repeat(5000);
    const first = play(answers, "--human", "1");
    expect(first.stderr).toBe("");
    expect(first.status).toBe(0);
    const out = first.stdout;
    expect(out.split("\n")[0]).toBe("Shadows: Heroes & Monsters · seed 3 · 2 players: P1 human, P2 greedy");
    // The log so far comes before the first prompt; answers are echoed into the transcript.
    expect(out.indexOf("leader rolls:")).toBeLessThan(out.indexOf("P1, choose your Hero"));
    expect(out).toMatch(/P1, choose your Hero\n {2}1\) .+\n(?: {5}.+\n)?(?: {2}\d\) .+\n(?: {5}.+\n)?)+answer 1-\d> 1\n/);
    expect(out).toContain("== results ==");
    expect(out).toMatch(/log [0-9a-f]{12} · \d+ decisions\n$/);
    expect(play(answers, "--human", "1").stdout).toBe(out);
  }, 300_000);

  it("names cards and zones as people read them: no card or zone id in a prompt, an option or the table", () => {
    const out = play("1\n".repeat(5000), "--human", "1").stdout;
    const cards = JSON.parse(spawnSync(process.execPath, [BIN, "list", "shadows", "--format", "json"], { cwd: ROOT, encoding: "utf8" }).stdout) as { id: string; name: string }[];
    const vocab = loadVocabulary("game.yaml", readFileSync(join(ROOT, "cards/shadows/game.yaml"), "utf8"), [])!;
    // Ids that are not also a card's name as written (`leader` is the Leader card's id and a word).
    const ids = [...cards.map((c) => c.id), ...Object.keys(vocab.zones)].filter((id) => id.includes("-"));
    expect(ids.length).toBeGreaterThan(100);
    const lines = out.split("\n");
    const prompts = lines.filter((l) => /^P1, /.test(l));
    const options = lines.filter((l) => /^ {2}\d+\) /.test(l));
    const table = lines.filter((l, i) => lines.slice(Math.max(0, i - 6), i).some((x) => x === "P1's view of the table:") && l.startsWith("  ") && !/^ {2}\d/.test(l));
    expect(prompts.length).toBeGreaterThan(20);
    expect(table.length).toBeGreaterThan(20);
    for (const line of [...prompts, ...options, ...table]) for (const id of ids) expect(line.includes(id) ? `${id} in: ${line}` : "").toBe("");
    // Every prompt comes right after a view of the table.
    expect(out.split("P1's view of the table:").length - 1).toBe(prompts.length);
    // A card option shows the card's text.
    const snare = cards.find((c) => c.name === "Hunter's Snare")!;
    expect(out).toContain(`play ${snare.name}\n     Name an opponent`);
  }, 300_000);

  it("asks again after an invalid answer", () => {
    const r = play(`7\nnobody\n${"2\n".repeat(5000)}`, "--human", "2", "--quiet");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("there is no option 7");
    expect(r.stdout).toContain('answer "nobody" is not an option');
  }, 300_000);

  it("exits 2 with a clear error when the answers run out", () => {
    const r = play("1\n2\n", "--human", "1");
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^cardsmith: no more input: P1's .+ decision ".+" has no answer\n$/);
    expect(r.stdout).toContain("P1, choose your Hero");
  }, 300_000);
});
