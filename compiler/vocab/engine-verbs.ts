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
  /** The quantity's units must all be counters declared with a `track:`. */
  tracks?: boolean;
  /** The amount's units must be Health or absorbing points (the damage rules' `recover`). */
  recovers?: boolean;
  /** An `entity` parameter that may also be a kind of card (a card in play standing for an entity, such as a hero card). */
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
  // A card taken back out of a zone (a zone's `overflow`: a card over the limit not used): runtime/core/engine-verbs.ts.
  ["return-to-hand", { summary: "the card goes back to its owner's hand (yours, when nobody owns it)", params: { card: { type: "card", positional: true, required: true } } }],
  ["take-card", { summary: "moves a card to a zone, yours for a zone each player has, whoever held it", params: { card: { type: "card", positional: true, required: true }, to: { type: "zone", required: true } } }],
  ["distribute", { summary: "you take one card per player from the top of a zone and give each player one of them, in turn order", params: { from: { type: "zone", positional: true, required: true }, to: { type: "zone", required: true } } }],
  ["gain", { summary: "a player (you, unless `to` says) gains resources", params: { amount: { type: "quantity", positional: true, required: true, resources: true }, to: { type: "player" } } }],
  ["spend", { summary: "you spend resources", params: { amount: { type: "quantity", positional: true, required: true, resources: true } } }],
  // runtime/core/used-resources.ts: a resource that `stands-in-for` others pays for them when you have none; the effect remembers what it used.
  ["use", { summary: "you spend resources, one at a time, each you lack paid by a resource that stands in for it; the effect remembers what it used", params: { amount: { type: "quantity", positional: true, required: true, resources: true } } }],
  // The damage rules (game.yaml's entities and damage; `entity` is any type entities have).
  ["damage", { summary: "deals damage to an entity: Damage up to its Health, defeat at its Health, no absorbing points", params: { amount: { type: "number", positional: true, required: true }, to: { type: "entity", required: true } } }],
  ["lose-health", { summary: "an entity loses health directly, as `damage` does", params: { amount: { type: "number", positional: true, required: true }, on: { type: "entity", required: true } } }],
  ["summon", { summary: "brings the named card, from out of play, into the first zone of the entity class it fits (never a second copy)", params: { card: { type: "card-id", positional: true, required: true } } }],
  ["attach", { summary: "attaches a card to an entity: its own modifiers modify that entity, and a `per-entity` zone counts it against that entity's capacity", params: { card: { type: "card", positional: true, required: true }, to: { type: "entity", required: true, orCard: true } } }],
  // In a Response to an event that carries damage (game.yaml: the event's `damage:`), before it is dealt.
  ["redirect", { summary: "moves N of the damage the triggering event carries off its target onto another entity, which takes it by the damage rules when the event's damage is dealt", params: { amount: { type: "number", positional: true, required: true, damages: true }, onto: { type: "entity", required: true } } }],
  // An enemy run by a table instead of a player (an app-driven game's enemy AI): the card's `behaviour` rows.
  ["behave", { summary: "the card (an entity or a card) does the first row of its `behaviour` field (a list of effects) whose `requires` holds, acting as itself", params: { card: { type: "entity", positional: true, required: true, orCard: true } } }],
  ["reveal", { summary: "shuffles a zone, then turns its top N cards face up into another zone (a zone each player has: the acting player's)", params: { count: { type: "number", positional: true, required: true }, from: { type: "zone", required: true }, to: { type: "zone", required: true } } }],
  // Hand verbs (runtime/core/hand-verbs.ts): the game declares per-player `hand` and `deck` zones, and `discard-random` its own `discard <card>` verb.
  ["draw", { summary: "you take the top cards of your deck (or of another zone of yours, `from`) into your hand; an empty deck that `refills-from` a zone refills first", params: { count: { type: "number", positional: true, required: true }, from: { type: "zone" } } }],
  // runtime/core/trait-decks.ts: a shared deck declared `by-trait` gives each player a card carrying one of their traits.
  ["take-top", { summary: "you take the top cards of a shared zone into your hand (or `into` another zone, yours if each player has one); from a deck declared `by-trait`, the first carrying one of your traits", params: { count: { type: "number", positional: true, required: true }, from: { type: "zone", required: true }, into: { type: "zone" } } }],
  // runtime/core/unplayed-side.ts: a contest's side no player runs draws fewer cards.
  ["spare-draws", { summary: "in the next contest, a side no player runs (a contest's `unplayed`) draws that many fewer cards", params: { count: { type: "number", positional: true, required: true } } }],
  // A card's discard pile: its kind's `discards-to`, else the rules' (runtime/core/leave-play.ts).
  ["discard", { summary: "discards the card to its owner's discard pile (its kind's `discards-to`, else the rules'), the cards attached to it going along to theirs", params: { card: { type: "card", positional: true, required: true } } }],
  // In a Response to a card's leaving (a defeat the game announces): the card stays (runtime/core/leaving.ts).
  ["spare", { summary: "keeps a card that is on its way out of play (announced by the game, its event being answered): it stays; the log says the verb's `says`", params: { target: { type: "card", positional: true, required: true } } }],
  // A card played by an effect, as a player plays one from hand (runtime/core/procedure.ts' playCard).
  ["play", { summary: "you play the card: it goes where a played card of it goes, then its effect runs, as when you play it from your hand", params: { card: { type: "card", positional: true, required: true } } }],
  ["discard-random", { summary: "you discard N cards of your hand picked at random, each by the game's `discard` verb", params: { count: { type: "number", positional: true, required: true } } }],
  // Counters (tokens) on a card or an entity card, held to the counter's declared bounds.
  ["put-counters", { summary: "puts counters (tokens) on a card, or an entity that is a card", params: { amount: { type: "quantity", positional: true, required: true, counters: true }, on: { type: "entity", required: true, orCard: true } } }],
  ["remove-counters", { summary: "removes counters (tokens) from a card, or an entity that is a card (never below none)", params: { amount: { type: "quantity", positional: true, required: true, counters: true }, from: { type: "entity", required: true, orCard: true } } }],
  // A card's track (a counter declared with `track:`, runtime/core/counter-tracks.ts), kept on its owner's board.
  ["advance", { summary: "moves a card's track on (a counter declared with `track:`, kept in its owner's counter for the card): the log says the amount in the track's `says` and a new level", params: { amount: { type: "quantity", positional: true, required: true, tracks: true }, on: { type: "card", required: true } } }],
  // In a Response to an event that carries damage: its blocks.
  ["prevent", { summary: "in a Response to an event that carries damage, its target takes N less of it", params: { amount: { type: "number", positional: true, required: true } } }],
  // On the game's map (game.yaml's `map:`): the acting piece moves toward another.
  ["approach", { summary: "the acting card moves up to N spaces along a shortest way toward an entity on the map, stopping in its space", params: { spaces: { type: "number", positional: true, required: true }, to: { type: "entity", required: true } } }],
  // Decks declared `refills-from`: the player's own are made whole again.
  ["reshuffle", { summary: "each of your decks (a zone each player has, declared `refills-from`) takes back its refill pile's cards and is shuffled", params: {} }],
  // The lead passing round the table (runtime/core/engine-verbs.ts' passLead).
  ["pass-lead", { summary: "the turn passes: the events whose `raised-by` lists this verb are raised (they carry no arguments), then the next player in seat order leads", params: {} }],
  // An enemy no player runs, activated: players may interrupt, then it does its behaviour table.
  ["activate", { summary: "raises on the card the respondable event this verb raises (the event's `raised-by` lists the verb); if the card is still where it was once the Responses are done, it does its behaviour table as `behave` does", params: { card: { type: "entity", positional: true, required: true, orCard: true } } }],
  // A verb whose running is the event it raises (`raises:`): the rules answer it, the engine does nothing else.
  ["announce", { summary: "does nothing itself: running it raises the verb's event (`raises:`) on the thing, for the rules to answer (`when <event> on this:`)", params: { card: { type: "entity", positional: true, required: true, orCard: true } } }],
  // A card's stock of a resource R is its counter `stock-R` (runtime/core/exchange.ts).
  ["exchange", { summary: "you exchange items one for one with a card's stock (its counters `stock-<resource>`), as many times as you like", params: { at: { type: "card", required: true } } }],
  // The upgrade shops declared on zones (`shop:`, runtime/core/upgrade-shop.ts).
  ["visit-shops", { summary: "you visit each shop a zone declares (`shop:`), in the zones' order, buying, upgrading and selling until you are done", params: {} }],
  // Drawing until enough cards of a kind have come, on the verb's terms (`draws:`, `says:`; runtime/core/draw-until.ts).
  ["draw-until", { summary: "the drawing card's owner (else you) turns over the top cards of their `draws.from` zone until N of its `kind` have come: they go to their `to` zone, the others to their `rest` zone", params: { count: { type: "number", positional: true, required: true } } }],
  // Casting with a caster of the acting player's, on the verb's terms (`casts:`: the element field, a declared roll off it; runtime/core/cast-spell.ts).
  ["cast", { summary: "a caster of yours (a card of your `casts.casters` zone with an element, not spent) is spent and the spell goes to your `casts.to` zone; a spell off the caster's element is rolled for on the `casts.roll` table: it works, goes back to a zone, or fails", params: { spell: { type: "card", positional: true, required: true } } }],
  // Placing a stack for each other player on the verb's terms (`stacks:`: kinds, a capped sum, trait pairings; runtime/core/place-stacks.ts).
  ["place-stacks", { summary: "you put cards of your `stacks.from` zone into your `stacks.to` zone, one stack for each other player, each card of a listed kind and within the stack's limit on the sum of a field", params: {} }],
  // Selling from the hand on the verb's terms (`sale:`: price, currency, at most N a period; runtime/core/sell-cards.ts).
  ["sell-cards", { summary: "you sell up to N cards of your hand, each for the verb's `sale:` price, within its limit for the period; a sold card goes where it would go played", params: { count: { type: "number", positional: true, required: true } } }],
  // A game played on a map (runtime/core/map-verbs.ts: the game's hooks hand over its MapTable).
  ["hold", { summary: "puts your token on a place of the map (the place's card), taking it from whoever held it", params: { place: { type: "card", positional: true, required: true } } }],
  ["mark", { summary: "leaves your mark on a place of the map (the place's card): a goal you completed there", params: { place: { type: "card", positional: true, required: true } } }],
  ["unmark", { summary: "you take your mark off that many places of the map you marked, of your choice", params: { count: { type: "number", positional: true, required: true } } }],
  ["build-pieces", { summary: "you put that many of your pieces on routes of the map, each on a route of your choice where one fits", params: { count: { type: "number", positional: true, required: true } } }],
  ["move-pieces", { summary: "you move that many of your pieces on the map, each off a route of your choice and onto another", params: { count: { type: "number", positional: true, required: true } } }],
  // Resources changing hands one at a time, of the verb's `takes:` (runtime/core/take-resources.ts).
  ["take-resources", { summary: "you choose N times one of the verb's `takes:` resources the `from` player has: they lose it, and the `to` player (if given) receives it", params: { count: { type: "number", positional: true, required: true }, from: { type: "player", required: true }, to: { type: "player" } } }],
  ["copy-resources", { summary: "you choose N times one of the verb's `takes:` resources the `from` player has, and receive one like it: they keep theirs (a stock the supply replenishes)", params: { count: { type: "number", positional: true, required: true }, from: { type: "player", required: true } } }],
  // A figure on the map driven off its place (runtime/core/retreat.ts).
  ["retreat", { summary: "you put the figure on a place next to its own, of your choice, where no other player's figure stands and which no other player holds (none: it stays)", params: { figure: { type: "piece", positional: true, required: true } } }],
  // A figure moved on the map by the place graph's distances (runtime/core/figure-steps.ts); the events whose `raised-by` lists the verb follow, on the place by the figure.
  ["step-to", { summary: "the figure moves onto the place (its card); then each event whose `raised-by` lists the verb is raised on the place by the figure", params: { figure: { type: "piece", positional: true, required: true }, to: { type: "card", required: true } } }],
  ["step-toward", { summary: "the figure moves up to N places so as to end as near your own figure (the one whose id names your seat) as it can, you choosing among equal places; then its events, as `step-to`", params: { figure: { type: "piece", positional: true, required: true }, by: { type: "number", required: true } } }],
  ["step-away", { summary: "the figure moves up to N places so as to end as far from your own figure as it can, you choosing among equal places; then its events, as `step-to`", params: { figure: { type: "piece", positional: true, required: true }, by: { type: "number", required: true } } }],
  ["step-aside", { summary: "the figure moves onto a neighbouring place of your choice; then its events, as `step-to`", params: { figure: { type: "piece", positional: true, required: true } } }],
  // A declared contest started against another player at a place, on the verb's terms (`fights:`, runtime/core/contest-verb.ts).
  ["contest", { summary: "you start the verb's `fights:` contest against the player, at the place (the contest's place while it runs)", params: { against: { type: "player", positional: true, required: true }, at: { type: "card", required: true } } }],
  ["recover", { summary: "an entity (your avatar, unless `on` says) recovers Health, or absorbing points in their unit", params: { amount: { type: "number", positional: true, required: true, recovers: true }, on: { type: "entity" } } }],
]);

/** `card (positional), to: zone`: how a meaning's parameters read in a hint. */
export function describeParams(verb: EngineVerb): string {
  return Object.entries(verb.params)
    .map(([name, p]) => `${name}: { type: ${p.type}${p.positional ? ", positional: true" : ""}${p.required ? ", required: true" : ""} }`)
    .join(", ");
}
