/** Where the cursor is in a card file, read from indentation even while the YAML is half-typed. */
import { describe, expect, it } from "vitest";
import { contextAt, wordAt } from "../../compiler/lsp/yaml-context.ts";

/** `@` marks the cursor. */
function at(src: string) {
  const offset = src.indexOf("@");
  const c = contextAt(src.slice(0, offset) + src.slice(offset + 1), offset);
  return { path: c.path, at: c.at, prefix: c.prefix };
}

describe("contextAt", () => {
  it.each([
    ["a key being typed at the top of a card", "id: a\nkind: skill\nfl@", { path: [], at: "key", prefix: "fl" }],
    ["a block effect, past lines that look like keys", "id: a\neffect: |\n  if x:\n    attack\n    ga@\ntraits: []", { path: ["effect"], at: "block", prefix: "ga" }],
    ["a blank line inside a block effect", "id: a\neffect: |\n  attack\n\n  @", { path: ["effect"], at: "block", prefix: "" }],
    ["the line after a block effect, unindented", "id: a\neffect: |\n  attack\n@", { path: [], at: "key", prefix: "" }],
    ["a chart entry's effect", "id: a\nchart:\n  MxAttack: |\n    if x:\n      attack\n  MxSpell: |\n    spe@", { path: ["chart", "MxSpell"], at: "block", prefix: "spe" }],
    ["a key of a map field", "id: a\nchart:\n  MxAttack: |\n    attack\n  MxSp@", { path: ["chart"], at: "key", prefix: "MxSp" }],
    ["a block list item", "id: a\ntraits:\n  - Self\n  - Att@", { path: ["traits"], at: "item", prefix: "Att" }],
    ["a list item as indented as its key", "id: a\ndeck:\n- a\n- b@", { path: ["deck"], at: "item", prefix: "b" }],
    ["a flow list item", "id: a\ntraits: [Attack, Se@", { path: ["traits"], at: "item", prefix: "Se" }],
    ["a value on its key's line", "id: a\nkind: sk@", { path: ["kind"], at: "value", prefix: "sk" }],
    ["a one-line effect", "id: a\neffect: attack a ta@", { path: ["effect"], at: "value", prefix: "ta" }],
    ["a template's field", "---\ntemplate:\n  name: x\n  fl@\nparams: []", { path: ["template"], at: "key", prefix: "fl" }],
    ["a template's effect", "x: 1\n---\ntemplate:\n  effect: |\n    attack a t@\nparams: []", { path: ["template", "effect"], at: "block", prefix: "t" }],
    ["a variant's key", "template:\n  name: x\nvariants:\n  - id: a\n    he@", { path: ["variants", "-"], at: "key", prefix: "he" }],
    ["a phase effect in game.yaml", "procedure:\n  phases:\n    plan:\n      effect: |\n        each player: dr@", { path: ["procedure", "phases", "plan", "effect"], at: "block", prefix: "dr" }],
  ])("%s", (_what, src, expected) => {
    expect(at(src)).toEqual(expected);
  });

  it("keeps to the cursor's document of a multi-document file", () => {
    const text = "id: a\neffect: |\n  attack\n---\nid: b\nfl";
    const c = contextAt(text, text.length);
    expect(c.path).toEqual([]);
    expect(text.slice(c.docStart, c.docEnd)).toBe("id: b\nfl");
  });
});

describe("wordAt", () => {
  it("takes hyphenated names whole and leaves a hyphen at the edge out", () => {
    expect(wordAt("summon attack-many now", 10)?.word).toBe("attack-many");
    expect(wordAt("a - b", 2)).toBeUndefined();
    expect(wordAt("flip: ahti-dodge", 8)).toEqual({ word: "ahti-dodge", start: 6, end: 16 });
  });
});
