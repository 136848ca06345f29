/**
 * Standard VAT rates in percent of the countries whose consumers are taxed where they live when
 * they buy electronically supplied services (credits of a website): the EU (VAT Directive
 * 2006/112/EC art. 58, declared through the One-Stop-Shop), the United Kingdom, Norway (VOEC) and
 * Switzerland. As in force on 2025-08-01; a change of rate is a change of this table (issue 32).
 */
export const VAT_RATES: Readonly<Record<string, number>> = {
  AT: 20, BE: 21, BG: 20, CY: 19, CZ: 21, DE: 19, DK: 25, EE: 24, ES: 21, FI: 25.5, FR: 20, GR: 24, HR: 25, HU: 27,
  IE: 23, IT: 22, LT: 21, LU: 17, LV: 21, MT: 18, NL: 21, PL: 23, PT: 23, RO: 21, SE: 25, SI: 22, SK: 23,
  GB: 20, NO: 25, CH: 8.1,
};

/** The VAT inside a price: its rate in percent, its amount in cents, and the country whose rate it is. */
export interface ReceiptVat {
  ratePercent: number;
  amountCents: number;
  country: string;
}

/**
 * The VAT contained in a VAT-inclusive consumer price (issue 32 "Receipts: VAT where it applies").
 * Our prices are gross prices; the seller charges the VAT of the **member's** country (the place
 * of supply of electronic services to consumers, see VAT_RATES), so the amount is
 * `round(gross × rate / (100 + rate))` cents at that country's standard rate. Null — the receipt
 * then only says the price includes VAT — when the seller has no VAT number (not registered:
 * it may not show VAT) or the member's country is not in VAT_RATES (e.g. the US).
 */
export function vatOf(grossCents: number, memberCountry: string, sellerVatNumbers: readonly string[]): ReceiptVat | null {
  const country = memberCountry.toUpperCase();
  const rate = VAT_RATES[country];
  if (rate === undefined || sellerVatNumbers.length === 0) return null;
  return { ratePercent: rate, amountCents: Math.round((grossCents * rate) / (100 + rate)), country };
}
