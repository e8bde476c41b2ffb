/**
 * Names that every JavaScript object inherits (`toString`, `constructor`, `__proto__`, ...) are
 * looked up like any other name: undeclared, they are located diagnostics in a card (never a
 * crash, never silently accepted); declared in game.yaml, they are ordinary names.
 */
import { afterEach, describe, expect, it } from "vitest";
import { check, edit, makeGame, position, SHADOWS_YAML, type Game } from "./helpers.ts";

const INHERITED = ["toString", "constructor", "__proto__", "hasOwnProperty", "valueOf"];

let game: Game | undefined;
afterEach(() => game?.cleanup());

describe("an undeclared inherited name in a card", () => {
  for (const name of INHERITED) {
    it(`\`${name}\` as a kind, trait, verb, trigger, modifier, unit and field is reported where it is`, async () => {
      const card = [
        "id: probe-skill",
        "name: Probe Skill",
        "kind: skill",
        "initiative: [2]",
        `traits: [${name}]`,
        `${name}: 1`,
        "effect: |",
        `  ${name} a target for 2`,
        `  when ${name}: gain 1 gold`,
        `  +1 ${name}`,
        `  gain 1 ${name}`,
        "",
      ].join("\n");
      const kind = `id: probe-kind\nname: Probe Kind\nkind: ${name}\n`;
      game = makeGame(SHADOWS_YAML, { "probe.yaml": card, "kind.yaml": kind });
      const { exit, out } = await check(game);
      expect(exit).toBe(1);
      expect(out).not.toMatch(/internal error|\n\s+at /);
      expect(out).toContain(position(game, "kind.yaml", name));
      expect(out).toContain(position(game, "probe.yaml", name, 0, 0)); // traits
      expect(out).toContain(position(game, "probe.yaml", name, 0, 1)); // the field
      expect(out).toContain(position(game, "probe.yaml", name, 0, 2)); // verb
      expect(out).toContain(position(game, "probe.yaml", name, 0, 3)); // trigger
      expect(out).toContain(position(game, "probe.yaml", name, 0, 4)); // modifier
      expect(out).toContain(position(game, "probe.yaml", name, 0, 5)); // unit
    });
  }
});

describe("an inherited name declared in game.yaml", () => {
  for (const name of ["toString", "constructor", "hasOwnProperty", "valueOf"]) {
    it(`\`${name}\` works as a kind, verb, trait, resource, counter, zone and event`, async () => {
      let vocab = SHADOWS_YAML;
      vocab = edit(vocab, "\nresources:\n", `\nresources:\n  ${name}: { min: 0 }\n`);
      vocab = edit(vocab, "\ncounters:\n", `\ncounters:\n  ${name}: { min: 0 }\n`);
      vocab = edit(vocab, "\nzones:\n", `\nzones:\n  ${name}: {}\n`);
      vocab = edit(vocab, "\ntraits:\n", `\ntraits:\n  ${name}: { means: hook }\n`);
      vocab = edit(vocab, "\nevents:\n", `\nevents:\n  ${name}: { raised-by: [${name}] }\n`);
      vocab = edit(vocab, "\nverbs:\n", `\nverbs:\n  ${name}:\n    means: hook\n    params:\n      amount: { type: number, positional: true, required: true }\n`);
      vocab = edit(vocab, "\nkinds:\n", `\nkinds:\n  ${name}:\n    fields:\n      cost: { type: int }\n`);
      const cards = {
        "kind.yaml": `id: probe-kind\nname: Probe Kind\nkind: ${name}\ncost: 2\n`,
        "skill.yaml": `id: probe-skill\nname: Probe Skill\nkind: skill\ninitiative: [2]\ntraits: [${name}]\neffect: |\n  ${name} 2\n  when ${name}: gain 1 gold\n`,
      };
      game = makeGame(vocab, cards);
      const { exit, out } = await check(game);
      expect(out).not.toMatch(/error\[/);
      expect(exit).toBe(0);
    });
  }
});
