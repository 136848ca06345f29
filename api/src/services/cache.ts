import { LRUCache } from 'lru-cache';

/**
 * An in-process read cache with a time-to-live, an entry limit and single-flight loads. Storage,
 * expiry and eviction (least recently used beyond `maxEntries`) are `lru-cache`'s; what is ours is
 * the race-safe invalidation around loads.
 *
 * Invalidation is race-safe: `delete` bumps a generation counter, and a load that was already
 * running when any entry was deleted does not store its (possibly stale) result; `delete` also
 * drops the key's running load, so the next reader after a write queries again.
 */
export class TtlCache<K, V> {
  readonly #entries: LRUCache<K & {}, { value: V }>;
  readonly #pending = new Map<K, Promise<V>>();
  #generation = 0;
  /** Reads by {@link get} served from the cache, and those that loaded (or joined a running load): the hit rate of `/metrics` (issue 33). */
  readonly stats = { hits: 0, misses: 0 };

  /**
   * @param ttlMs how long an entry is served (≤ 0: never stored)
   * @param maxEntries above this, the least recently used entry is dropped
   */
  constructor(
    readonly ttlMs: number,
    readonly maxEntries = 10_000,
  ) {
    this.#entries = new LRUCache({ max: maxEntries, ttl: Math.max(ttlMs, 1), ttlAutopurge: false });
  }

  /** The live entry of `key`, or undefined. */
  peek(key: K): V | undefined {
    return this.#entries.get(key as K & {})?.value;
  }

  /**
   * The cached value of `key`, else the result of `load()` (concurrent misses share one load).
   * `ttl(value)` may shorten the entry's lifetime or, when ≤ 0, keep the value out of the cache.
   */
  get(key: K, load: () => Promise<V>, ttl?: (value: V) => number): Promise<V> {
    const hit = this.peek(key);
    if (hit !== undefined) {
      this.stats.hits++;
      return Promise.resolve(hit);
    }
    this.stats.misses++;
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
    this.#entries.set(key as K & {}, { value }, { ttl: ttlMs });
  }

  /** Forgets `key` at once (and any load of it already running). */
  delete(key: K): void {
    this.#generation++;
    this.#entries.delete(key as K & {});
    this.#pending.delete(key);
  }

  /** Forgets every key whose cached value matches `predicate` (scans the cache), and all running loads. */
  deleteWhere(predicate: (value: V, key: K) => boolean): void {
    this.#generation++;
    this.#pending.clear();
    for (const [key, entry] of this.#entries.entries()) {
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
