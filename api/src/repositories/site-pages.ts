import type { Kysely, Selectable } from 'kysely';
import type { DB, SitePagesTable } from '../db/schema.js';
import type { SitePage } from '../types.js';

const toPage = (row: Selectable<SitePagesTable>): SitePage => ({
  token: row.token,
  locale: row.locale,
  title: row.title,
  body: row.body,
  updated_at: row.updated_at.toISOString(),
});

/** The `/{token}` static pages of each site, a title and body per locale (issue 13). */
export function createSitePagesRepository(db: Kysely<DB>) {
  return {
    /**
     * The page `token` of a site in the first of `locales` it exists in (the visitor's locale,
     * then the site's default), or in any locale when none of them has it; null when the site
     * has no page of that token.
     */
    async find(siteId: number, token: string, locales: readonly string[]): Promise<SitePage | null> {
      const rows = await db.selectFrom('site_pages').selectAll().where('site_id', '=', siteId).where('token', '=', token).orderBy('locale').execute();
      const preferred = locales.map((locale) => rows.find((row) => row.locale === locale)).find(Boolean) ?? rows[0];
      return preferred ? toPage(preferred) : null;
    },

    /** Writes (creates or replaces) the page `token` of a site in one locale. */
    async put(siteId: number, page: { token: string; locale: string; title: string; body: string }): Promise<SitePage> {
      const row = await db
        .insertInto('site_pages')
        .values({ site_id: siteId, ...page })
        .onConflict((oc) => oc.columns(['site_id', 'token', 'locale']).doUpdateSet({ title: page.title, body: page.body, updated_at: new Date() }))
        .returningAll()
        .executeTakeFirstOrThrow();
      return toPage(row);
    },

    /** Every page of a site in every locale, by token then locale (the console's list; issue 31). */
    async list(siteId: number): Promise<SitePage[]> {
      const rows = await db.selectFrom('site_pages').selectAll().where('site_id', '=', siteId).orderBy('token').orderBy('locale').limit(1000).execute();
      return rows.map(toPage);
    },

    /** Removes the page `token` of a site in one locale, or in every locale when `locale` is null. Returns how many were removed. */
    async remove(siteId: number, token: string, locale: string | null): Promise<number> {
      let query = db.deleteFrom('site_pages').where('site_id', '=', siteId).where('token', '=', token);
      if (locale) query = query.where('locale', '=', locale);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
