import { type CreditBundle, useLocale, useTranslation } from '@amora/shared';
import { bundlePrices } from '../bundle-prices';
import { BundleAction } from './bundle-action';

/** The credit bundles as a price table (for `/pricing`, spec §2): credits, price, price per credit, action. */
export function BundleTable({ bundles }: { bundles: CreditBundle[] }) {
  const { t } = useTranslation('credits');
  const locale = useLocale();
  return (
    <div className="table-responsive">
      <table className="table align-middle mb-0">
        <caption className="visually-hidden">{t('pricing.bundles_caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('pricing.col_credits')}</th>
            <th scope="col" className="text-end">
              {t('pricing.col_price')}
            </th>
            <th scope="col" className="text-end">
              {t('pricing.col_per_credit')}
            </th>
            <th scope="col" className="text-end">
              <span className="visually-hidden">{t('pricing.col_buy')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {bundles.map((bundle) => {
            const { total, perCredit } = bundlePrices(bundle, locale);
            return (
              <tr key={bundle.id} className={bundle.popular ? 'table-primary' : undefined}>
                <th scope="row">
                  {t('bundle.credits_count', { count: bundle.credits })}
                  {bundle.popular && <span className="badge text-bg-primary ms-2">{t('bundle.popular')}</span>}
                </th>
                <td className="text-end fw-semibold">{total}</td>
                <td className="text-end text-body-secondary">{perCredit}</td>
                <td className="text-end">
                  <BundleAction bundle={bundle} small />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
