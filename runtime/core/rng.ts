/**
 * Seeded pseudo-random numbers (sfc32, seeded through splitmix32). A game is a function of
 * (card set, seed, decisions): every die roll and shuffle draws from here, never Math.random.
 */
/** The `k`-th output of splitmix32 seeded with `seed` (k from 1). */
function splitmix32(seed: number, k: number): number {
  let z = (seed + Math.imul(0x9e3779b9, k)) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    const s = seed >>> 0;
    this.a = splitmix32(s, 1);
    this.b = splitmix32(s, 2);
    this.c = splitmix32(s, 3);
    this.d = splitmix32(s, 4);
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  nextUint32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** A whole number in [0, n). */
  int(n: number): number {
    if (n <= 0) throw new RangeError(`Rng.int needs a positive bound, got ${n}`);
    return this.nextUint32() % n;
  }

  /** A die roll: 1..sides. */
  die(sides: number): number {
    return this.int(sides) + 1;
  }

  /** Fisher-Yates, in place. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [items[i], items[j]] = [items[j], items[i]];
    }
    return items;
  }
}
