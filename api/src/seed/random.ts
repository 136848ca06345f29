/** A small seeded PRNG (mulberry32) so a seed run always produces the same data. */
export class Random {
  #state: number;

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** `n` distinct elements (or all of them when fewer). */
  sample<T>(items: readonly T[], n: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, n);
  }
}

/** Picks from items by weight in O(log n) per pick after an O(n) setup. */
export class WeightedPicker<T> {
  readonly #items: readonly T[];
  readonly #cumulative: number[];

  constructor(items: readonly T[], weight: (item: T) => number) {
    if (items.length === 0) throw new Error('WeightedPicker needs at least one item');
    this.#items = items;
    let sum = 0;
    this.#cumulative = items.map((item) => {
      sum += Math.max(0, weight(item));
      return sum;
    });
  }

  pick(random: Random): T {
    const total = this.#cumulative[this.#cumulative.length - 1] ?? 0;
    const target = random.next() * total;
    let lo = 0;
    let hi = this.#cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.#cumulative[mid] ?? 0) > target) hi = mid;
      else lo = mid + 1;
    }
    return this.#items[lo] as T;
  }
}
