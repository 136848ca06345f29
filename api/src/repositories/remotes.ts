import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB, RemoteVersionsTable } from '../db/schema.js';
import type { RemoteVersion } from '../types.js';

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

/** The runtime registry of micro-frontend remotes (DESIGN.md §2). */
export function createRemotesRepository(db: Kysely<DB>) {
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
     * `activated_at` before the current version's). Returns null when there is none.
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
  };
}

export type RemotesRepository = ReturnType<typeof createRemotesRepository>;
