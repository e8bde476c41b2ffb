import type { EffectContext } from "cardsmith/runtime/api";
import type { ItemCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theAttacker = { noun: "attacker", determiner: null, filters: [] } as const;
const yourHero = { noun: "hero", determiner: "your", filters: [] } as const;
const theMonster = { noun: "monster", determiner: null, filters: [] } as const;

/**
 * whenever attacked on your hero:
 *   deal 1 damage to attacker
 */
function thornMailEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.deal(ctx, { amount: 1, to: rt.choose(ctx, theAttacker) });
}

/** Thorn Mail (item) */
export const thornMail: ItemCard = {
  id: "thorn-mail",
  name: "Thorn Mail",
  kind: "item",
  text: "Spiked rings on leather. Each time your Hero is attacked, the attacker takes 1 damage.",
  cost: 4,
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "attacked",
          every: true,
          args: { on: yourHero },
          condition: null,
        },
        limits: [],
        costs: [],
        run: thornMailEffect0,
        text: "whenever attacked on your hero:\n  deal 1 damage to attacker",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

/** Giant Slayer (item) */
export const giantSlayer: ItemCard = {
  id: "giant-slayer",
  name: "Giant Slayer",
  kind: "item",
  text: "A long spear made for big prey. +2 Strength against the Monster.",
  cost: 3,
  effect: {
    abilities: [],
    modifiers: [{ stat: "strength", amount: 2, to: null, vs: theMonster, while: null }],
    requires: null,
  },
};
