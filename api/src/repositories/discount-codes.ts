import crypto from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { DB, DiscountCodesTable } from '../db/schema.js';
import type { DiscountCode } from '../types.js';

/** Payment methods of spec §9 (a welcome code is valid for all of them). */
export const PAYMENT_METHODS = [
  'sdd', 'sct', 'prezelewy24', 'blik', 'giropay', 'card', 'mobilepay', 'swish', 'twint', 'satispay',
  'vipps', 'ideal', 'bancontact', 'applepay', 'paysafecard', 'paypal', 'sofort', 'eps',
] as const;

/** The welcome discount of every sign-up (spec §1, §9: 25 %, limited in time). */
export const WELCOME_DISCOUNT = {
  prefix: 'WELCOME25-',
  /** Random upper-case letters and digits after the prefix. */
  randomLength: 6,
  valuePercentage: 25,
  validDays: 7,
  validity: 'once-per-user',
  /** Used when the site has no credit bundles. */
  fallbackCurrency: 'EUR',
} as const;

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** `WELCOME25-` + 6 random characters of A–Z0–9 (crypto.randomInt). */
export function newWelcomeCode(): string {
  let code = WELCOME_DISCOUNT.prefix;
  for (let i = 0; i < WELCOME_DISCOUNT.randomLength; i++) code += CODE_ALPHABET[crypto.randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * Creates the welcome code of a new member inside the sign-up transaction: 25 %, expires
 * `signupDate` + 7 days, currency of the site's first credit bundle, minimum order 0, validity
 * once-per-user, every payment method. A code collision (36⁶ codes) draws again.
 */
export async function createWelcomeDiscount(
  trx: Kysely<DB>,
  a: { siteId: number; userId: number; country: string; signupDate: Date },
): Promise<string> {
  const bundle = await trx
    .selectFrom('credit_bundles')
    .select('currency')
    .where('site_id', '=', a.siteId)
    .orderBy('position')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  for (;;) {
    const code = newWelcomeCode();
    const row = await trx
      .insertInto('discount_codes')
      .values({
        code,
        site_id: a.siteId,
        user_id: a.userId,
        country: a.country,
        expires_at: new Date(a.signupDate.getTime() + WELCOME_DISCOUNT.validDays * 24 * 60 * 60 * 1000),
        value_percentage: WELCOME_DISCOUNT.valuePercentage,
        currency: bundle?.currency ?? WELCOME_DISCOUNT.fallbackCurrency,
        minimum_order_value: 0,
        validity: WELCOME_DISCOUNT.validity,
        paymentmethods: JSON.stringify(PAYMENT_METHODS),
        welcome: true,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .returning('code')
      .executeTakeFirst();
    if (row) return row.code;
  }
}

/** The API shape of a stored code; `status` reads 'expired' once `expires` has passed. */
function toDiscountCode(row: Selectable<DiscountCodesTable>, now = new Date()): DiscountCode {
  const expired = row.status === 'expired' || (row.status === 'active' && row.expires_at.getTime() <= now.getTime());
  return {
    code: row.code,
    country: row.country,
    user_id: row.user_id,
    expires: row.expires_at.toISOString(),
    value_percentage: row.value_percentage,
    currency: row.currency,
    minimum_order_value: row.minimum_order_value,
    status: expired ? 'expired' : row.status,
    validity: row.validity,
    expired,
    paymentmethods: Array.isArray(row.paymentmethods) ? row.paymentmethods : [],
  };
}

/** Discount codes (spec §3, §7 `GET /api/discountcode.php`). */
export function createDiscountCodesRepository(db: Kysely<DB>) {
  return {
    /** The member's welcome code (the newest), or null. */
    async welcome(userId: number): Promise<DiscountCode | null> {
      const row = await db
        .selectFrom('discount_codes')
        .selectAll()
        .where('user_id', '=', userId)
        .where('welcome', '=', true)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return row ? toDiscountCode(row) : null;
    },

    /**
     * An entered code on a site (codes are stored upper case; the input is upper-cased): site-wide codes (no user) and the member's own
     * codes; another member's personal code counts as unknown. Null when not found.
     */
    async byCode(siteId: number, code: string, userId: number): Promise<DiscountCode | null> {
      const row = await db
        .selectFrom('discount_codes')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('code', '=', code.trim().toUpperCase())
        .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', userId)]))
        .executeTakeFirst();
      return row ? toDiscountCode(row) : null;
    },
  };
}

export type DiscountCodesRepository = ReturnType<typeof createDiscountCodesRepository>;
