/**
 * Scenario support for a game played on a map (the MapTable its hooks hand over): the table's
 * support (table-support.ts) plus player keys naming places, each a place id or a list of them,
 * as game.yaml's `scenario.player.map` names them: where the seat's figure stands (`at`), the
 * places its token is on (`holds`) and the places it marked (`marks`: goals completed there),
 * with any keys the game reads itself (`reads`). A value that is no card of the `place-kinds`
 * is a problem of the file.
 */
import type { MapTable } from "../core/map-table.ts";
import { playAsTeam } from "../core/team-play.ts";
import { tableScenario, type TableGame } from "./table-support.ts";
import type { AnyEngine } from "./table-values.ts";
import type { Scenario, ScenarioSupport } from "./types.ts";

/** What the game says of a seat on its map; the keys themselves are game.yaml's (`scenario.player.map`). */
export interface MapKeys<E extends AnyEngine> {
  /** The seat's figure on the map. */
  figure(e: E, seat: number): string;
  /** What the game sets up for a seat before the keys are placed; `place(key)` reads a key's first place. Returns where the figure stands when the file does not say. */
  seat(e: E, seat: number, place: (key: string) => string | undefined): string;
}

/** A key's places: one id, a list of them, or none. */
const placeList = (value: unknown): string[] => (value === undefined ? [] : Array.isArray(value) ? value.map(String) : [String(value)]);

export function mapScenario<E extends AnyEngine>(game: Omit<TableGame<E>, "seat">, keys: MapKeys<E>): ScenarioSupport {
  const [declared, modes] = [game.table.mapKeys, game.table.modes];
  if (!declared) throw new Error(`the ${game.table.game} scenario section declares no map keys (\`player: map:\`)`);
  const scenarios = new WeakMap<E, Scenario>();
  const names = [declared.at, declared.holds, declared.marks, ...declared.reads];
  const isPlace = (id: string) => game.catalogue.has(id) && declared.placeKinds.includes(game.catalogue.card(id).kind);
  const table = tableScenario<E>({
    ...game,
    newGame: (s, options) => {
      const e = game.newGame(s, options);
      scenarios.set(e, s);
      // a team mode's players are one team, sharing the map (runtime/core/team-play.ts)
      if (modes) playAsTeam(e, modes, s.players.map((_, seat) => seat), e.hooks.map as MapTable);
      return e;
    },
    seat: (e, seat) => {
      const fields = scenarios.get(e)!.players[seat].fields;
      const map = e.hooks.map as MapTable;
      const start = keys.seat(e, seat, (key) => placeList(fields[key])[0]);
      for (const place of placeList(fields[declared.holds])) map.hold(place, seat);
      for (const place of placeList(fields[declared.marks])) map.mark(place, seat);
      map.put(keys.figure(e, seat), placeList(fields[declared.at])[0] ?? start);
    },
  });
  return {
    ...table,
    playerKeys: [...table.playerKeys, ...names],
    validate: (s) => [
      ...table.validate(s),
      ...(s.mode !== undefined && modes && !modes.some((m) => m.name === s.mode) ? [{ path: ["mode"], message: `no mode \`${s.mode}\` (modes: ${modes.map((m) => m.name).join(", ")})` }] : []),
      ...s.players.flatMap((p) =>
        names.flatMap((key) =>
          placeList(p.fields[key])
            .filter((v) => !isPlace(v))
            .map((v) => ({ path: [...p.path, key], message: `no place \`${v}\` on the map` })),
        ),
      ),
    ],
  };
}
