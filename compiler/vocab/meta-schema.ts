/**
 * JSON Schema (draft-07) for `game.yaml` itself: a vocabulary is user input too, and a typo in
 * it deserves the same file:line:col diagnostic as a typo in a card.
 */
import { DECKS_SCHEMA } from "../decks/deck-spec.ts";
import { SCENARIO_SCHEMA } from "./scenario-spec.ts";
import { LAYOUT_SCHEMA } from "../render/layout-spec.ts";

/** One zone capacity: a number, an effect-language expression, or a table of counts by ranges of a value. */
const CAPACITY = [
  { type: "integer", minimum: 0 },
  { type: "string", minLength: 1 },
  { type: "object", required: ["by"], properties: { by: { type: "string", minLength: 1 } }, patternProperties: { "^[0-9]+(-[0-9]+)?$": { type: "integer", minimum: 0 } }, additionalProperties: false },
];

const name = { type: "string", pattern: "^[A-Za-z][A-Za-z0-9_]*(-[A-Za-z][A-Za-z0-9_]*)*$", "x-expect": "a name (letters and digits; a hyphen only before a letter)" };
const description = { type: "string", "x-expect": "a text" };
const described = { type: "object", properties: { description }, additionalProperties: false, "x-expect": "a mapping" };
const bounds = {
  type: "object",
  properties: { min: { type: "integer" }, max: { type: "integer" }, modifiable: { type: "boolean" }, description },
  additionalProperties: false,
  "x-expect": "a mapping with optional min, max, modifiable and description",
};
const namedMap = (value: object) => ({ type: "object", propertyNames: name, additionalProperties: value, "x-expect": "a mapping of names" });
const nameList = { type: "array", items: name, uniqueItems: true, "x-expect": "a list of names" };
// `means` and `raised-by` are not `required` here: their absence is a contract error (CS1012,
// CS1013, check-contract.ts) with its own explanation, not a shape error.
const numberList = { type: "array", items: { type: "integer" }, uniqueItems: true, "x-expect": "a list of whole numbers" };
const hook = { const: "hook", "x-expect": "`hook`" };
const nounMeans = {
  type: "string",
  pattern: "^(hook|you|this|players|opponents|allies|enemies|nearest|event [A-Za-z][A-Za-z0-9-]*|controller [A-Za-z][A-Za-z0-9-]*|plural [A-Za-z][A-Za-z0-9-]*|entities [A-Za-z][A-Za-z0-9-]*|distance [0-9]+(-[0-9]+)?|cards( [A-Za-z][A-Za-z0-9-]*)*|slot [A-Za-z][A-Za-z0-9-]* [0-9]+|places( [A-Za-z][A-Za-z0-9-]*)*|figure-place|nearest-place( [A-Za-z][A-Za-z0-9-]*)*|seats [a-z-]+|figure-of [A-Za-z][A-Za-z0-9-]*|(players|rivals)-on [A-Za-z][A-Za-z0-9-]*|fought [A-Za-z][A-Za-z0-9-]* [A-Za-z][A-Za-z0-9-]*|union( [A-Za-z][A-Za-z0-9-]*)+)$",
  "x-expect": "hook, you, this, players, opponents, allies, enemies, nearest, `entities <type>`, `event <arg>`, `controller <arg>`, `plural <noun>`, `distance <steps>`, `cards [<zone>...]`, `slot <zone> <n>`, `places [held-by <who>] [unmarked] [fitting-used] [<trait or kind>...]`, `figure-place`, `nearest-place [<trait>...]`, `seats <which>`, `figure-of <noun>`, `players-on <arg>`, `rivals-on <arg>`, `fought <period> <noun>` or `union <noun>...`",
};
const factMeans = {
  type: "string",
  pattern: "^(hook|payload|condition|used-as-response|leads|lost-health|absorbed|defeated [A-Za-z][A-Za-z0-9-]*|distance [0-9]+(-[0-9]+)? [A-Za-z][A-Za-z0-9-]*|mode [A-Za-z][A-Za-z0-9-]*|held-by [a-z]+|can-cast [A-Za-z][A-Za-z0-9-]*|someone-has [A-Za-z][A-Za-z0-9-]*|goal [A-Za-z][A-Za-z0-9-]*)$",
  "x-expect": "hook, payload, condition, used-as-response, leads, lost-health, absorbed, `defeated <class>`, `distance <steps> <type>`, `mode <mode>`, `held-by <who>`, `can-cast <verb>`, `someone-has <resource>` or `goal <resource>`",
};
const defeated = {
  type: "object",
  properties: {
    says: { type: "string", pattern: "^[A-Za-z][A-Za-z -]*$", "x-expect": "a word for the log (KnockedDown)" },
    event: name,
    "goes-to": name,
    reward: name,
    then: { type: "string", "x-expect": "an effect text" },
    with: nameList,
    hook: { type: "boolean" },
    recover: { type: "boolean" },
  },
  additionalProperties: false,
  "x-expect": "{ says, event, goes-to, reward, then, with, hook, recover }",
};
const entityClass = {
  type: "object",
  required: ["health"],
  properties: {
    type: name,
    avatar: name,
    cards: {
      type: "object",
      required: ["in"],
      properties: { in: nameList, kinds: nameList, with: nameList },
      additionalProperties: false,
      "x-expect": "{ in: [zones], kinds: [card kinds], with: [traits] }",
    },
    controller: { enum: ["owner", "none"], "x-expect": "owner or none" },
    named: { type: "string", "x-expect": "a text" },
    health: name,
    signature: name,
    stats: {
      type: "object",
      required: ["field"],
      properties: { field: name, plus: nameList },
      additionalProperties: false,
      "x-expect": "{ field: <card field>, plus: [zones] }",
    },
    "per-player-damage": { type: "boolean" },
    defeated,
    description,
  },
  additionalProperties: false,
  "x-expect": "an entity class { avatar or cards, health, ... }",
};
const limit = {
  type: "string",
  pattern: "^(once|twice|N times|[0-9]+ times) per [A-Za-z][A-Za-z0-9-]*$",
  "x-expect": "a usage limit such as `once per round` or `N times per game`",
};

