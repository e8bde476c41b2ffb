/**
 * The compiler's diagnostics for the editor: `checkGame` (the checker `cardsmith check` runs) over
 * the game's files with the open documents' unsaved text in place of the disk's, turned into the
 * protocol's diagnostics, one list per file.
 */
import { join } from "node:path";
import { DiagnosticSeverity, type Diagnostic as LspDiagnostic } from "vscode-languageserver";
import { checkGame, VOCABULARY_FILE, type CheckState } from "../check/check-game.ts";
import type { Diagnostic, Severity } from "../diagnostics/diagnostic.ts";
import { spanLocation, spanRange } from "./positions.ts";
import type { Workspace } from "./workspace.ts";

const SEVERITY: Record<Severity, DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  note: DiagnosticSeverity.Information,
};

/** What the editor shows of a diagnostic; `data` keeps the parts a client may show apart. */
export function toLspDiagnostic(d: Diagnostic): LspDiagnostic {
  const out: LspDiagnostic = {
    range: d.span ? spanRange(d.span) : { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
    severity: SEVERITY[d.severity],
    code: d.code,
    source: "cardsmith",
    // The help line is part of the message, as `cardsmith check` prints it under the frame.
    message: d.help ? `${d.message}\nhelp: ${d.help}` : d.message,
    data: { help: d.help, label: d.label },
  };
  if (d.related?.length) out.relatedInformation = d.related.map((r) => ({ location: spanLocation(r.span), message: r.message }));
  return out;
}

export class GameDiagnostics {
  /** Each game's last check state: the next check re-reads only what changed. */
  private readonly states = new Map<string, CheckState>();
  /** The files of each game that were last given diagnostics, so a fixed file is cleared. */
  private readonly published = new Map<string, Set<string>>();

  constructor(private readonly workspace: Workspace) {}

  /**
   * Checks a game as the editor has it and returns, for every file that has or had diagnostics
   * and every open document, its list (empty to clear it). A diagnostic without a place goes to
   * game.yaml.
   */
  check(gameDir: string): Map<string, LspDiagnostic[]> {
    const overlay = this.workspace.openIn(gameDir);
    // Of two cards sharing an id, the one in an open document is reported: the one being typed.
    const named = (file: string) => overlay.has(file);
    const result = checkGame(gameDir, (abs) => abs, [...overlay.keys()].filter((p) => /\.ya?ml$/i.test(p)), this.states.get(gameDir), named, overlay);
    if (result.state.vocabulary) this.states.set(gameDir, result.state);
    const byFile = new Map<string, LspDiagnostic[]>();
    // Open documents always get a list, empty when clean: the editor sees each check's answer.
    for (const file of [...(this.published.get(gameDir) ?? []), ...overlay.keys()]) byFile.set(file, []);
    const fallback = join(gameDir, VOCABULARY_FILE);
    for (const d of result.diagnostics) {
      const file = d.span?.file ?? fallback;
      let list = byFile.get(file);
      if (!list) byFile.set(file, (list = []));
      list.push(toLspDiagnostic(d));
    }
    this.published.set(gameDir, new Set([...byFile].filter(([, list]) => list.length).map(([f]) => f)));
    return byFile;
  }
}
