/**
 * Values after continuous modifiers: a stat, resource or counter of a seat's own entity is its
 * base, plus the modifiers of the seat's live cards (or of cards attached to its entity), plus
 * this round's modifiers, plus modifiers with `to` that select it; `vs` modifiers count only
 * against their match, `while` is evaluated each time. Cached per state version.
 */
import type { EffectApi, EffectContext, Modifier, ModifierTarget, Ref } from "../api.ts";
import { evaluate } from "../api.ts";
import type { DerivedTable } from "./derived-cache.ts";
import type { Engine, RoundModifier } from "./engine.ts";
import type { CardInstance } from "./table.ts";

/** The noun meanings the engine answers from the table alone (meanings.ts). */
const TABLE_NOUNS: ReadonlySet<string> = new Set(["you", "this", "players", "opponents", "cards", "entities", "allies", "enemies"]);

interface LiveModifiers<V extends object> {
  readonly cards: readonly CardInstance[];
  readonly sides: readonly string[];
  readonly modifiers: ReadonlyArray<readonly Modifier<EffectApi<V>>[] | undefined>;
}

export class Values<V extends object> {
  private mods: RoundModifier<EffectApi<V>>[] = [];
  /** Bumped whenever this round's modifiers change. */
  revision = 0;
  /** Whether any card can have a modifier with `to` (most card sets have none: skip the scan). */
  private readonly anyTargetedModifier: boolean;

  constructor(private readonly e: Engine<V>) {
    this.anyTargetedModifier = e.catalogue.hasTargetedModifiers();
    this.targetsOf = e.derived.table();
  }

  get roundModifiers(): readonly RoundModifier<EffectApi<V>>[] {
    return this.mods;
  }

  addRoundModifier(m: RoundModifier<EffectApi<V>>): void {
    this.mods.push(m);
    this.revision++;
  }

  clearRoundModifiers(): void {
    if (!this.mods.length) return;
    this.mods = [];
    this.revision++;
  }

  /** Per seat: cached values by name, and by name and `vs` entity. */
  private readonly cached: Array<DerivedTable<string, number>> = [];
  private readonly cachedVs: Array<DerivedTable<string, number>> = [];

  /**
   * A stat, resource or counter of a seat's own entity: its base, plus the modifiers of the
   * seat's live cards and this round's modifiers, plus modifiers with `to` that select the
   * seat's entity (`vs` modifiers count only against `vs`). Never below 0.
   */
  value(seat: number, name: string, vs: Ref | null = null): number {
    const table = vs ? (this.cachedVs[seat] ??= this.e.derived.table()) : (this.cached[seat] ??= this.e.derived.table());
    const key = vs ? `${name}|${vs.id}` : name;
    const cached = this.e.derived.get(table, key);
    if (cached !== undefined) return cached;
    let total = this.e.baseValue(seat, name);
    const me = this.e.seatEntity(seat);
    const live = this.liveModifiers(seat);
    const cards = live.cards;
    for (let i = 0; i < cards.length; i++) {
      const inst = cards[i];
      // What its side had when the list was made, unless it has turned over since.
      const modifiers = inst.cardId === live.sides[i] ? live.modifiers[i] : this.e.catalogue.effectOf<EffectApi<V>>(inst.cardId)?.modifiers;
      if (!modifiers?.length || this.e.isBlank(inst) || this.e.modifies(inst)?.id !== me.id) continue;
      for (let j = 0; j < modifiers.length; j++) {
        const m = modifiers[j];
        if (m.stat === name && !m.to) total += this.modifierValue(m, this.e.context(seat, inst.uid, inst.cardId), vs);
      }
    }
    // Other players' cards attached to this seat's entity.
    if (this.e.attachments.size) for (const [uid, on] of this.e.attachments) {
      const inst = this.e.table.cards.get(uid);
      if (on.id !== me.id || !inst || inst.owner === null || inst.owner === seat || this.e.modifies(inst)?.id !== me.id || this.e.isBlank(inst)) continue;
      for (const m of this.e.catalogue.effectOf<EffectApi<V>>(inst.cardId)?.modifiers ?? []) {
        if (m.stat === name && !m.to) total += this.modifierValue(m, this.e.context(inst.owner, inst.uid, inst.cardId), vs);
      }
    }
    for (let i = 0; i < this.mods.length; i++) {
      const { seat: s, modifier, ctx } = this.mods[i];
      if (s === seat && modifier.stat === name && !modifier.to) total += this.modifierValue(modifier, ctx, vs);
    }
    total += this.modifiersTo(this.e.seatEntity(seat), name, vs);
    const value = Math.max(0, total);
    this.e.derived.set(table, key, value);
    return value;
  }

