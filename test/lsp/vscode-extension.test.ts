/**
 * The VS Code extension folder without VS Code: its manifest names an entry that exists and the
 * activation and language contributions, and `activate` (run against stand-ins for the `vscode`
 * and `vscode-languageclient` modules) starts a command that really is a working language server.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import Module, { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from "vscode-jsonrpc/node";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const EXTENSION = join(ROOT, "compiler/lsp/vscode");

interface Started {
  id: string;
  server: { command: string; args: string[]; transport: number; options: { cwd: string } };
  client: { documentSelector: Array<{ scheme: string; language: string }>; synchronize: { fileEvents: { glob: string } } };
}

/** Runs the extension's `activate` with `vscode` and the client library replaced; returns what it started. */
async function activateWith(settings: Record<string, unknown>): Promise<Started> {
  const started: Started[] = [];
  const vscode = {
    workspace: {
      workspaceFolders: [{ uri: { fsPath: ROOT } }],
      getConfiguration: () => ({ get: (key: string, fallback: unknown) => (Object.hasOwn(settings, key) ? settings[key] : fallback) }),
      createFileSystemWatcher: (glob: string) => ({ glob }),
    },
  };
  class LanguageClient {
    constructor(id: string, _name: string, server: Started["server"], client: Started["client"]) {
      started.push({ id, server, client });
    }
    start() {
      return Promise.resolve();
    }
    stop() {
      return Promise.resolve();
    }
    dispose() {}
  }
  const stand = new Map<string, unknown>([
    ["vscode", vscode],
    ["vscode-languageclient/node", { LanguageClient, TransportKind: { stdio: 0, ipc: 1 } }],
  ]);
  const loader = Module as unknown as { _load: (request: string, ...rest: unknown[]) => unknown };
  const original = loader._load;
  loader._load = (request, ...rest) => (stand.has(request) ? stand.get(request) : original(request, ...rest));
  try {
    const require = createRequire(join(EXTENSION, "extension.js"));
    delete require.cache[require.resolve("./extension.js")]; // load it afresh with these stand-ins
    const ext = require("./extension.js") as { activate(ctx: { subscriptions: unknown[] }): Promise<void>; deactivate(): unknown };
    await ext.activate({ subscriptions: [] });
    await ext.deactivate();
  } finally {
    loader._load = original;
  }
  expect(started).toHaveLength(1);
  return started[0];
}

describe("the VS Code extension", () => {
  it("has a manifest VS Code can load: an existing entry, activation in a workspace of games, YAML files", () => {
    const manifest = JSON.parse(readFileSync(join(EXTENSION, "package.json"), "utf8"));
    expect(existsSync(join(EXTENSION, manifest.main))).toBe(true);
    expect(manifest.engines.vscode).toMatch(/^\^1\.\d+\.\d+$/);
    expect(manifest.activationEvents).toContain("workspaceContains:cards/*/game.yaml");
    expect(manifest.contributes.languages[0]).toMatchObject({ id: "yaml", extensions: [".yaml", ".yml"] });
    expect(manifest.dependencies["vscode-languageclient"]).toMatch(/^\d+\.\d+\.\d+$/); // exact
  });

  it("starts the workspace's own cardsmith over stdio, for YAML files, and the command it starts answers `initialize`", async () => {
    const started = await activateWith({});
    expect(started.server).toMatchObject({ command: "node", args: [join(ROOT, "compiler/cli/bin.mjs"), "lsp"], transport: 0, options: { cwd: ROOT } });
    expect(started.client.documentSelector).toEqual([{ scheme: "file", language: "yaml" }]);
    expect(started.client.synchronize.fileEvents.glob).toBe("**/*.{yaml,yml}");

    // The client library appends `--stdio` for the stdio transport.
    const child = spawn(started.server.command, [...started.server.args, "--stdio"], { cwd: started.server.options.cwd, stdio: ["pipe", "pipe", "pipe"] });
    const rpc = createMessageConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
    rpc.listen();
    const init = (await rpc.sendRequest("initialize", { processId: null, rootUri: null, capabilities: {} })) as { serverInfo: { name: string } };
    expect(init.serverInfo.name).toBe("cardsmith");
    const exited = new Promise<number | null>((r) => child.once("exit", r));
    await rpc.sendRequest("shutdown", null);
    await rpc.sendNotification("exit", null);
    expect(await exited).toBe(0);
    rpc.dispose();
  }, 300_000);

  it("uses the command the `cardsmith.server.command` setting gives", async () => {
    const started = await activateWith({ "server.command": ["/opt/cardsmith/bin/cardsmith", "lsp"] });
    expect(started.server).toMatchObject({ command: "/opt/cardsmith/bin/cardsmith", args: ["lsp"] });
  });
});
