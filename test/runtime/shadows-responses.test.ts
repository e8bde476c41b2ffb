/**
 * Shadows events that only the generic engine raises, checked through scenario texts: Riposte's
 * `whenever attacked` trigger, a Response (Spell) answering a Spell that picks your Hero, and a
 * Response (Predict) answering a Predict against you.
 */
import { describe, expect, it } from "vitest";
import { runScenarioText } from "../../runtime/scenario/run.ts";

const run = async (text: string) => {
  const r = await runScenarioText(text, "x/responses.scenario.yaml");
  const problems = [...r.problems.map((p) => p.message), ...r.failures.map((f) => f.message)];
  return { r, problems };
};

describe("events raised by the engine", () => {
  it("Riposte: `whenever attacked on your hero` hits the attacker back", async () => {
    const { r, problems } = await run(`scenario: Riposte
game: shadows
seed: 1
round: 2
play: combat
players:
  - name: Jack
    hero: akintunde
    leader: true
    station: []
    hand: [sword-strike]
  - name: Emma
    hero: rolan
    station: [riposte]
    items: [steel-gauntlet]
decisions:
  - Jack: play Sword Strike
  - Emma: "no"                # Flat-Footed (back on the Station Field at the start of Combat) stays up
expect:
  - after: combat
    Jack: { damage: 1 }
    Emma: { damage: 3 }
    log:
      - "Emma's Riposte triggers on attacked"
`);
    expect(problems).toEqual([]);
    expect(r.status).toBe("ok");
  });

  it("Response (Spell): Warding Sigil answers a Spell on your Hero before it resolves", async () => {
    const { r, problems } = await run(`scenario: Warding Sigil
game: shadows
seed: 1
round: 2
play: combat
players:
  - name: Jack
    hero: akintunde
    leader: true
    damage: 3
    station: []
    hand: [warding-sigil]
  - name: Emma
    hero: eras
    station: []
    hand: [soul-sting]
decisions:
  - Emma: play Soul Sting
  - Jack: Warding Sigil (from hand)
expect:
  - after: initiative 2
    Jack: { damage: 2, experience: 1, cards: { warding-sigil: { zone: combat-field } } }
    Emma: { experience: 1 }
`);
    expect(problems).toEqual([]);
    expect(r.status).toBe("ok");
  });

  it("Response (Predict): Clouded Mind answers a Predict against you", async () => {
    const { r, problems } = await run(`scenario: Clouded Mind
game: shadows
seed: 1
round: 2
play: combat
players:
  - name: Jack
    hero: akintunde
    leader: true
    station: []
    hand: [clouded-mind]
  - name: Emma
    hero: eras
    station: []
    hand: [hex]
decisions:
  - Jack: pass
  - Emma: play Hex
  - Jack: Clouded Mind (from hand)
  - Emma: "5"
expect:
  - after: initiative 4
    Jack: { gold: 2, damage: 0 }
    log:
      - Jack responds with Clouded Mind
      - "Emma predicts 5 against Jack: no"
`);
    expect(problems).toEqual([]);
    expect(r.status).toBe("ok");
  });
});