const fieldType: Record<string, unknown> = {
  type: "object",
  "x-expect": "a field type such as { type: int, min: 0 }",
  required: ["type"],
  properties: {
    type: {
      enum: ["string", "int", "bool", "enum", "list", "ref", "traits", "effect", "condition", "icon", "map"],
      "x-expect": "one of string, int, bool, enum, list, ref, traits, effect, condition, icon, map",
    },
    min: { type: "integer" },
    max: { type: "integer" },
    values: { $ref: "#/definitions/fieldTypeOrValues" },
    of: { $ref: "#/definitions/fieldType" },
    unique: { type: "boolean" },
    to: nameList,
    keys: { anyOf: [{ enum: ["stats", "resources", "counters", "icons"] }, nameList], "x-expect": "stats, resources, counters, icons or a list of names" },
    complete: { type: "boolean" },
    required: { type: "boolean" },
    description,
  },
  additionalProperties: false,
};

export const VOCABULARY_SCHEMA = {
  $schema: "http://json-schema.org/draft-07/schema#",
  definitions: {
    fieldType,
    fieldTypeOrValues: { anyOf: [{ $ref: "#/definitions/fieldType" }, { type: "array", items: { type: "string" } }], "x-expect": "a field type or a list of values" },
  },
  type: "object",
  "x-expect": "a game vocabulary mapping",
  required: ["game", "title", "kinds", "rules", "procedure"],
  additionalProperties: false,
  properties: {
    game: { type: "string", pattern: "^[a-z][a-z0-9]*(-[a-z0-9]+)*$", "x-expect": "a lowercase kebab-case id" },
    title: description,
    players: {
      type: "object",
      required: ["min", "max"],
      properties: { min: { type: "integer", minimum: 1 }, max: { type: "integer", minimum: 1 } },
      additionalProperties: false,
      "x-expect": "{ min, max }",
    },
    modes: namedMap({
      type: "object",
      required: ["players"],
      properties: {
        players: { type: "object", required: ["min", "max"], properties: { min: { type: "integer", minimum: 1 }, max: { type: "integer", minimum: 1 } }, additionalProperties: false, "x-expect": "{ min, max }" },
        description,
        team: {
          type: "object",
          properties: {
            "marks-needed": {
              type: "object",
              required: ["zone", "field", "places"],
              properties: { zone: name, field: name, places: name },
              additionalProperties: false,
              "x-expect": "{ zone, field, places }",
            },
          },
          additionalProperties: false,
          "x-expect": "a team { marks-needed }",
        },
      },
      additionalProperties: false,
      "x-expect": "a mode { players, description, team }",
    }),
    types: namedMap({
      type: "object",
      properties: {
        is: name,
        "shown-by": nameList,
        "traits-from": { type: "object", required: ["zone", "kinds"], properties: { zone: name, kinds: nameList }, additionalProperties: false, "x-expect": "{ zone: <zone>, kinds: [<kind>...] }" },
        description,
      },
      additionalProperties: false,
      "x-expect": "a mapping with optional is, shown-by and traits-from",
    }),
    stats: namedMap({
      type: "object",
      properties: { means: { type: "string", pattern: "^(pieces|pieces-on-way|steps-from-you|marked-sum [A-Za-z][A-Za-z0-9-]*)$", "x-expect": "pieces, pieces-on-way, steps-from-you or `marked-sum <field>` (runtime/core/map-stats.ts)" }, description },
      additionalProperties: false,
      "x-expect": "a mapping with optional means and description",
    }),
    resources: namedMap({
      ...bounds,
      properties: {
        ...bounds.properties,
        rises: name,
        bars: { type: "object", required: ["onto", "above"], properties: { onto: name, above: { type: "integer", minimum: 0 } }, additionalProperties: false, "x-expect": "{ onto: <trait>, above: <number> }" },
        worth: { type: "number", "x-expect": "a number: what one is worth to a bot" },
        "stands-in-for": { type: "array", items: name, minItems: 1, "x-expect": "a list of the resources it may be used in place of" },
        fits: { anyOf: [name, nameList], "x-expect": "a trait or a list of traits: what the resource, used, fits" },
      },
      "x-expect": "a mapping with optional min, max, modifiable, rises, bars, worth, stands-in-for, fits and description",
    }),
    counters: namedMap({
      ...bounds,
      properties: {
        ...bounds.properties,
        "clears-on-move": { type: "boolean" },
        "starts-from": name,
        "spent-goes-to": name,
        blanks: { type: "boolean" },
        track: {
          type: "object",
          required: ["of", "by", "held-as", "says"],
          properties: {
            of: name,
            by: name,
            "held-as": { type: "object", propertyNames: { type: "string" }, additionalProperties: name, "x-expect": "a mapping from a field's value to a counter" },
            levels: {
              type: "object",
              required: ["counter", "at"],
              properties: { counter: name, at: { type: "array", items: { type: "integer", minimum: 1 }, minItems: 1 } },
              additionalProperties: false,
              "x-expect": "{ counter: <counter>, at: [<number>...] }",
            },
            says: { type: "string", "x-expect": "a text" },
          },
          additionalProperties: false,
          "x-expect": "{ of: <kind>, by: <field>, held-as: { <value>: <counter>... }, levels: { counter, at }, says: <text> }",
        },
      },
      "x-expect": "a mapping with optional min, max, modifiable, clears-on-move, starts-from, spent-goes-to, blanks, track and description",
    }),
    zones: namedMap({
      type: "object",
      properties: {
        "per-player": { type: "boolean" },
        live: { type: "boolean" },
        "refills-from": name,
        "one-of-each": { type: "boolean" },
        "at-most": {
          anyOf: [...CAPACITY, { type: "object", required: [], not: { required: ["by"] }, propertyNames: name, additionalProperties: { anyOf: CAPACITY } }],
          "x-expect": "a number of cards, an expression, a range table `{ by: <value>, \"1-2\": 1 }`, or a mapping of traits or kinds to those",
        },
        overflow: name,
        "per-entity": { type: "boolean" },
        "starts-with": nameList,
        shop: {
          type: "object",
          required: ["stock", "currency", "slots"],
          properties: { name: { type: "string", "x-expect": "a text" }, stock: name, currency: name, slots: nameList },
          additionalProperties: false,
          "x-expect": "{ stock: <zone>, currency: <resource>, slots: [<trait>...], name: <text> }",
        },
        ranks: {
          type: "object",
          required: ["counter", "size", "names"],
          properties: {
            counter: name,
            size: { type: "integer", minimum: 1 },
            names: { ...nameList, minItems: 2 },
            // How a player forms the ranks: cards drawn from a zone, some set aside, the rest ordered by a field.
            forms: {
              type: "object",
              required: ["from", "draw", "order"],
              properties: { from: name, draw: { type: "integer", minimum: 1 }, aside: { type: "integer", minimum: 0 }, "aside-to": name, order: name },
              additionalProperties: false,
              "x-expect": "{ from: <zone>, draw: <cards>, aside: <cards>, aside-to: <zone>, order: <field> }",
            },
          },
          additionalProperties: false,
          "x-expect": "{ counter: <counter>, size: <cards a rank>, names: [<front>, <back>...], forms: { from, draw, aside, aside-to, order } }",
        },
        // A hand each player draws up to: how many cards, and how many the leader holds.
        "draws-up-to": {
          type: "object",
          required: ["from", "size"],
          properties: { from: name, size: { type: "integer", minimum: 1 }, leader: { type: "integer", minimum: 1 }, "leader-may-discard": name },
          additionalProperties: false,
          "x-expect": "{ from: <zone>, size: <cards>, leader: <cards>, leader-may-discard: <zone> }",
        },
        // A shared deck from which a player takes the first card carrying one of their traits (runtime/core/trait-decks.ts).
        "by-trait": {
          type: "object",
          properties: { mimic: name, modes: nameList },
          additionalProperties: false,
          "x-expect": "{ mimic: <trait>, modes: [<mode>...] }, both optional (`by-trait: {}`)",
        },
        description,
      },
      additionalProperties: false,
      "x-expect": "a mapping with optional per-player, live, refills-from, one-of-each, at-most, overflow, per-entity, starts-with, shop, ranks, draws-up-to, by-trait and description",
    }),
    periods: nameList,
    phases: nameList,
    steps: namedMap({
      type: "object",
      required: ["phase"],
      properties: {
        phase: name,
        numbers: { type: "array", items: { type: "integer" } },
        "players-act": numberList,
        passive: numberList,
        "card-field": name,
        "play-from": name,
        procedures: { type: "object", propertyNames: { pattern: "^[0-9]+$", "x-expect": "a step number" }, additionalProperties: name, "x-expect": "a mapping of step numbers to procedure names" },
        description,
      },
      additionalProperties: false,
      "x-expect": "{ phase, numbers, players-act, passive, card-field, play-from, procedures }",
    }),
    icons: nameList,
    traits: namedMap({
      type: "object",
      properties: {
        param: { enum: ["number", "roman", "multiplier", "name", "numbers"], "x-expect": "number, roman, multiplier, name or numbers" },
        "after-use": { type: "string", "x-expect": "an effect text" },
        repeat: { type: "boolean" },
        "played-to": name,
        limits: { type: "array", items: limit, "x-expect": "a list of usage limits" },
        "used-goes-to": name,
        immune: { type: "boolean" },
        "immune-to": { enum: ["param"], "x-expect": "`param`: the trait its parameter names" },
        modes: nameList,
        means: { enum: ["hook", "tag"], "x-expect": "`hook` or `tag`" },
        description,
      },
      additionalProperties: false,
      "x-expect": "a trait declaration { param, after-use, repeat, played-to, limits, used-goes-to, immune, immune-to, modes, means }",
    }),
    nouns: namedMap({
      type: "object",
      required: ["type"],
      properties: { type: name, many: { type: "boolean" }, means: nounMeans, filters: { type: "array", items: { enum: ["with"], "x-expect": "`with`" }, uniqueItems: true }, description },
      additionalProperties: false,
      "x-expect": "{ type, many, means }",
    }),
    facts: namedMap({
      type: "object",
      properties: { means: factMeans, if: { type: "string", "x-expect": "a condition of the effect language" }, on: name, description },
      additionalProperties: false,
      "x-expect": "{ means, if, on }",
    }),
    events: namedMap({
      type: "object",
      properties: {
        respondable: { type: "boolean" },
        args: namedMap(name),
        payload: namedMap(name),
        // The damage the event carries toward one of its arguments, not dealt yet (a Response may redirect part of it).
        damage: { type: "object", required: ["amount", "to"], properties: { amount: name, to: name }, additionalProperties: false, "x-expect": "{ amount: <payload field>, to: <argument> }" },
        kinds: nameList,
        "raised-by": nameList,
        resets: nameList,
        says: { type: "string", "x-expect": "a text" },
        description,
      },
      additionalProperties: false,
      "x-expect": "an event declaration",
    }),
    verbs: namedMap({
      type: "object",
      required: ["params"],
      properties: {
        description,
        means: name,
        raises: name,
        // The terms of a `sell-cards` verb: what a card sold brings, at most how many a player sells in a period.
        sale: {
          type: "object",
          required: ["price", "currency"],
          properties: { price: { type: "integer", minimum: 0 }, currency: name, "at-most": { type: "integer", minimum: 1 }, per: name },
          additionalProperties: false,
          "x-expect": "{ price: <number>, currency: <resource>, at-most: <number>, per: <period> }",
        },
        says: { type: "string", minLength: 1, "x-expect": "a text" },
        // `means: take-resources` / `copy-resources`: the resources it takes, and the event a resource taken raises for its receiver.
        takes: nameList,
        "raises-for": namedMap(name),
        // The terms of a `contest` verb: the contest, the log's word, its events' payload, a win at once, what a fight spends for a period.
        fights: {
          type: "object",
          required: ["contest", "says"],
          properties: {
            contest: name,
            says: { type: "string", minLength: 1, "x-expect": "a text" },
            payload: namedMap({ anyOf: [{ type: "boolean" }, { type: "integer" }], "x-expect": "true, false or a number" }),
            "at-once": { type: "string", minLength: 1, "x-expect": "a text" },
            once: {
              type: "object",
              required: ["per", "on"],
              properties: { per: name, on: { enum: ["against", "at"] } },
              additionalProperties: false,
              "x-expect": "{ per: <period>, on: against | at }",
            },
          },
          additionalProperties: false,
          "x-expect": "{ contest: <contest>, says: <text>, payload: { <name>: <value> }, at-once: <text>, once: { per: <period>, on: against | at } }",
        },
        // The terms of a `draw-until` verb: the acting player's zones and the kind of card drawn for.
        draws: {
          type: "object",
          required: ["from", "to", "rest", "kind"],
          properties: { from: name, to: name, rest: name, kind: name },
          additionalProperties: false,
          "x-expect": "{ from: <zone>, to: <zone>, rest: <zone>, kind: <card kind> }",
        },
        // The terms of a `cast` verb: where casters stand, their element field and spent counter, where spells go, the roll off the element.
        casts: {
          type: "object",
          required: ["casters", "element", "spent", "to", "roll", "works", "says"],
          properties: {
            casters: name,
            element: name,
            spent: name,
            to: name,
            roll: name,
            works: { type: "array", minItems: 1, items: { type: "string", minLength: 1 }, "x-expect": "a list of the roll's outcomes" },
            returns: { type: "object", additionalProperties: name, "x-expect": "{ <outcome>: <zone> }" },
            says: { type: "string", minLength: 1, "x-expect": "a text" },
          },
          additionalProperties: false,
          "x-expect": "{ casters: <zone>, element: <field>, spent: <counter>, to: <zone>, roll: <roll table>, works: [<outcome>...], returns: { <outcome>: <zone> }, says: <text> }",
        },
        // The terms of a `place-stacks` verb: the acting player's zones, the cards a stack takes and the limit on its sum.
        stacks: {
          type: "object",
          required: ["from", "to", "onto", "kinds", "sum", "limit", "says"],
          properties: {
            from: name,
            to: name,
            onto: name,
            kinds: nameList,
            except: nameList,
            sum: name,
            limit: {
              type: "object",
              required: ["first"],
              properties: { first: { type: "integer", minimum: 0 }, "each-game-turn": { type: "integer", minimum: 0 } },
              additionalProperties: false,
              "x-expect": "{ first: <number>, each-game-turn: <number> }",
            },
            needs: namedMap(name),
            shuns: namedMap(name),
            says: { type: "string", minLength: 1, "x-expect": "a text" },
          },
          additionalProperties: false,
          "x-expect": "{ from: <zone>, to: <zone>, onto: <zone>, kinds: [<kind>...], except: [<trait>...], sum: <field>, limit: { first, each-game-turn }, needs: { <trait>: <kind> }, shuns: { <trait>: <kind> }, says: <text> }",
        },
        kinds: nameList,
        synonyms: nameList,
        params: namedMap({
          type: "object",
          required: ["type"],
          properties: {
            type: name,
            positional: { type: "boolean" },
            required: { type: "boolean" },
            unit: name,
            units: nameList,
            values: nameList,
            description,
          },
          additionalProperties: false,
          "x-expect": "a parameter declaration { type, positional, required, unit(s) }",
        }),
      },
      additionalProperties: false,
      "x-expect": "a verb declaration { means, params, raises, sale, takes, fights }",
    }),
    entities: namedMap(entityClass),
    map: {
      type: "object",
      properties: {
        spaces: name,
        number: name,
        adjacent: name,
        position: name,
        places: { type: "array", minItems: 1, items: name, "x-expect": "a list of place kinds" },
        routes: {
          type: "object",
          required: ["kind", "from", "to", "distance"],
          properties: { kind: name, from: name, to: name, distance: name, tags: { type: "array", items: name, "x-expect": "a list of bool fields" } },
          additionalProperties: false,
          "x-expect": "{ kind: <route kind>, from: <field>, to: <field>, distance: <field>, tags: [<bool field>...] }",
        },
        pieces: {
          type: "object",
          required: ["per-player"],
          properties: { "per-player": { type: "integer", minimum: 1, "x-expect": "a whole number >= 1" }, "not-on": name },
          additionalProperties: false,
          "x-expect": "{ per-player: <n>, not-on: <route tag> }",
        },
        moves: namedMap({
          type: "object",
          required: ["pays", "per"],
          properties: { pays: name, per: { enum: ["distance", "route"], "x-expect": "distance or route" }, "less-pieces": { type: "boolean", "x-expect": "true or false" } },
          additionalProperties: false,
          "x-expect": "{ pays: <resource>, per: distance | route, less-pieces: true }",
        }),
        description,
      },
      additionalProperties: false,
      "x-expect": "{ spaces: <zone>, number: <field>, adjacent: <field>, position: <counter> } or { places: [<kind>...], routes: {...}, pieces: {...}, moves: {...} }",
    },
    ranking: {
      type: "object",
      required: ["by", "says"],
      properties: {
        "ruled-out": name,
        by: { ...nameList, minItems: 1 },
        says: { type: "string", "x-expect": "a text, values in braces: `{vp} VP`" },
        marks: namedMap({ type: "string", "x-expect": "the words added while the value is above 0" }),
        ties: { enum: ["share", "draw"], "x-expect": "`share` (the default) or `draw`" },
        decides: namedMap({ type: "string", "x-expect": "why the winner won when this value decided" }),
        description,
      },
      additionalProperties: false,
      "x-expect": "{ ruled-out: <value>, by: [<values>], says: <text>, marks: { <value>: <text> } }",
    },
    rolls: namedMap({
      type: "object",
      required: ["die", "says", "on"],
      properties: {
        die: { type: "string", pattern: "^d[1-9][0-9]*$", "x-expect": "a die such as `d6`" },
        says: { type: "string", minLength: 1, "x-expect": "what the log calls the roll" },
        on: {
          type: "object",
          minProperties: 1,
          propertyNames: { pattern: "^[0-9]+(-[0-9]+)?$" },
          additionalProperties: { type: "string", minLength: 1 },
          "x-expect": "outcomes by ranges of results: { \"1-3\": works, \"4-6\": fails }",
        },
        description,
      },
      additionalProperties: false,
      "x-expect": "a roll table { die, says, on }",
    }),
    contests: namedMap({
      type: "object",
      required: ["commit", "power", "won", "lost"],
      properties: {
        commit: {
          type: "object",
          required: ["kinds", "from", "into", "then"],
          properties: { kinds: nameList, from: name, into: name, then: name, weigh: name },
          additionalProperties: false,
          "x-expect": "{ kinds: [<kind>], from: <zone>, into: <zone>, then: <zone>, weigh: <field> }",
        },
        power: name,
        ties: { enum: ["first", "second"], "x-expect": "`first` or `second`" },
        apply: name,
        won: name,
        lost: name,
        // A side no player runs (runtime/core/unplayed-side.ts): its power from shared decks.
        unplayed: {
          type: "object",
          required: ["shows", "draws", "says"],
          properties: {
            shows: { type: "object", required: ["from", "to", "field"], properties: { from: name, to: name, field: name }, additionalProperties: false, "x-expect": "{ from: <zone>, to: <zone>, field: <field> }" },
            draws: { type: "object", required: ["from", "to", "sum"], properties: { from: name, to: name, sum: name }, additionalProperties: false, "x-expect": "{ from: <zone>, to: <zone>, sum: <field> }" },
            says: { type: "string", minLength: 1, "x-expect": "a log line with {count}, {card} and {power}" },
          },
          additionalProperties: false,
          "x-expect": "{ shows: { from, to, field }, draws: { from, to, sum }, says }",
        },
        description,
      },
      additionalProperties: false,
      "x-expect": "a contest { commit, power, ties, apply, won, lost, unplayed }",
    }),
    advice: {
      type: "object",
      properties: {
        moves: {
          type: "object",
          propertyNames: name,
          additionalProperties: {
            type: "object",
            required: ["near", "places"],
            properties: {
              near: { type: "number", minimum: 0, maximum: 1, "x-expect": "a number from 0 to 1: how much a place a location away counts" },
              stay: { type: "number", "x-expect": "a number: how much of the outlook where the figure stands a move gives up" },
              price: { type: "object", propertyNames: name, additionalProperties: { type: "number", "x-expect": "a number" }, "x-expect": "a mapping of resources to what one paid takes from a move" },
              each: { type: "number", "x-expect": "a number added to every move" },
              places: {
                type: "array",
                items: {
                  type: "object",
                  required: ["worth"],
                  properties: {
                    with: name,
                    without: name,
                    on: name,
                    if: { type: "string", minLength: 1, "x-expect": "a condition of the effect language" },
                    worth: { anyOf: [{ type: "number" }, { type: "string", minLength: 1 }], "x-expect": "a number, or a number expression of the effect language" },
                    times: { type: "number", "x-expect": "a number the worth is multiplied by" },
                    "each-before": { type: "number", "x-expect": "a number added for each card before the place in its `on` zone" },
                    description,
                  },
                  additionalProperties: false,
                  "x-expect": "a place row { with, without, on, if, worth, times, each-before }",
                },
                "x-expect": "a list of place rows, the first matching a place giving its worth",
              },
              description,
            },
            additionalProperties: false,
            "x-expect": "{ near, stay, price, each, places }",
          },
          "x-expect": "a mapping of figure types to their move advice",
        },
        description,
      },
      additionalProperties: false,
      "x-expect": "{ moves: { <type>: { near, places } } }",
    },
    seating: {
      type: "object",
      required: ["figure", "modes"],
      properties: {
        figure: name,
        sides: nameList,
        modes: namedMap({
          type: "object",
          required: ["homes"],
          properties: {
            homes: nameList,
            "rule-played": { type: "object", required: ["name", "on"], properties: { name: description, on: name }, additionalProperties: false, "x-expect": "{ name: <seat name>, on: <place> }" },
            figures: namedMap({
              type: "object",
              properties: { each: name, "home-of": { type: "integer", minimum: 1 } },
              additionalProperties: false,
              minProperties: 1,
              maxProperties: 1,
              "x-expect": "{ each: <trait> } or { home-of: <seat number> }",
            }),
          },
          additionalProperties: false,
          "x-expect": "a mode's seating { homes, rule-played, figures }",
        }),
      },
      additionalProperties: false,
      "x-expect": "seating { figure, sides, modes }",
    },
    "free-actions": {
      type: "object",
      required: ["end", "offers"],
      properties: {
        end: { type: "string", minLength: 1, "x-expect": "the words of the option that ends the turn" },
        offers: {
          type: "array",
          items: {
            type: "object",
            properties: {
              hook: name,
              move: name,
              "onto-without": name,
              raises: name,
              unless: nameList,
              use: name,
              play: name,
              except: nameList,
              says: { type: "object", propertyNames: name, additionalProperties: { type: "string", minLength: 1, "x-expect": "the words before the card's name" }, "x-expect": "a mapping of kinds to words" },
              advice: { type: "object", propertyNames: name, additionalProperties: { type: "number", "x-expect": "a number" }, "x-expect": "a mapping of kinds or cards (or `others`) to numbers" },
              "advice-if": { type: "object", propertyNames: name, additionalProperties: name, "x-expect": "a mapping of cards to facts" },
              description,
            },
            additionalProperties: false,
            "x-expect": "an offer: { hook: <name> }, { move: <type>, onto-without, raises, unless }, { use: <zone>, advice, advice-if } or { play: <zone>, except, says, advice }",
          },
          "x-expect": "a list of offers",
        },
        description,
      },
      additionalProperties: false,
      "x-expect": "{ end: <words>, offers: [<offer>...] }",
    },
    damage: {
      type: "object",
      required: ["counter"],
      properties: {
        counter: name,
        absorb: {
          type: "object",
          required: ["field", "in", "unit", "name"],
          properties: { field: name, in: nameList, unit: name, name: { type: "string", "x-expect": "a text" } },
          additionalProperties: false,
          "x-expect": "{ field, in: [zones], unit, name }",
        },
        description,
      },
      additionalProperties: false,
      "x-expect": "{ counter, absorb }",
    },
    rules: {
      type: "object",
      required: ["turn-order", "responses"],
      properties: {
        "turn-order": { enum: ["from-leader"], "x-expect": "from-leader" },
        leader: { enum: ["passes-clockwise"], "x-expect": "passes-clockwise" },
        "played-to": name,
        "discards-to": name,
        "shared-cards-act-for": name,
        responses: {
          type: "object",
          required: ["from", "stack"],
          properties: { from: nameList, stack: { type: "boolean" } },
          additionalProperties: false,
          "x-expect": "{ from: [zones], stack: true|false }",
        },
        description,
      },
      additionalProperties: false,
      "x-expect": "{ turn-order, leader, responses, played-to, shared-cards-act-for }",
    },
    procedure: {
      type: "object",
      required: ["setup", "phases", "end", "score"],
      properties: {
        setup: {
          anyOf: [hook, { type: "object", required: ["first", "effect"], properties: { first: hook, effect: { type: "string", "x-expect": "an effect text" } }, additionalProperties: false }],
          "x-expect": "`hook` or { first: hook, effect: <effect text> }",
        },
        phases: namedMap({
          anyOf: [
            hook,
            { type: "object", required: ["step"], properties: { step: name }, additionalProperties: false },
            { type: "object", required: ["effect"], properties: { effect: { type: "string", "x-expect": "an effect text" } }, additionalProperties: false },
          ],
          "x-expect": "`hook`, { step: <step> } or { effect: <effect text> }",
        }),
        end: {
          type: "object",
          required: ["at"],
          properties: {
            at: { type: "string", pattern: "^(start|end) of [A-Za-z][A-Za-z0-9-]*$", "x-expect": "`start of <phase>` or `end of <phase>`" },
            when: hook,
            "game-turns": { type: "integer", minimum: 1, "x-expect": "a number of game turns (1 or more)" },
            early: {
              type: "object",
              required: ["if", "says"],
              properties: { if: name, says: { type: "string", "x-expect": "a text" } },
              additionalProperties: false,
              "x-expect": "{ if: <fact>, says: <text> }",
            },
            eliminate: {
              type: "object",
              required: ["when-empty", "says"],
              properties: { "when-empty": name, says: { type: "string", "x-expect": "a text" }, "cards-to": namedMap(name) },
              additionalProperties: false,
              "x-expect": "{ when-empty: <zone>, says: <text>, cards-to: { <zone>: <zone> } }",
            },
          },
          additionalProperties: false,
          "x-expect": "{ at: start of <phase>, when: hook, game-turns, early, eliminate }",
        },
        score: {
          anyOf: [
            hook,
            { const: "ranking", "x-expect": "ranking" },
            {
              type: "object",
              required: ["sum", "in"],
              properties: { sum: name, in: nameList, says: { type: "string", "x-expect": "a text" } },
              additionalProperties: false,
            },
          ],
          "x-expect": "`hook`, `ranking` or { sum: <card field>, in: [zones], says: <text> }",
        },
        description,
      },
      additionalProperties: false,
      "x-expect": "{ setup, phases, end, score }",
    },
    scenario: SCENARIO_SCHEMA,
    decks: DECKS_SCHEMA,
    layout: LAYOUT_SCHEMA,
    kinds: namedMap({
      type: "object",
      required: ["fields"],
      properties: { description, fields: namedMap({ $ref: "#/definitions/fieldType" }), "played-to": name, "discards-to": name, modes: nameList, "ability-limit": limit, restocks: {
        type: "object",
        required: ["stock", "on", "says"],
        properties: { stock: name, on: name, says: { type: "string", "x-expect": "a text, `{turn}` the game turn" } },
        additionalProperties: false,
        "x-expect": "{ stock: <map field>, on: <list field>, says: <text> }",
      } },
      additionalProperties: false,
      "x-expect": "a kind declaration { fields, played-to, discards-to, modes, ability-limit, restocks }",
    }),
  },
} as const;
