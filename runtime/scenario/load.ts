/**
 * Reads a scenario file: YAML parsed with positions, the generic structure validated here, the
 * game's parts validated by its ScenarioSupport. Every problem is reported at once, each with
 * the file, line and column it is about.
 */
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document } from "yaml";
import type { Checkpoint, DocPath, Expectation, LogExpectation, PlayerSpec, Scenario, ScenarioIssue, ScenarioSupport, ScriptEntry, SourcePos } from "./types.ts";

/** The scenario file cannot be run as written (exit code 2). */
export class ScenarioFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: ReadonlyArray<{ pos: SourcePos; message: string }>,
  ) {
    super(problems.map((p) => `${formatPos(p.pos)}: ${p.message}`).join("\n"));
  }
}

export function formatPos(pos: SourcePos): string {
  return `${pos.file}:${pos.line}:${pos.col}`;
}

/** Far more alias uses than a scenario needs, far fewer than an alias bomb makes. */
const MAX_ALIASES = 1000;

const GENERIC_KEYS = ["scenario", "game", "mode", "covers", "seed", "players", "decisions", "expect"];
/** Words that mean something in checkpoints and decisions, so no player may be called them. */
const RESERVED = ["after", "log", "check", "start", "end"];

type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Parses and validates; `support` finds the game's scenario support by the file's `game:`. */
export async function loadScenario(text: string, file: string, support: (game: string) => Promise<ScenarioSupport | null>): Promise<{ scenario: Scenario; support: ScenarioSupport }> {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, logLevel: "error" });
  const posOf = (path: DocPath): SourcePos => positionOf(doc, lineCounter, file, path);
  if (doc.errors.length) {
    throw new ScenarioFileError(
      file,
      // Without prettyErrors the yaml library gives offsets, not lines: count them here.
      doc.errors.map((e) => ({ pos: { file, ...lineCounter.linePos(e.pos[0]) }, message: `YAML: ${e.message.split("\n")[0]}` })),
    );
  }
  const issues: ScenarioIssue[] = [];
  const fail = (): never => {
    const problems = issues.map((i) => ({ pos: posOf(i.path), message: i.message }));
    throw new ScenarioFileError(file, problems.sort((a, b) => a.pos.line - b.pos.line || a.pos.col - b.pos.col));
  };
  let root: Json;
  try {
    root = doc.toJS({ maxAliasCount: MAX_ALIASES }) as Json;
  } catch (e) {
    // Aliases of aliases (`*a` repeated at every level) expand exponentially: a "billion laughs".
    throw new ScenarioFileError(file, [{ pos: posOf([]), message: `YAML: the file expands too many aliases (${(e as Error).message}); write repeated values out instead` }]);
  }
  if (!isObject(root)) {
    issues.push({ path: [], message: "a scenario file is a YAML map (scenario:, game:, players:, decisions:, expect:)" });
    return fail();
  }

  const title = root.scenario;
  if (typeof title !== "string" || !title.trim()) issues.push({ path: ["scenario"], message: "`scenario:` must name the scenario (a line of text)" });
  const game = root.game;
  if (typeof game !== "string") issues.push({ path: ["game"], message: "`game:` must name the game, e.g. `game: shadows`" });
  const seed = root.seed ?? 1;
  if (!Number.isInteger(seed)) issues.push({ path: ["seed"], message: "`seed:` must be a whole number" });
  const mode = root.mode;
  if (mode !== undefined && typeof mode !== "string") issues.push({ path: ["mode"], message: "`mode:` must name one of the game's modes, e.g. `mode: solo`" });
  const covers = root.covers ?? [];
  if (!Array.isArray(covers) || covers.some((c) => typeof c !== "string")) issues.push({ path: ["covers"], message: "`covers:` must be a list of ids, e.g. [SHM-EX1]" });
  if (issues.length) fail();

  const sup = await support(game as string);
  if (!sup) {
    issues.push({ path: ["game"], message: `no scenario support for game \`${game}\` (cards/${game}/runtime/index.ts exports no \`scenario\`)` });
    return fail();
  }

  for (const key of Object.keys(root)) {
    if (!GENERIC_KEYS.includes(key) && !sup.setupKeys.includes(key)) {
      issues.push({ path: [key], message: `unknown key \`${key}\`${suggest(key, [...GENERIC_KEYS, ...sup.setupKeys])} (keys: ${[...GENERIC_KEYS, ...sup.setupKeys].join(", ")})` });
    }
  }

  // Players.
  const players: PlayerSpec[] = [];
  if (!Array.isArray(root.players)) {
    issues.push({ path: ["players"], message: "`players:` must be a list of players, each with at least a `name:`" });
  } else {
    if (root.players.length < sup.players.min || root.players.length > sup.players.max) {
      issues.push({ path: ["players"], message: `${game} is for ${sup.players.min}-${sup.players.max} players, the scenario has ${root.players.length}` });
    }
    root.players.forEach((p, seat) => {
      const path = ["players", seat];
      if (!isObject(p) || typeof p.name !== "string" || !p.name) {
        issues.push({ path, message: "each player needs a `name:`" });
        return;
      }
      if (players.some((q) => q.name === p.name)) issues.push({ path: [...path, "name"], message: `two players are called ${p.name}` });
      if (RESERVED.includes(p.name) || sup.subjects.includes(p.name)) issues.push({ path: [...path, "name"], message: `\`${p.name}\` cannot be a player's name: it means something else in checkpoints` });
      const fields: Record<string, Json> = {};
      for (const [k, v] of Object.entries(p)) {
        if (k === "name") continue;
        if (!sup.playerKeys.includes(k)) issues.push({ path: [...path, k], message: `unknown player key \`${k}\`${suggest(k, sup.playerKeys)} (keys: name, ${sup.playerKeys.join(", ")})` });
        else fields[k] = v;
      }
      players.push({ name: p.name, seat, fields, path });
    });
  }
  const names = players.map((p) => p.name);
  const setup: Record<string, Json> = Object.fromEntries(Object.entries(root).filter(([k]) => sup.setupKeys.includes(k)));

  // The partial scenario the game validates against.
  const partial = { file, title: String(title), game: game as string, mode: mode as string | undefined, covers: covers as string[], seed: seed as number, players, setup, script: [], checkpoints: [], posOf };

  // Checks shared by `expect:` and inline `check:` entries.
  const subjects = [...names, ...sup.subjects];
  const readChecks = (map: Record<string, Json>, path: DocPath, after: string): Checkpoint => {
    const expectations: Expectation[] = [];
    let log: LogExpectation | null = null;
    for (const [k, v] of Object.entries(map)) {
      if (k === "after") continue;
      if (k === "log") {
        const bad = Array.isArray(v) ? v.findIndex((l) => typeof l !== "string") : -1;
        if (!Array.isArray(v)) issues.push({ path: [...path, k], message: "`log:` must be a list of texts the log contains, in order" });
        else if (bad >= 0) issues.push({ path: [...path, k, bad], message: `a \`log:\` line must be text${isObject(v[bad]) ? " (quote a line that contains `: `)" : ""}` });
        else log = { lines: v as string[], path: [...path, k], pos: posOf([...path, k]) };
        continue;
      }
      if (!subjects.includes(k)) {
        issues.push({ path: [...path, k], message: `\`${k}\` is not a player or a subject${suggest(k, subjects)} (players: ${names.join(", ")}; subjects: ${sup.subjects.join(", ")}; or after:, log:)` });
        continue;
      }
      if (!isObject(v)) {
        issues.push({ path: [...path, k], message: `expectations for ${k} must be a map, e.g. \`${k}: { gold: 1 }\`` });
        continue;
      }
      for (const leaf of leaves(v, [])) {
        const lpath = [...path, k, ...leaf.key];
        const problem = sup.checkExpectation(partial, k, leaf.key, leaf.value);
        if (problem) issues.push({ path: lpath, message: problem });
        else expectations.push({ subject: k, key: leaf.key, expected: leaf.value, path: lpath, pos: posOf(lpath) });
      }
    }
    return { after, expectations, log, path, pos: posOf(path) };
  };

  // Decisions.
  const script: ScriptEntry[] = [];
  const decisions = root.decisions ?? [];
  if (!Array.isArray(decisions)) {
    issues.push({ path: ["decisions"], message: "`decisions:` must be a list like `- Robert: experience`" });
  } else {
    decisions.forEach((d, index) => {
      const path = ["decisions", index];
      if (!isObject(d) || Object.keys(d).length !== 1) {
        issues.push({ path, message: "each decision is one `Player: answer` (or one `check:` of expectations)" });
        return;
      }
      const [who, answer] = Object.entries(d)[0];
      if (who === "check") {
        if (!isObject(answer)) issues.push({ path: [...path, who], message: "`check:` must be a map of expectations, e.g. `check: { Robert: { gold: 1 } }`" });
        else script.push({ kind: "check", index, checkpoint: readChecks(answer, [...path, who], `check`) });
        return;
      }
      const seat = names.indexOf(who);
      if (seat < 0) {
        issues.push({ path: [...path, who], message: `unknown player \`${who}\` in decisions${suggest(who, names)} (players: ${names.join(", ")})` });
        return;
      }
      const parsed = parseAnswer(answer);
      if (parsed === null) {
        issues.push({ path: [...path, who], message: `the answer must be an option's label (or #N for the Nth option), not ${JSON.stringify(answer)}` });
        return;
      }
      script.push({ kind: "answer", index, player: who, seat, answer: parsed, text: `${who}: ${typeof answer === "string" ? answer : JSON.stringify(answer)}`, path: [...path, who], pos: posOf([...path, who]) });
    });
  }

  // Checkpoints.
  const checkpoints: Checkpoint[] = [];
  const expect = root.expect;
  const moments = ["start", ...sup.moments, "end"];
  const reachable = new Set(["start", ...sup.reachable(partial), "end"]);
  const readCheckpoint = (cp: Json, path: DocPath) => {
    if (!isObject(cp)) {
      issues.push({ path, message: "a checkpoint is a map: `after:` and the expected values" });
      return;
    }
    const after = cp.after ?? "end";
    if (typeof after !== "string" || !moments.includes(after)) {
      issues.push({ path: [...path, "after"], message: `\`after: ${after}\` is not a moment of ${game}${typeof after === "string" ? suggest(after, moments) : ""} (moments: ${moments.join(", ")})` });
    } else if (!reachable.has(after)) {
      issues.push({ path: [...path, "after"], message: `the scenario's play never reaches \`${after}\` (it reaches: ${[...reachable].join(", ")})` });
    }
    checkpoints.push(readChecks(cp, path, String(after)));
  };
  if (expect === undefined) issues.push({ path: [], message: "the scenario has no `expect:`: what should it check?" });
  else if (Array.isArray(expect)) expect.forEach((cp, i) => readCheckpoint(cp, ["expect", i]));
  else readCheckpoint(expect, ["expect"]);

  // The game's own validation of the starting state.
  const scenario: Scenario = { ...partial, script, checkpoints };
  if (Array.isArray(root.players)) issues.push(...sup.validate(scenario));
  if (issues.length) fail();
  return { scenario, support: sup };
}

