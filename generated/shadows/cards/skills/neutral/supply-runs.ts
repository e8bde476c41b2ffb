import type { Cost, EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const gold3 = { amount: 3, unit: "gold" } as const;
const gold1 = { amount: 1, unit: "gold" } as const;
const experience2 = { amount: 2, unit: "experience" } as const;
const experience1 = { amount: 1, unit: "experience" } as const;

/**
 * choose one:
 *   pay 2 experience:
 *     gain 3 gold
 * or:
 *   gain 1 gold
 */
function goldRunEffect0(rt: Rt, ctx: EffectContext): void {
  const pay: readonly Cost<Rt>[] = [{ kind: "pay", amount: 2, unit: "experience" }];
  switch (rt.chooseOption(ctx, ["pay 2 experience: gain 3 gold", "gain 1 gold"], [pay, null])) {
    case 0: {
      if (rt.pay(ctx, pay, "pay 2 experience")) {
        rt.verbs.gain(ctx, { amount: gold3 });
      }
      break;
    }
    case 1: {
      rt.verbs.gain(ctx, { amount: gold1 });
      break;
    }
  }
}

/** Gold Run (skill) */
export const goldRun: SkillCard = {
  id: "gold-run",
  name: "Gold Run",
  kind: "skill",
  text: "Choose one: pay 2 experience to gain 3 gold, or gain 1 gold.",
  initiative: [5],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: goldRunEffect0,
        text: "choose one:\n  pay 2 experience:\n    gain 3 gold\nor:\n  gain 1 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * choose one:
 *   pay 2 gold:
 *     gain 2 experience
 * or:
 *   gain 1 experience
 */
function studyRunEffect0(rt: Rt, ctx: EffectContext): void {
  const pay: readonly Cost<Rt>[] = [{ kind: "pay", amount: 2, unit: "gold" }];
  switch (
    rt.chooseOption(ctx, ["pay 2 gold: gain 2 experience", "gain 1 experience"], [pay, null])
  ) {
    case 0: {
      if (rt.pay(ctx, pay, "pay 2 gold")) {
        rt.verbs.gain(ctx, { amount: experience2 });
      }
      break;
    }
    case 1: {
      rt.verbs.gain(ctx, { amount: experience1 });
      break;
    }
  }
}

/** Study Run (skill) */
export const studyRun: SkillCard = {
  id: "study-run",
  name: "Study Run",
  kind: "skill",
  text: "Choose one: pay 2 gold to gain 2 experience, or gain 1 experience.",
  initiative: [5],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: studyRunEffect0,
        text: "choose one:\n  pay 2 gold:\n    gain 2 experience\nor:\n  gain 1 experience",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
