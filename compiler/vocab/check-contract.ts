/**
 * The contract between a game's vocabulary and its runtime: every event has a raiser, every
 * noun, fact, verb and trait has a meaning, and the rules sections (`steps`, `procedure`, `rules`)
 * only name things the vocabulary declares. Reports through `report` with a game.yaml path.
 */
import { didYouMean } from "../check/suggest.ts";
import { checkScenario } from "./check-scenario.ts";
import { describeParams, ENGINE_VERBS, type EngineParam } from "./engine-verbs.ts";
import { checkEntities, namesEntities, recoverUnits } from "./check-entities.ts";
import { checkPendingDamage } from "./check-pending-damage.ts";
import { checkContests } from "./check-contest.ts";
import { checkPlaceMap } from "./check-place-map.ts";
import { checkSeating } from "./check-seating.ts";
import { checkFreeActions } from "./check-free-actions.ts";
import { checkRollTables } from "./check-roll-tables.ts";
import { checkRanking } from "./check-ranking.ts";
import { checkRestocks } from "./check-restocks.ts";
import { checkMap } from "./check-map.ts";
import { checkStacks } from "./check-stacks.ts";
import { checkCasts } from "./check-casts.ts";
import { checkRanksForming } from "./check-ranks-forming.ts";
import { checkTableZone } from "./table-cards.ts";
import { isSingleCapacity, isSubtype, type ResourceSpec, type Vocabulary } from "./vocabulary.ts";
import { SEAT_NOUNS } from "../../runtime/core/seat-nouns.ts";

export type ContractReport = (code: string, path: Array<string | number>, message: string, help?: string, onKey?: boolean) => void;

const NOUN_MEANINGS = "hook, you, this, players, opponents, allies, enemies, nearest, `entities <type>`, `event <arg>`, `controller <arg>`, `plural <noun>`, `distance <steps>`, `cards [<zone>...]`, `slot <zone> <n>`, `places [held-by <who>] [unmarked] [fitting-used] [<trait or kind>...]`, `figure-place`, `nearest-place [<trait>...]`, `seats <which>`, `figure-of <noun>`, `players-on <arg>`, `rivals-on <arg>`, `fought <period> <noun>` or `union <noun>...`";
const STEP_PROCEDURE = "a step procedure";
const TRAIT_MEANINGS = ["after-use", "repeat", "played-to", "limits", "used-goes-to", "immune", "immune-to", "means"] as const;

/** Procedure hook names: `setup`, `score`, `end`, each phase run by a hook, each step procedure. */
export function procedureHookNames(v: Vocabulary): string[] {
  const names = ["setup"];
  for (const [phase, body] of Object.entries(v.procedure.phases)) if (body === "hook") names.push(phase);
  for (const step of Object.values(v.steps)) {
    for (const hook of Object.values(step.procedures ?? {})) if (!names.includes(hook)) names.push(hook);
  }
  if (v.procedure.end.when === "hook") names.push("end");
  if (v.procedure.score === "hook") names.push("score");
  return names;
}

/** What may raise an event: verbs, phases, steps, traits and procedure hooks. */
export function raiserNames(v: Vocabulary): string[] {
  const rising = Object.keys(v.resources).filter((r) => v.resources[r].rises !== undefined);
  return [...new Set([...Object.keys(v.verbs), ...v.phases, ...Object.keys(v.steps), ...Object.keys(v.traits), ...procedureHookNames(v), ...rising])];
}

/** `once per round` → { count: 1, per: round }; `N times per game` → { count: "N", per: game }. */
export function parseLimit(text: string): { count: number | "N"; per: string } | undefined {
  const m = /^(once|twice|N times|(\d+) times) per ([A-Za-z][A-Za-z0-9-]*)$/.exec(text);
  if (!m) return undefined;
  const count = m[1] === "once" ? 1 : m[1] === "twice" ? 2 : m[1] === "N times" ? "N" : Number(m[2]);
  return { count, per: m[3] };
}

export function checkContract(v: Vocabulary, report: ContractReport): void {
  checkEvents(v, report);
  checkMeanings(v, report);
  checkMarkedSums(v, report);
  checkTraits(v, report);
  checkSteps(v, report);
  checkProcedure(v, report);
  checkScenario(v, report);
  for (const [name, zone] of Object.entries(v.zones)) {
    const from = zone["refills-from"];
    if (from !== undefined && (!v.zones[from] || from === name)) report("CS1014", ["zones", name, "refills-from"], from === name ? "a deck cannot refill from itself" : `unknown zone \`${from}\``, didYouMean(from, Object.keys(v.zones)));
    checkDrawsUpTo(v, name, report);
    checkCapacity(v, name, report);
    checkStartsWith(v, name, report);
    checkTableZone(v, name, report);
    checkShop(v, name, report);
    checkRanks(v, name, report);
    checkByTrait(v, name, report);
  }
  for (const [name, counter] of Object.entries(v.counters)) {
    checkTokens(v, name, counter, report);
    checkTrack(v, name, report);
  }
  checkEntities(v, report);
  checkPendingDamage(v, report);
  checkMap(v, report);
  checkPlaceMap(v, report);
  checkContests(v, report);
  checkRanking(v, report);
  checkFreeActions(v, report);
  checkSeating(v, report);
  checkRollTables(v, report);
  for (const [name, kind] of Object.entries(v.kinds)) {
    for (const key of ["played-to", "discards-to"] as const) {
      const to = kind[key];
      if (to !== undefined && !v.zones[to]) report("CS1014", ["kinds", name, key], `unknown zone \`${to}\``, didYouMean(to, Object.keys(v.zones)));
    }
    checkModeNames(v, ["kinds", name], kind.modes, report);
    checkAbilityLimit(v, name, report);
    checkRestocks(v, name, report);
  }
  for (const [name, trait] of Object.entries(v.traits)) checkModeNames(v, ["traits", name], trait.modes, report);
  const discardsTo = v.rules["discards-to"];
  if (discardsTo !== undefined && !v.zones[discardsTo]) report("CS1014", ["rules", "discards-to"], `unknown zone \`${discardsTo}\``, didYouMean(discardsTo, Object.keys(v.zones)));
  const playedTo = v.rules["played-to"];
  if (playedTo !== undefined && !v.zones[playedTo]) report("CS1014", ["rules", "played-to"], `unknown zone \`${playedTo}\``, didYouMean(playedTo, Object.keys(v.zones)));
  const actFor = v.rules["shared-cards-act-for"];
  const eventArgs = [...new Set(Object.values(v.events).flatMap((e) => Object.keys(e.args ?? {})))];
  if (actFor !== undefined && !eventArgs.includes(actFor)) report("CS1014", ["rules", "shared-cards-act-for"], `no event has an argument \`${actFor}\``, didYouMean(actFor, eventArgs) ?? `event arguments: ${eventArgs.join(", ") || "none"}`);
  for (const [i, zone] of v.rules.responses.from.entries()) {
    if (!v.zones[zone]) report("CS1014", ["rules", "responses", "from", i], `unknown zone \`${zone}\``, didYouMean(zone, Object.keys(v.zones)));
  }
}

/** A kind's or a trait's `modes`: each a mode the game declares. */
function checkModeNames(v: Vocabulary, at: Array<string | number>, modes: readonly string[] | undefined, report: ContractReport): void {
  for (const [i, mode] of (modes ?? []).entries()) {
    if (!Object.hasOwn(v.modes ?? {}, mode)) report("CS1014", [...at, "modes", i], `no mode \`${mode}\` is declared`, didYouMean(mode, Object.keys(v.modes ?? {})) ?? "declare the game's modes in `modes:`");
  }
}

function checkEvents(v: Vocabulary, report: ContractReport): void {
  const raisers = raiserNames(v);
  for (const [resource, spec] of Object.entries(v.resources)) if (spec.rises !== undefined) checkRisingEvent(v, resource, spec.rises, report);
  for (const [resource, spec] of Object.entries(v.resources)) if (spec.bars !== undefined) checkBarredTrait(v, resource, spec.bars.onto, report);
  for (const [resource, spec] of Object.entries(v.resources)) checkStandIns(v, resource, spec, report);
  for (const [name, spec] of Object.entries(v.events)) {
    const by = spec["raised-by"];
    if (!by?.length) {
      report("CS1012", ["events", name], `nothing raises the event \`${name}\``, `add \`raised-by: [...]\`: the verbs, phases, steps, traits or procedure hooks that cause it (for example \`raised-by: [${Object.keys(v.verbs)[0] ?? "setup"}]\`)`, true);
      continue;
    }
    for (const [i, raiser] of by.entries()) {
      if (!raisers.includes(raiser)) {
        report("CS1012", ["events", name, "raised-by", i], `\`${raiser}\` is not a verb, phase, step, trait or procedure hook`, didYouMean(raiser, raisers) ?? "an event is raised by something the game declares");
      }
    }
    for (const [i, resource] of (spec.resets ?? []).entries()) {
      if (!Object.hasOwn(v.resources, resource)) report("CS1014", ["events", name, "resets", i], `\`${resource}\` is not a resource`, didYouMean(resource, Object.keys(v.resources)) ?? "an event resets resources (players' amounts) to 0");
    }
    // A prompt names only what the event carries.
    const fields = [...Object.keys(spec.args ?? {}), ...Object.keys(spec.payload ?? {})];
    for (const [, field] of (spec.says ?? "").matchAll(/\{([^}]*)\}/g)) {
      if (!fields.includes(field)) report("CS1014", ["events", name, "says"], `\`{${field}}\`: \`${name}\` has no argument or payload field \`${field}\``, didYouMean(field, fields) ?? `it carries: ${fields.join(", ") || "nothing"}`);
    }
  }
}

