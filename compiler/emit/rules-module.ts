/**
 * `rules.ts`: the game's rules as data (`RULES: GameRules<Rt>`, the type in runtime/core/rules.ts),
 * from the rules sections of game.yaml. Trait `after-use` texts compile to functions like card
 * effects, with the effect-language variable `N` bound to the trait's parameter.
 */
import type CodeBlockWriter from "code-block-writer";
import { dieSides, rangeOf } from "../vocab/check-roll-tables.ts";
import { overflowParam, procedureHookNames, parseLimit } from "../vocab/check-contract.ts";
import { classType } from "../vocab/check-entities.ts";
import { stepRange } from "../vocab/check-map.ts";
import { isSingleCapacity, placeMapOf, SETUP_EFFECT, spaceMapOf, type Capacity, type RanksFormingSpec, type Vocabulary } from "../vocab/vocabulary.ts";
import type { CheckedCapacity, CheckedEffect, CheckedFactCondition, CheckedPlaceAdvice } from "../check/checked.ts";
import { printExpr } from "../../dsl/index.ts";
import { expr } from "./expressions.ts";
import { Scope, type Gen } from "./context.ts";
import { EmitError } from "./errors.ts";
import type { GameContext } from "./game-context.ts";
import { RUNTIME_TYPES, writeImports } from "./imports.ts";
import { ModuleBuilder, newWriter } from "./module-builder.ts";
import { NameAllocator, camelCase, safeName } from "./names.ts";
import { importSpecifier, runtimeModuleSpecifier, runtimeSpecifier } from "./paths.ts";
import { printStatements } from "./printing.ts";
import { writeStatements } from "./statements.ts";
import { docComment, numberLiteral, propertyKey, stringLiteral } from "./strings.ts";
import { VOCABULARY_PATH } from "./vocabulary-module.ts";

export const RULES_PATH = "rules.ts";

const list = (items: readonly string[]) => `[${items.join(", ")}]`;
const strings = (items: readonly string[]) => list(items.map(stringLiteral));
const numbers = (items: readonly number[]) => list(items.map(numberLiteral));
const orNull = (value: string | undefined) => (value === undefined ? "null" : stringLiteral(value));
/**
 * The rules.ts types the literal's records are annotated with (`Record<string, VerbEvent>`), so the
 * module imports just what the rules it emits use, read off what was emitted rather than judged again.
 */
const recordTypes = (literal: string) => [...literal.matchAll(/Record<string, ([A-Z]\w*)[<>]/g)].map((match) => match[1]);
/** Names from game.yaml key these objects: no prototype, so no name can reach Object.prototype. */
const nullProto = (entries: string[], type: string) => `Object.assign(Object.create(null) as ${type}, { ${entries.join(", ")} })`;

export function rulesModule(game: GameContext, afterUse: ReadonlyMap<string, CheckedEffect>, phaseEffects: ReadonlyMap<string, CheckedEffect>, defeatEffects: ReadonlyMap<string, CheckedEffect> = new Map(), capacities: readonly CheckedCapacity[] = [], factConditions: readonly CheckedFactCondition[] = [], placeAdvice: readonly CheckedPlaceAdvice[] = []): string {
  const v = game.vocab;
  const m = new ModuleBuilder(new NameAllocator(["RULES"]));
  const afterUseFns = new Map<string, string>();
  for (const [trait, effect] of afterUse) afterUseFns.set(trait, afterUseFunction(m, v, trait, effect));
  const phaseFns = new Map<string, string>();
  for (const [phase, effect] of phaseEffects) phaseFns.set(phase, phaseFunction(m, v, phase, effect));
  const defeatFns = new Map<string, string>();
  for (const [cls, effect] of defeatEffects) defeatFns.set(cls, defeatFunction(m, v, cls, effect));
  const capacityFns = new Map<string, string>();
  for (const c of capacities) capacityFns.set(capacityKey(c.zone, c.of), capacityFunction(m, v, c));
  const factFns = new Map<string, string>();
  for (const c of factConditions) factFns.set(c.field, factConditionFunction(m, v, c));
  m.body.writeLine(docComment(`The rules of ${v.title} as data, run by the engine in runtime/core/.`));
  const adviceFns = placeAdviceFunctions(m, v, placeAdvice);
  const literal = rulesLiteral(v, afterUseFns, phaseFns, defeatFns, capacityFns, factFns, adviceFns);
  m.body.writeLine(`export const RULES: GameRules<Rt> = ${literal};`);
  m.uses.types.add("Rt");

  const types = [...m.uses.types];
  const imports = newWriter();
  writeImports(imports, [
    { specifier: runtimeSpecifier(RULES_PATH, game.opts), types: types.filter((t) => RUNTIME_TYPES.has(t)), values: m.uses.runtimeValues },
    { specifier: rulesTypeSpecifier(game), types: ["GameRules", ...recordTypes(literal)] },
    { specifier: importSpecifier(RULES_PATH, VOCABULARY_PATH), types: types.filter((t) => !RUNTIME_TYPES.has(t)) },
  ]);
  return imports.toString() + m.body.toString();
}

/** runtime/core/rules.ts, found next to the runtime API module. */
function rulesTypeSpecifier(game: GameContext): string {
  return runtimeModuleSpecifier(RULES_PATH, "core/rules", game.opts);
}

function afterUseFunction(m: ModuleBuilder, vocab: Vocabulary, trait: string, effect: CheckedEffect): string {
  const body = effect.program.abilities[0]?.body;
  if (!body) throw new EmitError(`the after-use effect of ${trait} is empty`);
  const g: Gen = { vocab, names: effect.names, params: effect.params, event: null, uses: m.uses };
  const base = `${safeName(camelCase(trait), "trait")}AfterUse`;
  return m.addFunction(
    base,
    "void",
    `${trait}, after use: ${printStatements(body).replace(/\n/g, " ")}`,
    (w: CodeBlockWriter) => {
      const scope = Scope.forFunction();
      const n = scope.declare("N", false);
      w.writeLine(`const ${n.ts} = n;`);
      writeStatements(w, g, scope, body);
    },
    "n: number",
  );
}

/** A phase written in the effect language: run once per round by the engine, as the first player in turn order. */
function phaseFunction(m: ModuleBuilder, vocab: Vocabulary, phase: string, effect: CheckedEffect): string {
  const body = effect.program.abilities[0]?.body;
  if (!body) throw new EmitError(`the effect of the phase ${phase} is empty`);
  const g: Gen = { vocab, names: effect.names, params: effect.params, event: null, uses: m.uses };
  return m.addFunction(`${safeName(camelCase(phase), "phase")}Phase`, "void", `The ${phase} phase: ${printStatements(body).replace(/\n/g, " ")}`, (w: CodeBlockWriter) => {
    writeStatements(w, g, Scope.forFunction(), body);
  });
}

