/**
 * Reads and checks a game's `game.yaml`. Beyond its schema, a vocabulary must be consistent:
 * types named by nouns and parameters exist, refs name declared kinds, and no name collides
 * with a reserved word of the effect language.
 */
import { isScalar } from "yaml";
import { KEYWORDS, type ParseResult, type Program } from "../../dsl/index.ts";
import type { CheckedCapacity, CheckedEffect, CheckedFactCondition, CheckedPlaceAdvice } from "../check/checked.ts";
import { checkCapacities } from "./check-capacity.ts";
import { checkFactConditions } from "./check-fact-conditions.ts";
import { checkPlaceAdvice } from "./check-place-advice.ts";
import { EffectChecker } from "../check/effect-checker.ts";
import type { Diagnostic, SourceSpan } from "../diagnostics/diagnostic.ts";
import { ajvDiagnostics, compileSchema } from "../schema/ajv-diagnostics.ts";
import { documentLocator } from "../source/card-locator.ts";
import { scalarOffsetMap } from "../source/scalar-offsets.ts";
import { nodeAtPath, nodeRange, parseYamlFile, keyNode, type YamlFile } from "../source/yaml-file.ts";
import { saveVocabularyValue, savedVocabularyValue } from "./vocabulary-value-cache.ts";
import { RuleTextTrees } from "./rule-text-trees.ts";
import { didYouMean } from "../check/suggest.ts";
import { checkContract } from "./check-contract.ts";
import { checkDeckRules } from "../decks/check-deck-rules.ts";
import { checkLayout } from "./check-layout.ts";
import { VOCABULARY_SCHEMA } from "./meta-schema.ts";
import { COMMON_FIELDS, SETUP_EFFECT, type FieldType, type Vocabulary } from "./vocabulary.ts";

/** A vocabulary with its rules checked: each trait's compiled `after-use` effect, by trait, and each phase's effect, by phase. */
export interface LoadedVocabulary {
  vocab: Vocabulary;
  afterUse: Map<string, CheckedEffect>;
  /** The phases' effects by phase, and the setup's (after its hook) under SETUP_EFFECT. */
  phaseEffects: Map<string, CheckedEffect>;
  /** Each entity class's compiled `defeated: then:` effect, by class. */
  defeatEffects: Map<string, CheckedEffect>;
  /** Zone capacities that depend on a value. */
  capacities: CheckedCapacity[];
  /** Facts declared as conditions (`means: condition`). */
  factConditions: CheckedFactCondition[];
  /** The place advice rows written in the effect language. */
  placeAdvice: CheckedPlaceAdvice[];
  /** Where a declaration of game.yaml is (its key with `onKey`), for diagnostics found later. */
  spanAt(path: Array<string | number>, onKey: boolean): SourceSpan;
}

/** Compiled when first needed (not on import), so a command can first name the schema cache. */
let vocabularyValidator: ReturnType<typeof compileSchema> | undefined;
const vocabularyValidatorOnce = () => (vocabularyValidator ??= compileSchema(VOCABULARY_SCHEMA));
const BUILTIN_PARAM_TYPES = ["number", "bool", "quantity", "flag", "zone", "icon", "card-id"];
const RESERVED = new Set<string>(KEYWORDS);

export function loadVocabulary(path: string, text: string, diagnostics: Diagnostic[]): Vocabulary | undefined {
  return loadGameVocabulary(path, text, diagnostics)?.vocab;
}

/**
 * Reads game.yaml. Structural errors (CS1010) stop here; contract errors (a noun with no meaning,
 * an event nothing raises) are reported but the vocabulary is still returned, so cards are checked
 * against it too (a trigger on an unraised event is reported at the trigger).
 */
