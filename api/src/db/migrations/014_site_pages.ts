import { type Kysely, sql } from 'kysely';

/**
 * 014: the `/{token}` static pages of spec §2 (issue 13): kept per site, a title and a body per
 * locale, written by an operator (`npm run page`, `PUT /api/pages.php` with the deploy token).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table site_pages (
    site_id integer not null references sites(id) on delete cascade,
    token text not null,
    locale text not null,
    title text not null,
    body text not null,
    updated_at timestamptz not null default now(),
    primary key (site_id, token, locale)
  )`.execute(db);
}

/** Reverts 014. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists site_pages`.execute(db);
}
