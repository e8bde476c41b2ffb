#!/usr/bin/env node
/**
 * Summarises V8 CPU profiles (`node --cpu-prof --cpu-prof-dir=DIR ...`): for each .cpuprofile,
 * self time by module and by function, and (with --inclusive) time by function with its callees.
 * test/bench/PROFILE.md was measured with it.
 *
 *   node scripts/cpuprofile-summary.mjs [--top N] [--inclusive] FILE.cpuprofile...
 */
import { readFileSync } from "node:fs";

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const topAt = args.indexOf("--top");
const top = topAt >= 0 ? Number(args[topAt + 1]) : 25;
const files = args.filter((a, i) => a.endsWith(".cpuprofile") && args[i - 1] !== "--top");

/** A module's name: the package under node_modules, else the file path. */
function moduleOf(url, fn) {
  const path = url.replace(/^file:\/\//, "");
  const pkg = path.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
  return pkg ? pkg[1] : path.split("/").slice(-3).join("/") || fn;
}

function summarise(file) {
  const p = JSON.parse(readFileSync(file, "utf8"));
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map();
  const inclusive = new Map();
  let total = 0;
  for (let i = 0; i < p.samples.length; i++) {
    const dt = p.timeDeltas[i] ?? 0;
    total += dt;
    self.set(p.samples[i], (self.get(p.samples[i]) ?? 0) + dt);
    const seen = new Set();
    for (let id = p.samples[i]; id !== undefined; id = parent.get(id)) {
      const name = byId.get(id).callFrame.functionName || "(anonymous)";
      if (!seen.has(name)) inclusive.set(name, (inclusive.get(name) ?? 0) + dt);
      seen.add(name);
    }
  }
  const byFunction = new Map();
  const byModule = new Map();
  for (const [id, t] of self) {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const fn = `${functionName || "(anonymous)"} ${url.split("/").slice(-2).join("/")}:${lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + t);
    const mod = moduleOf(url, functionName);
    byModule.set(mod, (byModule.get(mod) ?? 0) + t);
  }
  const table = (m) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, t]) => `  ${(t / 1000).toFixed(0).padStart(7)} ms ${((100 * t) / total).toFixed(1).padStart(5)}%  ${k}`)
      .join("\n");
  const parts = [`== ${file}: ${(total / 1e6).toFixed(2)} s sampled`, "-- self time by module", table(byModule), "-- self time by function", table(byFunction)];
  if (flag("--inclusive")) parts.push("-- time by function, callees included", table(inclusive));
  return parts.join("\n");
}

for (const f of files) process.stdout.write(`${summarise(f)}\n\n`);
