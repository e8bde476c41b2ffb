/**
 * Hand-built CheckedGame fixtures for the emitter tests. `resolve` is a tiny stand-in for the
 * checker: it fills `names` and `params` the way CheckedEffect documents them, without checking.
 */
import type * as A from "../../dsl/ast.ts";
import { parseCondition, parseEffect } from "../../dsl/index.ts";
import type { CheckedCard, CheckedGame, Resolution } from "../../compiler/check/checked.ts";
import type { FieldType, Vocabulary } from "../../compiler/vocab/vocabulary.ts";

export const vocab: Vocabulary = {
  game: "demo",
  title: "Demo: */ a \"test\" game",
  players: { min: 2, max: 4 },
  types: { entity: {}, hero: { is: "entity" }, player: {}, card: {} },
  stats: { strength: {}, magic: {}, health: { description: "ends */ here" } },
  resources: { gold: { min: 0 }, experience: {} },
  counters: { damage: {}, stun: { max: 2 } },
  zones: { hand: {}, discard: {}, market: {} },
  periods: ["round", "game"],
  phases: ["plan", "combat", "cleanup"],
  steps: { initiative: { phase: "combat", numbers: [1, 2, 3] } },
  icons: ["MxAttack", "MxSpell"],
  traits: { Attack: { param: "multiplier" }, Support: {} },
  nouns: {
    target: { type: "entity", means: "hook" },
    targets: { type: "entity", many: true, means: "hook" },
    ally: { type: "entity", means: "hook" },
    hero: { type: "hero", means: "hook" },
    opponent: { type: "player", means: "hook" },
    opponents: { type: "player", many: true, means: "hook" },
    you: { type: "player", means: "hook" },
    this: { type: "card", means: "hook" },
    card: { type: "card", means: "hook" },
    cards: { type: "card", many: true, means: "hook" },
    it: { type: "entity", means: "hook" },
  },
  facts: { responded: { means: "hook" }, "lost-health": { means: "hook" } },
  events: {
    attacked: { respondable: true, "raised-by": ["deal"], args: { on: "entity" }, payload: { amount: "number", attacker: "entity" } },
    icon: { "raised-by": ["reveal"], args: { on: "icon" } },
    discarded: { "raised-by": ["discard"] },
  },
  verbs: {
    deal: {
      means: "hook",
      description: "damage; not */ an attack",
      params: { amount: { type: "number", unit: "damage", positional: true, required: true }, to: { type: "entity", required: true } },
    },
    gain: {
      means: "hook",
      params: {
        amount: { type: "quantity", units: ["gold", "experience"], positional: true, required: true },
        to: { type: "player" },
      },
    },
    recover: {
      means: "hook",
      params: { amount: { type: "number", units: ["health", "shield"], positional: true, required: true }, on: { type: "entity" } },
    },
    block: {
      means: "hook",
      params: {
        amount: { type: "number", positional: true, required: true },
        using: { type: "flag", values: ["shields", "armor"] },
      },
    },
    discard: { means: "hook", params: { card: { type: "card", positional: true, required: true } } },
    draw: { means: "hook", params: { count: { type: "number", units: ["cards"], positional: true, required: true }, from: { type: "zone" } } },
    summon: { means: "hook", params: { card: { type: "card-id", positional: true, required: true } } },
    "set-aside": {
      means: "hook",
      kinds: ["skill"],
      params: { card: { type: "card", positional: true, required: true }, "face-down": { type: "bool" } },
    },
    reveal: { means: "hook", params: { icon: { type: "icon", positional: true, required: true } } },
    pass: { means: "hook", params: {} },
  },
  entities: {},
  kinds: {
    skill: {
      description: "a skill",
      fields: {
        initiative: { type: "list", of: { type: "int", min: 0, max: 6 }, required: true },
        traits: { type: "traits" },
        requires: { type: "condition" },
        flip: { type: "ref", to: ["skill"] },
        rarity: { type: "enum", values: ["common", "rare one"] },
        beginner: { type: "bool" },
        effect: { type: "effect" },
      },
    },
    monster: {
      fields: {
        chart: { type: "map", keys: "icons", values: { type: "effect" }, complete: true, required: true },
        reward: { type: "map", keys: ["gold", "random-item"], values: { type: "int" }, required: true },
        stats: { type: "map", keys: "stats", values: { type: "int" } },
        icons: { type: "list", of: { type: "icon" } },
      },
    },
    new: { fields: { effect: { type: "effect" } } },
  },
  rules: { "turn-order": "from-leader", responses: { from: ["hand"], stack: false } },
  procedure: {
    setup: "hook",
    phases: { plan: "hook", combat: { step: "initiative" }, cleanup: "hook" },
    end: { at: "start of cleanup", when: "hook" },
    score: "hook",
  },
};

