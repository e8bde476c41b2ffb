/**
 * Damage an event carries toward an entity (the event's `damage:` in the rules), held while its
 * Responses run. A Response may prevent part of it (a game's blocks) or redirect part of it onto
 * another entity (a verb meaning `redirect`); the event's raiser then deals what is left of each
 * part through its own damage path, once, with `settle`.
 */
import type { EventInfo, Ref } from "../api.ts";

interface Part {
  readonly target: Ref;
  amount: number;
  prevented: number;
}

export class PendingDamage {
  /** The original target's part first, then one per entity damage was redirected onto, in that order. */
  private readonly parts: Part[];
  private done = false;

  constructor(
    readonly event: EventInfo,
    target: Ref,
    amount: number,
  ) {
    this.parts = [{ target, amount: Math.max(0, amount), prevented: 0 }];
  }

  /** The entity the event's damage was meant for. */
  get target(): Ref {
    return this.parts[0].target;
  }

  get settled(): boolean {
    return this.done;
  }

  /** What `target` would take now: its part less what was prevented on it (0 when it has none). */
  left(target: Ref = this.target): number {
    const p = this.part(target);
    return p ? Math.max(0, p.amount - p.prevented) : 0;
  }

  /**
   * Prevents up to `n` of the part meant for `target`, or of the original target's when `target`
   * has none (a block names what it protects; nothing else is about to be hit). Returns the
   * entity whose part it went to.
   */
  prevent(target: Ref, n: number): Ref {
    const p = this.part(target) ?? this.parts[0];
    if (n > 0 && !this.done) p.prevented += n;
    return p.target;
  }

  /** Moves up to `n` of what the original target would still take onto `onto`; returns how much moved. */
  redirect(onto: Ref, n: number): number {
    if (this.done || onto.id === this.target.id) return 0;
    const moved = Math.min(Math.max(0, n), this.left());
    if (moved <= 0) return 0;
    this.parts[0].amount -= moved;
    const p = this.part(onto);
    if (p) p.amount += moved;
    else this.parts.push({ target: onto, amount: moved, prevented: 0 });
    return moved;
  }

  /**
   * Deals each part once: the redirected ones first, then the original target's, so that the
   * raising effect's latest damage (what its damage facts describe) is the one it aimed.
   */
  settle(deal: (target: Ref, amount: number) => void): void {
    if (this.done) return;
    this.done = true;
    for (const p of [...this.parts.slice(1), this.parts[0]]) deal(p.target, Math.max(0, p.amount - p.prevented));
  }

  private part(target: Ref): Part | undefined {
    return this.parts.find((p) => p.target.id === target.id);
  }
}
