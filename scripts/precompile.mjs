#!/usr/bin/env node
/**
 * `npm run precompile` (run by `npm ci` as `prepare`): transpiles the compiler's TypeScript to
 * JavaScript in dist/, with a manifest of the sources' hashes so the CLI knows when it is stale.
 * Transpiling only (each file alone, no type check, like tsx): `npm test` type-checks.
 *
 * The runtime is transpiled too (with its plain .mjs/.js modules copied), for projects that import
 * `cardsmith` or `cardsmith/runtime/...` from plain Node; it is not in the manifest, because the
 * CLI's own commands never load it from dist/ (game-running commands use the sources).
 * `--types` (and `prepare` under `npm pack` or `npm publish`) also writes the declaration files (.d.ts) that the
 * package's `exports` name, so other projects type-check against the runtime and the API.
 */
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { BUNDLE, DIST, MANIFEST, ROOT, SOURCE_DIRS, sourceHash } from "../compiler/cli/precompiled.mjs";

const STUDIO = join(DIST, "studio");

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

/** Files under `dir` (relative to the root) whose names pass `keep`. */
function filesUnder(dir, keep) {
  const out = [];
  for (const e of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${e.name}`;
    // A package folder inside the sources (the VS Code extension's, once installed) is not source.
    if (e.isDirectory()) e.name !== "node_modules" && out.push(...filesUnder(rel, keep));
    else if (e.isFile() && keep(e.name)) out.push(rel);
  }
  return out;
}
const isSource = (name) => name.endsWith(".ts") && !name.endsWith(".d.ts");
const sourcesUnder = (dir) => filesUnder(dir, isSource);
const RUNTIME = "runtime";

function transpile(rel) {
  const text = readFileSync(join(ROOT, rel));
  const { outputText, diagnostics } = ts.transpileModule(text.toString("utf8"), { compilerOptions: OPTIONS, fileName: rel, reportDiagnostics: true });
  if (diagnostics?.length) throw new Error(`precompile: ${rel}: ${ts.flattenDiagnosticMessageText(diagnostics[0].messageText, "\n")}`);
  const out = join(DIST, rel.replace(/\.ts$/, ".js"));
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, outputText);
  return text;
}

/** Declarations for everything the package exports, with `.ts` imports rewritten to `.js`. */
function writeDeclarations() {
  const entries = [join(ROOT, "compiler/api.ts"), ...sourcesUnder(RUNTIME).map((rel) => join(ROOT, rel))];
  const program = ts.createProgram(entries, {
    ...OPTIONS,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    customConditions: ["cardsmith-source"],
    allowImportingTsExtensions: true,
    strict: true,
    skipLibCheck: true,
    types: ["node"],
    declaration: true,
    emitDeclarationOnly: true,
    rootDir: ROOT,
    outDir: DIST,
  });
  const written = [];
  const result = program.emit(undefined, (file, text) => {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text.replace(/(from\s+|import\()(["'])(\.{1,2}\/[^"']*)\.ts\2/g, "$1$2$3.js$2"));
    written.push(file);
  });
  if (result.diagnostics.length) throw new Error(`precompile --types: ${ts.flattenDiagnosticMessageText(result.diagnostics[0].messageText, "\n")}`);
  return written.length;
}

/**
 * The CLI as one bundle with lazily loaded chunks (dist/bundle/), dependencies included: Node
 * resolves and reads a few dozen files at start-up instead of several hundred, which is most of
 * what a one-card `check` costs. Packages that load files of their own (prettier's plugins, worker
 * threads, tsx's loader) stay external. Without esbuild (a production install) the per-file
 * JavaScript above is what runs.
 */
async function bundleCli() {
  let esbuild;
  try {
    esbuild = await import("esbuild");
  } catch {
    return;
  }
  await esbuild.build({
    entryPoints: [join(ROOT, "compiler/cli/main.ts")],
    outdir: BUNDLE,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    // pdfkit reads its font data beside its own files (`render`'s print sheet); jsonc-parser's main
    // build is UMD, which requires its own files at run time.
    external: ["prettier", "tsx", "tinypool", "bullmq", "ioredis", "playwright-core", "chokidar", "typescript", "pdfkit", "svg-to-pdfkit", "jsonc-parser"],
    // CommonJS dependencies bundled into ESM call `require` for Node's built-ins.
    banner: { js: "import { createRequire as __cardsmithRequire } from 'node:module'; const require = __cardsmithRequire(import.meta.url);" },
    logLevel: "warning",
  });
  // The studio's page (compiler/studio/web/): one browser bundle, with its HTML and CSS beside it.
  const web = join(ROOT, "compiler/studio/web");
  await esbuild.build({ entryPoints: [join(web, "app.ts")], outfile: join(STUDIO, "app.js"), bundle: true, format: "esm", platform: "browser", target: "es2022", minify: true, logLevel: "warning" });
  for (const file of ["index.html", "app.css"]) copyFileSync(join(web, file), join(STUDIO, file));
}

rmSync(DIST, { recursive: true, force: true });
const sources = {};
for (const rel of SOURCE_DIRS.flatMap(sourcesUnder).sort()) sources[rel] = sourceHash(transpile(rel));
for (const rel of sourcesUnder(RUNTIME)) transpile(rel);
// What the modules read beside themselves (templates, worker scripts) goes beside their JavaScript.
for (const rel of [...SOURCE_DIRS, RUNTIME].flatMap((dir) => filesUnder(dir, (name) => !isSource(name)))) {
  mkdirSync(dirname(join(DIST, rel)), { recursive: true });
  copyFileSync(join(ROOT, rel), join(DIST, rel));
}
// `npm pack` and `npm publish` run `prepare` just before packing: a package always ships its types.
const withTypes = process.argv.includes("--types") || ["pack", "publish"].includes(process.env.npm_command ?? "");
const declarations = withTypes ? writeDeclarations() : 0;
await bundleCli();
// Written last: a half-written dist/ has no manifest, so it is never used.
writeFileSync(MANIFEST, `${JSON.stringify({ sources }, null, 2)}\n`);
process.stderr.write(`precompile: ${Object.keys(sources).length} modules in dist/, the runtime beside them${declarations ? `, ${declarations} declaration files` : ""}\n`);
