import crypto from 'node:crypto';
import { PAYMENT_METHODS, currencyFor } from '@amora/contracts/constants';
import type { Kysely, Selectable } from 'kysely';
import type { DB, DiscountCodesTable } from '../db/schema.js';
import type { DiscountCode } from '../types.js';

/** The welcome discount of every sign-up (spec §1, §9: 25 %, limited in time). */
export const WELCOME_DISCOUNT = {
  prefix: 'WELCOME25-',
  /** Random upper-case letters and digits after the prefix. */
  randomLength: 6,
  valuePercentage: 25,
  validDays: 7,
  validity: 'once-per-user',
} as const;

/**
 * The "stay" discount offered instead of account deletion (spec §2 "account deletion with
 * alternatives", §3 Company info `delete_discount`): `STAY<percent>-` + 6 random characters,
 * the company's `delete_discount` percent, valid 30 days from its creation, once per member.
 */
export const STAY_DISCOUNT = {
  /** Every stay code starts with this (followed by the percentage and `-`). */
  codeStart: 'STAY',
  validDays: 30,
  validity: 'once-per-user',
} as const;

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const DAY_MS = 24 * 60 * 60 * 1000;

/** `prefix` + 6 random characters of A–Z0–9 (crypto.randomInt), e.g. `WELCOME25-K3X9QA`. */
export function newDiscountCode(prefix: string): string {
  let code = prefix;
  for (let i = 0; i < WELCOME_DISCOUNT.randomLength; i++) code += CODE_ALPHABET[crypto.randomInt(CODE_ALPHABET.length)];
  return code;
}

/** What differs between the personal codes of a member (welcome, stay). */
export interface PersonalDiscount {
  siteId: number;
  userId: number;
  /** ISO alpha-2 of the member's profile. */
  country: string;
  /** The code is `prefix` + 6 random characters. */
  prefix: string;
  valuePercentage: number;
  /** The code expires `validFrom` + `validDays` days. */
  validFrom: Date;
  validDays: number;
  validity: string;
  /** True for the sign-up welcome code (`discountcode.php?welcome=true` finds it). */
  welcome: boolean;
}

/**
 * Creates a personal discount code of a member (spec §3, §9) with `db` or inside a transaction:
 * in the currency of the member's country (contract `currencyFor`), minimum order 0, every
 * payment method. A code collision (36⁶ codes per prefix) draws again. Returns the stored row.
 */
export async function createPersonalDiscount(trx: Kysely<DB>, a: PersonalDiscount): Promise<Selectable<DiscountCodesTable>> {
  for (;;) {
    const row = await trx
      .insertInto('discount_codes')
      .values({
        code: newDiscountCode(a.prefix),
        site_id: a.siteId,
        user_id: a.userId,
        country: a.country,
        expires_at: new Date(a.validFrom.getTime() + a.validDays * DAY_MS),
        value_percentage: a.valuePercentage,
        currency: currencyFor(a.country),
        minimum_order_value: 0,
        validity: a.validity,
        paymentmethods: JSON.stringify(PAYMENT_METHODS),
        welcome: a.welcome,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (row) return row;
  }
}

/**
 * Creates the welcome code of a new member inside the sign-up transaction: 25 %, expires
 * `signupDate` + 7 days, once-per-user (see `createPersonalDiscount`). Returns the code.
 */
export async function createWelcomeDiscount(
  trx: Kysely<DB>,
  a: { siteId: number; userId: number; country: string; signupDate: Date },
): Promise<string> {
  const row = await createPersonalDiscount(trx, {
    siteId: a.siteId,
    userId: a.userId,
    country: a.country,
    prefix: WELCOME_DISCOUNT.prefix,
    valuePercentage: WELCOME_DISCOUNT.valuePercentage,
    validFrom: a.signupDate,
    validDays: WELCOME_DISCOUNT.validDays,
    validity: WELCOME_DISCOUNT.validity,
    welcome: true,
  });
  return row.code;
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
     * The member's stay discount (spec §2, §3 `delete_discount`): the active, unexpired
     * `STAY…` code when there is one (`created: false`), else a new one of `percentage` %
     * valid 30 days (`created: true`). Runs in a transaction holding the member's `users` row
     * (FOR UPDATE), so concurrent calls never create a second code.
     */
    async stay(a: { siteId: number; userId: number; profileId: number; percentage: number }): Promise<{
      discountcode: DiscountCode;
      created: boolean;
    }> {
      return db.transaction().execute(async (trx) => {
        await trx.selectFrom('users').select('id').where('id', '=', a.userId).forUpdate().executeTakeFirst();
        const now = new Date();
        const existing = await trx
          .selectFrom('discount_codes')
          .selectAll()
          .where('user_id', '=', a.userId)
          .where('welcome', '=', false)
          .where('code', 'like', `${STAY_DISCOUNT.codeStart}%`)
          .where('status', '=', 'active')
          .where('expires_at', '>', now)
          .orderBy('id', 'desc')
          .executeTakeFirst();
        if (existing) return { discountcode: toDiscountCode(existing, now), created: false };
        const profile = await trx.selectFrom('profiles').select('country').where('id', '=', a.profileId).executeTakeFirstOrThrow();
        const row = await createPersonalDiscount(trx, {
          siteId: a.siteId,
          userId: a.userId,
          country: profile.country,
          prefix: `${STAY_DISCOUNT.codeStart}${a.percentage}-`,
          valuePercentage: a.percentage,
          validFrom: now,
          validDays: STAY_DISCOUNT.validDays,
          validity: STAY_DISCOUNT.validity,
          welcome: false,
        });
        return { discountcode: toDiscountCode(row, now), created: true };
      });
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