/** A fact meaning `condition` has its `if:` (checked as a condition by check-fact-conditions.ts), and `on:` a declared event; no other fact has them. */
function checkConditionFact(v: Vocabulary, name: string, spec: Vocabulary["facts"][string], report: ContractReport): void {
  if (spec.means !== "condition") {
    const key = spec.if !== undefined ? "if" : "on";
    report("CS1014", ["facts", name, key], `\`${key}\` belongs to a fact meaning \`condition\``, "write `means: condition`, or remove it", true);
  } else if (spec.if === undefined) {
    report("CS1014", ["facts", name, "means"], `the fact \`${name}\` means a condition but says none`, 'add `if: "<condition>"` (`if: "hp <= 1"`)');
  } else if (spec.on !== undefined && !Object.hasOwn(v.events, spec.on)) {
    report("CS1014", ["facts", name, "on"], `unknown event \`${spec.on}\``, didYouMean(spec.on, Object.keys(v.events)) ?? "declare it under `events:`");
  }
}

/** A stat meaning `marked-sum <field>` adds up a whole-number field of the places' cards (runtime/core/map-stats.ts). */
function checkMarkedSums(v: Vocabulary, report: ContractReport): void {
  const ints = [...new Set(Object.values(v.kinds).flatMap((k) => Object.entries(k.fields).filter(([, f]) => f.type === "int").map(([field]) => field)))];
  for (const [name, stat] of Object.entries(v.stats)) {
    const field = stat.means?.startsWith("marked-sum ") ? stat.means.slice("marked-sum ".length) : null;
    if (field !== null && !ints.includes(field)) report("CS1014", ["stats", name, "means"], `\`marked-sum ${field}\`: no kind of card has a whole-number field \`${field}\``, didYouMean(field, ints) ?? "name a card field of type int");
  }
}

function checkMeanings(v: Vocabulary, report: ContractReport): void {
  const eventArgs = new Set(Object.values(v.events).flatMap((e) => Object.keys(e.args ?? {})));
  for (const [name, spec] of Object.entries(v.nouns)) {
    const means = spec.means;
    if (means === undefined) {
      report("CS1013", ["nouns", name], `the noun \`${name}\` has no meaning`, `add \`means:\` (${NOUN_MEANINGS}); \`hook\` means the game's TypeScript picks its candidates`, true);
      continue;
    }
    const [head, arg] = means.split(" ");
    if (head === "plural") {
      const of = v.nouns[arg];
      if (!of) report("CS1014", ["nouns", name, "means"], `\`plural ${arg}\`: unknown noun \`${arg}\``, didYouMean(arg, Object.keys(v.nouns)));
      else if (of.type !== spec.type) report("CS1014", ["nouns", name, "means"], `\`${name}\` is ${spec.type} but \`${arg}\` is ${of.type}`, `a plural noun has the type of the noun it is the plural of`);
      else if (of.means?.startsWith("plural ")) report("CS1014", ["nouns", name, "means"], `\`${arg}\` is itself a plural`, "name the singular noun");
    } else if ((head === "event" || head === "controller") && !eventArgs.has(arg)) {
      report("CS1014", ["nouns", name, "means"], `no event has an argument \`${arg}\``, didYouMean(arg, [...eventArgs]) ?? `event arguments: ${[...eventArgs].join(", ")}`);
    } else if (head === "cards") {
      checkCardsNoun(v, name, means.split(" ").slice(1), report);
    } else if (head === "slot") {
      checkSlotNoun(v, name, arg, Number(means.split(" ")[2]), report);
    } else if (head === "places" || head === "figure-place" || head === "nearest-place") {
      checkPlacesNoun(v, name, head, means.split(" ").slice(1), report);
    } else if (head === "figure-of") {
      checkFigureOfNoun(v, name, arg, report);
    } else if (head === "seats") {
      checkSeatsNoun(v, name, arg, report);
    } else if (head === "players-on" || head === "rivals-on") {
      checkPlayersOnNoun(v, name, head, arg, report);
    } else if (head === "fought") {
      checkFoughtNoun(v, name, arg, means.split(" ")[2], report);
    } else if (head === "union") {
      checkUnionNoun(v, name, means.split(" ").slice(1), report);
    }
  }
  for (const [name, spec] of Object.entries(v.facts)) {
    if (spec.means === undefined) {
      report("CS1013", ["facts", name], `the fact \`${name}\` has no meaning`, "add `means: hook` (the game's TypeScript answers it), `means: payload` (the triggering event's payload field of that name), `means: used-as-response`, `means: leads` (it is your turn), `means: condition` with `if: <condition>`, `means: mode <mode>`, `means: held-by <who>`, `means: can-cast <verb>` (you have a caster for a verb meaning `cast`), `means: someone-has <resource>`, `means: goal <resource>`, or a meaning of the damage rules (`lost-health`, `absorbed`, `defeated <class>`)", true);
    } else if (spec.means === "condition" || spec.if !== undefined || spec.on !== undefined) {
      checkConditionFact(v, name, spec, report);
    } else if (spec.means.startsWith("mode ") && !Object.hasOwn(v.modes ?? {}, spec.means.slice(5))) {
      const [mode, modes] = [spec.means.slice(5), Object.keys(v.modes ?? {})];
      report("CS1014", ["facts", name, "means"], `no mode \`${mode}\` is declared`, didYouMean(mode, modes) ?? (modes.length ? `modes: ${modes.join(", ")}` : "declare the game's `modes:`"));
    } else if (spec.means.startsWith("can-cast ") && !(Object.hasOwn(v.verbs, spec.means.slice(9)) && v.verbs[spec.means.slice(9)].means === "cast")) {
      const verb = spec.means.slice(9);
      const casting = Object.keys(v.verbs).filter((k) => v.verbs[k].means === "cast");
      report("CS1014", ["facts", name, "means"], `\`can-cast ${verb}\`: no verb \`${verb}\` means \`cast\``, casting.length ? `verbs meaning cast: ${casting.join(", ")}` : "declare a verb with `means: cast` and its `casts:`");
    } else if (spec.means.startsWith("held-by ")) {
      checkHolder(spec.means.slice(8), ["facts", name, "means"], report);
    } else if (/^(someone-has|goal) /.test(spec.means) && !Object.hasOwn(v.resources, spec.means.split(" ")[1])) {
      const resource = spec.means.split(" ")[1];
      report("CS1014", ["facts", name, "means"], `unknown resource \`${resource}\``, didYouMean(resource, Object.keys(v.resources)) ?? "name a resource the players hold (`resources:`)");
    } else if (spec.means === "payload" && !Object.values(v.events).some((e) => e.payload?.[name] === "bool")) {
      report("CS1014", ["facts", name, "means"], `no event has a yes/no payload field \`${name}\``, `declare \`payload: { ${name}: bool }\` on the events that carry it, or use \`means: hook\``);
    }
  }
  for (const [name, spec] of Object.entries(v.verbs)) {
    if (spec.means === undefined) report("CS1013", ["verbs", name], `the verb \`${name}\` has no meaning`, `add \`means: hook\` and implement it in the game's runtime folder, or an engine meaning (${[...ENGINE_VERBS.keys()].join(", ")})`, true);
    else if (spec.means !== "hook") checkEngineVerb(v, name, spec.means, report);
    const saying = spec.means === "spare" || spec.means === "draw-until";
    if (spec.means !== undefined && saying !== (spec.says !== undefined)) {
      const what = spec.means === "spare" ? "a card it kept" : "a card drawn of the kind";
      report("CS1014", ["verbs", name, saying ? "means" : "says"], saying ? `a \`${spec.means}\` verb says how the log tells ${what}` : "`says` belongs to a verb meaning `spare` or `draw-until`", saying ? "add `says: <word>` (`saved`: the log says `<card> is saved`)" : "remove `says`", true);
    }
    if (spec.draws !== undefined || spec.means === "draw-until") checkDraws(v, name, report);
    if (spec.raises !== undefined) checkRaisedEvent(v, name, spec.raises, report);
    else if (spec.means === "announce") report("CS1014", ["verbs", name, "means"], "a verb meaning `announce` does nothing but raise its event, and declares none", "add `raises: <event>` (the event lists the verb in `raised-by`)", true);
    if (spec.sale !== undefined || spec.means === "sell-cards") checkSale(v, name, report);
    if (spec.stacks !== undefined || spec.means === "place-stacks") checkStacks(v, name, report);
    if (spec.casts !== undefined || spec.means === "cast") checkCasts(v, name, report);
    if (spec.takes !== undefined || spec["raises-for"] !== undefined || TAKING.includes(spec.means ?? "")) checkTakes(v, name, report);
    if (spec.fights !== undefined || spec.means === "contest") checkFights(v, name, report);
  }
}

