/**
 * The studio's page: a file tree, a CodeMirror 6 editor whose linter is the real checker (on the
 * server), the card drawn live beside it, and the "Try it" and balance panels. Bundled by
 * `npm run precompile` into dist/studio/app.js.
 */
import { autocompletion, type CompletionContext, type CompletionResult } from "@codemirror/autocomplete";
import { yaml } from "@codemirror/lang-yaml";
import { linter, type Diagnostic as CmDiagnostic } from "@codemirror/lint";
import { RangeSetBuilder } from "@codemirror/state";
import { Decoration, EditorView, ViewPlugin, keymap, type DecorationSet, type ViewUpdate } from "@codemirror/view";
import { basicSetup } from "codemirror";

// The server's answers, typed by the modules that make them (type-only: nothing of the server is bundled).
import type { GameFiles } from "../project-files.ts";
import type { BrowserDiagnostic, LiveCheck } from "../live-check.ts";
import type { PlayState } from "../try-game.ts";

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const status = (text: string) => ($("status").textContent = text);

async function api<T>(method: string, url: string, body?: unknown): Promise<{ status: number; data: T }> {
  const res = await fetch(url, { method, headers: body === undefined ? {} : { "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, data: (await res.json()) as T };
}

// ---------- state ----------

let games: GameFiles[] = [];
let open: { path: string; game: string; version: string } | null = null;
let savedText = "";
let names = new Map<string, string>();
const dirty = () => open !== null && view.state.doc.toString() !== savedText;

// ---------- the editor ----------

/** Names of the vocabulary coloured in the text (verbs, traits, keywords, card ids). */
const highlight = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(v: EditorView) {
      this.decorations = this.build(v);
    }
    update(u: ViewUpdate) {
      if (u.docChanged || u.viewportChanged || u.transactions.some((t) => t.effects.length)) this.decorations = this.build(u.view);
    }
    build(v: EditorView): DecorationSet {
      const b = new RangeSetBuilder<Decoration>();
      for (const { from, to } of v.visibleRanges) {
        const text = v.state.doc.sliceString(from, to);
        for (const m of text.matchAll(/[A-Za-z][A-Za-z0-9-]*/g)) {
          const cat = names.get(m[0]);
          const cls = cat === "verb" ? "cm-cs-verb" : cat === "trait" ? "cm-cs-trait" : cat === "keyword" ? "cm-cs-keyword" : cat === "card" ? "cm-cs-card" : null;
          if (cls) b.add(from + m.index!, from + m.index! + m[0].length, Decoration.mark({ class: cls }));
        }
      }
      return b.finish();
    }
  },
  { decorations: (v) => v.decorations },
);

let completions: LiveCheck["names"] = [];
function complete(ctx: CompletionContext): CompletionResult | null {
  const word = ctx.matchBefore(/[A-Za-z][A-Za-z0-9-]*/);
  if (!word || (word.from === word.to && !ctx.explicit)) return null;
  return { from: word.from, options: completions.map((n) => ({ label: n.name, type: n.category === "verb" ? "function" : n.category === "card" ? "constant" : "keyword", detail: `${n.category} · ${n.detail}`.slice(0, 80) })), validFor: /^[A-Za-z0-9-]*$/ };
}

function offset(line: number, col: number): number {
  const doc = view.state.doc;
  const l = doc.line(Math.min(Math.max(line, 1), doc.lines));
  return Math.min(l.from + Math.max(col - 1, 0), l.to);
}

async function lint(v: EditorView): Promise<CmDiagnostic[]> {
  if (!open) return [];
  const path = open.path;
  const { status: code, data } = await api<LiveCheck & { error?: string }>("POST", "/api/check", { path, text: v.state.doc.toString() });
  if (!open || open.path !== path) return [];
  if (code !== 200) {
    showDiagnostics([], data.error ?? "the check failed");
    return [];
  }
  completions = data.names;
  names = new Map(data.names.map((n) => [n.name, n.category]));
  v.dispatch({ effects: [] });
  showDiagnostics(data.diagnostics);
  showPreviews(data.previews, data.previewStale);
  return data.diagnostics
    .filter((d) => d.file === path)
    .map((d) => {
      const from = offset(d.line, d.col);
      return { from, to: Math.max(from, offset(d.endLine, d.endCol)), severity: d.severity === "error" ? "error" : d.severity === "warning" ? "warning" : "info", message: `${d.code}: ${d.message}${d.help ? `\nhelp: ${d.help}` : ""}` };
    });
}

const view = new EditorView({
  parent: $("editor"),
  extensions: [
    basicSetup,
    yaml(),
    highlight,
    linter(lint, { delay: 250 }),
    autocompletion({ override: [complete] }),
    keymap.of([{ key: "Mod-s", preventDefault: true, run: () => (void save(), true) }]),
    EditorView.updateListener.of((u) => {
      if (u.docChanged) ($("save") as HTMLButtonElement).disabled = !dirty();
    }),
  ],
});

function showDiagnostics(list: BrowserDiagnostic[], failure?: string): void {
  const ul = $("diagnostics");
  ul.replaceChildren();
  if (failure) {
    ul.append(Object.assign(document.createElement("li"), { className: "error", textContent: failure }));
    return;
  }
  if (!list.length) ul.append(Object.assign(document.createElement("li"), { className: "clean", textContent: "no problems: the card checks" }));
  for (const d of list) ul.append(Object.assign(document.createElement("li"), { className: d.severity, textContent: d.rendered }));
}

function showPreviews(previews: LiveCheck["previews"], stale: boolean): void {
  const box = $("preview");
  box.replaceChildren();
  box.classList.toggle("stale", stale);
  if (stale && previews.length) box.append(Object.assign(document.createElement("p"), { className: "note", textContent: "as last checked clean: fix the errors to see this text" }));
  for (const p of previews) {
    const fig = document.createElement("figure");
    // As an image: the SVG is drawn, never run (a card's text cannot script the page).
    const img = Object.assign(document.createElement("img"), { src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(p.svg)}`, alt: p.name });
    img.dataset.card = p.id;
    fig.append(img, Object.assign(document.createElement("figcaption"), { textContent: p.name }));
    box.append(fig);
  }
}

// ---------- files ----------

async function loadGames(): Promise<void> {
  games = (await api<{ games: GameFiles[] }>("GET", "/api/games")).data.games;
  const nav = $("files");
  nav.replaceChildren();
  for (const g of games) {
    nav.append(Object.assign(document.createElement("h3"), { textContent: g.id }));
    for (const f of g.files) {
      const a = Object.assign(document.createElement("a"), { href: "#", textContent: f.slice(`cards/${g.id}/`.length), title: f });
      a.dataset.path = f;
      a.onclick = (e) => {
        e.preventDefault();
        void openFile(f, g.id);
      };
      nav.append(a);
    }
  }
}

async function openFile(path: string, game: string): Promise<void> {
  if (dirty() && !confirm(`${open!.path} has unsaved changes. Discard them?`)) return;
  const { status: code, data } = await api<{ text: string; version: string; error?: string }>("GET", `/api/file?path=${encodeURIComponent(path)}`);
  if (code !== 200) return void status(data.error ?? "cannot open");
  open = { path, game, version: data.version };
  savedText = data.text;
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: data.text } });
  $("file-name").textContent = path;
  ($("save") as HTMLButtonElement).disabled = true;
  $("conflict").hidden = true;
  for (const a of document.querySelectorAll<HTMLAnchorElement>("nav a")) a.classList.toggle("open", a.dataset.path === path);
  const g = games.find((x) => x.id === game);
  status(g ? `${g.scenarios.length} scenario file${g.scenarios.length === 1 ? "" : "s"} for ${game}` : "");
}

async function save(overTheirs?: string): Promise<void> {
  if (!open) return;
  const text = view.state.doc.toString();
  const { status: code, data } = await api<{ version?: string; conflict?: { text: string; version: string }; error?: string }>("PUT", "/api/file", { path: open.path, text, base: overTheirs ?? open.version });
  if (code === 200 && data.version) {
    open.version = data.version;
    savedText = text;
    ($("save") as HTMLButtonElement).disabled = true;
    $("conflict").hidden = true;
    status(`saved ${open.path}`);
  } else if (code === 409 && data.conflict) {
    offerMerge(data.conflict);
  } else status(data.error ?? "not saved");
}

/** The file changed on disk under unsaved edits: show both, let the designer choose. */
function offerMerge(theirs: { text: string; version: string }): void {
  const box = $("conflict");
  box.hidden = false;
  box.replaceChildren(
    Object.assign(document.createElement("strong"), { textContent: "This file changed on disk since you opened it. Nothing was overwritten." }),
    Object.assign(document.createElement("pre"), { textContent: lineDiff(theirs.text, view.state.doc.toString()) }),
  );
  const keep = Object.assign(document.createElement("button"), { textContent: "Save mine over it", onclick: () => void save(theirs.version) });
  const take = Object.assign(document.createElement("button"), {
    textContent: "Take the version on disk",
    onclick: () => {
      savedText = theirs.text;
      open!.version = theirs.version;
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: theirs.text } });
      box.hidden = true;
    },
  });
  box.append(keep, take);
}

/** A small line diff for the merge box: `- on disk` / `+ yours`. */
function lineDiff(disk: string, mine: string): string {
  const a = disk.split("\n");
  const b = mine.split("\n");
  const out: string[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] === b[i]) continue;
    if (a[i] !== undefined) out.push(`${i + 1} - ${a[i]}`);
    if (b[i] !== undefined) out.push(`${i + 1} + ${b[i]}`);
  }
  return out.join("\n") || "(the same text)";
}

/** Changes on disk: taken at once when nothing is unsaved, offered for merge otherwise. */
async function watchDisk(): Promise<void> {
  if (!open) return;
  const path = open.path;
  const { status: code, data } = await api<{ text: string; version: string }>("GET", `/api/file?path=${encodeURIComponent(path)}`);
  if (code !== 200 || !open || open.path !== path || data.version === open.version) return;
  if (!dirty()) {
    savedText = data.text;
    open.version = data.version;
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: data.text } });
    status(`${path} changed on disk: reloaded`);
  } else if ($("conflict").hidden) offerMerge(data);
}

// ---------- try it ----------

let play: { seed: number; players: number; human: number | null; answers: number[]; steps: number | null } | null = null;

async function runScenarios(): Promise<void> {
  if (!open) return;
  const out = $("scenario-results");
  out.textContent = "running…";
  const { status: code, data } = await api<{ results?: Array<{ file: string; status: string; checks: number; failures: string[]; problems: string[] }>; error?: string }>("POST", "/api/scenarios", { game: open.game });
  if (code !== 200 || !data.results) return void (out.textContent = data.error ?? "failed");
  out.replaceChildren(
    ...data.results.map((r) => Object.assign(document.createElement("div"), { className: `scenario ${r.status}`, textContent: `${r.status === "ok" ? "ok" : r.status.toUpperCase()}  ${r.file} (${r.checks} checks)${[...r.failures, ...r.problems].map((f) => `\n  ${f}`).join("")}` })),
  );
  if (!data.results.length) out.textContent = "no scenario files name this game";
}

async function advance(): Promise<void> {
  if (!open || !play) return;
  const { status: code, data } = await api<PlayState & { error?: string }>("POST", "/api/play", { game: open.game, ...play });
  if (code !== 200) return void ($("result").textContent = data.error ?? "failed");
  showGame(data);
}

function showGame(s: PlayState): void {
  const log = $("game-log");
  log.replaceChildren(
    ...s.groups.map((g, i) => {
      const d = document.createElement("details");
      d.open = i >= s.groups.length - 3;
      d.append(Object.assign(document.createElement("summary"), { textContent: g.where }));
      const ol = document.createElement("ol");
      for (const line of g.lines) ol.append(Object.assign(document.createElement("li"), { textContent: line }));
      d.append(ol);
      return d;
    }),
  );
  log.scrollTop = log.scrollHeight; // the log scrolls in its own box: the preview stays in view
  const decision = $("decision");
  decision.replaceChildren();
  if (s.pending?.forHuman) {
    decision.append(Object.assign(document.createElement("p"), { textContent: `${s.pending.player}: ${s.pending.prompt}` }));
    s.pending.options.forEach((label, i) =>
      decision.append(
        Object.assign(document.createElement("button"), {
          textContent: label,
          onclick: () => {
            play!.answers.push(i);
            void advance();
          },
        }),
      ),
    );
  } else if (s.pending) decision.append(Object.assign(document.createElement("p"), { textContent: `next: ${s.pending.player} decides "${s.pending.prompt}"` }));
  ($("step") as HTMLButtonElement).disabled = s.ended || !!s.pending?.forHuman;
  ($("to-end") as HTMLButtonElement).disabled = s.ended || !!s.pending?.forHuman;
  $("result").textContent = s.ended ? `Game over (${s.endReason}). Winner: ${s.winners.join(", ")}. ${s.standings.map((x) => `${x.name} ${x.detail}`).join("; ")}` : "";
  if (play) play.steps = s.botDecisions;
}

function newGame(): void {
  if (!open) return;
  const seat = ($("seat") as HTMLSelectElement).value;
  play = { seed: Number(($("seed") as HTMLInputElement).value), players: Number(($("players") as HTMLInputElement).value), human: seat === "" ? null : Number(seat), answers: [], steps: 0 };
  void advance();
}

function updateSeats(): void {
  const sel = $("seat") as HTMLSelectElement;
  const n = Number(($("players") as HTMLInputElement).value);
  sel.replaceChildren(new Option("watch bots", ""), ...Array.from({ length: n }, (_, i) => new Option(`take seat P${i + 1}`, String(i))));
}

// ---------- balance ----------

async function runBalance(): Promise<void> {
  if (!open) return;
  const games = Number(($("balance-games") as HTMLInputElement).value);
  const bar = $("balance-progress") as HTMLProgressElement;
  const out = $("balance");
  const { status: code, data } = await api<{ job?: string; error?: string }>("POST", "/api/balance", { game: open.game, games, seed: 1 });
  if (code !== 200 || !data.job) return void (out.textContent = data.error ?? "failed");
  bar.hidden = false;
  bar.max = games;
  for (;;) {
    await new Promise((r) => setTimeout(r, 300));
    const job = (await api<{ done: number; total: number; failed: number; cards: Array<{ card: string; playRate: number; games: number; whenPlayed: { rate: number; ci95: [number, number]; n: number } }> | null; error?: string }>("GET", `/api/balance/${data.job}`)).data;
    bar.value = job.done;
    out.textContent = `${job.done} / ${job.total} games${job.failed ? `, ${job.failed} failed` : ""}`;
    if (job.error) return void (out.textContent = job.error);
    if (!job.cards) continue;
    const mine = new Set(currentCards());
    const rows = job.cards.filter((c) => mine.size === 0 || mine.has(c.card));
    const table = document.createElement("table");
    table.className = "balance";
    table.innerHTML = "<tr><th>card</th><th>play rate</th><th>win rate when played (95% CI)</th><th></th></tr>";
    for (const c of rows) {
      const tr = document.createElement("tr");
      const [lo, hi] = c.whenPlayed.ci95;
      const bar = document.createElement("div");
      bar.className = "bar";
      bar.append(Object.assign(document.createElement("span"), { style: `left:0;width:${c.whenPlayed.rate * 100}%` }), Object.assign(document.createElement("i"), { style: `left:${lo * 100}%;width:${(hi - lo) * 100}%` }));
      for (const text of [c.card, pct(c.playRate), `${pct(c.whenPlayed.rate)} (${pct(lo)}–${pct(hi)}, n=${c.whenPlayed.n})`]) tr.append(Object.assign(document.createElement("td"), { textContent: text }));
      const td = document.createElement("td");
      td.append(bar);
      tr.append(td);
      table.append(tr);
    }
    out.append(table);
    bar.hidden = true;
    return;
  }
}

const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;
const currentCards = () => [...document.querySelectorAll<HTMLImageElement>("#preview img")].map((i) => i.dataset.card!);

// ---------- wiring ----------

$("save").onclick = () => void save();
$("run-scenarios").onclick = () => void runScenarios();
$("new-game").onclick = newGame;
$("step").onclick = () => {
  if (play) (play.steps = (play.steps ?? 0) + 1), void advance();
};
$("to-end").onclick = () => {
  if (play) (play.steps = null), void advance();
};
$("players").onchange = updateSeats;
$("run-balance").onclick = () => void runBalance();
updateSeats();
setInterval(() => void watchDisk(), 1500);
window.addEventListener("beforeunload", (e) => {
  if (dirty()) e.preventDefault();
});
void loadGames();
(window as unknown as { studio: unknown }).studio = { view, openFile };
