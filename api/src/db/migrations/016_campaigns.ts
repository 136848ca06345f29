import { type Kysely, sql } from 'kysely';

/**
 * 016: the operator's mail campaigns (issue 15, spec §3 types `promotions` and `news`): one row per
 * campaign of a site, its subject and text per locale (`{"de": {"subject", "body"}, …}`); the mails
 * themselves are jobs of `notification_jobs` that name the campaign.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table campaigns (
    id serial primary key,
    site_id integer not null references sites(id) on delete cascade,
    kind text not null check (kind in ('promotions', 'news')),
    texts jsonb not null,
    created_at timestamptz not null default now()
  )`.execute(db);
}

/** Reverts 016. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists campaigns`.execute(db);
}
