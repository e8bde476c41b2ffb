/**
 * Deck rules as data: `decks:` in game.yaml and `*.deck.yaml` files, checked by `checkGame` (what
 * `cardsmith check` runs) with each problem at its line, and built into `generated/<game>/decks.ts`.
 * The fixture game (test/fixtures/deck-game) has an ELO-like player deck and item deck and a
 * Fantasy-like encounter deck; each test breaks one thing in a copy of it.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { buildGame } from "../../compiler/build.ts";
import { checkGame, type CheckState } from "../../compiler/check/check-game.ts";
import type { Diagnostic } from "../../compiler/diagnostics/diagnostic.ts";
import { renderHuman } from "../../compiler/diagnostics/index.ts";
import { expandDeck } from "../../runtime/core/decks.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const FIXTURE = join(ROOT, "test/fixtures/deck-game");
const WORK = join(ROOT, "tmp", `decks-test-${process.pid}`);
const GAME = join(WORK, "cards", "deck-game");
const rel = (p: string) => p.slice(GAME.length + 1);

beforeEach(() => {
  rmSync(GAME, { recursive: true, force: true });
  mkdirSync(GAME, { recursive: true });
  cpSync(FIXTURE, GAME, { recursive: true });
});
afterAll(() => rmSync(WORK, { recursive: true, force: true }));

const check = (previous?: CheckState) => checkGame(GAME, rel, [], previous);
const write = (file: string, text: string) => writeFileSync(join(GAME, file), text);
const edit = (file: string, from: string, to: string) => {
  const text = readFileSync(join(GAME, file), "utf8");
  expect(text, `${file} holds ${from}`).toContain(from);
  write(file, text.replace(from, to));
};
/** `code file:line:col message` for each diagnostic, as a designer reads them. */
const brief = (ds: readonly Diagnostic[]) => ds.map((d) => `${d.code} ${d.span ? `${d.span.file}:${d.span.start.line}:${d.span.start.col}` : "-"} ${d.message}`);

describe("the fixture game", () => {
  it("checks clean, and its decks are listed with their cards in file order", () => {
    const result = check();
    expect(brief(result.diagnostics)).toEqual([]);
    const decks = result.game!.decks!;
    expect(decks.map((d) => [d.id, d.type, d.file])).toEqual([
      ["lair", "encounter", "decks/lair.deck.yaml"],
      ["starter", "main", "decks/starter.deck.yaml"],
      ["starter-items", "items", "decks/starter.deck.yaml"],
    ]);
    expect(decks[1].cards).toEqual([
      { id: "sword-swing", count: 2 },
      { id: "shield-bash", count: 1 },
      { id: "fire-bolt", count: 2 },
      { id: "frost-ring", count: 1 },
      { id: "rally", count: 3 },
      { id: "regroup", count: 3 },
    ]);
    // Deck files are not card files: 12 cards, in 3 card files and 2 deck files.
    expect(result.cards).toBe(12);
    expect(result.files).toBe(5);
  });
});

