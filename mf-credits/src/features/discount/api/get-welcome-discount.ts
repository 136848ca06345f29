import { type DiscountCode, api } from '@amora/shared';

/**
 * `GET /api/discountcode.php?welcome=true` (login) — the member's welcome discount code, created
 * at sign-up (spec §1, §7; api/README.md "Discount codes"): 25 %, valid 7 days from signup_date.
 * @returns the code, or `null` when the answer carries none.
 * @throws ApiError 404 `not_found` when the member has no welcome code, 403 when logged out,
 * status 0 on network failure (callers ignore every failure, spec §8).
 */
export async function getWelcomeDiscount(): Promise<DiscountCode | null> {
  const result = await api.get<{ discountcode?: DiscountCode | null }>('/api/discountcode.php', { welcome: 'true' });
  return result?.discountcode ?? null;
}