/** A `contest` verb's `fights:`: a declared contest, payload names its won and lost events declare, a declared period; no `fights:` on another verb. */
function checkFights(v: Vocabulary, verb: string, report: ContractReport): void {
  const { means, fights } = v.verbs[verb];
  const at = (...path: string[]) => ["verbs", verb, ...path];
  if (means !== "contest") return report("CS1014", at("fights"), `\`fights:\` gives the terms of a verb meaning \`contest\`, and \`${verb}\` means \`${means}\``, "remove `fights:`, or declare `means: contest`", true);
  if (!fights) return report("CS1014", at("means"), "`means: contest` starts the contest its `fights:` names, and it has none", "add `fights: { contest: <contest>, says: <the log's word for it> }`", true);
  const contest = v.contests?.[fights.contest];
  if (!contest || !Object.hasOwn(v.contests!, fights.contest)) return report("CS1014", at("fights", "contest"), `unknown contest \`${fights.contest}\``, didYouMean(fights.contest, Object.keys(v.contests ?? {})) ?? "declare it in `contests:`");
  for (const key of Object.keys(fights.payload ?? {})) {
    for (const event of [contest.won, contest.lost]) {
      if (!Object.hasOwn(v.events[event]?.payload ?? {}, key)) report("CS1014", at("fights", "payload", key), `the event \`${event}\` declares no payload \`${key}\``, `add \`payload: { ${key}: ... }\` to \`${event}\``);
    }
  }
  if (fights.once && !v.periods.includes(fights.once.per)) report("CS1014", at("fights", "once", "per"), `unknown period \`${fights.once.per}\``, didYouMean(fights.once.per, v.periods) ?? `periods: ${v.periods.join(", ")}`);
}

const TAKING = ["take-resources", "copy-resources"];

/** A taking verb's `takes:`: declared resources; its `raises-for:` events, raised by the verb, each for one of them; neither on another verb. */
function checkTakes(v: Vocabulary, verb: string, report: ContractReport): void {
  const spec = v.verbs[verb];
  const at = (...path: string[]) => ["verbs", verb, ...path];
  if (!TAKING.includes(spec.means ?? "")) {
    const field = spec.takes !== undefined ? "takes" : "raises-for";
    return report("CS1014", at(field), `\`${field}:\` belongs to a verb meaning \`take-resources\` or \`copy-resources\`, and \`${verb}\` means \`${spec.means}\``, `remove \`${field}:\``, true);
  }
  if (!spec.takes) return report("CS1014", at("means"), `\`means: ${spec.means}\` takes the resources its \`takes:\` lists, and it has none`, "add `takes: [<resource>, ...]`", true);
  for (const resource of spec.takes) {
    if (!Object.hasOwn(v.resources, resource)) report("CS1014", at("takes"), `unknown resource \`${resource}\``, didYouMean(resource, Object.keys(v.resources)));
  }
  for (const [resource, event] of Object.entries(spec["raises-for"] ?? {})) {
    if (!spec.takes.includes(resource)) report("CS1014", at("raises-for", resource), `\`${resource}\` is not one of the resources \`${verb}\` takes`, `takes: ${spec.takes.join(", ")}`);
    else if (!Object.hasOwn(v.events, event)) report("CS1014", at("raises-for", resource), `unknown event \`${event}\``, didYouMean(event, Object.keys(v.events)));
    else if (!v.events[event]["raised-by"].includes(verb)) report("CS1014", at("raises-for", resource), `the event \`${event}\` does not list \`${verb}\` in its \`raised-by\``, `add \`${verb}\` to \`raised-by\` of \`${event}\``);
    else if (Object.entries(v.events[event].args ?? {}).some(([arg, type]) => arg !== "by" || type !== "player")) report("CS1014", at("raises-for", resource), `the event \`${event}\` is raised \`by\` the player receiving the resource, and declares other arguments`, "declare it `args: { by: player }`");
  }
}

/** A `sell-cards` verb's `sale:`: a declared resource as its currency, a declared period with its limit; no `sale:` on another verb. */
function checkSale(v: Vocabulary, verb: string, report: ContractReport): void {
  const { means, sale } = v.verbs[verb];
  const at = (...path: string[]) => ["verbs", verb, ...path];
  if (means !== "sell-cards") return report("CS1014", at("sale"), `\`sale:\` gives the terms of a verb meaning \`sell-cards\`, and \`${verb}\` means \`${means}\``, "remove `sale:`, or declare `means: sell-cards`", true);
  if (!sale) return report("CS1014", at("means"), "`means: sell-cards` sells on the verb's terms, and it has no `sale:`", "add `sale: { price: 1, currency: <resource> }` (with `at-most: N` and `per: <period>` to limit the cards sold in a period)", true);
  if (!Object.hasOwn(v.resources, sale.currency)) report("CS1014", at("sale", "currency"), `unknown resource \`${sale.currency}\``, didYouMean(sale.currency, Object.keys(v.resources)));
  if ((sale["at-most"] === undefined) !== (sale.per === undefined)) report("CS1014", at("sale"), "a sale's limit needs both `at-most` (how many cards) and `per` (in which period)", "write `at-most: 3, per: turn`, or neither", true);
  else if (sale.per !== undefined && !v.periods.includes(sale.per)) report("CS1014", at("sale", "per"), `unknown period \`${sale.per}\``, didYouMean(sale.per, v.periods) ?? `periods: ${v.periods.join(", ")}`);
  if (!v.zones.hand?.["per-player"]) report("CS1014", at("means"), "`means: sell-cards` sells from each player's `hand`, and the game declares no such zone", "declare `hand: { per-player: true }` in `zones:`", true);
}

/** A resource's `rises: <event>`: raised by the engine with `by` the player whose amount rose and, if declared, the number `was`. */
function checkRisingEvent(v: Vocabulary, resource: string, name: string, report: ContractReport): void {
  const at = ["resources", resource, "rises"];
  const event = v.events[name];
  if (!event) return report("CS1014", at, `unknown event \`${name}\``, didYouMean(name, Object.keys(v.events)) ?? `declare it: \`${name}: { raised-by: [${resource}], args: { by: player }, payload: { was: number } }\``);
  if (!(event["raised-by"] ?? []).includes(resource)) return report("CS1014", at, `the event \`${name}\` does not list \`${resource}\` in its \`raised-by\``, `add \`${resource}\` to \`raised-by\` of \`${name}\``);
  const help = "a rising resource's event has `by` (the player whose amount rose) and may carry `was` (a number: the amount before)";
  for (const [arg, type] of Object.entries(event.args ?? {})) if (arg !== "by" || type !== "player") report("CS1014", at, `the engine cannot fill the argument \`${arg}\` (${type}) of \`${name}\``, help);
  for (const [field, type] of Object.entries(event.payload ?? {})) if (field !== "was" || type !== "number") report("CS1014", at, `the engine cannot fill the payload field \`${field}\` (${type}) of \`${name}\``, help);
}

/** A zone's `draws-up-to:`: a hand each player has, drawn from a zone each player has. */
function checkDrawsUpTo(v: Vocabulary, zone: string, report: ContractReport): void {
  const terms = v.zones[zone]["draws-up-to"];
  if (!terms) return;
  if (!v.zones[zone]["per-player"]) report("CS1014", ["zones", zone, "draws-up-to"], `zone \`${zone}\` is not per player`, "each player draws their own hand up to its size: declare it `per-player: true`", true);
  if (!Object.hasOwn(v.zones, terms.from)) report("CS1014", ["zones", zone, "draws-up-to", "from"], `unknown zone \`${terms.from}\``, didYouMean(terms.from, Object.keys(v.zones)));
  else if (!v.zones[terms.from]["per-player"]) report("CS1014", ["zones", zone, "draws-up-to", "from"], `zone \`${terms.from}\` is not per player`, "each player draws from a zone of their own: declare it `per-player: true`");
  const discards = terms["leader-may-discard"];
  if (discards === undefined) return;
  if (!Object.hasOwn(v.zones, discards)) report("CS1014", ["zones", zone, "draws-up-to", "leader-may-discard"], `unknown zone \`${discards}\``, didYouMean(discards, Object.keys(v.zones)));
  else if (!v.zones[discards]["per-player"]) report("CS1014", ["zones", zone, "draws-up-to", "leader-may-discard"], `zone \`${discards}\` is not per player`, "the leader discards their hand to a zone of their own: declare it `per-player: true`");
}

