/**
 * `cardsmith lsp`: a language server over stdio. The designer's open card files and game.yaml
 * are checked as they type (debounced, with the unsaved text) by the compiler's own checker;
 * completion, hover, go-to-definition, references and rename read the game's vocabulary and cards.
 */
import { createConnection, ResponseError, TextDocuments, TextDocumentSyncKind, type Connection } from "vscode-languageserver/node";
import { TextDocument } from "vscode-languageserver-textdocument";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { gameContaining } from "../project.ts";
import { cacheCompiledSchemas } from "../schema/schema-cache.ts";
import { describeFailure } from "../cli/failure.ts";
import { packageVersion } from "../package-root.ts";
import { complete } from "./completion.ts";
import { definition } from "./definition.ts";
import { GameDiagnostics } from "./diagnostics.ts";
import { hover } from "./hover.ts";
import { pathToUri, spanLocation, uriToPath } from "./positions.ts";
import { cardReferences } from "./references.ts";
import { prepareRename, renameCard } from "./rename.ts";
import { isVocabularyFile, Workspace, type GameModel } from "./workspace.ts";
import { wordAt } from "./yaml-context.ts";
import { forgetFile } from "./card-index.ts";

/**
 * How long typing must pause before a check: a check of a small game takes about a tenth of a
 * second, so checking on every keystroke would fall behind a fast typist.
 */
const DEBOUNCE_MS = 150;

export function startLanguageServer(connection: Connection = createConnection(process.stdin, process.stdout)): Connection {
  // In a Cardsmith project, compiled validators are shared with `cardsmith check` through its
  // cache folder, so the first check after the editor starts is not the slow one; elsewhere
  // (an editor started in the home folder) nothing is written.
  if (existsSync("cards") || gameContaining(process.cwd())) cacheCompiledSchemas(resolve(".cardsmith-cache"));
  const documents = new TextDocuments(TextDocument);
  const workspace = new Workspace();
  const diagnostics = new GameDiagnostics(workspace);
  const timers = new Map<string, NodeJS.Timeout>();

  const check = (gameDir: string) => {
    try {
      for (const [file, list] of diagnostics.check(gameDir)) connection.sendDiagnostics({ uri: pathToUri(file), diagnostics: list });
    } catch (err) {
      connection.console.error(describeFailure(err));
    }
  };
  const schedule = (path: string) => {
    const gameDir = workspace.gameOf(path);
    if (!gameDir) return;
    clearTimeout(timers.get(gameDir));
    timers.set(gameDir, setTimeout(() => (timers.delete(gameDir), check(gameDir)), DEBOUNCE_MS));
  };

  /** The document, its path, game and model for a request; undefined outside any game. */
  const target = (uri: string): { doc: TextDocument; path: string; model: GameModel; isVocabulary: boolean } | undefined => {
    const doc = documents.get(uri);
    const path = uriToPath(uri);
    if (!doc || !path) return undefined;
    const gameDir = workspace.gameOf(path);
    if (!gameDir) return undefined;
    return { doc, path, model: workspace.game(gameDir), isVocabulary: isVocabularyFile(gameDir, path) };
  };
  /** A failing request answers nothing and logs the failure: the designer's editor keeps working. */
  const guarded =
    <P, R>(handler: (params: P) => R, fallback: R) =>
    (params: P): R => {
      try {
        return handler(params);
      } catch (err) {
        if (err instanceof ResponseError) throw err; // a refusal the editor shows as it is
        connection.console.error(describeFailure(err));
        return fallback;
      }
    };

  connection.onInitialize(() => ({
    capabilities: {
      textDocumentSync: TextDocumentSyncKind.Incremental,
      completionProvider: { triggerCharacters: [" ", "[", ","] },
      hoverProvider: true,
      definitionProvider: true,
      referencesProvider: true,
      renameProvider: { prepareProvider: true },
    },
    serverInfo: { name: "cardsmith", version: packageVersion() },
  }));

  documents.onDidChangeContent(({ document }) => {
    const path = uriToPath(document.uri);
    if (!path) return;
    workspace.setOpen(path, document.getText());
    schedule(path);
  });
  documents.onDidClose(({ document }) => {
    const path = uriToPath(document.uri);
    if (!path) return;
    workspace.close(path);
    forgetFile(path);
    schedule(path); // the disk's text counts again
  });
  connection.onDidChangeWatchedFiles(({ changes }) => {
    for (const c of changes) {
      const path = uriToPath(c.uri);
      if (path && !workspace.isOpen(path)) schedule(path);
    }
  });

  connection.onCompletion(
    guarded(({ textDocument, position }) => {
      const t = target(textDocument.uri);
      if (!t) return [];
      return complete({ model: t.model, isVocabulary: t.isVocabulary, text: t.doc.getText(), offset: t.doc.offsetAt(position), positionAt: (o) => t.doc.positionAt(o) });
    }, []),
  );
  connection.onHover(
    guarded(({ textDocument, position }) => {
      const t = target(textDocument.uri);
      if (!t) return null;
      return hover({ model: t.model, isVocabulary: t.isVocabulary, text: t.doc.getText(), offset: t.doc.offsetAt(position), positionAt: (o) => t.doc.positionAt(o) }) ?? null;
    }, null),
  );
  connection.onDefinition(
    guarded(({ textDocument, position }) => {
      const t = target(textDocument.uri);
      if (!t) return null;
      return definition(t.model, t.doc.getText(), t.doc.offsetAt(position)) ?? null;
    }, null),
  );
  connection.onReferences(
    guarded(({ textDocument, position, context }) => {
      const t = target(textDocument.uri);
      const w = t && wordAt(t.doc.getText(), t.doc.offsetAt(position));
      if (!t || !w || !t.model.cards.byId.has(w.word)) return [];
      const refs = cardReferences(t.model, w.word);
      return [...(context.includeDeclaration ? refs.spans : refs.spans.slice(1)), ...refs.computed].map(spanLocation);
    }, []),
  );
  connection.onPrepareRename(
    guarded(({ textDocument, position }) => {
      const t = target(textDocument.uri);
      if (!t) return null;
      return prepareRename(t.model, t.doc.getText(), t.doc.offsetAt(position), (o) => t.doc.positionAt(o));
    }, null),
  );
  connection.onRenameRequest(
    guarded(({ textDocument, position, newName }) => {
      const t = target(textDocument.uri);
      if (!t) return null;
      return renameCard(workspace, t.model, t.doc.getText(), t.doc.offsetAt(position), newName);
    }, null),
  );

  documents.listen(connection);
  connection.listen();
  return connection;
}
