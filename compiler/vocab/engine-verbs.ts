/**
 * Verbs the engine runs itself, so a game declares them in game.yaml (`means: move`) instead of
 * writing TypeScript. Each meaning fixes the verb's parameters: the engine reads its arguments
 * by these names, so the checker holds a declaration to them.
 */
export interface EngineParam {
  type: string;
  positional?: boolean;
  required?: boolean;
  /** The quantity's units must all be declared resources. */
  resources?: boolean;
  /** The quantity's units must all be declared counters. */
  counters?: boolean;
  /** The amount's units must be Health or absorbing points (the damage rules' `recover`). */
  recovers?: boolean;
  /** An `entity` parameter that may also be a kind of card (a card in play, as Fantasy Adventures' heroes). */
  orCard?: boolean;
  /** The amount is in the damage rules' counter (`unit: damage`): it moves Damage, nothing else. */
  damages?: boolean;
}

export interface EngineVerb {
  summary: string;
  params: Readonly<Record<string, EngineParam>>;
}

export const ENGINE_VERBS: ReadonlyMap<string, EngineVerb> = new Map<string, EngineVerb>([
  ["move", { summary: "moves a card to a zone (to its owner's, for a zone each player has)", params: { card: { type: "card", positional: true, required: true }, to: { type: "zone", required: true } } }],
  ["distribute", { summary: "you take one card per player from the top of a zone and give each player one of them, in turn order", params: { from: { type: "zone", positional: true, required: true }, to: { type: "zone", required: true } } }],
  ["gain", { summary: "a player (you, unless `to` says) gains resources", params: { amount: { type: "quantity", positional: true, required: true, resources: true }, to: { type: "player" } } }],
  ["spend", { summary: "you spend resources", params: { amount: { type: "quantity", positional: true, required: true, resources: true } } }],
  // The damage rules (game.yaml's entities and damage; `entity` is any type entities have).
  ["damage", { summary: "deals damage to an entity: Damage up to its Health, defeat at its Health, no absorbing points", params: { amount: { type: "number", positional: true, required: true }, to: { type: "entity", required: true } } }],
  ["lose-health", { summary: "an entity loses health directly, as `damage` does", params: { amount: { type: "number", positional: true, required: true }, on: { type: "entity", required: true } } }],
  ["summon", { summary: "brings the named card, from out of play, into the first zone of the entity class it fits (never a second copy)", params: { card: { type: "card-id", positional: true, required: true } } }],
  ["attach", { summary: "attaches a card to an entity: its own modifiers modify that entity, and a `per-entity` zone counts it against that entity's capacity", params: { card: { type: "card", positional: true, required: true }, to: { type: "entity", required: true, orCard: true } } }],
  // In a Response to an event that carries damage (game.yaml: the event's `damage:`), before it is dealt.
  ["redirect", { summary: "moves N of the damage the triggering event carries off its target onto another entity, which takes it by the damage rules when the event's damage is dealt", params: { amount: { type: "number", positional: true, required: true, damages: true }, onto: { type: "entity", required: true } } }],
  // An enemy run by a table instead of a player (an app-driven game's enemy AI): the card's `behaviour` rows.
  ["behave", { summary: "the card (an entity or a card) does the first row of its `behaviour` field (a list of effects) whose `requires` holds, acting as itself", params: { card: { type: "entity", positional: true, required: true, orCard: true } } }],
  // A card's stock of a resource R is its counter `stock-R` (runtime/core/exchange.ts).
  ["exchange", { summary: "you exchange items one for one with a card's stock (its counters `stock-<resource>`), as many times as you like", params: { at: { type: "card", required: true } } }],
  // A game played on a map (runtime/core/map-verbs.ts: the game's hooks hand over its MapTable).
  ["hold", { summary: "puts your token on a place of the map (the place's card), taking it from whoever held it", params: { place: { type: "card", positional: true, required: true } } }],
  ["mark", { summary: "leaves your mark on a place of the map (the place's card): a goal you completed there", params: { place: { type: "card", positional: true, required: true } } }],
  ["unmark", { summary: "you take your mark off that many places of the map you marked, of your choice", params: { count: { type: "number", positional: true, required: true } } }],
  ["build-pieces", { summary: "you put that many of your pieces on routes of the map, each on a route of your choice where one fits", params: { count: { type: "number", positional: true, required: true } } }],
  ["move-pieces", { summary: "you move that many of your pieces on the map, each off a route of your choice and onto another", params: { count: { type: "number", positional: true, required: true } } }],
  // Tokens on a card (its counters): `put 1 stun on T`, `remove 1 relic-here from this`.
  ["put", { summary: "puts counters (tokens) on a card, up to the counter's declared max", params: { amount: { type: "quantity", positional: true, required: true, counters: true }, on: { type: "card", required: true } } }],
  ["remove", { summary: "takes counters (tokens) off a card, down to the counter's declared min", params: { amount: { type: "quantity", positional: true, required: true, counters: true }, from: { type: "card", required: true } } }],
  ["recover", { summary: "an entity (your avatar, unless `on` says) recovers Health, or absorbing points in their unit", params: { amount: { type: "number", positional: true, required: true, recovers: true }, on: { type: "entity" } } }],
]);

/** `card (positional), to: zone`: how a meaning's parameters read in a hint. */
export function describeParams(verb: EngineVerb): string {
  return Object.entries(verb.params)
    .map(([name, p]) => `${name}: { type: ${p.type}${p.positional ? ", positional: true" : ""}${p.required ? ", required: true" : ""} }`)
    .join(", ");
}