/** Resolves names the way the checker documents it: variables first, then the vocabulary. */
function resolver(cardIds: Set<string>) {
  const flags = new Set(Object.values(vocab.verbs).flatMap((v) => Object.values(v.params).flatMap((p) => p.values ?? [])));
  return (text: string, vars: Set<string>, event: string | null): Resolution => {
    if (vars.has(text)) return { kind: "variable", name: text, of: "number" };
    if (event && vocab.events[event]?.payload?.[text]) return { kind: "payload", name: text };
    if (text in vocab.facts) return { kind: "fact", name: text };
    for (const section of ["stats", "resources", "counters"] as const) {
      if (text in vocab[section]) return { kind: "property", section, name: text };
    }
    if (text in vocab.nouns) return { kind: "noun", name: text };
    if (vocab.icons.includes(text)) return { kind: "icon", name: text };
    if (text in vocab.zones) return { kind: "zone", name: text };
    if (cardIds.has(text)) return { kind: "card-id", name: text };
    if (flags.has(text)) return { kind: "flag", name: text };
    throw new Error(`fixture: cannot resolve ${text}`);
  };
}

type Names = Map<A.Ref | A.OfExpr, Resolution>;

function resolveExpr(e: A.Expr | A.Selector | A.Quantity | A.NumberChoice, names: Names, res: (t: string) => Resolution): void {
  const target = (t: A.Selector | A.Ref | A.OfExpr) => t.kind !== "Selector" && resolveExpr(t, names, res);
  switch (e.kind) {
    case "Ref":
      names.set(e, res(e.name.text));
      return;
    case "Of": {
      const r = res(e.property.text);
      names.set(e, r);
      target(e.of);
      return;
    }
    case "Count":
      target(e.what);
      return;
    case "Quantity":
      return resolveExpr(e.amount, names, res);
    case "NumberChoice":
      resolveExpr(e.low, names, res);
      return resolveExpr(e.high, names, res);
    case "Func":
      return e.args.forEach((a) => resolveExpr(a, names, res));
    case "Binary":
      resolveExpr(e.left, names, res);
      return resolveExpr(e.right, names, res);
    case "Unary":
      return resolveExpr(e.operand, names, res);
    case "InRange":
    case "Is":
      return resolveExpr(e.value, names, res);
    default:
      return;
  }
}

