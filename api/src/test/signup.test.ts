import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { MAIL_TEMPLATES } from '../mail/templates.js';
import { DEMO_ANNA } from '../seed/index.js';
import { LOCALES, type User } from '../types.js';
import { body, request, sessionCookie, setupTestApp, type TestContext } from './helpers.js';

let counter = 0;
function signupBody(extra: Record<string, unknown> = {}): Record<string, unknown> {
  counter++;
  return {
    email: `new${counter}-${Date.now()}@signup.amora.test`,
    name: `Newbie${counter}`,
    password: 'a-good-long-passphrase',
    date_of_birth: '1990-05-17',
    ...extra,
  };
}

async function setSignups(ctx: TestContext, mode: string): Promise<void> {
  await ctx.db
    .updateTable('sites')
    .set({ settings: sql`jsonb_set(settings, '{signups}', to_jsonb(${mode}::text))` as unknown as string })
    .where('domain', '=', 'localhost')
    .execute();
  ctx.app.repos.sites.clearCache();
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

async function outbox(ctx: TestContext, to: string): Promise<OutboxMail[]> {
  const res = await request(ctx.app, { method: 'GET', url: `/api/dev/outbox.php?to=${encodeURIComponent(to)}` });
  assert.equal(res.statusCode, 200);
  return body<{ mails: OutboxMail[] }>(res).mails;
}

describe('sign-up and activation', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await setupTestApp();
  });
  after(async () => {
    await ctx.close();
  });

  it('creates a logged-in, not_confirmed member with signup_credits and tracking values', async () => {
    const payload = signupBody({ network: 'net1', ref: 'r', sub1: 's1', sub2: 's2', sub3: 's3', gender: 'female' });
    const res = await request(ctx.app, { method: 'POST', url: '/api/signup.php', payload });
    assert.equal(res.statusCode, 201, res.body);
    const user = body<User>(res);
    assert.equal(user.email, payload.email);
    assert.equal(user.status, 'not_confirmed');
    assert.equal(user.credits, 10);
    assert.equal(user.language, 'en');
    assert.equal(user.profile.name, payload.name);
    assert.equal(user.profile.gender, 'female');
    assert.equal(user.profile.status, 'disabled');
    const cookie = sessionCookie(res);
    assert.ok(cookie);
    const me = await request(ctx.app, { method: 'GET', url: '/api/user.php', cookie });
    assert.equal(me.statusCode, 200);
    assert.equal(body<User>(me).id, user.id);
    const row = await ctx.db.selectFrom('users').select(['network', 'ref', 'sub1', 'sub2', 'sub3']).where('id', '=', user.id).executeTakeFirstOrThrow();
    assert.deepEqual(row, { network: 'net1', ref: 'r', sub1: 's1', sub2: 's2', sub3: 's3' });
  });

  it('allows a sign-up without gender (null)', async () => {
    const res = await request(ctx.app, { method: 'POST', url: '/api/signup.php', payload: signupBody() });
    assert.equal(res.statusCode, 201);
    assert.equal(body<User>(res).profile.gender, null);
  });

  it('answers each validation code', async () => {
    const cases: [Record<string, unknown>, number, string, string | null][] = [
      [{ email: 'not-an-email' }, 400, 'invalid_email', 'Invalid email'],
      [{ date_of_birth: `${new Date().getUTCFullYear() - 17}-01-01` }, 400, 'too_young', 'Enter your date of birth (18+)'],
      [{ email: 'same@signup.amora.test', name: 'Same@Signup.amora.test' }, 400, 'name_equals_email', null],
      [{ name: '@handle' }, 400, 'name_starts_with_at', null],
      [{ password: 'short1' }, 400, 'password_length', null],
      [{ password: 'x'.repeat(129) }, 400, 'password_length', null],
      [{ password: 'password123' }, 400, 'password_common', null],
      [{ password: 'Qwertyuiop' }, 400, 'password_common', null],
      // The zxcvbn-ts common list (≈ 49k entries), case-insensitive.
      [{ password: 'password1' }, 400, 'password_common', null],
      [{ password: 'ILoveYou' }, 400, 'password_common', null],
      [{ password: 'Trustno1' }, 400, 'password_common', null],
      [{ email: DEMO_ANNA.toUpperCase() }, 409, 'email_taken', null],
    ];
    for (const [extra, status, code, message] of cases) {
      const res = await request(ctx.app, { method: 'POST', url: '/api/signup.php', payload: signupBody(extra) });
      assert.equal(res.statusCode, status, `${code}: ${res.body}`);
      const b = body<{ error: string; message: string; min_age?: number }>(res);
      assert.equal(b.error, code);
      assert.equal(typeof b.message, 'string');
      if (message) assert.equal(b.message, message);
      if (code === 'too_young') assert.equal(b.min_age, 18);
      assert.equal(sessionCookie(res), null);
    }
  });

  it('accepts a long random passphrase that is not on the common list', async () => {
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/signup.php',
      payload: signupBody({ password: 'violet Harbor 7 marmalade kite' }),
    });
    assert.equal(res.statusCode, 201, res.body);
  });

  it('answers 400 invalid_request for a malformed body', async () => {
    const res = await request(ctx.app, { method: 'POST', url: '/api/signup.php', payload: { email: 'a@b.test' } });
    assert.equal(res.statusCode, 400);
    assert.equal(body(res).error, 'invalid_request');
  });

  it('follows the site signups mode', async () => {
    try {
      await setSignups(ctx, 'with_trafficsource');
      const closed = await request(ctx.app, { method: 'POST', url: '/api/signup.php', payload: signupBody() });
      assert.equal(closed.statusCode, 403);
      assert.equal(body(closed).error, 'signups_closed');
      for (const source of [{ network: 'n' }, { ref: 'r' }, { sub1: 's' }]) {
        const ok = await request(ctx.app, { method: 'POST', url: '/api/signup.php', payload: signupBody(source) });
        assert.equal(ok.statusCode, 201, ok.body);
      }
      // A visitor who arrived through a marketing URL carries the values in the shell's cookie.
      const viaCookie = await request(ctx.app, {
        method: 'POST',
        url: '/api/signup.php',
        payload: signupBody(),
        cookie: `amora_tracking=${encodeURIComponent('network=cookie-net&sub2=cookie-s2')}`,
      });
      assert.equal(viaCookie.statusCode, 201, viaCookie.body);
      const stored = await ctx.db.selectFrom('users').select(['network', 'sub2']).where('id', '=', body<{ id: number }>(viaCookie).id).executeTakeFirstOrThrow();
      assert.deepEqual(stored, { network: 'cookie-net', sub2: 'cookie-s2' });
      await setSignups(ctx, 'invite');
      const invite = await request(ctx.app, { method: 'POST', url: '/api/signup.php', payload: signupBody({ network: 'n' }) });
      assert.equal(invite.statusCode, 403);
      assert.equal(body(invite).error, 'signups_closed');
    } finally {
      await setSignups(ctx, 'all');
    }
  });

  it('keeps the Origin guard', async () => {
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/signup.php',
      headers: { origin: 'https://evil.example' },
      payload: signupBody(),
    });
    assert.equal(res.statusCode, 403);
    assert.equal(body(res).error, 'forbidden_origin');
  });

  it('activates through the mailed link once, and delivers the sign-up message', async () => {
    const target = await ctx.db
      .selectFrom('profiles')
      .select('id')
      .where('status', '=', 'active')
      .where('fictional', '=', false)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const payload = signupBody({ profile: target.id, signup_message: 'Hi there, nice profile!' });
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/signup.php',
      headers: { 'x-forwarded-host': 'localhost:3000' },
      payload,
    });
    assert.equal(res.statusCode, 201, res.body);
    const cookie = sessionCookie(res) as string;
    const user = body<User>(res);
    const mails = await outbox(ctx, payload.email as string);
    assert.equal(mails.length, 1);
    const mail = mails[0] as OutboxMail;
    assert.equal(mail.subject, 'Please confirm your e-mail address for Amora');
    const link = mail.links[0] as string;
    assert.match(link, /^http:\/\/localhost:3000\/api\/activate\.php\?token=[A-Za-z0-9_-]{43}$/);
    const path = link.replace('http://localhost:3000', '');

    // Not delivered before activation, and no conversation exists the partner could answer in (spec §4).
    const before = await ctx.db.selectFrom('messages').select('id').where('sender_profile_id', '=', user.profile.id).execute();
    assert.equal(before.length, 0);
    const conversations = await ctx.db.selectFrom('conversation_members').select('conversation_id').where('profile_id', '=', user.profile.id).execute();
    assert.equal(conversations.length, 0);

    const first = await request(ctx.app, { method: 'GET', url: path });
    assert.equal(first.statusCode, 302);
    assert.equal(first.headers.location, '/activate/done');
    const me = body<User>(await request(ctx.app, { method: 'GET', url: '/api/user.php', cookie }));
    assert.equal(me.status, 'active');
    assert.equal(me.profile.status, 'active');
    const chats = body<{ chats: { profile_id: number; last_message: { text: string; from_me: boolean } | null }[] }>(
      await request(ctx.app, { method: 'GET', url: '/api/chats.php', cookie }),
    ).chats;
    assert.equal(chats.length, 1);
    assert.equal(chats[0]?.profile_id, target.id);
    assert.deepEqual(chats[0]?.last_message && { text: chats[0].last_message.text, from_me: chats[0].last_message.from_me }, {
      text: 'Hi there, nice profile!',
      from_me: true,
    });

    const second = await request(ctx.app, { method: 'GET', url: path });
    assert.equal(second.statusCode, 302);
    assert.equal(second.headers.location, '/activate/error');
  });

  it('redirects to the localized page and mails in the member language', async () => {
    const payload = signupBody({ language: 'de' });
    const res = await request(ctx.app, { method: 'POST', url: '/api/signup.php', payload });
    assert.equal(res.statusCode, 201);
    assert.equal(body<User>(res).language, 'de');
    const mail = (await outbox(ctx, payload.email as string))[0] as OutboxMail;
    assert.equal(mail.subject, 'Bitte bestätigen Sie Ihre E-Mail-Adresse bei Amora');
    assert.match(mail.links[0] as string, /^http:\/\/localhost:3000\/api\/activate\.php\?token=/);
    const done = await request(ctx.app, { method: 'GET', url: (mail.links[0] as string).replace(/^https?:\/\/[^/]+/, '') });
    assert.equal(done.headers.location, '/de/activate/done');
  });

  it('redirects unknown, missing and expired tokens to /activate/error', async () => {
    for (const url of ['/api/activate.php?token=nope', '/api/activate.php']) {
      const res = await request(ctx.app, { method: 'GET', url });
      assert.equal(res.statusCode, 302);
      assert.equal(res.headers.location, '/activate/error');
    }
    const payload = signupBody();
    await request(ctx.app, { method: 'POST', url: '/api/signup.php', payload });
    const link = ((await outbox(ctx, payload.email as string))[0] as OutboxMail).links[0] as string;
    await ctx.db.updateTable('account_tokens').set({ expires_at: new Date(Date.now() - 1000) }).where('kind', '=', 'activation').execute();
    const res = await request(ctx.app, { method: 'GET', url: link.replace(/^https?:\/\/[^/]+/, '') });
    assert.equal(res.headers.location, '/activate/error');
  });

  it('has every account mail (activation, reset, mail change, deletion, report looked at) in all 11 languages', () => {
    assert.deepEqual(Object.keys(MAIL_TEMPLATES).sort(), ['activation', 'deletion', 'mail_change', 'report_reviewed', 'reset']);
    for (const kind of Object.keys(MAIL_TEMPLATES) as (keyof typeof MAIL_TEMPLATES)[]) {
      const texts = new Set<string>();
      for (const locale of LOCALES) {
        const t = MAIL_TEMPLATES[kind][locale];
        const text = t.text({ site: 'S', name: 'N', link: 'http://x/l' });
        assert.ok(text.includes('http://x/l'));
        assert.ok(t.subject({ site: 'S', name: 'N', link: '' }).includes('S'));
        texts.add(text);
      }
      assert.equal(texts.size, LOCALES.length);
    }
  });
});
