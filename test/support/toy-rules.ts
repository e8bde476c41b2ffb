/**
 * The rules of a toy game for engine tests: nothing but the zones and the verbs' meanings a test
 * names, every other part of GameRules empty (no events, phases, steps, traits or responses) unless
 * `more` gives it (`{ events: [...] }`).
 */
import type { GameRules } from "../../runtime/core/rules.ts";

type Zone = GameRules<never>["zones"][number];

export function toyRules<R extends GameRules<never>>(game: string, zones: readonly Partial<Zone>[], verbs: Record<string, string>, more: Readonly<Record<string, unknown>> = {}): R {
  return {
    game,
    zones,
    events: [],
    nouns: Object.create(null),
    facts: Object.create(null),
    steps: [],
    traits: [],
    phases: [],
    turnOrder: "from-leader",
    responses: { from: [], stack: false },
    end: { phase: "none", edge: "start", hook: "end" },
    procedureHooks: [],
    clearOnMove: [],
    types: Object.assign(Object.create(null), { player: null }),
    verbs: Object.assign(Object.create(null), verbs),
    ...more,
  } as unknown as R;
}
