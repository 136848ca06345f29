import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { DB } from '../db/schema.js';
import { storedSettingsSchema } from '../repositories/sites.js';
import { asLocale } from '../repositories/users.js';
import { renderReceiptPdf } from './receipt-pdf.js';
import { vatOf } from './receipt-vat.js';
import { siteOrigin } from './site-origin.js';

/** A payment's receipt: its number, the file name to offer, and the PDF's bytes. */
export interface PaymentReceipt {
  number: string;
  /** `receipt-<number>.pdf` (ASCII only: safe in a Content-Disposition header and a mail attachment). */
  filename: string;
  pdf: Buffer;
}

/**
 * A receipt's number (issue 32): the site's name in capital ASCII letters and digits (at most 12,
 * `R` when none are left), the year the payment completed (UTC) and the payment id, e.g.
 * `AMORA-2026-42`. Stable: the same payment always has the same number, and payment ids are unique
 * across sites.
 */
export function receiptNumber(siteName: string, completedAt: Date, paymentId: number): string {
  const prefix = siteName.normalize('NFKD').toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 12) || 'R';
  return `${prefix}-${completedAt.getUTCFullYear()}-${paymentId}`;
}

/**
 * The PDF receipt of a completed or refunded payment (issue 32 "Receipts"), in the member's
 * language and time zone, with the company info of the payment's site (spec §3: name, trade
 * names, address, city, country, KvK, VAT numbers), the bundle's credits, price, discount, the
 * VAT in the price (services/receipt-vat.ts), method, date and number. `userId` limits it to that
 * member's payment (the download route); without it any payment (the payment confirmation mail,
 * which attaches `pdf` as `filename` with type application/pdf).
 * @returns null when there is no such payment, it is pending or failed, or its site or company is gone.
 */
export async function paymentReceipt(db: Kysely<DB>, config: Pick<Config, 'publicUrl'>, paymentId: number, options: { userId?: number } = {}): Promise<PaymentReceipt | null> {
  let query = db
    .selectFrom('payments as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .innerJoin('profiles as pr', 'pr.id', 'u.profile_id')
    .innerJoin('sites as s', 's.id', 'p.site_id')
    .innerJoin('companies as c', 'c.id', 's.company_id')
    .select([
      'p.id', 'p.credits', 'p.method', 'p.currency', 'p.amount_cents', 'p.original_cents', 'p.discount_code', 'p.completed_at', 'p.refunded_at',
      'u.email', 'u.language', 'u.timezone', 'pr.country as member_country', 's.domain', 's.settings',
      'c.name as company_name', 'c.address', 'c.city', 'c.country as company_country', 'c.kvk', 'c.tradenames', 'c.vat_numbers',
    ])
    .where('p.id', '=', paymentId)
    .where('p.status', 'in', ['completed', 'refunded']);
  if (options.userId !== undefined) query = query.where('p.user_id', '=', options.userId);
  const row = await query.executeTakeFirst();
  if (!row?.completed_at) return null;
  const settings = storedSettingsSchema.parse(row.settings);
  const siteName = settings.mail_name || settings.name;
  const vatNumbers = Array.isArray(row.vat_numbers) ? row.vat_numbers : [];
  const number = receiptNumber(siteName, row.completed_at, row.id);
  const pdf = await renderReceiptPdf({
    number,
    locale: asLocale(row.language),
    timezone: row.timezone || 'UTC',
    site: { name: siteName, origin: siteOrigin(config.publicUrl, { domain: row.domain }), supportEmail: settings.support_email, supportPhone: settings.support_phone },
    company: {
      name: row.company_name,
      address: row.address,
      city: row.city,
      country: row.company_country,
      kvk: row.kvk,
      tradenames: Array.isArray(row.tradenames) ? row.tradenames : [],
      vatNumbers,
    },
    customer: { email: row.email, country: row.member_country },
    payment: {
      id: row.id,
      credits: row.credits,
      method: row.method,
      currency: row.currency,
      amountCents: row.amount_cents,
      originalCents: row.original_cents,
      discountCode: row.discount_code,
      completedAt: row.completed_at,
      refundedAt: row.refunded_at,
    },
    vat: vatOf(row.amount_cents, row.member_country, vatNumbers),
  });
  return { number, filename: `receipt-${number}.pdf`, pdf };
}
