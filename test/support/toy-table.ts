/**
 * A toy table for engine tests: Ann and Bob seated, the catalogue of the cards a test gives, the
 * rules it gives (toyRules plus the meanings it tries), and no game hooks: what the engine does
 * alone. A test needing more subclasses it.
 */
import type { EffectApi } from "../../runtime/api.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules } from "../../runtime/core/rules.ts";

export class ToyTable<V extends object = object> extends Engine<V> {
  readonly hooks: GameHookSet<V> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };

  constructor(rules: GameRules<EffectApi<V>>, cards: readonly CatalogueCard[] = []) {
    super(rules, new Catalogue(cards), { seed: 1, agents: [], resourceBounds: {}, counterBounds: {} });
    this.table.addPlayer("Ann", []);
    this.table.addPlayer("Bob", []);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
}