/** An entity class's `defeated: then:` effect: run with the defeat event as its trigger. */
function defeatFunction(m: ModuleBuilder, vocab: Vocabulary, cls: string, effect: CheckedEffect): string {
  const body = effect.program.abilities[0]?.body;
  if (!body) throw new EmitError(`the defeat effect of ${cls} is empty`);
  const event = vocab.entities[cls].defeated?.event ?? null;
  const g: Gen = { vocab, names: effect.names, params: effect.params, event, uses: m.uses };
  return m.addFunction(`${safeName(camelCase(cls), "entity")}Defeated`, "void", `${cls}, when defeated: ${printStatements(body).replace(/\n/g, " ")}`, (w: CodeBlockWriter) => {
    writeStatements(w, g, Scope.forFunction(), body);
  });
}

/** A fact meaning `condition`: its `if:` as a function, judged as the acting player on the event it is asked on. */
function factConditionFunction(m: ModuleBuilder, vocab: Vocabulary, c: CheckedFactCondition): string {
  const g: Gen = { vocab, names: c.names, params: new Map(), event: c.event, uses: m.uses };
  return m.addFunction(`${safeName(camelCase(c.field), "fact")}Fact`, "boolean", `The fact ${c.field}: ${printExpr(c.expr)}`, (w: CodeBlockWriter) => {
    w.writeLine(`return ${expr(g, Scope.forFunction(), c.expr)};`);
  });
}

/** `{ kind: "condition", holds }` for a fact declared as a condition. */
function conditionFact(name: string, factFns: ReadonlyMap<string, string>): string {
  const fn = factFns.get(name);
  if (!fn) throw new EmitError(`the condition of the fact ${name} was not checked`);
  return `{ kind: "condition", holds: ${fn} }`;
}

/** A place advice row's condition and worth as functions (the row's key `<type>|<row>`), judged as the player with the place's card as `this`. */
function placeAdviceFunctions(m: ModuleBuilder, vocab: Vocabulary, rows: readonly CheckedPlaceAdvice[]): Map<string, { holds: string | null; worth: string | null }> {
  const out = new Map<string, { holds: string | null; worth: string | null }>();
  for (const r of rows) {
    const name = `${safeName(camelCase(r.type), "type")}Place${r.row + 1}`;
    const fn = (c: NonNullable<CheckedPlaceAdvice["worth"]>, what: string, type: "boolean" | "number") => {
      const g: Gen = { vocab, names: c.names, params: new Map(), event: null, uses: m.uses };
      return m.addFunction(`${name}${what}`, type, `Advice on ${r.type}, place row ${r.row + 1}: ${printExpr(c.expr)}`, (w: CodeBlockWriter) => {
        w.writeLine(`return ${expr(g, Scope.forFunction(), c.expr)};`);
      });
    };
    out.set(`${r.type}|${r.row}`, { holds: r.condition && fn(r.condition, "If", "boolean"), worth: r.worth && fn(r.worth, "Worth", "number") });
  }
  return out;
}

/** `moveAdvice: { <type>: { near, stay, price, each, places } }` when the game declares advice on moves (runtime/core/place-advice.ts). */
function moveAdviceRules(v: Vocabulary, adviceFns: ReadonlyMap<string, { holds: string | null; worth: string | null }>): string[] {
  const moves = Object.entries(v.advice?.moves ?? {});
  if (!moves.length) return [];
  const entries = moves.map(([type, spec]) => {
    const rows = spec.places.map((row, i) => {
      const fns = adviceFns.get(`${type}|${i}`);
      if (!fns) throw new EmitError(`the place advice of ${type} was not checked`);
      const worth = typeof row.worth === "number" ? numberLiteral(row.worth) : fns.worth;
      return `{ with: ${orNull(row.with)}, without: ${orNull(row.without)}, on: ${orNull(row.on)}, holds: ${fns.holds ?? "null"}, worth: ${worth}, times: ${numberLiteral(row.times ?? 1)}, eachBefore: ${numberLiteral(row["each-before"] ?? 0)} }`;
    });
    const price = nullProto(Object.entries(spec.price ?? {}).map(([k, n]) => `${propertyKey(k)}: ${numberLiteral(n)}`), "Record<string, number>");
    return `${propertyKey(type)}: { near: ${numberLiteral(spec.near)}, stay: ${numberLiteral(spec.stay ?? 1)}, price: ${price}, each: ${numberLiteral(spec.each ?? 0)}, places: ${list(rows)} }`;
  });
  return [`moveAdvice: ${nullProto(entries, "Record<string, MoveAdviceRule<Rt>>")}`];
}

function capacityKey(zone: string, of: string | null): string {
  return `${zone}|${of ?? ""}`;
}

/** A zone capacity that depends on a value, computed as the zone's owner: the value, or its row of the table. */
function capacityFunction(m: ModuleBuilder, vocab: Vocabulary, c: CheckedCapacity): string {
  const g: Gen = { vocab, names: c.names, params: new Map(), event: null, uses: m.uses };
  const what = `${c.zone}${c.of === null ? "" : ` (${c.of})`}`;
  return m.addFunction(`${safeName(camelCase(c.zone), "zone")}Capacity`, "number", `How many cards ${what} holds: ${printExpr(c.expr)}${c.ranges ? " by range" : ""}`, (w: CodeBlockWriter) => {
    const value = expr(g, Scope.forFunction(), c.expr);
    if (!c.ranges) {
      w.writeLine(`return ${value};`);
      return;
    }
    w.writeLine(`const value = ${value};`);
    for (const r of c.ranges) {
      const test = r.low === r.high ? `value === ${numberLiteral(r.low)}` : `value >= ${numberLiteral(r.low)} && value <= ${numberLiteral(r.high)}`;
      w.writeLine(`if (${test}) return ${numberLiteral(r.count)};`);
    }
    // A value in no range of the table allows no card.
    w.writeLine("return 0;");
  });
}

