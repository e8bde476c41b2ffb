/**
 * The HTML report of `cardsmith sim`: one self-contained file that opens offline, with Chart.js's
 * bundle, the summary as JSON and the script that draws the charts from it (report-client.js).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { SimSummary } from "./summary.ts";

const require = createRequire(import.meta.url);

/** Chart.js's UMD bundle (it defines `window.Chart`), without its source-map comment. */
function chartJs(): string {
  const bundle = join(dirname(require.resolve("chart.js")), "chart.umd.min.js");
  return readFileSync(bundle, "utf8").replace(/\n\/\/# sourceMappingURL=.*\s*$/, "\n");
}

/** Text inside a <script> element must never close it or open a comment. */
function scriptSafe(text: string): string {
  return text.replace(/<\/(script)/gi, "<\\/$1").replace(/<!--/g, "<\\!--");
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function renderReport(summary: SimSummary): string {
  const client = readFileSync(new URL("./report-client.js", import.meta.url), "utf8");
  // JSON in a data block: `<` escaped, so no card text can end the block.
  const json = JSON.stringify(summary).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${summary.title}: simulation of ${summary.games} games`)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 70rem; padding: 0 1rem; color: #222; }
  h1 { font-size: 1.5rem; } h2 { font-size: 1.15rem; margin-top: 2.5rem; }
  .chart { position: relative; width: 100%; }
  table { border-collapse: collapse; margin-top: 1rem; font-size: 0.85rem; }
  th, td { padding: 0.2rem 0.7rem; border-bottom: 1px solid #ddd; text-align: right; }
  th:first-child, td:first-child { text-align: left; }
</style>
</head>
<body>
<header id="head"></header>
<main id="charts"></main>
<script type="application/json" id="sim-data">${json}</script>
<script>${scriptSafe(chartJs())}</script>
<script>${scriptSafe(client)}</script>
</body>
</html>
`;
}
