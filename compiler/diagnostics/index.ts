/** Public surface of the diagnostics package: the model, code registry and renderers. */

export * from "./diagnostic.ts";
export { DIAGNOSTIC_CODES, explainCode, type CodeInfo } from "./codes.ts";
export {
  renderCodeFrame,
  renderArrow,
  formatLocation,
  frameGutterWidth,
  type CodeFrameOptions,
} from "./code-frame.ts";
export { renderHuman, renderSummary, type HumanOptions } from "./render-human.ts";
export { renderJson, JSON_FORMAT_VERSION } from "./render-json.ts";
export { renderGithub, escapeData, escapeProperty } from "./render-github.ts";
export { countDiagnostics, sortDiagnostics, type CheckStats } from "./stats.ts";