  private targetedRoundModifier(): boolean {
    for (let i = 0; i < this.mods.length; i++) if (this.mods[i].modifier.to) return true;
    return false;
  }

  /**
   * A seat's live cards with the side each showed and that side's modifiers, made once per
   * live-card list: values are worked out after nearly every change, and most live cards have
   * no modifier at all.
   */
  private liveModifiers(seat: number): LiveModifiers<V> {
    const cards = this.e.liveCards(seat);
    let live = this.liveMods[seat];
    if (live?.cards === cards) return live;
    const sides: string[] = [];
    const modifiers: Array<readonly Modifier<EffectApi<V>>[] | undefined> = [];
    for (let i = 0; i < cards.length; i++) {
      sides.push(cards[i].cardId);
      modifiers.push(this.e.catalogue.effectOf<EffectApi<V>>(cards[i].cardId)?.modifiers);
    }
    this.liveMods[seat] = live = { cards, sides, modifiers };
    return live;
  }
  private readonly liveMods: Array<LiveModifiers<V>> = [];

  private scanningTargets = false;

  /**
   * The sum of live modifiers with `to` whose selector includes `ref` (`+1 health to each ally`);
   * with `from`, only those of the cards it accepts (a game's rule that counts some sources only:
   * a duel in which only the fighters' own cards count). This round's modifiers come from no card
   * on the table and count only without `from`.
   */
  modifiersTo(ref: Ref, name: string, vs: Ref | null = null, from?: (inst: CardInstance) => boolean): number {
    if (this.scanningTargets || (!this.anyTargetedModifier && !this.targetedRoundModifier())) return 0;
    // Cached per state version like `value` (a rule may ask for every card on the table after
    // each change, and each answer selects every modifier's targets), when every modifier summed
    // depends on the table only (`tableOnly`); `from` is a caller's filter, not a key.
    if (from) return this.sumModifiersTo(ref, name, vs, from);
    const table = (this.cachedTo.get(name) ?? this.cachedTo.set(name, this.e.derived.table()).get(name))!;
    const key = vs ? `${ref.id}|${vs.id}` : ref.id;
    const cached = this.e.derived.get(table, key);
    if (cached !== undefined) return cached;
    const total = this.sumModifiersTo(ref, name, vs, undefined);
    if (this.summedTableOnly) this.e.derived.set(table, key, total);
    return total;
  }
  /** By stat name: the sums of modifiers with `to`, by entity id (and `vs` entity). */
  private readonly cachedTo = new Map<string, DerivedTable<string, number>>();
  /** Whether the last sum read only modifiers whose answer the table alone decides. */
  private summedTableOnly = false;

  private sumModifiersTo(ref: Ref, name: string, vs: Ref | null, from: ((inst: CardInstance) => boolean) | undefined): number {
    // Selecting the targets may read values again: those reads see no targeted modifiers.
    this.scanningTargets = true;
    let tableOnly = true;
    try {
      let total = 0;
      for (const seat of this.e.turnOrder()) {
        for (const inst of this.e.liveCards(seat)) {
          for (const m of this.e.catalogue.effectOf<EffectApi<V>>(inst.cardId)?.modifiers ?? []) {
            if (m.stat !== name || !m.to || (from && !from(inst)) || this.e.isBlank(inst)) continue;
            if (!this.tableOnly(m)) tableOnly = false;
            if (!this.cardTargets(seat, inst, m.to).has(ref.id)) continue;
            total += this.modifierValue(m, this.e.context(seat, inst.uid, inst.cardId), vs);
          }
        }
      }
      if (!from) for (const { modifier, ctx } of this.mods) {
        if (modifier.stat !== name || !modifier.to) continue;
        // A round modifier's selector is read in the context of the effect that made it.
        if (!("chosen" in modifier.to) || !this.tableOnly(modifier)) tableOnly = false;
        if (this.names(ctx, modifier.to, ref)) total += this.modifierValue(modifier, ctx, vs);
      }
      return total;
    } finally {
      this.scanningTargets = false;
      this.summedTableOnly = tableOnly;
    }
  }