/** A resource's `bars: { onto: <trait> }`: a declared trait, so the places it bars are those cards have. */
function checkBarredTrait(v: Vocabulary, resource: string, trait: string, report: ContractReport): void {
  if (!Object.hasOwn(v.traits, trait)) report("CS1014", ["resources", resource, "bars", "onto"], `unknown trait \`${trait}\``, didYouMean(trait, Object.keys(v.traits)) ?? "`onto` names the trait of the places the resource bars");
}

/** A zone's `by-trait:`: a shared deck, players having traits to take by, and a declared `mimic` trait and modes. */
function checkByTrait(v: Vocabulary, zone: string, report: ContractReport): void {
  const byTrait = v.zones[zone]["by-trait"];
  if (byTrait === undefined) return;
  const at = ["zones", zone, "by-trait"];
  if (v.zones[zone]["per-player"]) report("CS1014", at, `\`${zone}\` is a zone each player has`, "`by-trait` is for a deck the players share: each takes the first card carrying one of their traits");
  if (!v.types.player?.["traits-from"]) report("CS1014", at, "players have no traits", "declare where a player's traits come from: `types: { player: { traits-from: { zone: <zone>, kinds: [<kind>...] } } }`");
  if (byTrait.mimic !== undefined && !Object.hasOwn(v.traits, byTrait.mimic)) report("CS1014", [...at, "mimic"], `unknown trait \`${byTrait.mimic}\``, didYouMean(byTrait.mimic, Object.keys(v.traits)));
  checkModeNames(v, at, byTrait.modes, report);
}

/** A resource's `stands-in-for:` names other declared resources, and its `fits:` a declared trait. */
function checkStandIns(v: Vocabulary, resource: string, spec: ResourceSpec, report: ContractReport): void {
  for (const [i, other] of (spec["stands-in-for"] ?? []).entries()) {
    if (other === resource) report("CS1014", ["resources", resource, "stands-in-for", i], `\`${resource}\` stands in for itself`, "list the other resources it may be used in place of");
    else if (!Object.hasOwn(v.resources, other)) report("CS1014", ["resources", resource, "stands-in-for", i], `unknown resource \`${other}\``, didYouMean(other, Object.keys(v.resources)));
  }
  const fits = spec.fits;
  const at = (i: number) => (Array.isArray(fits) ? ["resources", resource, "fits", i] : ["resources", resource, "fits"]);
  for (const [i, trait] of (fits === undefined ? [] : [fits].flat()).entries()) {
    if (!Object.hasOwn(v.traits, trait)) report("CS1014", at(i), `unknown trait \`${trait}\``, didYouMean(trait, Object.keys(v.traits)) ?? "`fits` names the traits of the things the resource, used, fits");
  }
}

/** A `draw-until` verb's `draws:`: zones each player has, a declared kind; no `draws:` on another verb. */
function checkDraws(v: Vocabulary, verb: string, report: ContractReport): void {
  const { means, draws } = v.verbs[verb];
  const at = (...path: string[]) => ["verbs", verb, ...path];
  if (means !== "draw-until") return report("CS1014", at("draws"), `\`draws:\` gives the terms of a verb meaning \`draw-until\`, and \`${verb}\` means \`${means}\``, "remove `draws:`, or declare `means: draw-until`", true);
  if (!draws) return report("CS1014", at("means"), "`means: draw-until` draws on the verb's terms, and it has no `draws:`", "add `draws: { from: <zone>, to: <zone>, rest: <zone>, kind: <card kind> }`", true);
  for (const key of ["from", "to", "rest"] as const) {
    const zone = draws[key];
    if (!Object.hasOwn(v.zones, zone)) report("CS1014", at("draws", key), `unknown zone \`${zone}\``, didYouMean(zone, Object.keys(v.zones)));
    else if (!v.zones[zone]["per-player"]) report("CS1014", at("draws", key), `zone \`${zone}\` is not per player`, "the acting player draws from, and puts into, zones of their own: declare it `per-player: true`");
  }
  if (!Object.hasOwn(v.kinds, draws.kind)) report("CS1014", at("draws", "kind"), `unknown kind \`${draws.kind}\``, didYouMean(draws.kind, Object.keys(v.kinds)));
}

/** `raises: <event>`: an event raised by this verb, with `by` a player and at most an `on` the verb's positional argument fills. */
function checkRaisedEvent(v: Vocabulary, verb: string, name: string, report: ContractReport): void {
  const at = ["verbs", verb, "raises"];
  const event = v.events[name];
  if (!event) return report("CS1014", at, `unknown event \`${name}\``, didYouMean(name, Object.keys(v.events)));
  if (!event["raised-by"].includes(verb)) return report("CS1014", at, `the event \`${name}\` does not list \`${verb}\` in its \`raised-by\``, `add \`${verb}\` to \`raised-by\` of \`${name}\``);
  const positional = Object.values(v.verbs[verb].params).find((p) => p.positional);
  for (const [arg, type] of Object.entries(event.args ?? {})) {
    if (arg === "by" && type === "player") continue;
    if (arg === "on" && positional?.type === type) continue;
    report("CS1014", at, `the engine cannot fill the argument \`${arg}\` (${type}) of \`${name}\``, `a verb's event has \`by\` (the acting player) and \`on\` (the verb's positional argument, here ${positional ? `a ${positional.type}` : "none"})`);
  }
}

/** A zone's starting kinds: declared kinds, each set out in one zone only. */
function checkStartsWith(v: Vocabulary, name: string, report: ContractReport): void {
  for (const [i, kind] of (v.zones[name]["starts-with"] ?? []).entries()) {
    const at = ["zones", name, "starts-with", i];
    const other = Object.keys(v.zones).find((z) => z !== name && v.zones[z]["starts-with"]?.includes(kind));
    if (!Object.hasOwn(v.kinds, kind)) report("CS1014", at, `unknown kind \`${kind}\``, didYouMean(kind, Object.keys(v.kinds)));
    else if (other !== undefined) report("CS1014", at, `the kind \`${kind}\` already starts in \`${other}\``, "a kind's cards are set out in one zone");
  }
}

/** An upgrade shop: a zone each player has, stocked from another, priced in a resource, its slots traits. */
function checkShop(v: Vocabulary, name: string, report: ContractReport): void {
  const shop = v.zones[name].shop;
  if (!shop) return;
  const at = (...path: (string | number)[]) => ["zones", name, "shop", ...path];
  if (!v.zones[name]["per-player"]) report("CS1014", at(), `a shop is a zone each player has, and \`${name}\` is shared`, "declare it `per-player: true`");
  if (!Object.hasOwn(v.zones, shop.stock) || !v.zones[shop.stock]["per-player"]) report("CS1014", at("stock"), `\`${shop.stock}\` is not a zone each player has`, didYouMean(shop.stock, Object.keys(v.zones)) ?? "a shop is stocked from a player's own zone");
  if (!Object.hasOwn(v.resources, shop.currency)) report("CS1014", at("currency"), `\`${shop.currency}\` is not a resource`, didYouMean(shop.currency, Object.keys(v.resources)));
  for (const [i, slot] of shop.slots.entries()) {
    if (!Object.hasOwn(v.traits, slot)) report("CS1014", at("slots", i), `unknown trait \`${slot}\``, didYouMean(slot, Object.keys(v.traits)) ?? "a shop's slots are traits: one card with each");
  }
}

/** A counter's tokens come from a card's whole-number field and, spent, send the card to a zone. */
function checkTokens(v: Vocabulary, name: string, counter: Vocabulary["counters"][string], report: ContractReport): void {
  const from = counter["starts-from"];
  const numbers = Object.values(v.kinds).flatMap((k) => Object.entries(k.fields).filter(([, f]) => f.type === "int").map(([field]) => field));
  if (from !== undefined && !numbers.includes(from)) report("CS1014", ["counters", name, "starts-from"], `no kind has a whole-number field \`${from}\``, didYouMean(from, numbers) ?? "the tokens a card comes with are an `int` field of its kind");
  const to = counter["spent-goes-to"];
  if (to !== undefined && !Object.hasOwn(v.zones, to)) report("CS1014", ["counters", name, "spent-goes-to"], `unknown zone \`${to}\``, didYouMean(to, Object.keys(v.zones)));
  else if (to !== undefined && !Object.values(v.verbs).some((verb) => verb.means === "remove-counters")) report("CS1016", ["counters", name, "spent-goes-to"], `nothing removes \`${name}\`, so no card would ever go to \`${to}\``, "declare a verb with `means: remove-counters`");
}

