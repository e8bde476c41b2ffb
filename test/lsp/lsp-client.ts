/**
 * A language-server client for tests: spawns `cardsmith lsp --stdio` (with the flag VS Code's
 * client adds, which the server must tolerate) and talks JSON-RPC to it
 * over the child's stdin and stdout, collecting the diagnostics it publishes.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { resolve } from "node:path";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from "vscode-jsonrpc/node";

const ROOT = resolve(import.meta.dirname, "../..");

export interface Published {
  uri: string;
  diagnostics: Array<{ range: Range; code?: string; message: string; severity?: number; source?: string; data?: { help?: string; label?: string }; relatedInformation?: unknown[] }>;
}
export interface Range {
  start: { line: number; character: number };
  end: { line: number; character: number };
}

export class LspClient {
  readonly child: ChildProcess;
  readonly rpc: MessageConnection;
  /** Every publishDiagnostics notification, in order. */
  readonly published: Published[] = [];
  stderr = "";
  private waiters: Array<() => void> = [];

  constructor() {
    this.child = spawn(process.execPath, [resolve(ROOT, "compiler/cli/bin.mjs"), "lsp", "--stdio", `--clientProcessId=${process.pid}`], { cwd: ROOT, stdio: ["pipe", "pipe", "pipe"] });
    this.child.stderr!.on("data", (b) => (this.stderr += String(b)));
    this.rpc = createMessageConnection(new StreamMessageReader(this.child.stdout!), new StreamMessageWriter(this.child.stdin!));
    this.rpc.onNotification("textDocument/publishDiagnostics", (p: Published) => {
      this.published.push(p);
      for (const w of this.waiters.splice(0)) w();
    });
    this.rpc.listen();
  }

  /** The latest diagnostics published for a document that satisfy `ok`, waiting for them (the test's timeout bounds it). */
  async diagnostics(uri: string, ok: (d: Published["diagnostics"]) => boolean): Promise<Published["diagnostics"]> {
    for (;;) {
      const latest = [...this.published].reverse().find((p) => p.uri === uri);
      if (latest && ok(latest.diagnostics)) return latest.diagnostics;
      await new Promise<void>((r) => this.waiters.push(r));
    }
  }

  request<R>(method: string, params: unknown): Promise<R> {
    return this.rpc.sendRequest(method, params) as Promise<R>;
  }

  notify(method: string, params: unknown): Promise<void> {
    return this.rpc.sendNotification(method, params);
  }

  /** `shutdown` then `exit`; resolves with the server's exit code. */
  async stop(): Promise<number | null> {
    const exited = new Promise<number | null>((r) => this.child.once("exit", (code) => r(code)));
    await this.request("shutdown", null);
    await this.notify("exit", null);
    const code = await exited;
    this.rpc.dispose();
    return code;
  }
}
