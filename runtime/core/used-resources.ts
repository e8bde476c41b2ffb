/**
 * The `use` verb meaning (game.yaml `means: use`): a player spends resources one at a time, and
 * for each one they have none of, a resource that `stands-in-for` it pays instead (a wild token
 * for a coloured one). The effect remembers what it used, so that a noun can ask what the things
 * it used fit (`fits:`: a resource fits its trait, and a stand-in those of what it stands in for too).
 */
import type { EffectContext } from "../api.ts";
import type { Engine } from "./engine.ts";

/** `seat` spends `amount` of `unit`, each one it lacks paid by the first resource standing in for it that it has. */
export function useResources<V extends object>(e: Engine<V>, ctx: EffectContext, amount: number, unit: string): void {
  const player = e.table.players[e.resolution(ctx).seat];
  const standIns = Object.entries(e.rules.resourceStandIns ?? {}).filter(([, stands]) => stands.includes(unit));
  for (let i = 0; i < amount; i++) {
    const have = (resource: string) => (player.resources[resource] ?? 0) > 0;
    const paid = have(unit) ? unit : (standIns.find(([resource]) => have(resource))?.[0] ?? unit);
    e.table.addResource(player, paid, -1);
    e.resolution(ctx).useResource(paid);
  }
}

/**
 * The traits the resources the effect used fit (`fits:`), a stand-in's own and those of the
 * resources it stands in for; null when the effect used none (nothing restricts what fits).
 */
export function usedFits<V extends object>(e: Engine<V>, ctx: EffectContext): Set<string> | null {
  const used = e.resolution(ctx).used;
  if (!used) return null;
  const { resourceFits: fits, resourceStandIns: standIns } = e.rules;
  const stood = (resource: string) => (standIns && Object.hasOwn(standIns, resource) ? standIns[resource] : []);
  const fitOf = (resource: string) => (fits && Object.hasOwn(fits, resource) ? fits[resource] : []);
  return new Set([...used].flatMap((resource) => [resource, ...stood(resource)]).flatMap(fitOf));
}
