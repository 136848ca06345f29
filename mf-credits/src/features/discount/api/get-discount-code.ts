import { type DiscountCode, api } from '@amora/shared';

/**
 * `GET /api/discountcode.php?code=` (login; spec §3, §7) — a code the member typed at checkout
 * (case-insensitive): a site-wide code, one of the member's own, or TIMEBONUS25 (the time bonus
 * the bundle page shows, spec §4; expired once its 4 hours are over).
 * @returns the code (spec §3 DiscountCode); `expired: true` when it has passed.
 * @throws ApiError — 404 `discount_not_found`, 409 `discount_used`, `network_error`.
 */
export async function getDiscountCode(code: string): Promise<DiscountCode> {
  return (await api.get<{ discountcode: DiscountCode }>('/api/discountcode.php', { code: code.trim() })).discountcode;
}
