/**
 * `vocabulary.ts`: the game's names as string-literal unions (each backed by a readonly array,
 * so code can iterate them), the verbs interface the game's runtime implements, and `Rt`.
 */
import type CodeBlockWriter from "code-block-writer";
import type { GameContext } from "./game-context.ts";
import { writeImports } from "./imports.ts";
import { runtimeSpecifier } from "./paths.ts";
import { docComment, propertyKey, stringLiteral } from "./strings.ts";
import { paramType } from "./ts-types.ts";
import { procedureHookNames } from "../vocab/check-contract.ts";
import type { SeatingSpec, TeamSpec } from "../vocab/vocabulary.ts";

export const VOCABULARY_PATH = "vocabulary.ts";

export function writeVocabulary(w: CodeBlockWriter, game: GameContext): void {
  const v = game.vocab;
  const unions: Array<[type: string, constant: string, doc: string, values: string[]]> = [
    ["CardId", "CARD_IDS", "Every card id, in file order.", game.cards.map((c) => c.id)],
    ["Kind", "KINDS", "Card kinds.", Object.keys(v.kinds)],
    ["Trait", "TRAITS", "Trait and keyword names (cards write them with their parameter: `Delay II`).", Object.keys(v.traits)],
    ["Icon", "ICONS", "Icons.", v.icons],
    ["Stat", "STATS", "Stats.", Object.keys(v.stats)],
    ["Resource", "RESOURCES", "Resources.", Object.keys(v.resources)],
    ["Counter", "COUNTERS", "Counters and tokens.", Object.keys(v.counters)],
    ["Zone", "ZONES", "Zones.", Object.keys(v.zones)],
    ["Noun", "NOUNS", "Nouns selectors use.", Object.keys(v.nouns)],
    ["Fact", "FACTS", "Facts about the resolving effect.", Object.keys(v.facts)],
    ["EventName", "EVENT_NAMES", "Events triggers listen to.", Object.keys(v.events)],
    ["Period", "PERIODS", "Periods usage limits count over.", v.periods],
    ["Phase", "PHASES", "Phases of a round, in order.", v.phases],
    ["Step", "STEPS", "Steps inside phases.", Object.keys(v.steps)],
    ["VerbName", "VERB_NAMES", "Verbs.", Object.keys(v.verbs)],
    ["EntityType", "ENTITY_TYPES", "Entity classes.", Object.keys(v.types)],
  ];

  // Verb signatures first: they decide which runtime types to import.
  const runtimeTypes = new Set(["EffectApi", "EffectContext"]);
  const verbs = Object.entries(v.verbs).map(([name, verb]) => {
    const members = Object.entries(verb.params).map(([param, spec]) => {
      const doc = spec.description ? `${docComment(spec.description)} ` : "";
      const optional = spec.required ? "" : "?";
      return `${doc}readonly ${propertyKey(param)}${optional}: ${paramType(v, spec, runtimeTypes)};`;
    });
    const notes = [verb.description ?? "", verb.kinds ? `Only on ${verb.kinds.join(", ")} cards.` : ""].filter(Boolean);
    const args = members.length ? `{ ${members.join(" ")} }` : "Record<string, never>";
    return { doc: notes.length ? docComment(notes.join("\n")) : null, line: `${propertyKey(name)}(ctx: EffectContext, args: ${args}): void;` };
  });
  // paramType records vocabulary unions too; only the runtime's own types are imported here.
  const hookNouns = Object.entries(v.nouns).filter(([, n]) => n.means === "hook").map(([name]) => name);
  const hookFacts = Object.entries(v.facts).filter(([, f]) => f.means === "hook").map(([name]) => name);
  const defeatHooks = Object.entries(v.entities).filter(([, c]) => c.defeated?.hook).map(([name]) => name);
  if (hookNouns.length) runtimeTypes.add("Ref").add("SelectorSpec");
  if (defeatHooks.length) runtimeTypes.add("Ref");
  const imported = [...runtimeTypes].filter((t) => ["EffectApi", "EffectContext", "Quantity", "Ref", "SelectorSpec"].includes(t));
  writeImports(w, [{ specifier: runtimeSpecifier(VOCABULARY_PATH, game.opts), types: imported }]);

  for (const [type, constant, doc, values] of unions) {
    w.writeLine(docComment(doc));
    w.writeLine(`export const ${constant} = [${values.map(stringLiteral).join(", ")}] as const;`);
    w.writeLine(`export type ${type} = (typeof ${constant})[number];`);
    w.blankLine();
  }

  // The modes, when declared: what a GameModule lists for `play --mode`, the default first.
  if (v.modes && Object.keys(v.modes).length) {
    const modes = Object.entries(v.modes).map(([name, m]) => `{ name: ${stringLiteral(name)}, players: { min: ${m.players.min}, max: ${m.players.max} }${m.description ? `, description: ${stringLiteral(m.description)}` : ""}${m.team ? `, team: ${teamLiteral(m.team)}` : ""} }`);
    w.writeLine(docComment("The modes the game is played in (game.yaml `modes:`), the default first."));
    w.writeLine(`export const MODES = [${modes.join(", ")}] as const;`);
    w.writeLine("export type Mode = (typeof MODES)[number][\"name\"];");
    w.blankLine();
  }

  if (v.seating) {
    w.writeLine(docComment("Where the seats start on the map, by mode (game.yaml `seating:`; runtime/core/seating.ts)."));
    w.writeLine(`export const SEATING = ${seatingLiteral(v.seating)} as const;`);
    w.blankLine();
  }

  // Declared bounds, so a runtime keeps (and tests check) exactly what game.yaml says.
  const bounds = (section: Record<string, { min?: number; max?: number }>) =>
    Object.entries(section)
      .map(([name, b]) => {
        const parts = [b.min !== undefined ? `min: ${b.min}` : "", b.max !== undefined ? `max: ${b.max}` : ""].filter(Boolean);
        return `${propertyKey(name)}: { ${parts.join(", ")} }`;
      })
      .join(", ");
  w.writeLine(docComment("The bounds game.yaml declares for each resource; the runtime keeps values inside them."));
  w.writeLine(`export const RESOURCE_BOUNDS: Readonly<Record<Resource, { readonly min?: number; readonly max?: number }>> = { ${bounds(v.resources)} };`);
  w.blankLine();
  w.writeLine(docComment("The bounds game.yaml declares for each counter."));
  w.writeLine(`export const COUNTER_BOUNDS: Readonly<Record<Counter, { readonly min?: number; readonly max?: number }>> = { ${bounds(v.counters)} };`);
  w.blankLine();

  w.writeLine(docComment(`The verbs of ${v.title}, implemented by the game's runtime folder.`));
  w.write(`export interface ${game.verbsInterface}`).block(() => {
    for (const { doc, line } of verbs) {
      if (doc) w.writeLine(doc);
      w.writeLine(line);
    }
  });
  w.blankLine();
  const members = (names: string[], signature: string) => (names.length ? `{ ${names.map((n) => `${propertyKey(n)}${signature};`).join(" ")} }` : "Record<never, never>");
  w.writeLine(
    docComment(
      `What ${v.title}'s runtime folder supplies: one member per noun, fact and verb declared \`means: hook\`, one per procedure hook, and one per entity class whose defeat has \`hook: true\`. Implement it with \`satisfies ${game.hooksInterface}\`.`,
    ),
  );
  w.write(`export interface ${game.hooksInterface}`).block(() => {
    w.writeLine(`readonly nouns: ${members(hookNouns, "(ctx: EffectContext, spec: SelectorSpec): Ref[]")};`);
    w.writeLine(`readonly facts: ${members(hookFacts, "(ctx: EffectContext): boolean")};`);
    const hookVerbs = Object.entries(v.verbs).filter(([, verb]) => verb.means === "hook").map(([name]) => stringLiteral(name));
    w.writeLine(`readonly verbs: ${hookVerbs.length ? `Pick<${game.verbsInterface}, ${hookVerbs.join(" | ")}>` : "Record<never, never>"};`);
    if (defeatHooks.length) {
      w.writeLine(docComment("Run when an entity of the class is defeated, after its `then:` effect: `on` the entity, `by` what defeated it."));
      w.writeLine(`readonly defeated: ${members(defeatHooks, "(ctx: EffectContext, on: Ref, by: Ref): void")};`);
    }
    // `end` answers whether the game is over; the engine then runs `score`.
    const procedures = procedureHookNames(v).map((n) => `${propertyKey(n)}(): ${n === "end" ? "boolean" : "void"};`);
    w.writeLine(`readonly procedures: { ${procedures.join(" ")} };`);
  });
  w.blankLine();
  w.writeLine(docComment("The runtime API as this game's generated code sees it."));
  w.writeLine(`export type Rt = EffectApi<${game.verbsInterface}>;`);
}

