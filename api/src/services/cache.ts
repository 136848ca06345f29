/**
 * A small in-process read cache with a time-to-live, an entry limit and single-flight loads.
 *
 * Invalidation is race-safe: `delete` bumps a generation counter, and a load that was already
 * running when any entry was deleted does not store its (possibly stale) result; `delete` also
 * drops the key's running load, so the next reader after a write queries again.
 */
export class TtlCache<K, V> {
  readonly #entries = new Map<K, { value: V; expires: number }>();
  readonly #pending = new Map<K, Promise<V>>();
  #generation = 0;

  /**
   * @param ttlMs how long an entry is served (≤ 0: never stored)
   * @param maxEntries above this, the entry stored longest ago is dropped
   */
  constructor(
    readonly ttlMs: number,
    readonly maxEntries = 10_000,
  ) {}

  /** The live entry of `key`, or undefined. */
  peek(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /**
   * The cached value of `key`, else the result of `load()` (concurrent misses share one load).
   * `ttl(value)` may shorten the entry's lifetime or, when ≤ 0, keep the value out of the cache.
   */
  get(key: K, load: () => Promise<V>, ttl?: (value: V) => number): Promise<V> {
    const hit = this.peek(key);
    if (hit !== undefined) return Promise.resolve(hit);
    const running = this.#pending.get(key);
    if (running) return running;
    const generation = this.#generation;
    const done = () => {
      if (this.#pending.get(key) === promise) this.#pending.delete(key);
    };
    const promise: Promise<V> = load().then(
      (value) => {
        done();
        if (generation === this.#generation) this.set(key, value, ttl ? Math.min(this.ttlMs, ttl(value)) : this.ttlMs);
        return value;
      },
      (error: unknown) => {
        done();
        throw error;
      },
    );
    this.#pending.set(key, promise);
    return promise;
  }

  /** Stores `value` for `ttlMs` (default: the cache's TTL). */
  set(key: K, value: V, ttlMs = this.ttlMs): void {
    if (!(ttlMs > 0)) return;
    this.#entries.delete(key);
    this.#entries.set(key, { value, expires: Date.now() + ttlMs });
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }

  /** Forgets `key` at once (and any load of it already running). */
  delete(key: K): void {
    this.#generation++;
    this.#entries.delete(key);
    this.#pending.delete(key);
  }

  /** Forgets every key whose cached value matches `predicate` (scans the cache), and all running loads. */
  deleteWhere(predicate: (value: V, key: K) => boolean): void {
    this.#generation++;
    this.#pending.clear();
    for (const [key, entry] of this.#entries) {
      if (predicate(entry.value, key)) this.#entries.delete(key);
    }
  }

  /** Forgets everything. */
  clear(): void {
    this.#generation++;
    this.#entries.clear();
    this.#pending.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
