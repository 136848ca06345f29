import crypto from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { sql } from 'kysely';
import { z } from 'zod';
import { directDebitConfirmBody, directDebitMandateBody } from '@amora/contracts';
import { DIRECT_DEBIT } from '../config.js';
import { ApiError, invalidRequest, notFound, parseInput } from '../errors.js';
import { requireUser } from '../plugins/auth.js';
import { toPayment } from '../repositories/payments.js';
import { hashSessionToken } from '../services/passwords.js';
import { deliverSandboxEvent } from '../services/payments/sandbox.js';
import { toE164 } from '../services/phone-number.js';
import { sendSms } from '../services/sms.js';

const query = z.object({ payment: z.coerce.number().int().positive().max(2 ** 31 - 1), confirm: z.string().max(5).optional() });

/** The phone number with all but its last 3 digits hidden, e.g. `+31 ••• ••• 678`. */
const masked = (mobile: string) => `${mobile.slice(0, 3)} ••• ••• ${mobile.replace(/\D/g, '').slice(-3)}`;

/**
 * SEPA direct debit of a pending `sdd` payment (issue 11; spec §5, §8), in two steps (login):
 * - `POST /api/directdebit.php?payment=ID {account_holder, iban, street, house_number,
 *   postal_code, city, mobile}` → `{ok, sms_to}`: the IBAN is checked with ibantools (400
 *   invalid_request with `issues[{path: 'iban'}]`), the sandbox bank's answer (409
 *   `account_blocked` for a blocked account, 409 `limit_reached` above DIRECT_DEBIT.limitCents per
 *   member in 30 days), then a 6-digit code is texted to the mobile number in E.164 (the member's
 *   country's calling code added to a national number) through the SMS provider (services/sms.ts:
 *   Twilio, or the sandbox's development outbox) and only once it was sent is the mandate stored
 *   with its code: a provider that refuses or is down answers 503 `sms_unavailable` and stores
 *   nothing (no code to confirm, nothing counted against the limit; issue 32). Asking again sends
 *   a new code.
 * - `POST ?payment=ID&confirm=1 {code, consent: true}` → `{payment}`: a right code within 10
 *   minutes confirms the mandate and the sandbox bank reports the payment completed through the
 *   signed webhook; 400 `sms_code_invalid` (wrong, expired, or after 3 wrong ones: ask for a new
 *   code), 400 invalid_request without the consent.
 * 404 not_found for a payment that is not the member's pending `sdd` payment.
 */
const directDebitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/directdebit.php', { schema: { querystring: query } }, async (request) => {
    const user = requireUser(request);
    const payment = await app.repos.payments.byId(user.id, request.query.payment);
    if (!payment || payment.method !== 'sdd' || payment.status !== 'pending' || !payment.provider_ref) throw notFound('Payment not found.');

    if (request.query.confirm !== undefined) {
      const input = parseInput(directDebitConfirmBody, request.body);
      const mandate = await app.db.selectFrom('direct_debit_mandates').selectAll().where('payment_id', '=', payment.id).executeTakeFirst();
      const fresh = mandate && Date.now() - mandate.sms_sent_at.getTime() < DIRECT_DEBIT.codeValidSeconds * 1000 && mandate.wrong_codes < DIRECT_DEBIT.maxWrongCodes;
      const right = fresh && crypto.timingSafeEqual(Buffer.from(hashSessionToken(input.code)), Buffer.from(mandate.sms_code_hash));
      if (!mandate || !right) {
        if (mandate) await app.db.updateTable('direct_debit_mandates').set({ wrong_codes: sql<number>`wrong_codes + 1` }).where('payment_id', '=', payment.id).execute();
        throw new ApiError(400, 'sms_code_invalid', 'The code is not valid. Check the text message or ask for a new code.');
      }
      await app.db.updateTable('direct_debit_mandates').set({ confirmed_at: sql<Date>`now()` }).where('payment_id', '=', payment.id).execute();
      // The sandbox bank accepts the confirmed mandate and reports it like any provider: a signed webhook.
      await deliverSandboxEvent(app, payment.provider_ref, 'pay');
      return { payment: toPayment((await app.repos.payments.byId(user.id, payment.id)) ?? payment) };
    }

    const input = parseInput(directDebitMandateBody, request.body);
    const iban = electronicFormatIBAN(input.iban) ?? '';
    if (!isValidIBAN(iban)) throw invalidRequest([{ path: 'iban', message: 'Invalid IBAN' }]);
    if ((DIRECT_DEBIT.blockedIbans as readonly string[]).includes(iban)) throw new ApiError(409, 'account_blocked', 'Direct debit from this account is not possible.');
    const debited = await app.db
      .selectFrom('payments')
      .select(sql<number>`coalesce(sum(amount_cents), 0)::int`.as('cents'))
      .where('user_id', '=', user.id)
      .where('method', '=', 'sdd')
      .where('id', '<>', payment.id)
      .where('created_at', '>', sql<Date>`now() - make_interval(days => ${DIRECT_DEBIT.limitDays})`)
      .where((eb) => eb.or([eb('status', '=', 'completed'), eb('id', 'in', eb.selectFrom('direct_debit_mandates').select('payment_id').where('user_id', '=', user.id))]))
      .where('status', '<>', 'failed')
      .executeTakeFirstOrThrow();
    if (debited.cents + payment.amount_cents > DIRECT_DEBIT.limitCents) {
      throw new ApiError(409, 'limit_reached', 'The direct debit limit has been reached. Please choose another payment method.', { limit_cents: DIRECT_DEBIT.limitCents });
    }
    const code = String(crypto.randomInt(10 ** DIRECT_DEBIT.codeDigits)).padStart(DIRECT_DEBIT.codeDigits, '0');
    const site = request.site.settings.mail_name || request.site.settings.name;
    const country = (await app.repos.users.buyer(user.id))?.country;
    // Sent before the mandate is stored: a failed send leaves no code marked as sent (issue 32).
    await sendSms(app.db, app.config, { siteId: request.site.id, to: toE164(input.mobile, country), text: `${site}: ${code}` }, request.log);
    const mandate = { account_holder: input.account_holder, iban, street: input.street, house_number: input.house_number, postal_code: input.postal_code, city: input.city, mobile: input.mobile, sms_code_hash: hashSessionToken(code) };
    await app.db
      .insertInto('direct_debit_mandates')
      .values({ payment_id: payment.id, user_id: user.id, ...mandate })
      .onConflict((oc) => oc.column('payment_id').doUpdateSet({ ...mandate, sms_sent_at: sql<Date>`now()`, wrong_codes: 0 }))
      .execute();
    return { ok: true as const, sms_to: masked(input.mobile) };
  });
};

export default directDebitRoutes;
