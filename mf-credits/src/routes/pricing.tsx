import { bus, usePageTitle, useSettings, useTranslation, useUser } from '@amora/shared';
import { Link } from '@amora/shared/router';
import { BundleList } from '../features/bundles/components/bundle-list';

/**
 * `/pricing` — pricing for members and visitors (spec §2): a table of the credit bundles and of
 * what each action costs in credits (settings `message_credits`, `photo_credits`, `gift_credits`),
 * the premium rule of spec §1 and the refund window (setting `refund_days`, spec §9).
 */
export function Pricing() {
  const { t } = useTranslation('credits');
  usePageTitle(t('pricing.title'));
  const settings = useSettings();
  const loggedIn = useUser((u) => !!u);
  const costs = settings
    ? [
        { key: 'message', label: t('pricing.action_message'), credits: settings.message_credits },
        { key: 'photo', label: t('pricing.action_photo'), credits: settings.photo_credits },
        { key: 'gift', label: t('pricing.action_gift'), credits: settings.gift_credits },
      ]
    : [];
  return (
    <section className="container py-4" style={{ maxWidth: 960 }}>
      <h1 className="h2 mb-2">{t('pricing.title')}</h1>
      <p className="lead text-body-secondary mb-4">{t('pricing.intro')}</p>

      <h2 className="h4 mb-3">{t('pricing.bundles_title')}</h2>
      <div className="card shadow-sm mb-4">
        <div className="card-body p-2 p-sm-3">
          <BundleList variant="table" />
        </div>
      </div>

      {settings && (
        <>
          <h2 className="h4 mb-3">{t('pricing.costs_title')}</h2>
          <div className="card shadow-sm mb-4">
            <div className="card-body p-2 p-sm-3 table-responsive">
              <table className="table align-middle mb-0">
                <caption className="visually-hidden">{t('pricing.costs_caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('pricing.col_action')}</th>
                    <th scope="col" className="text-end">
                      {t('pricing.col_cost')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {costs.map((row) => (
                    <tr key={row.key}>
                      <th scope="row" className="fw-normal">
                        {row.label}
                      </th>
                      <td className="text-end fw-semibold">{t('bundle.credits_count', { count: row.credits })}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        </>
      )}

      <ul className="mb-4">
        <li>{t('credits.premium_note')}</li>
        <li>{t('credits.no_subscription')}</li>
        {settings && (
          <li>
            {t('pricing.refund', { count: settings.refund_days })} <Link to="/pages/return-policy">{t('pricing.return_policy')}</Link>
          </li>
        )}
      </ul>

      {loggedIn ? (
        <Link className="btn btn-primary" to="/credits">
          {t('pricing.buy_credits')}
        </Link>
      ) : (
        <button type="button" className="btn btn-primary" onClick={() => bus.emit('signup:open', {})}>
          {t('pricing.join')}
        </button>
      )}
    </section>
  );
}
