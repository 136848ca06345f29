import type { CreditBundle, DiscountCode } from '@amora/shared';
import { useTranslation } from '@amora/shared';
import { Link } from '@amora/shared/router';
import { DiscountedPrice, type DiscountedPrices } from '../../discount';

/** Props of {@link OrderSummary}. */
export interface OrderSummaryProps {
  bundle: CreditBundle;
  /** The bundle's prices without a discount, formatted. */
  plain: { total: string; perCredit: string };
  /** The prices with `discount`, null without one. */
  discounted: DiscountedPrices | null;
  discount: DiscountCode | null;
}

/**
 * The chosen bundle on `/credits/{id}/{paymentmethod?}` (spec §2, §4, §9): its credits, the price per
 * credit and the total (struck through beside the discounted one) with a "Change bundle" link; with a
 * discount, a summary "Price", "Discount {code} (−{percent}%)" with the amount saved, and "Total".
 */
export function OrderSummary({ bundle, plain, discounted, discount }: OrderSummaryProps) {
  const { t } = useTranslation('credits');
  return (
    <div className="card shadow-sm mb-4">
      <div className="card-body d-flex flex-wrap align-items-center justify-content-between gap-3">
        <div>
          <h2 className="h4 mb-1">{t('bundle.credits_count', { count: bundle.credits })}</h2>
          <p className="small text-body-secondary mb-0">{t('bundle.per_credit', { price: discounted?.perCredit ?? plain.perCredit })}</p>
        </div>
        <div className="text-end">
          {discounted ? (
            <p className="mb-0">
              <DiscountedPrice prices={discounted} className="fs-3 fw-semibold text-success" />
            </p>
          ) : (
            <p className="fs-3 fw-semibold text-primary mb-0">{plain.total}</p>
          )}
          <Link className="small" to="/credits">
            {t('checkout.change_bundle')}
          </Link>
        </div>
      </div>
      {discounted && discount && (
        <>
          <h3 className="visually-hidden">{t('checkout.summary')}</h3>
          <dl className="list-group list-group-flush border-top mb-0">
            <div className="list-group-item d-flex justify-content-between gap-3">
              <dt className="fw-normal">{t('checkout.price')}</dt>
              <dd className="mb-0 text-end">{discounted.original}</dd>
            </div>
            <div className="list-group-item d-flex justify-content-between gap-3 text-success">
              <dt className="fw-normal" style={{ overflowWrap: 'anywhere' }}>
                {t('discount.line', { code: discount.code, percent: discount.value_percentage })}
              </dt>
              <dd className="mb-0 text-end text-nowrap">{discounted.saving}</dd>
            </div>
            <div className="list-group-item d-flex justify-content-between gap-3 fw-semibold">
              <dt>{t('checkout.total')}</dt>
              <dd className="mb-0 text-end">{discounted.total}</dd>
            </div>
          </dl>
        </>
      )}
    </div>
  );
}
