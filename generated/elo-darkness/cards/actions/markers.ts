import type { MarkerCard } from "../../kinds.ts";

/** Roaming (marker) */
export const roaming: MarkerCard = {
  id: "roaming",
  name: "Roaming",
  kind: "marker",
  text: "The Lane is resolved for combat this turn; its Laner Hero gains the Gank trait.",
  influence: 0,
  copies: 6,
  traits: ["Roaming"],
};

/** Free Lane (marker) */
export const freeLane: MarkerCard = {
  id: "free-lane",
  name: "Free Lane",
  kind: "marker",
  text: "Deployed instead of a Laner card; the Lane's Laner Hero does not participate.",
  influence: 0,
  copies: 6,
  traits: ["Free-Lane"],
};