/** A track: kept per card of a known kind, by one of its fields, in declared counters; its levels in a counter, at rising thresholds. */
function checkTrack(v: Vocabulary, name: string, report: ContractReport): void {
  const track = v.counters[name].track;
  if (!track) return;
  const at = (...path: (string | number)[]) => ["counters", name, "track", ...path];
  const kind = Object.hasOwn(v.kinds, track.of) ? v.kinds[track.of] : undefined;
  if (!kind) report("CS1014", at("of"), `unknown kind \`${track.of}\``, didYouMean(track.of, Object.keys(v.kinds)));
  else if (!Object.hasOwn(kind.fields, track.by)) report("CS1014", at("by"), `cards of \`${track.of}\` have no field \`${track.by}\``, didYouMean(track.by, Object.keys(kind.fields)) ?? "a track is held by the value of one of the kind's fields");
  for (const [value, counter] of Object.entries(track["held-as"])) {
    if (!Object.hasOwn(v.counters, counter) || counter === name) report("CS1014", at("held-as", value), `\`${counter}\` is not another declared counter`, didYouMean(counter, Object.keys(v.counters)) ?? "the owner's counter that holds the track of such a card");
  }
  const levels = track.levels;
  if (levels && !Object.hasOwn(v.counters, levels.counter)) report("CS1014", at("levels", "counter"), `unknown counter \`${levels.counter}\``, didYouMean(levels.counter, Object.keys(v.counters)));
  if (levels?.at.some((n, i) => i > 0 && n <= levels.at[i - 1])) report("CS1014", at("levels", "at"), "the thresholds of the levels must rise", `in order, each above the last: [${[...new Set(levels.at)].sort((a, b) => a - b).join(", ")}]`);
}

/** A kind's default usage limit: a declared period, and a count of its own (a kind has no parameter for `N`). */
function checkAbilityLimit(v: Vocabulary, kind: string, report: ContractReport): void {
  const text = v.kinds[kind]["ability-limit"];
  const limit = text === undefined ? undefined : parseLimit(text);
  if (!limit) return; // none, or the meta-schema already reported its shape
  const at = ["kinds", kind, "ability-limit"];
  if (!v.periods.includes(limit.per)) report("CS1014", at, `unknown period \`${limit.per}\``, didYouMean(limit.per, v.periods) ?? `periods: ${v.periods.join(", ")}`);
  if (limit.count === "N") report("CS1014", at, "a kind has no parameter for `N`", "write a number: `once per turn`, `3 times per game`");
}

/** A zone's ranks are kept in a declared counter that can hold every rank (1 to the number of names). */
function checkRanks(v: Vocabulary, zone: string, report: ContractReport): void {
  const ranks = v.zones[zone].ranks;
  if (!ranks) return;
  const counter = v.counters[ranks.counter];
  if (!counter) report("CS1014", ["zones", zone, "ranks", "counter"], `unknown counter \`${ranks.counter}\``, didYouMean(ranks.counter, Object.keys(v.counters)));
  else if ((counter.min ?? 0) > 1 || (counter.max !== undefined && counter.max < ranks.names.length)) {
    report("CS1014", ["zones", zone, "ranks", "counter"], `the counter \`${ranks.counter}\` cannot hold ranks 1 to ${ranks.names.length}`, `declare it \`{ min: 1, max: ${ranks.names.length} }\``);
  }
  if (ranks.forms) checkRanksForming(v, zone, ranks.forms, report);
}

/** `at-most` counts declared traits or kinds, and `overflow` names a verb that takes the card to remove. */
function checkCapacity(v: Vocabulary, name: string, report: ContractReport): void {
  const zone = v.zones[name];
  const atMost = zone["at-most"];
  if (atMost !== undefined && !isSingleCapacity(atMost)) {
    const known = [...Object.keys(v.traits), ...Object.keys(v.kinds)];
    for (const what of Object.keys(atMost)) {
      if (!known.includes(what)) report("CS1014", ["zones", name, "at-most", what], `\`${what}\` is not a trait or kind`, didYouMean(what, known), true);
    }
  }
  const overflow = zone.overflow;
  if (atMost !== undefined && overflow === undefined) {
    report("CS1014", ["zones", name], `\`${name}\` has a capacity but no \`overflow\``, "name the verb run on the card its owner removes when the zone is over capacity, such as `overflow: discard`", true);
  } else if (overflow !== undefined) {
    const verb = v.verbs[overflow];
    if (!verb) report("CS1014", ["zones", name, "overflow"], `unknown verb \`${overflow}\``, didYouMean(overflow, Object.keys(v.verbs)));
    else if (!overflowParam(v, overflow)) report("CS1014", ["zones", name, "overflow"], `\`${overflow}\` does not take a card as its first argument`, "the overflow verb is run on the card to remove: `<verb> <card>`");
    if (atMost === undefined) report("CS1014", ["zones", name, "overflow"], "`overflow` without `at-most`: the zone has no capacity to overflow", "add `at-most: N` or remove `overflow`");
  }
  if (zone["per-entity"] && atMost === undefined) {
    report("CS1014", ["zones", name, "per-entity"], "`per-entity` without `at-most`: there is no capacity to count per entity", "add `at-most: { <trait>: N }` or remove `per-entity`");
  } else if (zone["per-entity"] && !Object.values(v.verbs).some((verb) => verb.means === "attach")) {
    report("CS1014", ["zones", name, "per-entity"], "`per-entity` counts the cards attached to each entity, but no verb attaches cards", "declare a verb with `means: attach` (`attach: { means: attach, params: { card: ..., to: ... } }`)");
  }
}

/** The positional card parameter an overflow verb is run with. */
export function overflowParam(v: Vocabulary, verb: string): string | undefined {
  const params = v.verbs[verb]?.params ?? {};
  return Object.entries(params).find(([, p]) => p.positional && p.type === "card")?.[0];
}

/** `entity` is any type the entities name (or, where the meaning allows, a kind of card); `card` any type of card; others match exactly. */
function paramTypeFits(v: Vocabulary, want: EngineParam, type: string): boolean {
  if (want.type === "card") return isSubtype(v, type, "card");
  // a piece on a map: any declared type but cards and players
  if (want.type === "piece") return Object.hasOwn(v.types, type) && !isSubtype(v, type, "card") && !isSubtype(v, type, "player");
  if (want.type !== "entity") return type === want.type;
  return namesEntities(v, type) || (!!want.orCard && isSubtype(v, type, "card"));
}

/** `means: cards [<zone>...]`: a noun of cards, whose default zones (without an `in` filter) are declared zones. */
function checkCardsNoun(v: Vocabulary, name: string, zones: readonly string[], report: ContractReport): void {
  const type = v.nouns[name].type;
  if (!isSubtype(v, type, "card")) report("CS1014", ["nouns", name, "means"], `\`means: cards\` finds cards, but \`${name}\` is ${type}`, "declare the noun `type: card` (or a type that `is: card`)");
  for (const zone of zones) {
    if (!Object.hasOwn(v.zones, zone)) report("CS1014", ["nouns", name, "means"], `\`cards ${zones.join(" ")}\`: unknown zone \`${zone}\``, didYouMean(zone, Object.keys(v.zones)) ?? `zones: ${Object.keys(v.zones).join(", ")}`);
  }
}

/** `slot <zone> <n>`: a card noun, a zone nobody owns (its cards stand in order, the first on top), a place from 1. */
function checkSlotNoun(v: Vocabulary, name: string, zone: string, n: number, report: ContractReport): void {
  const at = ["nouns", name, "means"];
  const type = v.nouns[name].type;
  if (!isSubtype(v, type, "card")) report("CS1014", at, `\`means: slot\` finds a card, but \`${name}\` is ${type}`, "declare the noun `type: card` (or a type that `is: card`)");
  if (!Object.hasOwn(v.zones, zone)) report("CS1014", at, `\`slot ${zone}\`: unknown zone \`${zone}\``, didYouMean(zone, Object.keys(v.zones)) ?? `zones: ${Object.keys(v.zones).join(", ")}`);
  else if (v.zones[zone]["per-player"]) report("CS1014", at, `\`slot ${zone}\`: each player has a \`${zone}\``, "a slot is a place in a zone nobody owns (a track of cards beside the board)");
  if (!(n >= 1)) report("CS1014", at, `\`slot ${zone} ${n}\`: places count from 1`, "`slot <zone> 1` is the zone's first card");
}

/** `union <noun>...`: declared nouns, none a union itself (no cycle), each of the noun's type or a subtype of it. */
function checkUnionNoun(v: Vocabulary, name: string, nouns: readonly string[], report: ContractReport): void {
  const at = ["nouns", name, "means"];
  const type = v.nouns[name].type;
  for (const noun of nouns) {
    const of = v.nouns[noun];
    if (!of) report("CS1014", at, `\`union\`: unknown noun \`${noun}\``, didYouMean(noun, Object.keys(v.nouns)));
    else if (of.means?.startsWith("union ")) report("CS1014", at, `\`union\`: \`${noun}\` is itself a union`, "name the nouns it joins");
    else if (!isSubtype(v, of.type, type)) report("CS1014", at, `\`union\`: \`${noun}\` is ${of.type}, not ${type}`, `the nouns a union joins are of its type (\`${name}\` is ${type}) or a subtype of it`);
  }
}

const HOLDERS = ["you", "others", "rivals", "anyone", "nobody"];