describe("deck rules in game.yaml are checked", () => {
  const cases: Array<[string, string, string, string]> = [
    ["unknown kind", "- { kind: hero-card, exactly: 6 }", "- { kind: hero-cards, exactly: 6 }", "CS6001 game.yaml:72:17 unknown card kind `hero-cards`"],
    ["kind the deck does not take", "- { kind: action, exactly: 6 }", "- { kind: monster, exactly: 6 }", "CS6001 game.yaml:73:17 this deck type takes no `monster` cards, so the rule would never count one"],
    ["unknown trait", "{ with: Unique, each: card", "{ with: Unqiue, each: card", "CS6001 game.yaml:88:17 unknown trait `Unqiue`"],
    ["unknown field", "{ sum: gp, at-most: 1500 }", "{ sum: gold, at-most: 1500 }", "CS6001 game.yaml:86:16 `monster` cards have no field `gold`"],
    ["sum over a field some kinds lack", "kinds: [monster, item]", "kinds: [monster, item, action]", "CS6001 game.yaml:86:16 `action` cards have no field `gp`"],
    ["sum over a text", "{ kind: hero-card, exactly: 6 }", "{ kind: hero-card, sum: hero, at-most: 6 }", "CS6001 game.yaml:72:33 `hero` of `hero-card` cards is of type string; `sum` adds up a whole-number field"],
    ["where with a value not in the enum", "{ each: class, exactly: 1, description: one item per Class }", "{ where: { class: rogue }, exactly: 1 }", "CS6001 game.yaml:81:27 `rogue` cannot be a value of `class`: it is one of fighter, mage"],
    ["card-limit without each: card", "each: card, at-most: 3, card-limit", "at-most: 3, card-limit", "CS6001 game.yaml:76:49 `card-limit` is a limit per card: it needs `each: card`"],
    ["no bound", "{ kind: action, exactly: 6 }", "{ kind: action }", "CS6001 game.yaml:73:9 a deck rule needs a bound: `exactly`, `at-least` or `at-most`"],
    ["exactly with at-most", "{ kind: action, exactly: 6 }", "{ kind: action, exactly: 6, at-most: 7 }", "CS6001 game.yaml:73:34 `exactly` cannot be combined with `at-least` or `at-most`"],
    ["bounds the wrong way round", "size: { at-least: 5 }", "size: { at-least: 5, at-most: 2 }", "CS6001 game.yaml:84:23 `at-least: 5` is above `at-most: 2`: no deck fits"],
    ["unknown deck kind", "kinds: [item]", "kinds: [items]", "CS6001 game.yaml:78:13 unknown card kind `items` in deck type `items`"],
  ];
  it.each(cases)("%s", (_, from, to, want) => {
    edit("game.yaml", from, to);
    const found = brief(check().diagnostics);
    expect(found).toContain(want);
    expect(found.every((d) => d.startsWith("CS6001 game.yaml:"))).toBe(true);
  });

  it("a misspelt rule key is a shape error at the key, with the keys a rule has", () => {
    edit("game.yaml", "{ kind: action, exactly: 6 }", "{ kind: action, exacly: 6 }");
    const [d] = check().diagnostics;
    expect(brief([d])).toEqual(["CS1010 game.yaml:73:25 game vocabulary: `decks.main.rules` has no field `exacly`"]);
    expect(d.help).toMatch(/exactly/);
  });
});

