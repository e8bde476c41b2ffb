/**
 * AST of the effect language. Every node carries a span of offsets into the effect text
 * (0-based, end exclusive); the compiler maps them back to file:line:col in the YAML source.
 * The DSL knows nothing about any game: verbs, stats, nouns and events are plain names here
 * and get their meaning from the game's vocabulary in the compiler's resolver.
 */

export interface Span {
  start: number;
  end: number;
}

export interface Name {
  kind: "Name";
  text: string;
  span: Span;
}

// ---------- programs and abilities ----------

/** A whole `effect:` text: a list of abilities. */
export interface Program {
  kind: "Program";
  abilities: Ability[];
  span: Span;
}

/**
 * One ability: what starts it (nothing = when the card is used), its options (usage limits,
 * costs), and its body. A top-level statement without a header is an ability of its own.
 */
export interface Ability {
  kind: "Ability";
  trigger: Trigger | null;
  options: AbilityOption[];
  body: Stmt[];
  span: Span;
}

export type Trigger = WhenTrigger | AtTrigger | ResponseTrigger;

/** `when discarded:` / `whenever predict-used by you if ...:` */
export interface WhenTrigger {
  kind: "When";
  every: boolean;
  event: Name;
  args: Arg[];
  condition: Expr | null;
  span: Span;
}

/** `at start of cleanup:` / `at initiative 2:` */
export interface AtTrigger {
  kind: "At";
  edge: "start" | "end" | null;
  period: Name;
  number: number | null;
  span: Span;
}

/** `response to attack on your hero:` / `response to testing by your hero if success < 2:` */
export interface ResponseTrigger {
  kind: "Response";
  event: Name;
  args: Arg[];
  /** `if <cond>`: the response is offered only while the condition holds. */
  condition: Expr | null;
  span: Span;
}

export type AbilityOption = LimitOption | CostOption;

/** `once per round`, `twice per round`, `3 times per game`. */
export interface LimitOption {
  kind: "Limit";
  count: number;
  per: Name;
  span: Span;
}

/** One thing paid: `2 gold`, or a verb call such as `discard this`. */
export type CostItem = Quantity | CallStmt;

/**
 * `pay 2 gold and 1 experience`, `pay discard this`, or alternative costs `pay 3 gold or gain 4 vp
 * to the shadow`: the payer picks one alternative they can pay (each is a list joined by `and`).
 */
export interface CostOption {
  kind: "Cost";
  alternatives: CostItem[][];
  span: Span;
}

// ---------- statements ----------

export type Stmt =
  | CallStmt
  | IfStmt
  | ChooseStmt
  | RepeatStmt
  | EachStmt
  | LetStmt
  | KeepStmt
  | SetStmt
  | RollStmt
  | MayStmt
  | PayStmt
  | ModifyStmt
  | RequireStmt
  | NothingStmt;

/** A verb with its arguments: `deal strength damage to a target`. */
export interface CallStmt {
  kind: "Call";
  verb: Name;
  args: Arg[];
  span: Span;
}

/** A positional argument has `label: null`; others are introduced by a preposition. */
export interface Arg {
  kind: "Arg";
  label: Name | null;
  value: Value;
  span: Span;
}

export type Value = Expr | Selector | Quantity;

export interface IfStmt {
  kind: "If";
  condition: Expr;
  then: Stmt[];
  else: Stmt[] | null;
  span: Span;
}

/** `choose one:` followed by `or:` branches. */
export interface ChooseStmt {
  kind: "Choose";
  options: Stmt[][];
  span: Span;
}

/**
 * `each player:` / `each opponent:` runs the body once per player, in turn order, as that player:
 * inside it `you` (and `your`) mean the player whose turn of the block it is, and that player
 * makes the block's choices.
 */
export interface EachStmt {
  kind: "Each";
  /** The players' noun (`each player:`), or the loop's variable when `over` is given (`each H in ...:`). */
  noun: Name;
  /**
   * `each C in cards in your hand:` runs the body once per thing the target stands for (cards or
   * entities, in their order), `H` naming that one; the player running the block stays the same.
   */
  over: Selector | Ref | null;
  /**
   * `each player secretly:` makes every player's choices (the block's `let`s) without anyone
   * seeing the others', then reveals them together; after the block each variable is per player.
   */
  secretly: boolean;
  body: Stmt[];
  span: Span;
}

/** `repeat while <cond>:` runs the body once, then again while the condition holds. */
export interface RepeatStmt {
  kind: "Repeat";
  condition: Expr;
  body: Stmt[];
  span: Span;
}

export interface LetStmt {
  kind: "Let";
  name: Name;
  value: Expr | Selector | NumberChoice;
  span: Span;
}

/** `a number from 0 to gold`: the deciding player picks a whole number in that range. */
export interface NumberChoice {
  kind: "NumberChoice";
  low: Expr;
  high: Expr;
  span: Span;
}

/**
 * `keep X = <value>`: a variable of the whole resolving effect. The value is computed the first
 * time the line runs; later repetitions of the effect (an Attack X2's second Attack, another pass
 * of `repeat while`, another player's turn of `each player:`) keep it instead of computing it again.
 */
export interface KeepStmt {
  kind: "Keep";
  name: Name;
  value: Expr | Selector;
  span: Span;
}

/** `set X = <value>`: changes a variable made with `keep`, for the rest of the effect. */
export interface SetStmt {
  kind: "Set";
  name: Name;
  value: Expr | Selector;
  span: Span;
}

