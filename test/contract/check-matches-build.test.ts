/**
 * What `check` accepts, `build` can compile: numbers a JavaScript number cannot hold exactly,
 * long calculations, card files that would share a generated module and contradictory bounds in
 * game.yaml are located diagnostics at check time, never a crash of either command.
 */
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildGame } from "../../compiler/build.ts";
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
