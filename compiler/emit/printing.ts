/**
 * Canonical effect text for prompts and logs (`rt.confirm`, `rt.chooseOption`, `Ability.text`),
 * printed from the AST by the DSL's printer. It only ever reaches generated code through
 * `stringLiteral` or `commentText`.
 */
import type * as A from "../../dsl/ast.ts";
import { printProgram } from "../../dsl/index.ts";

const NO_SPAN: A.Span = { start: 0, end: 0 };

export function printAbility(ability: A.Ability): string {
  return printProgram({ kind: "Program", abilities: [ability], span: NO_SPAN }).trimEnd();
}

export function printStatements(body: A.Stmt[]): string {
  return printAbility({ kind: "Ability", trigger: null, options: [], body, span: NO_SPAN });
}
