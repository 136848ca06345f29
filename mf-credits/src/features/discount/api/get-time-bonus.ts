import { type DiscountCode, api } from '@amora/shared';
import { queryOptions, useQuery } from '@amora/shared/query';

/**
 * `GET /api/discountcode.php?timebonus=1` (login; spec §4, §9) — the member's time bonus
 * TIMEBONUS25 (25 %, `expires` = signup_date + 14,400 s), or null when it does not apply (a 404:
 * paid user, expired by the server's clock, used). Failures count as none, silently.
 */
export async function getTimeBonus(): Promise<DiscountCode | null> {
  try {
    return (await api.get<{ discountcode: DiscountCode }>('/api/discountcode.php', { timebonus: '1' })).discountcode;
  } catch {
    return null;
  }
}

/**
 * The time bonus of one member as a query (`['discountcode', 'timebonus', userId, paid]`): loaded
 * at login, asked again when the member becomes a paid user, dropped at logout (another key).
 */
export function timeBonusQueryOptions(userId: number, paidUser: boolean) {
  return queryOptions({ queryKey: ['discountcode', 'timebonus', userId, paidUser] as const, queryFn: getTimeBonus, staleTime: Number.POSITIVE_INFINITY });
}

/** The logged-in member's time bonus (`null` for visitors and paid users: no request). */
export function useTimeBonus(userId: number | null, paidUser: boolean): DiscountCode | null {
  const query = useQuery({ ...timeBonusQueryOptions(userId ?? 0, paidUser), enabled: userId !== null && !paidUser });
  return userId !== null && !paidUser ? (query.data ?? null) : null;
}
