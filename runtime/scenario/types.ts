/**
 * Scenario files: a starting state, the decisions each player makes, and the numbers expected
 * afterwards (test/scenarios/README.md describes the format). This module declares the parsed
 * form and the interface a game implements so the generic runner can drive it.
 */
import type { Agent } from "../core/agents.ts";

/** A path into the scenario document: `["expect", 2, "Robert", "gold"]`. */
export type DocPath = ReadonlyArray<string | number>;

/** A place in a scenario file, for messages: `test/scenarios/x.scenario.yaml:12:5`. */
export interface SourcePos {
  readonly file: string;
  readonly line: number;
  readonly col: number;
}

/** A problem with the scenario file itself (exit code 2): the file cannot be run as written. */
export interface ScenarioIssue {
  readonly path: DocPath;
  readonly message: string;
}

/** One expected value: `Robert`'s `stats.tech` is 2. */
export interface Expectation {
  /** A player's name, or a game subject such as `monster`. */
  readonly subject: string;
  /** The key below the subject, nested maps flattened: `["cards", "mystical-cloak", "zone"]`. */
  readonly key: readonly string[];
  readonly expected: unknown;
  readonly path: DocPath;
  readonly pos: SourcePos;
}

/** Log lines expected by a checkpoint: each a substring of a log line, found in this order. */
export interface LogExpectation {
  readonly lines: readonly string[];
  readonly path: DocPath;
  readonly pos: SourcePos;
}

export interface Checkpoint {
  /** A moment the game names (`initiative 2`, `combat`), `start` (before play) or `end`. */
  readonly after: string;
  readonly expectations: readonly Expectation[];
  readonly log: LogExpectation | null;
  readonly path: DocPath;
  readonly pos: SourcePos;
}

/** One entry of `decisions:`: a player's answer, or a check made when the game next asks. */
export type ScriptEntry =
  | { readonly kind: "answer"; readonly index: number; readonly player: string; readonly seat: number; readonly answer: string | number; readonly text: string; readonly path: DocPath; readonly pos: SourcePos }
  | { readonly kind: "check"; readonly index: number; readonly checkpoint: Checkpoint };

export interface PlayerSpec {
  readonly name: string;
  readonly seat: number;
  /** Everything else under the player, for the game to read (`hero`, `deck`, `gold`...). */
  readonly fields: Readonly<Record<string, unknown>>;
  readonly path: DocPath;
}

export interface Scenario {
  readonly file: string;
  readonly title: string;
  readonly game: string;
  /** The mode the game is played in (`mode:`; none: the game's default). */
  readonly mode?: string;
  readonly covers: readonly string[];
  readonly seed: number;
  readonly players: readonly PlayerSpec[];
  /** Top-level keys the game reads (`monster`, `round`, `play`...). */
  readonly setup: Readonly<Record<string, unknown>>;
  readonly script: readonly ScriptEntry[];
  readonly checkpoints: readonly Checkpoint[];
  /** Where a path points in the file (the nearest node that exists). */
  posOf(path: DocPath): SourcePos;
}

/** What the game's scenario support is told while it plays. */
export interface ScenarioIO {
  /** One agent per player, in the file's order (seat 0 first). */
  readonly agents: readonly Agent[];
  /** The game reached the end of a moment it names (`initiative 2`, `combat`). */
  moment(name: string): void;
}

/** A game built in a scenario's starting state. */
export interface ScenarioGameRun {
  /** Plays the scenario's part of the game; script errors and rules errors are thrown. */
  play(): void;
  /** The actual value of an expectation (same shape as the expected value). */
  probe(subject: string, key: readonly string[]): unknown;
  /** Where the game is, for messages: `round 2 · combat · initiative 2`. */
  where(): string;
  logLines(): string[];
}

/**
 * A game's scenario support, exported as `scenario` by `cards/<game>/runtime/index.ts`. The
 * generic runner parses the file, scripts the decisions, times the checkpoints and reports;
 * the game builds its state, plays, and reads its numbers.
 */
export interface ScenarioSupport {
  readonly id: string;
  /** Top-level keys besides the generic ones (`monster`, `round`, `play`...). */
  readonly setupKeys: readonly string[];
  /** Keys a player may have in the starting state besides `name`. */
  readonly playerKeys: readonly string[];
  /** Subjects besides the players' names (`monster`, `game`). */
  readonly subjects: readonly string[];
  /** Moment names a checkpoint may name (`after:`), in the order a round reaches them. */
  readonly moments: readonly string[];
  readonly players: { readonly min: number; readonly max: number };
  /** Problems with the starting state (unknown cards, impossible setups). */
  validate(scenario: Scenario): ScenarioIssue[];
  /** Why an expectation cannot be checked (unknown key, impossible value), or null. */
  checkExpectation(scenario: Scenario, subject: string, key: readonly string[], expected: unknown): string | null;
  /** Moments the scenario's play actually reaches, to reject checkpoints that could never run. */
  reachable(scenario: Scenario): readonly string[];
  /** Builds the starting state (without the game's normal setup). */
  build(scenario: Scenario, io: ScenarioIO): ScenarioGameRun;
}
