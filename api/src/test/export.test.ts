// GDPR (issue 16): a member downloads all their data as one zip archive (Art. 15/20), and the
// deletion erases it 14 days later (Art. 17).
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'kysely';
import sharp from 'sharp';
import { exportMemberData } from '../services/data-export.js';
import { purgeDeletedAccounts } from '../services/purge.js';
import { request, setupTestApp, signUpMember, type TestContext } from './helpers.js';

describe('GDPR data export', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await setupTestApp();
  });
  after(async () => {
    await ctx.close();
  });

  const archive = async (cookie: string) => {
    const res = await request(ctx.app, { method: 'GET', url: '/api/export.php', cookie });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['content-type'], 'application/zip');
    assert.match(String(res.headers['content-disposition']), /^attachment; filename="amora-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    return unzipSync(new Uint8Array(res.rawPayload));
  };
  const jsonOf = <T>(files: Record<string, Uint8Array>, name: string): T => JSON.parse(strFromU8(files[name] as Uint8Array)) as T;

  it('holds the profile, photos, messages, likes, notes, consents and sessions of the member, and nothing of others', async () => {
    const a = await signUpMember(ctx);
    const b = await signUpMember(ctx);
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 20, g: 120, b: 200 } } }).jpeg().toBuffer();
    const upload = await request(ctx.app, { method: 'POST', url: '/api/photos.php', cookie: a.cookie, headers: { 'content-type': 'image/jpeg' }, payload: jpeg });
    assert.ok([200, 201].includes(upload.statusCode), upload.body);
    const sent = await request(ctx.app, { method: 'POST', url: '/api/chat.php', cookie: a.cookie, payload: { profile: b.profileId, client_message_id: crypto.randomUUID(), kind: 'text', text: 'Export me, please' } });
    assert.equal(sent.statusCode, 201, sent.body);
    const reply = await request(ctx.app, { method: 'POST', url: '/api/chat.php', cookie: b.cookie, payload: { profile: a.profileId, client_message_id: crypto.randomUUID(), kind: 'text', text: 'A reply from B' } });
    assert.equal(reply.statusCode, 201, reply.body);
    assert.equal((await request(ctx.app, { method: 'POST', url: '/api/likes.php', cookie: a.cookie, payload: { profile: b.profileId } })).statusCode, 200);
    assert.equal((await request(ctx.app, { method: 'PUT', url: '/api/notes.php', cookie: a.cookie, payload: { profile: b.profileId, text: 'Likes hiking' } })).statusCode, 200);
    const bNote = await request(ctx.app, { method: 'PUT', url: '/api/notes.php', cookie: b.cookie, payload: { profile: a.profileId, text: "B's secret note" } });
    assert.equal(bNote.statusCode, 200);

    const files = await archive(a.cookie);
    assert.ok(strFromU8(files['README.txt'] as Uint8Array).includes('GDPR'));
    const account = jsonOf<{ email: string; consents: { notification_settings: Record<string, boolean> }; sessions: unknown[] }>(files, 'account.json');
    const email = (await ctx.db.selectFrom('users').select('email').where('id', '=', a.userId).executeTakeFirstOrThrow()).email;
    assert.equal(account.email, email);
    assert.equal(account.consents.notification_settings.like, true);
    assert.ok(account.sessions.length >= 1);
    assert.equal(jsonOf<{ id: number; date_of_birth: string }>(files, 'profile.json').date_of_birth, '1990-05-17');

    const photos = jsonOf<{ file: string }[]>(files, 'photos.json');
    assert.equal(photos.length, 1);
    const photo = files[photos[0]?.file as string];
    assert.ok(photo && photo.length > 100, 'the photo file is in the archive');
    assert.ok((await sharp(Buffer.from(photo)).metadata()).width, 'and is a readable image');

    const messages = jsonOf<{ with: { profile_id: number }; messages: { from: string; text: string }[] }[]>(files, 'messages.json');
    const thread = messages.find((c) => c.with.profile_id === b.profileId);
    assert.deepEqual(thread?.messages.map((m) => [m.from === 'me', m.text]), [[true, 'Export me, please'], [false, 'A reply from B']]);
    assert.ok(jsonOf<{ given: { profile_id: number }[] }>(files, 'likes.json').given.some((l) => l.profile_id === b.profileId));
    assert.deepEqual(jsonOf<{ text: string }[]>(files, 'notes.json').map((n) => n.text), ['Likes hiking']);
    assert.deepEqual(jsonOf<unknown[]>(files, 'payments.json'), []);
    for (const name of ['blocks.json', 'reports.json', 'discount-codes.json', 'complaints.json']) assert.ok(Array.isArray(jsonOf(files, name)), name);

    // Nothing of B beyond id and name: neither B's e-mail nor B's private note.
    const everything = Object.entries(files).filter(([n]) => n.endsWith('.json')).map(([, d]) => strFromU8(d)).join('\n');
    const bEmail = (await ctx.db.selectFrom('users').select('email').where('id', '=', b.userId).executeTakeFirstOrThrow()).email;
    assert.ok(!everything.includes(bEmail));
    assert.ok(!everything.includes("B's secret note"));
    assert.ok(!everything.includes('password'));
  });

  it('needs a login', async () => {
    const res = await request(ctx.app, { method: 'GET', url: '/api/export.php' });
    assert.equal(res.statusCode, 403);
  });

  it('has nothing left to export once a deletion is 14 days old and purged', async () => {
    const m = await signUpMember(ctx);
    const res = await request(ctx.app, { method: 'DELETE', url: '/api/user.php', cookie: m.cookie, payload: { password: 'a-good-long-passphrase' } });
    assert.equal(res.statusCode, 200, res.body);
    assert.ok(await exportMemberData(ctx.db, m.userId, ctx.app.storage), 'kept during the 14 days');
    await ctx.db.updateTable('users').set({ deleted_at: sql<Date>`now() - interval '15 days'` }).where('id', '=', m.userId).execute();
    await purgeDeletedAccounts(ctx.db, ctx.config);
    assert.equal(await exportMemberData(ctx.db, m.userId, ctx.app.storage), null);
  });
});
