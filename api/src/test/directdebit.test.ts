// SEPA direct debit (issue 11; spec §5, §8): the mandate with an IBAN checked by ibantools, the
// sandbox bank's refusals (blocked account, limit reached), the SMS code in the development
// outbox, a wrong code refused, the right one completing the payment once.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Payment } from '@amora/contracts';
import { body, request, setupTestApp, signUpMember, type TestContext, type TestMember } from './helpers.js';

const MANDATE = { account_holder: 'Maren de Vries', iban: 'NL91 ABNA 0417 1643 00', street: 'Keizersgracht', house_number: '12a', postal_code: '1015 CS', city: 'Amsterdam' };

describe('direct debit', () => {
  let ctx: TestContext;
  let bundles: { id: number; credits: number; price_cents: number }[];
  before(async () => {
    ctx = await setupTestApp();
    bundles = body<{ bundles: typeof bundles }>(await request(ctx.app, { method: 'GET', url: '/api/credits.php' })).bundles;
  });
  after(async () => {
    await ctx.close();
  });

  /** A member in the Netherlands (sdd is offered there) with a pending sdd payment of bundle `index`. */
  const sddPayment = async (m?: TestMember, index = 1) => {
    const member = m ?? (await signUpMember(ctx, { credits: 0 }));
    await ctx.db.updateTable('profiles').set({ country: 'NL' }).where('id', '=', member.profileId).execute();
    const res = await request(ctx.app, { method: 'POST', url: '/api/payments.php', cookie: member.cookie, payload: { bundle: bundles[index]?.id, paymentmethod: 'sdd', idempotency_key: crypto.randomUUID() } });
    assert.equal(res.statusCode, 201, res.body);
    return { member, payment: body<{ payment: Payment }>(res).payment };
  };
  const mandate = (m: TestMember, id: number, extra: Record<string, unknown> = {}) =>
    request(ctx.app, { method: 'POST', url: `/api/directdebit.php?payment=${id}`, cookie: m.cookie, payload: { ...MANDATE, mobile: `+31 6 ${Math.floor(10_000_000 + Math.random() * 89_999_999)}`, ...extra } });
  const confirm = (m: TestMember, id: number, code: string, consent: unknown = true) =>
    request(ctx.app, { method: 'POST', url: `/api/directdebit.php?payment=${id}&confirm=1`, cookie: m.cookie, payload: { code, consent } });
  const smsCode = async (mobile: string) => {
    const res = await request(ctx.app, { method: 'GET', url: `/api/dev/outbox.php?to=${encodeURIComponent(mobile.replace(/[ ()-]/g, ''))}` });
    const mails = body<{ mails: { subject: string; text: string }[] }>(res).mails;
    assert.equal(mails[0]?.subject, 'SMS');
    return /(\d{6})$/.exec(mails[0]?.text ?? '')?.[1] as string;
  };

  it('opens the mandate form instead of a provider page; a wrong SMS code fails, the right one completes the payment once', async () => {
    const { member, payment } = await sddPayment();
    assert.equal(payment.checkout_url, `/directdebit?payment=${payment.id}`);
    const mobile = '+31 6 12345678';
    const sent = await mandate(member, payment.id, { mobile });
    assert.equal(sent.statusCode, 200, sent.body);
    assert.equal(body(sent).sms_to, '+31 ••• ••• 678');
    const code = await smsCode(mobile);
    assert.match(code, /^\d{6}$/);
    const wrong = await confirm(member, payment.id, code === '000000' ? '111111' : '000000');
    assert.equal(wrong.statusCode, 400);
    assert.equal(body(wrong).error, 'sms_code_invalid');
    assert.equal((await confirm(member, payment.id, code, false)).statusCode, 400, 'no consent, no debit');
    const right = await confirm(member, payment.id, code);
    assert.equal(right.statusCode, 200, right.body);
    assert.equal(body<{ payment: Payment }>(right).payment.status, 'completed');
    const user = await ctx.db.selectFrom('users').select(['credits', 'paid_user']).where('id', '=', member.userId).executeTakeFirstOrThrow();
    assert.deepEqual(user, { credits: bundles[1]?.credits, paid_user: true });
    assert.equal((await confirm(member, payment.id, code)).statusCode, 404, 'a decided payment takes no code');
    const stored = await ctx.db.selectFrom('direct_debit_mandates').select(['iban', 'confirmed_at']).where('payment_id', '=', payment.id).executeTakeFirstOrThrow();
    assert.equal(stored.iban, 'NL91ABNA0417164300');
    assert.ok(stored.confirmed_at);
  });

  it('refuses an invalid IBAN, a blocked account and a debit over the limit', async () => {
    const { member, payment } = await sddPayment();
    const invalid = await mandate(member, payment.id, { iban: 'NL91 ABNA 0417 1643 01' });
    assert.equal(invalid.statusCode, 400);
    assert.equal(body<{ issues: { path: string }[] }>(invalid).issues[0]?.path, 'iban');
    const blocked = await mandate(member, payment.id, { iban: 'NL02ABNA0123456789' });
    assert.equal(blocked.statusCode, 409);
    assert.equal(body(blocked).error, 'account_blocked');
    // €99.95 + €99.95 is over the €150 a member may debit in 30 days.
    const big = await sddPayment(member, 3);
    assert.equal((await mandate(member, big.payment.id)).statusCode, 200);
    const second = await sddPayment(member, 3);
    const over = await mandate(member, second.payment.id);
    assert.equal(over.statusCode, 409);
    assert.equal(body(over).error, 'limit_reached');
  });

  it('a code dies after 3 wrong tries; asking again sends a new one', async () => {
    const { member, payment } = await sddPayment();
    const mobile = '+31 6 87654321';
    await mandate(member, payment.id, { mobile });
    const code = await smsCode(mobile);
    for (let i = 0; i < 3; i++) assert.equal((await confirm(member, payment.id, '99999x')).statusCode, 400);
    assert.equal(body(await confirm(member, payment.id, code)).error, 'sms_code_invalid');
    await mandate(member, payment.id, { mobile });
    assert.equal((await confirm(member, payment.id, await smsCode(mobile))).statusCode, 200);
  });

  it('is only for the member\'s own pending sdd payments', async () => {
    const { payment } = await sddPayment();
    const other = await signUpMember(ctx);
    assert.equal((await mandate(other, payment.id)).statusCode, 404);
    assert.equal((await confirm(other, payment.id, '123456')).statusCode, 404);
  });
});
