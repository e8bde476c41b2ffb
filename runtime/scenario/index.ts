/** Scenario files: format, loader, runner. See test/scenarios/README.md. */
export * from "./types.ts";
export { formatPos, loadScenario, ScenarioFileError } from "./load.ts";
export { ScenarioScript, ScenarioScriptError } from "./script.ts";
export { findScenarioSupport, formatFailure, runScenario, runScenarioFile, runScenarioText, sameValue, show, type ScenarioFailure, type ScenarioResult, type SupportResolver } from "./run.ts";
