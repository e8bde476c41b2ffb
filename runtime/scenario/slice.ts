/**
 * The slice of a round a scenario plays: the moments checkpoints may name (from the rules'
 * phases and steps), which of them a scenario's `play:` reaches, where play starts, and running
 * the phases on a built engine while telling the runner each moment.
 */
import type { Engine } from "../core/engine.ts";
import type { GameRules } from "../core/rules.ts";
import type { Scenario, ScenarioGameRun, ScenarioIO } from "./types.ts";

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Every moment a checkpoint can name, in the order a round reaches them: each step number, then its phase. */
export function moments(rules: GameRules<never>): string[] {
  return rules.phases.flatMap((p) => {
    const step = p.step ? rules.steps.find((s) => s.name === p.step) : undefined;
    return [...(step ? step.numbers.map((n) => `${step.name} ${n}`) : []), p.name];
  });
}

/** The phases a scenario plays: `play: combat` or `play: { from: teamup, to: combat }`. */
export function playRange(rules: GameRules<never>, s: Scenario): { from: string; to: string } {
  const first = rules.phases[0].name;
  const play = s.setup.play;
  if (typeof play === "string") return { from: play, to: play };
  if (isObject(play)) return { from: String(play.from ?? first), to: String(play.to ?? play.from ?? first) };
  return { from: first, to: rules.phases[rules.phases.length - 1].name };
}

/** Moments the scenario's play reaches, to reject checkpoints that could never run. */
export function reachable(rules: GameRules<never>, s: Scenario): string[] {
  const names = rules.phases.map((p) => p.name);
  const { from, to } = playRange(rules, s);
  const a = names.indexOf(from);
  const b = names.indexOf(to);
  if (a < 0 || b < 0) return moments(rules);
  const played = new Set(names.slice(a, b + 1));
  return rules.phases.filter((p) => played.has(p.name)).flatMap((p) => moments({ ...rules, phases: [p] }));
}

/** The moment an engine just finished, as checkpoints name it: `initiative 2`, `combat`. */
export function momentOf<V extends object>(e: Engine<V>): string {
  const step = e.info.step === null ? undefined : e.rules.steps.find((s) => s.phase === e.info.phase);
  return step ? `${step.name} ${e.info.step}` : e.info.phase;
}

/** Plays the scenario's phases on a built engine, checking the table's invariants after. */
export function runSlice<V extends object>(e: Engine<V>, range: { from: string; to: string; round: number }, probe: ScenarioGameRun["probe"]): ScenarioGameRun {
  let started = false;
  const invariants = () => {
    e.table.checkConservation();
    e.table.checkBounds();
  };
  invariants();
  return {
    play() {
      started = true;
      e.procedure.playPhases(range.from, range.to);
      invariants();
    },
    probe,
    where: () => (started ? e.where() : `round ${range.round} · before ${range.from}`),
    logLines: () => e.log.lines(),
  };
}

/** Tells the runner each moment as the engine finishes it, after checking the table's invariants. */
export function momentReporter<V extends object>(io: ScenarioIO): (e: Engine<V>) => void {
  return (e) => {
    e.table.checkConservation();
    e.table.checkBounds();
    io.moment(momentOf(e));
  };
}

/** Sets the round and phase the scenario starts at (starting at the first phase starts a new round). */
export function startAt<V extends object>(e: Engine<V>, range: { from: string; round: number }): void {
  e.info.round = range.from === e.rules.phases[0].name ? range.round - 1 : range.round;
  e.info.phase = range.from;
}
