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
import { dealStartingDecks, deckById, expandDeck, placeDeck, type DeckData } from "../../runtime/core/decks.ts";

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
    // Deck files are not card files: 15 cards, in 3 card files and 2 deck files.
    expect(result.cards).toBe(15);
    expect(result.files).toBe(5);
  });
});

describe("deck rules in game.yaml are checked", () => {
  const cases: Array<[string, string, string, string]> = [
    ["unknown kind", "- { kind: hero-card, exactly: 6 }", "- { kind: hero-cards, exactly: 6 }", "CS7001 game.yaml:75:17 unknown card kind `hero-cards`"],
    ["kind the deck does not take", "- { kind: action, exactly: 6 }", "- { kind: monster, exactly: 6 }", "CS7001 game.yaml:76:17 this deck type takes no `monster` cards, so the rule would never count one"],
    ["unknown trait", "{ with: Unique, each: card", "{ with: Unqiue, each: card", "CS7001 game.yaml:91:17 unknown trait `Unqiue`"],
    ["unknown field", "{ sum: gp, at-most: 1500 }", "{ sum: gold, at-most: 1500 }", "CS7001 game.yaml:89:16 `monster` cards have no field `gold`"],
    ["sum over a field some kinds lack", "kinds: [monster, item]", "kinds: [monster, item, action]", "CS7001 game.yaml:89:16 `action` cards have no field `gp`"],
    ["sum over a text", "{ kind: hero-card, exactly: 6 }", "{ kind: hero-card, sum: name, at-most: 6 }", "CS7001 game.yaml:75:33 `name` of `hero-card` cards is of type string; `sum` adds up a whole-number field"],
    ["a path through a field that names no card", "each: hero.class, distinct", "each: turn.class, distinct", "CS7001 game.yaml:77:34 `turn` of `hero-card` cards names no card, so `turn.class` cannot read a field of it"],
    ["a path to a field the referred card lacks", "each: hero.class, distinct", "each: hero.klass, distinct", "CS7001 game.yaml:77:34 `hero` cards have no field `klass`"],
    ["where with a value not in the enum", "{ each: class, exactly: 1, description: one item per Class }", "{ where: { class: rogue }, exactly: 1 }", "CS7001 game.yaml:84:27 `rogue` cannot be a value of `class`: it is one of fighter, mage"],
    ["card-limit without each: card", "each: card, at-most: 3, card-limit", "at-most: 3, card-limit", "CS7001 game.yaml:79:49 `card-limit` is a limit per card: it needs `each: card`"],
    ["no bound", "{ kind: action, exactly: 6 }", "{ kind: action }", "CS7001 game.yaml:76:9 a deck rule needs a bound: `exactly`, `at-least` or `at-most`"],
    ["exactly with at-most", "{ kind: action, exactly: 6 }", "{ kind: action, exactly: 6, at-most: 7 }", "CS7001 game.yaml:76:34 `exactly` cannot be combined with `at-least` or `at-most`"],
    ["bounds the wrong way round", "size: { at-least: 5 }", "size: { at-least: 5, at-most: 2 }", "CS7001 game.yaml:87:23 `at-least: 5` is above `at-most: 2`: no deck fits"],
    ["unknown deck kind", "kinds: [item]", "kinds: [items]", "CS7001 game.yaml:81:13 unknown card kind `items` in deck type `items`"],
  ];
  it.each(cases)("%s", (_, from, to, want) => {
    edit("game.yaml", from, to);
    const found = brief(check().diagnostics);
    expect(found).toContain(want);
    expect(found.every((d) => d.startsWith("CS7001 game.yaml:"))).toBe(true);
  });

  it("a misspelt rule key is a shape error at the key, with the keys a rule has", () => {
    edit("game.yaml", "{ kind: action, exactly: 6 }", "{ kind: action, exacly: 6 }");
    const [d] = check().diagnostics;
    expect(brief([d])).toEqual(["CS1010 game.yaml:76:25 game vocabulary: `decks.main.rules` has no field `exacly`"]);
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
    // Without that line the deck is 2 cards short, but that is the unknown line's doing: not reported.
    const ds = check().diagnostics;
    expect(brief(ds)).toEqual(["CS7004 decks/mine.deck.yaml:6:3 no card has the id `firebolt`"]);
    expect(ds[0].help).toBe("did you mean `fire-bolt`?");
  });

  it("card ids that are names of Object.prototype are unknown ids, not crashes", () => {
    write("decks/mine.deck.yaml", main("  constructor: 1\n  toString: 1\n  __proto__: 1\n  hasOwnProperty: 2\n"));
    const found = brief(check().diagnostics.filter((d) => d.code === "CS7004"));
    expect(found).toEqual([
      "CS7004 decks/mine.deck.yaml:4:3 no card has the id `constructor`",
      "CS7004 decks/mine.deck.yaml:5:3 no card has the id `toString`",
      "CS7004 decks/mine.deck.yaml:6:3 no card has the id `__proto__`",
      "CS7004 decks/mine.deck.yaml:7:3 no card has the id `hasOwnProperty`",
    ]);
  });

  it("a card of a kind the deck does not take", () => {
    write("decks/mine.deck.yaml", main(`${STARTER}  goblin: 1\n`));
    const found = brief(check().diagnostics);
    expect(found).toContain("CS7005 decks/mine.deck.yaml:10:3 `goblin` is a monster card, but a `main` deck takes only `hero-card` and `action` cards");
  });

  it("size and kind counts: too many is blamed on the line that went over, too few on `cards:`", () => {
    write("decks/mine.deck.yaml", main(STARTER.replace("regroup: 3", "regroup: 4")));
    expect(brief(check().diagnostics)).toEqual([
      // regroup's own deck limit is 4: only the totals break.
      "CS7006 decks/mine.deck.yaml:9:3 this line brings the deck to 13 cards; a `main` deck needs exactly 12",
      "CS7006 decks/mine.deck.yaml:9:3 this line brings the deck to 7 `action` cards; a `main` deck needs exactly 6",
    ]);
    write("decks/mine.deck.yaml", main(STARTER.replace("  regroup: 3\n", "")));
    expect(brief(check().diagnostics)).toEqual([
      "CS7006 decks/mine.deck.yaml:3:1 the deck has 9 cards; a `main` deck needs exactly 12",
      "CS7006 decks/mine.deck.yaml:3:1 the deck has 3 `action` cards; a `main` deck needs exactly 6",
    ]);
  });

  it("one Hero of each Class, and every card of a picked Hero", () => {
    write("decks/mine.deck.yaml", main(STARTER.replace("shield-bash: 1", "axe-throw: 1")));
    const ds = check().diagnostics;
    expect(brief(ds)).toEqual([
      "CS7006 decks/mine.deck.yaml:3:1 the deck has 2 `hero-card` cards whose `hero` is `brann`; a `main` deck needs exactly 3",
      "CS7006 decks/mine.deck.yaml:3:1 the deck has 1 `hero-card` card whose `hero` is `hilde`; a `main` deck needs exactly 3",
      "CS7006 decks/mine.deck.yaml:5:3 this line brings the deck to 2 different `hero` values (`brann`, `hilde`) among `hero-card` cards whose `hero.class` is `fighter`; a `main` deck needs exactly 1",
    ]);
    // The note points at the broken rule, in the designer's words.
    expect(ds[2].related?.[0].message).toBe("the rule: one Hero of each Class");
    expect(ds[2].related?.[0].span.start.line).toBe(77);
    // A Class with no Hero at all falls short too (every value of an enum is a group).
    write("decks/mine.deck.yaml", main("  sword-swing: 2\n  shield-bash: 1\n  axe-throw: 3\n  rally: 3\n  regroup: 3\n"));
    expect(brief(check().diagnostics)).toContain("CS7006 decks/mine.deck.yaml:3:1 the deck has 0 different `hero` values among `hero-card` cards whose `hero.class` is `mage`; a `main` deck needs exactly 1");
  });

  it("copies per card: the default, and a card's own deck limit", () => {
    write("decks/mine.deck.yaml", main(STARTER.replace("rally: 3\n  regroup: 3", "rally: 1\n  ambush: 2\n  regroup: 3")));
    const ds = check().diagnostics;
    expect(brief(ds)).toEqual(["CS7007 decks/mine.deck.yaml:9:3 this line brings the deck to 2 copies of `ambush`; a `main` deck allows at most 1, its own `deck-limit`"]);
    expect(ds[0].help).toBe("lower the count on this line");
    write("decks/mine.deck.yaml", main(STARTER.replace("rally: 3\n  regroup: 3", "rally: 4\n  regroup: 2")));
    expect(brief(check().diagnostics)).toEqual(["CS7007 decks/mine.deck.yaml:8:3 this line brings the deck to 4 copies of `rally`; a `main` deck allows at most 3"]);
  });

  it("a card's own deck limit may be a trait with a number (`Deck-limit 1`)", () => {
    edit("game.yaml", "traits:\n  Unique:", "traits:\n  Deck-limit: { param: number, means: tag }\n  Unique:");
    edit("game.yaml", "card-limit: deck-limit", "card-limit: Deck-limit");
    edit("game.yaml", "      deck-limit: { type: int, min: 1, max: 9 }\n", "      traits: { type: traits }\n");
    edit("cards/actions.yaml", "deck-limit: 1", "traits: [Deck-limit 1]");
    edit("cards/actions.yaml", "deck-limit: 4", "traits: [Deck-limit 4]");
    // The starter deck's 3 Regroups are within Regroup's own limit of 4; the tag counts as used.
    expect(brief(check().diagnostics)).toEqual([]);
    write("decks/mine.deck.yaml", main(STARTER.replace("rally: 3\n  regroup: 3", "rally: 1\n  ambush: 2\n  regroup: 3")));
    expect(brief(check().diagnostics)).toEqual(["CS7007 decks/mine.deck.yaml:9:3 this line brings the deck to 2 copies of `ambush`; a `main` deck allows at most 1, its own `Deck-limit`"]);
    // A trait without a number cannot give a limit.
    edit("game.yaml", "card-limit: Deck-limit", "card-limit: Unique");
    expect(brief(check().diagnostics)).toEqual(["CS7001 game.yaml:80:61 the trait `Unique` has no number, so it cannot say a card's limit"]);
  });

  it("sub-deck composition: one item per Class", () => {
    write("decks/mine.deck.yaml", "id: mine\ntype: items\ncards:\n  iron-sword: 2\n");
    expect(brief(check().diagnostics)).toEqual([
      "CS7006 decks/mine.deck.yaml:3:1 the deck has 0 cards whose `class` is `mage`; an `items` deck needs exactly 1",
      "CS7006 decks/mine.deck.yaml:4:3 this line brings the deck to 2 cards whose `class` is `fighter`; an `items` deck needs exactly 1",
    ]);
  });

  it("per-trait counts: `each-trait` applies the bound to the cards of each listed trait", () => {
    edit("game.yaml", "traits:\n  Unique:", "traits:\n  Fighter: { means: tag }\n  Mage: { means: tag }\n  Unique:");
    edit("game.yaml", "{ each: class, exactly: 1, description: one item per Class }", "{ each-trait: [Fighter, Mage], exactly: 1 }");
    edit("cards/encounters.yaml", "class: fighter\ngp: 200", "class: fighter\ngp: 200\ntraits: [Fighter]");
    edit("cards/encounters.yaml", "traits: [Unique]\n---\nid: goblin", "traits: [Unique, Mage]\n---\nid: goblin");
    // The tags count as used: they are referred to by the rule.
    expect(brief(check().diagnostics)).toEqual([]);
    write("decks/mine.deck.yaml", "id: mine\ntype: items\ncards:\n  iron-sword: 2\n");
    expect(brief(check().diagnostics)).toEqual([
      "CS7006 decks/mine.deck.yaml:3:1 the deck has 0 cards with `Mage`; an `items` deck needs exactly 1",
      "CS7006 decks/mine.deck.yaml:4:3 this line brings the deck to 2 cards with `Fighter`; an `items` deck needs exactly 1",
    ]);
    edit("game.yaml", "each-trait: [Fighter, Mage]", "each-trait: [Fighter, Mgae]");
    expect(brief(check().diagnostics)).toEqual(["CS7001 game.yaml:86:33 unknown trait `Mgae`"]);
  });

  it("GP budgets, overall and for items, and unique cards at most once", () => {
    write("decks/lair.deck.yaml", "id: lair\ntype: encounter\ncards:\n  goblin: 4\n  cave-troll: 2\n  iron-sword: 1\n  crystal-staff: 1\n");
    expect(brief(check().diagnostics)).toEqual([
      "CS7007 decks/lair.deck.yaml:5:3 this line brings the deck to 2 copies of `cave-troll`; an `encounter` deck allows at most 1",
      // Items come to 500 GP, which the item budget allows.
      "CS7006 decks/lair.deck.yaml:7:3 this line brings the deck to a total `gp` of 1,700; an `encounter` deck allows at most 1,500",
    ]);
    write("decks/lair.deck.yaml", "id: lair\ntype: encounter\ncards:\n  goblin: 4\n  iron-sword: 1\n  crystal-staff: 1\n");
    expect(brief(check().diagnostics)).toEqual([]);
    write("decks/lair.deck.yaml", "id: lair\ntype: encounter\ncards:\n  goblin: 2\n  iron-sword: 2\n  crystal-staff: 1\n");
    expect(brief(check().diagnostics)).toEqual(["CS7006 decks/lair.deck.yaml:6:3 this line brings the deck to a total `gp` of 700 over `item` cards; an `encounter` deck allows at most 500"]);
  });

  it("malformed decks, unknown types and duplicate ids", () => {
    write("decks/mine.deck.yaml", "id: mine\ntype: mian\ncards:\n  rally: 1\n---\nid: proto\ntype: constructor\ncards:\n  rally: 1\n---\nid: two\ntype: main\ncards:\n  - rally\n---\nid: three\ntype: items\ncards:\n  iron-sword: 0\n---\nid: lair\ntype: encounter\ncards: {}\n");
    const ds = check().diagnostics;
    expect(brief(ds)).toEqual([
      "CS7003 decks/mine.deck.yaml:2:7 unknown deck type `mian`",
      "CS7003 decks/mine.deck.yaml:7:7 unknown deck type `constructor`",
      "CS7002 decks/mine.deck.yaml:14:3 deck: `cards` must be a mapping of card ids to how many copies (`fireball: 3`), got a list",
      "CS7002 decks/mine.deck.yaml:19:15 deck: `cards.iron-sword` must be a number of copies, 1 or more, got 0",
      "CS7008 decks/mine.deck.yaml:21:5 the deck id `lair` is already used by another deck",
    ]);
    expect(ds[0].help).toBe("did you mean `main`?");
    expect(ds[4].related?.[0].span.file).toBe("decks/lair.deck.yaml");
  });

  it("a game without deck types rejects a deck file", () => {
    edit("game.yaml", "\ndecks:\n", "\nunused-decks:\n");
    const text = readFileSync(join(GAME, "game.yaml"), "utf8");
    write("game.yaml", text.slice(0, text.indexOf("\nunused-decks:\n") + 1));
    const found = brief(check().diagnostics);
    expect(found.filter((d) => d.startsWith("CS7003"))).toEqual([
      "CS7003 decks/lair.deck.yaml:3:7 `deck-game` declares no deck types, so it has no `encounter` deck",
      "CS7003 decks/starter.deck.yaml:4:7 `deck-game` declares no deck types, so it has no `main` deck",
      "CS7003 decks/starter.deck.yaml:15:7 `deck-game` declares no deck types, so it has no `items` deck",
    ]);
  });

  it("renders with a code frame at the line, the rule as a note and a help line", () => {
    write("decks/mine.deck.yaml", main(STARTER.replace("rally: 3", "rally: 4").replace("regroup: 3", "regroup: 2")));
    const result = check();
    const text = renderHuman(result.diagnostics, (f) => result.sources.get(f), { color: false });
    expect(text).toContain(
      [
        "error[CS7007]: this line brings the deck to 4 copies of `rally`; a `main` deck allows at most 3",
        "  --> decks/mine.deck.yaml:8:3",
        "   |",
        " 7 |   frost-ring: 1",
        " 8 |   rally: 4",
        "   |   ^^^^^^^^ over the limit",
        "note: the rule: 3 copies of an action, or its own deck limit",
        "   --> game.yaml:79:9",
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
    expect(brief(second.diagnostics)).toEqual(["CS7006 decks/lair.deck.yaml:6:3 this line brings the deck to a total `gp` of 1,700; an `encounter` deck allows at most 1,500"]);
    // Traits come from the summaries too: a second Cave Troll is caught.
    edit("decks/lair.deck.yaml", "goblin: 13\n  cave-troll: 1", "goblin: 5\n  cave-troll: 2");
    const third = check(first.state);
    expect(third.reused.size).toBe(3);
    expect(brief(third.diagnostics)).toEqual(["CS7007 decks/lair.deck.yaml:6:3 this line brings the deck to 2 copies of `cave-troll`; an `encounter` deck allows at most 1"]);
  });

  it("a path through a ref (`hero.class`) reads the summaries of the cards on the way", () => {
    const first = check();
    edit("decks/starter.deck.yaml", "shield-bash: 1", "axe-throw: 1");
    const second = check(first.state);
    expect(second.reused.size).toBe(3);
    expect(brief(second.diagnostics)).toContain("CS7006 decks/starter.deck.yaml:7:3 this line brings the deck to 2 different `hero` values (`brann`, `hilde`) among `hero-card` cards whose `hero.class` is `fighter`; a `main` deck needs exactly 1");
  });

  it("a card whose field changes breaks a deck that did not change", () => {
    const first = check();
    edit("cards/encounters.yaml", "gp: 400", "gp: 1400");
    expect(brief(check(first.state).diagnostics)).toEqual(["CS7006 decks/lair.deck.yaml:6:3 this line brings the deck to a total `gp` of 1,900; an `encounter` deck allows at most 1,500"]);
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

describe("starting decks", () => {
  const STARTING = "    kinds: [hero-card, action]\n";

  it("checks a deck of the type dealt into a zone each player has, and emits STARTING_DECKS", async () => {
    edit("game.yaml", STARTING, `${STARTING}    starting: { deck: starter, zone: deck }\n`);
    expect(brief(check().diagnostics)).toEqual([]);
    const out = join(WORK, "generated-starting");
    await buildGame(GAME, { outRoot: out, cacheDir: join(WORK, "cache-starting"), runtimeApi: "../../../../runtime/api.ts", display: rel });
    expect(readFileSync(join(out, "deck-game", "decks.ts"), "utf8")).toContain('export const STARTING_DECKS: ReadonlyArray<readonly [DeckId, string]> = [["starter", "deck"]];');
  }, 120_000);

  it("reports an unknown deck, a deck of another type and a zone no player has, at game.yaml", () => {
    edit("game.yaml", STARTING, `${STARTING}    starting: { deck: startr, zone: market }\n`);
    edit("game.yaml", "  discard: { per-player: true }\n", "  discard: { per-player: true }\n  market: {}\n");
    expect(brief(check().diagnostics)).toEqual([
      "CS7004 game.yaml:74:23 no deck has the id `startr`",
      "CS1014 game.yaml:74:37 `market` is not a zone each player has",
    ]);
    edit("game.yaml", "starting: { deck: startr, zone: market }", "starting: { deck: lair, zone: deck }");
    expect(brief(check().diagnostics)).toEqual(["CS7003 game.yaml:74:23 `lair` is an `encounter` deck, not a `main` deck"]);
  });
});

describe("runtime helpers", () => {
  const deck = { id: "starter", cards: [["a", 2], ["b", 1], ["c", 3]] as const };

  it("expandDeck gives one id per copy, in the file's order", () => {
    expect(expandDeck(deck)).toEqual(["a", "a", "b", "c", "c", "c"]);
    expect(expandDeck({ id: "empty", cards: [] })).toEqual([]);
  });

  it("placeDeck makes each copy in the zone of the owner", () => {
    const made: Array<[string, string, number | null]> = [];
    const placed = placeDeck({ create: (id, zone, owner) => (made.push([id, zone, owner]), `${id}#${made.length}`) }, deck, "deck", 1);
    expect(placed).toEqual(["a#1", "a#2", "b#3", "c#4", "c#5", "c#6"]);
    expect(new Set(made.map(([, zone, owner]) => `${zone}/${owner}`))).toEqual(new Set(["deck/1"]));
  });

  it("dealStartingDecks places each starting deck in the seat's zone and shuffles it there, in order", () => {
    const made: string[] = [];
    const shuffled: string[] = [];
    const table = { create: (id: string, zone: string, owner: number | null) => void made.push(`${id}>${zone}/${owner}`), shuffleZone: (zone: string, owner: number | null) => void shuffled.push(`${zone}/${owner}`) };
    const decks = new Map<string, DeckData>([["starter", deck], ["extra", { id: "extra", cards: [["d", 1]] }]]);
    dealStartingDecks(table, decks, [["extra", "side"], ["starter", "deck"]], 2, (xs) => xs);
    expect(made).toEqual(["d>side/2", "a>deck/2", "a>deck/2", "b>deck/2", "c>deck/2", "c>deck/2", "c>deck/2"]);
    expect(shuffled).toEqual(["side/2", "deck/2"]);
  });

  it("deckById finds a deck, and names the decks there are when it cannot", () => {
    const decks = new Map([["starter", deck]]);
    expect(deckById(decks, "starter")).toBe(deck);
    expect(() => deckById(decks, "constructor")).toThrow("no deck `constructor`; decks: starter");
  });
});