/** `#3` is the third option; other scalars are labels (`true`/`false` read as `yes`/`no`). */
function parseAnswer(answer: Json): string | number | null {
  if (typeof answer === "string") {
    const m = /^#(\d+)$/.exec(answer.trim());
    if (m) return Number(m[1]) >= 1 ? Number(m[1]) - 1 : null;
    return answer;
  }
  if (typeof answer === "number") return String(answer);
  if (typeof answer === "boolean") return answer ? "yes" : "no";
  return null;
}

/** Nested maps flattened to their leaves; lists and scalars are leaves. */
function leaves(v: Record<string, Json>, key: string[]): Array<{ key: string[]; value: Json }> {
  return Object.entries(v).flatMap(([k, x]) => (isObject(x) ? leaves(x, [...key, k]) : [{ key: [...key, k], value: x }]));
}

/** The position of a path's key (or item), falling back to the nearest existing parent. */
function positionOf(doc: Document, lc: LineCounter, file: string, path: DocPath): SourcePos {
  for (let n = path.length; n >= 0; n--) {
    const offset = offsetOf(doc, path.slice(0, n));
    if (offset !== null) {
      const { line, col } = lc.linePos(offset);
      return { file, line, col };
    }
  }
  return { file, line: 1, col: 1 };
}

function offsetOf(doc: Document, path: DocPath): number | null {
  if (!path.length) return doc.contents?.range?.[0] ?? 0;
  const parent = path.length === 1 ? doc.contents : doc.getIn(path.slice(0, -1), true);
  const last = path[path.length - 1];
  if (isMap(parent)) {
    const pair = parent.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(last));
    const node = (pair?.key ?? null) as { range?: [number, number, number] } | null;
    return node?.range?.[0] ?? null;
  }
  if (isSeq(parent) && typeof last === "number") {
    const item = parent.items[last] as { range?: [number, number, number] } | undefined;
    return item?.range?.[0] ?? null;
  }
  return null;
}

/** ` (did you mean x?)` for a near miss. */
export function suggest(word: string, known: readonly string[]): string {
  let best: string | null = null;
  let bestD = Math.max(2, Math.floor(word.length / 3)) + 1;
  for (const k of known) {
    const d = distance(word.toLowerCase(), k.toLowerCase());
    if (d < bestD) [best, bestD] = [k, d];
  }
  return best ? ` (did you mean \`${best}\`?)` : "";
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length];
}
