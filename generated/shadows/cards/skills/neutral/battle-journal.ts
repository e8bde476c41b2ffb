import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const theThis = { noun: "this", determiner: null, filters: [] } as const;
const yourHero = { noun: "hero", determiner: "your", filters: [] } as const;
const progress1 = { amount: 1, unit: "progress" } as const;
const experience2 = { amount: 2, unit: "experience" } as const;
const progress3 = { amount: 3, unit: "progress" } as const;

function battleJournalRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "health", null) >= 8;
}

/**
 * whenever attack-damage-taken on your hero:
 *   put 1 progress on this
 *   if progress of this >= 3:
 *     gain 2 experience
 *     remove 3 progress from this
 */
function battleJournalEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.put(ctx, { amount: progress1, on: rt.choose(ctx, theThis) });
  if (rt.property(ctx, "progress", rt.choose(ctx, theThis)) >= 3) {
    rt.verbs.gain(ctx, { amount: experience2 });
    rt.verbs.remove(ctx, { amount: progress3, from: rt.choose(ctx, theThis) });
  }
}

/** Battle Journal (skill) */
export const battleJournal: SkillCard = {
  id: "battle-journal",
  name: "Battle Journal",
  kind: "skill",
  text: "Needs Health 8. Sits on your Station Field with a 3-step track. Each time your Hero takes damage from an Attack, move the token one step; when it reaches the end, gain 2 Experience and return the token to the start.",
  covers: ["SHM-22"],
  initiative: [0],
  traits: ["Self"],
  requires: battleJournalRequires,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "attack-damage-taken",
          every: true,
          args: { on: yourHero },
          condition: null,
        },
        limits: [],
        costs: [],
        run: battleJournalEffect0,
        text: "whenever attack-damage-taken on your hero:\n  put 1 progress on this\n  if progress of this >= 3:\n    gain 2 experience\n    remove 3 progress from this",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
