/**
 * The contract in game.yaml: a copy of the Shadows vocabulary with one declaration broken must
 * make `cardsmith check` exit 1 with a located diagnostic of the contract's codes.
 */
import { afterEach, describe, expect, it } from "vitest";
import { check, edit, expectLocatedError, makeGame, position, SHADOWS_YAML, type Game } from "./helpers.ts";

let game: Game | undefined;
afterEach(() => game?.cleanup());

async function expectError(vocabulary: string, code: string, needle: string, message: RegExp, offset = 0): Promise<string> {
  game = makeGame(vocabulary);
  return expectLocatedError(game, code, needle, message, offset);
}

describe("the Shadows vocabulary", () => {
  it("passes check as it is", async () => {
    game = makeGame(SHADOWS_YAML);
    const r = await check(game);
    expect(r.out).toContain("no errors");
    expect(r.exit).toBe(0);
  });
});

describe("events", () => {
  it("an event nothing raises is an error at the event", async () => {
    const yaml = edit(SHADOWS_YAML, "events:\n", "events:\n  rallied: { args: { by: player } }\n");
    const out = await expectError(yaml, "CS1012", "rallied:", /nothing raises the event `rallied`/);
    expect(out).toContain("help: add `raised-by: [...]`");
  });

  it("an empty raised-by is an error too", async () => {
    await expectError(edit(SHADOWS_YAML, "condition-met: { raised-by: [remove],", "condition-met: { raised-by: [],"), "CS1012", "condition-met:", /nothing raises the event `condition-met`/);
  });

  it("a raiser the game does not declare is an error at the raiser, with a suggestion", async () => {
    const yaml = edit(SHADOWS_YAML, "condition-met: { raised-by: [remove],", "condition-met: { raised-by: [remuve],");
    const out = await expectError(yaml, "CS1012", "remuve", /`remuve` is not a verb, phase, step, trait or procedure hook/);
    expect(out).toContain("did you mean `remove`?");
  });
});

describe("verb synonyms", () => {
  it("a synonym that is itself a verb is an error at the synonym", async () => {
    const yaml = edit(SHADOWS_YAML, "synonyms: [heal, restore]", "synonyms: [heal, deal]");
    await expectError(yaml, "CS1010", "deal]", /`deal` is a verb of this game, so it cannot be a synonym of `recover`/);
  });

  it("a word may be the synonym of one verb only", async () => {
    const yaml = edit(SHADOWS_YAML, "  gain:\n    means: gain\n", "  gain:\n    means: gain\n    synonyms: [restore]\n");
    await expectError(yaml, "CS1010", "restore]\n    params:\n      amount: { type: quantity", /`restore` is already a synonym of `recover`/);
  });
});