/** The entities and damage sections, or nothing when the game declares none. */
function entityFields(v: Vocabulary, defeatFns: ReadonlyMap<string, string>): string[] {
  const out: string[] = [];
  const classes = Object.entries(v.entities).map(([name, c]) => {
    const d = c.defeated ?? {};
    const ev = d.event === undefined ? undefined : v.events[d.event];
    const by = ev?.args?.by;
    const event = ev ? `{ name: ${stringLiteral(d.event!)}, on: ${Object.hasOwn(ev.args ?? {}, "on")}, by: ${by === undefined ? "null" : stringLiteral(by === "player" ? "player" : "entity")} }` : "null";
    const goesTo = d["goes-to"] === undefined ? "null" : `{ zone: ${stringLiteral(d["goes-to"])}, perPlayer: ${!!v.zones[d["goes-to"]]?.["per-player"]} }`;
    const defeated = `{ says: ${stringLiteral(d.says ?? "defeated")}, event: ${event}, goesTo: ${goesTo}, reward: ${orNull(d.reward)}, then: ${defeatFns.get(name) ?? "null"}, with: ${strings(d.with ?? [])}, hook: ${!!d.hook}, recover: ${!!d.recover} }`;
    const stats = c.stats ? `{ field: ${stringLiteral(c.stats.field)}, plus: ${strings(c.stats.plus ?? [])} }` : "null";
    return `{ name: ${stringLiteral(name)}, type: ${stringLiteral(classType(name, c))}, avatar: ${orNull(c.avatar)}, zones: ${strings(c.cards?.in ?? [])}, ${c.cards?.kinds ? `kinds: ${strings(c.cards.kinds)}, ` : ""}traits: ${strings(c.cards?.with ?? [])}, controlled: ${c.controller !== "none"}, named: ${orNull(c.named)}, health: ${stringLiteral(c.health)}, ${c.signature ? `signature: ${stringLiteral(c.signature)}, ` : ""}stats: ${stats}, perPlayerDamage: ${!!c["per-player-damage"]}, defeated: ${defeated} }`;
  });
  if (classes.length) out.push(`entities: ${list(classes)}`);
  if (v.damage) {
    const a = v.damage.absorb;
    const absorb = a ? `{ field: ${stringLiteral(a.field)}, zones: ${strings(a.in)}, unit: ${stringLiteral(a.unit)}, name: ${stringLiteral(a.name)} }` : "null";
    out.push(`damage: { counter: ${stringLiteral(v.damage.counter)}, absorb: ${absorb} }`);
  }
  return out;
}

function rulesLiteral(v: Vocabulary, afterUse: ReadonlyMap<string, string>, phaseFns: ReadonlyMap<string, string>, defeatFns: ReadonlyMap<string, string>, capacityFns: ReadonlyMap<string, string>, factFns: ReadonlyMap<string, string>, adviceFns: ReadonlyMap<string, { holds: string | null; worth: string | null }> = new Map()): string {
  const zones = Object.entries(v.zones).map(
    ([name, z]) => `{ name: ${stringLiteral(name)}, live: ${!!z.live}, perPlayer: ${!!z["per-player"]}${z["refills-from"] ? `, refillsFrom: ${stringLiteral(z["refills-from"])}` : ""}${z["one-of-each"] ? ", oneOfEach: true" : ""}${z["draws-up-to"] ? `, drawsUpTo: { from: ${stringLiteral(z["draws-up-to"].from)}, size: ${numberLiteral(z["draws-up-to"].size)}, leader: ${numberLiteral(z["draws-up-to"].leader ?? z["draws-up-to"].size)}${z["draws-up-to"]["leader-may-discard"] ? `, leaderMayDiscard: ${stringLiteral(z["draws-up-to"]["leader-may-discard"])}` : ""} }` : ""}${z["starts-with"]?.length ? `, startsWith: ${strings(z["starts-with"])}` : ""}${z.shop ? `, shop: { name: ${stringLiteral(z.shop.name ?? name)}, stock: ${stringLiteral(z.shop.stock)}, currency: ${stringLiteral(z.shop.currency)}, slots: ${strings(z.shop.slots)} }` : ""}${capacity(v, name, z, capacityFns)}${z.ranks ? `, ranks: { counter: ${stringLiteral(z.ranks.counter)}, size: ${numberLiteral(z.ranks.size)}, names: ${strings(z.ranks.names)}${ranksForming(z.ranks.forms)} }` : ""} }`,
  );
  const events = Object.entries(v.events).map(
    ([name, e]) =>
      `{ name: ${stringLiteral(name)}, respondable: ${!!e.respondable}, raisedBy: ${strings(e["raised-by"] ?? [])}, args: ${strings(Object.keys(e.args ?? {}))}, payload: ${strings(Object.keys(e.payload ?? {}))}${e.damage === undefined ? "" : `, damage: { amount: ${stringLiteral(e.damage.amount)}, to: ${stringLiteral(e.damage.to)} }`}${e.says === undefined ? "" : `, says: ${stringLiteral(e.says)}`}${e.resets?.length ? `, resets: ${strings(e.resets)}` : ""} }`,
  );
  const nouns = Object.entries(v.nouns).map(([name, n]) => `${propertyKey(name)}: ${nounMeaning(v, n.means, n.type)}`);
  const facts = Object.entries(v.facts).map(([name, f]) => `${propertyKey(name)}: ${f.means === "condition" ? conditionFact(name, factFns) : factMeaning(f.means)}`);
  const steps = Object.entries(v.steps).map(([name, s]) => {
    const procs = Object.entries(s.procedures ?? {}).map(([n, hook]) => `${n}: ${stringLiteral(hook)}`);
    return `{ name: ${stringLiteral(name)}, phase: ${stringLiteral(s.phase)}, numbers: ${numbers(s.numbers ?? [])}, playersAct: ${numbers(s["players-act"] ?? [])}, passive: ${numbers(s.passive ?? [])}, cardField: ${orNull(s["card-field"])}, playFrom: ${orNull(s["play-from"])}, procedures: { ${procs.join(", ")} } }`;
  });
  const traits = Object.entries(v.traits).map(([name, t]) => {
    const limits = (t.limits ?? []).map((text) => {
      const limit = parseLimit(text);
      if (!limit) throw new EmitError(`the checker let the limit ${JSON.stringify(text)} through`);
      return `{ count: ${typeof limit.count === "number" ? numberLiteral(limit.count) : stringLiteral(limit.count)}, per: ${stringLiteral(limit.per)} }`;
    });
    return `{ name: ${stringLiteral(name)}, playedTo: ${orNull(t["played-to"])}, repeat: ${!!t.repeat}, limits: ${list(limits)}, usedGoesTo: ${orNull(t["used-goes-to"])}, afterUse: ${afterUse.get(name) ?? "null"}, ${t.immune ? "immune: true, " : ""}${t["immune-to"] ? "immuneTo: true, " : ""}hook: ${t.means === "hook"} }`;
  });
  const phases = v.phases.map((name) => {
    const body = v.procedure.phases[name];
    if (body === undefined) throw new EmitError(`the procedure has no entry for the phase ${JSON.stringify(name)}`);
    if (body === "hook") return `{ name: ${stringLiteral(name)}, hook: ${stringLiteral(name)}, step: null, effect: null }`;
    if ("step" in body) return `{ name: ${stringLiteral(name)}, hook: null, step: ${stringLiteral(body.step)}, effect: null }`;
    const fn = phaseFns.get(name);
    if (!fn) throw new EmitError(`the checker let the effect of the phase ${JSON.stringify(name)} through without compiling it`);
    return `{ name: ${stringLiteral(name)}, hook: null, step: null, effect: ${fn} }`;
  });
  const end = /^(start|end) of (.+)$/.exec(v.procedure.end.at);
  if (!end) throw new EmitError(`the checker let the end moment ${JSON.stringify(v.procedure.end.at)} through`);
  const fields = [
    `game: ${stringLiteral(v.game)}`,
    `zones: ${list(zones)}`,
    `clearOnMove: ${strings(Object.entries(v.counters).filter(([, c]) => c["clears-on-move"]).map(([name]) => name))}`,
    ...tokenRules(v),
    ...blankingCounters(v),
    ...counterTracks(v),
    `events: ${list(events)}`,
    `nouns: ${nullProto(nouns, "Record<string, NounMeaning>")}`,
    `verbs: ${nullProto(Object.entries(v.verbs).map(([name, verb]) => `${propertyKey(name)}: ${stringLiteral(verb.means)}`), "Record<string, string>")}`,
    ...verbEvents(v),
    ...resourceRises(v),
    ...resourceBars(v),
    ...resourceWorths(v),
    ...resourceStandIns(v),
    ...traitDecks(v),
    ...statMeanings(v),
    ...verbDraws(v),
    ...verbSales(v),
    ...verbStacks(v),
    ...verbCasts(v),
    ...verbTakes(v),
    ...verbContests(v),
    ...verbSays(v),
    `facts: ${nullProto(facts, "Record<string, FactMeaning<Rt>>")}`,
    `steps: ${list(steps)}`,
    `traits: ${list(traits)}`,
    `phases: ${list(phases)}`,
    `turnOrder: ${stringLiteral(v.rules["turn-order"])}`,
    `responses: { from: ${strings(v.rules.responses.from)}, stack: ${v.rules.responses.stack} }`,
    `end: { phase: ${stringLiteral(end[2])}, edge: ${stringLiteral(end[1])}, hook: ${v.procedure.end.when === "hook" ? '"end"' : "null"}${v.procedure.end["game-turns"] === undefined ? "" : `, gameTurns: ${numberLiteral(v.procedure.end["game-turns"])}`}${endsEarly(v)} }`,
    ...elimination(v),
    `procedureHooks: ${strings(procedureHookNames(v))}`,
    ...playerTraitsFrom(v),
    ...(phaseFns.has(SETUP_EFFECT) ? [`setupEffect: ${phaseFns.get(SETUP_EFFECT)}`] : []),
    ...scoreSum(v),
    ...(v.rules.leader === "passes-clockwise" ? ["leaderPasses: true"] : []),
    ...(v.rules["played-to"] === undefined ? [] : [`playedTo: ${stringLiteral(v.rules["played-to"])}`]),
    ...(v.rules["shared-cards-act-for"] === undefined ? [] : [`sharedCardsActFor: ${stringLiteral(v.rules["shared-cards-act-for"])}`]),
    ...kindsPlayedTo(v),
    ...restockRules(v),
    ...kindModes(v),
    ...discardPiles(v),
    `types: ${nullProto(Object.entries(v.types).map(([t, spec]) => `${propertyKey(t)}: ${orNull(spec.is)}`), "Record<string, string | null>")}`,
    ...entityFields(v, defeatFns),
    ...contestRules(v),
    ...rankingRule(v),
    ...freeActionRules(v),
    ...moveAdviceRules(v, adviceFns),
    ...rollTables(v),
    ...spaceMapRule(v),
    ...placeMapRule(v),
  ];
  return `{ ${fields.join(", ")} }`;
}

