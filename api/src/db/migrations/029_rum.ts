import { type Kysely, sql } from 'kysely';

/**
 * 029: real-user measurements and canaries that judge themselves (issue 35; api/README.md
 * "Real-user measurements and canaries").
 * - `rum_hourly`: per remote, version, site (domain) and hour (UTC, `date_trunc('hour', …)`) the
 *   page views, uncaught errors, load failures and retries that browsers reported
 *   (`POST /api/rum.php`); `shell` is a remote name here too.
 * - `rum_outcomes`: the same key plus an outcome name (`signup_completed`, …): how many.
 * - `rum_vitals`: the same key plus a web vital (LCP, INP, CLS, TTFB): a histogram of its values in
 *   the fixed log-spaced buckets of services/rum-histogram.ts (ms; CLS × 1000), so the p75 of any
 *   span of hours comes from the summed buckets. `rum_buckets_add` sums two histograms element
 *   by element (the flush's upsert).
 *   All three are kept 30 days (the `rum-retention` job) and hold nothing personal.
 * - `remote_canary_rules`: the judge's rules per remote; a remote without a row is judged by the
 *   defaults written here, the same as CANARY_RULE_DEFAULTS of @amora/contracts.
 * - `remote_activations` gains `auto_promote_after_minutes` / `auto_promote_min_views`: a canary
 *   released with `--auto-promote` is promoted once it held that long with that many page views.
 * - `canary_decisions`: every automatic rollback or promotion, with the comparison it was made on.
 * Primary keys lead with remote and version: the judge reads one remote's two versions over hours.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table rum_hourly (
    site text not null,
    remote text not null,
    version text not null,
    hour timestamptz not null,
    page_views integer not null default 0,
    errors integer not null default 0,
    load_failures integer not null default 0,
    retries integer not null default 0,
    primary key (remote, version, site, hour)
  )`.execute(db);
  await sql`create index rum_hourly_hour on rum_hourly (hour)`.execute(db);

  await sql`create table rum_outcomes (
    site text not null,
    remote text not null,
    version text not null,
    hour timestamptz not null,
    name text not null,
    count integer not null default 0,
    primary key (remote, version, site, hour, name)
  )`.execute(db);
  await sql`create index rum_outcomes_hour on rum_outcomes (hour)`.execute(db);

  await sql`create table rum_vitals (
    site text not null,
    remote text not null,
    version text not null,
    hour timestamptz not null,
    name text not null check (name in ('LCP', 'INP', 'CLS', 'TTFB')),
    buckets integer[] not null,
    primary key (remote, version, site, hour, name)
  )`.execute(db);
  await sql`create index rum_vitals_hour on rum_vitals (hour)`.execute(db);

  await sql`create function rum_buckets_add(a integer[], b integer[]) returns integer[] language sql immutable as $$
    select coalesce(array_agg(coalesce(x, 0) + coalesce(y, 0) order by i), '{}')
    from unnest(a, b) with ordinality as t(x, y, i)
  $$`.execute(db);

  await sql`create table remote_canary_rules (
    name text primary key,
    min_page_views integer not null default 200 check (min_page_views > 0),
    max_error_rate_increase numeric not null default 0.01 check (max_error_rate_increase >= 0),
    max_outcome_drop numeric not null default 0.2 check (max_outcome_drop between 0 and 1),
    significance numeric not null default 0.05 check (significance > 0 and significance < 1),
    check_after_minutes integer not null default 10 check (check_after_minutes >= 0),
    updated_at timestamptz not null default now()
  )`.execute(db);

  await sql`alter table remote_activations
    add column auto_promote_after_minutes integer check (auto_promote_after_minutes > 0),
    add column auto_promote_min_views integer check (auto_promote_min_views > 0)`.execute(db);

  await sql`create table canary_decisions (
    id serial primary key,
    name text not null,
    site text not null,
    version text not null,
    active_version text,
    decision text not null check (decision in ('rolled_back', 'promoted')),
    reason text not null,
    figures jsonb not null,
    decided_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index canary_decisions_name on canary_decisions (name, decided_at desc, id desc)`.execute(db);
}

/** Reverts 029. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists canary_decisions`.execute(db);
  await sql`alter table remote_activations drop column if exists auto_promote_after_minutes, drop column if exists auto_promote_min_views`.execute(db);
  await sql`drop table if exists remote_canary_rules`.execute(db);
  await sql`drop function if exists rum_buckets_add(integer[], integer[])`.execute(db);
  await sql`drop table if exists rum_vitals`.execute(db);
  await sql`drop table if exists rum_outcomes`.execute(db);
  await sql`drop table if exists rum_hourly`.execute(db);
}
