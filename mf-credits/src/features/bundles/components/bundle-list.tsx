import { type DiscountCode, Spinner, errorKey, useTranslation } from '@amora/shared';
import { useBundles } from '../api/get-bundles';
import { BundleCard } from './bundle-card';
import { BundleTable } from './bundle-table';

/**
 * The site's credit bundles (`GET /api/credits.php`), shared by /credits, /premium and /pricing:
 * loads them, shows progress, a localized error with retry or an empty state, then the bundles
 * as selectable cards (`variant="cards"`, default) or as a price table (`variant="table"`).
 * `discount` (the member's active discount, spec §4) shows discounted prices on the cards.
 */
export function BundleList({ variant = 'cards', discount = null }: { variant?: 'cards' | 'table'; discount?: DiscountCode | null }) {
  const { t } = useTranslation('credits');
  const { bundles, error, retry } = useBundles();

  if (!bundles) {
    if (!error) return <Spinner />;
    return (
      <div className="alert alert-danger d-flex flex-wrap align-items-center justify-content-between gap-2" role="alert">
        <span>{t(errorKey(error))}</span>
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={retry}>
          {t('common:retry')}
        </button>
      </div>
    );
  }
  if (bundles.length === 0) return <p className="alert alert-primary">{t('bundle.none')}</p>;
  if (variant === 'table') return <BundleTable bundles={bundles} />;
  return (
    <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-4 list-unstyled pt-2 mb-0">
      {bundles.map((bundle) => (
        <li key={bundle.id} className="col">
          <BundleCard bundle={bundle} discount={discount} />
        </li>
      ))}
    </ul>
  );
}