/** `, early: {...}`: the fact ending the game at the end of a game turn, when the game declares it. */
function endsEarly(v: Vocabulary): string {
  const early = v.procedure.end.early;
  return early ? `, early: { fact: ${stringLiteral(early.if)}, says: ${stringLiteral(early.says)} }` : "";
}

/** `ranking: {...}`: who may win and how players rank, when the game declares it. */
function rankingRule(v: Vocabulary): string[] {
  const r = v.ranking;
  if (!r) return [];
  const marks = Object.entries(r.marks ?? {}).map(([of, says]) => `{ of: ${stringLiteral(of)}, says: ${stringLiteral(says)} }`);
  const ruledOut = r["ruled-out"] === undefined ? "null" : stringLiteral(r["ruled-out"]);
  const decides = Object.entries(r.decides ?? {}).map(([of, says]) => `{ of: ${stringLiteral(of)}, says: ${stringLiteral(says)} }`);
  const more = [...(r.ties ? [`ties: ${stringLiteral(r.ties)}`] : []), ...(decides.length ? [`decides: ${list(decides)}`] : [])];
  return [`ranking: { ruledOut: ${ruledOut}, by: ${strings(r.by)}, says: ${stringLiteral(r.says)}, marks: ${list(marks)}${more.map((m) => `, ${m}`).join("")} }`];
}

/** `contests`: each declared contest's names (runtime/core/contest.ts), when the game has any. */
function contestRules(v: Vocabulary): string[] {
  const contests = Object.entries(v.contests ?? {}).map(([name, c]) => {
    const commit = `{ kinds: ${strings(c.commit.kinds)}, from: ${stringLiteral(c.commit.from)}, into: ${stringLiteral(c.commit.into)}, then: ${stringLiteral(c.commit.then)}, weigh: ${orNull(c.commit.weigh)} }`;
    const u = c.unplayed;
    const unplayed = u ? `, unplayed: { shows: { from: ${stringLiteral(u.shows.from)}, to: ${stringLiteral(u.shows.to)}, field: ${stringLiteral(u.shows.field)} }, draws: { from: ${stringLiteral(u.draws.from)}, to: ${stringLiteral(u.draws.to)}, sum: ${stringLiteral(u.draws.sum)} }, says: ${stringLiteral(u.says)} }` : "";
    return `${propertyKey(name)}: { commit: ${commit}, power: ${stringLiteral(c.power)}, ties: ${stringLiteral(c.ties ?? "first")}, apply: ${orNull(c.apply)}, won: ${stringLiteral(c.won)}, lost: ${stringLiteral(c.lost)}${unplayed} }`;
  });
  return contests.length ? [`contests: ${nullProto(contests, "Record<string, ContestRule>")}`] : [];
}

