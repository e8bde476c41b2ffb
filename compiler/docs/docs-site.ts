/**
 * The reference site of one game: `index.html` (every kind, trait, keyword, verb, icon, event,
 * phase, step, noun, fact, stat, resource, counter and zone with its meaning and the cards that
 * use it), `cards.html` (every card drawn, with its text, fields and checked effect), `code/`
 * (the generated TypeScript of each card file), `grammar.html` (the effect language's EBNF, from
 * the parser), `diagrams.html` (railroad diagrams) and `syntax.html` (dsl/SYNTAX.md).
 * Every name and text from the game's files is escaped.
 */
import { printExpr, printProgram } from "../../dsl/index.ts";
import { KEYWORDS } from "../../dsl/index.ts";
import type { CheckedCard, CheckedGame } from "../check/checked.ts";
import type { FieldSpec, Vocabulary } from "../vocab/vocabulary.ts";
import { iconLook } from "../render/card-layout.ts";
import { fontFaceCss } from "../render/proof-sheet.ts";
import type { RenderedCardFile } from "../render/render-game.ts";
import { escapeXml as x } from "../render/xml.ts";
import type { CommentLookup } from "./declared-comments.ts";
import { grammarHtml } from "./grammar.ts";
import { SECTIONS, type Section, type UsageIndex } from "./usage-index.ts";

export interface DocsInput {
  game: CheckedGame;
  cards: CheckedCard[];
  rendered: RenderedCardFile[];
  uses: UsageIndex;
  comments: CommentLookup;
  /** Each card's source position (`cards/shadows/skills/x.yaml:12`), by id. */
  where: ReadonlyMap<string, string>;
  /** The generated module of each card, by id, and the module's text by its path. */
  moduleOf: ReadonlyMap<string, string>;
  modules: ReadonlyMap<string, string>;
  syntax: string;
}

const TITLES: Record<Section, string> = {
  kinds: "Card kinds",
  traits: "Traits and keywords on cards",
  keywords: "Words of the effect language",
  verbs: "Verbs",
  icons: "Icons",
  events: "Events",
  phases: "Phases",
  steps: "Steps",
  nouns: "Nouns",
  facts: "Facts",
  stats: "Stats",
  resources: "Resources",
  counters: "Counters and tokens",
  zones: "Zones",
};

const CSS = `
body { font-family: "DejaVu Sans", sans-serif; margin: 0; color: #1d1b18; background: #faf8f3; line-height: 1.45; }
header { background: #2b2b2b; color: #fff; padding: 10px 24px; }
header a { color: #fff; margin-right: 14px; }
main { padding: 8px 24px 40px; max-width: 1200px; }
table { border-collapse: collapse; width: 100%; margin-bottom: 18px; }
th, td { text-align: left; vertical-align: top; border-bottom: 1px solid #ddd6c8; padding: 4px 8px; font-size: 10pt; }
th { background: #eee8dc; }
code, pre { font-family: "DejaVu Sans Mono", monospace; font-size: 9pt; }
pre { background: #fff; border: 1px solid #ddd6c8; padding: 8px; overflow-x: auto; }
.uses a { margin-right: 6px; white-space: nowrap; }
.none { color: #999; }
.card { display: flex; gap: 18px; border-bottom: 1px solid #ddd6c8; padding: 14px 0; }
.card svg { flex: none; width: 63mm; height: 88mm; box-shadow: 0 1px 4px rgba(0,0,0,0.3); }
.card .info { min-width: 0; flex: 1; }
.rule { font-family: "DejaVu Sans Mono", monospace; font-size: 9pt; margin: 4px 0; padding-left: 2em; text-indent: -2em; }
.rule .lhs { font-weight: bold; }
.terminal { color: #7a3b2e; }
.icon { display: inline-block; color: #fff; border-radius: 4px; padding: 0 5px; font-weight: bold; font-size: 9pt; }
`;

