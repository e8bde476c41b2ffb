import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const theUser = { noun: "user", determiner: null, filters: [] } as const;
const theThis = { noun: "this", determiner: null, filters: [] } as const;
const yourHero = { noun: "hero", determiner: "your", filters: [] } as const;
const gold1 = { amount: 1, unit: "gold" } as const;

/**
 * response to spell on your hero:
 *   lose 1 health on hero of user
 *   gain 1 gold to owner of this
 */
function mirrorHexEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.lose(ctx, {
    amount: 1,
    on: rt.choose(ctx, {
      noun: "hero",
      determiner: null,
      filters: [],
      of: [rt.choose(ctx, theUser)],
    }),
  });
  rt.verbs.gain(ctx, { amount: gold1, to: rt.ownerOf(ctx, rt.choose(ctx, theThis)) });
}

/** Mirror Hex (skill) */
export const mirrorHex: SkillCard = {
  id: "mirror-hex",
  name: "Mirror Hex",
  kind: "skill",
  text: "Play it at Initiative 5, or as a Response when another player's Spell picks your Hero: the Hero of the Spell's user loses 1 health, and you (this card's owner) gain 1 Gold.",
  initiative: [5],
  traits: ["Response (Spell)"],
  effect: {
    abilities: [
      {
        trigger: { kind: "response", event: "spell", args: { on: yourHero }, condition: null },
        limits: [],
        costs: [],
        run: mirrorHexEffect0,
        text: "response to spell on your hero:\n  lose 1 health on hero of user\n  gain 1 gold to owner of this",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
