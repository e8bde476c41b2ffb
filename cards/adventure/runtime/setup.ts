/**
 * Setting out the adventure, and its end: the app's map, groups and supplies, one hero per seat
 * with a shuffled skill deck (one weakness in it) and items, trinkets filled, then the adventure
 * begins (the adventure card places its first groups).
 */
import { RESOURCES } from "../../../generated/adventure/index.ts";
import type { AdventureGame } from "./game.ts";
import { fillTrinket } from "./hooks.ts";

type AdventureCard = { readonly start: number; readonly "threat-limit": number; readonly groups: readonly string[] };
type HeroCard = { readonly deck: readonly string[]; readonly items: readonly string[] };

/** Where each kind of card waits at the start, unless a hero takes it. */
const SUPPLY: Readonly<Record<string, string>> = { space: "spaces", title: "unused-titles", weakness: "weakness-deck", boon: "boon-supply", item: "unused", skill: "unused", hero: "unused" };

export const adventureCard = (g: AdventureGame): AdventureCard => g.field<AdventureCard>(g.table.peek("adventure", 0)[0].cardId);

export function setup(g: AdventureGame): void {
  const names = g.options.names ?? g.options.agents.map((_, i) => `P${i + 1}`);
  names.forEach((name) => g.table.addPlayer(name, RESOURCES));
  const all = g.catalogue.cards;
  const adventure = all.find((c) => c.kind === "adventure")!;
  g.table.create(adventure.id, "adventure", 0);
  for (const id of adventureCard(g).groups) g.table.create(id, "reserve", null);
  const heroCards = all.filter((c) => c.kind === "hero");
  // Two of each boon; the skill and item cards no hero starts with lie unused.
  const taken = new Set(heroCards.slice(0, names.length).flatMap((h) => [h.id, ...g.field<HeroCard>(h.id).deck, ...g.field<HeroCard>(h.id).items]));
  for (const c of all) if (Object.hasOwn(SUPPLY, c.kind) && !taken.has(c.id)) for (let i = c.kind === "boon" ? 0 : 1; i < 2; i++) g.table.create(c.id, SUPPLY[c.kind], null);
  g.table.shuffleZone("weakness-deck", null, (xs) => g.rng.shuffle(xs));
  names.forEach((_, seat) => {
    const hero = heroCards[seat];
    g.table.create(hero.id, "hero", seat);
    for (const id of g.field<HeroCard>(hero.id).deck) g.table.create(id, "skill-deck", seat);
    const weakness = g.table.peek("weakness-deck")[0];
    if (weakness) g.table.move(weakness.uid, "skill-deck", seat, { quiet: true });
    g.table.shuffleZone("skill-deck", seat, (xs) => g.rng.shuffle(xs));
    for (const id of g.field<HeroCard>(hero.id).items) fillTrinket(g, g.table.create(id, "items", seat).uid);
    g.board.place(g.seatEntity(seat), adventureCard(g).start);
    g.log.add(`${g.describe(g.seatEntity(seat))} starts in space ${adventureCard(g).start} with ${g.table.size("skill-deck", seat)} skill cards`);
  });
  g.raise("adventure-began", {});
}

/** At the end of each shadow phase: lost if a hero fell or the threat reached its limit; won once the beacon is lit. */
export function endCheck(g: AdventureGame): boolean {
  const card = g.table.peek("adventure", 0)[0];
  const threat = card.counters.threat ?? 0;
  if (g.fallen.length) g.endReason = `${g.fallen[0]} was defeated`;
  else if (threat >= adventureCard(g)["threat-limit"]) g.endReason = `the threat reached ${threat}`;
  else if (card.counters.lit) g.endReason = "the beacon is lit and the heroes held out";
  else return false;
  g.outcome = g.endReason.startsWith("the beacon") ? "won" : "lost";
  return true;
}

export function score(g: AdventureGame): void {
  g.log.add(`The heroes ${g.outcome === "won" ? "WIN" : "LOSE"} the adventure: ${g.endReason} (round ${g.info.round}, threat ${g.table.peek("adventure", 0)[0].counters.threat ?? 0})`);
}