describe("meanings", () => {
  it("a noun with no meaning is an error at the noun", async () => {
    const yaml = edit(SHADOWS_YAML, "nouns:\n", "nouns:\n  villain: { type: entity }\n");
    const out = await expectError(yaml, "CS1013", "villain:", /the noun `villain` has no meaning/);
    expect(out).toContain("add `means:`");
  });

  it("a fact with no meaning is an error at the fact", async () => {
    const yaml = edit(SHADOWS_YAML, "facts:\n", "facts:\n  enraged: { description: \"the Monster is enraged\" }\n");
    await expectError(yaml, "CS1013", "enraged:", /the fact `enraged` has no meaning/);
  });

  it("a verb with no meaning is an error at the verb", async () => {
    const yaml = edit(SHADOWS_YAML, "  study:\n    means: hook\n", "  study:\n");
    await expectError(yaml, "CS1013", "  study:", /the verb `study` has no meaning/, 2);
  });

  it("a trait with no rule and no hook is an error at the trait", async () => {
    const yaml = edit(SHADOWS_YAML, "  Basic: { means: hook,", "  Basic: {");
    await expectError(yaml, "CS1013", "  Basic:", /the trait `Basic` has no meaning/, 2);
  });

  it("`plural` of an unknown noun is an error at the meaning", async () => {
    const yaml = edit(SHADOWS_YAML, "means: plural item }", "means: plural itme }");
    const out = await expectError(yaml, "CS1014", "plural itme", /`plural itme`: unknown noun `itme`/);
    expect(out).toContain("did you mean `item`?");
  });

  it("`event <arg>` naming an argument no event has is an error", async () => {
    await expectError(edit(SHADOWS_YAML, "means: event by,", "means: event from,"), "CS1014", "event from", /no event has an argument `from`/);
  });

  it("`cards <zone>...` lists declared zones", async () => {
    const yaml = edit(SHADOWS_YAML, "means: cards hand station-field combat-field inventory", "means: cards hand station-field combat-field inventry");
    const out = await expectError(yaml, "CS1014", "cards hand station-field", /`cards hand station-field combat-field inventry`: unknown zone `inventry`/);
    expect(out).toContain("did you mean `inventory`?");
  });

  it("`cards` is a meaning for a noun of cards only", async () => {
    const yaml = edit(SHADOWS_YAML, "nouns:\n", "nouns:\n  rival: { type: player, means: cards }\n");
    await expectError(yaml, "CS1014", "cards }", /`means: cards` finds cards, but `rival` is player/);
  });

  it("a meaning outside the grammar is a shape error", async () => {
    await expectError(edit(SHADOWS_YAML, "means: event by,", "means: the attacker,"), "CS1010", "the attacker", /hook, you, this, players, opponents/);
  });
});

describe("traits", () => {
  it("played-to names a declared zone", async () => {
    await expectError(edit(SHADOWS_YAML, "Self: { played-to: station-field", "Self: { played-to: station"), "CS1014", "station,", /unknown zone `station`/);
  });

  it("the default played-to names a declared zone", async () => {
    await expectError(edit(SHADOWS_YAML, "  played-to: combat-field\n", "  played-to: combat\n"), "CS1014", "combat\n", /unknown zone `combat`/);
  });

  it("a limit counts over a declared period", async () => {
    await expectError(edit(SHADOWS_YAML, 'limits: ["once per round"]', 'limits: ["once per turn"]'), "CS1014", '"once per turn"', /unknown period `turn`/);
  });

  it("an after-use effect is checked like a card effect, at its position in game.yaml", async () => {
    const yaml = edit(SHADOWS_YAML, 'after-use: "put N stun on this"', 'after-use: "put N stunn on this"');
    await expectError(yaml, "CS4008", "N stunn", /counts `damage` or `stun` or `progress`, not `stunn`/, 2);
  });

  it("an after-use effect may only use verbs every kind of card may use", async () => {
    const yaml = edit(SHADOWS_YAML, 'after-use: "put N stun on this"', 'after-use: "study this"');
    await expectError(yaml, "CS4010", "study this", /an effect for any kind of card cannot use `study`/);
  });

  it("an after-use effect is plain statements, not an ability with a trigger", async () => {
    const yaml = edit(SHADOWS_YAML, 'after-use: "put N stun on this"', 'after-use: "when attacked: put N stun on this"');
    await expectError(yaml, "CS1014", "when attacked", /an after-use effect cannot have a trigger/);
  });

  it("N is only bound for a trait with a number parameter", async () => {
    const yaml = edit(SHADOWS_YAML, "  Basic: { means: hook,", '  Basic: { after-use: "put N stun on this",');
    await expectError(yaml, "CS4016", "Basic: { after-use: \"put N", /unknown name `N`/, 25);
  });
});

