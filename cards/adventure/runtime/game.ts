/**
 * A game of the app-driven adventure on the generic engine. The engine runs events, Responses,
 * modifiers, the round, the damage rules and the enemies' behaviour tables from RULES; this class
 * keeps what the app would (the attack being made, banners, the heroes who fell) and answers the
 * names game.yaml leaves to `hook` (hooks.ts).
 */
import type { EventInfo, Ref } from "../../../runtime/api.ts";
import { Catalogue, type CatalogueCard } from "../../../runtime/core/catalogue.ts";
import type { Board } from "../../../runtime/core/space-map.ts";
import { Engine } from "../../../runtime/core/engine.ts";
import type { PlayOptions } from "../../../runtime/core/game-module.ts";
import { Resolution, type EngineContext } from "../../../runtime/core/resolution.ts";
import type { CardInstance } from "../../../runtime/core/table.ts";
import { cards, COUNTER_BOUNDS, RESOURCE_BOUNDS, RULES, type AdventureVerbs } from "../../../generated/adventure/index.ts";
import { makeHooks } from "./hooks.ts";

export const CATALOGUE = new Catalogue(cards as unknown as readonly CatalogueCard[]);

export interface GameOptions extends Omit<PlayOptions, "onStep"> {
  onStep?: (game: AdventureGame) => void;
}

export class AdventureGame extends Engine<AdventureVerbs> {
  /** The enemy group the hero is attacking (`target`). */
  attackTarget: Ref | null = null;
  /** The banner token beside each group that has one, by card uid. */
  readonly banners = new Map<string, string>();
  /** Heroes defeated this adventure: one is enough to lose it. */
  readonly fallen: string[] = [];
  outcome: "won" | "lost" | null = null;
  /** The map (game.yaml's `map:`): the space cards and where each hero and group stands. */
  declare readonly board: Board<AdventureVerbs>;
  readonly hooks = makeHooks(this);

  constructor(readonly options: GameOptions) {
    super(RULES, CATALOGUE, { seed: options.seed, agents: options.agents, onLog: options.onLog, resourceBounds: RESOURCE_BOUNDS, counterBounds: COUNTER_BOUNDS });
  }

  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }

  override afterStep(): void {
    this.options.onStep?.(this);
  }

  /** A card's fields as its kind declares them. */
  field<T>(cardId: string): Partial<T> & T {
    return (this.catalogue.has(cardId) ? this.catalogue.card(cardId) : {}) as unknown as T;
  }

  /** Map and space cards act for the hero the event is about (the one who attacked, provoked or interacted), else the first player. */
  override sharedContext(inst: CardInstance, event: EventInfo): EngineContext<Resolution> {
    const by = event.args.by as Ref | undefined;
    const seat = by && typeof by === "object" ? this.controllerOf(by) : null;
    return this.cardContext(seat ?? this.turnOrder()[0], inst, event);
  }

  /** A group with a banner is known by it: `Orcs (blue banner)`. */
  override describe(ref: Ref): string {
    const inst = this.table.cards.get(ref.id);
    const elite = inst && this.field<{ banner?: string }>(inst.cardId).banner;
    const banner = this.banners.get(ref.id) ?? (elite ? `red ${elite}` : undefined);
    return banner ? `${this.catalogue.name(inst!.cardId)} (${banner} banner)` : super.describe(ref);
  }

  /** Enemy groups on the map, in the order the app placed them. */
  enemies(): readonly Ref[] {
    return this.entities.ofType("enemy");
  }

  /** The hero card a seat plays. */
  override avatarCard(seat: number): string | undefined {
    return this.table.peek("hero", seat)[0]?.cardId;
  }
}