export function loadGameVocabulary(path: string, text: string, diagnostics: Diagnostic[]): LoadedVocabulary | undefined {
  const before = diagnostics.length;
  // The data from the cache when this text parsed cleanly before; the YAML document (positions,
  // for diagnostics only) is then parsed when first needed.
  let file: YamlFile | undefined;
  let value: unknown;
  const saved = savedVocabularyValue(text);
  /** Whether the data can be saved: it came from the cache, or parsed without a problem. */
  let cleanData = saved !== undefined;
  if (saved) value = saved.value;
  else {
    file = parseYamlFile(path, text, diagnostics);
    const first = file.documents[0];
    if (!first) {
      if (diagnostics.length === before) {
        diagnostics.push({ code: "CS1010", severity: "error", message: "the game vocabulary is empty", span: file.source.span(0) });
      }
      return undefined;
    }
    value = first.value;
    cleanData = diagnostics.length === before && file.documents.length === 1;
  }
  // The rules' effect texts and expressions: trees saved with the data are taken, the others parsed.
  const trees = new RuleTextTrees(saved?.trees);
  const yaml = () => (file ??= parseYamlFile(path, text, []));
  const doc = () => yaml().documents[0].doc;
  // Data kept as valid is not validated again (no ajv defaults or coercion: validating changes nothing).
  if (!saved?.valid) {
    const validateVocabulary = vocabularyValidatorOnce();
    const valid = validateVocabulary(value);
    if (cleanData && !saved) saveVocabularyValue(text, { value, valid });
    if (!valid) {
      for (const d of ajvDiagnostics(validateVocabulary.errors ?? [], documentLocator(doc(), yaml().source), VOCABULARY_SCHEMA as never)) {
        diagnostics.push({ ...d, code: "CS1010", message: `game vocabulary: ${d.message}` });
      }
      return undefined;
    }
  }
  // Names from game.yaml index these objects everywhere: without a prototype, `constructor` or
  // `toString` is never mistaken for a declared noun, verb or zone.
  const raw = withoutPrototypes(value) as Partial<Vocabulary>;
  const vocab: Vocabulary = {
    game: raw.game!,
    title: raw.title!,
    players: raw.players ?? { min: 1, max: 8 },
    ...(raw.modes && { modes: raw.modes }),
    types: raw.types ?? empty(),
    stats: raw.stats ?? empty(),
    resources: raw.resources ?? empty(),
    counters: raw.counters ?? empty(),
    zones: raw.zones ?? empty(),
    periods: raw.periods ?? [],
    phases: raw.phases ?? [],
    steps: raw.steps ?? empty(),
    icons: raw.icons ?? [],
    traits: raw.traits ?? empty(),
    nouns: raw.nouns ?? empty(),
    facts: raw.facts ?? empty(),
    events: raw.events ?? empty(),
    verbs: raw.verbs ?? empty(),
    kinds: raw.kinds ?? empty(),
    entities: raw.entities ?? empty(),
    ...(raw.damage ? { damage: raw.damage } : {}),
    ...(raw.map ? { map: raw.map } : {}),
    ...(raw.contests ? { contests: raw.contests } : {}),
    ...(raw.ranking ? { ranking: raw.ranking } : {}),
    ...(raw["free-actions"] ? { "free-actions": raw["free-actions"] } : {}),
    ...(raw.advice ? { advice: raw.advice } : {}),
    ...(raw.seating ? { seating: raw.seating } : {}),
    ...(raw.rolls ? { rolls: raw.rolls } : {}),
    rules: raw.rules!,
    procedure: raw.procedure!,
    ...(raw.scenario ? { scenario: raw.scenario } : {}),
    ...(raw.decks ? { decks: raw.decks } : {}),
    ...(raw.layout ? { layout: raw.layout } : {}),
  };
  const spanAt = (path: Array<string | number>, onKey: boolean) => {
    const parentPath = path.slice(0, -1);
    const { node } = nodeAtPath(doc(), onKey ? parentPath : path);
    const target = onKey ? (keyNode(node, String(path[path.length - 1])) ?? node) : node;
    const [s, e] = nodeRange(target);
    return yaml().source.span(s, e);
  };
  const problem = (path: Array<string | number>, message: string, help?: string, onKey = false) => {
    diagnostics.push({ code: "CS1010", severity: "error", message: `game vocabulary: ${message}`, span: spanAt(path, onKey), help });
  };
  checkConsistency(vocab, problem);
  checkLayout(vocab, problem);
  if (diagnostics.length !== before) return undefined;
  checkContract(vocab, (code, path, message, help, onKey = false) => {
    diagnostics.push({ code, severity: "error", message, span: spanAt(path, onKey), help });
  });
  checkDeckRules(vocab, (path, message, help) => {
    diagnostics.push({ code: "CS7001", severity: "error", message, span: spanAt(path, false), help });
  });
  /** Diagnostics inside an effect text of game.yaml land on its own characters. */
  const reporter = (path: Array<string | number>): SpanReport => (code, message, start, end, help, label) => {
    const { node } = nodeAtPath(doc(), path);
    let span = spanAt(path, false);
    if (isScalar(node)) {
      const map = scalarOffsetMap(text, node);
      span = yaml().source.span(map(start), map(end));
    }
    diagnostics.push({ code, severity: "error", message, span, help, label });
  };
  const afterUse = new Map<string, CheckedEffect>();
  for (const [trait, spec] of Object.entries(vocab.traits)) {
    const text = spec["after-use"];
    if (text === undefined) continue;
    const numeric = ["number", "roman", "multiplier"].includes(spec.param ?? "");
    const rule = { field: `traits.${trait}.after-use`, what: "an after-use effect", example: "`put N stun on this`", numbers: numeric ? ["N"] : [] };
    const checked = checkRuleEffect(vocab, rule, trees.effect(text), text, reporter(["traits", trait, "after-use"]));
    if (checked) afterUse.set(trait, checked);
  }
  const phaseEffects = new Map<string, CheckedEffect>();
  for (const [phase, body] of Object.entries(vocab.procedure.phases)) {
    if (body === "hook" || !("effect" in body)) continue;
    const rule = { field: `procedure.phases.${phase}.effect`, what: `the ${phase} phase's effect`, example: "`each player: draw 2 cards`", numbers: [] };
    const checked = checkRuleEffect(vocab, rule, trees.effect(body.effect), body.effect, reporter(["procedure", "phases", phase, "effect"]));
    if (checked) phaseEffects.set(phase, checked);
  }
  // The setup's effect, after its hook: kept beside the phases' under `setup` (no phase may be named so: it is a procedure hook).
  const setup = vocab.procedure.setup;
  if (setup !== "hook") {
    const rule = { field: "procedure.setup.effect", what: "the setup's effect", example: "`each player: draw 5 cards`", numbers: [] };
    const checked = checkRuleEffect(vocab, rule, trees.effect(setup.effect), setup.effect, reporter(["procedure", "setup", "effect"]));
    if (checked) phaseEffects.set(SETUP_EFFECT, checked);
  }
  const defeatEffects = new Map<string, CheckedEffect>();
  for (const [cls, spec] of Object.entries(vocab.entities)) {
    const text = spec.defeated?.then;
    if (text === undefined) continue;
    const rule = { field: `entities.${cls}.defeated.then`, what: "a defeat effect", example: "`gain 1 gold to instigator`", numbers: [], event: spec.defeated?.event };
    const checked = checkRuleEffect(vocab, rule, trees.effect(text), text, reporter(["entities", cls, "defeated", "then"]));
    if (checked) defeatEffects.set(cls, checked);
  }
  const capacities = checkCapacities(vocab, reporter, trees);
  const factConditions = checkFactConditions(vocab, reporter, trees);
  const placeAdvice = checkPlaceAdvice(vocab, reporter, trees);
  if (trees.parsedNow && cleanData) saveVocabularyValue(text, { value, valid: true, trees: trees.saved() });
  return { vocab, afterUse, phaseEffects, defeatEffects, capacities, factConditions, placeAdvice, spanAt };
}