describe("steps and the procedure", () => {
  it("players cannot act at a number the step does not have", async () => {
    await expectError(edit(SHADOWS_YAML, "players-act: [1, 2, 4, 5, 6]", "players-act: [1, 2, 4, 5, 6, 7]"), "CS1015", "7]", /players cannot act at initiative 7/);
  });

  it("a step procedure runs at one of the step's numbers", async () => {
    await expectError(edit(SHADOWS_YAML, "procedures: { 3: reveal-monster-actions }", "procedures: { 9: reveal-monster-actions }"), "CS1015", "9:", /runs at initiative 9/);
  });

  it("a number is for the players or for a procedure, not both", async () => {
    await expectError(edit(SHADOWS_YAML, "players-act: [1, 2, 4, 5, 6]", "players-act: [1, 2, 3, 4, 5, 6]"), "CS1015", "players-act: [1, 2, 3", /is run by the procedure `reveal-monster-actions`/, 20);
  });

  it("card-field names a field of some card kind", async () => {
    await expectError(edit(SHADOWS_YAML, "card-field: initiative", "card-field: initiatives"), "CS1014", "initiatives", /no card kind has a field `initiatives`/);
  });

  it("the procedure gives every declared phase an entry", async () => {
    const out = await expectError(edit(SHADOWS_YAML, "    buildup: hook\n", ""), "CS1014", "  phases:\n", /does not say how `buildup` runs/, 2);
    expect(out).toContain("help: give each phase an entry");
  });

  it("a procedure phase must be declared", async () => {
    await expectError(edit(SHADOWS_YAML, "    refresh: hook\n  end:", "    refresh: hook\n    upkeep: hook\n  end:"), "CS1014", "upkeep", /`upkeep` is not a declared phase/);
  });

  it("a step procedure may not take the name of another procedure hook", async () => {
    await expectError(edit(SHADOWS_YAML, "procedures: { 3: reveal-monster-actions }", "procedures: { 3: refresh }"), "CS1014", "refresh }", /the step procedure `refresh` has the name of the phase `refresh`'s hook/);
  });

  it("the end is checked at a declared phase", async () => {
    await expectError(edit(SHADOWS_YAML, "at: start of cleanup", "at: start of cleanout"), "CS1014", "start of cleanout", /unknown phase `cleanout`/);
  });

  it("rules and procedure are required sections", async () => {
    const yaml = edit(SHADOWS_YAML, "rules:\n  turn-order: from-leader\n  responses: { from: [hand, station-field, combat-field], stack: false }\n", "");
    game = makeGame(yaml);
    const r = await check(game);
    expect(r.exit).toBe(1);
    expect(r.out).toMatch(/error\[CS1010\].*`rules`/);
    expect(r.out).toContain(`${position(game, "game.yaml", "game: shadows")}\n`);
  });
});

describe("phases written in the effect language", () => {
  it("a phase's effect is checked like a card effect, at its position in game.yaml", async () => {
    const yaml = edit(SHADOWS_YAML, "move each card in your hand to current-deck", "move each card in your hand to current-dek");
    const out = await expectError(yaml, "CS4005", "current-dek", /unknown zone `current-dek`/);
    expect(out).toContain("did you mean `current-deck`?");
  });

  it("a phase's effect is plain statements, not an ability with a trigger", async () => {
    const yaml = edit(SHADOWS_YAML, "      effect: |\n        each player:\n", "      effect: |\n        when attacked:\n");
    await expectError(yaml, "CS1014", "when attacked", /the cleanup phase's effect cannot have a trigger/);
  });

  it("a `with` filter may name a counter; an unknown one is an error with a suggestion", async () => {
    const yaml = edit(SHADOWS_YAML, "move each card without stun in", "move each card without stunn in");
    const out = await expectError(yaml, "CS4002", "stunn in", /unknown trait `stunn`/);
    expect(out).toContain("did you mean `stun`?");
  });
});

describe("verbs the engine runs", () => {
  it("an unknown verb meaning is an error at the meaning, with a suggestion", async () => {
    const out = await expectError(edit(SHADOWS_YAML, "  move:\n    means: move\n", "  move:\n    means: mvoe\n"), "CS1014", "mvoe", /`mvoe` is not a verb meaning/);
    expect(out).toContain("did you mean `move`?");
  });

  it("an engine verb's parameters are the ones the engine reads", async () => {
    const yaml = edit(SHADOWS_YAML, "      to: { type: zone, required: true }\n  flip:", "      to: { type: player, required: true }\n  flip:");
    const out = await expectError(yaml, "CS1014", "to: { type: player, required: true }", /`to` of a verb with `means: move` is `\{ type: zone, required: true \}`/);
    expect(out).toContain("its parameters are card:");
  });

  it("a parameter the engine does not read is an error", async () => {
    const yaml = edit(SHADOWS_YAML, "      to: { type: zone, required: true }\n  flip:", "      to: { type: zone, required: true }\n      face: { type: flag, values: [up] }\n  flip:");
    await expectError(yaml, "CS1014", "face:", /`move` has no parameter `face`/);
  });

  it("`draw` works on each player's deck and hand: a game without a `deck` zone is told so", async () => {
    const verb = "verbs:\n  pick-up:\n    means: draw\n    params:\n      count: { type: number, positional: true, required: true }\n";
    const out = await expectError(edit(SHADOWS_YAML, "verbs:\n", verb), "CS1014", "means: draw\n    params:\n      count", /`means: draw` works on each player's `deck`, and the game declares no such zone/);
    expect(out).toContain("declare `deck: { per-player: true }`");
  });

  it("`discard-random` discards with the game's own `discard <card>` verb", async () => {
    const verb = "verbs:\n  drop:\n    means: discard-random\n    params:\n      count: { type: number, positional: true, required: true }\n";
    game = makeGame(edit(SHADOWS_YAML, "verbs:\n", verb));
    expect((await check(game)).exit).toBe(0);
    game.cleanup();
    const renamed = edit(edit(SHADOWS_YAML, "verbs:\n", verb), "  discard:\n    means: hook\n    params:\n      card:", "  discard:\n    means: hook\n    params:\n      it:");
    await expectError(renamed, "CS1014", "means: discard-random\n", /`means: discard-random` discards each card with the game's `discard` verb, and there is no `discard <card>` verb/);
  });

  it("`put-counters` puts declared counters only", async () => {
    const yaml = edit(SHADOWS_YAML, "amount: { type: quantity, units: [damage, stun, progress]", "amount: { type: quantity, units: [damage, stun, gold]");
    await expectError(yaml, "CS1014", "amount: { type: quantity, units: [damage, stun, gold]", /`put-counters` works on counters, and `gold` is not one/);
  });

  it("gain and spend work on resources only", async () => {
    const yaml = edit(SHADOWS_YAML, "  spend:\n    means: spend\n    params:\n      amount: { type: quantity, units: [gold,", "  spend:\n    means: spend\n    params:\n      amount: { type: quantity, units: [stun, gold,");
    await expectError(yaml, "CS1014", "amount: { type: quantity, units: [stun", /`spend` works on resources, and `stun` is not one/);
  });
});

describe("the rules section", () => {
  it("`shared-cards-act-for` names an argument some event has", async () => {
    const ok = edit(SHADOWS_YAML, "  turn-order: from-leader\n", "  turn-order: from-leader\n  shared-cards-act-for: by\n");
    game = makeGame(ok);
    expect((await check(game)).exit).toBe(0);
    game.cleanup();
    const yaml = edit(SHADOWS_YAML, "  turn-order: from-leader\n", "  turn-order: from-leader\n  shared-cards-act-for: bye\n");
    const out = await expectError(yaml, "CS1014", "bye", /no event has an argument `bye`/);
    expect(out).toContain("did you mean `by`?");
  });
});

describe("decks and entities shown by cards", () => {
  it("a deck refills from a declared zone", async () => {
    const out = await expectError(edit(SHADOWS_YAML, "item-deck: { refills-from: item-discard }", "item-deck: { refills-from: item-discards }"), "CS1014", "item-discards", /unknown zone `item-discards`/);
    expect(out).toContain("did you mean `item-discard`?");
  });

  it("a deck cannot refill from itself", async () => {
    await expectError(edit(SHADOWS_YAML, "item-deck: { refills-from: item-discard }", "item-deck: { refills-from: item-deck }"), "CS1014", "item-deck }", /a deck cannot refill from itself/);
  });

  it("`one-of-each` is true or false", async () => {
    await expectError(edit(SHADOWS_YAML, "item-deck: { refills-from: item-discard }", "item-deck: { refills-from: item-discard, one-of-each: 2 }"), "CS1010", "2 }", /one-of-each/);
  });

  it("an entity type is shown by declared kinds", async () => {
    await expectError(edit(SHADOWS_YAML, "monster: { is: entity, shown-by: [monster] }", "monster: { is: entity, shown-by: [monsters] }"), "CS1010", "monsters]", /unknown kind `monsters`/);
  });

  it("a card field of an entity needs a type shown by a kind with that field", async () => {
    const yaml = edit(SHADOWS_YAML, "each player: draw 2 + level of the monster cards", "each player: draw 2 + level of your hero cards");
    await expectError(yaml, "CS4008", "your hero cards", /`level` is a number printed on monster cards, so `level of` needs a card, got a hero/);
  });
});

describe("zone capacity", () => {
  const INVENTORY = "at-most: { Restricted: 1 }, overflow: discard,";

  it("counts declared traits or kinds", async () => {
    const out = await expectError(edit(SHADOWS_YAML, INVENTORY, "at-most: { Restrictd: 1 }, overflow: discard,"), "CS1014", "Restrictd:", /`Restrictd` is not a trait or kind/);
    expect(out).toContain("did you mean `Restricted`?");
  });

  it("a capacity needs an overflow verb", async () => {
    await expectError(edit(SHADOWS_YAML, INVENTORY, "at-most: { Restricted: 1 },"), "CS1014", "inventory:", /`inventory` has a capacity but no `overflow`/);
  });

  it("the overflow verb takes the card to remove", async () => {
    await expectError(edit(SHADOWS_YAML, INVENTORY, "at-most: { Restricted: 1 }, overflow: gain,"), "CS1014", "gain, description", /`gain` does not take a card as its first argument/);
  });

  it("`per-entity` needs a capacity and a verb that attaches", async () => {
    await expectError(edit(SHADOWS_YAML, INVENTORY, "per-entity: true,"), "CS1014", "true, description: \"equipped", /`per-entity` without `at-most`/);
    const noAttach = edit(SHADOWS_YAML, "  attach:\n    means: attach\n", "  attach:\n    means: hook\n");
    await expectError(edit(noAttach, INVENTORY, `${INVENTORY} per-entity: true,`), "CS1014", "true, description: \"equipped", /no verb attaches cards/);
  });

  const HAND = 'at-most: { by: "level of the monster", "1": 3, "2": 4, "3": 5 }';

  it("a capacity by value is an expression checked at its place in game.yaml", async () => {
    const out = await expectError(edit(SHADOWS_YAML, HAND, 'at-most: { by: "levl of the monster", "1": 3 }'), "CS4003", "levl", /unknown stat or counter `levl`/);
    expect(out).toContain("did you mean `level`?");
    await expectError(edit(SHADOWS_YAML, HAND, 'at-most: "lost-health"'), "CS4008", "lost-health", /the capacity of `hand` must be a number, got a condition/);
    await expectError(edit(SHADOWS_YAML, HAND, 'at-most: "2 +"'), "CS3001", '"2 +"', /./, 4);
  });

  it("a capacity table gives each value one count", async () => {
    await expectError(edit(SHADOWS_YAML, HAND, 'at-most: { by: "level of the monster", "1-2": 3, "2": 4 }'), "CS1014", '3, "2"', /the range 1-2 overlaps 2/);
    await expectError(edit(SHADOWS_YAML, HAND, 'at-most: { by: "level of the monster", "3-1": 3 }'), "CS1014", '"3-1": 3', /the range 3-1 runs backward/, 7);
  });

  it("a trait counted by a capacity has a meaning", async () => {
    game = makeGame(SHADOWS_YAML);
    const r = await check(game);
    expect(SHADOWS_YAML).toMatch(/ {2}Restricted: \{ description:/);
    expect(r.exit).toBe(0);
  });
});