/** `roll d6:` with `on 1-3:` cases. */
export interface RollStmt {
  kind: "Roll";
  dice: Dice;
  cases: RollCase[];
  span: Span;
}

export interface RollCase {
  kind: "RollCase";
  low: number;
  high: number;
  body: Stmt[];
  span: Span;
}

/**
 * `pay 3 gold: <block>` inside an effect: if the deciding player can pay, they pay and the block
 * runs; if not, it is skipped. As the first line of a `choose one` option it is that option's
 * cost: the option is offered only while it can be paid. `may pay ...:` makes paying optional.
 */
export interface PayStmt {
  kind: "Pay";
  cost: CostOption;
  body: Stmt[];
  span: Span;
}

/** `may <statement>`: the controller chooses whether to do it. */
export interface MayStmt {
  kind: "May";
  body: Stmt;
  span: Span;
}

/** A continuous modifier: `+1 magic`, `+1 melee vs undead`, `+2 influence to cards with marksman while ...`. */
export interface ModifyStmt {
  kind: "Modify";
  sign: 1 | -1;
  amount: Expr;
  stat: Name;
  to: Selector | Ref | null;
  vs: Selector | Ref | null;
  while: Expr | null;
  span: Span;
}

/** `requires <condition>`: the card is blank while the condition is false. */
export interface RequireStmt {
  kind: "Require";
  condition: Expr;
  span: Span;
}

/** `nothing`: an explicit no-op ("no effect" on a chart). */
export interface NothingStmt {
  kind: "Nothing";
  span: Span;
}

// ---------- selectors ----------

/** `next`/`previous`: seat order from you (`next` is clockwise, the way turns go: the player to your left). */
export type Determiner = "a" | "an" | "each" | "all" | "the" | "another" | "your" | "any" | "next" | "previous";

/**
 * `a target`, `each opponent`, `cards with support in your discard`, `each other hero`,
 * `the next opponent`. `other` leaves out the thing the effect acts from (this card, the acting
 * entity, you); `another` is `an other`.
 */
export interface Selector {
  kind: "Selector";
  determiner: Determiner | null;
  /** `each other hero`: the acting card, entity and player are left out. */
  other: boolean;
  noun: Name;
  filters: Filter[];
  span: Span;
}

export type Filter = WithFilter | InFilter;

export interface WithFilter {
  kind: "With";
  /** `without <name>`: the things that lack it. */
  negated: boolean;
  name: Name;
  span: Span;
}

export interface InFilter {
  kind: "In";
  owner: "your" | "their" | "the" | null;
  zone: Name;
  span: Span;
}

// ---------- expressions ----------

export type Expr =
  | NumberLit
  | BoolLit
  | Ref
  | OfExpr
  | CountExpr
  | RollExpr
  | FuncExpr
  | BinaryExpr
  | UnaryExpr
  | InRangeExpr
  | IsExpr
  | SubjectFactExpr;

export interface NumberLit {
  kind: "Number";
  value: number;
  span: Span;
}

export interface BoolLit {
  kind: "Bool";
  value: boolean;
  span: Span;
}

/** A bare name: a variable, a stat of your hero, a fact, a noun, an event payload field. */
export interface Ref {
  kind: "Ref";
  name: Name;
  span: Span;
}

/**
 * `strength of target`, `damage of the monster`, and the possessives: `controller of T`,
 * `owner of this`, `hero of controller of T` (the `of` side nests: it reads right to left).
 */
export interface OfExpr {
  kind: "Of";
  property: Name;
  of: Selector | Ref | OfExpr;
  span: Span;
}

/** A number and a unit: `2 gold`, `strength damage`, `2 cards with support in your hand`. */
export interface Quantity {
  kind: "Quantity";
  amount: Expr;
  unit: Name;
  filters: Filter[];
  span: Span;
}

export interface CountExpr {
  kind: "Count";
  what: Selector | Ref;
  span: Span;
}

export interface Dice {
  kind: "Dice";
  count: number;
  sides: number;
  span: Span;
}

export interface RollExpr {
  kind: "Roll";
  dice: Dice;
  span: Span;
}

/** `min(a, b)`, `max(a, b)`, `half(x)`. */
export interface FuncExpr {
  kind: "Func";
  name: Name;
  args: Expr[];
  span: Span;
}

export type BinaryOp = "or" | "and" | "==" | "!=" | "<" | "<=" | ">" | ">=" | "+" | "-" | "*" | "/";

export interface BinaryExpr {
  kind: "Binary";
  op: BinaryOp;
  left: Expr;
  right: Expr;
  span: Span;
}

export interface UnaryExpr {
  kind: "Unary";
  op: "not" | "-";
  operand: Expr;
  span: Span;
}

/** `roll in 1-3` */
export interface InRangeExpr {
  kind: "InRange";
  value: Expr;
  low: number;
  high: number;
  span: Span;
}

/** `target is hero`, `it is not monster` */
export interface IsExpr {
  kind: "Is";
  value: Expr;
  negated: boolean;
  noun: Name;
  span: Span;
}

/** `T knocked-down`, `the target lost-health`: did the fact happen to that thing during this effect? */
export interface SubjectFactExpr {
  kind: "SubjectFact";
  subject: Expr;
  fact: Name;
  span: Span;
}

export type Node =
  | Program
  | Ability
  | Trigger
  | AbilityOption
  | Stmt
  | Arg
  | Selector
  | Filter
  | Expr
  | Quantity
  | NumberChoice
  | Dice
  | RollCase
  | Name;
