import type { EffectContext } from "cardsmith/runtime/api";
import type { RuleCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const eachOpponent = { noun: "opponent", determiner: "each", filters: [] } as const;
const theYou = { noun: "you", determiner: null, filters: [] } as const;
const greedy1 = { amount: 1, unit: "greedy" } as const;
const influence1 = { amount: 1, unit: "influence" } as const;
const threat1 = { amount: 1, unit: "threat" } as const;
const towers1 = { amount: 1, unit: "towers" } as const;
const gold2 = { amount: 2, unit: "gold" } as const;

/**
 * whenever gets-greedy by you:
 *   gain 1 greedy
 *   gain 1 influence
 *   gain 1 threat
 *   each opponent:
 *     draw 1 card
 */
function gettingGreedyEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: greedy1 });
  rt.verbs.gain(ctx, { amount: influence1 });
  rt.verbs.gain(ctx, { amount: threat1 });
  rt.eachPlayer(ctx, eachOpponent, (ctx) => {
    rt.verbs.draw(ctx, { count: 1 });
  });
}

/** Getting Greedy (rule) */
export const gettingGreedy: RuleCard = {
  id: "getting-greedy",
  name: "Getting Greedy",
  kind: "rule",
  text: "An action in a Challenge, once per Challenge for either player: take the Greedy token (+1 Influence); your Heroes become threatened; your opponent draws 1 card.",
  covers: ["ELO-09"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "gets-greedy",
          every: true,
          args: { by: theYou },
          condition: null,
        },
        limits: [],
        costs: [],
        run: gettingGreedyEffect0,
        text: "whenever gets-greedy by you:\n  gain 1 greedy\n  gain 1 influence\n  gain 1 threat\n  each opponent:\n    draw 1 card",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/**
 * whenever tower-destroyed by you:
 *   gain 1 towers
 *   choose one:
 *     gain 2 gold
 *   or:
 *     draw 1 card
 */
function towerRewardEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: towers1 });
  switch (rt.chooseOption(ctx, ["gain 2 gold", "draw 1 card"])) {
    case 0: {
      rt.verbs.gain(ctx, { amount: gold2 });
      break;
    }
    case 1: {
      rt.verbs.draw(ctx, { count: 1 });
      break;
    }
  }
}

/** Tower Reward (rule) */
export const towerReward: RuleCard = {
  id: "tower-reward",
  name: "Tower Reward",
  kind: "rule",
  text: "The player whose Challenge win destroys a Tower gains 2 Gold or draws 1 card.",
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "tower-destroyed",
          every: true,
          args: { by: theYou },
          condition: null,
        },
        limits: [],
        costs: [],
        run: towerRewardEffect0,
        text: "whenever tower-destroyed by you:\n  gain 1 towers\n  choose one:\n    gain 2 gold\n  or:\n    draw 1 card",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
