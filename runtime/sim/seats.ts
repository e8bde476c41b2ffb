/**
 * How a seeded bot game seats its players, shared by `play`, `fuzz-games` and `sim`: names P1..Pn
 * and one bot per seat drawing from its own stream, derived from the game's seed and the seat. So
 * any game `fuzz-games` or `sim` plays is also `cardsmith play <game> --seed S --bots ...`.
 */
import { GreedyAgent, RandomAgent, type Agent } from "../core/agents.ts";

export const BOT_KINDS = ["random", "greedy"] as const;
export type BotKind = (typeof BOT_KINDS)[number];

export function isBotKind(name: string): name is BotKind {
  return (BOT_KINDS as readonly string[]).includes(name);
}

/** Each bot draws from its own stream, derived from the game's seed and its seat. */
export function botSeed(seed: number, seat: number): number {
  let z = (seed ^ Math.imul(seat + 1, 0x9e3779b1)) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

export function makeBot(kind: BotKind, seed: number, seat: number): Agent {
  return kind === "random" ? new RandomAgent(botSeed(seed, seat)) : new GreedyAgent(botSeed(seed, seat));
}

export function seatNames(players: number): string[] {
  return Array.from({ length: players }, (_, i) => `P${i + 1}`);
}

/** The largest seed a game takes (seeds are 32-bit). */
export const MAX_SEED = 0xffffffff;