/** A game's seating as the runtime reads it (runtime/core/seating.ts' Seating). */
function seatingLiteral(seating: SeatingSpec): string {
  const list = (names: readonly string[]) => `[${names.map(stringLiteral).join(", ")}]`;
  const modes = Object.entries(seating.modes).map(([mode, spec]) => {
    const ruled = spec["rule-played"];
    const rulePlayed = ruled ? `, rulePlayed: { name: ${stringLiteral(ruled.name)}, on: ${stringLiteral(ruled.on)} }` : "";
    const figures = Object.entries(spec.figures ?? {}).map(([id, f]) => `{ id: ${stringLiteral(id)}${f.each !== undefined ? `, each: ${stringLiteral(f.each)}` : ""}${f["home-of"] !== undefined ? `, homeOf: ${f["home-of"]}` : ""} }`);
    return `{ mode: ${stringLiteral(mode)}, homes: ${list(spec.homes)}${rulePlayed}, figures: [${figures.join(", ")}] }`;
  });
  return `{ figure: ${stringLiteral(seating.figure)}, sides: ${list(seating.sides ?? [])}, modes: [${modes.join(", ")}] }`;
}

/** A team mode's sharing as the runtime reads it (runtime/core/team-play.ts' TeamMode). */
function teamLiteral(team: TeamSpec): string {
  const needed = team["marks-needed"];
  if (!needed) return "{}";
  return `{ marksNeeded: { zone: ${stringLiteral(needed.zone)}, field: ${stringLiteral(needed.field)}, places: ${stringLiteral(needed.places)} } }`;
}
