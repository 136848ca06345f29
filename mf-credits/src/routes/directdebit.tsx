import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * `/directdebit` — SEPA direct debit (spec §2, §5). The form (account holder, IBAN, address,
 * mobile number, SMS code, consent) arrives with payments in the next release: say so, link back.
 */
export function DirectDebit() {
  const { t } = useTranslation('credits');
  return (
    <section className="container py-5 text-center" style={{ maxWidth: 640 }}>
      <h1 className="h3 mb-3">{t('directdebit.title')}</h1>
      <p className="alert alert-primary">{t('directdebit.soon')}</p>
      <Link className="btn btn-primary" to="/credits">
        {t('directdebit.back')}
      </Link>
    </section>
  );
}
