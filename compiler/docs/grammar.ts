/**
 * The effect language's grammar, taken from the parser itself (chevrotain's serialized GAST), so
 * the reference never drifts from what `check` accepts: as EBNF text with each rule linked, and as
 * chevrotain's railroad diagrams with their scripts copied beside the page (it works offline).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { createSyntaxDiagramsCode, type ISerializedGast } from "chevrotain";
import { effectParser } from "../../dsl/parser.ts";
import { escapeXml } from "../render/xml.ts";

export function grammarRules(): ISerializedGast[] {
  return effectParser().getSerializedGastProductions();
}

/** The parser's rule names, in its order. */
export function ruleNames(): string[] {
  return grammarRules().map((r) => (r as Node).name!);
}

type Node = ISerializedGast & { name?: string; label?: string; definition?: Node[]; separator?: Node };

/** One rule's right-hand side in EBNF: `[ x ]` optional, `{ x }` repeated, `( a | b )` a choice. */
function ebnf(nodes: Node[], html: boolean): string {
  return nodes.map((n) => item(n, html)).join(" ");
}

function item(n: Node, html: boolean): string {
  const inner = () => ebnf(n.definition ?? [], html);
  switch (n.type) {
    case "NonTerminal":
      return html ? `<a href="#rule-${escapeXml(n.name!)}">${escapeXml(n.name!)}</a>` : n.name!;
    case "Terminal": {
      // Keywords and punctuation as written (`"when"`, `":"`); other tokens by their name.
      const keyword = /^Kw_/.test(n.name!) ? n.name!.slice(3) : undefined;
      const label = keyword ? `"${keyword}"` : n.label && /^'.*'$/.test(n.label) ? `"${n.label.slice(1, -1)}"` : (n.label ?? n.name!).replace(/ /g, "_");
      return html ? `<span class="terminal">${escapeXml(label)}</span>` : label;
    }
    case "Alternation":
      return `( ${(n.definition ?? []).map((alt) => ebnf(alt.definition ?? [], html)).join(" | ")} )`;
    case "Alternative":
      return inner();
    case "Option":
      return `[ ${inner()} ]`;
    case "Repetition":
      return `{ ${inner()} }`;
    case "RepetitionMandatory":
      return `${inner()} { ${inner()} }`;
    case "RepetitionWithSeparator":
    case "RepetitionMandatoryWithSeparator": {
      const sep = n.separator ? item(n.separator, html) : "";
      const more = `{ ${sep} ${inner()} }`;
      return n.type === "RepetitionWithSeparator" ? `[ ${inner()} ${more} ]` : `${inner()} ${more}`;
    }
    default:
      return inner();
  }
}

/** The grammar as EBNF, one rule per line. */
export function grammarText(): string {
  return grammarRules()
    .map((r) => `${(r as Node).name} ::= ${ebnf((r as Node).definition ?? [], false)}`)
    .join("\n");
}

/** The EBNF as HTML: one entry per rule, each name an anchor and every use a link. */
export function grammarHtml(): string {
  return grammarRules()
    .map((r) => {
      const name = escapeXml((r as Node).name!);
      return `<div class="rule" id="rule-${name}"><span class="lhs">${name}</span> ::= ${ebnf((r as Node).definition ?? [], true)}</div>`;
    })
    .join("\n");
}

const require = createRequire(import.meta.url);
/** Chevrotain's diagram scripts and style, as the diagrams page loads them (paths below `diagrams/`). */
const DIAGRAM_FILES = ["vendor/railroad-diagrams.js", "src/diagrams_builder.js", "src/diagrams_behavior.js", "src/main.js", "diagrams.css"];

export function diagramFiles(): Map<string, Uint8Array> {
  const base = join(dirname(require.resolve("chevrotain")), "..", "..", "diagrams"); // lib/src/api.js → the package
  return new Map(DIAGRAM_FILES.map((f) => [`diagrams/${f}`, readFileSync(join(base, f))]));
}

/** The railroad-diagram page, loading its scripts from `diagrams/` beside it. */
export function diagramsPage(): string {
  return createSyntaxDiagramsCode(grammarRules(), { resourceBase: "diagrams/", css: "diagrams/diagrams.css" });
}
