import { type Kysely, sql } from 'kysely';

/**
 * 017: splits and per-site activations of remotes (issue 14, docs/design.md §7). The registry's
 * `remote_versions.active` stays the version every site runs; a row here changes that for some
 * visitors:
 * - `pin`: the site `site` (a domain) runs `version` instead (percent 100);
 * - `canary`: `percent` (1–99) of the visitors of `site` (a domain, or '' for every site without
 *   a pin of its own) get `version`, sticky per visitor; the rest get the site's version.
 * At most one of each kind per remote and site.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table remote_activations (
    name text not null,
    site text not null,
    kind text not null check (kind in ('pin', 'canary')),
    version text not null,
    percent integer not null,
    activated_at timestamptz not null default now(),
    primary key (name, site, kind),
    foreign key (name, version) references remote_versions (name, version),
    check ((kind = 'pin' and site <> '' and percent = 100) or (kind = 'canary' and percent between 1 and 99))
  )`.execute(db);
}

/** Reverts 017. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists remote_activations`.execute(db);
}
