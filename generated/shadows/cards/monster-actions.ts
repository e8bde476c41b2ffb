import type { MonsterActionCard } from "../kinds.ts";

/** Monster Action 1 (monster-action) */
export const monsterAction01: MonsterActionCard = {
  id: "monster-action-01",
  name: "Monster Action 1",
  kind: "monster-action",
  icons: ["MxAttack"],
};

/** Monster Action 2 (monster-action) */
export const monsterAction02: MonsterActionCard = {
  id: "monster-action-02",
  name: "Monster Action 2",
  kind: "monster-action",
  icons: ["MxAttack"],
};

/** Monster Action 3 (monster-action) */
export const monsterAction03: MonsterActionCard = {
  id: "monster-action-03",
  name: "Monster Action 3",
  kind: "monster-action",
  icons: ["MxAttack"],
};

/** Monster Action 4 (monster-action) */
export const monsterAction04: MonsterActionCard = {
  id: "monster-action-04",
  name: "Monster Action 4",
  kind: "monster-action",
  icons: ["MxResponse"],
};

/** Monster Action 5 (monster-action) */
export const monsterAction05: MonsterActionCard = {
  id: "monster-action-05",
  name: "Monster Action 5",
  kind: "monster-action",
  icons: ["MxResponse"],
};

/** Monster Action 6 (monster-action) */
export const monsterAction06: MonsterActionCard = {
  id: "monster-action-06",
  name: "Monster Action 6",
  kind: "monster-action",
  icons: ["MxResponse"],
};

/** Monster Action 7 (monster-action) */
export const monsterAction07: MonsterActionCard = {
  id: "monster-action-07",
  name: "Monster Action 7",
  kind: "monster-action",
  icons: ["MxSpell"],
};

/** Monster Action 8 (monster-action) */
export const monsterAction08: MonsterActionCard = {
  id: "monster-action-08",
  name: "Monster Action 8",
  kind: "monster-action",
  icons: ["MxSpell"],
};

/** Monster Action 9 (monster-action) */
export const monsterAction09: MonsterActionCard = {
  id: "monster-action-09",
  name: "Monster Action 9",
  kind: "monster-action",
  icons: ["MxSpecial"],
};

/** Monster Action 10 (monster-action) */
export const monsterAction10: MonsterActionCard = {
  id: "monster-action-10",
  name: "Monster Action 10",
  kind: "monster-action",
  icons: ["MxSpecial"],
};

/** Monster Action 11 (monster-action) */
export const monsterAction11: MonsterActionCard = {
  id: "monster-action-11",
  name: "Monster Action 11",
  kind: "monster-action",
  icons: ["MxxAttack"],
};

/** Monster Action 12 (monster-action) */
export const monsterAction12: MonsterActionCard = {
  id: "monster-action-12",
  name: "Monster Action 12",
  kind: "monster-action",
  icons: ["MxxResponse"],
};

/** Monster Action 13 (monster-action) */
export const monsterAction13: MonsterActionCard = {
  id: "monster-action-13",
  name: "Monster Action 13",
  kind: "monster-action",
  icons: ["MxxSpell"],
};

/** Monster Action 14 (monster-action) */
export const monsterAction14: MonsterActionCard = {
  id: "monster-action-14",
  name: "Monster Action 14",
  kind: "monster-action",
  covers: ["SHM-16"],
  icons: ["MxAttack", "MxResponse"],
};

/** Monster Action 15 (monster-action) */
export const monsterAction15: MonsterActionCard = {
  id: "monster-action-15",
  name: "Monster Action 15",
  kind: "monster-action",
  covers: ["SHM-16"],
  icons: ["MxResponse", "MxAttack"],
};

/** Monster Action 16 (monster-action) */
export const monsterAction16: MonsterActionCard = {
  id: "monster-action-16",
  name: "Monster Action 16",
  kind: "monster-action",
  covers: ["SHM-16"],
  icons: ["MxAttack", "MxSpell"],
};

/** Monster Action 17 (monster-action) */
export const monsterAction17: MonsterActionCard = {
  id: "monster-action-17",
  name: "Monster Action 17",
  kind: "monster-action",
  covers: ["SHM-16"],
  icons: ["MxSpell", "MxResponse"],
};

/** Monster Action 18 (monster-action) */
export const monsterAction18: MonsterActionCard = {
  id: "monster-action-18",
  name: "Monster Action 18",
  kind: "monster-action",
  covers: ["SHM-16"],
  icons: ["MxxAttack", "MxSpell"],
};

/** Monster Action 19 (monster-action) */
export const monsterAction19: MonsterActionCard = {
  id: "monster-action-19",
  name: "Monster Action 19",
  kind: "monster-action",
  covers: ["SHM-16"],
  icons: ["MxxSpell", "MxResponse"],
};
