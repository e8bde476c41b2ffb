// The Cardsmith extension: starts `cardsmith lsp --stdio` for the YAML files of the workspace's
// games and lets vscode-languageclient connect it to the editor. Plain CommonJS, no build step.
"use strict";
const { existsSync } = require("node:fs");
const { join } = require("node:path");
const vscode = require("vscode");
const { LanguageClient, TransportKind } = require("vscode-languageclient/node");

/** @type {LanguageClient | undefined} */
let client;

/**
 * How to start the server: the `cardsmith.server.command` setting, else the workspace's own
 * Cardsmith (the repository itself, or an installed package), else `cardsmith` on the PATH.
 */
function serverCommand(folder) {
  const configured = vscode.workspace.getConfiguration("cardsmith").get("server.command", []);
  if (Array.isArray(configured) && configured.length) return { command: configured[0], args: configured.slice(1) };
  if (folder) {
    const repo = join(folder, "compiler", "cli", "bin.mjs");
    if (existsSync(repo)) return { command: "node", args: [repo, "lsp"] };
    const installed = join(folder, "node_modules", ".bin", process.platform === "win32" ? "cardsmith.cmd" : "cardsmith");
    if (existsSync(installed)) return { command: installed, args: ["lsp"] };
  }
  return { command: "cardsmith", args: ["lsp"] };
}

async function activate(context) {
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
  const { command, args } = serverCommand(folder);
  // With the stdio transport the client adds `--stdio` to the arguments.
  const serverOptions = { command, args, transport: TransportKind.stdio, options: { cwd: folder } };
  const clientOptions = {
    // Card files and game.yaml: every YAML file of the workspace; the server answers only for
    // files inside a game folder (a folder holding a game.yaml, or below one).
    documentSelector: [{ scheme: "file", language: "yaml" }],
    // Saved changes to files that are not open (a git checkout) are checked again as well.
    synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher("**/*.{yaml,yml}") },
  };
  client = new LanguageClient("cardsmith", "Cardsmith", serverOptions, clientOptions);
  context.subscriptions.push(client);
  await client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
