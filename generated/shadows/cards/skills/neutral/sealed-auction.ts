import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const eachPlayer = { noun: "player", determiner: "each", filters: [] } as const;
const experience2 = { amount: 2, unit: "experience" } as const;

/**
 * each player secretly:
 *   let Bid = a number from 0 to gold
 * each player:
 *   if Bid == highest(Bid) and leaders(Bid) == 1:
 *     spend Bid gold
 *     gain 2 experience
 */
function sealedAuctionEffect0(rt: Rt, ctx: EffectContext): void {
  const secret = rt.secretly(ctx, eachPlayer, (ctx) => {
    const v_Bid = rt.chooseNumber(ctx, 0, rt.property(ctx, "gold", null), "Bid");
    return { Bid: v_Bid };
  });
  rt.eachPlayer(ctx, eachPlayer, (ctx) => {
    if (
      rt.secretOf(ctx, secret, "Bid") === rt.highest(secret, "Bid") &&
      rt.leaders(secret, "Bid") === 1
    ) {
      rt.verbs.spend(ctx, { amount: { amount: rt.secretOf(ctx, secret, "Bid"), unit: "gold" } });
      rt.verbs.gain(ctx, { amount: experience2 });
    }
  });
}

/** Sealed Auction (skill) */
export const sealedAuction: SkillCard = {
  id: "sealed-auction",
  name: "Sealed Auction",
  kind: "skill",
  text: "Each player secretly bids any amount of their Gold; reveal the bids together. The single highest bidder pays their bid and gains 2 Experience. On a tie for highest, nobody pays or gains.",
  initiative: [4],
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: sealedAuctionEffect0,
        text: "each player secretly:\n  let Bid = a number from 0 to gold\neach player:\n  if Bid == highest(Bid) and leaders(Bid) == 1:\n    spend Bid gold\n    gain 2 experience",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
