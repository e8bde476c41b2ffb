/**
 * Response windows: before a respondable event resolves, each player holding a usable
 * `response to <event>` is asked, in turn order, whether to use one. A card in a zone that is
 * not live (the hand) is played as a Response; a card in a live zone uses its ability. Nobody
 * is asked who holds nothing usable, so whether a prompt appears tells the others nothing. A
 * card answers at most once per round; with `stack: false` a response cannot itself be answered.
 */
import type { EffectApi, EventInfo } from "../api.ts";
import { LazyDecision } from "./agents.ts";
import type { Engine } from "./engine.ts";
import { argsMatch } from "./events.ts";
import { playZone } from "./procedure.ts";

interface ResponseOption {
  readonly uid: string;
  readonly seat: number;
  readonly played: boolean;
  readonly index: number;
}

/** Asks every player who can respond; returns how many did. */
export function responseWindow<V extends object>(e: Engine<V>, event: EventInfo, listening: ReadonlySet<string> = e.events.responders(event.name)): number {
  if (e.events.answering && !e.rules.responses.stack) return 0;
  let responses = 0;
  const outer = e.events.answering;
  e.events.answering = true;
  try {
    for (const seat of e.turnOrder()) {
      const options = usableResponses(e, seat, event, listening);
      if (!options.length) continue;
      // What is happening, the options' names and the advice are written only for agents that read them.
      const choice = e.ask(
        new LazyDecision(
          seat,
          "respond",
          () => `${e.describeEvent(event)}: respond?`,
          options.length + 1,
          () => ["no response", ...options.map((o) => `${e.catalogue.name(e.table.card(o.uid).cardId)}${o.played ? " (from hand)" : ""}`)],
          () => [0, ...options.map((o) => (o.played ? 1 : 2))],
          () => [null, ...options.map((o) => e.table.card(o.uid).cardId)],
        ),
      );
      if (choice === 0) continue;
      respond(e, options[choice - 1], event);
      responses++;
    }
  } finally {
    e.events.answering = outer;
  }
  return responses;
}

function usableResponses<V extends object>(e: Engine<V>, seat: number, event: EventInfo, listening: ReadonlySet<string>): readonly ResponseOption[] {
  let out: ResponseOption[] | undefined;
  // Indexed loops: this runs for every player on every respondable event, and iterators allocate.
  const zones = e.rules.responses.from;
  for (let z = 0; z < zones.length; z++) {
    const zone = zones[z];
    const played = !e.isLiveZone(zone);
    const cards = e.table.peek(zone, seat);
    for (let c = 0; c < cards.length; c++) {
      const inst = cards[c];
      if (!listening.has(inst.cardId) || e.respondedThisRound.has(inst.uid)) continue;
      if (played ? !e.meetsRequirements(seat, inst.cardId) : e.isBlank(inst)) continue;
      const abilities = e.catalogue.effectOf<EffectApi<V>>(inst.cardId)?.abilities ?? [];
      for (let index = 0; index < abilities.length; index++) {
        const t = abilities[index].trigger;
        if (t.kind !== "response" || t.event !== event.name) continue;
        const ctx = played ? e.context(seat, inst.uid, inst.cardId, event) : e.cardContext(seat, inst, event);
        if (t.condition && !t.condition(e.rt, ctx)) continue;
        if (argsMatch(e, ctx, t.args, event.args) && e.canRun(ctx, abilities[index], index, inst.uid)) (out ??= []).push({ uid: inst.uid, seat, played, index });
      }
    }
  }
  return out ?? NONE;
}
const NONE: readonly ResponseOption[] = [];

function respond<V extends object>(e: Engine<V>, pick: ResponseOption, event: EventInfo): void {
  const inst = e.table.card(pick.uid);
  e.log.add(`${e.seatName(pick.seat)} responds with ${e.catalogue.name(inst.cardId)}`);
  if (pick.played) {
    const zone = playZone(e, inst.cardId);
    e.table.move(inst.uid, zone, e.isPerPlayerZone(zone) ? pick.seat : null);
    e.cardsPlayed.push([pick.seat, inst.cardId]);
  }
  e.respondedThisRound.add(inst.uid);
  // A live entity card answers as itself (`another ally` is not it), as its triggers do.
  const ctx = pick.played ? e.context(pick.seat, inst.uid, inst.cardId, event) : e.cardContext(pick.seat, inst, event);
  e.resolution(ctx).usedAsResponse = pick.played;
  e.runAbility(ctx, e.catalogue.effectOf<EffectApi<V>>(inst.cardId)!.abilities[pick.index], pick.index, inst.uid);
  if (pick.played) {
    if (e.traitRules.usedGoesTo(inst.cardId)) e.usedCards.add(inst.uid);
    if (e.traitRules.hasAfterUse(inst.cardId)) e.traitRules.afterUse(inst.cardId, e.rt, e.context(pick.seat, inst.uid, inst.cardId));
  }
}
