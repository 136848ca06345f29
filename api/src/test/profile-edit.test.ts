import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_ANNA, DEMO_BEN } from '../seed/index.js';
import type { OwnProfileDetail, Profile, ProfileDetail, User } from '../types.js';
import { body, login, request, setupTestApp, type TestContext } from './helpers.js';

const OWN_KEYS = [
  'about', 'age', 'blocked_by_me', 'city', 'country', 'date_of_birth', 'fictional', 'gender', 'id', 'images', 'images_count',
  'interests', 'invisible', 'lat', 'liked_by_me', 'lon', 'looking_for', 'main_image', 'name', 'online', 'region', 'region_code', 'status',
].sort();

describe('profile editing (PUT /api/profile.php) and own profile extras', () => {
  let ctx: TestContext;
  let anna: string;
  let ben: string;
  let benId: number;
  let annaId: number;

  const put = (payload: Record<string, unknown>, cookie = ben) => request(ctx.app, { method: 'PUT', url: '/api/profile.php', cookie, payload });
  const own = async (cookie = ben, id = benId) =>
    body<{ profile: OwnProfileDetail }>(await request(ctx.app, { method: 'GET', url: `/api/profile.php?id=${id}`, cookie })).profile;

  before(async () => {
    ctx = await setupTestApp();
    anna = await login(ctx.app, DEMO_ANNA);
    ben = await login(ctx.app, DEMO_BEN);
    benId = body<User>(await request(ctx.app, { method: 'GET', url: '/api/user.php', cookie: ben })).profile.id;
    annaId = body<User>(await request(ctx.app, { method: 'GET', url: '/api/user.php', cookie: anna })).profile.id;
  });
  after(async () => {
    await ctx.close();
  });

  it('User carries timezone (from the country) and alerts_dismissed', async () => {
    const user = body<User>(await request(ctx.app, { method: 'GET', url: '/api/user.php', cookie: ben }));
    assert.equal(user.timezone, 'Europe/Amsterdam');
    assert.deepEqual(user.alerts_dismissed, {});
    const annaUser = body<User>(await request(ctx.app, { method: 'GET', url: '/api/user.php', cookie: anna }));
    assert.equal(annaUser.timezone, 'Europe/London');
  });

  it('a new account gets the time zone of its country', async () => {
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/signup.php',
      headers: { 'x-geo-country': 'PL' },
      payload: { email: 'tz-test@example.com', name: 'Ola', password: 'a-long-unusual-passphrase-9', date_of_birth: '1995-05-05', gender: 'female' },
    });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(body<User>(res).timezone, 'Europe/Warsaw');
  });

  it('the owner gets looking_for, invisible, date_of_birth, lat and lon; others do not', async () => {
    const profile = await own();
    assert.deepEqual(Object.keys(profile).sort(), OWN_KEYS);
    assert.equal(profile.date_of_birth, '1990-03-02');
    assert.equal(profile.looking_for, null);
    assert.equal(profile.invisible, false);
    assert.equal(profile.lat, null);
    assert.equal(profile.lon, null);
    assert.equal(profile.liked_by_me, false);
    const seen = body<{ profile: ProfileDetail }>(await request(ctx.app, { method: 'GET', url: `/api/profile.php?id=${benId}`, cookie: anna })).profile;
    assert.ok(!('date_of_birth' in seen) && !('invisible' in seen) && !('lat' in seen) && !('looking_for' in seen));
    assert.equal(seen.blocked_by_me, false);
  });

  it('liked_by_me tells whether the viewer liked the profile', async () => {
    const { likes } = body<{ likes: Profile[] }>(await request(ctx.app, { method: 'GET', url: '/api/likes.php', cookie: anna }));
    const liked = likes[0];
    assert.ok(liked);
    const seen = body<{ profile: ProfileDetail }>(await request(ctx.app, { method: 'GET', url: `/api/profile.php?id=${liked.id}`, cookie: anna })).profile;
    assert.equal(seen.liked_by_me, true);
    const visitor = body<{ profile: ProfileDetail }>(await request(ctx.app, { method: 'GET', url: `/api/profile.php?id=${liked.id}` })).profile;
    assert.equal(visitor.liked_by_me, false);
  });

  it('saves every field and answers the own profile', async () => {
    const res = await put({
      name: '  Benjamin ',
      about: 'Cyclist and cook.',
      gender: 'male',
      looking_for: 'both',
      date_of_birth: '1991-04-05',
      country: 'de',
      region_code: 'de-by',
      city: 'München',
      lat: 48.137,
      lon: 11.575,
      interests: ['travel', 'cooking'],
      invisible: false,
      timezone: 'europe/berlin',
    });
    assert.equal(res.statusCode, 200, res.body);
    const { profile } = body<{ profile: OwnProfileDetail }>(res);
    assert.equal(profile.name, 'Benjamin');
    assert.equal(profile.about, 'Cyclist and cook.');
    assert.equal(profile.looking_for, 'both');
    assert.equal(profile.date_of_birth, '1991-04-05');
    assert.equal(profile.country, 'DE');
    assert.equal(profile.region_code, 'DE-BY');
    assert.equal(profile.region, 'Bayern');
    assert.equal(profile.city, 'München');
    assert.equal(profile.lat, 48.137);
    assert.equal(profile.lon, 11.575);
    assert.deepEqual([...profile.interests].sort(), ['cooking', 'travel']);
    assert.deepEqual(profile, await own());
    const user = body<User>(await request(ctx.app, { method: 'GET', url: '/api/user.php', cookie: ben }));
    assert.equal(user.timezone, 'Europe/Berlin');
    assert.equal(user.profile.name, 'Benjamin');
  });

  it('keeps fields that are not sent; a new country clears region and city', async () => {
    const before = await own();
    const res = await put({ about: 'Only the text changes.' });
    assert.equal(res.statusCode, 200);
    const after = body<{ profile: OwnProfileDetail }>(res).profile;
    assert.deepEqual({ ...after, about: before.about }, before);
    const moved = body<{ profile: OwnProfileDetail }>(await put({ country: 'NL' })).profile;
    assert.equal(moved.country, 'NL');
    assert.equal(moved.region_code, null);
    assert.equal(moved.city, null);
    const placed = body<{ profile: OwnProfileDetail }>(await put({ region_code: 'NL-NH', city: 'Amsterdam', lat: null, lon: null })).profile;
    assert.equal(placed.region_code, 'NL-NH');
    assert.equal(placed.city, 'Amsterdam');
    assert.equal(placed.lat, null);
    const cleared = body<{ profile: OwnProfileDetail }>(await put({ region_code: null, interests: [] })).profile;
    assert.equal(cleared.region_code, null);
    assert.deepEqual(cleared.interests, []);
  });

  it('answers the error codes of the contract', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ name: DEMO_BEN }, 400, 'name_equals_email'],
      [{ name: '@ben' }, 400, 'name_starts_with_at'],
      [{ name: '' }, 400, 'invalid_request'],
      [{ name: 'x'.repeat(51) }, 400, 'invalid_request'],
      [{ about: 'x'.repeat(2001) }, 400, 'invalid_request'],
      [{ date_of_birth: `${new Date().getUTCFullYear() - 17}-01-01` }, 400, 'too_young'],
      [{ date_of_birth: '1990-02-30' }, 400, 'too_young'],
      [{ date_of_birth: '01-02-1990' }, 400, 'invalid_request'],
      [{ gender: 'other' }, 400, 'invalid_request'],
      [{ looking_for: 'anyone' }, 400, 'invalid_request'],
      [{ country: 'BR' }, 400, 'invalid_request'],
      [{ region_code: 'DE-BY' }, 400, 'invalid_region'],
      [{ country: 'NL', region_code: 'NL-XX' }, 400, 'invalid_region'],
      [{ city: 'x'.repeat(101) }, 400, 'invalid_request'],
      [{ lat: 52.1 }, 400, 'invalid_request'],
      [{ lat: 52.1, lon: null }, 400, 'invalid_request'],
      [{ lat: 95, lon: 4 }, 400, 'invalid_request'],
      [{ interests: ['travel', 'no_such_interest'] }, 400, 'unknown_interest'],
      [{ interests: Array.from({ length: 21 }, () => 'travel') }, 400, 'invalid_request'],
      [{ invisible: 'yes' }, 400, 'invalid_request'],
      [{ timezone: 'Mars/Olympus_Mons' }, 400, 'invalid_timezone'],
      [{ timezone: '+02:00' }, 400, 'invalid_timezone'],
    ];
    const before = await own();
    for (const [payload, status, code] of cases) {
      const res = await put(payload);
      assert.equal(res.statusCode, status, `${JSON.stringify(payload)} → ${res.body}`);
      assert.equal(body(res).error, code, JSON.stringify(payload));
    }
    assert.equal(body(await put({ date_of_birth: '1990-02-30' })).min_age, 18);
    assert.deepEqual(await own(), before);
  });

  it('needs a login', async () => {
    const res = await request(ctx.app, { method: 'PUT', url: '/api/profile.php', payload: { about: 'x' } });
    assert.equal(res.statusCode, 403);
    assert.equal(body(res).error, 'authentication_required');
  });

  it('invisible hides the member from search, likes and his profile page for others', async () => {
    const res = await put({ invisible: true }, anna);
    assert.equal(res.statusCode, 200);
    assert.equal(body<{ profile: OwnProfileDetail }>(res).profile.invisible, true);
    const page = async () => {
      const ids: number[] = [];
      const first = body<{ total: number; profiles: Profile[] }>(
        await request(ctx.app, { method: 'GET', url: '/api/members.php?gender=female&numResults=100', cookie: ben }),
      );
      for (let n = 1; n <= Math.ceil(first.total / 100); n++) {
        const p = body<{ profiles: Profile[] }>(
          await request(ctx.app, { method: 'GET', url: `/api/members.php?gender=female&numResults=100&pageNumber=${n}`, cookie: ben }),
        );
        ids.push(...p.profiles.map((x) => x.id));
      }
      return ids;
    };
    assert.ok(!(await page()).includes(annaId));
    assert.equal((await request(ctx.app, { method: 'GET', url: `/api/profile.php?id=${annaId}`, cookie: ben })).statusCode, 404);
    const likes = body<{ likes: Profile[]; liked_by: Profile[]; matches: Profile[] }>(
      await request(ctx.app, { method: 'GET', url: '/api/likes.php', cookie: ben }),
    );
    for (const list of [likes.likes, likes.liked_by, likes.matches]) assert.ok(!list.some((p) => p.id === annaId));
    // She still sees her own page.
    assert.equal((await own(anna, annaId)).invisible, true);
    await put({ invisible: false }, anna);
    assert.ok((await page()).includes(annaId));
  });
});