describe("deck files are checked against their type's rules", () => {
  const main = (lines: string) => `id: mine\ntype: main\ncards:\n${lines}`;
  const STARTER = "  sword-swing: 2\n  shield-bash: 1\n  fire-bolt: 2\n  frost-ring: 1\n  rally: 3\n  regroup: 3\n";

  it("a clean deck of my own passes", () => {
    write("decks/mine.deck.yaml", main(STARTER.replace("rally: 3", "rally: 2\n  ambush: 1")));
    expect(brief(check().diagnostics)).toEqual([]);
  });

  it("an unknown card id, with a did-you-mean among the cards the deck takes", () => {
    write("decks/mine.deck.yaml", main(STARTER.replace("fire-bolt", "firebolt")));
    const ds = check().diagnostics.filter((d) => d.code === "CS6004");
    expect(brief(ds)).toEqual(["CS6004 decks/mine.deck.yaml:6:3 no card has the id `firebolt`"]);
    expect(ds[0].help).toBe("did you mean `fire-bolt`?");
  });

  it("card ids that are names of Object.prototype are unknown ids, not crashes", () => {
    write("decks/mine.deck.yaml", main("  constructor: 1\n  toString: 1\n  __proto__: 1\n  hasOwnProperty: 2\n"));
    const found = brief(check().diagnostics.filter((d) => d.code === "CS6004"));
    expect(found).toEqual([
      "CS6004 decks/mine.deck.yaml:4:3 no card has the id `constructor`",
      "CS6004 decks/mine.deck.yaml:5:3 no card has the id `toString`",
      "CS6004 decks/mine.deck.yaml:6:3 no card has the id `__proto__`",
      "CS6004 decks/mine.deck.yaml:7:3 no card has the id `hasOwnProperty`",
    ]);
  });

  it("a card of a kind the deck does not take", () => {
    write("decks/mine.deck.yaml", main(`${STARTER}  goblin: 1\n`));
    const found = brief(check().diagnostics);
    expect(found).toContain("CS6005 decks/mine.deck.yaml:10:3 `goblin` is a monster card, but a `main` deck takes only `hero-card` and `action` cards");
  });

  it("size and kind counts: too many is blamed on the line that went over, too few on `cards:`", () => {
    write("decks/mine.deck.yaml", main(STARTER.replace("regroup: 3", "regroup: 4")));
    expect(brief(check().diagnostics)).toEqual([
      // regroup's own deck limit is 4: only the totals break.
      "CS6006 decks/mine.deck.yaml:9:3 this line brings the deck to 13 cards; a `main` deck needs exactly 12",
      "CS6006 decks/mine.deck.yaml:9:3 this line brings the deck to 7 `action` cards; a `main` deck needs exactly 6",
    ]);
    write("decks/mine.deck.yaml", main(STARTER.replace("  regroup: 3\n", "")));
    expect(brief(check().diagnostics)).toEqual([
      "CS6006 decks/mine.deck.yaml:3:1 the deck has 9 cards; a `main` deck needs exactly 12",
      "CS6006 decks/mine.deck.yaml:3:1 the deck has 3 `action` cards; a `main` deck needs exactly 6",
    ]);
  });

  it("one Hero of each Class, and every card of a picked Hero", () => {
    write("decks/mine.deck.yaml", main(STARTER.replace("shield-bash: 1", "axe-throw: 1")));
    const ds = check().diagnostics;
    expect(brief(ds)).toEqual([
      "CS6006 decks/mine.deck.yaml:3:1 the deck has 2 `hero-card` cards whose `hero` is `brann`; a `main` deck needs exactly 3",
      "CS6006 decks/mine.deck.yaml:3:1 the deck has 1 `hero-card` card whose `hero` is `hilde`; a `main` deck needs exactly 3",
      "CS6006 decks/mine.deck.yaml:5:3 this line brings the deck to 2 different `hero` values (`brann`, `hilde`) among `hero-card` cards whose `class` is `fighter`; a `main` deck needs exactly 1",
    ]);
    // The note points at the broken rule, in the designer's words.
    expect(ds[2].related?.[0].message).toBe("the rule: one Hero of each Class");
    expect(ds[2].related?.[0].span.start.line).toBe(74);
    // A Class with no Hero at all falls short too (every value of an enum is a group).
    write("decks/mine.deck.yaml", main("  sword-swing: 2\n  shield-bash: 1\n  axe-throw: 3\n  rally: 3\n  regroup: 3\n"));
    expect(brief(check().diagnostics)).toContain("CS6006 decks/mine.deck.yaml:3:1 the deck has 0 different `hero` values among `hero-card` cards whose `class` is `mage`; a `main` deck needs exactly 1");
  });

  it("copies per card: the default, and a card's own deck limit", () => {
    write("decks/mine.deck.yaml", main(STARTER.replace("rally: 3\n  regroup: 3", "rally: 1\n  ambush: 2\n  regroup: 3")));
    const ds = check().diagnostics;
    expect(brief(ds)).toEqual(["CS6007 decks/mine.deck.yaml:9:3 this line brings the deck to 2 copies of `ambush`; a `main` deck allows at most 1, its own `deck-limit`"]);
    expect(ds[0].help).toBe("lower the count on this line");
    write("decks/mine.deck.yaml", main(STARTER.replace("rally: 3\n  regroup: 3", "rally: 4\n  regroup: 2")));
    expect(brief(check().diagnostics)).toEqual(["CS6007 decks/mine.deck.yaml:8:3 this line brings the deck to 4 copies of `rally`; a `main` deck allows at most 3"]);
  });

  it("sub-deck composition: one item per Class", () => {
    write("decks/mine.deck.yaml", "id: mine\ntype: items\ncards:\n  iron-sword: 2\n");
    expect(brief(check().diagnostics)).toEqual([
      "CS6006 decks/mine.deck.yaml:3:1 the deck has 0 cards whose `class` is `mage`; an `items` deck needs exactly 1",
      "CS6006 decks/mine.deck.yaml:4:3 this line brings the deck to 2 cards whose `class` is `fighter`; an `items` deck needs exactly 1",
    ]);
  });

  it("GP budgets, overall and for items, and unique cards at most once", () => {
    write("decks/lair.deck.yaml", "id: lair\ntype: encounter\ncards:\n  goblin: 4\n  cave-troll: 2\n  iron-sword: 1\n  crystal-staff: 1\n");
    expect(brief(check().diagnostics)).toEqual([
      "CS6007 decks/lair.deck.yaml:5:3 this line brings the deck to 2 copies of `cave-troll`; an `encounter` deck allows at most 1",
      // Items come to 500 GP, which the item budget allows.
      "CS6006 decks/lair.deck.yaml:7:3 this line brings the deck to a total `gp` of 1,700; an `encounter` deck allows at most 1,500",
    ]);
    write("decks/lair.deck.yaml", "id: lair\ntype: encounter\ncards:\n  goblin: 4\n  iron-sword: 1\n  crystal-staff: 1\n");
    expect(brief(check().diagnostics)).toEqual([]);
    write("decks/lair.deck.yaml", "id: lair\ntype: encounter\ncards:\n  goblin: 2\n  iron-sword: 2\n  crystal-staff: 1\n");
    expect(brief(check().diagnostics)).toEqual(["CS6006 decks/lair.deck.yaml:6:3 this line brings the deck to a total `gp` of 700 over `item` cards; an `encounter` deck allows at most 500"]);
  });

  it("malformed decks, unknown types and duplicate ids", () => {
    write("decks/mine.deck.yaml", "id: mine\ntype: mian\ncards:\n  rally: 1\n---\nid: two\ntype: main\ncards:\n  - rally\n---\nid: three\ntype: items\ncards:\n  iron-sword: 0\n---\nid: lair\ntype: encounter\ncards: {}\n");
    const ds = check().diagnostics;
    expect(brief(ds)).toEqual([
      "CS6003 decks/mine.deck.yaml:2:7 unknown deck type `mian`",
      "CS6002 decks/mine.deck.yaml:9:3 deck: `cards` must be a mapping of card ids to how many copies (`fireball: 3`), got a list",
      "CS6002 decks/mine.deck.yaml:14:15 deck: `cards.iron-sword` must be a number of copies, 1 or more, got 0",
      "CS6008 decks/mine.deck.yaml:16:5 the deck id `lair` is already used by another deck",
    ]);
    expect(ds[0].help).toBe("did you mean `main`?");
    expect(ds[3].related?.[0].span.file).toBe("decks/lair.deck.yaml");
  });

  it("a game without deck types rejects a deck file", () => {
    edit("game.yaml", "\ndecks:\n", "\nunused-decks:\n");
    const text = readFileSync(join(GAME, "game.yaml"), "utf8");
    write("game.yaml", text.slice(0, text.indexOf("\nunused-decks:\n") + 1));
    const found = brief(check().diagnostics);
    expect(found.filter((d) => d.startsWith("CS6003"))).toEqual([
      "CS6003 decks/lair.deck.yaml:3:7 `deck-game` declares no deck types, so it has no `encounter` deck",
      "CS6003 decks/starter.deck.yaml:4:7 `deck-game` declares no deck types, so it has no `main` deck",
      "CS6003 decks/starter.deck.yaml:15:7 `deck-game` declares no deck types, so it has no `items` deck",
    ]);
  });

  it("renders with a code frame at the line, the rule as a note and a help line", () => {
    write("decks/mine.deck.yaml", main(STARTER.replace("rally: 3", "rally: 4").replace("regroup: 3", "regroup: 2")));
    const result = check();
    const text = renderHuman(result.diagnostics, (f) => result.sources.get(f), { color: false });
    expect(text).toContain(
      [
        "error[CS6007]: this line brings the deck to 4 copies of `rally`; a `main` deck allows at most 3",
        "  --> decks/mine.deck.yaml:8:3",
        "   |",
        " 7 |   frost-ring: 1",
        " 8 |   rally: 4",
        "   |   ^^^^^^^^ over the limit",
        "note: the rule: 3 copies of an action, or its own deck limit",
        "   --> game.yaml:76:9",
      ].join("\n"),
    );
    expect(text).toContain("= help: lower the count on this line");
  });
});