type SpanReport = (code: string, message: string, start: number, end: number, help?: string, label?: string) => void;

/** An effect text in the rules (a trait's `after-use`, a phase's `effect`). */
interface RuleEffect {
  field: string;
  /** How messages name it. */
  what: string;
  example: string;
  /** Numbers bound by the rule (`N`, a trait's parameter). */
  numbers: string[];
  /** The event it runs as the trigger of (a defeat effect: the class's defeat event). */
  event?: string;
}

/** An effect text of the rules: plain statements run once (no trigger, cost or continuous modifier). */
function checkRuleEffect(vocab: Vocabulary, rule: RuleEffect, parsed: ParseResult<Program>, text: string, report: SpanReport): CheckedEffect | undefined {
  const codes = { syntax: "CS3001", lex: "CS3002", indent: "CS3003", limit: "CS1003" } as const;
  for (const p of parsed.problems) report(codes[p.kind], p.message, p.start, p.end, p.help);
  if (parsed.problems.length || !parsed.ast) return undefined;
  const program = parsed.ast;
  const [ability, extra] = program.abilities;
  const plain = `${rule.what} is plain statements, such as ${rule.example}`;
  if (!ability || extra) {
    report("CS1014", `${rule.what} must be one effect`, 0, text.length, plain);
    return undefined;
  }
  if (ability.trigger || ability.options.length) {
    report("CS1014", `${rule.what} cannot have a trigger, cost or usage limit`, ability.span.start, ability.span.end, plain);
    return undefined;
  }
  const held = ability.body.find((s) => s.kind === "Modify" || s.kind === "Require");
  if (held) {
    report("CS1014", `${rule.what} runs once: it cannot hold a continuous modifier or requirement`, held.span.start, held.span.end, plain);
    return undefined;
  }
  const checker = new EffectChecker({
    vocab,
    kind: null,
    cardIds: new Set(),
    numbers: rule.numbers,
    event: rule.event,
    report: (code, message, span, help, label) => report(code, message, span.start, span.end, help, label),
  });
  const { names, params } = checker.checkProgram(program);
  return { field: rule.field, program, names, params };
}