/** `freeActions: { end, offers }` when the game declares a turn of free actions (runtime/core/free-action-menu.ts). */
/** `map: {...}`: the numbered-space map, when game.yaml's `map:` is one. */
function spaceMapRule(v: Vocabulary): string[] {
  const m = spaceMapOf(v);
  return m ? [`map: { zone: ${stringLiteral(m.spaces)}, number: ${stringLiteral(m.number)}, adjacent: ${stringLiteral(m.adjacent)}, position: ${stringLiteral(m.position)} }`] : [];
}

/** `placeMap: {...}`: the map of places joined by routes (runtime/core/place-map.ts), when game.yaml's `map:` is one. */
function placeMapRule(v: Vocabulary): string[] {
  const m = placeMapOf(v);
  if (!m) return [];
  const list = (names: readonly string[]) => `[${names.map(stringLiteral).join(", ")}]`;
  const r = m.routes;
  const fields = [`places: ${list(m.places)}`];
  if (r) fields.push(`routes: { kind: ${stringLiteral(r.kind)}, from: ${stringLiteral(r.from)}, to: ${stringLiteral(r.to)}, distance: ${stringLiteral(r.distance)}, tags: ${list(r.tags ?? [])} }`);
  if (m.pieces) fields.push(`pieces: { perPlayer: ${numberLiteral(m.pieces["per-player"])}${m.pieces["not-on"] === undefined ? "" : `, notOn: ${stringLiteral(m.pieces["not-on"])}`} }`);
  if (m.moves) {
    const moves = Object.entries(m.moves).map(([type, c]) => `${propertyKey(type)}: { resource: ${stringLiteral(c.pays)}, per: ${stringLiteral(c.per)}${c["less-pieces"] ? ", pieces: true" : ""} }`);
    fields.push(`moves: ${nullProto(moves, "Record<string, { resource: string; per: \"distance\" | \"route\"; pieces?: boolean }>")}`);
  }
  return [`placeMap: { ${fields.join(", ")} }`];
}

function freeActionRules(v: Vocabulary): string[] {
  const spec = v["free-actions"];
  if (!spec) return [];
  const numbers = (m: Record<string, number> = {}) => nullProto(Object.entries(m).map(([k, n]) => `${propertyKey(k)}: ${numberLiteral(n)}`), "Record<string, number>");
  const texts = (m: Record<string, string> = {}) => nullProto(Object.entries(m).map(([k, t]) => `${propertyKey(k)}: ${stringLiteral(t)}`), "Record<string, string>");
  const offers = spec.offers.map((o) => {
    if (o.hook !== undefined) return `{ kind: "hook", name: ${stringLiteral(o.hook)} }`;
    if (o.move !== undefined) return `{ kind: "move", figure: ${stringLiteral(o.move)}, ontoWithout: ${orNull(o["onto-without"])}, raises: ${orNull(o.raises)}, unless: ${strings(o.unless ?? [])} }`;
    if (o.use !== undefined) return `{ kind: "use", zone: ${stringLiteral(o.use)}, advice: ${numbers(o.advice)}, adviceIf: ${texts(o["advice-if"])} }`;
    return `{ kind: "play", zone: ${stringLiteral(o.play!)}, except: ${strings(o.except ?? [])}, says: ${texts(o.says)}, advice: ${numbers(o.advice)} }`;
  });
  return [`freeActions: { end: ${stringLiteral(spec.end)}, offers: ${list(offers)} }`];
}

/** `rolls`: each declared roll table's die, log words and ranges (runtime/core/roll-tables.ts), when the game has any. */
function rollTables(v: Vocabulary): string[] {
  const tables = Object.entries(v.rolls ?? {}).map(([name, t]) => {
    // In the order of the results: YAML keys that are whole numbers (`"6"`) would come first otherwise.
    const ranges = Object.entries(t.on).map(([key, outcome]) => ({ ...rangeOf(key), outcome })).sort((a, b) => a.low - b.low);
    const on = ranges.map((r) => `{ low: ${numberLiteral(r.low)}, high: ${numberLiteral(r.high)}, outcome: ${stringLiteral(r.outcome)} }`);
    return `${propertyKey(name)}: { sides: ${numberLiteral(dieSides(t.die))}, says: ${stringLiteral(t.says)}, on: [${on.join(", ")}] }`;
  });
  return tables.length ? [`rolls: ${nullProto(tables, "Record<string, RollTable>")}`] : [];
}

/** `elimination: { whenEmpty, says, cardsTo }` when the end check eliminates players (none otherwise). */
function elimination(v: Vocabulary): string[] {
  const e = v.procedure.end.eliminate;
  if (!e) return [];
  const cardsTo = Object.entries(e["cards-to"] ?? {}).map(([from, to]) => `[${stringLiteral(from)}, ${stringLiteral(to)}]`);
  return [`elimination: { whenEmpty: ${stringLiteral(e["when-empty"])}, says: ${stringLiteral(e.says)}, cardsTo: ${list(cardsTo)} }`];
}

/** `score: { field, zones, says }` for a score declared as a sum (none when the game's hook scores). */
function scoreSum(v: Vocabulary): string[] {
  const score = v.procedure.score;
  if (score === "hook" || score === "ranking") return [];
  return [`score: { field: ${stringLiteral(score.sum)}, zones: ${strings(score.in)}, says: ${stringLiteral(score.says ?? "score")} }`];
}

/** `discardsTo` and `kindDiscardsTo`: the discard piles a verb meaning `discard` uses (nothing when none is declared). */
function discardPiles(v: Vocabulary): string[] {
  const kinds = Object.entries(v.kinds).flatMap(([kind, k]) => (k["discards-to"] === undefined ? [] : [`${propertyKey(kind)}: ${stringLiteral(k["discards-to"])}`]));
  return [
    ...(v.rules["discards-to"] === undefined ? [] : [`discardsTo: ${stringLiteral(v.rules["discards-to"])}`]),
    ...(kinds.length ? [`kindDiscardsTo: ${nullProto(kinds, "Record<string, string>")}`] : []),
  ];
}

/** `kindModes` and `traitModes`: the modes whose games use the cards of each kind or trait declaring `modes` (none: no field). */
function kindModes(v: Vocabulary): string[] {
  const modesOf = (field: string, specs: Record<string, { modes?: string[] }>) => {
    const entries = Object.entries(specs).flatMap(([name, spec]) => (spec.modes === undefined ? [] : [`${propertyKey(name)}: ${strings(spec.modes)}`]));
    return entries.length ? [`${field}: ${nullProto(entries, "Record<string, readonly string[]>")}`] : [];
  };
  return [...modesOf("kindModes", v.kinds), ...modesOf("traitModes", v.traits)];
}