/** `held-by <who>`: one of the holders a place of the map may have, seen from the acting player. */
function checkHolder(who: string | undefined, at: Array<string | number>, report: ContractReport): void {
  if (who === undefined || !HOLDERS.includes(who)) report("CS1014", at, `\`held-by ${who ?? ""}\`: a place is held by ${HOLDERS.join(", ")}`, didYouMean(who ?? "", HOLDERS) ?? "`held-by you`: held by the acting player; `others`: by another player; `rivals`: by another player not on their team");
}

/** `places [held-by <who>] [<trait>...]` (and `figure-place`, `nearest-place [<trait>...]`): a noun of a card type, a holder, then declared traits. */
function checkPlacesNoun(v: Vocabulary, name: string, head: string, words: readonly string[], report: ContractReport): void {
  const at = ["nouns", name, "means"];
  const type = v.nouns[name].type;
  if (!isSubtype(v, type, "card")) report("CS1014", at, `\`means: ${head}\` finds the map's place cards, but \`${name}\` is ${type}`, "declare the noun `type: card` (or a type that `is: card`)");
  let traits = head === "places" && words[0] === "held-by" ? (checkHolder(words[1], at, report), words.slice(2)) : words;
  for (const qualifier of head === "places" ? ["unmarked", "fitting-used"] : []) if (traits[0] === qualifier) traits = traits.slice(1);
  // `places` also takes kinds of place card (`places unmarked barrier`)
  const kinds = head === "places" ? Object.keys(v.kinds) : [];
  for (const trait of traits) {
    if (!Object.hasOwn(v.traits, trait) && !kinds.includes(trait)) report("CS1014", at, `\`${head}\`: unknown trait \`${trait}\``, didYouMean(trait, [...Object.keys(v.traits), ...kinds]) ?? "after `places` (and `held-by <who>`, `unmarked`, `fitting-used`) come the traits every place it stands for carries, or its kind");
  }
}

/** `figure-of <noun>`: a noun of a piece type (neither card nor player), of a declared player noun. */
function checkFigureOfNoun(v: Vocabulary, name: string, of: string, report: ContractReport): void {
  const at = ["nouns", name, "means"];
  const type = v.nouns[name].type;
  if (isSubtype(v, type, "card") || isSubtype(v, type, "player")) report("CS1014", at, `\`means: figure-of\` stands for figures on the map, but \`${name}\` is ${type}`, "declare the noun of a figure's type (a declared type that is neither card nor player)");
  const players = v.nouns[of];
  if (!players) report("CS1014", at, `\`figure-of ${of}\`: unknown noun \`${of}\``, didYouMean(of, Object.keys(v.nouns)));
  else if (!isSubtype(v, players.type, "player")) report("CS1014", at, `\`figure-of ${of}\`: \`${of}\` is ${players.type}, not players`, "name a noun of players: their own figures are the noun's");
}

/** `seats <which>`: a player noun, `which` one the engine knows (seat-nouns.ts). */
function checkSeatsNoun(v: Vocabulary, name: string, which: string, report: ContractReport): void {
  const at = ["nouns", name, "means"];
  if (!(SEAT_NOUNS as readonly string[]).includes(which)) report("CS1014", at, `\`seats ${which}\`: unknown seats`, didYouMean(which, SEAT_NOUNS) ?? `seats: ${SEAT_NOUNS.join(", ")}`);
  if (!isSubtype(v, v.nouns[name].type, "player")) report("CS1014", at, `\`means: seats\` stands for players, but \`${name}\` is ${v.nouns[name].type}`, "declare the noun `type: player`");
}

/** `players-on <arg>` and `rivals-on <arg>`: a player noun; some event has the argument, a place (a card). */
function checkPlayersOnNoun(v: Vocabulary, name: string, head: string, arg: string, report: ContractReport): void {
  const at = ["nouns", name, "means"];
  if (!isSubtype(v, v.nouns[name].type, "player")) report("CS1014", at, `\`means: ${head}\` stands for players, but \`${name}\` is ${v.nouns[name].type}`, "declare the noun `type: player`");
  const places = Object.entries(v.events).filter(([, e]) => Object.hasOwn(e.args ?? {}, arg) && isSubtype(v, e.args![arg], "card"));
  if (!places.length) {
    const args = [...new Set(Object.values(v.events).flatMap((e) => Object.entries(e.args ?? {}).filter(([, t]) => isSubtype(v, t, "card")).map(([a]) => a)))];
    report("CS1014", at, `\`${head} ${arg}\`: no event has a place argument \`${arg}\``, didYouMean(arg, args) ?? "name an event argument that is a place of the map (a card)");
  }
}

/**
 * `fought <period> <noun>`: a declared period; a declared noun of players or of places (cards), of
 * the noun's own type, itself no `fought` noun; and a contest verb whose `once:` spends such a thing
 * for the period (`on: against` a player, `on: at` a place), else the noun would stand for nothing.
 */
function checkFoughtNoun(v: Vocabulary, name: string, period: string, of: string, report: ContractReport): void {
  const at = ["nouns", name, "means"];
  if (!v.periods.includes(period)) report("CS1014", at, `\`fought ${period}\`: unknown period`, didYouMean(period, v.periods) ?? `periods: ${v.periods.join(", ")}`);
  const base = Object.hasOwn(v.nouns, of ?? "") ? v.nouns[of] : undefined;
  const type = v.nouns[name].type;
  if (!base) return report("CS1014", at, `\`fought ${period} ${of ?? ""}\`: unknown noun \`${of ?? ""}\``, didYouMean(of ?? "", Object.keys(v.nouns)) ?? "name the noun of the players or places asked about");
  if (base.means?.startsWith("fought ")) return report("CS1014", at, `\`fought\`: \`${of}\` is itself a \`fought\` noun`, "name the noun of the players or places asked about");
  const players = isSubtype(v, base.type, "player");
  if (!players && !isSubtype(v, base.type, "card")) return report("CS1014", at, `\`fought\`: \`${of}\` is ${base.type}: only players and places are fought`, "name a noun of players or of places (cards)");
  if (!isSubtype(v, base.type, type)) return report("CS1014", at, `\`${name}\` is ${type} but \`${of}\` is ${base.type}`, "a `fought` noun has the type of the noun it filters");
  const on = players ? "against" : "at";
  const spends = Object.values(v.verbs).some((verb) => verb.means === "contest" && verb.fights?.once?.per === period && verb.fights.once.on === on);
  if (v.periods.includes(period) && !spends) {
    report("CS1014", at, `\`fought ${period}\`: no contest verb spends ${players ? "the player" : "the place"} it fights for a ${period}`, `add \`once: { per: ${period}, on: ${on} }\` to a \`means: contest\` verb's \`fights:\``);
  }
}

