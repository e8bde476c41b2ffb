/**
 * A small Language Server Protocol client for tests: starts a server over stdio, opens documents,
 * waits for their published diagnostics and asks for completions.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { pathToFileURL } from "node:url";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from "vscode-jsonrpc/node";

export interface Position {
  line: number;
  character: number;
}
export interface Range {
  start: Position;
  end: Position;
}
export interface LspDiagnostic {
  range: Range;
  message: string;
  severity?: number;
  source?: string;
}
export interface CompletionItem {
  label: string;
  insertText?: string;
  documentation?: unknown;
}

export class LspClient {
  private readonly connection: MessageConnection;
  private readonly child: ChildProcess;
  private readonly waiting = new Map<string, (d: LspDiagnostic[]) => void>();
  private readonly versions = new Map<string, number>();
  /** What the server wrote on stderr, for a failing test's message. */
  stderr = "";
  private settings: Record<string, unknown> = {};

  constructor(command: string, args: string[], cwd: string) {
    this.child = spawn(command, args, { cwd, stdio: ["pipe", "pipe", "pipe"] });
    this.child.stderr!.on("data", (b: Buffer) => (this.stderr += b.toString()));
    // Once the server has exited, a late write (an answer, `exit` itself) fails with EPIPE or a
    // destroyed stream: expected at shutdown, and never a reason to fail the run.
    this.child.stdin!.on("error", () => undefined);
    this.connection = createMessageConnection(new StreamMessageReader(this.child.stdout!), new StreamMessageWriter(this.child.stdin!));
    this.connection.onNotification("textDocument/publishDiagnostics", (p: { uri: string; diagnostics: LspDiagnostic[] }) => {
      this.waiting.get(p.uri)?.(p.diagnostics);
      this.waiting.delete(p.uri);
    });
    // The settings, by section, as an editor answers `workspace/configuration` (servers pull them).
    this.connection.onRequest("workspace/configuration", (p: { items: { section?: string }[] }) => p.items.map((i) => (i.section ? (this.settings[i.section] ?? null) : this.settings)));
    // Other requests a server may send its client (capability registration, progress).
    this.connection.onRequest(() => null);
    this.connection.onNotification(() => undefined);
    this.connection.listen();
  }

  /** `settings` maps a section (`yaml`) to its settings. */
  async initialize(rootDir: string, settings: Record<string, unknown>): Promise<void> {
    this.settings = settings;
    const rootUri = pathToFileURL(rootDir).href;
    await this.connection.sendRequest("initialize", {
      processId: process.pid,
      rootUri,
      workspaceFolders: [{ uri: rootUri, name: "project" }],
      capabilities: {
        textDocument: {
          completion: { completionItem: { snippetSupport: true, documentationFormat: ["plaintext", "markdown"] } },
          publishDiagnostics: {},
          hover: { contentFormat: ["plaintext", "markdown"] },
        },
        workspace: { configuration: true, workspaceFolders: true, didChangeConfiguration: { dynamicRegistration: false } },
      },
    });
    await this.connection.sendNotification("initialized", {});
    await this.connection.sendNotification("workspace/didChangeConfiguration", { settings });
  }

  /** Opens (or replaces) a document and resolves with the diagnostics the server publishes for it. */
  open(file: string, text: string, timeoutMs: number): Promise<LspDiagnostic[]> {
    const uri = pathToFileURL(file).href;
    const published = this.nextDiagnostics(uri, timeoutMs);
    const version = (this.versions.get(uri) ?? 0) + 1;
    this.versions.set(uri, version);
    if (version === 1) {
      void this.connection.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "yaml", version, text } });
    } else {
      void this.connection.sendNotification("textDocument/didChange", { textDocument: { uri, version }, contentChanges: [{ text }] });
    }
    return published;
  }

  async complete(file: string, position: Position): Promise<CompletionItem[]> {
    const result = (await this.connection.sendRequest("textDocument/completion", { textDocument: { uri: pathToFileURL(file).href }, position })) as
      | CompletionItem[]
      | { items: CompletionItem[] }
      | null;
    return Array.isArray(result) ? result : (result?.items ?? []);
  }

  async stop(): Promise<void> {
    try {
      const stopped = this.connection.sendRequest("shutdown").catch(() => undefined);
      await Promise.race([stopped, new Promise((r) => setTimeout(r, 2000))]);
      await this.connection.sendNotification("exit").catch(() => undefined);
    } finally {
      this.connection.dispose();
      this.child.kill();
    }
  }

  private nextDiagnostics(uri: string, timeoutMs: number): Promise<LspDiagnostic[]> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(uri);
        reject(new Error(`no diagnostics for ${uri} within ${timeoutMs} ms; server stderr:\n${this.stderr}`));
      }, timeoutMs);
      this.waiting.set(uri, (d) => {
        clearTimeout(timer);
        resolve(d);
      });
    });
  }
}