/** `kindPlayedTo`: where a played card of each kind declaring `played-to` goes (none: no field). */
function restockRules(v: Vocabulary): string[] {
  const rules = Object.entries(v.kinds).flatMap(([kind, k]) => (k.restocks ? [`{ kind: ${stringLiteral(kind)}, stock: ${stringLiteral(k.restocks.stock)}, on: ${stringLiteral(k.restocks.on)}, says: ${stringLiteral(k.restocks.says)} }`] : []));
  return rules.length ? [`restocks: ${list(rules)}`] : [];
}

function kindsPlayedTo(v: Vocabulary): string[] {
  const entries = Object.entries(v.kinds).flatMap(([kind, k]) => (k["played-to"] === undefined ? [] : [`${propertyKey(kind)}: ${stringLiteral(k["played-to"])}`]));
  return entries.length ? [`kindPlayedTo: ${nullProto(entries, "Record<string, string>")}`] : [];
}

/** `, atMost: [...], overflow: { verb, param }` for a zone with a capacity. */
function capacity(v: Vocabulary, zone: string, z: Vocabulary["zones"][string], capacityFns: ReadonlyMap<string, string>): string {
  const atMost = z["at-most"];
  if (atMost === undefined || z.overflow === undefined) return "";
  const count = (of: string | null, c: Capacity) => {
    if (typeof c === "number") return numberLiteral(c);
    const fn = capacityFns.get(capacityKey(zone, of));
    if (!fn) throw new EmitError(`the capacity of ${zone} was not checked`);
    return fn;
  };
  const limits = isSingleCapacity(atMost) ? [`{ of: null, count: ${count(null, atMost)} }`] : Object.entries(atMost).map(([of, n]) => `{ of: ${stringLiteral(of)}, count: ${count(of, n)} }`);
  const param = overflowParam(v, z.overflow);
  if (!param) throw new EmitError(`the checker let the overflow verb ${JSON.stringify(z.overflow)} through`);
  const perEntity = z["per-entity"] ? ", perEntity: true" : "";
  return `, atMost: ${list(limits)}, overflow: { verb: ${stringLiteral(z.overflow)}, param: ${stringLiteral(param)} }${perEntity}`;
}

function nounMeaning(v: Vocabulary, means: string, type: string): string {
  const [head, arg] = means.split(" ");
  if (head === "distance") return `{ kind: "distance", type: ${stringLiteral(type)}, ${steps(arg)} }`;
  if (head === "nearest") return `{ kind: "nearest", type: ${stringLiteral(type)} }`;
  if (head === "event" || head === "controller") return `{ kind: ${stringLiteral(head)}, arg: ${stringLiteral(arg)} }`;
  if (head === "plural") return `{ kind: "plural", of: ${stringLiteral(arg)} }`;
  if (head === "entities") return `{ kind: "entities", type: ${stringLiteral(arg)} }`;
  if (head === "slot") return `{ kind: "slot", zone: ${stringLiteral(arg)}, place: ${numberLiteral(Number(means.split(" ")[2]))} }`;
  if (head === "places") return placesMeaning(v, means.split(" ").slice(1));
  if (head === "nearest-place") return `{ kind: "nearest-place", traits: ${list(means.split(" ").slice(1).map(stringLiteral))} }`;
  if (head === "figure-of") return `{ kind: "figure-of", of: ${stringLiteral(arg)}, type: ${stringLiteral(type)} }`;
  if (head === "seats") return `{ kind: "seats", which: ${stringLiteral(arg)} }`;
  if (head === "players-on" || head === "rivals-on") return `{ kind: "players-on", arg: ${stringLiteral(arg)}, rivals: ${head === "rivals-on"} }`;
  if (head === "fought") return `{ kind: "fought", period: ${stringLiteral(arg)}, of: ${stringLiteral(means.split(" ")[2])} }`;
  if (head === "union") return `{ kind: "union", of: ${list(means.split(" ").slice(1).map(stringLiteral))} }`;
  if (head === "cards") return `{ kind: "cards", zones: ${arg === undefined ? "null" : list(means.split(" ").slice(1).map(stringLiteral))} }`;
  return `{ kind: ${stringLiteral(head)} }`;
}

/** `places [held-by <who>] [unmarked] [fitting-used] [<trait or kind>...]`, checked; the qualifiers only when said. */
function placesMeaning(v: Vocabulary, words: readonly string[]): string {
  const held = words[0] === "held-by" ? words[1] : null;
  let rest = held === null ? words : words.slice(2);
  const qualifier = (word: string) => (rest[0] === word ? ((rest = rest.slice(1)), true) : false);
  const [unmarked, fittingUsed] = [qualifier("unmarked"), qualifier("fitting-used")];
  const traits = rest.filter((w) => Object.hasOwn(v.traits, w));
  const kinds = rest.filter((w) => !Object.hasOwn(v.traits, w));
  const extra = `${kinds.length ? `, kinds: ${strings(kinds)}` : ""}${unmarked ? ", unmarked: true" : ""}${fittingUsed ? ", fittingUsed: true" : ""}`;
  return `{ kind: "places", held: ${held === null ? "null" : stringLiteral(held)}, traits: ${list(traits.map(stringLiteral))}${extra} }`;
}

/** `playerTraitsFrom: {...}`: the zone and kinds of card whose traits a player has (`types.player.traits-from`), when declared. */
function playerTraitsFrom(v: Vocabulary): string[] {
  const from = v.types.player?.["traits-from"];
  return from ? [`playerTraitsFrom: { zone: ${stringLiteral(from.zone)}, kinds: ${strings(from.kinds)} }`] : [];
}

/** `tokens: [...]`: the counters that come from a card's field or send a spent card away, when the game has any. */
function tokenRules(v: Vocabulary): string[] {
  const rules = Object.entries(v.counters).flatMap(([name, c]) =>
    c["starts-from"] === undefined && c["spent-goes-to"] === undefined ? [] : [`{ counter: ${stringLiteral(name)}, startsFrom: ${orNull(c["starts-from"])}, spentGoesTo: ${orNull(c["spent-goes-to"])} }`],
  );
  return rules.length ? [`tokens: ${list(rules)}`] : [];
}

