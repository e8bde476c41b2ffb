/**
 * State shared while compiling one effect or condition: the checker's name resolutions, the
 * variables in scope, and what the surrounding module must import.
 */
import type * as A from "../../dsl/ast.ts";
import type { Resolution } from "../check/checked.ts";
import type { Vocabulary } from "../vocab/vocabulary.ts";
import { EmitError } from "./errors.ts";
import { NameAllocator } from "./names.ts";
import { stringLiteral } from "./strings.ts";
import type { TypeUses } from "./ts-types.ts";

/** Names a generated module imports, by the module that exports them. */
export interface ModuleUses {
  /** Types from runtime/api.ts or vocabulary.ts (ts-types.ts decides which is which). */
  types: TypeUses;
  /** Values from runtime/api.ts (`inRange`). */
  runtimeValues: Set<string>;
}

export function newUses(): ModuleUses {
  return { types: new Set(), runtimeValues: new Set() };
}

export interface Gen {
  vocab: Vocabulary;
  names: Map<A.Ref | A.OfExpr | A.Selector, Resolution>;
  params: Map<A.Arg, string>;
  /** The triggering event, for the types of payload fields. */
  event: string | null;
  uses: ModuleUses;
}

export interface Binding {
  /** The TS const holding the value. */
  ts: string;
  /** A list of refs (`let T = each opponent`) rather than one value. */
  many: boolean;
  /** A secret choice: the const holding every player's choices, and this variable's key in them. */
  secret?: { choices: string; key: string };
}

/**
 * Effect-language variables are block scoped, like the TS consts they become. TS names come from
 * one allocator per function, so `let X` twice, `X` vs `x`, or `a-b` vs `a_b` never clash.
 */
export class Scope {
  private readonly vars = new Map<string, Binding>();

  constructor(
    readonly locals: NameAllocator,
    private readonly parent: Scope | null = null,
  ) {}

  static forFunction(): Scope {
    return new Scope(new NameAllocator());
  }

  child(): Scope {
    return new Scope(this.locals, this);
  }

  declare(name: string, many: boolean): Binding {
    const binding = { ts: this.locals.allocate(`v_${name.replace(/[^A-Za-z0-9_]/g, "_")}`), many };
    this.vars.set(name, binding);
    return binding;
  }

  /** A `keep` variable: its TS const holds the effect's shared cell, read and written as `.value`. */
  declareKept(name: string): { cell: string } {
    const cell = this.locals.allocate(`k_${name.replace(/[^A-Za-z0-9_]/g, "_")}`);
    this.vars.set(name, { ts: `${cell}.value`, many: false });
    return { cell };
  }

  /** A variable chosen in an `each ... secretly:` block: read as the current player's choice. */
  declareSecret(name: string, choices: string): Binding {
    const key = stringLiteral(name);
    const binding = { ts: `rt.secretOf(ctx, ${choices}, ${key})`, many: false, secret: { choices, key } };
    this.vars.set(name, binding);
    return binding;
  }

  lookup(name: string): Binding {
    const found = this.vars.get(name) ?? this.parent?.lookupOrNull(name);
    if (!found) throw new EmitError(`variable ${JSON.stringify(name)} is not in scope here`);
    return found;
  }

  private lookupOrNull(name: string): Binding | undefined {
    return this.vars.get(name) ?? this.parent?.lookupOrNull(name);
  }
}

export function resolution(g: Gen, node: A.Ref | A.OfExpr): Resolution {
  const r = g.names.get(node);
  if (!r) {
    const text = node.kind === "Ref" ? node.name.text : node.property.text;
    throw new EmitError(`the checker left ${JSON.stringify(text)} unresolved`);
  }
  return r;
}