const empty = <T>(): Record<string, T> => Object.create(null) as Record<string, T>;

/** A copy of YAML data whose mappings have no prototype. */
function withoutPrototypes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPrototypes);
  if (typeof value !== "object" || value === null) return value;
  const out = Object.create(null) as Record<string, unknown>;
  for (const [k, v] of Object.entries(value)) out[k] = withoutPrototypes(v);
  return out;
}

type Problem = (path: Array<string | number>, message: string, help?: string, onKey?: boolean) => void;

function checkConsistency(v: Vocabulary, problem: Problem): void {
  const types = Object.keys(v.types);
  const kinds = Object.keys(v.kinds);
  for (const [section, names] of Object.entries({
    stats: Object.keys(v.stats),
    resources: Object.keys(v.resources),
    counters: Object.keys(v.counters),
    zones: Object.keys(v.zones),
    nouns: Object.keys(v.nouns),
    facts: Object.keys(v.facts),
    events: Object.keys(v.events),
    verbs: Object.keys(v.verbs),
  })) {
    for (const n of names) {
      if (RESERVED.has(n)) problem([section, n], `\`${n}\` is a reserved word of the effect language`, "choose another name", true);
    }
  }
  for (const [t, spec] of Object.entries(v.types)) {
    if (spec.is && !v.types[spec.is]) problem(["types", t, "is"], `unknown type \`${spec.is}\``, didYouMean(spec.is, types));
    for (const [i, k] of (spec["shown-by"] ?? []).entries()) {
      if (!v.kinds[k]) problem(["types", t, "shown-by", i], `unknown kind \`${k}\``, didYouMean(k, kinds));
    }
    const from = spec["traits-from"];
    if (from) {
      const zones = Object.keys(v.zones);
      if (t !== "player") problem(["types", t, "traits-from"], `only a player takes traits from the cards in front of them, and \`${t}\` is no player`, "declare `traits-from` on the `player` type");
      if (!Object.hasOwn(v.zones, from.zone)) problem(["types", t, "traits-from", "zone"], `unknown zone \`${from.zone}\``, didYouMean(from.zone, zones));
      else if (!v.zones[from.zone]["per-player"]) problem(["types", t, "traits-from", "zone"], `\`${from.zone}\` is a zone nobody owns`, "a player's traits come from a zone each player has (`per-player: true`)");
      for (const [i, k] of from.kinds.entries()) if (!v.kinds[k]) problem(["types", t, "traits-from", "kinds", i], `unknown kind \`${k}\``, didYouMean(k, kinds));
    }
  }
  for (const [n, spec] of Object.entries(v.nouns)) {
    if (!v.types[spec.type]) problem(["nouns", n, "type"], `unknown type \`${spec.type}\``, didYouMean(spec.type, types));
  }
  const argTypes = [...types, ...BUILTIN_PARAM_TYPES];
  for (const [e, spec] of Object.entries(v.events)) {
    for (const [label, t] of Object.entries({ ...spec.args, ...spec.payload })) {
      if (!argTypes.includes(t)) problem(["events", e, spec.args?.[label] ? "args" : "payload", label], `unknown type \`${t}\``, didYouMean(t, argTypes));
    }
  }
  for (const [e, spec] of Object.entries(v.events)) {
    for (const [i, k] of (spec.kinds ?? []).entries()) {
      if (!v.kinds[k]) problem(["events", e, "kinds", i], `unknown card kind \`${k}\``, didYouMean(k, kinds));
    }
  }
  for (const [verb, spec] of Object.entries(v.verbs)) {
    const positional = Object.entries(spec.params).filter(([, p]) => p.positional);
    if (positional.length > 1) problem(["verbs", verb, "params"], `verb \`${verb}\` declares ${positional.length} positional parameters; at most one is allowed`);
    for (const [p, ps] of Object.entries(spec.params)) {
      if (!argTypes.includes(ps.type)) problem(["verbs", verb, "params", p, "type"], `unknown parameter type \`${ps.type}\``, didYouMean(ps.type, argTypes));
      if (ps.type === "quantity" && !ps.units?.length) problem(["verbs", verb, "params", p], "a quantity parameter needs `units`");
      if (ps.type === "flag" && !ps.values?.length) problem(["verbs", verb, "params", p], "a flag parameter needs `values`");
    }
    for (const [i, k] of (spec.kinds ?? []).entries()) {
      if (!v.kinds[k]) problem(["verbs", verb, "kinds", i], `unknown card kind \`${k}\``, didYouMean(k, kinds));
    }
  }
  // A synonym only feeds the "did you mean" hint, so it must point at exactly one verb.
  const synonymOf = new Map<string, string>();
  for (const [verb, spec] of Object.entries(v.verbs)) {
    for (const [i, word] of (spec.synonyms ?? []).entries()) {
      const at = ["verbs", verb, "synonyms", i];
      if (Object.hasOwn(v.verbs, word)) problem(at, `\`${word}\` is a verb of this game, so it cannot be a synonym of \`${verb}\``);
      else if (synonymOf.has(word)) problem(at, `\`${word}\` is already a synonym of \`${synonymOf.get(word)}\``);
      else synonymOf.set(word, verb);
    }
  }
  for (const [k, spec] of Object.entries(v.kinds)) {
    for (const [f, ft] of Object.entries(spec.fields)) {
      if (Object.hasOwn(COMMON_FIELDS, f)) problem(["kinds", k, "fields", f], `every card already has the field \`${f}\``, `choose another name (${Object.keys(COMMON_FIELDS).join(", ")} are every card's)`, true);
      checkFieldType(v, ft, ["kinds", k, "fields", f], problem);
    }
  }
  checkBoundsOrder(v, [], problem);
  for (const [mode, spec] of Object.entries(v.modes ?? {})) {
    const { min, max } = spec.players;
    if (min < v.players.min || max > v.players.max) problem(["modes", mode, "players"], `the ${mode} mode is for ${min}-${max} players, outside the game's ${v.players.min}-${v.players.max}`, "a mode's players are some of the game's");
    checkMarksNeeded(v, mode, spec.team?.["marks-needed"], problem);
  }
  for (const [s, spec] of Object.entries(v.steps)) {
    if (!v.phases.includes(spec.phase)) problem(["steps", s, "phase"], `unknown phase \`${spec.phase}\``, didYouMean(spec.phase, v.phases));
  }
}

