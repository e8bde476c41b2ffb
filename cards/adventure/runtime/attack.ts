/**
 * A hero's attack: a test of the stat (cards revealed from the skill deck, their success icons),
 * the hero's Responses (`testing`), the chosen items' abilities (`tested`), the hits applied (less
 * the group's Armored bonus), then the group's counterattack (`attacked`).
 */
import type { EffectContext, Ref } from "../../../runtime/api.ts";
import { reveal } from "../../../runtime/core/deck-top.ts";
import type { AdventureGame } from "./game.ts";
import { plural } from "./hooks.ts";

/** Response windows in one test: a bound for bots, not a rule (a hero runs out of Responses first). */
const MAX_WINDOWS = 5;

export function attack(g: AdventureGame, ctx: EffectContext, target: Ref, stat: string): void {
  const seat = g.resolution(ctx).seat;
  const player = g.table.players[seat];
  const hero = g.seatEntity(seat);
  const clear = () => ["success", "hit"].forEach((r) => g.table.addResource(player, r, -player.resources[r]));
  clear();
  const revealed = reveal(g, seat, g.value(seat, stat), "skill-deck", "revealed");
  const successes = revealed.reduce((n, id) => n + (g.field<{ successes?: number }>(id).successes ?? 0), 0);
  const names = revealed.map((id) => g.catalogue.name(id)).join(", ") || "nothing";
  g.log.add(`${g.describe(hero)} attacks ${g.describe(target)}, testing ${stat}: reveals ${names} (${successes} success${successes === 1 ? "" : "es"})`);
  g.table.addResource(player, "success", successes);
  // Each window lets a hero use one Response; they may go on answering while they have any.
  let answered = 1;
  for (let i = 0; answered && i < MAX_WINDOWS; i++) g.raise("testing", { by: hero }, {}, (n) => (answered = n));
  g.raise("tested", { by: hero });
  const hits = Math.max(0, player.resources.hit - g.catalogue.traitNumber(g.table.card(target.id).cardId, "Armored"));
  g.log.add(`${g.describe(hero)} deals ${plural(hits, "hit")} to ${g.describe(target)}`);
  clear();
  for (const c of g.table.inZone("revealed", seat)) g.table.move(c.uid, "skill-discard", seat, { quiet: true });
  if (hits > 0) g.damage!.deal(ctx, target, hits);
  if (g.table.card(target.id).zone === "map") g.raise("attacked", { on: target, by: hero });
}
