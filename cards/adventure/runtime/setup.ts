/**
 * Setting out the adventure, and its end: the app's map, groups and supplies, one hero per seat
 * with a shuffled skill deck (one weakness in it) and items, trinkets filled, then the adventure
 * begins (the adventure card places its first groups).
 */
import { RESOURCES } from "../../../generated/adventure/index.ts";
import type { AdventureGame } from "./game.ts";
import { startingTokens } from "../../../runtime/core/tokens.ts";

type AdventureCard = { readonly start: number; readonly "threat-limit": number; readonly groups: readonly string[] };
type HeroCard = { readonly deck: readonly string[]; readonly items: readonly string[] };

/** Where each kind of card waits at the start, unless a hero takes it; boons come two of each. */
const SUPPLY = new Map([
  ["space", "spaces"],
  ["title", "unused-titles"],
  ["weakness", "weakness-deck"],
  ["boon", "boon-supply"],
  ["item", "unused"],
  ["skill", "unused"],
  ["hero", "unused"],
]);

const adventure = (g: AdventureGame) => g.table.peek("adventure", 0)[0];
export const adventureCard = (g: AdventureGame): AdventureCard => g.field<AdventureCard>(adventure(g).cardId);

export function setup(g: AdventureGame): void {
  const names = g.options.names ?? g.options.agents.map((_, i) => `P${i + 1}`);
  names.forEach((name) => g.table.addPlayer(name, RESOURCES));
  const all = g.catalogue.cards;
  g.table.create(all.find((c) => c.kind === "adventure")!.id, "adventure", 0);
  for (const id of adventureCard(g).groups) g.table.create(id, "reserve", null);
  const heroes = all.filter((c) => c.kind === "hero").slice(0, names.length);
  const taken = new Set(heroes.flatMap((h) => [h.id, ...g.field<HeroCard>(h.id).deck, ...g.field<HeroCard>(h.id).items]));
  for (const c of all) {
    const zone = SUPPLY.get(c.kind);
    if (zone && !taken.has(c.id)) for (let i = 0; i < (c.kind === "boon" ? 2 : 1); i++) g.table.create(c.id, zone, null);
  }
  g.table.shuffleZone("weakness-deck", null, (xs) => g.rng.shuffle(xs));
  const start = adventureCard(g).start;
  heroes.forEach((hero, seat) => {
    const { deck, items } = g.field<HeroCard>(hero.id);
    g.table.create(hero.id, "hero", seat);
    for (const id of deck) g.table.create(id, "skill-deck", seat);
    const weakness = g.table.peek("weakness-deck")[0];
    if (weakness) g.table.move(weakness.uid, "skill-deck", seat, { quiet: true });
    g.table.shuffleZone("skill-deck", seat, (xs) => g.rng.shuffle(xs));
    for (const id of items) startingTokens(g, g.table.create(id, "items", seat));
    g.board.place(g.seatEntity(seat), start);
    g.log.add(`${g.describe(g.seatEntity(seat))} starts in space ${start} with ${g.table.size("skill-deck", seat)} skill cards`);
  });
  g.raise("adventure-began", {});
}

/** At the end of each shadow phase: lost if a hero fell or the threat reached its limit; won once the beacon is lit. */
export function endCheck(g: AdventureGame): boolean {
  const { threat = 0, lit = 0 } = adventure(g).counters;
  if (g.fallen.length) return end(g, "lost", `${g.fallen[0]} was defeated`);
  if (threat >= adventureCard(g)["threat-limit"]) return end(g, "lost", `the threat reached ${threat}`);
  if (lit) return end(g, "won", "the beacon is lit and the heroes held out");
  return false;
}

function end(g: AdventureGame, outcome: "won" | "lost", reason: string): true {
  g.outcome = outcome;
  g.endReason = reason;
  return true;
}

export function score(g: AdventureGame): void {
  const threat = adventure(g).counters.threat ?? 0;
  g.log.add(`The heroes ${g.outcome === "won" ? "WIN" : "LOSE"} the adventure: ${g.endReason} (round ${g.info.round}, threat ${threat})`);
}