function page(title: string, gameTitle: string, body: string, prefix = ""): string {
  const nav = [
    ["index.html", "Vocabulary"],
    ["cards.html", "Cards"],
    ["grammar.html", "Grammar"],
    ["diagrams.html", "Diagrams"],
    ["syntax.html", "Effect language"],
  ]
    .map(([href, label]) => `<a href="${prefix}${href}">${label}</a>`)
    .join("");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${x(title)} · ${x(gameTitle)}</title>
<style>
${fontFaceCss(`${prefix}fonts/`)}
${CSS}
</style>
</head>
<body>
<header><strong>${x(gameTitle)}</strong> · ${nav}</header>
<main>
<h1>${x(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

const anchor = (section: string, name: string) => `${section}-${name}`;
const cardLink = (id: string, names: ReadonlyMap<string, string>, prefix = "") => `<a href="${prefix}cards.html#card-${x(id)}">${x(names.get(id) ?? id)}</a>`;

export function indexPage(d: DocsInput): string {
  const v = d.game.vocab;
  const names = new Map(d.cards.map((c) => [c.id, String(c.data.name ?? c.id)]));
  const counts = SECTIONS.map((s) => `<a href="#${s}">${TITLES[s]}</a> (${entries(v, s).length})`).join(" · ");
  const sections = SECTIONS.map((s) => {
    const rows = entries(v, s).map(([name, declared, detail]) => {
      const meaning = declared ?? (s === "phases" ? d.comments(["procedure", "phases", name]) : s === "icons" ? d.comments(["icons", name]) : undefined);
      const used = [...(d.uses.get(s)?.get(name) ?? [])];
      const uses = used.length ? `${used.length}: ${used.map((id) => cardLink(id, names)).join(" ")}` : `<span class="none">no card</span>`;
      const shown = s === "icons" ? iconBadge(v, name) : `<code>${x(name)}</code>`;
      return `<tr id="${x(anchor(s, name))}"><td>${shown}</td><td>${meaning ? x(meaning) : `<span class="none">no description</span>`}${detail ? `<br><small>${detail}</small>` : ""}</td><td class="uses">${uses}</td></tr>`;
    });
    return `<section id="${s}"><h2>${TITLES[s]}</h2>\n<table><tr><th>name</th><th>meaning</th><th>used by</th></tr>\n${rows.join("\n")}\n</table></section>`;
  });
  const intro = `<p>${d.cards.length} cards. Every name the cards may use is declared in the game's <code>game.yaml</code>; its meaning is the declaration's <code>description</code> (or the comment above it).</p><p>${counts}</p>`;
  return page(`${v.title}: reference`, v.title, `${intro}\n${sections.join("\n")}`);
}

function iconBadge(v: Vocabulary, icon: string): string {
  const look = iconLook(v, icon);
  return `<span class="icon" style="background:${look.color}">${x(look.label)}</span> <code>${x(icon)}</code>`;
}

/** [name, meaning, detail as HTML] for each declared name of a section. */
function entries(v: Vocabulary, s: Section): Array<[string, string | undefined, string]> {
  const desc = (o: { description?: string } | undefined) => o?.description;
  const list = (xs: readonly string[] | undefined) => (xs ?? []).map((n) => `<code>${x(n)}</code>`).join(", ");
  switch (s) {
    case "kinds":
      return Object.entries(v.kinds).map(([k, spec]) => [k, desc(spec), `fields: ${Object.entries(spec.fields).map(([f, fs]) => `<code>${x(f)}</code> ${x(typeName(fs))}${fs.required ? "" : "?"}`).join(", ")}`]);
    case "traits":
      return Object.entries(v.traits).map(([t, spec]) => [
        t,
        desc(spec),
        [spec.param && `parameter: ${x(spec.param)}`, spec["played-to"] && `played to <code>${x(spec["played-to"])}</code>`, spec.limits?.length && `limits: ${x(spec.limits.join(", "))}`, spec["after-use"] && `after use: <code>${x(spec["after-use"])}</code>`, spec["used-goes-to"] && `once used goes to <code>${x(spec["used-goes-to"])}</code>`, spec.repeat && "repeats the card's effect", spec.immune && "immune", spec.means && `meaning: ${x(spec.means)}`]
          .filter(Boolean)
          .join("; "),
      ]);
    case "keywords":
      return KEYWORDS.map((k) => [k, undefined, `see the <a href="grammar.html">grammar</a> and <a href="syntax.html">the effect language</a>`]);
    case "verbs":
      return Object.entries(v.verbs).map(([name, spec]) => [name, desc(spec), `<code>${x(signature(name, spec.params))}</code>; meaning: ${x(spec.means)}${spec.synonyms?.length ? `; not to be written: ${list(spec.synonyms)}` : ""}${spec.kinds ? `; only on ${list(spec.kinds)}` : ""}`]);
    case "icons":
      return v.icons.map((i) => [i, undefined, ""]);
    case "events":
      return Object.entries(v.events).map(([e, spec]) => [
        e,
        desc(spec) ?? spec.says,
        [spec.respondable && "respondable (a Response window opens)", spec.args && `arguments: ${Object.entries(spec.args).map(([a, t]) => `<code>${x(a)}</code> ${x(t)}`).join(", ")}`, spec.payload && `payload: ${Object.entries(spec.payload).map(([a, t]) => `<code>${x(a)}</code> ${x(t)}`).join(", ")}`, `raised by ${list(spec["raised-by"])}`].filter(Boolean).join("; "),
      ]);
    case "phases":
      return v.phases.map((p) => {
        const proc = v.procedure.phases[p];
        const how = proc === undefined ? "" : proc === "hook" ? "run by the game's TypeScript (a procedure hook)" : "step" in proc ? `runs the step <a href="#steps-${x(proc.step)}"><code>${x(proc.step)}</code></a>` : `<pre>${x(proc.effect.trimEnd())}</pre>`;
        return [p, undefined, how];
      });
    case "steps":
      return Object.entries(v.steps).map(([st, spec]) => [st, desc(spec), `in phase <code>${x(spec.phase)}</code>; numbers ${x((spec.numbers ?? []).join(", "))}${spec["players-act"] ? `; players act at ${x(spec["players-act"].join(", "))}` : ""}`]);
    case "nouns":
      return Object.entries(v.nouns).map(([n, spec]) => [n, desc(spec), `${spec.many ? "many " : ""}${x(spec.type)}; meaning: ${x(spec.means)}`]);
    case "facts":
      return Object.entries(v.facts).map(([f, spec]) => [f, desc(spec), `meaning: ${x(spec.means === "condition" ? `condition ${spec.if ?? ""}` : spec.means)}`]);
    case "stats":
      return Object.entries(v.stats).map(([n, spec]) => [n, desc(spec), ""]);
    case "resources":
    case "counters":
      return Object.entries(v[s]).map(([n, spec]) => [n, desc(spec), [spec.min !== undefined && `at least ${spec.min}`, spec.max !== undefined && `at most ${spec.max}`].filter(Boolean).join(", ")]);
    case "zones":
      return Object.entries(v.zones).map(([z, spec]) => [z, desc(spec), [spec["per-player"] ? "one per player" : "shared", spec.live && "live: its cards' abilities are in effect", spec["refills-from"] && `refills from <code>${x(spec["refills-from"])}</code>`, spec["one-of-each"] && "copies alike: a card noun offers one of each"].filter(Boolean).join("; ")]);
  }
}

function typeName(f: FieldSpec): string {
  if (f.type === "list") return `list of ${typeName(f.of)}`;
  if (f.type === "ref") return `ref to ${f.to.join(" or ")}`;
  if (f.type === "map") return `map of ${Array.isArray(f.keys) ? f.keys.join("/") : f.keys} to ${typeName(f.values)}`;
  return f.type;
}

function signature(name: string, params: Vocabulary["verbs"][string]["params"]): string {
  const parts = [name];
  for (const [p, spec] of Object.entries(params)) {
    const unit = spec.unit ?? spec.units?.join("|");
    const what = `<${p}: ${spec.type}${unit ? ` ${unit}` : ""}>`;
    const shown = spec.positional ? what : `${p} ${what}`;
    parts.push(spec.required ? shown : `[${shown}]`);
  }
  return parts.join(" ");
}

/** The vocabulary with each declaration that has no `description` given the comment above it in game.yaml. */
export function withComments(v: Vocabulary, comments: CommentLookup): Vocabulary {
  const fill = <T extends { description?: string }>(section: string, map: Record<string, T>): Record<string, T> => {
    const out = Object.create(null) as Record<string, T>;
    for (const [k, spec] of Object.entries(map)) out[k] = spec.description ? spec : { ...spec, description: comments([section, k]) };
    return out;
  };
  return { ...v, kinds: fill("kinds", v.kinds), traits: fill("traits", v.traits), verbs: fill("verbs", v.verbs), events: fill("events", v.events), steps: fill("steps", v.steps), nouns: fill("nouns", v.nouns), facts: fill("facts", v.facts), stats: fill("stats", v.stats), resources: fill("resources", v.resources), counters: fill("counters", v.counters), zones: fill("zones", v.zones) };
}

export function cardsPage(d: DocsInput): string {
  const v = d.game.vocab;
  const names = new Map(d.cards.map((c) => [c.id, String(c.data.name ?? c.id)]));
  const svgs = new Map(d.rendered.map((r) => [r.id, r.svg]));
  const byKind = Object.keys(v.kinds).map((kind) => {
    const cards = d.cards.filter((c) => c.kind === kind);
    if (!cards.length) return "";
    const items = cards.map((c) => {
      const fields = Object.entries(c.data)
        .filter(([k]) => !["id", "name", "kind", "text"].includes(k) && ![...c.effects, ...c.conditions].some((e) => e.field === k || e.field.startsWith(`${k}.`)))
        .map(([k, value]) => `<tr><th>${x(k)}</th><td>${fieldHtml(v, v.kinds[kind]?.fields[k], value, names)}</td></tr>`);
      const effects = [
        ...c.effects.map((e) => `<p><strong>${x(e.field)}</strong> (as checked):</p><pre>${x(printProgram(e.program, { style: "card" }).trimEnd())}</pre>`),
        ...c.conditions.map((e) => `<p><strong>${x(e.field)}</strong> (as checked): <code>${x(printExpr(e.expr))}</code></p>`),
      ];
      const module = d.moduleOf.get(c.id);
      const code = module ? `<p>Compiled to <a href="code/${x(module)}.html">${x(module)}</a> (generated TypeScript).</p>` : "";
      return `<article class="card" id="card-${x(c.id)}">\n${svgs.get(c.id) ?? ""}<div class="info"><h3>${x(names.get(c.id)!)}</h3><p><code>${x(c.id)}</code> · <a href="index.html#kinds-${x(kind)}">${x(kind)}</a> · ${x(d.where.get(c.id) ?? c.file)}</p>${typeof c.data.text === "string" ? `<p>${x(c.data.text)}</p>` : ""}<table>${fields.join("")}</table>${effects.join("\n")}${code}</div></article>`;
    });
    return `<section id="kind-${x(kind)}"><h2>${x(kind)} (${cards.length})</h2>\n${items.join("\n")}</section>`;
  });
  const toc = Object.keys(v.kinds).map((k) => `<a href="#kind-${x(k)}">${x(k)}</a>`).join(" · ");
  return page(`${v.title}: cards`, v.title, `<p>${d.cards.length} cards, drawn as <code>cardsmith render</code> draws them. ${toc}</p>\n${byKind.join("\n")}`);
}

function fieldHtml(v: Vocabulary, spec: FieldSpec | undefined, value: unknown, names: ReadonlyMap<string, string>): string {
  if (spec?.type === "ref" && typeof value === "string") return names.has(value) ? cardLink(value, names) : x(value);
  if (spec?.type === "traits" && Array.isArray(value)) {
    return value.map((t) => {
      const name = /^[A-Za-z][\w-]*/.exec(String(t))?.[0] ?? "";
      return Object.hasOwn(v.traits, name) ? `<a href="index.html#traits-${x(name)}">${x(String(t))}</a>` : x(String(t));
    }).join(", ");
  }
  if (spec?.type === "list" && Array.isArray(value)) return value.map((item) => fieldHtml(v, spec.of, item, names)).join(", ");
  if (spec?.type === "icon" && typeof value === "string") return iconBadge(v, value);
  if (Array.isArray(value)) return value.map((item) => x(String(item))).join(", ");
  if (typeof value === "object" && value !== null) return Object.entries(value).map(([k, val]) => `${x(k)}: ${x(String(val))}`).join(", ");
  return x(String(value));
}

export function codePage(path: string, text: string, gameTitle: string): string {
  const depth = path.split("/").length; // code/<path>.html sits this deep below the site
  return page(path, gameTitle, `<p>What <code>cardsmith build</code> writes to <code>generated/&lt;game&gt;/${x(path)}</code> for this card file.</p>\n<pre>${x(text)}</pre>`, "../".repeat(depth));
}

export function grammarPage(gameTitle: string): string {
  return page("The effect language's grammar", gameTitle, `<p>Every rule of the parser, in EBNF: <code>[ x ]</code> optional, <code>{ x }</code> repeated, <code>( a | b )</code> one of. Quoted words are written as shown; the others are tokens (names, numbers, ends of lines and blocks). The same grammar as <a href="diagrams.html">railroad diagrams</a>.</p>\n${grammarHtml()}`);
}

export function syntaxPage(gameTitle: string, syntax: string): string {
  return page("The effect language", gameTitle, `<p>dsl/SYNTAX.md, the language's reference:</p>\n<pre>${x(syntax)}</pre>`);
}
