import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { DEMO_ANNA, DEMO_BEN } from '../seed/index.js';
import type { LikedByEntry, Profile, SwipeState, User } from '../types.js';
import { assertProfile, body, login, request, setupTestApp, type TestContext } from './helpers.js';

/** Local wall time "HH:MM" of an instant in a zone. */
function localTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

describe('swipe game (/api/suggestions.php, /api/swipe.php)', () => {
  let ctx: TestContext;
  let anna: string;
  let ben: string;
  let benId: number;

  const state = async (cookie = ben) => {
    const res = await request(ctx.app, { method: 'GET', url: '/api/swipe.php', cookie });
    assert.equal(res.statusCode, 200, res.body);
    return body<SwipeState>(res);
  };
  const suggestions = async (query = '', cookie = ben) => {
    const res = await request(ctx.app, { method: 'GET', url: `/api/suggestions.php?${query}`, cookie });
    assert.equal(res.statusCode, 200, res.body);
    return body<{ profiles: Profile[] }>(res).profiles;
  };
  const swipe = (profile: number, like: boolean, cookie = ben) =>
    request(ctx.app, { method: 'POST', url: '/api/swipe.php', cookie, payload: { profile, like } });
  const setTimezone = async (cookie: string, timezone: string) => {
    const res = await request(ctx.app, { method: 'PUT', url: '/api/profile.php', cookie, payload: { timezone } });
    assert.equal(res.statusCode, 200, res.body);
  };

  before(async () => {
    ctx = await setupTestApp();
    anna = await login(ctx.app, DEMO_ANNA);
    ben = await login(ctx.app, DEMO_BEN);
    benId = body<User>(await request(ctx.app, { method: 'GET', url: '/api/user.php', cookie: ben })).profile.id;
  });
  after(async () => {
    await ctx.close();
  });

  it('starts with 4 likes; resets_at is the member’s next local midnight', async () => {
    const s = await state();
    assert.deepEqual(Object.keys(s).sort(), ['likes_left', 'likes_per_day', 'resets_at']);
    assert.equal(s.likes_left, 4);
    assert.equal(s.likes_per_day, 4);
    const until = Date.parse(s.resets_at) - Date.now();
    assert.ok(until > 0 && until <= 25 * 3_600_000, s.resets_at);
    assert.equal(localTime(s.resets_at, 'Europe/Amsterdam'), '00:00');
    assert.match(s.resets_at, /Z$/);
  });

  it('suggests visible profiles of the gender the member looks for, never liked ones or himself', async () => {
    const profiles = await suggestions();
    assert.equal(profiles.length, 10);
    for (const p of profiles) {
      assertProfile(p);
      assert.equal(p.gender, 'female', 'ben (male, looking_for unset) gets women');
      assert.notEqual(p.id, benId);
    }
    const { likes } = body<{ likes: Profile[] }>(await request(ctx.app, { method: 'GET', url: '/api/likes.php', cookie: ben }));
    for (const l of likes) assert.ok(!profiles.some((p) => p.id === l.id));
    const filtered = await suggestions('country=NL&min_age=20&max_age=60&numResults=50');
    assert.ok(filtered.every((p) => p.country === 'NL' && p.age >= 20 && p.age <= 60 && p.gender === 'female'));
    const men = await suggestions('gender=male&numResults=5');
    assert.ok(men.length > 0 && men.every((p) => p.gender === 'male'));
    for (const q of ['numResults=0', 'numResults=51', 'gender=x', 'min_age=50&max_age=20']) {
      assert.equal((await request(ctx.app, { method: 'GET', url: `/api/suggestions.php?${q}`, cookie: ben })).statusCode, 400, q);
    }
    assert.equal((await request(ctx.app, { method: 'GET', url: '/api/suggestions.php' })).statusCode, 403);
  });

  it('follows looking_for', async () => {
    await request(ctx.app, { method: 'PUT', url: '/api/profile.php', cookie: anna, payload: { looking_for: 'female' } });
    assert.ok((await suggestions('numResults=20', anna)).every((p) => p.gender === 'female'));
    await request(ctx.app, { method: 'PUT', url: '/api/profile.php', cookie: anna, payload: { looking_for: 'both' } });
    const both = await suggestions('numResults=50', anna);
    assert.ok(both.some((p) => p.gender === 'female') && both.some((p) => p.gender === 'male'));
    await request(ctx.app, { method: 'PUT', url: '/api/profile.php', cookie: anna, payload: { looking_for: 'male' } });
    assert.ok((await suggestions('numResults=20', anna)).every((p) => p.gender === 'male'));
  });

  it('allows 4 likes a day, then 429 swipe_limit; passes are never limited', async () => {
    // A woman who liked ben and whom he did not like yet: liking her is a match.
    const likesState = body<{ likes: Profile[]; liked_by: LikedByEntry[] }>(await request(ctx.app, { method: 'GET', url: '/api/likes.php', cookie: ben }));
    const admirer = likesState.liked_by.find((l) => !likesState.likes.some((p) => p.id === l.id));
    assert.ok(admirer);
    const first = await swipe(admirer.id, true);
    assert.equal(first.statusCode, 200, first.body);
    const firstBody = body<{ likes_left: number; resets_at: string; match: boolean }>(first);
    assert.deepEqual(Object.keys(firstBody).sort(), ['likes_left', 'match', 'resets_at']);
    assert.equal(firstBody.likes_left, 3);
    assert.equal(firstBody.match, true);

    const [a, b, c, d, e] = await suggestions();
    assert.ok(a && b && c && d && e);
    for (const [p, left] of [
      [a, 2],
      [b, 1],
      [c, 0],
    ] as const) {
      const res = await swipe(p.id, true);
      assert.equal(res.statusCode, 200);
      assert.equal(body<{ likes_left: number }>(res).likes_left, left);
    }
    const limited = await swipe(d.id, true);
    assert.equal(limited.statusCode, 429);
    const err = body<{ error: string; message: string; resets_at: string }>(limited);
    assert.equal(err.error, 'swipe_limit');
    assert.equal(err.message, 'You have used your 4 likes for today.');
    assert.equal(err.resets_at, (await state()).resets_at);
    // Liking again one already liked today does not count twice.
    assert.equal((await swipe(a.id, true)).statusCode, 200);
    // Passes go on.
    for (const p of [d, e]) {
      const pass = await swipe(p.id, false);
      assert.equal(pass.statusCode, 200);
      assert.deepEqual({ ...body<Record<string, unknown>>(pass), resets_at: '' }, { likes_left: 0, match: false, resets_at: '' });
    }
    assert.equal((await state()).likes_left, 0);
    // Swiped and liked profiles are not suggested again; game likes are likes.
    const next = await suggestions('numResults=50');
    for (const p of [admirer, a, b, c, d, e]) assert.ok(!next.some((n) => n.id === p.id));
    const { likes } = body<{ likes: Profile[] }>(await request(ctx.app, { method: 'GET', url: '/api/likes.php', cookie: ben }));
    for (const p of [admirer, a, b, c]) assert.ok(likes.some((l) => l.id === p.id));
    assert.ok(!likes.some((l) => l.id === d.id));
  });

  it('gives 4 likes again the next day', async () => {
    await ctx.db
      .updateTable('swipes')
      .set({ created_at: sql<Date>`created_at - interval '1 day'` })
      .where('profile_id', '=', benId)
      .execute();
    assert.equal((await state()).likes_left, 4);
  });

  it('counts the day in the member’s time zone', async () => {
    await setTimezone(ben, 'Pacific/Auckland');
    await setTimezone(anna, 'America/Los_Angeles');
    const benState = await state(ben);
    const annaState = await state(anna);
    assert.notEqual(benState.resets_at, annaState.resets_at);
    assert.equal(localTime(benState.resets_at, 'Pacific/Auckland'), '00:00');
    assert.equal(localTime(annaState.resets_at, 'America/Los_Angeles'), '00:00');
    for (const s of [benState, annaState]) {
      const until = Date.parse(s.resets_at) - Date.now();
      assert.ok(until > 0 && until <= 25 * 3_600_000, s.resets_at);
    }
    const user = body<User>(await request(ctx.app, { method: 'GET', url: '/api/user.php', cookie: ben }));
    assert.equal(user.timezone, 'Pacific/Auckland');

    // A like just before ben's local midnight belongs to yesterday, one just after to today.
    const [x, y] = await suggestions();
    assert.ok(x && y);
    assert.equal((await swipe(x.id, true)).statusCode, 200);
    assert.equal((await swipe(y.id, true)).statusCode, 200);
    const midnight = sql<Date>`(date_trunc('day', now() at time zone 'Pacific/Auckland') at time zone 'Pacific/Auckland')`;
    await ctx.db.updateTable('swipes').set({ created_at: sql<Date>`${midnight} - interval '1 minute'` })
      .where('profile_id', '=', benId).where('target_profile_id', '=', x.id).execute();
    await ctx.db.updateTable('swipes').set({ created_at: sql<Date>`${midnight} + interval '1 minute'` })
      .where('profile_id', '=', benId).where('target_profile_id', '=', y.id).execute();
    assert.equal((await state(ben)).likes_left, 3);
  });

  it('validates the swipe', async () => {
    assert.equal((await swipe(benId, true)).statusCode, 404);
    assert.equal((await swipe(99999999, false)).statusCode, 404);
    const bad = await request(ctx.app, { method: 'POST', url: '/api/swipe.php', cookie: ben, payload: { profile: benId } });
    assert.equal(bad.statusCode, 400);
    assert.equal((await request(ctx.app, { method: 'GET', url: '/api/swipe.php' })).statusCode, 403);
    assert.equal((await request(ctx.app, { method: 'POST', url: '/api/swipe.php', payload: { profile: benId, like: true } })).statusCode, 403);
  });
});
