import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * `/credits/repeat-order` — repeat an order (spec §2). Payments arrive in a later release, so there
 * is no previous order to repeat yet: say so and lead to the bundles.
 */
export function RepeatOrder() {
  const { t } = useTranslation('credits');
  return (
    <section className="container py-5 text-center" style={{ maxWidth: 640 }}>
      <h1 className="h3 mb-3">{t('repeat_order.title')}</h1>
      <p className="text-body-secondary mb-4">{t('repeat_order.text')}</p>
      <Link className="btn btn-primary" to="/credits">
        {t('repeat_order.to_credits')}
      </Link>
    </section>
  );
}
