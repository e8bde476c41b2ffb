/**
 * What `check` accepts, `build` can compile: numbers a JavaScript number cannot hold exactly,
 * long calculations, card files that would share a generated module, contradictory bounds in
 * game.yaml and modifiers with targets the emitter cannot compile are located diagnostics at check
 * time, never a crash of either command.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { buildGame } from "../../compiler/build.ts";
import { checkGame } from "../../compiler/check/check-game.ts";
import type { Diagnostic } from "../../compiler/diagnostics/diagnostic.ts";
import { emitGame } from "../../compiler/emit/emit-game.ts";
import { check, edit, makeGame, position, SHADOWS_YAML, type Game } from "./helpers.ts";

let game: Game | undefined;
afterEach(() => game?.cleanup());

const skill = (effect: string, id = "probe-skill") => `id: ${id}\nname: Probe\nkind: skill\ninitiative: [2]\neffect: |\n  ${effect}\n`;

async function expectError(g: Game, code: string, file: string, needle: string, offset = 0): Promise<string> {
  const { exit, out } = await check(g);
  expect(out).not.toMatch(/internal error|\n\s+at /);
  expect(exit).toBe(1);
  expect(out).toContain(`error[${code}]`);
  expect(out).toContain(position(g, file, needle, offset));
  return out;
}

describe("numbers", () => {
  it("an effect number beyond 2^53 is an error, not silently rounded", async () => {
    game = makeGame(SHADOWS_YAML, { "p.yaml": skill("gain 9007199254740993 gold") });
    const out = await expectError(game, "CS2004", "p.yaml", "9007199254740993");
    expect(out).toContain("`9007199254740993` is too large");
  });

  it("an effect number that overflows to Infinity is an error", async () => {
    game = makeGame(SHADOWS_YAML, { "p.yaml": skill(`gain ${"9".repeat(400)} gold`) });
    await expectError(game, "CS2004", "p.yaml", "9999");
  });

  for (const value of ["9007199254740993", "1e999", ".inf", "-.inf", "1e20"]) {
    it(`a whole-number field of ${value} is out of range`, async () => {
      const vocab = edit(SHADOWS_YAML, "cost: { type: int, min: 0, max: 30, required: true }", "cost: { type: int, required: true }");
      game = makeGame(vocab, { "p.yaml": `id: probe-item\nname: Probe\nkind: item\ncost: ${value}\n` });
      await expectError(game, "CS2004", "p.yaml", value);
    });
  }
});

describe("long calculations", () => {
  it("a 500-term sum checks and builds", async () => {
    game = makeGame(SHADOWS_YAML, { "p.yaml": skill(`gain ${Array(500).fill("strength").join(" + ")} gold`) });
    const { exit, out } = await check(game);
    expect(out).not.toMatch(/error\[/);
    expect(exit).toBe(0);
    const build = await buildGame(game.dir, { outRoot: join(game.dir, "out"), cacheDir: join(game.dir, "cache"), runtimeApi: "../../../../runtime/api.ts", display: (p: string) => p });
    expect(build.check.diagnostics).toEqual([]);
    expect(build.written).toContain("cards/p.ts");
  }, 300_000);

  it("a 3,000-term sum is a located error, not a stack overflow", async () => {
    game = makeGame(SHADOWS_YAML, { "p.yaml": skill(`gain ${Array(3000).fill("1").join(" + ")} gold`) });
    const { exit, out } = await check(game);
    expect(exit).toBe(1);
    expect(out).toMatch(/error\[CS1003\]: the effect nests more than 600 levels deep\n\s+--> .*p\.yaml:6:\d+/);
  });

  it("5,000 nested parentheses or minus signs are a located error", async () => {
    game = makeGame(SHADOWS_YAML, { "p.yaml": skill(`gain ${"(".repeat(5000)}1${")".repeat(5000)} gold`), "q.yaml": skill(`gain ${"- ".repeat(5000)}1 gold`, "probe-two") });
    await expectError(game, "CS1003", "p.yaml", "gain");
    await expectError(game, "CS1003", "q.yaml", "gain");
  });

  it("an effect above the size limit is refused before it is parsed", async () => {
    game = makeGame(SHADOWS_YAML, { "p.yaml": skill(`gain ${Array(6000).fill("1").join(" + ")} gold`) });
    const out = await expectError(game, "CS1003", "p.yaml", "gain");
    expect(out).toContain("the limit is 20000");
  });
});

describe("card files that would share a generated module", () => {
  for (const [a, b] of [
    ["x.yaml", "x.yml"],
    ["x.yaml", "X.yaml"],
  ]) {
    it(`${a} beside ${b}`, async () => {
      game = makeGame(SHADOWS_YAML, { [a]: skill("gain 1 gold", "probe-a"), [b]: skill("gain 1 gold", "probe-b") });
      const out = await expectError(game, "CS1006", b, "id");
      expect(out).toContain("would compile to the same module");
    });
  }
});

describe("game.yaml", () => {
  for (const field of ["kind", "id", "name"]) {
    it(`a kind's field named \`${field}\` is an error where it is declared`, async () => {
      game = makeGame(edit(SHADOWS_YAML, "      cost: { type: int, min: 0, max: 30, required: true }\n", `      cost: { type: int, min: 0, max: 30, required: true }\n      ${field}: { type: string }\n`));
      const out = await expectError(game, "CS1010", "game.yaml", `      ${field}: { type: string }`, 6);
      expect(out).toContain(`every card already has the field \`${field}\``);
    });
  }

  for (const [from, to, at] of [
    ["players: { min: 2, max: 3 }", "players: { min: 3, max: 2 }", "min: 3, max: 2"],
    ["cost: { type: int, min: 0, max: 30, required: true }", "cost: { type: int, min: 31, max: 30, required: true }", "min: 31"],
  ]) {
    it(`inverted bounds \`${to}\``, async () => {
      game = makeGame(edit(SHADOWS_YAML, from, to));
      const out = await expectError(game, "CS1010", "game.yaml", at, 5);
      expect(out).toContain("no value fits");
    });
  }
});

/**
 * A modifier names what it applies to (`to`) and counts against (`vs`), and a verb its argument,
 * in every way the language allows, made by an ability as it runs or standing on a card: whatever
 * `check` accepts, the emitter compiles; what it cannot compile, `check` reports at its place.
 */
