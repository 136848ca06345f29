import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB, RemoteVersionsTable } from '../db/schema.js';
import type { RemoteActivation, RemoteVersion } from '../types.js';

/** What one site runs (issue 14): its version of each remote, and the canaries that take a share of its visitors. */
export interface SiteRemotes {
  remotes: RemoteVersion[];
  canaries: RemoteActivation[];
}

function toRemote(row: Selectable<RemoteVersionsTable>): RemoteVersion {
  return {
    name: row.name,
    version: row.version,
    manifest_url: row.manifest_url,
    active: row.active,
    created_at: row.created_at.toISOString(),
    activated_at: row.activated_at ? row.activated_at.toISOString() : null,
  };
}

/** The runtime registry of micro-frontend remotes (docs/design.md §2, splits and sites of issue 14). */
export function createRemotesRepository(db: Kysely<DB>) {
  /** Every split and per-site row, with its version's manifest URL (of `site` and '' when given). */
  const activations = (sites?: string[]) => {
    let query = db
      .selectFrom('remote_activations as a')
      .innerJoin('remote_versions as v', (join) => join.onRef('v.name', '=', 'a.name').onRef('v.version', '=', 'a.version'))
      .select(['a.name', 'a.site', 'a.kind', 'a.version', 'a.percent', 'a.activated_at', 'a.auto_promote_after_minutes', 'a.auto_promote_min_views', 'v.manifest_url']);
    if (sites) query = query.where('a.site', 'in', sites);
    return query.orderBy('a.name').orderBy('a.site').orderBy('a.kind').execute();
  };
  const toActivation = (row: Awaited<ReturnType<typeof activations>>[number]): RemoteActivation => ({ ...row, activated_at: row.activated_at.toISOString() });

  /** Writes one split or per-site row (replacing the one of its kind, and its auto-promotion: issue 35). */
  const upsertActivation = (
    trx: Kysely<DB>,
    row: { name: string; site: string; kind: 'pin' | 'canary'; version: string; percent: number; auto_promote_after_minutes?: number | null; auto_promote_min_views?: number | null },
  ) => {
    const autoPromote = { auto_promote_after_minutes: row.auto_promote_after_minutes ?? null, auto_promote_min_views: row.auto_promote_min_views ?? null };
    return trx
      .insertInto('remote_activations')
      .values({ ...row, ...autoPromote, activated_at: sql<Date>`clock_timestamp()` })
      .onConflict((oc) => oc.columns(['name', 'site', 'kind']).doUpdateSet({ version: row.version, percent: row.percent, ...autoPromote, activated_at: sql<Date>`clock_timestamp()` }))
      .execute();
  };
  const deleteActivation = (trx: Kysely<DB>, name: string, site: string, kind: 'pin' | 'canary') =>
    trx.deleteFrom('remote_activations').where('name', '=', name).where('site', '=', site).where('kind', '=', kind).executeTakeFirst();

  return {
    /** The active version of every remote, by name. */
    async active(): Promise<RemoteVersion[]> {
      const rows = await db.selectFrom('remote_versions').selectAll().where('active', '=', true).orderBy('name').execute();
      return rows.map(toRemote);
    },

    /** Every registered version of one remote, newest first (by registration). */
    async history(name: string): Promise<RemoteVersion[]> {
      const rows = await db
        .selectFrom('remote_versions')
        .selectAll()
        .where('name', '=', name)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toRemote);
    },

    /**
     * Registers `name@version` (or re-uses it, updating its manifest URL) and makes it the only
     * active version of `name`, in one transaction.
     */
    async release(name: string, version: string, manifestUrl: string): Promise<RemoteVersion> {
      return db.transaction().execute(async (trx) => {
        // A release to everyone ends the split of every site that follows the registry's version.
        await deleteActivation(trx, name, '', 'canary');
        await trx
          .updateTable('remote_versions')
          .set({ active: false })
          .where('name', '=', name)
          .where('active', '=', true)
          .execute();
        const row = await trx
          .insertInto('remote_versions')
          .values({ name, version, manifest_url: manifestUrl, active: true, activated_at: sql<Date>`clock_timestamp()` })
          .onConflict((oc) =>
            oc.columns(['name', 'version']).doUpdateSet({
              manifest_url: manifestUrl,
              active: true,
              activated_at: sql<Date>`clock_timestamp()`,
            }),
          )
          .returningAll()
          .executeTakeFirstOrThrow();
        return toRemote(row);
      });
    },

    /**
     * Re-activates the version of `name` that was active before the current one (the latest
     * `activated_at` before the current version's), ending the split of every site. Returns null
     * when there is none.
     */
    async rollback(name: string): Promise<RemoteVersion | null> {
      return db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('remote_versions')
          .selectAll()
          .where('name', '=', name)
          .where('active', '=', true)
          .executeTakeFirst();
        let previousQuery = trx
          .selectFrom('remote_versions')
          .selectAll()
          .where('name', '=', name)
          .where('active', '=', false)
          .where('activated_at', 'is not', null);
        if (current?.activated_at) previousQuery = previousQuery.where('activated_at', '<', current.activated_at);
        const previous = await previousQuery.orderBy('activated_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
        if (!previous) return null;
        await deleteActivation(trx, name, '', 'canary');
        if (current) {
          // The rolled-back version loses its activation time, so a second rollback goes further back.
          await trx.updateTable('remote_versions').set({ active: false, activated_at: null }).where('id', '=', current.id).execute();
        }
        const row = await trx
          .updateTable('remote_versions')
          .set({ active: true, activated_at: sql<Date>`clock_timestamp()` })
          .where('id', '=', previous.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return toRemote(row);
      });
    },

    /**
     * Registers `name@version` (or updates its manifest URL) without activating it: a canary or a
     * site's version must name a registered version.
     */
    async register(name: string, version: string, manifestUrl: string): Promise<void> {
      await db
        .insertInto('remote_versions')
        .values({ name, version, manifest_url: manifestUrl })
        .onConflict((oc) => oc.columns(['name', 'version']).doUpdateSet({ manifest_url: manifestUrl }))
        .execute();
    },

    /**
     * What the site `domain` runs (issue 14): each remote's version there (its pin, else the active
     * version) and the canaries that apply (the site's own, else — without a pin — the one of every site).
     */
    async forSite(domain: string): Promise<SiteRemotes> {
      const [active, rows] = await Promise.all([this.active(), activations(['', domain])]);
      const own = (name: string, site: string, kind: 'pin' | 'canary') => rows.find((r) => r.name === name && r.site === site && r.kind === kind);
      const names = [...new Set([...active.map((r) => r.name), ...rows.map((r) => r.name)])].sort();
      const remotes: RemoteVersion[] = [];
      const canaries: RemoteActivation[] = [];
      for (const name of names) {
        const pin = own(name, domain, 'pin');
        const base = pin ? { ...(await this.history(name)).find((r) => r.version === pin.version), active: true } : active.find((r) => r.name === name);
        if (base?.version) remotes.push(base as RemoteVersion);
        const canary = own(name, domain, 'canary') ?? (pin ? undefined : own(name, '', 'canary'));
        if (canary && base?.version) canaries.push(toActivation(canary));
      }
      return { remotes, canaries };
    },

    /** Every split and per-site version of every remote and site (`npm run remotes`). */
    async activations(): Promise<RemoteActivation[]> {
      return (await activations()).map(toActivation);
    },

    /**
     * Gives `percent` (1–99) of the visitors of `site` ('' = every site without a pin) the
     * registered version `version`, replacing that site's canary. `autoPromote` (issue 35): the
     * canary judge promotes it once it held `afterMinutes` with `minViews` page views (null: the
     * remote's rules' minimum) and was not worse; without it, only a person promotes.
     */
    async canary(name: string, site: string, version: string, percent: number, autoPromote?: { afterMinutes: number; minViews: number | null } | null): Promise<void> {
      await upsertActivation(db, {
        name,
        site,
        kind: 'canary',
        version,
        percent,
        auto_promote_after_minutes: autoPromote?.afterMinutes ?? null,
        auto_promote_min_views: autoPromote ? autoPromote.minViews : null,
      });
    },

    /**
     * Ends the canary of `name` on `site` if it still gives `version` (issue 35: the canary judge's
     * rollback; its share returns to the site's version). `trx` ends it inside the caller's
     * transaction. Returns whether a canary was ended (false: gone or replaced meanwhile).
     */
    async endCanary(name: string, site: string, version: string, trx: Kysely<DB> = db): Promise<boolean> {
      const result = await trx
        .deleteFrom('remote_activations')
        .where('name', '=', name)
        .where('site', '=', site)
        .where('kind', '=', 'canary')
        .where('version', '=', version)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** Makes the registered `version` the one site `site` runs, ending that site's split. */
    async pin(name: string, site: string, version: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await deleteActivation(trx, name, site, 'canary');
        await upsertActivation(trx, { name, site, kind: 'pin', version, percent: 100 });
      });
    },

    /**
     * Moves the canary of `site` to every visitor of it: for '' the registry's active version
     * (with its history, so `rollback` returns to the one before), else the site's pin.
     * Returns the promoted version, null when the site has no canary.
     */
    async promote(name: string, site: string): Promise<RemoteVersion | null> {
      const canary = (await activations([site])).find((r) => r.name === name && r.kind === 'canary');
      if (!canary) return null;
      if (site === '') return this.release(name, canary.version, canary.manifest_url);
      await this.pin(name, site, canary.version);
      return (await this.forSite(site)).remotes.find((r) => r.name === name) ?? null;
    },

    /**
     * Steps `name` back on `site`: ends its split when it has one; else a site's pin is removed
     * (the site follows the registry again), and for '' the previous active version returns
     * (`rollback` above). Returns what the site runs now, null when there was nothing to undo.
     */
    async stepBack(name: string, site: string): Promise<RemoteVersion | null> {
      const current = () => (site ? this.forSite(site) : this.forSite('')).then((s) => s.remotes.find((r) => r.name === name) ?? null);
      if ((await deleteActivation(db, name, site, 'canary')).numDeletedRows > 0n) return current();
      if (!site) return this.rollback(name);
      if ((await deleteActivation(db, name, site, 'pin')).numDeletedRows > 0n) return current();
      return null;
    },
  };
}

export type RemotesRepository = ReturnType<typeof createRemotesRepository>;