/** `counterTracks: [...]`: the counters kept per card on its owner's board (`track:`), when the game has any. */
function counterTracks(v: Vocabulary): string[] {
  const tracks = Object.entries(v.counters).flatMap(([name, c]) => {
    const t = c.track;
    if (!t) return [];
    const heldAs = list(Object.entries(t["held-as"]).map(([value, counter]) => `[${stringLiteral(value)}, ${stringLiteral(counter)}]`));
    const levels = t.levels ? `{ counter: ${stringLiteral(t.levels.counter)}, at: [${t.levels.at.join(", ")}] }` : "null";
    return [`{ counter: ${stringLiteral(name)}, of: ${stringLiteral(t.of)}, by: ${stringLiteral(t.by)}, heldAs: ${heldAs}, levels: ${levels}, says: ${stringLiteral(t.says)} }`];
  });
  return tracks.length ? [`counterTracks: ${list(tracks)}`] : [];
}

/** `blankingCounters: [...]`: the counters whose tokens blank a card (`blanks: true`), when the game has any. */
function blankingCounters(v: Vocabulary): string[] {
  const names = Object.entries(v.counters).flatMap(([name, c]) => (c.blanks ? [name] : []));
  return names.length ? [`blankingCounters: ${strings(names)}`] : [];
}

/** `min: 0, max: 1` of a checked `distance` range. */
function steps(text: string): string {
  const range = stepRange(text);
  if (!range) throw new EmitError(`the checker let the steps ${JSON.stringify(text)} through`);
  return `min: ${numberLiteral(range.min)}, max: ${numberLiteral(range.max)}`;
}

/** The events the engine raises when a resource rises (`rises:`), by resource; nothing when none does. */
function resourceRises(v: Vocabulary): string[] {
  const rising = Object.entries(v.resources).flatMap(([name, r]) => (r.rises === undefined ? [] : [`${propertyKey(name)}: ${stringLiteral(r.rises)}`]));
  return rising.length ? [`resourceRises: ${nullProto(rising, "Record<string, string>")}`] : [];
}

/** The places a resource bars (`bars:`), by resource; nothing when none does. */
function resourceBars(v: Vocabulary): string[] {
  const barring = Object.entries(v.resources).flatMap(([name, r]) => (r.bars === undefined ? [] : [`${propertyKey(name)}: { onto: ${stringLiteral(r.bars.onto)}, above: ${numberLiteral(r.bars.above)} }`]));
  return barring.length ? [`resourceBars: ${nullProto(barring, "Record<string, ResourceBar>")}`] : [];
}

/** What one of a resource is worth to a bot (`worth:`), by resource; nothing when no resource says. */
/** The stats the engine answers from the map (`means:`), by stat; nothing when none has one. */
function statMeanings(v: Vocabulary): string[] {
  const meanings = Object.entries(v.stats).flatMap(([name, s]) => (s.means === undefined ? [] : [`${propertyKey(name)}: ${stringLiteral(s.means)}`]));
  return meanings.length ? [`statMeanings: ${nullProto(meanings, "Record<string, MapStat>")}`] : [];
}

function resourceWorths(v: Vocabulary): string[] {
  const worths = Object.entries(v.resources).flatMap(([name, r]) => (r.worth === undefined ? [] : [`${propertyKey(name)}: ${numberLiteral(r.worth)}`]));
  return worths.length ? [`resourceWorths: ${nullProto(worths, "Record<string, number>")}`] : [];
}

/** The resources each may be used in place of (`stands-in-for:`), and the trait each fits once used (`fits:`); nothing when none says. */
function resourceStandIns(v: Vocabulary): string[] {
  const standIns = Object.entries(v.resources).flatMap(([name, r]) => (r["stands-in-for"] === undefined ? [] : [`${propertyKey(name)}: ${strings(r["stands-in-for"])}`]));
  const fits = Object.entries(v.resources).flatMap(([name, r]) => (r.fits === undefined ? [] : [`${propertyKey(name)}: ${strings([r.fits].flat())}`]));
  return [...(standIns.length ? [`resourceStandIns: ${nullProto(standIns, "Record<string, readonly string[]>")}`] : []), ...(fits.length ? [`resourceFits: ${nullProto(fits, "Record<string, readonly string[]>")}`] : [])];
}

/** The shared decks players take from by their traits (`by-trait:`), by zone; nothing when none is. */
function traitDecks(v: Vocabulary): string[] {
  const decks = Object.entries(v.zones).flatMap(([name, z]) => {
    const byTrait = z["by-trait"];
    if (byTrait === undefined) return [];
    return [`${propertyKey(name)}: { mimic: ${byTrait.mimic === undefined ? "null" : stringLiteral(byTrait.mimic)}, modes: ${byTrait.modes ? strings(byTrait.modes) : "null"} }`];
  });
  return decks.length ? [`traitDecks: ${nullProto(decks, "Record<string, TraitDeck>")}`] : [];
}

/** The terms of the verbs meaning `draw-until` (`draws:`; their `says:` is in `verbSays`); nothing when no verb draws so. */
function verbDraws(v: Vocabulary): string[] {
  const drawing = Object.entries(v.verbs).filter(([, verb]) => verb.means === "draw-until" && verb.draws !== undefined);
  if (!drawing.length) return [];
  const entry = ([name, { draws }]: (typeof drawing)[number]) => `${propertyKey(name)}: { from: ${stringLiteral(draws!.from)}, to: ${stringLiteral(draws!.to)}, rest: ${stringLiteral(draws!.rest)}, kind: ${stringLiteral(draws!.kind)} }`;
  return [`verbDraws: ${nullProto(drawing.map(entry), "Record<string, VerbDraws>")}`];
}

/** The terms of the verbs meaning `place-stacks` (`stacks:`); nothing when no verb places so. */
function verbStacks(v: Vocabulary): string[] {
  const placing = Object.entries(v.verbs).filter(([, verb]) => verb.means === "place-stacks" && verb.stacks !== undefined);
  if (!placing.length) return [];
  const list = (xs: readonly string[] | undefined) => `[${(xs ?? []).map(stringLiteral).join(", ")}]`;
  const pairs = (m: Record<string, string> | undefined) => nullProto(Object.entries(m ?? {}).map(([trait, kind]) => `${propertyKey(trait)}: ${stringLiteral(kind)}`), "Record<string, string>");
  const entry = ([name, { stacks }]: (typeof placing)[number]) => {
    const s = stacks!;
    const limit = `{ first: ${s.limit.first}, eachGameTurn: ${s.limit["each-game-turn"] ?? 0} }`;
    return `${propertyKey(name)}: { from: ${stringLiteral(s.from)}, to: ${stringLiteral(s.to)}, onto: ${stringLiteral(s.onto)}, kinds: ${list(s.kinds)}, except: ${list(s.except)}, sum: ${stringLiteral(s.sum)}, limit: ${limit}, needs: ${pairs(s.needs)}, shuns: ${pairs(s.shuns)}, says: ${stringLiteral(s.says)} }`;
  };
  return [`verbStacks: ${nullProto(placing.map(entry), "Record<string, VerbStacks>")}`];
}