export function resolveProgram(program: A.Program, cardIds: Set<string>) {
  const names: Names = new Map();
  const params = new Map<A.Arg, string>();
  const resolve = resolver(cardIds);
  for (const ability of program.abilities) {
    const vars = new Set<string>();
    const event = ability.trigger && ability.trigger.kind !== "At" ? ability.trigger.event.text : null;
    const res = (t: string) => resolve(t, vars, event);
    const call = (c: A.CallStmt) => {
      const verb = vocab.verbs[c.verb.text];
      for (const arg of c.args) {
        const param = arg.label ? arg.label.text : Object.entries(verb.params).find(([, p]) => p.positional)![0];
        params.set(arg, param);
        resolveExpr(arg.value, names, res);
      }
    };
    const stmts = (list: A.Stmt[]): void => list.forEach(stmt);
    const cost = (o: A.CostOption) => {
      for (const item of o.alternatives.flat()) item.kind === "Call" ? call(item) : resolveExpr(item, names, res);
    };
    const stmt = (s: A.Stmt): void => {
      switch (s.kind) {
        case "Call":
          return call(s);
        case "If":
          resolveExpr(s.condition, names, res);
          stmts(s.then);
          return s.else ? stmts(s.else) : undefined;
        case "Choose":
          return s.options.forEach(stmts);
        case "Each":
          if (s.over) {
            resolveExpr(s.over, names, res);
            vars.add(s.noun.text);
          }
          return stmts(s.body);
        case "Repeat":
          // The condition may read the body's variables.
          stmts(s.body);
          return resolveExpr(s.condition, names, res);
        case "Let":
        case "Keep":
          resolveExpr(s.value, names, res);
          vars.add(s.name.text);
          return;
        case "Set":
          return resolveExpr(s.value, names, res);
        case "Roll":
          return s.cases.forEach((c) => stmts(c.body));
        case "May":
          return stmt(s.body);
        case "Pay":
          cost(s.cost);
          return stmts(s.body);
        case "Modify":
          for (const e of [s.amount, s.to, s.vs, s.while]) if (e) resolveExpr(e, names, res);
          return;
        case "Require":
          return resolveExpr(s.condition, names, res);
        case "Nothing":
          return;
      }
    };
    const t = ability.trigger;
    if (t && t.kind !== "At") {
      for (const arg of t.args) resolveExpr(arg.value, names, res);
      if (t.kind === "When" && t.condition) resolveExpr(t.condition, names, res);
    }
    for (const o of ability.options) {
      if (o.kind === "Cost") cost(o);
    }
    stmts(ability.body);
  }
  return { names, params };
}

function parsedEffect(text: string) {
  const r = parseEffect(text);
  if (r.problems.length || !r.ast) throw new Error(`fixture effect does not parse: ${JSON.stringify(r.problems)}\n${text}`);
  return r.ast;
}

/** A checked card from plain data: effect and condition fields (also inside maps) are parsed and resolved. */
export function card(file: string, data: Record<string, unknown>, cardIds: Set<string>): CheckedCard {
  const c: CheckedCard = { id: String(data.id), kind: String(data.kind), file, data, effects: [], conditions: [] };
  const visit = (ft: FieldType, value: unknown, path: string[]) => {
    if (ft.type === "effect") {
      const program = parsedEffect(String(value));
      c.effects.push({ field: path.join("."), program, ...resolveProgram(program, cardIds) });
    } else if (ft.type === "condition") {
      const r = parseCondition(String(value));
      if (!r.ast || r.problems.length) throw new Error(`fixture condition does not parse: ${value}`);
      const names: Names = new Map();
      resolveExpr(r.ast, names, (t) => resolver(cardIds)(t, new Set(), null));
      c.conditions.push({ field: path.join("."), expr: r.ast, names });
    } else if (ft.type === "map") {
      for (const [k, v] of Object.entries(value as object)) visit(ft.values, v, [...path, k]);
    }
  };
  for (const [name, ft] of Object.entries(vocab.kinds[c.kind]?.fields ?? {})) {
    if (data[name] !== undefined) visit(ft, data[name], [name]);
  }
  return c;
}

/** A game from `file → cards data`. */
export function game(files: Record<string, Array<Record<string, unknown>>>): CheckedGame {
  const ids = new Set(Object.values(files).flatMap((cards) => cards.map((c) => String(c.id))));
  return { vocab, afterUse: new Map(), phaseEffects: new Map(), files: new Map(Object.entries(files).map(([file, cards]) => [file, cards.map((d) => card(file, d, ids))])) };
}

