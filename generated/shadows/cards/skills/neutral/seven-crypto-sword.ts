import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

const aTarget = { noun: "target", determiner: "a", filters: [] } as const;
const experience1 = { amount: 1, unit: "experience" } as const;

function sevenCryptoSwordRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "strength", null) >= 3 &&
    rt.property(ctx, "tech", null) >= 3 &&
    rt.property(ctx, "magic", null) >= 3
  );
}

/**
 * attack a target for 7
 * if not responded:
 *   gain 1 experience
 */
function sevenCryptoSwordEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.attack(ctx, { target: rt.choose(ctx, aTarget), for: 7 });
  if (!rt.fact(ctx, "responded")) {
    rt.verbs.gain(ctx, { amount: experience1 });
  }
}

/** Seven Crypto Sword (skill) */
export const sevenCryptoSword: SkillCard = {
  id: "seven-crypto-sword",
  name: "Seven Crypto Sword",
  kind: "skill",
  text: "Needs Strength 3, Tech 3 and Magic 3. A blade that answers only to all-round Heroes: attack a target for 7 damage. If the target did not answer with a Response, gain 1 Experience.",
  covers: ["SHM-08"],
  initiative: [6],
  traits: ["Attack"],
  requires: sevenCryptoSwordRequires,
  effect: {
    abilities: [
      {
        trigger: { kind: "play" },
        limits: [],
        costs: [],
        run: sevenCryptoSwordEffect0,
        text: "attack a target for 7\nif not responded:\n  gain 1 experience",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
