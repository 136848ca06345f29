import { useTranslation } from '@amora/shared';
import type { DiscountedPrices } from '../discount-prices';

/**
 * A price with its discount (spec §1, §4): the original price struck through (`<s>`, announced as
 * "Was …" to screen readers) followed by the price to pay ("Now …").
 * @param className classes of the price to pay (size and colour, as the plain price would have).
 */
export function DiscountedPrice({ prices, className = '' }: { prices: DiscountedPrices; className?: string }) {
  const { t } = useTranslation('credits');
  return (
    <>
      <s className="d-block small text-body-secondary fw-normal">
        <span className="visually-hidden">{t('discount.was')} </span>
        <span>{prices.original}</span>
      </s>
      <span className={className}>
        <span className="visually-hidden">{t('discount.now')} </span>
        <span>{prices.total}</span>
      </span>
    </>
  );
}
