import type { Card } from "./kinds.ts";
import type { CardId } from "./vocabulary.ts";
import { goldenGuard, goldenHero, goldenStrike } from "./cards/base.ts";
import { quickJab } from "./cards/extra.ts";

export * from "./vocabulary.ts";
export type * from "./kinds.ts";
export { goldenGuard, goldenHero, goldenStrike, quickJab };

/** Every card of the game, in file order. */
export const cards: readonly Card[] = [goldenHero, goldenStrike, goldenGuard, quickJab];

/** Cards by id. */
export const cardsById: Readonly<Record<CardId, Card>> = {
  "golden-hero": goldenHero,
  "golden-strike": goldenStrike,
  "golden-guard": goldenGuard,
  "quick-jab": quickJab,
};
