/**
 * The `scenario:` section of game.yaml as written: how scenario files (`cardsmith test`) set out
 * a starting table and what their expectations read, in the game's own zones, kinds, fields and
 * values. Its shape is checked by SCENARIO_SCHEMA, its names by check-scenario.ts; build compiles
 * it to `generated/<game>/scenario.ts` (runtime/scenario/table-rules.ts is the compiled form).
 */

export interface ScenarioValueSpec {
  /** A stat, resource or counter, read through the game's `property` hook. */
  of?: string;
  minus?: string;
  /** A vocabulary section: every name in it is a key (`stats: { tech: 2 }`). */
  each?: "stats" | "resources" | "counters";
  /** A field of the subject's card. */
  field?: string;
  means?: "hook";
  "per-player"?: boolean;
  set?: boolean;
  below?: string;
  reached?: string;
  description?: string;
}

export interface ScenarioZoneSpec {
  zone: string;
  kinds?: string[];
  one?: boolean;
  starts?: { from: string; kinds?: string[]; passive?: boolean };
  attached?: string;
  "at-most"?: Record<string, number>;
  description?: string;
}

export interface ScenarioTableSpec extends ScenarioZoneSpec {
  entity?: string;
  values?: Record<string, ScenarioValueSpec>;
}

export interface ScenarioRestSpec {
  kinds: string[];
  zone: string;
  owner?: "leader";
  with?: string;
  without?: string;
  "one-per"?: string;
  above?: string;
  copies?: number;
  shuffled?: boolean;
  description?: string;
}

export interface ScenarioMapKeys {
  at: string;
  holds: string;
  marks: string;
  reads?: string[];
  "place-kinds"?: string[];
}

export interface ScenarioSpec {
  "double-sided"?: { field: string; front: string; back: string };
  /** A card may be listed several times, each entry a copy (a game whose decks hold copies of a card). */
  copies?: boolean;
  labels?: Record<string, string>;
  player?: {
    role?: { key: string; kinds: string[]; owns?: string };
    zones?: Record<string, ScenarioZoneSpec>;
    values?: Record<string, ScenarioValueSpec>;
    cards?: Record<string, ScenarioValueSpec>;
    /** A map game's player keys naming places (runtime/scenario/map-keys.ts): the figure's place, places held, places marked, keys the game reads; the kinds of card that are places. */
    map?: ScenarioMapKeys;
  };
  table?: Record<string, ScenarioTableSpec>;
  rest?: ScenarioRestSpec[];
  description?: string;
}

const name = { type: "string", pattern: "^[A-Za-z][A-Za-z0-9_]*(-[A-Za-z][A-Za-z0-9_]*)*$", "x-expect": "a name (letters and digits; a hyphen only before a letter)" };
const nameList = { type: "array", items: name, uniqueItems: true, "x-expect": "a list of names" };
const description = { type: "string", "x-expect": "a text" };
const namedMap = (value: object) => ({ type: "object", propertyNames: name, additionalProperties: value, "x-expect": "a mapping of names" });

const value = {
  type: "object",
  properties: {
    of: name,
    minus: name,
    each: { enum: ["stats", "resources", "counters"], "x-expect": "stats, resources or counters" },
    field: name,
    means: { const: "hook", "x-expect": "`hook`" },
    "per-player": { type: "boolean" },
    set: { type: "boolean" },
    below: name,
    reached: { type: "string", "x-expect": "a phrase such as `knocked {name} down`" },
    description,
  },
  additionalProperties: false,
  "x-expect": "a value { of, minus, each, field, means, per-player, set, below, reached }",
};

const zoneProperties = {
  zone: name,
  kinds: nameList,
  one: { type: "boolean" },
  starts: {
    type: "object",
    required: ["from"],
    properties: { from: name, kinds: nameList, passive: { type: "boolean" } },
    additionalProperties: false,
    "x-expect": "{ from: <field of the role card>, kinds, passive }",
  },
  attached: name,
  "at-most": { type: "object", propertyNames: name, additionalProperties: { type: "integer", minimum: 0 }, "x-expect": "a mapping of traits to counts" },
  description,
};

const zone = { type: "object", required: ["zone"], properties: zoneProperties, additionalProperties: false, "x-expect": "a zone key { zone, kinds, one, starts, attached, at-most }" };

/** The meta-schema of the `scenario:` section. */
export const SCENARIO_SCHEMA = {
  type: "object",
  properties: {
    copies: { type: "boolean", description: "a card may be listed several times: the game's decks hold copies of a card", "x-expect": "true or false" },
    "double-sided": {
      type: "object",
      required: ["field", "front", "back"],
      properties: { field: name, front: name, back: name },
      additionalProperties: false,
      "x-expect": "{ field, front, back }",
    },
    labels: namedMap(name),
    player: {
      type: "object",
      properties: {
        role: {
          type: "object",
          required: ["key", "kinds"],
          properties: { key: name, kinds: nameList, owns: name, description },
          additionalProperties: false,
          "x-expect": "{ key, kinds, owns }",
        },
        zones: namedMap(zone),
        values: namedMap(value),
        cards: namedMap(value),
        map: {
          type: "object",
          required: ["at", "holds", "marks"],
          properties: { at: name, holds: name, marks: name, reads: nameList, "place-kinds": nameList, description },
          additionalProperties: false,
          "x-expect": "{ at, holds, marks, reads, place-kinds }",
        },
      },
      additionalProperties: false,
      "x-expect": "{ role, zones, values, cards }",
    },
    table: namedMap({
      type: "object",
      required: ["zone"],
      properties: { ...zoneProperties, entity: name, values: namedMap(value) },
      additionalProperties: false,
      "x-expect": "a table key { zone, kinds, one, entity, values }",
    }),
    rest: {
      type: "array",
      items: {
        type: "object",
        required: ["kinds", "zone"],
        properties: {
          kinds: nameList,
          zone: name,
          owner: { const: "leader", "x-expect": "`leader`" },
          with: name,
          without: name,
          "one-per": name,
          above: name,
          copies: { type: "integer", minimum: 1 },
          shuffled: { type: "boolean" },
          description,
        },
        additionalProperties: false,
        "x-expect": "a placement { kinds, zone, owner, with, without, one-per, above, copies, shuffled }",
      },
      "x-expect": "a list of placements",
    },
    description,
  },
  additionalProperties: false,
  "x-expect": "{ double-sided, labels, copies, player, table, rest }",
} as const;