  /**
   * Whether a modifier with `to` adds what the table alone decides: a fixed amount, no `while` or
   * `vs`, and targets the engine selects from the table (see `selectsFromTable`). A game's hook
   * noun or condition may read state of its own (the fight going on), which no state version
   * tracks: such a modifier is worked out each time.
   */
  private tableOnly(m: Modifier<EffectApi<V>>): boolean {
    return typeof m.amount === "number" && !m.while && !m.vs && !!m.to && this.selectsFromTable(m.to);
  }

  /**
   * Whether a selector's answer depends on the table only: things chosen, or a noun the engine
   * means itself (not a game's hook, nor an event's argument, nor the map), with `with`/`without`
   * filters that name no noun, in a game with no `is` hook of its own. Worked out once per selector.
   */
  private selectsFromTable(target: ModifierTarget): boolean {
    let known = this.fromTable.get(target);
    if (known !== undefined) return known;
    known = true;
    if (!("chosen" in target)) {
      const nouns = this.e.rules.nouns;
      let meaning = Object.hasOwn(nouns, target.noun) ? nouns[target.noun] : undefined;
      for (let hops = 0; meaning?.kind === "plural" && hops < 10; hops++) meaning = Object.hasOwn(nouns, meaning.of) ? nouns[meaning.of] : undefined;
      if (!meaning || !TABLE_NOUNS.has(meaning.kind) || target.of) known = false;
      for (const f of target.filters) {
        if ("in" in f) continue;
        if (Object.hasOwn(nouns, "with" in f ? f.with : f.without) || this.e.hooks.is) known = false;
      }
    }
    this.fromTable.set(target, known);
    return known;
  }
  private readonly fromTable = new Map<ModifierTarget, boolean>();

  /**
   * The ids a live card's modifier's `to` takes in now: selected once per state version when the
   * table alone decides them (the sum for each entity asks every modifier, and a selector such
   * as `each card with <trait>` walks the seat's cards each time), else each time.
   */
  private cardTargets(seat: number, inst: CardInstance, target: ModifierTarget): ReadonlySet<string> {
    if ("chosen" in target) return new Set(target.chosen.map((r) => r.id));
    const cacheable = this.selectsFromTable(target);
    let byTarget = cacheable ? this.e.derived.get(this.targetsOf, inst.uid) : undefined;
    const known = byTarget?.get(target);
    if (known) return known;
    const ids = new Set<string>();
    for (const r of this.e.rt.select(this.e.context(seat, inst.uid, inst.cardId), target)) ids.add(r.id);
    // Like every derived value, not kept while a requirement is being evaluated (derived-cache.ts).
    if (!cacheable || this.e.derived.evaluating.size) return ids;
    if (!byTarget) this.e.derived.set(this.targetsOf, inst.uid, (byTarget = new Map()));
    byTarget.set(target, ids);
    return ids;
  }
  /** By card instance: the ids each of its modifiers' selectors took in (cardTargets). */
  private readonly targetsOf: DerivedTable<string, Map<ModifierTarget, ReadonlySet<string>>>;

  /** Whether a modifier's `to` or `vs` takes in `ref`: the things chosen when it was made, or its selector now. */
  private names(ctx: EffectContext, target: ModifierTarget, ref: Ref): boolean {
    const refs = "chosen" in target ? target.chosen : this.e.rt.select(ctx, target);
    return refs.some((r) => r.id === ref.id);
  }

  private modifierValue(m: Modifier<EffectApi<V>>, ctx: EffectContext, vs: Ref | null): number {
    if (m.vs && !(vs && this.names(ctx, m.vs, vs))) return 0;
    if (m.while && !m.while(this.e.rt, ctx)) return 0;
    return evaluate(m.amount, this.e.rt, ctx);
  }
}
