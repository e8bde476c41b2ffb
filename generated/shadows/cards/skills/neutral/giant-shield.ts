import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../../kinds.ts";
import type { Rt } from "../../../vocabulary.ts";

function giantShieldRequires(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "tech", null) >= 3 && rt.property(ctx, "health", null) <= 7;
}

/** Giant Shield (skill) */
export const giantShield: SkillCard = {
  id: "giant-shield",
  name: "Giant Shield",
  kind: "skill",
  text: "Needs Tech 3 and at most 7 Health. Plant a huge shield on your Station Field: it holds 6 Shield Points for your side. Usable once per game. While your Hero no longer meets the needs, the card counts as blank.",
  covers: ["SHM-08"],
  initiative: [4],
  traits: ["Self", "One-Time"],
  requires: giantShieldRequires,
  shield: 6,
};
