import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

/**
 * `/transactions/{id?}` — payment result and status (spec §2, §4). No payment exists before the
 * payment release, so every id is unknown: "No payment found" with a link to /credits.
 */
export function Transactions() {
  const { t } = useTranslation('credits');
  const { id } = useParams();
  return (
    <section className="container py-5 text-center" style={{ maxWidth: 640 }}>
      <h1 className="h3 mb-3">{t('transactions.title')}</h1>
      <div className="alert alert-warning" role="status">
        <p className="fw-semibold mb-1">{t('transactions.not_found')}</p>
        <p className="mb-0">{id ? t('transactions.not_found_id', { id }) : t('transactions.not_found_text')}</p>
      </div>
      <Link className="btn btn-primary" to="/credits">
        {t('transactions.to_credits')}
      </Link>
    </section>
  );
}
