import { type DiscountCode, api } from '@amora/shared';

/**
 * `POST /api/discountcode.php?stay=1` (spec §2 "account deletion with alternatives", §3 Company
 * info `delete_discount`): the member's "stay" discount code (`STAY<percent>-XXXXXX`, the company's
 * `delete_discount` percent, valid 30 days). Idempotent: a member with an active stay code gets
 * that one back.
 * @returns the code (`expires` ISO 8601, `value_percentage` in percent).
 * @throws ApiError — 404 `no_offer` when there is no offer at the moment.
 */
export async function claimStayDiscount(): Promise<DiscountCode> {
  const { discountcode } = await api.post<{ discountcode: DiscountCode }>('/api/discountcode.php?stay=1');
  return discountcode;
}
