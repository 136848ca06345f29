// Member search at scale (issue 34 "Search"): keyset pages that neither repeat nor skip anyone while
// members sign up, a count capped at 1,000 ("1,000+"), and — on PostgreSQL, with the table grown by
// the scale seeder — plans that read a page through an index instead of sorting the matches.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { SEARCH_COUNT_CAP, type SearchFilters, searchCountQuery, searchPageQuery } from '../repositories/profiles.js';
import { weeklyNewProfilesQuery } from '../services/notification-delivery.js';
import { DEMO_ANNA } from '../seed/index.js';
import { growProfiles } from '../seed/scale.js';
import { SITE_SEEDS } from '../seed/sites.js';
import type { Profile } from '../types.js';
import { body, login, request, setupTestApp, type TestContext } from './helpers.js';

interface MembersPage {
  profiles: Profile[];
  total: number;
  total_capped: boolean;
  next_cursor: string | null;
}

/** Profiles the PostgreSQL run grows the table to before reading plans: enough for the planner to prefer indexes. */
const PLAN_PROFILES = 60_000;

describe('member search at scale (issue 34)', () => {
  let ctx: TestContext;
  let anna: string;
  const search = async (query: string) => {
    const res = await request(ctx.app, { method: 'GET', url: `/api/members.php?${query}`, headers: { cookie: anna } });
    assert.equal(res.statusCode, 200, res.body);
    return body<MembersPage>(res);
  };

  before(async () => {
    ctx = await setupTestApp();
    await growProfiles(ctx.db, 1_500);
    anna = await login(ctx.app, DEMO_ANNA);
  });
  after(async () => {
    await ctx.close();
  });

  it('counts up to 1,000 and says there are more', async () => {
    const all = await search('numResults=24');
    assert.equal(all.total, SEARCH_COUNT_CAP);
    assert.equal(all.total_capped, true);
    assert.ok(all.next_cursor);
    const few = await search('numResults=24&country=NL&min_age=30&max_age=31');
    assert.equal(few.total_capped, false);
    assert.ok(few.total < SEARCH_COUNT_CAP);
  });

  it('takes a blocked profile out of a count under the cap, and counts a region of another country as nothing', async () => {
    const query = 'numResults=24&country=NL&min_age=30&max_age=31';
    const before = await search(query);
    assert.equal(before.total_capped, false);
    const shown = before.profiles[0];
    assert.ok(shown, 'a match to block');
    const blocked = await request(ctx.app, { method: 'POST', url: '/api/blocks.php', headers: { cookie: anna }, payload: { profile: shown.id } });
    assert.equal(blocked.statusCode, 200, blocked.body);
    const after = await search(query);
    assert.equal(after.total, before.total - 1, 'the exact count, without the blocked profile');
    assert.ok(!after.profiles.some((p) => p.id === shown.id));
    // A region belongs to the country its code starts with (ISO 3166-2): NL-NH is no region of Germany.
    const elsewhere = await search('numResults=24&country=DE&countryregion=NL-NH');
    assert.equal(elsewhere.total, 0);
    assert.deepEqual(elsewhere.profiles, []);
    await request(ctx.app, { method: 'DELETE', url: '/api/blocks.php', headers: { cookie: anna }, payload: { profile: shown.id } });
  });

  it('pages by cursor without a duplicate or a gap while members sign up between the pages', async () => {
    const query = 'numResults=50&gender=male&min_age=20&max_age=60';
    const { count } = await ctx.db
      .selectFrom('profiles')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('gender', '=', 'male')
      .executeTakeFirstOrThrow();
    assert.ok(count > 300, 'enough men for several pages');
    const seen: number[] = [];
    let cursor: string | null = null;
    let page = 0;
    let firstTotal: number | null = null;
    do {
      const result: MembersPage = await search(cursor ? `${query}&after=${cursor}` : query);
      seen.push(...result.profiles.map((p) => p.id));
      // Counted once per search: later pages repeat the first page's count though newcomers match.
      firstTotal ??= result.total;
      assert.equal(result.total, firstTotal, 'the first page’s count, carried in the cursor');
      cursor = result.next_cursor;
      // Three new men of 30 sign up (and are seen now) before the next page is asked for.
      await sql`insert into profiles (name, gender, date_of_birth, country, region, city, about, language, last_seen_at)
        select 'New ' || g, 'male', (current_date - interval '30 years')::date, 'NL', null, null, '', 'nl', now()
        from generate_series(1, 3) g`.execute(ctx.db);
      page++;
    } while (cursor && page < 100);
    assert.equal(new Set(seen).size, seen.length, 'nobody twice');
    // Everyone who matched before the first page was shown (the newcomers went to the top, above the cursor).
    const matched = await ctx.db
      .selectFrom('profiles')
      .select('id')
      .where('gender', '=', 'male')
      .where('name', 'not like', 'New %')
      .where(sql<boolean>`deleted_at is null and invisible = false and status = 'active'`)
      .where(sql<boolean>`date_of_birth <= (current_date - interval '20 years')::date and date_of_birth > (current_date - interval '61 years')::date`)
      .execute();
    const shown = new Set(seen);
    assert.deepEqual(
      matched.map((m) => m.id).filter((id) => !shown.has(id)),
      [],
      'no gap',
    );
  });

  it('reads a page through an index, never sorting or scanning the whole table (PostgreSQL)', async (t) => {
    if (ctx.kind !== 'postgres') {
      t.skip('plans are checked on PostgreSQL (DATABASE_URL); PGlite has no planner statistics worth reading');
      return;
    }
    await growProfiles(ctx.db, PLAN_PROFILES);
    const countries = SITE_SEEDS[0]?.settings.countries ?? [];
    const base: SearchFilters = { countries, minAge: 18, maxAge: 99 };
    const mix: [string, SearchFilters][] = [
      ['everyone', base],
      ['women 25–45', { ...base, gender: 'female', minAge: 25, maxAge: 45 }],
      ['men in Germany', { ...base, gender: 'male', country: 'DE' }],
      ['women 30–40 in a region', { ...base, gender: 'female', country: 'NL', region: 'NL-NH', minAge: 30, maxAge: 40 }],
      ['men 66–99', { ...base, gender: 'male', minAge: 66, maxAge: 99 }],
    ];
    for (const [name, filters] of mix) {
      for (const [what, query] of [
        ['page 1', searchPageQuery(ctx.db, filters, 24, undefined)],
        ['a later page', searchPageQuery(ctx.db, filters, 24, { activity: new Date(Date.now() - 20 * 86_400_000).toISOString().replace('Z', '000Z'), id: 30_000 })],
        ['the count', searchCountQuery(ctx.db, filters)],
        ['the rough count', searchCountQuery(ctx.db, filters, { bansAndBlocks: false })],
      ] as const) {
        const problems = planProblems(await planOf(query));
        assert.deepEqual(problems, [], `${name}, ${what}`);
      }
    }
  });

  it("counts a country's new members for the weekly update from an index, not the table (PostgreSQL)", async (t) => {
    if (ctx.kind !== 'postgres') {
      t.skip('plans are checked on PostgreSQL (DATABASE_URL)');
      return;
    }
    await growProfiles(ctx.db, PLAN_PROFILES);
    const scans = scansOf(await planOf(weeklyNewProfilesQuery(ctx.db, 1, new Date(Date.now() - 7 * 86_400_000))));
    assert.ok(scans.includes('profiles_new_in_country_idx'), `the count reads migration 030's index (plan: ${scans.join(', ')})`);
    assert.ok(!scans.includes('Seq Scan profiles'), 'no sequential scan of profiles');
  });
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Plan Rows': number;
  Plans?: PlanNode[];
}

/**
 * What in a plan reads or sorts the whole profiles table: a sequential scan of it that no Limit
 * stops early (the capped count may read its first 1,001 matches in table order), or a sort of
 * more than a few thousand rows.
 */
function planProblems(node: PlanNode, underLimit = false): string[] {
  const here: string[] = [];
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'profiles' && !underLimit) here.push('sequential scan of profiles');
  if (node['Node Type'] === 'Sort' && node['Plan Rows'] > 5_000) here.push(`sort of ${node['Plan Rows']} rows`);
  const limited = underLimit || node['Node Type'] === 'Limit';
  return [...here, ...(node.Plans ?? []).flatMap((child) => planProblems(child, limited))];
}

/** The plan PostgreSQL chooses for `query` (EXPLAIN in JSON, without running it). */
async function planOf(query: { explain(format: 'json'): Promise<unknown[]> }): Promise<PlanNode> {
  const [row] = await query.explain('json');
  const plan = (row as { 'QUERY PLAN': { Plan: PlanNode }[] })['QUERY PLAN'][0]?.Plan;
  assert.ok(plan, 'a plan');
  return plan;
}

/** The scans of a plan: each index's name, or `Seq Scan <table>`. */
function scansOf(node: PlanNode): string[] {
  const here = node['Index Name'] ?? (node['Node Type'] === 'Seq Scan' ? `Seq Scan ${node['Relation Name']}` : null);
  return [...(here ? [here] : []), ...(node.Plans ?? []).flatMap(scansOf)];
}
