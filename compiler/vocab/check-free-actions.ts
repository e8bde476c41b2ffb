/**
 * A turn of free actions (game.yaml's `free-actions:`, run by runtime/core/free-action-menu.ts):
 * every name an offer gives must be declared, so what check accepts the engine can offer. Each
 * offer is exactly one of `hook`, `move`, `use` and `play`, with only its own options: a figure
 * type (and a trait it never moves onto), a zone each player has, card kinds.
 */
import { didYouMean } from "../check/suggest.ts";
import type { ContractReport } from "./check-contract.ts";
import type { FreeOfferSpec, Vocabulary } from "./vocabulary.ts";

const OFFER_KINDS = ["hook", "move", "use", "play"] as const;
/** The options each kind of offer takes besides its own key. */
const OPTIONS: Readonly<Record<(typeof OFFER_KINDS)[number], readonly string[]>> = {
  hook: [],
  move: ["onto-without", "raises", "unless"],
  use: ["advice", "advice-if"],
  play: ["except", "says", "advice"],
};
/** The `advice` key for the kinds an offer names no advice for. */
export const OTHER_KINDS = "others";

export function checkFreeActions(v: Vocabulary, report: ContractReport): void {
  (v["free-actions"]?.offers ?? []).forEach((offer, i) => checkOffer(v, offer, ["free-actions", "offers", i], report));
}

function checkOffer(v: Vocabulary, offer: FreeOfferSpec, at: Array<string | number>, report: ContractReport): void {
  const kinds = OFFER_KINDS.filter((k) => offer[k] !== undefined);
  if (kinds.length !== 1) {
    const found = kinds.length ? `both \`${kinds[0]}\` and \`${kinds[1]}\`` : "none of them";
    return report("CS1014", at, `an offer is one of \`hook\`, \`move\`, \`use\` or \`play\`, and this one has ${found}`, "write each offer as its own list item");
  }
  const kind = kinds[0];
  for (const option of Object.values(OPTIONS).flat()) {
    if (offer[option as keyof FreeOfferSpec] !== undefined && !OPTIONS[kind].includes(option)) report("CS1014", [...at, option], `a \`${kind}\` offer takes no \`${option}\``, undefined, true);
  }
  if (kind === "move") checkMove(v, offer, at, report);
  if (kind === "use" || kind === "play") checkZone(v, offer[kind]!, [...at, kind], report);
  if (kind === "play") checkPlay(v, offer, at, report);
  if (kind === "use") checkUseAdvice(v, offer, at, report);
}

/** A `use` offer's advice is by card (the cards are checked with them: check-game.ts); each `advice-if` names a fact. */
function checkUseAdvice(v: Vocabulary, offer: FreeOfferSpec, at: Array<string | number>, report: ContractReport): void {
  for (const [card, fact] of Object.entries(offer["advice-if"] ?? {})) {
    if (!Object.hasOwn(v.facts, fact)) report("CS1014", [...at, "advice-if", card], `unknown fact \`${fact}\``, didYouMean(fact, Object.keys(v.facts)) ?? "`advice-if` names facts of `facts:`");
  }
}

function checkMove(v: Vocabulary, offer: FreeOfferSpec, at: Array<string | number>, report: ContractReport): void {
  if (!Object.hasOwn(v.types, offer.move!)) report("CS1014", [...at, "move"], `unknown type \`${offer.move}\``, didYouMean(offer.move!, Object.keys(v.types)) ?? "a `move` offer names the type of figure it moves");
  const trait = offer["onto-without"];
  if (trait !== undefined && !Object.hasOwn(v.traits, trait)) report("CS1014", [...at, "onto-without"], `unknown trait \`${trait}\``, didYouMean(trait, Object.keys(v.traits)));
  if (offer.raises !== undefined) checkRaised(v, offer.raises, [...at, "raises"], report);
  (offer.unless ?? []).forEach((fact, i) => {
    if (!Object.hasOwn(v.facts, fact)) report("CS1014", [...at, "unless", i], `unknown fact \`${fact}\``, didYouMean(fact, Object.keys(v.facts)) ?? "`unless` names facts of `facts:`");
  });
}

/** A move's event carries the figure as `by` and the place as `to`, so its rule cards can name both (`when travels by your hero`). */
function checkRaised(v: Vocabulary, event: string, at: Array<string | number>, report: ContractReport): void {
  if (!Object.hasOwn(v.events, event)) return report("CS1014", at, `unknown event \`${event}\``, didYouMean(event, Object.keys(v.events)));
  const args = v.events[event].args ?? {};
  const missing = ["by", "to"].filter((arg) => !Object.hasOwn(args, arg));
  if (missing.length) report("CS1014", at, `the event \`${event}\` has no \`${missing.join("` or `")}\` argument`, "a move's event is raised `by` the figure, `to` the place it moves onto");
}

function checkZone(v: Vocabulary, zone: string, at: Array<string | number>, report: ContractReport): void {
  if (!Object.hasOwn(v.zones, zone)) report("CS1014", at, `unknown zone \`${zone}\``, didYouMean(zone, Object.keys(v.zones)));
  else if (!v.zones[zone]["per-player"]) report("CS1014", at, `zone \`${zone}\` is not per player`, "an offer names a zone of the player's own: declare it `per-player: true`");
}

function checkPlay(v: Vocabulary, offer: FreeOfferSpec, at: Array<string | number>, report: ContractReport): void {
  const knownKind = (kind: string, path: Array<string | number>) => {
    if (!Object.hasOwn(v.kinds, kind)) report("CS1014", path, `unknown kind \`${kind}\``, didYouMean(kind, Object.keys(v.kinds)), typeof path[path.length - 1] === "string");
  };
  (offer.except ?? []).forEach((kind, i) => knownKind(kind, [...at, "except", i]));
  for (const kind of Object.keys(offer.says ?? {})) knownKind(kind, [...at, "says", kind]);
  for (const kind of Object.keys(offer.advice ?? {})) if (kind !== OTHER_KINDS) knownKind(kind, [...at, "advice", kind]);
}