/** A verb the engine runs must declare exactly the parameters the engine reads. */
function checkEngineVerb(v: Vocabulary, name: string, means: string, report: ContractReport): void {
  const meaning = ENGINE_VERBS.get(means);
  const known = ["hook", ...ENGINE_VERBS.keys()];
  if (!meaning) {
    report("CS1014", ["verbs", name, "means"], `\`${means}\` is not a verb meaning`, didYouMean(means, known) ?? `a verb means one of: ${known.join(", ")}`);
    return;
  }
  const params = v.verbs[name].params;
  const expected = `\`means: ${means}\` ${meaning.summary}; its parameters are ${describeParams(meaning)}`;
  for (const [param, spec] of Object.entries(params)) {
    const want = Object.hasOwn(meaning.params, param) ? meaning.params[param] : undefined;
    if (!want) report("CS1014", ["verbs", name, "params", param], `\`${means}\` has no parameter \`${param}\``, expected, true);
    else if (!paramTypeFits(v, want, spec.type) || !!spec.positional !== !!want.positional || (want.required && !spec.required)) {
      const type = want.orCard ? "entity or card" : want.type === "piece" ? "<a declared type of figure, not card or player>" : want.type;
      report("CS1014", ["verbs", name, "params", param], `\`${param}\` of a verb with \`means: ${means}\` is \`{ type: ${type}${want.positional ? ", positional: true" : ""}${want.required ? ", required: true" : ""} }\``, expected, true);
    } else if (want.resources) {
      const units = [...(spec.units ?? []), ...(spec.unit ? [spec.unit] : [])];
      for (const unit of units) if (!Object.hasOwn(v.resources, unit)) report("CS1014", ["verbs", name, "params", param], `\`${means}\` works on resources, and \`${unit}\` is not one`, `resources: ${Object.keys(v.resources).join(", ")}`, true);
    } else if (want.counters) {
      const units = [...(spec.units ?? []), ...(spec.unit ? [spec.unit] : [])];
      for (const unit of units) if (!Object.hasOwn(v.counters, unit)) report("CS1014", ["verbs", name, "params", param], `\`${means}\` works on counters, and \`${unit}\` is not one`, `counters: ${Object.keys(v.counters).join(", ") || "none declared"}`, true);
    } else if (want.tracks) {
      const units = [...(spec.units ?? []), ...(spec.unit ? [spec.unit] : [])];
      const tracks = Object.keys(v.counters).filter((c) => v.counters[c].track);
      for (const unit of units) if (!tracks.includes(unit)) report("CS1014", ["verbs", name, "params", param], `\`${means}\` moves a card's track, and \`${unit}\` is not a counter declared with \`track:\``, `tracks: ${tracks.join(", ") || "none declared"}`, true);
    } else if (want.damages) {
      const units = [...(spec.units ?? []), ...(spec.unit ? [spec.unit] : [])];
      const counter = v.damage?.counter;
      if (counter !== undefined && (units.length !== 1 || units[0] !== counter)) report("CS1014", ["verbs", name, "params", param], `\`${means}\` moves Damage, so \`${param}\` is in \`${counter}\` alone`, `declare \`unit: ${counter}\``, true);
    } else if (want.recovers) {
      const units = [...(spec.units ?? []), ...(spec.unit ? [spec.unit] : [])];
      const healths = recoverUnits(v);
      for (const unit of units) if (!healths.includes(unit)) report("CS1014", ["verbs", name, "params", param], `\`${means}\` recovers Health or absorbing points, and \`${unit}\` is neither`, `units: ${healths.join(", ") || "none: declare entities and damage rules"}`, true);
      // A number with one unit is a bare number at run time, recovered as Health.
      if (spec.type === "number" && units.length === 1 && units[0] === v.damage?.absorb?.unit) report("CS1014", ["verbs", name, "params", param], `an amount in \`${units[0]}\` alone is a bare number, recovered as Health`, `list both units (\`units: [${healths.join(", ")}]\`) so the amount carries its unit`, true);
    }
  }
  for (const [param, want] of Object.entries(meaning.params)) {
    if (want.required && !Object.hasOwn(params, param)) report("CS1014", ["verbs", name, "params"], `a \`${means}\` verb needs the parameter \`${param}\``, expected, true);
  }
  if (means === "behave" || means === "activate") checkBehaviourTable(v, name, report);
  if (means === "draw" || means === "discard-random" || means === "return-to-hand") checkHandVerb(v, name, means, report);

  if (means === "discard") {
    const without = Object.entries(v.kinds).filter(([, k]) => k["discards-to"] === undefined).map(([kind]) => kind);
    if (v.rules["discards-to"] === undefined && without.length) report("CS1016", ["verbs", name, "means"], `\`means: discard\` sends a card to its discard pile, and cards of ${without.map((k) => `\`${k}\``).join(", ")} have none`, "declare `discards-to: <zone>` in `rules:` (every kind's) or on each kind", true);
  }
  if (means === "exchange") checkStock(v, name, report);
  if (means === "activate") checkActivation(v, name, report);
  if (means === "pass-lead") checkLeadEvents(v, name, report);
  if (means === "visit-shops" && !Object.values(v.zones).some((z) => z.shop)) {
    report("CS1016", ["verbs", name, "means"], "`means: visit-shops` visits the shops zones declare, and no zone declares `shop:`", "declare a player's shop zone: `shelf: { per-player: true, live: true, shop: { stock: <zone>, currency: <resource>, slots: [<trait>...] } }`", true);
  }
  if (means === "spare-draws" && !Object.values(v.contests ?? {}).some((c) => c.unplayed)) {
    report("CS1014", ["verbs", name, "means"], "`means: spare-draws` spares cards a contest's side no player runs draws, and no contest declares `unplayed`", "declare the side's draws on the contest: `unplayed: { shows: { from, to, field }, draws: { from, to, sum }, says }`");
  }
  if (means === "reshuffle" && !Object.values(v.zones).some((z) => z["per-player"] && z["refills-from"] !== undefined)) {
    report("CS1016", ["verbs", name, "means"], "`means: reshuffle` shuffles each player's decks that refill, and no zone each player has declares `refills-from`", "declare the deck's refill pile: `deck: { per-player: true, refills-from: discard }`", true);
  }
}

/** An `activate` verb raises one respondable event on the card: the event players interrupt. */
function checkActivation(v: Vocabulary, name: string, report: ContractReport): void {
  const raised = Object.entries(v.events).filter(([, e]) => (e["raised-by"] ?? []).includes(name));
  const help = `declare it: \`activating: { respondable: true, raised-by: [${name}], args: { on: <type> } }\``;
  if (raised.length !== 1) report("CS1014", ["verbs", name, "means"], `\`means: activate\` raises one event on the card, and ${raised.length ? `${raised.length} events list` : "no event lists"} \`${name}\` in \`raised-by\``, help, true);
  else if (!raised[0][1].respondable || !Object.hasOwn(raised[0][1].args ?? {}, "on")) report("CS1014", ["events", raised[0][0]], `\`${raised[0][0]}\`, raised by \`${name}\` (\`means: activate\`), must be respondable and carry the card as \`on\``, help, true);
}

/** A `pass-lead` verb raises the events that list it with nothing to carry: they may declare no arguments. */
function checkLeadEvents(v: Vocabulary, name: string, report: ContractReport): void {
  for (const [event, spec] of Object.entries(v.events)) {
    if (!(spec["raised-by"] ?? []).includes(name) || Object.keys(spec.args ?? {}).length === 0) continue;
    report("CS1014", ["events", event, "args"], `\`${event}\` is raised by \`${name}\` (\`means: pass-lead\`), which gives it no arguments`, `remove its \`args\`, or raise it from something else`, true);
  }
}

/** The hand verbs work on each player's `hand` (`draw` and its `deck` too); `discard-random` discards with the game's `discard <card>` verb. */
function checkHandVerb(v: Vocabulary, name: string, means: string, report: ContractReport): void {
  const zones = means === "draw" ? ["hand", "deck"] : ["hand"];
  for (const zone of zones) {
    if (!v.zones[zone]?.["per-player"]) report("CS1014", ["verbs", name, "means"], `\`means: ${means}\` works on each player's \`${zone}\`, and the game declares no such zone`, `declare \`${zone}: { per-player: true }\` in \`zones:\``, true);
  }
  if (means === "discard-random" && overflowParam(v, "discard") !== "card") {
    report("CS1014", ["verbs", name, "means"], "`means: discard-random` discards each card with the game's `discard` verb, and there is no `discard <card>` verb", "declare `discard` with the parameter `card: { type: card, positional: true, required: true }`", true);
  }
}

/** An `exchange` verb trades a resource R with a card's counter `stock-R`: some resource must have one. */
function checkStock(v: Vocabulary, name: string, report: ContractReport): void {
  if (Object.keys(v.resources).some((r) => Object.hasOwn(v.counters, `stock-${r}`))) return;
  const example = Object.keys(v.resources)[0] ?? "gold";
  report("CS1014", ["verbs", name, "means"], "`means: exchange` trades resources with a card's stock, but no counter `stock-<resource>` holds one", `declare a counter for each resource a card stocks: \`stock-${example}: { min: 0 }\``, true);
}

/** A `behave` verb runs cards' behaviour tables: some kind must hold one (`behaviour`, a list of effects). */
function checkBehaviourTable(v: Vocabulary, name: string, report: ContractReport): void {
  const holds = Object.values(v.kinds).some((k) => {
    const f = Object.hasOwn(k.fields, "behaviour") ? k.fields.behaviour : undefined;
    return f?.type === "list" && f.of.type === "effect";
  });
  if (!holds) report("CS1014", ["verbs", name, "means"], `\`means: behave\` runs a card's behaviour table, but no kind declares one`, "declare `behaviour: { type: list, of: { type: effect } }` in the kind of the cards it runs", true);
}

function checkTraits(v: Vocabulary, report: ContractReport): void {
  const zones = Object.keys(v.zones);
  // A trait a zone's capacity counts (`at-most: { Restricted: 1 }`) means that.
  const counted = new Set(Object.values(v.zones).flatMap((z) => (z["at-most"] !== undefined && !isSingleCapacity(z["at-most"]) ? Object.keys(z["at-most"]) : [])));
  for (const [name, spec] of Object.entries(v.traits)) {
    if (!counted.has(name) && !TRAIT_MEANINGS.some((k) => spec[k] !== undefined && spec[k] !== false)) {
      report("CS1013", ["traits", name], `the trait \`${name}\` has no meaning`, "give it at least one of after-use, repeat, played-to, limits, used-goes-to, immune, immune-to, `means: hook` (the game's TypeScript gives it its meaning), `means: tag` (no rule of its own: effects find the cards carrying it, `with <trait>`), or count it in a zone's `at-most`", true);
    }
    if (spec["immune-to"] !== undefined && spec.param !== "name") report("CS1014", ["traits", name, "immune-to"], `\`immune-to: param\` names a trait by the parameter, and \`${name}\` has ${spec.param ? `a ${spec.param} parameter` : "none"}`, "declare `param: name` (`Immune Fire`)");
    for (const key of ["played-to", "used-goes-to"] as const) {
      const zone = spec[key];
      if (zone !== undefined && !v.zones[zone]) report("CS1014", ["traits", name, key], `unknown zone \`${zone}\``, didYouMean(zone, zones));
    }
    const numeric = spec.param === "number" || spec.param === "roman" || spec.param === "multiplier";
    if (spec.repeat && !numeric) report("CS1014", ["traits", name, "repeat"], `\`${name}\` repeats N times but has no number parameter`, "declare `param: multiplier` (or number, roman)");
    for (const [i, text] of (spec.limits ?? []).entries()) {
      const limit = parseLimit(text);
      if (!limit) continue; // the meta-schema already reported the shape
      if (!v.periods.includes(limit.per)) report("CS1014", ["traits", name, "limits", i], `unknown period \`${limit.per}\``, didYouMean(limit.per, v.periods) ?? `periods: ${v.periods.join(", ")}`);
      if (limit.count === "N" && !numeric) report("CS1014", ["traits", name, "limits", i], `\`N\` needs a number parameter on \`${name}\``, "declare `param: number`");
    }
  }
}