describe("incremental checks", () => {
  it("a deck is checked against the fields of cards taken from the last check's state", () => {
    const first = check();
    expect(brief(first.diagnostics)).toEqual([]);
    // Only the deck file changes: every card file is reused, with only its summary known.
    edit("decks/lair.deck.yaml", "goblin: 5", "goblin: 13");
    const second = check(first.state);
    expect(second.reused.size).toBe(3);
    expect(brief(second.diagnostics)).toEqual(["CS6006 decks/lair.deck.yaml:6:3 this line brings the deck to a total `gp` of 1,700; an `encounter` deck allows at most 1,500"]);
    // Traits come from the summaries too: a second Cave Troll is caught.
    edit("decks/lair.deck.yaml", "goblin: 13\n  cave-troll: 1", "goblin: 5\n  cave-troll: 2");
    const third = check(first.state);
    expect(third.reused.size).toBe(3);
    expect(brief(third.diagnostics)).toEqual(["CS6007 decks/lair.deck.yaml:6:3 this line brings the deck to 2 copies of `cave-troll`; an `encounter` deck allows at most 1"]);
  });

  it("a card whose field changes breaks a deck that did not change", () => {
    const first = check();
    edit("cards/encounters.yaml", "gp: 400", "gp: 1400");
    expect(brief(check(first.state).diagnostics)).toEqual(["CS6006 decks/lair.deck.yaml:6:3 this line brings the deck to a total `gp` of 1,900; an `encounter` deck allows at most 1,500"]);
  });
});