/** `{ min: 5, max: 2 }` anywhere in game.yaml (players, resources, counters, fields): nothing fits. */
function checkBoundsOrder(node: unknown, path: Array<string | number>, problem: Problem): void {
  if (typeof node !== "object" || node === null) return;
  const { min, max } = node as { min?: unknown; max?: unknown };
  if (typeof min === "number" && typeof max === "number" && min > max) problem([...path, "min"], `\`min: ${min}\` is above \`max: ${max}\`: no value fits`, "swap the two bounds");
  for (const [key, value] of Object.entries(node)) checkBoundsOrder(value, [...path, Array.isArray(node) ? Number(key) : key], problem);
}

function checkFieldType(v: Vocabulary, ft: FieldType, path: Array<string | number>, problem: Problem): void {
  if (ft.type === "ref") {
    for (const [i, k] of ft.to.entries()) {
      if (!v.kinds[k]) problem([...path, "to", i], `unknown card kind \`${k}\``, didYouMean(k, Object.keys(v.kinds)));
    }
  } else if (ft.type === "list") {
    if (!ft.of) problem(path, "a list field needs `of`");
    else checkFieldType(v, ft.of, [...path, "of"], problem);
  } else if (ft.type === "map") {
    if (!ft.keys) problem(path, "a map field needs `keys`");
    if (!ft.values) problem(path, "a map field needs `values`");
    else checkFieldType(v, ft.values, [...path, "values"], problem);
  } else if (ft.type === "enum" && !Array.isArray((ft as { values?: unknown }).values)) {
    problem(path, "an enum field needs a list of `values`");
  }
}

/** A team mode's `marks-needed`: both zones declared, and the field a list of whole numbers on some kind. */
function checkMarksNeeded(v: Vocabulary, mode: string, needed: { zone: string; field: string; places: string } | undefined, problem: Problem): void {
  if (!needed) return;
  const at = ["modes", mode, "team", "marks-needed"];
  for (const key of ["zone", "places"] as const) {
    if (!Object.hasOwn(v.zones, needed[key])) problem([...at, key], `unknown zone \`${needed[key]}\``, didYouMean(needed[key], Object.keys(v.zones)));
  }
  const isCountList = (ft: FieldType | undefined) => ft?.type === "list" && ft.of.type === "int";
  if (!Object.values(v.kinds).some((k) => Object.hasOwn(k.fields, needed.field) && isCountList(k.fields[needed.field]))) {
    problem([...at, "field"], `no kind has a field \`${needed.field}\` listing whole numbers`, "declare it on the kind of the card in the zone: `{ type: list, of: { type: int } }`");
  }
}