/** Card strings that have broken code generators. */
export const NASTY = [
  `say "hi"`,
  "it's",
  "back`tick`",
  "${x} and ${`y`}",
  "*/ /* // end",
  "line\nbreak\r\nand\ttab",
  "sep\u2028line\u2029para",
  "emoji 🗡️🛡️ and é ü 中文",
  "lone \ud800 high and \udc00 low",
  "</script><!-- -->",
  "\\ backslash \\u0041 \\n",
  "\u0000 nul \u001b esc \u007f",
  "__proto__",
];

/** Every construct of the effect language at least once. */
export const FULL_GAME = {
  "skills/basics.yaml": [
    {
      id: "all-in",
      name: "All In",
      kind: "skill",
      initiative: [2, 3],
      traits: ["Attack X2", "Support"],
      rarity: "rare one",
      beginner: true,
      flip: "new",
      requires: "strength >= 3 and magic in 1-3",
      effect: [
        "let X = damage of a target",
        "keep T = a target",
        "keep N = 0",
        "set N = N + X",
        "if T == it: set T = it",
        "deal X damage to each opponent",
        "deal strength of a target damage to opponents",
        "if X > 2 and not responded: gain 1 gold",
        "else: gain 2 experience to you",
        "choose one:",
        "  draw 2 cards from discard",
        "or: recover 1 shield on your hero",
        "or:",
        "  let X = X + 1",
        "  recover X on it",
      ].join("\n"),
    },
    {
      id: "new",
      name: "New",
      kind: "skill",
      initiative: [0],
      effect: [
        "roll d6:",
        "  on 1-3: deal 1 damage to a target",
        "  on 4: nothing",
        "  on 5-6:",
        "    may discard this",
        "repeat while roll d6 in 1-3: draw 1 card",
        "repeat while Y > 0:",
        "  let Y = roll d6 - 3",
        "  draw Y cards",
        "let T = each opponent",
        "deal half(count cards in your hand) damage to T",
        "deal min(2, max(1, strength)) / 2 damage to it",
        "summon all-in",
        "reveal MxAttack",
        "block 3 using shields",
        "discard 2 cards with Support in your hand",
        "if target is not hero or -strength < 0 or (strength - 1) * 2 in 2-4: pass",
        "let class = 2",
        "let Class = class",
        "deal class + Class damage to the target",
      ].join("\n"),
    },
  ],
  "skills/triggers.yml": [
    {
      id: "7-league-boots",
      name: "7-League Boots",
      kind: "skill",
      initiative: [1],
      effect: [
        "when attacked on your hero if amount >= 2, once per round, pay 2 gold and discard this:",
        "  deal amount damage to attacker",
        "whenever icon on MxAttack: gain 1 gold",
        "at start of cleanup: recover 1 health on your hero",
        "at initiative 2: draw 1 card",
        "response to attacked on an ally, twice per round: block amount using shields",
        "3 times per game, pay (strength) gold: gain 1 experience",
        "+1 strength",
        "-1 magic vs target while gold > 2",
        "let N = count cards with Support in your discard",
        "+N strength to cards with Support",
        "requires strength >= 2",
        "when discarded: +2 magic to this",
      ].join("\n"),
    },
    { id: "in-range", name: "In Range", kind: "skill", initiative: [1], effect: "if roll d6 in 2-5: pass" },
    {
      id: "sealed-bid",
      name: "Sealed Bid",
      kind: "skill",
      initiative: [1],
      effect: ["each opponent secretly:", "  let Bid = a number from 1 to gold", "  let T = a target", "each opponent:", "  if Bid == highest(Bid) and leaders(Bid) < 2: deal Bid damage to T", "gain lowest(Bid) gold"].join("\n"),
    },
  ],
  "monsters.yaml": [
    {
      id: "gloomfang",
      name: "Gloomfang",
      kind: "monster",
      chart: { MxSpell: "nothing", MxAttack: "deal 2 damage to a target" },
      reward: { "random-item": 1, gold: 2 },
      stats: { strength: 3 },
      icons: ["MxAttack"],
    },
  ],
};
