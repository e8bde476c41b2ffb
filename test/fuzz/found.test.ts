/**
 * What the fuzzers found, pinned one by one so it stays fixed (issue 13).
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseEffect } from "../../dsl/index.ts";
import { check, makeGame, SHADOWS_YAML, type Game } from "../contract/helpers.ts";

let game: Game | undefined;
afterEach(() => game?.cleanup());

describe("found by fuzzing", () => {
  for (const text of ["attack a target for 3\nif not responded:", "attack a target for 3\r\nif not responded:", "if not responded:\n", "choose one:\n"]) {
    it(`a block missing at the very end stays inside the text: ${JSON.stringify(text)}`, () => {
      const { problems } = parseEffect(text);
      expect(problems.length).toBeGreaterThan(0);
      for (const p of problems) {
        expect(p.start).toBeGreaterThanOrEqual(0);
        expect(p.end).toBeGreaterThanOrEqual(p.start);
        expect(p.end).toBeLessThanOrEqual(text.length);
      }
    });
  }

  it("a file that is not UTF-8 is reported at its first bad byte, with a code frame", async () => {
    // A surrogate's encoding (ED A0 80) in the card's name, line 2, after `name: Pr`.
    const bytes = Buffer.concat([Buffer.from("id: probe\nname: Pr"), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from("obe\nkind: skill\ninitiative: [2]\n")]);
    game = makeGame(SHADOWS_YAML, { "p.yaml": "" });
    writeFileSync(join(game.dir, "p.yaml"), bytes);
    const { exit, out } = await check(game);
    expect(exit).toBe(1);
    expect(out).toContain("error[CS1004]: the file is not valid UTF-8 text");
    expect(out).toMatch(/p\.yaml:2:9\n/);
    expect(out).toContain("not UTF-8 from here");
    expect(out).not.toContain("internal error");
  });
});
