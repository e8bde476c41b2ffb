/**
 * The syntax trees of game.yaml's effect texts and expressions (after-use effects, phase and
 * defeat effects, zone capacities), kept with game.yaml's cached data: a check whose cards are
 * all unchanged then never builds the effect parser, a large part of a one-card check's start.
 * A text is parsed when its tree is not known; only trees of clean parses are kept.
 */
import { parseCondition, parseEffect, type Expr, type ParseResult, type Program } from "../../dsl/index.ts";

type Tree = Program | Expr;
type Rule = "effect" | "condition";

/** Saved trees: pairs of a key (`effect:` or `condition:`, then the text) and the tree. */
export type SavedTrees = Array<[string, Tree]>;

export class RuleTextTrees {
  private readonly known = new Map<string, Tree>();
  /** Whether a text was parsed in this load: the saved trees are then incomplete. */
  parsedNow = false;

  constructor(saved: readonly unknown[] = []) {
    for (const pair of saved) {
      if (Array.isArray(pair) && pair.length === 2 && typeof pair[0] === "string" && isTree(pair[1])) this.known.set(pair[0], pair[1]);
    }
  }

  effect(text: string): ParseResult<Program> {
    return this.tree("effect", text, parseEffect) as ParseResult<Program>;
  }

  condition(text: string): ParseResult<Expr> {
    return this.tree("condition", text, parseCondition) as ParseResult<Expr>;
  }

  saved(): SavedTrees {
    return [...this.known];
  }

  private tree(rule: Rule, text: string, parse: (text: string) => ParseResult<Tree>): ParseResult<Tree> {
    const key = `${rule}:${text}`;
    const known = this.known.get(key);
    if (known) return { ast: known, problems: [] };
    const parsed = parse(text);
    if (parsed.ast && !parsed.problems.length) {
      this.known.set(key, parsed.ast);
      this.parsedNow = true;
    }
    return parsed;
  }
}

/** A saved tree is checked in outline only: its file is sealed and written by this toolchain. */
function isTree(x: unknown): x is Tree {
  if (typeof x !== "object" || x === null || Array.isArray(x)) return false;
  const { kind, span } = x as { kind?: unknown; span?: { start?: unknown; end?: unknown } };
  return typeof kind === "string" && typeof span === "object" && span !== null && typeof span.start === "number" && typeof span.end === "number";
}
