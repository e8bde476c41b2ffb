#!/usr/bin/env node
/**
 * `npm run precompile` (run by `npm ci` as `prepare`): transpiles the compiler's TypeScript to
 * JavaScript in dist/, with a manifest of the sources' hashes so the CLI knows when it is stale.
 * Transpiling only (each file alone, no type check, like tsx): `npm test` type-checks.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { DIST, MANIFEST, ROOT, SOURCE_DIRS, sourceHash } from "../compiler/cli/precompiled.mjs";

let ts;
try {
  ts = (await import("typescript")).default;
} catch {
  // Installed without dev dependencies: the CLI runs the sources through tsx instead.
  process.stderr.write("precompile: typescript is not installed; the CLI will run from its sources\n");
  process.exit(0);
}

const OPTIONS = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  rewriteRelativeImportExtensions: true,
  verbatimModuleSyntax: false,
  sourceMap: false,
};

function sourcesUnder(dir) {
  const out = [];
  for (const e of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) out.push(...sourcesUnder(rel));
    else if (e.isFile() && e.name.endsWith(".ts") && !e.name.endsWith(".d.ts")) out.push(rel);
  }
  return out;
}

rmSync(DIST, { recursive: true, force: true });
const sources = {};
for (const rel of SOURCE_DIRS.flatMap(sourcesUnder).sort()) {
  const text = readFileSync(join(ROOT, rel));
  const { outputText, diagnostics } = ts.transpileModule(text.toString("utf8"), { compilerOptions: OPTIONS, fileName: rel, reportDiagnostics: true });
  if (diagnostics?.length) throw new Error(`precompile: ${rel}: ${ts.flattenDiagnosticMessageText(diagnostics[0].messageText, "\n")}`);
  const out = join(DIST, rel.replace(/\.ts$/, ".js"));
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, outputText);
  sources[rel] = sourceHash(text);
}
// Written last: a half-written dist/ has no manifest, so it is never used.
writeFileSync(MANIFEST, `${JSON.stringify({ sources }, null, 2)}\n`);
process.stderr.write(`precompile: ${Object.keys(sources).length} modules in dist/\n`);
