import { type DiscountCode, api } from '@amora/shared';
import { queryOptions, useQuery } from '@amora/shared/query';

/**
 * `GET /api/discountcode.php?welcome=true` (login) — the member's welcome discount code, created
 * at sign-up (spec §1, §7; api/README.md "Discount codes"): 25 %, valid 7 days from signup_date.
 * @returns the code (spec §3 DiscountCode), or `null` when the member has none (the API answers
 * 200 `{discountcode: null}`: no code is an answer, not an error).
 * @throws ApiError 403 when logged out, status 0 on network failure (callers ignore every
 * failure, spec §8).
 */
export async function getWelcomeDiscount(): Promise<DiscountCode | null> {
  return (await api.get<{ discountcode: DiscountCode | null }>('/api/discountcode.php', { welcome: 'true' })).discountcode;
}

/**
 * `getWelcomeDiscount` of one member as a query (key `['discountcode', 'welcome', userId]`), loaded
 * once for the page's life; another member logging in on the same page loads their own code.
 */
export function welcomeDiscountQueryOptions(userId: number) {
  return queryOptions({ queryKey: ['discountcode', 'welcome', userId] as const, queryFn: getWelcomeDiscount, staleTime: Number.POSITIVE_INFINITY });
}

/**
 * The logged-in member's welcome discount code, shared by /credits, /premium and the checkout;
 * `null` for visitors (no request), while loading, when they have none or when loading failed —
 * spec §8 "Welcome discount load failure: silently ignored" (no error is shown).
 * @param userId the member's id, `null` for a visitor.
 */
export function useWelcomeDiscount(userId: number | null): DiscountCode | null {
  const query = useQuery({ ...welcomeDiscountQueryOptions(userId ?? 0), enabled: userId !== null });
  return userId !== null ? (query.data ?? null) : null;
}
