// The SMS provider of the direct-debit code (issue 32 "SMS"): Twilio's REST API answered by a
// local HTTP server as Twilio documents it (https://www.twilio.com/docs/messaging/api/message-resource),
// the sandbox staying the default, and production refusing to start without a provider while a
// site offers direct debit.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { Payment } from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import { loadConfig, productionProblems } from '../config.js';
import { toE164 } from '../services/phone-number.js';
import { directDebitSmsProblems, type TwilioSettings } from '../services/sms-config.js';
import { appWith, body, request, setupTestApp, signUpMember, type TestContext, type TestMember } from './helpers.js';

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'f'.repeat(32);
const MANDATE = { account_holder: 'Maren de Vries', iban: 'NL91 ABNA 0417 1643 00', street: 'Keizersgracht', house_number: '12a', postal_code: '1015 CS', city: 'Amsterdam' };

/** What the fake Twilio received: one entry per request. */
interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

/**
 * A local server answering as Twilio's Messages API: `POST /2010-04-01/Accounts/{sid}/Messages.json`
 * → 201 with the message resource; with `failWith` set, Twilio's error body
 * (`{code, message, more_info, status}`) with that status instead.
 */
async function fakeTwilio() {
  const received: Received[] = [];
  const state: { failWith: number | null } = { failWith: null };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(raw));
      received.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization, contentType: req.headers['content-type'], form });
      res.setHeader('content-type', 'application/json');
      if (state.failWith) {
        res.statusCode = state.failWith;
        const code = state.failWith === 400 ? 21211 : 20500;
        res.end(JSON.stringify({ code, message: `The 'To' number ${form.To} is not a valid phone number.`, more_info: `https://www.twilio.com/docs/errors/${code}`, status: state.failWith }));
        return;
      }
      res.statusCode = 201;
      const sid = `SM${crypto.randomBytes(16).toString('hex')}`;
      res.end(JSON.stringify({ account_sid: SID, api_version: '2010-04-01', body: form.Body, from: form.From, to: form.To, sid, status: 'queued', num_segments: '1', direction: 'outbound-api', uri: `/2010-04-01/Accounts/${SID}/Messages/${sid}.json` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, received, state, base };
}

const twilio = (apiBase: string): TwilioSettings => ({ provider: 'twilio', accountSid: SID, authToken: TOKEN, from: 'Amora', apiBase });

describe('SMS provider (Twilio)', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  let fake: Awaited<ReturnType<typeof fakeTwilio>>;
  let bundleId: number;
  before(async () => {
    ctx = await setupTestApp();
    fake = await fakeTwilio();
    app = await appWith(ctx, { sms: twilio(fake.base) });
    bundleId = body<{ bundles: { id: number }[] }>(await request(app, { method: 'GET', url: '/api/credits.php' })).bundles[0]?.id ?? 0;
  });
  after(async () => {
    await app.close();
    await ctx.close();
    fake.server.close();
  });

  /** A member in the Netherlands with a pending direct-debit payment. */
  const sddPayment = async (): Promise<{ member: TestMember; payment: Payment }> => {
    const member = await signUpMember(ctx, { credits: 0 });
    await ctx.db.updateTable('profiles').set({ country: 'NL' }).where('id', '=', member.profileId).execute();
    const res = await request(app, { method: 'POST', url: '/api/payments.php', cookie: member.cookie, payload: { bundle: bundleId, paymentmethod: 'sdd', idempotency_key: crypto.randomUUID() } });
    assert.equal(res.statusCode, 201, res.body);
    return { member, payment: body<{ payment: Payment }>(res).payment };
  };
  const mandate = (m: TestMember, id: number, mobile: string) => request(app, { method: 'POST', url: `/api/directdebit.php?payment=${id}`, cookie: m.cookie, payload: { ...MANDATE, mobile } });
  const confirm = (m: TestMember, id: number, code: string) => request(app, { method: 'POST', url: `/api/directdebit.php?payment=${id}&confirm=1`, cookie: m.cookie, payload: { code, consent: true } });

  it('texts the code through Twilio to the number in E.164, with Basic auth; the code it sent completes the payment', async () => {
    fake.state.failWith = null;
    const { member, payment } = await sddPayment();
    const before = fake.received.length;
    const sent = await mandate(member, payment.id, '06 1234 5678');
    assert.equal(sent.statusCode, 200, sent.body);
    assert.equal(fake.received.length, before + 1);
    const req = fake.received.at(-1) as Received;
    assert.equal(req.method, 'POST');
    assert.equal(req.url, `/2010-04-01/Accounts/${SID}/Messages.json`);
    assert.equal(req.authorization, `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
    assert.match(req.contentType ?? '', /^application\/x-www-form-urlencoded/);
    assert.equal(req.form.To, '+31612345678', 'the national number with the Dutch calling code');
    assert.equal(req.form.From, 'Amora');
    assert.match(req.form.Body ?? '', /^Amora: \d{6}$/);
    // Nothing went to the sandbox outbox.
    assert.equal((await ctx.db.selectFrom('outbox').select('id').where('to_email', '=', '+31612345678').execute()).length, 0);
    const code = /(\d{6})$/.exec(req.form.Body ?? '')?.[1] as string;
    const right = await confirm(member, payment.id, code);
    assert.equal(right.statusCode, 200, right.body);
    assert.equal(body<{ payment: Payment }>(right).payment.status, 'completed');
  });

  it('a refusal by Twilio answers 503 sms_unavailable (the form shows "please try again later") and marks nothing sent', async () => {
    const { member, payment } = await sddPayment();
    for (const status of [400, 500]) {
      fake.state.failWith = status;
      const refused = await mandate(member, payment.id, '+31 6 55554444');
      assert.equal(refused.statusCode, 503, refused.body);
      assert.equal(body(refused).error, 'sms_unavailable');
      assert.doesNotMatch(refused.body, /21211|\+31/, 'nothing of Twilio\'s answer reaches the member');
    }
    assert.equal(await ctx.db.selectFrom('direct_debit_mandates').select('payment_id').where('payment_id', '=', payment.id).executeTakeFirst(), undefined, 'no mandate stored');
    const code = /(\d{6})$/.exec(fake.received.at(-1)?.form.Body ?? '')?.[1] as string;
    assert.equal(body(await confirm(member, payment.id, code)).error, 'sms_code_invalid', 'the code that was not sent confirms nothing');
    // Once Twilio takes messages again, asking again works.
    fake.state.failWith = null;
    assert.equal((await mandate(member, payment.id, '+31 6 55554444')).statusCode, 200);
    const sentCode = /(\d{6})$/.exec(fake.received.at(-1)?.form.Body ?? '')?.[1] as string;
    assert.equal((await confirm(member, payment.id, sentCode)).statusCode, 200);
  });

  it('Twilio out of reach answers 503 sms_unavailable and stores nothing', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const down = await appWith(ctx, { sms: twilio(`http://127.0.0.1:${port}`) });
    try {
      const { member, payment } = await sddPayment();
      const res = await request(down, { method: 'POST', url: `/api/directdebit.php?payment=${payment.id}`, cookie: member.cookie, payload: { ...MANDATE, mobile: '+31 6 11112222' } });
      assert.equal(res.statusCode, 503, res.body);
      assert.equal(body(res).error, 'sms_unavailable');
      assert.equal(await ctx.db.selectFrom('direct_debit_mandates').select('payment_id').where('payment_id', '=', payment.id).executeTakeFirst(), undefined);
    } finally {
      await down.close();
    }
  });

  it('production refuses to start while a site offers direct debit and no SMS provider is set, or Twilio is half configured', async () => {
    const secrets = { AMORA_DEPLOY_TOKEN: 'd'.repeat(32), AMORA_CLI_KEY: 'o'.repeat(32), PAYMENT_WEBHOOK_SECRET: 's'.repeat(32), AMORA_PROXY_SECRET: 'p'.repeat(32) };
    const prod = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'production', ...secrets, ...env });
    // The seeded sites serve NL and DE, where SEPA direct debit is offered.
    const [line] = await directDebitSmsProblems(ctx.db, prod());
    assert.match(line ?? '', /^SMS_PROVIDER must be set to twilio .*localhost, de\.localhost$/);
    assert.equal((await directDebitSmsProblems(ctx.db, prod({ SMS_PROVIDER: 'sandbox' }))).length, 1, 'the sandbox only with the dev outbox readable');
    assert.deepEqual(await directDebitSmsProblems(ctx.db, prod({ SMS_PROVIDER: 'sandbox', AMORA_DEV_OUTBOX: '1' })), []);
    const complete = { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM: '+3197010203040' };
    assert.deepEqual(await directDebitSmsProblems(ctx.db, prod(complete)), []);
    assert.deepEqual(await directDebitSmsProblems(ctx.db, loadConfig({ NODE_ENV: 'development' })), []);
    assert.deepEqual(productionProblems(prod(complete)).filter((p) => /SMS|TWILIO/.test(p)), []);
    const half = productionProblems(prod({ SMS_PROVIDER: 'twilio', TWILIO_AUTH_TOKEN: 'short', TWILIO_API_BASE: 'http://127.0.0.1:9' }));
    assert.deepEqual(half.map((p) => p.split(' ')[0]), ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM', 'TWILIO_API_BASE']);
    assert.match(productionProblems(prod({ SMS_PROVIDER: 'messagebird' })).join('\n'), /SMS_PROVIDER must be "twilio" or "sandbox"/);
  });

  it('writes a typed mobile number in E.164 for the member\'s country', () => {
    assert.equal(toE164('+31 6 1234-5678', 'DE'), '+31612345678');
    assert.equal(toE164('0049 171 2345678', 'NL'), '+491712345678');
    assert.equal(toE164('0171 2345678', 'DE'), '+491712345678');
    assert.equal(toE164('(0)6 12345678', 'NL'), '+31612345678');
    assert.equal(toE164('347 123 4567', 'IT'), '+393471234567');
    assert.equal(toE164('0470 12 34 56', 'BE'), '+32470123456');
  });
});
