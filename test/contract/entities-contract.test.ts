/**
 * The entity and damage rules of game.yaml (`entities:`, `damage:`) and the verbs, facts and
 * nouns whose meaning the engine runs from them: a copy of the Shadows vocabulary with one of
 * them broken makes `cardsmith check` exit 1 with a located CS1014 or CS1016.
 */
import { afterEach, describe, expect, it } from "vitest";
import { check, edit, expectLocatedError, makeGame, position, SHADOWS_YAML, type Game } from "./helpers.ts";

let game: Game | undefined;
afterEach(() => game?.cleanup());

async function expectError(vocabulary: string, code: string, needle: string, message: RegExp, offset = 0, nth = 0): Promise<string> {
  game = makeGame(vocabulary);
  return expectLocatedError(game, code, needle, message, offset, nth);
}

describe("verbs the engine runs", () => {
  it("`means: damage` needs an entity to damage, at the parameter", async () => {
    const yaml = edit(SHADOWS_YAML, "      to: { type: entity, required: true }\n  lose:", "      to: { type: player, required: true }\n  lose:");
    const out = await expectError(yaml, "CS1014", "to: { type: player, required: true }\n  lose:", /`to` of a verb with `means: damage` is `\{ type: entity, required: true \}`/);
    expect(out).toContain("help: `means: damage` deals damage to an entity");
  });

  it("an optional target is not enough for `damage`", async () => {
    const yaml = edit(SHADOWS_YAML, "      to: { type: entity, required: true }\n  lose:", "      to: { type: entity }\n  lose:");
    await expectError(yaml, "CS1014", "to: { type: entity }\n  lose:", /`to` of a verb with `means: damage` is `\{ type: entity, required: true \}`/);
  });

  it("a parameter the engine has no use for is an error at the parameter", async () => {
    const yaml = edit(SHADOWS_YAML, "      on: { type: entity, required: true }\n  block:", "      on: { type: entity, required: true }\n      twice: { type: bool }\n  block:");
    await expectError(yaml, "CS1014", "twice:", /`lose-health` has no parameter `twice`/);
  });

  it("`recover` in a unit that is neither a health nor the absorbing unit is an error at the amount", async () => {
    const yaml = edit(SHADOWS_YAML, "amount: { type: number, units: [health, shield],", "amount: { type: number, units: [health, gold],");
    const out = await expectError(yaml, "CS1014", "amount: { type: number, units: [health, gold]", /`recover` recovers Health or absorbing points, and `gold` is neither/);
    expect(out).toContain("units: health, shield");
    expect(SHADOWS_YAML).toContain("recover:\n    means: recover");
  });

  it("an engine verb in a game without entities is an error", async () => {
    const start = SHADOWS_YAML.indexOf("\nentities:\n");
    const end = SHADOWS_YAML.indexOf("\n# Card kinds");
    const yaml = SHADOWS_YAML.slice(0, start) + SHADOWS_YAML.slice(end);
    const out = await expectError(yaml, "CS1016", "means: damage", /`means: damage` needs the game's entities and damage rules/, 7);
    expect(out).toMatch(/`means: lose-health` needs the game's entities/);
    expect(out).toContain("declare `entities:` and `damage:`");
  });
});

describe("facts and nouns the entities answer", () => {
  it("`defeated <class>` names a declared class", async () => {
    const yaml = edit(SHADOWS_YAML, "knocked-down: { means: defeated hero,", "knocked-down: { means: defeated heroes,");
    const out = await expectError(yaml, "CS1014", "defeated heroes", /unknown entity class `heroes`/);
    expect(out).toContain("did you mean `hero`?");
  });

  it("`absorbed` needs something that absorbs damage", async () => {
    const yaml = edit(SHADOWS_YAML, "  absorb: { field: shield,", "  # absorb: { field: shield,");
    await expectError(yaml, "CS1016", "means: absorbed", /nothing absorbs damage in this game/, 7);
  });

  it("`entities <type>` names a type some class makes", async () => {
    const yaml = edit(SHADOWS_YAML, "  monster: { type: monster, means: entities monster,", "  monster: { type: monster, means: entities monstre,");
    await expectError(yaml, "CS1014", "entities monstre", /unknown type `monstre`/);
  });

  it("`entities <type>` of a type no class makes is an error", async () => {
    const yaml = edit(SHADOWS_YAML, "  creature: { type: creature, means: entities creature }", "  creature: { type: player, means: entities player }");
    await expectError(yaml, "CS1016", "entities player", /no entity class makes entities of type `player`/);
  });
});

describe("entity classes", () => {
  it("a class is an avatar or cards, not both", async () => {
    const yaml = edit(SHADOWS_YAML, "  hero:\n    avatar: hero\n", "  hero:\n    avatar: hero\n    cards: { in: [station-field] }\n");
    await expectError(yaml, "CS1016", "hero:\n    avatar", /the entity class `hero` needs exactly one of `avatar` and `cards`/);
  });

  it("a second avatar class is an error", async () => {
    const yaml = edit(SHADOWS_YAML, "  object:\n    cards: { in: [station-field], with: [Object] }\n", "  object:\n    avatar: hero\n");
    await expectError(yaml, "CS1016", "avatar: hero\n    health", /`hero` is already each player's avatar/, 8);
  });

  it("zones, traits and kinds of a card class must be declared", async () => {
    const yaml = edit(SHADOWS_YAML, "cards: { in: [station-field], with: [Creature] }", "cards: { in: [station-feld], with: [Creture] }");
    game = makeGame(yaml);
    const r = await check(game);
    expect(r.exit).toBe(1);
    expect(r.out).toContain(`${position(game, "game.yaml", "station-feld")}\n`);
    expect(r.out).toContain(`${position(game, "game.yaml", "Creture")}\n`);
    expect(r.out).toMatch(/unknown zone `station-feld`[\s\S]*did you mean `station-field`\?/);
    expect(r.out).toMatch(/unknown trait `Creture`[\s\S]*did you mean `Creature`\?/);
  });

  it("an avatar's health is one of its stats", async () => {
    const yaml = edit(SHADOWS_YAML, "    stats: { field: stats, plus: [inventory] }   # the Hero card's stats plus the equipped Items'\n    health: health", "    stats: { field: stats, plus: [inventory] }   # the Hero card's stats plus the equipped Items'\n    health: vigour");
    await expectError(yaml, "CS1014", "health: vigour", /`vigour` is not a stat/, 8);
  });

  it("an avatar adds the stats of its player's own zones only", async () => {
    const yaml = edit(SHADOWS_YAML, "stats: { field: stats, plus: [inventory] }", "stats: { field: stats, plus: [market] }");
    await expectError(yaml, "CS1016", "market] }", /`market` is not a per-player zone/);
  });

  it("a reward with what the engine cannot give needs the class's hook", async () => {
    const yaml = edit(SHADOWS_YAML, "      hook: true                       # the Random Items of its reward\n", "");
    const out = await expectError(yaml, "CS1016", "reward: reward\n      with", /the engine gives resources only, not `random-item`/, 8);
    expect(out).toContain("add `hook: true`");
  });

  it("a defeat event takes `on` and `by` only", async () => {
    const yaml = edit(SHADOWS_YAML, "  condition-met: { raised-by: [remove],", "  condition-met: { raised-by: [remove], args: { with: entity },");
    const broken = edit(yaml, "defeated: { goes-to: unused, reward: reward }", "defeated: { goes-to: unused, reward: reward, event: condition-met }");
    await expectError(broken, "CS1016", "condition-met }", /the engine cannot give `condition-met` its argument `with: entity`/);
  });

  it("absorbing points lie in the defender's own zones", async () => {
    const yaml = edit(SHADOWS_YAML, "in: [station-field, combat-field, inventory, status], unit: shield", "in: [station-field, market], unit: shield");
    await expectError(yaml, "CS1016", "market], unit", /`market` is not a per-player zone/);
  });

  it("a `then:` effect is checked like a card's, at its position in game.yaml", async () => {
    const yaml = edit(SHADOWS_YAML, "            gain 1 gold to instigator\n      hook: true", "            gian 1 gold to instigator\n      hook: true");
    const out = await expectError(yaml, "CS4001", "gian 1 gold to instigator", /unknown verb `gian`/);
    expect(out).toContain("did you mean `gain`?");
  });

  it("an avatar stays with its player: no `goes-to`", async () => {
    const yaml = edit(SHADOWS_YAML, "      says: KnockedDown\n", "      says: KnockedDown\n      goes-to: box\n");
    await expectError(yaml, "CS1016", "box\n      event: knocked-down", /an avatar stays with its player/);
  });
});

describe("more rules the engine runs from data", () => {
  it("a prompt (`says`) names only the event's arguments and payload fields", async () => {
    const yaml = edit(SHADOWS_YAML, 'says: "{by} attacks {on} for {amount}"', 'says: "{by} attacks {on} for {damage}"');
    const out = await expectError(yaml, "CS1014", '"{by} attacks', /`\{damage\}`: `attacked` has no argument or payload field `damage`/);
    expect(out).toContain("it carries: on, by, amount");
  });

  it("`controller <arg>` names an argument some event has", async () => {
    const yaml = edit(SHADOWS_YAML, "means: controller by,", "means: controller bye,");
    const out = await expectError(yaml, "CS1014", "controller bye", /no event has an argument `bye`/);
    expect(out).toContain("did you mean `by`?");
  });

  it("`with` names other card-entity classes", async () => {
    const yaml = edit(SHADOWS_YAML, "with: [monster-creature]", "with: [monster-creatures]");
    await expectError(yaml, "CS1014", "monster-creatures]", /unknown entity class `monster-creatures`/);
    game?.cleanup();
    const self = edit(SHADOWS_YAML, "with: [monster-creature]", "with: [hero]");
    await expectError(self, "CS1016", "with: [hero]", /`hero` cannot fall with `monster`/, 7);
  });

  it("an avatar's `signature` is a field naming its kind of card", async () => {
    const yaml = edit(SHADOWS_YAML, "    signature: hero ", "    signature: epithet ");
    await expectError(yaml, "CS1014", "epithet ", /no card kind has a field `epithet` naming a `hero` card/);
  });
});