describe("build", () => {
  const OUT = join(WORK, "generated");
  const opts = { outRoot: OUT, cacheDir: join(WORK, "cache"), runtimeApi: "../../../../runtime/api.ts", display: rel };

  it("emits decks.ts with every deck as a typed constant, rewritten when only a deck file changes", async () => {
    const cold = await buildGame(GAME, opts);
    expect(brief(cold.check.diagnostics)).toEqual([]);
    expect(cold.written).toContain("decks.ts");
    const text = readFileSync(join(OUT, "deck-game", "decks.ts"), "utf8");
    expect(text).toContain('export const DECK_TYPES = ["main", "items", "encounter"] as const;');
    expect(text).toContain('export const DECK_IDS = ["lair", "starter", "starter-items"] as const;');
    const mod = (await import(join(OUT, "deck-game", "decks.ts"))) as { DECKS: ReadonlyMap<string, { id: string; name: string; type: string; file: string; cards: ReadonlyArray<readonly [string, number]> }> };
    const starter = mod.DECKS.get("starter")!;
    expect(starter).toMatchObject({ id: "starter", name: "Starter deck", type: "main", file: "decks/starter.deck.yaml" });
    expect(expandDeck(starter)).toEqual(["sword-swing", "sword-swing", "shield-bash", "fire-bolt", "fire-bolt", "frost-ring", "rally", "rally", "rally", "regroup", "regroup", "regroup"]);

    edit("decks/lair.deck.yaml", "goblin: 5", "goblin: 6");
    const again = await buildGame(GAME, opts);
    expect(again.check.reused.size).toBe(3);
    expect(again.written.sort()).toEqual(["decks.ts", "sources.json"]);
    expect(readFileSync(join(OUT, "deck-game", "decks.ts"), "utf8")).toContain('["goblin", 6]');
    // A deck that breaks a rule stops the build, like a card with an error.
    edit("decks/lair.deck.yaml", "goblin: 6", "goblin: 60");
    const broken = await buildGame(GAME, opts);
    expect(broken.check.game).toBeUndefined();
    expect(broken.written).toEqual([]);
  }, 120_000);
});
