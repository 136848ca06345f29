import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type AutoLikeResponse, type LikesState, autoLikeResponse } from '@amora/contracts';
import { type TestContext, type TestMember, body, request, setupTestApp, signUpMember } from './helpers.js';

/**
 * Issue 10 "Likes and matches": what blocks.test.ts does not cover — 20 concurrent likes of one
 * profile, the liked-back like that stops being new, and `GET /api/auto-like.php` (spec §3
 * auto-like profile, §7): the newest match still new to the member, until the modal marks it seen.
 */
describe('likes: concurrency, matches and auto-like', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await setupTestApp();
  });
  after(() => ctx.close());

  const like = (m: TestMember, profile: number) => request(ctx.app, { method: 'POST', url: '/api/likes.php', cookie: m.cookie, payload: { profile } });
  const likes = async (m: TestMember) => body<LikesState>(await request(ctx.app, { method: 'GET', url: '/api/likes.php', cookie: m.cookie }));
  const autoLike = async (m: TestMember) => {
    const res = await request(ctx.app, { method: 'GET', url: '/api/auto-like.php', cookie: m.cookie });
    assert.equal(res.statusCode, 200, res.body);
    return autoLikeResponse.parse(body<AutoLikeResponse>(res)).profile;
  };
  const seen = (m: TestMember, profile: number) => request(ctx.app, { method: 'PUT', url: '/api/likes.php', cookie: m.cookie, payload: { profile, seen: true } });

  it('20 concurrent likes of one profile store one like and announce it once', async () => {
    const [mia, sam] = [await signUpMember(ctx), await signUpMember(ctx)];
    const answers = await Promise.all(Array.from({ length: 20 }, () => like(mia, sam.profileId)));
    for (const res of answers) {
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(body(res), { liked: true, match: false });
    }
    const rows = await ctx.db.selectFrom('likes').selectAll().where('liker_profile_id', '=', mia.profileId).where('liked_profile_id', '=', sam.profileId).execute();
    assert.equal(rows.length, 1);
    const events = await ctx.db.selectFrom('live_events').select('type').where('user_id', '=', sam.userId).where('type', '=', 'like').execute();
    assert.equal(events.length, 1);
    assert.deepEqual(
      (await likes(sam)).liked_by.map((l) => [l.id, l.like_new]),
      [[mia.profileId, true]],
    );
  });

  it('liking back makes a match and the like that was answered is no longer new', async () => {
    const [mia, sam] = [await signUpMember(ctx), await signUpMember(ctx)];
    assert.deepEqual(body(await like(mia, sam.profileId)), { liked: true, match: false });
    assert.deepEqual(body(await like(sam, mia.profileId)), { liked: true, match: true });
    // Sam answered Mia's like: not new for him; Mia's entry for Sam is new until she sees the match.
    assert.deepEqual((await likes(sam)).liked_by.map((l) => [l.id, l.like_new]), [[mia.profileId, false]]);
    assert.deepEqual((await likes(mia)).liked_by.map((l) => [l.id, l.like_new]), [[sam.profileId, true]]);
    assert.deepEqual((await likes(mia)).matches.map((p) => p.id), [sam.profileId]);
  });

  it('auto-like answers the newest match the member has not seen, with main_image.match, until PUT seen', async () => {
    const mia = await signUpMember(ctx);
    assert.equal(await autoLike(mia), null, 'no match yet');
    // Two seeded members with photos like Mia; she likes both back while they are away.
    const seeded = await ctx.db
      .selectFrom('profiles')
      .select('id')
      .where('main_image_id', 'is not', null)
      .where('status', '=', 'active')
      .where('invisible', '=', false)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .limit(2)
      .execute();
    const [older, newer] = seeded.map((r) => r.id);
    assert.ok(older && newer);
    for (const id of [older, newer]) {
      await like(mia, id);
      // Their like comes after hers, so the match is theirs to announce to Mia (like_new).
      await ctx.db.insertInto('likes').values({ liker_profile_id: id, liked_profile_id: mia.profileId }).execute();
    }
    const first = await autoLike(mia);
    assert.equal(first?.id, newer);
    assert.ok(first?.main_image, 'a seeded member has a photo');
    assert.equal(first.main_image.match, first.main_image.filename);
    assert.equal((await seen(mia, newer)).statusCode, 200);
    assert.equal((await autoLike(mia))?.id, older, 'the next one once the newest is seen');
    await seen(mia, older);
    assert.equal(await autoLike(mia), null);
  });

  it('auto-like leaves out matches that are blocked or invisible, and needs a login', async () => {
    const [mia, sam, kim] = [await signUpMember(ctx), await signUpMember(ctx), await signUpMember(ctx)];
    await like(sam, mia.profileId);
    await like(kim, mia.profileId);
    // Mia likes back through the database so both likes to her stay new.
    await ctx.db
      .insertInto('likes')
      .values([
        { liker_profile_id: mia.profileId, liked_profile_id: sam.profileId },
        { liker_profile_id: mia.profileId, liked_profile_id: kim.profileId },
      ])
      .execute();
    assert.equal((await autoLike(mia))?.id, kim.profileId);
    await ctx.db.updateTable('profiles').set({ invisible: true }).where('id', '=', kim.profileId).execute();
    assert.equal((await autoLike(mia))?.id, sam.profileId, 'an invisible match is not announced');
    const block = await request(ctx.app, { method: 'POST', url: '/api/blocks.php', cookie: sam.cookie, payload: { profile: mia.profileId } });
    assert.equal(block.statusCode, 200, block.body);
    assert.equal(await autoLike(mia), null, 'a match that blocked her is not announced');
    assert.equal((await request(ctx.app, { method: 'GET', url: '/api/auto-like.php' })).statusCode, 403);
  });
});
