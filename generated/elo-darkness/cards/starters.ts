import type { StarterCard } from "../kinds.ts";

/** Team Blue (starter) */
export const teamBlue: StarterCard = {
  id: "team-blue",
  name: "Team Blue",
  kind: "starter",
  heroes: ["cleon", "athos", "thiara", "max", "mckannon"],
  cards: [
    "warding",
    "warding",
    "last-hit",
    "last-hit",
    "play-safe",
    "peeling",
    "peeling",
    "minion-wave",
    "minion-wave",
    "coordinated-assault",
    "taunt",
    "call",
    "mana-recover-marksman",
    "mana-recover-marksman",
    "mana-recover-fighter",
  ],
  items: ["thunder-helm", "elders-formula", "golden-chest", "dark-cloak", "amethyst-blade"],
};

/** Team Orange (starter) */
export const teamOrange: StarterCard = {
  id: "team-orange",
  name: "Team Orange",
  kind: "starter",
  heroes: ["kairos", "hotep", "saerah", "treehollow", "pan"],
  cards: [
    "warding",
    "warding",
    "worth-it",
    "recall",
    "peeling",
    "peeling",
    "coordinated-assault",
    "brush",
    "play-safe",
    "play-safe",
    "minion-wave",
    "minion-wave",
    "mana-recover-jungler",
    "mana-recover-jungler",
    "mana-recover-support",
  ],
  items: [
    "golden-shield",
    "silver-sickle",
    "merciless-archers-bow",
    "sorceress-water",
    "celerity-boots",
  ],
};
