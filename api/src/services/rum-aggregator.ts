/**
 * Real-user measurements counted in memory and written in batches (issue 35; `POST /api/rum.php`,
 * api/README.md "Real-user measurements and canaries"). A beacon costs no database statement: its
 * events are added to this process's counters per (remote, version, site, hour), and every
 * `flushMs` (and on a graceful stop) the counters go to the database in one multi-row upsert per
 * table (`rum_hourly`, `rum_outcomes`, `rum_vitals` of migration 029), adding to what other
 * processes wrote (`x = x + excluded.x`, histograms element by element). That is what lets one
 * process take thousands of beacons a second.
 *
 * Only versions in the registry count (a cached copy of `remote_versions`, reloaded at most every
 * second when a beacon names one it lacks, and at once after a release through this process), so
 * nobody fills the tables with made-up versions. The
 * shell is not in the registry: per site and hour at most {@link SHELL_VERSIONS_PER_HOUR} of its
 * versions are counted, later ones are dropped.
 */
import type { RumBeacon, RumVital } from '@amora/contracts';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import { bucketOf, emptyHistogram, storedValue } from './rum-histogram.js';

/** Distinct shell versions counted per site and hour. */
export const SHELL_VERSIONS_PER_HOUR = 4;
/** Counter cells held before a flush at most: beyond it new cells are dropped (a database that stopped answering must not grow memory). */
const MAX_CELLS = 50_000;
/** Rows per upsert statement (well under PostgreSQL's 65,535 parameters). */
const ROWS_PER_STATEMENT = 1_000;
/** The registry copy is reloaded after this long anyway, ms… */
const REGISTRY_TTL_MS = 60_000;
/** …and when a beacon names a version it lacks, at most this often, ms. */
const REGISTRY_MISS_RELOAD_MS = 1_000;
const HOUR_MS = 3_600_000;

