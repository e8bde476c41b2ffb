/**
 * Legacy of Thracks, solo: Arwel's help after an event card is activated (rules/arwels-help.yaml)
 * puts tokens on the card (counters first-event-cancelled, second-event-cancelled, points-kept),
 * which the card's behaviour reads (events/solo.yaml): a cancelled event does nothing, kept
 * points do not raise the Shadow's VP. Whispers: Shadow VP +3, 1 location closer, Event 1 (range
 * 3) lose 2 mana, Event 2 lose 1 mana; the Shadow Hero starts 2 locations from your Hero.
 */
import { describe, expect, it } from "vitest";
import { newGame } from "../../../cards/legacy-of-thracks/runtime/index.ts";
import type { Agent } from "../../../runtime/core/agents.ts";

/** Picks the first option whose label has `want`, else the first option. */
const choosing = (want: string): Agent => ({ name: "scripted", decide: (d) => Math.max(0, d.options.findIndex((o) => o.includes(want))) });

function activateWhispers(want: string) {
  const g = newGame({ seed: 3, mode: "solo", agents: [choosing(want)] });
  const card = [...g.table.cards.values()].find((i) => i.cardId === "event-whispers")!;
  g.table.move(card.uid, "chance-track", null, { quiet: true });
  const twoAway = [...g.graph.hops(g.heroAt(0))].find(([, n]) => n === 2)![0];
  g.map.put(g.hero(g.shadowSeat), twoAway);
  [g.add(0, "gold", 10 - g.res(0, "gold")), g.add(0, "mana", 5 - g.res(0, "mana"))];
  const vp = g.res(g.shadowSeat, "vp");
  g.rt.verbs.activate(g.context(0, null, "rule"), { card: g.cardRef(card.uid) }); // the event roll's activation: Arwel's help answers, then the card's behaviour
  // The card leaves the chance track at the end of its effect, its tokens coming off: the log tells which were put on it.
  const tokens = Object.fromEntries(g.log.lines().flatMap((line) => [...line.matchAll(/Whispers: ([a-z-]+) 0 → 1$/g)].map((m) => [m[1], 1])));
  expect([card.zone, card.counters]).toEqual(["event-discard", {}]);
  return { gold: g.res(0, "gold"), mana: g.res(0, "mana"), shadowVp: g.res(g.shadowSeat, "vp") - vp, tokens };
}

describe("Arwel's help on an activated event card", () => {
  it("does nothing when not bought: both events and the VP", () => {
    expect(activateWhispers("nothing")).toMatchObject({ gold: 10, mana: 2, shadowVp: 3, tokens: {} });
  });

  it("cancels Event 1 for 3 gold: only Event 2 happens", () => {
    expect(activateWhispers("put 1 first-event-cancelled")).toMatchObject({ gold: 7, mana: 4, shadowVp: 3, tokens: { "first-event-cancelled": 1 } });
  });

  it("cancels Event 2 for 4 gold, or both for 6", () => {
    expect(activateWhispers("put 1 second-event-cancelled")).toMatchObject({ gold: 6, mana: 3, shadowVp: 3 });
    expect(activateWhispers("pay 6 gold")).toMatchObject({ gold: 4, mana: 5, shadowVp: 3, tokens: { "first-event-cancelled": 1, "second-event-cancelled": 1 } });
  });

  it("keeps the Shadow's VP for half the card's VP in gold, rounded up (2 for 3)", () => {
    expect(activateWhispers("put 1 points-kept")).toMatchObject({ gold: 8, mana: 2, shadowVp: 0, tokens: { "points-kept": 1 } });
  });
});