/** The terms of the verbs meaning `cast` (`casts:`); nothing when no verb casts. */
function verbCasts(v: Vocabulary): string[] {
  const casting = Object.entries(v.verbs).filter(([, verb]) => verb.means === "cast" && verb.casts !== undefined);
  if (!casting.length) return [];
  const returns = (m: Record<string, string> | undefined) => nullProto(Object.entries(m ?? {}).map(([outcome, zone]) => `${propertyKey(outcome)}: ${stringLiteral(zone)}`), "Record<string, string>");
  const entry = ([name, { casts }]: (typeof casting)[number]) => {
    const c = casts!;
    return `${propertyKey(name)}: { casters: ${stringLiteral(c.casters)}, element: ${stringLiteral(c.element)}, spent: ${stringLiteral(c.spent)}, to: ${stringLiteral(c.to)}, roll: ${stringLiteral(c.roll)}, works: [${c.works.map(stringLiteral).join(", ")}], returns: ${returns(c.returns)}, says: ${stringLiteral(c.says)} }`;
  };
  return [`verbCasts: ${nullProto(casting.map(entry), "Record<string, VerbCasts>")}`];
}

/** The terms of the verbs meaning `sell-cards` (`sale:`); nothing when no verb sells. */
function verbSales(v: Vocabulary): string[] {
  const selling = Object.entries(v.verbs).filter(([, verb]) => verb.means === "sell-cards" && verb.sale !== undefined);
  if (!selling.length) return [];
  const entry = ([name, { sale }]: (typeof selling)[number]) => `${propertyKey(name)}: { price: ${sale!.price}, currency: ${stringLiteral(sale!.currency)}, atMost: ${sale!["at-most"] ?? null}, per: ${orNull(sale!.per)} }`;
  return [`verbSales: ${nullProto(selling.map(entry), "Record<string, VerbSale>")}`];
}

/** A verb meaning `take-resources` or `copy-resources`, with what it takes. */
const takesResources = (verb: Vocabulary["verbs"][string]) => (verb.means === "take-resources" || verb.means === "copy-resources") && verb.takes !== undefined;

/** What the verbs meaning `take-resources` or `copy-resources` take; nothing when no verb takes any. */
function verbTakes(v: Vocabulary): string[] {
  const taking = Object.entries(v.verbs).filter(([, verb]) => takesResources(verb));
  if (!taking.length) return [];
  const raises = (verb: (typeof taking)[number][1]) => nullProto(Object.entries(verb["raises-for"] ?? {}).map(([resource, event]) => `${propertyKey(resource)}: ${stringLiteral(event)}`), "Record<string, string>");
  const entry = ([name, verb]: (typeof taking)[number]) => `${propertyKey(name)}: { resources: ${strings(verb.takes!)}, raises: ${raises(verb)} }`;
  return [`verbTakes: ${nullProto(taking.map(entry), "Record<string, VerbTakes>")}`];
}

/** The terms of the verbs meaning `contest` (`fights:`); nothing when no verb starts one. */
function verbContests(v: Vocabulary): string[] {
  const fighting = Object.entries(v.verbs).filter(([, verb]) => verb.means === "contest" && verb.fights !== undefined);
  if (!fighting.length) return [];
  const entry = ([name, { fights }]: (typeof fighting)[number]) => {
    const f = fights!;
    const payload = nullProto(Object.entries(f.payload ?? {}).map(([key, value]) => `${propertyKey(key)}: ${JSON.stringify(value)}`), "Record<string, boolean | number>");
    const once = f.once ? `{ per: ${stringLiteral(f.once.per)}, on: ${stringLiteral(f.once.on)} as const }` : "null";
    return `${propertyKey(name)}: { contest: ${stringLiteral(f.contest)}, says: ${stringLiteral(f.says)}, payload: ${payload}, atOnce: ${orNull(f["at-once"])}, once: ${once} }`;
  };
  return [`verbContests: ${nullProto(fighting.map(entry), "Record<string, VerbContest>")}`];
}

/** The events verbs raise (`raises:`), with the verb parameter that fills `on`; nothing when no verb raises one. */
function verbEvents(v: Vocabulary): string[] {
  const raising = Object.entries(v.verbs).filter(([, verb]) => verb.raises !== undefined);
  if (!raising.length) return [];
  const entry = ([name, verb]: [string, (typeof raising)[number][1]]) => {
    const on = v.events[verb.raises!].args?.on ? Object.entries(verb.params).find(([, p]) => p.positional)?.[0] : undefined;
    return `${propertyKey(name)}: { event: ${stringLiteral(verb.raises!)}, on: ${orNull(on)} }`;
  };
  return [`verbEvents: ${nullProto(raising.map(entry), "Record<string, VerbEvent>")}`];
}

/** `verbSays`: how the log tells what each verb that has `says` did (a `spare` verb's kept card, a `draw-until` verb's card drawn). */
function verbSays(v: Vocabulary): string[] {
  const saying = Object.entries(v.verbs).flatMap(([name, verb]) => (verb.says === undefined ? [] : [`${propertyKey(name)}: ${stringLiteral(verb.says)}`]));
  return saying.length ? [`verbSays: ${nullProto(saying, "Record<string, string>")}`] : [];
}

/** A zone's `ranks: { forms }`, as the ranks' `forms` property; nothing when the zone declares none. */
function ranksForming(forms: RanksFormingSpec | undefined): string {
  if (!forms) return "";
  return `, forms: { from: ${stringLiteral(forms.from)}, draw: ${numberLiteral(forms.draw)}, aside: ${numberLiteral(forms.aside ?? 0)}, asideTo: ${stringLiteral(forms["aside-to"] ?? forms.from)}, order: ${stringLiteral(forms.order)} }`;
}

function factMeaning(means: string): string {
  const [head, arg, type] = means.split(" ");
  if (head === "distance") return `{ kind: "distance", type: ${stringLiteral(type)}, ${steps(arg)} }`;
  if (head === "defeated") return `{ kind: "defeated", class: ${stringLiteral(arg)} }`;
  if (head === "mode") return `{ kind: "mode", mode: ${stringLiteral(arg)} }`;
  if (head === "held-by") return `{ kind: "held-by", held: ${stringLiteral(arg)} }`;
  if (head === "can-cast") return `{ kind: "can-cast", verb: ${stringLiteral(arg)} }`;
  if (head === "someone-has" || head === "goal") return `{ kind: ${stringLiteral(head)}, resource: ${stringLiteral(arg)} }`;
  return `{ kind: ${stringLiteral(head)} }`;
}
