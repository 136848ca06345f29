import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { DEMO_ANNA, DEMO_BEN } from '../seed/index.js';
import type { Profile, ProfileDetail, User } from '../types.js';
import { body, login, request, setupTestApp, type TestContext } from './helpers.js';

describe('private profile notes (PUT /api/notes.php, notes of GET /api/profile.php)', () => {
  let ctx: TestContext;
  let anna: string;
  let ben: string;
  let annaId: number;
  let benId: number;
  /** Visible generated profiles found by anna's search. */
  let others: number[];

  const put = (payload: Record<string, unknown>, cookie = anna) => request(ctx.app, { method: 'PUT', url: '/api/notes.php', cookie, payload });
  const view = async (id: number, cookie?: string) => {
    const res = await request(ctx.app, { method: 'GET', url: `/api/profile.php?id=${id}`, ...(cookie ? { cookie } : {}) });
    assert.equal(res.statusCode, 200, res.body);
    return body<{ profile: ProfileDetail }>(res).profile;
  };
  const setNotes = async (on: boolean) => {
    await ctx.db
      .updateTable('sites')
      .set({ settings: sql`jsonb_set(settings, '{visible_profile_notes}', ${on ? sql`'true'` : sql`'false'`}::jsonb)` as unknown as string })
      .where('domain', '=', 'localhost')
      .execute();
    ctx.app.repos.sites.clearCache();
  };

  before(async () => {
    ctx = await setupTestApp();
    anna = await login(ctx.app, DEMO_ANNA);
    ben = await login(ctx.app, DEMO_BEN);
    annaId = body<User>(await request(ctx.app, { method: 'GET', url: '/api/user.php', cookie: anna })).profile.id;
    benId = body<User>(await request(ctx.app, { method: 'GET', url: '/api/user.php', cookie: ben })).profile.id;
    const page = body<{ profiles: Profile[] }>(await request(ctx.app, { method: 'GET', url: '/api/members.php?numResults=10', cookie: anna }));
    others = page.profiles.map((p) => p.id).filter((id) => id !== annaId && id !== benId);
    assert.ok(others.length >= 3);
  });
  after(async () => {
    await ctx.close();
  });

  it('the localhost site has notes on; a viewer without a note gets null, visitors and the owner no field', async () => {
    const settings = body<{ visible_profile_notes: boolean }>(await request(ctx.app, { method: 'GET', url: '/api/settings.php' }));
    assert.equal(settings.visible_profile_notes, true);
    assert.equal((await view(benId, anna)).notes, null);
    assert.ok(!('notes' in (await view(benId))));
    assert.ok(!('notes' in (await view(annaId, anna))));
  });

  it('saves a trimmed note and shows it back on profile.php to its author only', async () => {
    const target = others[0] as number;
    const res = await put({ profile: target, text: '  Likes hiking; ask about Norway.  ' });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(body(res), { notes: 'Likes hiking; ask about Norway.' });
    assert.equal((await view(target, anna)).notes, 'Likes hiking; ask about Norway.');
    assert.equal((await view(target, ben)).notes, null);
    assert.ok(!('notes' in (await view(target))));

    const again = await put({ profile: target, text: 'Updated.' });
    assert.deepEqual(body(again), { notes: 'Updated.' });
    assert.equal((await view(target, anna)).notes, 'Updated.');
    const rows = await ctx.db.selectFrom('profile_notes').select('text').where('profile_id', '=', target).execute();
    assert.equal(rows.length, 1);
  });

  it('empty text (after trimming) deletes the note', async () => {
    const target = others[1] as number;
    await put({ profile: target, text: 'Temporary' });
    const res = await put({ profile: target, text: '   ' });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(body(res), { notes: null });
    assert.equal((await view(target, anna)).notes, null);
    const rows = await ctx.db.selectFrom('profile_notes').selectAll().where('author_profile_id', '=', annaId).where('profile_id', '=', target).execute();
    assert.equal(rows.length, 0);
  });

  it('refuses visitors, bad bodies, one’s own profile and unknown or invisible profiles', async () => {
    const visitor = await request(ctx.app, { method: 'PUT', url: '/api/notes.php', payload: { profile: benId, text: 'x' } });
    assert.equal(visitor.statusCode, 403);
    assert.equal(body(visitor).error, 'authentication_required');

    const own = await put({ profile: annaId, text: 'Me' });
    assert.equal(own.statusCode, 400);
    assert.equal(body(own).error, 'invalid_request');

    const tooLong = await put({ profile: benId, text: 'x'.repeat(2001) });
    assert.equal(tooLong.statusCode, 400);
    assert.equal(body(tooLong).error, 'invalid_request');
    assert.equal((await put({ profile: benId, text: `  ${'x'.repeat(2000)}  ` })).statusCode, 200);
    assert.equal((await put({ profile: benId, text: 7 })).statusCode, 400);

    const unknown = await put({ profile: 99_999_999, text: 'x' });
    assert.equal(unknown.statusCode, 404);
    assert.equal(body(unknown).error, 'not_found');

    const hidden = others[2] as number;
    await ctx.db.updateTable('profiles').set({ invisible: true }).where('id', '=', hidden).execute();
    try {
      assert.equal((await put({ profile: hidden, text: 'x' })).statusCode, 404);
    } finally {
      await ctx.db.updateTable('profiles').set({ invisible: false }).where('id', '=', hidden).execute();
    }
  });

  it('answers 404 when a block stands between the two, either way', async () => {
    const target = others[2] as number;
    await put({ profile: target, text: 'Before the block' });
    try {
      await ctx.db.insertInto('blocks').values({ blocker_profile_id: annaId, blocked_profile_id: target }).execute();
      const mine = await put({ profile: target, text: 'x' });
      assert.equal(mine.statusCode, 404);
      assert.equal(body(mine).error, 'not_found');
      const seen = await view(target, anna);
      assert.equal(seen.blocked_by_me, true);
      assert.ok(!('notes' in seen));
      await ctx.db.deleteFrom('blocks').where('blocker_profile_id', '=', annaId).execute();

      await ctx.db.insertInto('blocks').values({ blocker_profile_id: target, blocked_profile_id: annaId }).execute();
      assert.equal((await put({ profile: target, text: 'x' })).statusCode, 404);
    } finally {
      await ctx.db.deleteFrom('blocks').where('blocker_profile_id', 'in', [annaId, target]).execute();
    }
    assert.equal((await view(target, anna)).notes, 'Before the block');
  });

  it('with visible_profile_notes off: 403 notes_disabled and no notes field', async () => {
    const target = others[0] as number;
    try {
      await setNotes(false);
      const res = await put({ profile: target, text: 'x' });
      assert.equal(res.statusCode, 403);
      assert.deepEqual(body(res), { error: 'notes_disabled', message: 'Profile notes are not available on this site.' });
      assert.ok(!('notes' in (await view(target, anna))));
    } finally {
      await setNotes(true);
    }
    assert.equal((await view(target, anna)).notes, 'Updated.');
  });
});