interface Logger {
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

/** The counters of one remote's version on one site in one hour. */
interface Cell {
  remote: string;
  version: string;
  site: string;
  hour: number;
  page_views: number;
  errors: number;
  load_failures: number;
  retries: number;
  outcomes: Map<string, number>;
  vitals: Map<RumVital, number[]>;
}

export interface RumAggregator {
  /**
   * Counts one validated beacon of `site` (a domain) in the hour of `now`: its page views and
   * vitals for every remote in `versions`, errors (`unknown` → the shell), load failures, retries
   * and outcomes for the remote they name. Remotes whose version is not registered are skipped.
   * Resolves how many events counted for at least one remote.
   */
  add(site: string, beacon: RumBeacon, now?: number): Promise<number>;
  /** Writes the counters taken so far (one transaction, one upsert per table); a failed write keeps them for the next try and rejects. */
  flush(): Promise<void>;
  /** Flushes every `flushMs` (unref'd timer). */
  start(): void;
  /** Stops the timer and flushes what is left (a graceful stop; errors are logged, not thrown). */
  stop(): Promise<void>;
  /** Forgets the cached registry (this process registered a version: its first beacons must count at once). */
  registryChanged(): void;
  /** Counter cells waiting for the next flush, and events dropped because they were full. */
  readonly pending: number;
  readonly dropped: number;
}

export interface RumAggregatorOptions {
  db: Kysely<DB>;
  flushMs: number;
  log: Logger;
}

/** Creates this process's aggregator (plugins/rum.ts). */
export function createRumAggregator({ db, flushMs, log }: RumAggregatorOptions): RumAggregator {
  let cells = new Map<string, Cell>();
  let dropped = 0;
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();
  let registry: { at: number; versions: Set<string> } | null = null;
  let loading: Promise<void> | null = null;
  /** `site\thour` → the shell versions counted there (this hour and the last only). */
  const shellVersions = new Map<string, Set<string>>();

  const reload = (): Promise<void> => {
    loading ??= db
      .selectFrom('remote_versions')
      .select(['name', 'version'])
      .execute()
      .then((rows) => {
        registry = { at: Date.now(), versions: new Set(rows.map((r) => `${r.name}@${r.version}`)) };
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  };

  /** Whether `name@version` is registered (the cached copy, reloaded when stale or missing it). */
  async function registered(name: string, version: string): Promise<boolean> {
    const key = `${name}@${version}`;
    if (!registry || Date.now() - registry.at > REGISTRY_TTL_MS) await reload();
    if (registry?.versions.has(key)) return true;
    if (registry && Date.now() - registry.at > REGISTRY_MISS_RELOAD_MS) await reload();
    return registry?.versions.has(key) ?? false;
  }

  /** Whether the shell's `version` counts on `site` in `hour` (at most SHELL_VERSIONS_PER_HOUR a site and hour). */
  function shellCounts(site: string, hour: number, version: string): boolean {
    const key = `${site}\t${hour}`;
    let seen = shellVersions.get(key);
    if (!seen) {
      for (const k of shellVersions.keys()) if (Number(k.split('\t')[1]) < hour - HOUR_MS) shellVersions.delete(k);
      if (shellVersions.size >= MAX_CELLS) return false;
      seen = new Set();
      shellVersions.set(key, seen);
    }
    if (seen.has(version)) return true;
    if (seen.size >= SHELL_VERSIONS_PER_HOUR) return false;
    seen.add(version);
    return true;
  }

  function cellOf(remote: string, version: string, site: string, hour: number): Cell | null {
    const key = `${remote}\t${version}\t${site}\t${hour}`;
    let cell = cells.get(key);
    if (!cell) {
      if (cells.size >= MAX_CELLS) return null;
      cell = { remote, version, site, hour, page_views: 0, errors: 0, load_failures: 0, retries: 0, outcomes: new Map(), vitals: new Map() };
      cells.set(key, cell);
    }
    return cell;
  }

  /** Adds `from`'s counters into `into`. */
  function merge(into: Cell, from: Cell): void {
    into.page_views += from.page_views;
    into.errors += from.errors;
    into.load_failures += from.load_failures;
    into.retries += from.retries;
    for (const [name, n] of from.outcomes) into.outcomes.set(name, (into.outcomes.get(name) ?? 0) + n);
    for (const [name, buckets] of from.vitals) {
      const mine = into.vitals.get(name) ?? emptyHistogram();
      for (let i = 0; i < buckets.length; i++) mine[i] = (mine[i] ?? 0) + (buckets[i] ?? 0);
      into.vitals.set(name, mine);
    }
  }

  async function write(batch: Cell[]): Promise<void> {
    const sorted = batch.sort((a, b) => (a.remote < b.remote ? -1 : a.remote > b.remote ? 1 : a.version < b.version ? -1 : a.version > b.version ? 1 : a.site < b.site ? -1 : a.site > b.site ? 1 : a.hour - b.hour));
    const hourly = sorted.map((c) => ({ site: c.site, remote: c.remote, version: c.version, hour: new Date(c.hour), page_views: c.page_views, errors: c.errors, load_failures: c.load_failures, retries: c.retries }));
    const outcomes = sorted.flatMap((c) => [...c.outcomes].sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, count]) => ({ site: c.site, remote: c.remote, version: c.version, hour: new Date(c.hour), name, count })));
    const vitals = sorted.flatMap((c) =>
      [...c.vitals].sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, buckets]) => ({ site: c.site, remote: c.remote, version: c.version, hour: new Date(c.hour), name, buckets: sql<number[]>`${`{${buckets.join(',')}}`}::integer[]` })),
    );
    const chunks = <T>(rows: T[]): T[][] => Array.from({ length: Math.ceil(rows.length / ROWS_PER_STATEMENT) }, (_, i) => rows.slice(i * ROWS_PER_STATEMENT, (i + 1) * ROWS_PER_STATEMENT));
    await db.transaction().execute(async (trx) => {
      for (const rows of chunks(hourly)) {
        await trx
          .insertInto('rum_hourly')
          .values(rows)
          .onConflict((oc) =>
            oc.columns(['remote', 'version', 'site', 'hour']).doUpdateSet({
              page_views: sql<number>`rum_hourly.page_views + excluded.page_views`,
              errors: sql<number>`rum_hourly.errors + excluded.errors`,
              load_failures: sql<number>`rum_hourly.load_failures + excluded.load_failures`,
              retries: sql<number>`rum_hourly.retries + excluded.retries`,
            }),
          )
          .execute();
      }
      for (const rows of chunks(outcomes)) {
        await trx
          .insertInto('rum_outcomes')
          .values(rows)
          .onConflict((oc) => oc.columns(['remote', 'version', 'site', 'hour', 'name']).doUpdateSet({ count: sql<number>`rum_outcomes.count + excluded.count` }))
          .execute();
      }
      for (const rows of chunks(vitals)) {
        await trx
          .insertInto('rum_vitals')
          .values(rows)
          .onConflict((oc) => oc.columns(['remote', 'version', 'site', 'hour', 'name']).doUpdateSet({ buckets: sql<number[]>`rum_buckets_add(rum_vitals.buckets, excluded.buckets)` }))
          .execute();
      }
    });
  }

  async function flushOnce(): Promise<void> {
    if (cells.size === 0) return;
    const batch = cells;
    cells = new Map();
    try {
      await write([...batch.values()]);
    } catch (error) {
      // Kept for the next flush, added to what came meanwhile (bounded by MAX_CELLS).
      for (const [key, cell] of batch) {
        const now = cells.get(key);
        if (now) merge(now, cell);
        else if (cells.size < MAX_CELLS) cells.set(key, cell);
        else dropped++;
      }
      throw error;
    }
  }

  /** One flush at a time: a second call waits for the first, then writes what came meanwhile. */
  function flush(): Promise<void> {
    flushing = flushing.catch(() => undefined).then(flushOnce);
    return flushing;
  }

  return {
    async add(site, beacon, now = Date.now()) {
      const hour = Math.floor(now / HOUR_MS) * HOUR_MS;
      const versions = new Map<string, string>();
      for (const [remote, version] of Object.entries(beacon.versions)) {
        // The usual case answers from the cached registry without waiting.
        const known = remote === 'shell' ? shellCounts(site, hour, version) : registry && Date.now() - registry.at <= REGISTRY_TTL_MS && registry.versions.has(`${remote}@${version}`) ? true : await registered(remote, version);
        if (known) versions.set(remote, version);
      }
      if (versions.size === 0) return 0;
      const cell = (remote: string): Cell | null => {
        const version = versions.get(remote);
        if (version === undefined) return null;
        const c = cellOf(remote, version, site, hour);
        if (!c) dropped++;
        return c;
      };
      let counted = 0;
      for (const event of beacon.events) {
        let hit = false;
        switch (event.kind) {
          case 'page_view':
            for (const remote of versions.keys()) {
              const c = cell(remote);
              if (c) {
                c.page_views++;
                hit = true;
              }
            }
            break;
          case 'vital': {
            const bucket = bucketOf(storedValue(event.name, event.value));
            for (const remote of versions.keys()) {
              const c = cell(remote);
              if (!c) continue;
              let buckets = c.vitals.get(event.name);
              if (!buckets) {
                buckets = emptyHistogram();
                c.vitals.set(event.name, buckets);
              }
              buckets[bucket] = (buckets[bucket] ?? 0) + 1;
              hit = true;
            }
            break;
          }
          case 'error': {
            const c = cell(event.remote === 'unknown' ? 'shell' : event.remote);
            if (c) c.errors++;
            hit = c !== null;
            break;
          }
          case 'load_failure': {
            const c = cell(event.remote);
            if (c) c.load_failures++;
            hit = c !== null;
            break;
          }
          case 'retry': {
            const c = cell(event.remote);
            if (c) c.retries++;
            hit = c !== null;
            break;
          }
          case 'outcome': {
            const c = cell(event.remote);
            if (c) c.outcomes.set(event.name, (c.outcomes.get(event.name) ?? 0) + 1);
            hit = c !== null;
            break;
          }
        }
        if (hit) counted++;
      }
      return counted;
    },

    flush,

    registryChanged() {
      registry = null;
    },

    start() {
      if (timer) return;
      timer = setInterval(() => {
        flush().catch((error: unknown) => log.error({ err: error, pending: cells.size }, 'rum: writing the measurements failed; kept for the next try'));
      }, flushMs);
      timer.unref();
    },

    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await flush().catch((error: unknown) => log.error({ err: error, lost: cells.size }, 'rum: the last measurements could not be written at stop'));
    },

    get pending() {
      return cells.size;
    },
    get dropped() {
      return dropped;
    },
  };
}
