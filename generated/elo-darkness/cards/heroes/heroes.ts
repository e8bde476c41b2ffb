import type { HeroCard } from "../../kinds.ts";

/** Cleon (hero) */
export const cleon: HeroCard = {
  id: "cleon",
  name: "Cleon",
  kind: "hero",
  class: "Fighter",
  traits: ["Fighter", "Laner"],
};

/** Athos (hero) */
export const athos: HeroCard = {
  id: "athos",
  name: "Athos",
  kind: "hero",
  class: "Mage",
  traits: ["Mage", "Laner"],
};

/** Thiara (hero) */
export const thiara: HeroCard = {
  id: "thiara",
  name: "Thiara",
  kind: "hero",
  class: "Marksman",
  traits: ["Marksman", "Laner"],
};

/** Max (hero) */
export const max: HeroCard = {
  id: "max",
  name: "Max",
  kind: "hero",
  class: "Jungler",
  traits: ["Jungler", "Gank"],
};

/** McKannon (hero) */
export const mckannon: HeroCard = {
  id: "mckannon",
  name: "McKannon",
  kind: "hero",
  class: "Support",
  traits: ["Support", "Gank"],
};

/** Kairos (hero) */
export const kairos: HeroCard = {
  id: "kairos",
  name: "Kairos",
  kind: "hero",
  class: "Fighter",
  traits: ["Fighter", "Laner"],
};

/** Hotep (hero) */
export const hotep: HeroCard = {
  id: "hotep",
  name: "Hotep",
  kind: "hero",
  class: "Mage",
  traits: ["Mage", "Laner"],
};

/** Saerah (hero) */
export const saerah: HeroCard = {
  id: "saerah",
  name: "Saerah",
  kind: "hero",
  class: "Marksman",
  traits: ["Marksman", "Laner"],
};

/** Treehollow (hero) */
export const treehollow: HeroCard = {
  id: "treehollow",
  name: "Treehollow",
  kind: "hero",
  class: "Jungler",
  traits: ["Jungler", "Gank"],
};

/** Pan (hero) */
export const pan: HeroCard = {
  id: "pan",
  name: "Pan",
  kind: "hero",
  class: "Support",
  traits: ["Support", "Gank"],
};
