/**
 * The syntax tree of the generated TypeScript that pretty/print.ts lays out. Parentheses are not
 * kept: the printer puts back the ones prettier would print. Types are kept as flat text.
 */

export type Expr =
  | { kind: "ident"; name: string }
  | { kind: "number"; text: string }
  | { kind: "string"; text: string }
  | { kind: "object"; props: Prop[]; keepBroken: boolean }
  | { kind: "array"; items: Expr[] }
  | { kind: "call"; callee: Expr; args: Expr[] }
  | { kind: "member"; object: Expr; name: string }
  | { kind: "index"; object: Expr; index: Expr }
  | { kind: "unary"; op: string; arg: Expr }
  | { kind: "binary"; op: string; left: Expr; right: Expr }
  | { kind: "arrow"; params: string[]; body: Expr | Block }
  | { kind: "as"; expr: Expr; type: string };

export interface Prop {
  /** As printed: an identifier or a string literal. */
  key: string;
  value: Expr;
}

export interface Block {
  kind: "block";
  body: Stmt[];
}

/** A statement without its comments and spacing. */
export type StmtBody =
  | { kind: "import"; text: string; names: string[] | null; from: string | null }
  | { kind: "var"; prefix: string; name: string; type: string | null; init: Expr }
  | { kind: "function"; prefix: string; name: string; params: string[]; returns: string; body: Block }
  | { kind: "expr"; expr: Expr }
  | { kind: "return"; arg: Expr | null }
  | { kind: "jump"; word: "break" | "continue" }
  | { kind: "if"; test: Expr; then: Block; else: Block | Stmt | null }
  | { kind: "for-of"; binding: string; of: Expr; body: Block }
  | { kind: "while"; test: Expr; body: Block }
  | { kind: "do-while"; body: Block; test: Expr }
  /** A top-level statement outside this language, left to prettier. */
  | { kind: "other" };

export type Stmt = StmtBody & {
  /** Block comments written just above the statement. */
  comments: string[];
  /** The source has a blank line after the statement. */
  blankAfter: boolean;
  /** A top-level statement's source text, comments included: what prettier gets if it must. */
  source?: string;
};