describe("modifier targets and verb arguments: what check accepts, build compiles", () => {
  // The probe game has no deck files: its deck types name no starting deck.
  const FANTASY_YAML = readFileSync(join(fileURLToPath(new URL("../../", import.meta.url)), "cards/fantasy-adventures/game.yaml"), "utf8").replace(/^ +starting: .*\n/gm, "");
  // Lines that bind the variables the targets below read.
  const LETS = ["let H = a hero in your party", "let HS = each hero in your party", "keep K = a hero", "let M = a monster"];
  const TO = ["this", "a hero in your party", "another hero", "each hero in your party", "heroes", "other heroes with Air", "bearer", "H", "HS", "K", "2"];
  const VS = ["", "meleeing-monster with Undead", "a monster", "each monster", "M", "H", "3"];
  const PLACES = {
    // Made as the ability runs: a spell's effect after its cost, a hero's trigger.
    "a spell's effect": (line: string) => `id: probe\nname: Probe\nkind: spell\ngp: 1\ntraits: [Earth, Protection]\neffect: |\n  pay cast this:\n${[...LETS, line].map((l) => `    ${l}`).join("\n")}\n`,
    "a hero's trigger": (line: string) => `id: probe\nname: Probe\nkind: hero\nmelee: 2\ngp: 1\neffect: |\n  when cast by this:\n${[...LETS, line].map((l) => `    ${l}`).join("\n")}\n`,
    // Standing: the card's own modifier, read whenever a value is.
    "a hero's standing modifier": (line: string) => `id: probe\nname: Probe\nkind: hero\nmelee: 2\ngp: 1\neffect: |\n${[...LETS, line].map((l) => `  ${l}`).join("\n")}\n`,
  };

  async function outcome(card: string): Promise<{ errors: Diagnostic[]; emitted: boolean }> {
    game = makeGame(FANTASY_YAML, { "probe.yaml": card });
    try {
      const checked = checkGame(game.dir, (p) => p);
      const errors = checked.diagnostics.filter((d) => d.severity === "error");
      if (errors.length) return { errors, emitted: false };
      expect(checked.game).toBeDefined();
      emitGame(checked.game!); // throws EmitError (CS5001) when the emitter cannot compile what check accepted
      return { errors, emitted: true };
    } finally {
      game.cleanup();
      game = undefined;
    }
  }

  for (const [place, card] of Object.entries(PLACES)) {
    it(`in ${place}`, async () => {
      const accepted: string[] = [];
      for (const to of TO) {
        for (const vs of VS) {
          const line = `+1 melee to ${to}${vs ? ` vs ${vs}` : ""}`;
          const { errors } = await outcome(card(line));
          for (const e of errors) {
            expect(e.code, line).not.toBe("CS5001");
            expect(e.span?.file, `${line}: ${e.message}`).toMatch(/probe\.yaml$/);
          }
          if (!errors.length) accepted.push(line);
        }
      }
      // What the language means must be accepted: a made modifier to a variable (`let H = a hero`
      // then `+1 melee to H`), a chosen hero, or all of them; a standing one to what a selector names.
      const made = place !== "a hero's standing modifier";
      for (const line of ["+1 melee to each hero in your party", "+1 melee to this vs meleeing-monster with Undead", "+1 melee to other heroes with Air"]) expect(accepted).toContain(line);
      for (const line of ["+1 melee to H", "+1 melee to K", "+1 melee to HS vs M", "+1 melee to a hero in your party", "+1 melee to bearer vs M"]) {
        if (made) expect(accepted).toContain(line);
        else expect(accepted).not.toContain(line);
      }
      // Never a number.
      expect(accepted.filter((l) => / (to|vs) [23]\b/.test(l))).toEqual([]);
    }, 120_000);
  }

  it("every verb of the game with every kind of value as its argument", async () => {
    const verbs = Object.keys((parse(FANTASY_YAML) as { verbs: Record<string, unknown> }).verbs);
    const values = ["H", "HS", "K", "M", "a hero in your party", "each hero in your party", "heroes", "this", "bearer", "it", "2", "a card in your hand", "2 grants"];
    let accepted = 0;
    for (const verb of verbs) {
      for (const value of values) {
        const line = `${verb} ${value}`;
        const { errors, emitted } = await outcome(PLACES["a spell's effect"](line));
        for (const e of errors) expect([e.code, e.span?.file?.endsWith("probe.yaml")], `${line}: ${e.message}`).toEqual([expect.not.stringMatching(/^CS5/), true]);
        if (emitted) accepted++;
      }
    }
    // The sweep means something: many of these are right (`defeat H`, `discard this`, `spend 2 grants`).
    expect(accepted).toBeGreaterThan(20);
  }, 120_000);

  it("a standing modifier to a variable or to a chosen hero is CS4021 where it is written", async () => {
    for (const [line, needle] of [
      ["+1 melee to H", "H\n"],
      ["+1 melee to a hero in your party", "a hero in your party"],
      ["+1 melee to this vs M", "M\n"],
    ] as const) {
      game = makeGame(FANTASY_YAML, { "probe.yaml": PLACES["a hero's standing modifier"](line) });
      const { exit, out } = await check(game);
      expect(out).not.toMatch(/internal error|\n\s+at /);
      expect(exit).toBe(1);
      expect(out).toContain("error[CS4021]: a card's standing modifier cannot apply");
      const text = game.files.get("probe.yaml")!;
      expect(out).toContain(position(game, "probe.yaml", needle, 0, text.split(needle).length - 2));
      game.cleanup();
      game = undefined;
    }
  });
});
