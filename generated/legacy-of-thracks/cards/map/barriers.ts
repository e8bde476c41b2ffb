import type { BarrierCard } from "../../kinds.ts";

/** Green Barrier 1 (barrier) */
export const barrier1: BarrierCard = {
  id: "barrier-1",
  name: "Green Barrier 1",
  kind: "barrier",
  text: "Stepping onto it costs 1 gold and 1 HP unless you completed it.",
  gold: 1,
  hp: 1,
  vp: 1,
  traits: ["Green"],
};

/** Yellow Barrier 2 (barrier) */
export const barrier2: BarrierCard = {
  id: "barrier-2",
  name: "Yellow Barrier 2",
  kind: "barrier",
  text: "Stepping onto it costs 1 gold and 1 HP unless you completed it.",
  gold: 1,
  hp: 1,
  vp: 1,
  traits: ["Yellow"],
};

/** Yellow Barrier 3 (barrier) */
export const barrier3: BarrierCard = {
  id: "barrier-3",
  name: "Yellow Barrier 3",
  kind: "barrier",
  text: "Stepping onto it costs 1 gold and 1 HP unless you completed it.",
  gold: 1,
  hp: 1,
  vp: 2,
  traits: ["Yellow"],
};

/** Red Barrier 4 (barrier) */
export const barrier4: BarrierCard = {
  id: "barrier-4",
  name: "Red Barrier 4",
  kind: "barrier",
  text: "Stepping onto it costs 2 gold and 1 HP unless you completed it.",
  gold: 2,
  hp: 1,
  vp: 2,
  traits: ["Red"],
};

/** Green Barrier 5 (barrier) */
export const barrier5: BarrierCard = {
  id: "barrier-5",
  name: "Green Barrier 5",
  kind: "barrier",
  text: "Stepping onto it costs 2 gold and 1 HP unless you completed it.",
  gold: 2,
  hp: 1,
  vp: 3,
  traits: ["Green"],
};

/** Yellow Barrier 6 (barrier) */
export const barrier6: BarrierCard = {
  id: "barrier-6",
  name: "Yellow Barrier 6",
  kind: "barrier",
  text: "Stepping onto it costs 1 gold and 1 HP unless you completed it.",
  gold: 1,
  hp: 1,
  vp: 3,
  traits: ["Yellow"],
};

/** Green Barrier 7 (barrier) */
export const barrier7: BarrierCard = {
  id: "barrier-7",
  name: "Green Barrier 7",
  kind: "barrier",
  text: "Stepping onto it costs 2 gold and 2 HP unless you completed it. The Hero standing on it has entered Dimara.",
  gold: 2,
  hp: 2,
  vp: 5,
  traits: ["Green", "Dimara"],
};
