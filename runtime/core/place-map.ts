/**
 * The map a game declares (game.yaml `map: { places, routes, pieces, moves }`), built from its
 * cards: the PlaceGraph of the place and route cards, and the MapTable holding the game's state on
 * it with the declared piece rules and move costs. A game asks `mapFromRules` instead of
 * configuring the graph and table itself.
 */
import { MapTable } from "./map-table.ts";
import { graphFromCards, type PlaceGraph } from "./place-graph.ts";
import type { PlaceMapRule } from "./rules.ts";

/** A card as the map reads it: its id, kind and fields by name. */
interface MapCard {
  readonly id: string;
  readonly kind: string;
}

/** The place graph the declared map draws from the cards (places in card order, then the routes). */
export function placeGraphFromRules(rule: PlaceMapRule, cards: readonly MapCard[]): PlaceGraph {
  return graphFromCards(cards, { places: rule.places, ...(rule.routes ? { routes: rule.routes } : {}) });
}

/** A fresh table on the declared map (no pieces declared: none may be built). */
export function mapFromRules(rules: { readonly game: string; readonly placeMap?: PlaceMapRule }, cards: readonly MapCard[]): MapTable {
  const rule = rules.placeMap;
  if (!rule) throw new Error(`the ${rules.game} rules declare no map of places`);
  const pieces = rule.pieces ?? { perPlayer: 0 };
  return new MapTable(placeGraphFromRules(rule, cards), {
    perPlayer: pieces.perPlayer,
    ...(pieces.notOn !== undefined ? { forbiddenTag: pieces.notOn } : {}),
    ...(rule.moves ? { moves: rule.moves } : {}),
  });
}