function checkSteps(v: Vocabulary, report: ContractReport): void {
  const fields = new Set(Object.values(v.kinds).flatMap((k) => Object.keys(k.fields)));
  for (const [name, step] of Object.entries(v.steps)) {
    const numbers = step.numbers ?? [];
    const where = numbers.length ? `${name} runs ${numbers.join(", ")}` : `\`${name}\` declares no numbers`;
    for (const [i, n] of (step["players-act"] ?? []).entries()) {
      if (!numbers.includes(n)) report("CS1015", ["steps", name, "players-act", i], `players cannot act at ${name} ${n}: it is not one of the step's numbers`, where);
      const procedures = step.procedures ?? {};
      if (Object.hasOwn(procedures, String(n))) report("CS1015", ["steps", name, "players-act", i], `${name} ${n} is run by the procedure \`${procedures[String(n)]}\``, "a number is either for the players or for a procedure");
    }
    for (const [n, hook] of Object.entries(step.procedures ?? {})) {
      if (!numbers.includes(Number(n))) report("CS1015", ["steps", name, "procedures", n], `\`${hook}\` runs at ${name} ${n}, which is not one of the step's numbers`, where, true);
    }
    for (const [i, n] of (step.passive ?? []).entries()) {
      if (step["players-act"]?.includes(n)) report("CS1015", ["steps", name, "passive", i], `${name} ${n} is both passive and offered to players`, "a passive number is never offered; remove it from one list");
    }
    const field = step["card-field"];
    if (field !== undefined && !fields.has(field)) report("CS1014", ["steps", name, "card-field"], `no card kind has a field \`${field}\``, didYouMean(field, [...fields]));
    const from = step["play-from"];
    if (from !== undefined && !v.zones[from]) report("CS1014", ["steps", name, "play-from"], `unknown zone \`${from}\``, didYouMean(from, Object.keys(v.zones)));
  }
}

function checkProcedure(v: Vocabulary, report: ContractReport): void {
  const declared = Object.keys(v.procedure.phases);
  for (const phase of declared) {
    if (!v.phases.includes(phase)) report("CS1014", ["procedure", "phases", phase], `\`${phase}\` is not a declared phase`, didYouMean(phase, v.phases) ?? `phases: ${v.phases.join(", ")}`, true);
  }
  const missing = v.phases.filter((p) => !declared.includes(p));
  if (missing.length) {
    report("CS1014", ["procedure", "phases"], `the procedure does not say how ${missing.map((p) => `\`${p}\``).join(", ")} ${missing.length === 1 ? "runs" : "run"}`, `give each phase an entry: \`${missing[0]}: hook\`, \`${missing[0]}: { step: <step> }\` or \`${missing[0]}: { effect: <effect text> }\``, true);
  } else if (declared.length === v.phases.length && declared.some((p, i) => p !== v.phases[i])) {
    report("CS1014", ["procedure", "phases"], "the procedure lists the phases in another order than `phases`", `order: ${v.phases.join(", ")}`, true);
  }
  for (const [phase, body] of Object.entries(v.procedure.phases)) {
    if (body === "hook" || !("step" in body)) continue;
    const step = v.steps[body.step];
    if (!step) report("CS1014", ["procedure", "phases", phase, "step"], `unknown step \`${body.step}\``, didYouMean(body.step, Object.keys(v.steps)));
    else if (step.phase !== phase) report("CS1014", ["procedure", "phases", phase, "step"], `the step \`${body.step}\` belongs to the phase \`${step.phase}\`, not \`${phase}\``);
  }
  // Procedure hooks share one namespace: a phase or step procedure named like another hook would be ambiguous.
  const taken = new Map<string, string>([["setup", "the setup"], ["end", "the end check"], ["score", "the scoring"]]);
  for (const [phase, body] of Object.entries(v.procedure.phases)) {
    if (body !== "hook") continue;
    const other = taken.get(phase);
    if (other) report("CS1014", ["procedure", "phases", phase], `the phase \`${phase}\` has the name of ${other}'s hook`, "rename the phase", true);
    taken.set(phase, `the phase \`${phase}\``);
  }
  for (const [name, step] of Object.entries(v.steps)) {
    for (const [n, hook] of Object.entries(step.procedures ?? {})) {
      const other = taken.get(hook);
      // Several step numbers (or steps) may share one procedure.
      if (other && other !== STEP_PROCEDURE) report("CS1014", ["steps", name, "procedures", n], `the step procedure \`${hook}\` has the name of ${other}'s hook`, "give the step procedure its own name");
      else taken.set(hook, STEP_PROCEDURE);
    }
  }
  const at = /^(start|end) of (.+)$/.exec(v.procedure.end.at);
  if (at && !v.phases.includes(at[2])) report("CS1014", ["procedure", "end", "at"], `unknown phase \`${at[2]}\``, didYouMean(at[2], v.phases));
  checkScoreSum(v, report);
  checkElimination(v, report);
  const end = v.procedure.end;
  if (end.when === undefined && end["game-turns"] === undefined && end.early === undefined && end.eliminate === undefined) {
    report("CS1014", ["procedure", "end"], "the end check says nothing that could end the game", "add `when: hook`, `game-turns: <n>`, `early: { ... }` or `eliminate: { ... }`", true);
  }
  for (const key of ["game-turns", "early"] as const) {
    if (end[key] !== undefined && v.rules.leader !== "passes-clockwise") {
      report("CS1014", ["procedure", "end", key], "game turns are counted only when the lead passes round the table", "declare `leader: passes-clockwise` in `rules:`", true);
    }
  }
  const early = end.early?.if;
  if (early !== undefined && !Object.hasOwn(v.facts, early)) report("CS1014", ["procedure", "end", "early", "if"], `unknown fact \`${early}\``, didYouMean(early, Object.keys(v.facts)) ?? "declare it under `facts:`");
}

/** Elimination reads and moves a player's own zones. */
function checkElimination(v: Vocabulary, report: ContractReport): void {
  const eliminate = v.procedure.end.eliminate;
  if (!eliminate) return;
  const playerZone = (zone: string, path: Array<string | number>, onKey = false) => {
    const z = v.zones[zone];
    if (!z) report("CS1014", path, `unknown zone \`${zone}\``, didYouMean(zone, Object.keys(v.zones)), onKey);
    else if (!z["per-player"]) report("CS1014", path, `\`${zone}\` is not a zone each player has`, "elimination reads and moves a player's own zones: declare it `per-player: true`", onKey);
  };
  playerZone(eliminate["when-empty"], ["procedure", "end", "eliminate", "when-empty"]);
  for (const [from, to] of Object.entries(eliminate["cards-to"] ?? {})) {
    playerZone(from, ["procedure", "end", "eliminate", "cards-to", from], true);
    playerZone(to, ["procedure", "end", "eliminate", "cards-to", from]);
  }
}

/** A declared score sums a whole-number card field over per-player zones. */
function checkScoreSum(v: Vocabulary, report: ContractReport): void {
  const score = v.procedure.score;
  if (score === "hook" || score === "ranking") return;
  const ints = [...new Set(Object.values(v.kinds).flatMap((k) => Object.entries(k.fields).filter(([, f]) => f.type === "int").map(([field]) => field)))];
  if (!ints.includes(score.sum)) report("CS1014", ["procedure", "score", "sum"], `no kind has a whole-number field \`${score.sum}\``, didYouMean(score.sum, ints) ?? `whole-number fields: ${ints.join(", ") || "none"}`);
  score.in.forEach((zone, i) => {
    const z = v.zones[zone];
    if (!z) report("CS1014", ["procedure", "score", "in", i], `unknown zone \`${zone}\``, didYouMean(zone, Object.keys(v.zones)));
    else if (!z["per-player"]) report("CS1014", ["procedure", "score", "in", i], `\`${zone}\` is not a zone each player has`, "a score counts a player's own zones: declare it `per-player: true`");
  });
}
