// PDF receipts (issue 32 "Receipts"): a completed sandbox payment's receipt downloads as a PDF
// whose text names the bundle's credits, the amount, the VAT and the receipt number, in the
// member's language; only the member's own completed or refunded payments have one.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Payment } from '@amora/contracts';
import { DEMO_COMPANY } from '../seed/sites.js';
import { paymentReceipt } from '../services/receipt.js';
import { body, request, setupTestApp, signUpMember, type TestContext, type TestMember } from './helpers.js';
import { pdfText } from './pdf-text.js';

describe('PDF receipts', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await setupTestApp();
  });
  after(async () => {
    await ctx.close();
  });

  /** A member of `country` who reads the site in `language`. */
  const member = async (country: string, language: string): Promise<TestMember> => {
    const m = await signUpMember(ctx, { credits: 0 });
    await ctx.db.updateTable('profiles').set({ country }).where('id', '=', m.profileId).execute();
    await ctx.db.updateTable('users').set({ language, timezone: 'Europe/Berlin' }).where('id', '=', m.userId).execute();
    return m;
  };
  /** A payment of the second bundle of the member's currency, by `method`; paid on the sandbox page unless `pay` is false. */
  const buy = async (m: TestMember, method: string, options: { pay?: boolean; discount_code?: string } = {}): Promise<Payment> => {
    const bundles = body<{ bundles: { id: number }[] }>(await request(ctx.app, { method: 'GET', url: '/api/credits.php', cookie: m.cookie })).bundles;
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/payments.php',
      cookie: m.cookie,
      payload: { bundle: bundles[1]?.id, paymentmethod: method, idempotency_key: crypto.randomUUID(), discount_code: options.discount_code ?? null },
    });
    assert.equal(res.statusCode, 201, res.body);
    const payment = body<{ payment: Payment }>(res).payment;
    if (options.pay === false) return payment;
    const paid = await request(ctx.app, { method: 'POST', url: `/api/sandbox-pay.php?payment=${payment.id}`, cookie: m.cookie, payload: { action: 'pay' } });
    assert.equal(paid.statusCode, 200, paid.body);
    const done = body<{ payment: Payment }>(paid).payment;
    assert.equal(done.status, 'completed');
    return done;
  };
  const receipt = (m: TestMember | null, id: number) => request(ctx.app, { method: 'GET', url: `/api/receipt.php?payment=${id}`, ...(m ? { cookie: m.cookie } : {}) });
  const money = (locale: string, cents: number, currency: string) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
  const numberOf = (p: Payment) => `AMORA-${new Date(p.completed_at ?? '').getUTCFullYear()}-${p.id}`;

  it('downloads the receipt of a completed payment as a PDF naming the credits, the amount paid, its VAT and the receipt number', async () => {
    const m = await member('NL', 'en');
    const welcome = body<{ discountcode: { code: string } }>(await request(ctx.app, { method: 'GET', url: '/api/discountcode.php?welcome=true', cookie: m.cookie })).discountcode.code;
    const payment = await buy(m, 'ideal', { discount_code: welcome });
    assert.ok(payment.amount_cents < payment.original_cents);
    const res = await receipt(m, payment.id);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['content-type'], 'application/pdf');
    assert.equal(res.headers['content-disposition'], `attachment; filename="receipt-${numberOf(payment)}.pdf"`);
    assert.match(String(res.headers['cache-control']), /private/);
    assert.match(String(res.headers['cache-control']), /no-store/);
    assert.equal(res.rawPayload.subarray(0, 5).toString(), '%PDF-');
    const text = pdfText(res.rawPayload);
    const vat = Math.round((payment.amount_cents * 21) / 121);
    for (const expected of [
      'Receipt',
      `Receipt no.: ${numberOf(payment)}`,
      `Credit bundle: ${payment.credits} credits${money('en', payment.original_cents, 'EUR')}`,
      `Discount (${welcome})${money('en', payment.amount_cents - payment.original_cents, 'EUR')}`,
      `Total paid${money('en', payment.amount_cents, 'EUR')}`,
      `Of which VAT 21% (Netherlands)${money('en', vat, 'EUR')}`,
      'Payment methodiDEAL',
      'StatusPaid',
      DEMO_COMPANY.name,
      `Chamber of Commerce (KvK) no.: ${DEMO_COMPANY.kvk}`,
      `VAT no.: ${DEMO_COMPANY.vat_numbers[0]}`,
      'support@amora.test',
    ]) {
      assert.ok(text.includes(expected), `"${expected}" in:\n${text}`);
    }
  });

  it('is in the member\'s language: German words, German money and the German VAT rate', async () => {
    const m = await member('DE', 'de');
    const payment = await buy(m, 'sofort');
    const res = await receipt(m, payment.id);
    assert.equal(res.statusCode, 200, res.body);
    const text = pdfText(res.rawPayload);
    const amount = money('de', payment.amount_cents, 'EUR');
    assert.match(amount, /^\d+,\d\d\s€$/, 'German money: decimal comma, euro sign after');
    for (const expected of [
      'Quittung',
      `Quittungsnr.: ${numberOf(payment)}`,
      `Credit-Paket: ${payment.credits} Credits${amount}`,
      `Bezahlter Gesamtbetrag${amount}`,
      `Darin enthaltene USt. ${new Intl.NumberFormat('de', { style: 'percent' }).format(0.19)} (Deutschland)`,
      'ZahlungsartSofort',
      'StatusBezahlt',
      'Niederlande',
    ]) {
      assert.ok(text.includes(expected), `"${expected}" in:\n${text}`);
    }
    assert.ok(!text.includes('Receipt'), 'no English word on a German receipt');
  });

  it('draws Latin Extended letters (Polish) from the embedded font, with the price in złoty', async () => {
    const m = await member('PL', 'pl');
    const payment = await buy(m, 'blik');
    assert.equal(payment.currency, 'PLN');
    const text = pdfText((await receipt(m, payment.id)).rawPayload);
    for (const expected of ['Potwierdzenie płatności', `Zapłacono łącznie${money('pl', payment.amount_cents, 'PLN')}`, `Pakiet kredytów: ${payment.credits} kredytów`, 'W tym VAT 23']) {
      assert.ok(text.includes(expected), `"${expected}" in:\n${text}`);
    }
    assert.ok(!text.includes('\uFFFD'), 'every glyph maps back to its letter');
  });

  it('answers 404 for another member\'s payment, a pending one and an unknown id; 403 without login', async () => {
    const owner = await member('NL', 'en');
    const paid = await buy(owner, 'card');
    const pending = await buy(owner, 'card', { pay: false });
    const other = await member('NL', 'en');
    assert.equal((await receipt(other, paid.id)).statusCode, 404);
    assert.equal((await receipt(owner, pending.id)).statusCode, 404);
    assert.equal((await receipt(owner, 2 ** 31 - 1)).statusCode, 404);
    assert.equal(body(await receipt(owner, pending.id)).error, 'not_found');
    assert.equal((await receipt(null, paid.id)).statusCode, 403);
    assert.equal((await request(ctx.app, { method: 'GET', url: '/api/receipt.php?payment=x', cookie: owner.cookie })).statusCode, 400);
  });

  it('a refunded payment keeps its receipt, which says when it was refunded', async () => {
    const m = await member('NL', 'en');
    const payment = await buy(m, 'paypal');
    await ctx.db.updateTable('payments').set({ status: 'refunded', refunded_at: new Date('2026-11-27T10:00:00Z') }).where('id', '=', payment.id).execute();
    const res = await receipt(m, payment.id);
    assert.equal(res.statusCode, 200, res.body);
    const day = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(new Date('2026-11-27T10:00:00Z'));
    const text = pdfText(res.rawPayload);
    assert.ok(text.includes(`StatusRefunded on ${day}`), text);
  });

  it('gives the mail pipeline the same PDF as a Buffer for any completed payment', async () => {
    const m = await member('NL', 'en');
    const payment = await buy(m, 'card');
    const attached = await paymentReceipt(ctx.db, ctx.config, payment.id);
    assert.ok(attached && Buffer.isBuffer(attached.pdf));
    assert.equal(attached.filename, `receipt-${numberOf(payment)}.pdf`);
    assert.ok(pdfText(attached.pdf).includes(`Receipt no.: ${numberOf(payment)}`));
    const pending = await buy(m, 'card', { pay: false });
    assert.equal(await paymentReceipt(ctx.db, ctx.config, pending.id), null);
  });
});
