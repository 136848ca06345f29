import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { DEMO_ANNA } from '../seed/index.js';
import type { Image, Profile, ProfileDetail } from '../types.js';
import { assertProfile, body, login, request, setupTestApp, type TestContext } from './helpers.js';

interface MembersPage {
  profiles: Profile[];
  total: number;
  total_capped: boolean;
  next_cursor: string | null;
  pageNumber: number;
  numResults: number;
  similar: Profile[];
}

describe('member search and profiles', () => {
  let ctx: TestContext;
  let anna: string;
  let annaProfileId: number;
  const search = async (query: string, cookie?: string, host = 'localhost') => {
    const res = await request(ctx.app, { method: 'GET', url: `/api/members.php?${query}`, headers: { host }, ...(cookie ? { cookie } : {}) });
    assert.equal(res.statusCode, 200, res.body);
    return body<MembersPage>(res);
  };

  before(async () => {
    ctx = await setupTestApp();
    anna = await login(ctx.app, DEMO_ANNA);
    const row = await ctx.db.selectFrom('users').select('profile_id').where('email', '=', DEMO_ANNA).executeTakeFirstOrThrow();
    annaProfileId = row.profile_id;
  });
  after(async () => {
    await ctx.close();
  });

  describe('GET /api/members.php', () => {
    it('answers a page with total and the paging echo', async () => {
      const page = await search('pageNumber=1&numResults=24', anna);
      assert.deepEqual(Object.keys(page).sort(), ['next_cursor', 'numResults', 'pageNumber', 'profiles', 'similar', 'total', 'total_capped']);
      assert.equal(page.total_capped, false);
      assert.equal(page.pageNumber, 1);
      assert.equal(page.numResults, 24);
      assert.equal(page.profiles.length, 24);
      assert.ok(page.total > 24);
      assert.deepEqual(page.similar, []);
      for (const p of page.profiles) assertProfile(p);
    });

    it('pages through all results without overlap', async () => {
      const first = await search('numResults=10&pageNumber=1&gender=female', anna);
      const seen = new Set<number>();
      const pages = Math.ceil(first.total / 10);
      for (let n = 1; n <= pages; n++) {
        const page = n === 1 ? first : await search(`numResults=10&pageNumber=${n}&gender=female`, anna);
        assert.equal(page.total, first.total);
        for (const p of page.profiles) {
          assert.ok(!seen.has(p.id), `duplicate ${p.id}`);
          seen.add(p.id);
        }
      }
      assert.equal(seen.size, first.total);
      const beyond = await search(`numResults=10&pageNumber=${pages + 1}&gender=female`, anna);
      assert.deepEqual(beyond.profiles, []);
    });

    it('continues after the cursor of the last page: a member coming online between pages repeats or skips no one else', async () => {
      const query = 'numResults=10&gender=female';
      const first = await search(`${query}&pageNumber=1`, anna);
      assert.ok(first.next_cursor);
      const expected = await search(`${query}&after=${first.next_cursor}`, anna);
      const later = (await search(`${query}&after=${expected.next_cursor}`, anna)).profiles.at(-1);
      assert.ok(later);
      // Between the two pages a member further down comes online (moves above page 1's end).
      const before = await ctx.db.selectFrom('profiles').select(['id', 'online', 'last_seen_at']).where('id', '=', later.id).execute();
      await ctx.db.updateTable('profiles').set({ online: true }).where('id', '=', later.id).execute();
      try {
        const offset = (await search(`${query}&pageNumber=2`, anna)).profiles.map((p) => p.id);
        assert.notDeepEqual(offset, expected.profiles.map((p) => p.id), 'the offset page shifts (why the cursor exists)');
        const next = await search(`${query}&after=${first.next_cursor}`, anna);
        assert.deepEqual(next.profiles.map((p) => p.id), expected.profiles.map((p) => p.id), 'page 2 as it was');
        assert.ok(!next.profiles.some((p) => p.id === later.id), 'one who came online moved above the page');
      } finally {
        for (const row of before) await ctx.db.updateTable('profiles').set({ online: row.online, last_seen_at: row.last_seen_at }).where('id', '=', row.id).execute();
      }
      for (const bad of ['x', 'W1siMjAyNiIsMV1d', Buffer.from('["infinity",-1]').toString('base64url')]) {
        const res = await request(ctx.app, { method: 'GET', url: `/api/members.php?${query}&after=${bad}`, headers: { cookie: anna } });
        assert.equal(res.statusCode, 400, bad);
      }
    });

    it('orders by activity: online first (seen within the window), then the most recently seen, as the cards say', async () => {
      // The CI run where "Show more" appended nothing: page 1 ended on a member seen a minute ago
      // (shown online) while the list was sorted by the bare connection flag. Now one activity
      // expression makes the order, the cards' online status and the cursor.
      const query = 'numResults=10&gender=female';
      const women = await ctx.db.selectFrom('profiles').select(['id', 'online', 'last_seen_at']).where('gender', '=', 'female').orderBy('id', 'desc').execute();
      const recent = women.slice(0, 15).map((w) => w.id);
      await ctx.db.updateTable('profiles').set({ online: false, last_seen_at: sql<Date>`now() - interval '2 days'` }).where('gender', '=', 'female').execute();
      await ctx.db.updateTable('profiles').set({ last_seen_at: sql<Date>`now() - interval '1 minute'` }).where('id', 'in', recent).execute();
      try {
        const first = await search(`${query}&pageNumber=1`, anna);
        assert.ok(first.profiles.every((p) => p.online), 'the 10 seen a minute ago are shown online, first');
        const next = await search(`${query}&after=${first.next_cursor}`, anna);
        const shown = new Set(first.profiles.map((p) => p.id));
        assert.equal(next.profiles.length, 10);
        assert.deepEqual(next.profiles.filter((p) => shown.has(p.id)), [], 'page 2 repeats nobody of page 1');
        const online = next.profiles.map((p) => p.online);
        assert.ok(online[0] === true && online.at(-1) === false, 'the rest of the recent ones, then offline ones');
        assert.deepEqual(online, [...online].sort((a, b) => Number(b) - Number(a)), 'online first');
        assert.deepEqual(next.profiles.map((p) => p.id), (await search(`${query}&pageNumber=2`, anna)).profiles.map((p) => p.id), 'nobody changed: as the offset page');
      } finally {
        for (const w of women) await ctx.db.updateTable('profiles').set({ online: w.online, last_seen_at: w.last_seen_at }).where('id', '=', w.id).execute();
      }
    });

    it('filters by gender, country, region and age', async () => {
      const men = await search('gender=male&numResults=100', anna);
      assert.ok(men.profiles.length > 0 && men.profiles.every((p) => p.gender === 'male'));
      const nl = await search('country=NL&numResults=100', anna);
      assert.ok(nl.profiles.length > 0 && nl.profiles.every((p) => p.country === 'NL'));
      const region = nl.profiles[0]?.region_code;
      assert.ok(region);
      const inRegion = await search(`country=NL&countryregion=${region}&numResults=100`, anna);
      assert.ok(inRegion.total > 0 && inRegion.profiles.every((p) => p.region_code === region));
      assert.ok(inRegion.total <= nl.total);
      const aged = await search('min_age=30&max_age=40&numResults=100', anna);
      assert.ok(aged.total > 0 && aged.profiles.every((p) => p.age >= 30 && p.age <= 40), JSON.stringify(aged.profiles.map((p) => p.age)));
      const all = await search('numResults=100', anna);
      assert.ok(aged.total < all.total);
      // Empty parameters count as absent.
      const blank = await search('gender=&country=&countryregion=&min_age=&max_age=&numResults=100', anna);
      assert.equal(blank.total, all.total);
    });

    it('never returns the member himself, invisible, deleted or disabled profiles', async () => {
      const all = await search('numResults=100&pageNumber=1', anna);
      const ids = new Set<number>();
      for (let n = 1; n <= Math.ceil(all.total / 100); n++) {
        for (const p of (await search(`numResults=100&pageNumber=${n}`, anna)).profiles) ids.add(p.id);
      }
      assert.ok(!ids.has(annaProfileId));
      const hidden = await ctx.db
        .selectFrom('profiles')
        .select('id')
        .where((eb) => eb.or([eb('invisible', '=', true), eb('deleted_at', 'is not', null), eb('status', '=', 'disabled')]))
        .execute();
      for (const h of hidden) assert.ok(!ids.has(h.id), `invisible ${h.id} returned`);

      const [a, b, c] = all.profiles;
      assert.ok(a && b && c);
      await ctx.db.updateTable('profiles').set({ invisible: true }).where('id', '=', a.id).execute();
      await ctx.db.updateTable('profiles').set({ deleted_at: sql<Date>`now()` }).where('id', '=', b.id).execute();
      await ctx.db.updateTable('profiles').set({ status: 'disabled' }).where('id', '=', c.id).execute();
      const after = await search('numResults=100&pageNumber=1', anna);
      assert.equal(after.total, all.total - 3);
      assert.ok(!after.profiles.some((p) => [a.id, b.id, c.id].includes(p.id)));
      // Their profile pages are gone too.
      for (const id of [a.id, b.id, c.id]) {
        assert.equal((await request(ctx.app, { method: 'GET', url: `/api/profile.php?id=${id}`, cookie: anna })).statusCode, 404);
      }
      await ctx.db.updateTable('profiles').set({ invisible: false, deleted_at: null, status: 'active' }).where('id', 'in', [a.id, b.id, c.id]).execute();
    });

    it('restricts to the site’s countries', async () => {
      const cookie = anna;
      const de = await request(ctx.app, { method: 'GET', url: '/api/members.php?numResults=100', headers: { host: 'de.localhost' }, cookie });
      // anna's session belongs to localhost: on de.localhost she is logged out, and it has no logged-out search.
      assert.equal(de.statusCode, 403);
      const visitor = await search('numResults=100');
      assert.ok(visitor.total > 0);
      const outside = await search('country=BR&numResults=10');
      assert.equal(outside.total, 0);
    });

    it('lets visitors search only through a traffic source when logged_out_search_trafficsource is on (spec §2)', async () => {
      const setRule = async (on: boolean) => {
        await ctx.db
          .updateTable('sites')
          .set({ settings: sql`jsonb_set(settings, '{logged_out_search_trafficsource}', ${on ? sql`'true'` : sql`'false'`}::jsonb)` as unknown as string })
          .where('domain', '=', 'localhost')
          .execute();
        ctx.app.repos.sites.clearCache();
      };
      try {
        await setRule(true);
        const plain = await request(ctx.app, { method: 'GET', url: '/api/members.php?numResults=5' });
        assert.equal(plain.statusCode, 403);
        assert.equal(body(plain).error, 'authentication_required');
        const tracked = await request(ctx.app, { method: 'GET', url: '/api/members.php?numResults=5', cookie: `amora_tracking=${encodeURIComponent('sub1=campaign-7')}` });
        assert.equal(tracked.statusCode, 200, tracked.body);
        const onlySub2 = await request(ctx.app, { method: 'GET', url: '/api/members.php?numResults=5', cookie: `amora_tracking=${encodeURIComponent('sub2=x')}` });
        assert.equal(onlySub2.statusCode, 403);
        assert.equal((await search('numResults=5', anna)).profiles.length, 5);
      } finally {
        await setRule(false);
      }
    });

    it('adds similar profiles when a search finds less than a page', async () => {
      const narrow = await search('gender=female&country=NL&min_age=18&max_age=19&numResults=24', anna);
      assert.ok(narrow.total < 24);
      assert.ok(narrow.similar.length > 0 && narrow.similar.length <= 12);
      const found = new Set(narrow.profiles.map((p) => p.id));
      for (const p of narrow.similar) {
        assert.equal(p.gender, 'female');
        assert.equal(p.country, 'NL');
        assert.ok(!found.has(p.id));
        assert.notEqual(p.id, annaProfileId);
      }
    });

    it('validates parameters', async () => {
      for (const q of ['min_age=17', 'max_age=120', 'min_age=40&max_age=30', 'gender=other', 'numResults=0', 'numResults=101', 'pageNumber=0', 'country=Holland', 'countryregion=x']) {
        const res = await request(ctx.app, { method: 'GET', url: `/api/members.php?${q}`, cookie: anna });
        assert.equal(res.statusCode, 400, q);
        assert.equal(body(res).error, 'invalid_request');
      }
    });
  });

  describe('GET /api/profile.php', () => {
    it('answers a profile with images and interests', async () => {
      const withImages = await ctx.db
        .selectFrom('images')
        .select(['profile_id', sql<number>`count(*)::int`.as('n')])
        .groupBy('profile_id')
        .having(sql<number>`count(*)`, '>', 2)
        .where('profile_id', '<>', annaProfileId)
        .orderBy('profile_id')
        .executeTakeFirstOrThrow();
      const res = await request(ctx.app, { method: 'GET', url: `/api/profile.php?id=${withImages.profile_id}` });
      assert.equal(res.statusCode, 200);
      const { profile } = body<{ profile: ProfileDetail }>(res);
      const { images, interests, liked_by_me, blocked_by_me, ...rest } = profile;
      assertProfile(rest);
      // A visitor: the viewer flags are false.
      assert.equal(liked_by_me, false);
      assert.equal(blocked_by_me, false);
      assert.equal(images.length, withImages.n);
      assert.equal(profile.images_count, withImages.n);
      assert.deepEqual(images[0]?.id, profile.main_image?.id);
      for (const img of images as Image[]) assert.equal(typeof img.premium, 'boolean');
      assert.ok(interests.length >= 3 && interests.every((k) => /^[a-z_]+$/.test(k)));
    });

    it('answers 404 not_found and 400 for bad ids', async () => {
      const missing = await request(ctx.app, { method: 'GET', url: '/api/profile.php?id=999999' });
      assert.equal(missing.statusCode, 404);
      assert.equal(body(missing).error, 'not_found');
      for (const q of ['', 'id=', 'id=abc', 'id=-3', 'id=1.5']) {
        assert.equal((await request(ctx.app, { method: 'GET', url: `/api/profile.php?${q}` })).statusCode, 400, q);
      }
    });
  });
});
