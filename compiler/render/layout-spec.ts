/**
 * The `layout:` section of game.yaml: how `cardsmith render` lays out each card kind. Data, not
 * code: a kind without a layout gets the default one (every declared field, by its type).
 *
 *   layout:
 *     icons:  { MxAttack: { label: "A", color: "#b03a2e" } }
 *     kinds:
 *       skill: { color: "#2e5c8a", corner: [initiative], fields: [traits, requires], body: [text] }
 */

/** How one icon is drawn: a small badge with a short label (default: the icon's name). */
export interface IconLook {
  label?: string;
  color?: string;
}

/** One kind's layout, top to bottom: the title bar (name and corner badges), field rows, the text box. */
export interface KindLayout {
  /** The frame's colour (`#rrggbb`). */
  color?: string;
  /** Fields drawn as badges at the right of the title bar (a cost, a level, Initiative numbers). */
  corner?: string[];
  /** Fields drawn as rows under the title, in order, each as its type shows best. */
  fields?: string[];
  /** Fields drawn in the text box that fills the rest of the card: rules text, an icon chart, icons. */
  body?: string[];
}

export interface LayoutSpec {
  icons?: Record<string, IconLook>;
  kinds?: Record<string, KindLayout>;
}

const color = { type: "string", pattern: "^#[0-9a-fA-F]{6}$", "x-expect": "a colour such as `#2e5c8a`" };
const fieldList = {
  type: "array",
  items: { type: "string", pattern: "^[a-z][a-z0-9]*(-[a-z0-9]+)*$", "x-expect": "a field name" },
  uniqueItems: true,
  "x-expect": "a list of field names",
};

/** The section's JSON Schema, part of game.yaml's (meta-schema.ts). */
export const LAYOUT_SCHEMA = {
  type: "object",
  properties: {
    icons: {
      type: "object",
      additionalProperties: {
        type: "object",
        properties: { label: { type: "string", minLength: 1, maxLength: 4, "x-expect": "a short label (1 to 4 characters)" }, color },
        additionalProperties: false,
        "x-expect": "{ label, color }",
      },
      "x-expect": "a mapping of icon names to { label, color }",
    },
    kinds: {
      type: "object",
      additionalProperties: {
        type: "object",
        properties: { color, corner: fieldList, fields: fieldList, body: fieldList },
        additionalProperties: false,
        "x-expect": "a kind layout { color, corner, fields, body }",
      },
      "x-expect": "a mapping of card kinds to layouts",
    },
  },
  additionalProperties: false,
  "x-expect": "a layout { icons, kinds }",
} as const;
