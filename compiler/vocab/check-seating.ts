/**
 * game.yaml `seating:` (runtime/core/seating.ts), checked against the vocabulary: the figure's
 * type, the side traits and the figures' traits declared; one seating per declared mode, and each
 * with a home for as many players as its mode allows. The places it names are card ids, checked
 * once the cards are read (compiler/check/seating-places.ts).
 */
import { didYouMean } from "../check/suggest.ts";
import type { ContractReport } from "./check-contract.ts";
import type { Vocabulary } from "./vocabulary.ts";

export function checkSeating(v: Vocabulary, report: ContractReport): void {
  const seating = v.seating;
  if (!seating) return;
  const modes = Object.keys(v.modes ?? {});
  const traits = Object.keys(v.traits);
  const unknownTrait = (at: Array<string | number>, trait: string) => {
    if (!Object.hasOwn(v.traits, trait)) report("CS1014", at, `unknown trait \`${trait}\``, didYouMean(trait, traits) ?? "declare it in `traits:`");
  };
  if (!Object.hasOwn(v.types, seating.figure)) report("CS1014", ["seating", "figure"], `unknown type \`${seating.figure}\``, didYouMean(seating.figure, Object.keys(v.types)) ?? "the type of each seat's own figure, declared in `types:`");
  (seating.sides ?? []).forEach((side, i) => unknownTrait(["seating", "sides", i], side));
  if (!modes.length) return report("CS1014", ["seating", "modes"], "seating is by mode, and the game declares no `modes:`", "declare the game's modes, or drop `seating:`", true);
  for (const mode of modes) {
    if (!Object.hasOwn(seating.modes, mode)) report("CS1014", ["seating", "modes"], `the ${mode} mode has no seating`, "give every declared mode its `homes`", true);
  }
  for (const [mode, spec] of Object.entries(seating.modes)) {
    const at = ["seating", "modes", mode];
    if (!Object.hasOwn(v.modes ?? {}, mode)) {
      report("CS1014", at, `no mode \`${mode}\` is declared`, didYouMean(mode, modes) ?? "declare it in `modes:`", true);
      continue;
    }
    const { min, max } = v.modes![mode].players;
    if (spec.homes.length < max) report("CS1014", [...at, "homes"], `the ${mode} mode seats up to ${max} players, and ${spec.homes.length} homes are given`, "a home for each player the mode allows, in seat order");
    for (const [id, figures] of Object.entries(spec.figures ?? {})) {
      if (figures.each !== undefined) unknownTrait([...at, "figures", id, "each"], figures.each);
      const home = figures["home-of"];
      if (home !== undefined && home > min) report("CS1014", [...at, "figures", id, "home-of"], `seat ${home} is not there in every ${mode} game (${min} players at least)`, "name a seat every game of the mode has");
    }
  }
}
