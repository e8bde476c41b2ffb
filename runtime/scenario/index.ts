/** Scenario files: format, loader, runner, and the generic table support games plug into. See test/scenarios/README.md. */
export * from "./types.ts";
export { formatPos, loadScenario, ScenarioFileError } from "./load.ts";
export { ScenarioScript, ScenarioScriptError } from "./script.ts";
export { findScenarioSupport, formatFailure, runScenario, runScenarioFile, runScenarioText, sameValue, show, type ScenarioFailure, type ScenarioResult, type SupportResolver } from "./run.ts";
export { tableScenario, type TableGame } from "./table-support.ts";
export type { ScenarioTable } from "./table-rules.ts";
