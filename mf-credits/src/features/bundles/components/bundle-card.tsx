import { type CreditBundle, type DiscountCode, useLocale, useTranslation } from '@amora/shared';
import { DiscountedPrice, discountedPrices } from '../../discount';
import { bundlePrices } from '../bundle-prices';
import { BundleAction } from './bundle-action';

/**
 * One credit bundle as a selectable card (spec §1): credits, localized price, price per credit,
 * a "Most popular" ribbon when `popular`, and the member's or visitor's action. With an active
 * `discount` that applies to the bundle (spec §4, minimum order value respected) the original price
 * is struck through and the discounted total and price per credit are shown.
 */
export function BundleCard({ bundle, discount = null }: { bundle: CreditBundle; discount?: DiscountCode | null }) {
  const { t } = useTranslation('credits');
  const locale = useLocale();
  const plain = bundlePrices(bundle, locale);
  const discounted = discountedPrices(bundle, discount, locale);
  const perCredit = discounted?.perCredit ?? plain.perCredit;
  return (
    <article className={`card h-100 text-center position-relative ${bundle.popular ? 'border-primary border-2 shadow' : 'shadow-sm'}`}>
      {bundle.popular && (
        <span className="position-absolute top-0 start-50 translate-middle badge rounded-pill text-bg-primary px-3 py-2">{t('bundle.popular')}</span>
      )}
      <div className="card-body d-flex flex-column pt-4">
        <h3 className="card-title mb-1">
          <span className="display-6 fw-bold d-block">{bundle.credits}</span>
          <span className="h6 text-body-secondary text-uppercase">{t('bundle.credits_unit', { count: bundle.credits })}</span>
        </h3>
        {discounted ? (
          <p className="mt-3 mb-0" data-testid="bundle-price">
            <DiscountedPrice prices={discounted} className="fs-3 fw-semibold text-success" />
          </p>
        ) : (
          <p className="fs-3 fw-semibold text-primary mt-3 mb-0" data-testid="bundle-price">
            {plain.total}
          </p>
        )}
        <p className="small text-body-secondary mb-4">{t('bundle.per_credit', { price: perCredit })}</p>
        <div className="mt-auto d-grid">
          <BundleAction bundle={bundle} stretched />
        </div>
      </div>
    </article>
  );
}
