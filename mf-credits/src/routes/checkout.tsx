import { Spinner, errorKey, useLocale, useUser } from '@amora/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { bundlePrices } from '../features/bundles/bundle-prices';
import { useBundles } from '../features/bundles/use-bundles';
import { PaymentMethodList } from '../features/payment/components/payment-method-list';
import { toCheckoutMethod } from '../features/payment/payment-methods';

/**
 * `/credits/{id}/{paymentmethod?}` — the chosen bundle and a choice of payment method (spec §2, §9).
 * The chosen method is kept in the URL. Payment itself opens in a later release: the continue
 * button stays disabled with a note saying so (no fake payment). Visitors get a login link.
 */
export function Checkout() {
  const { t } = useTranslation('credits');
  const locale = useLocale();
  const user = useUser();
  const navigate = useNavigate();
  const noteId = useId();
  const { id = '', paymentmethod } = useParams();
  const { bundles, error, retry } = useBundles();
  const method = toCheckoutMethod(paymentmethod);

  if (!bundles) {
    return (
      <section className="container py-4" style={{ maxWidth: 720 }}>
        <h1 className="h2 mb-3">{t('checkout.title')}</h1>
        {error ? (
          <div className="alert alert-danger d-flex flex-wrap align-items-center justify-content-between gap-2" role="alert">
            <span>{t(errorKey(error))}</span>
            <button type="button" className="btn btn-outline-danger btn-sm" onClick={retry}>
              {t('common:retry')}
            </button>
          </div>
        ) : (
          <Spinner />
        )}
      </section>
    );
  }

  const bundle = bundles.find((b) => String(b.id) === id);
  if (!bundle) {
    return (
      <section className="container py-4" style={{ maxWidth: 720 }}>
        <h1 className="h2 mb-3">{t('checkout.title')}</h1>
        <p className="alert alert-warning">{t('checkout.not_found')}</p>
        <Link className="btn btn-primary" to="/credits">
          {t('checkout.back_to_bundles')}
        </Link>
      </section>
    );
  }

  const { total, perCredit } = bundlePrices(bundle, locale);
  return (
    <section className="container py-4" style={{ maxWidth: 720 }}>
      <h1 className="h2 mb-4">{t('checkout.title')}</h1>

      <div className="card shadow-sm mb-4">
        <div className="card-body d-flex flex-wrap align-items-center justify-content-between gap-3">
          <div>
            <h2 className="h4 mb-1">{t('bundle.credits_count', { count: bundle.credits })}</h2>
            <p className="small text-body-secondary mb-0">{t('bundle.per_credit', { price: perCredit })}</p>
          </div>
          <div className="text-end">
            <p className="fs-3 fw-semibold text-primary mb-0">{total}</p>
            <Link className="small" to="/credits">
              {t('checkout.change_bundle')}
            </Link>
          </div>
        </div>
      </div>

      {user ? (
        <>
          {!user.paid_user && <p className="alert alert-primary">{t('credits.premium_note')}</p>}
          <PaymentMethodList value={method} onChange={(m) => navigate(`/credits/${bundle.id}/${m}`, { replace: true })} />
          <div className="d-grid mt-4">
            <button type="button" className="btn btn-primary btn-lg" disabled aria-describedby={noteId}>
              {t('checkout.continue')}
            </button>
          </div>
          <p id={noteId} className="small text-body-secondary text-center mt-2 mb-0">
            {t('checkout.payment_soon')}
          </p>
        </>
      ) : (
        <p className="alert alert-primary d-flex flex-wrap align-items-center justify-content-between gap-2">
          <span>{t('credits.visitor_note')}</span>
          <Link className="btn btn-primary btn-sm" to={`/login?redirect=${encodeURIComponent(`/credits/${bundle.id}`)}`}>
            {t('bundle.login_to_buy')}
          </Link>
        </p>
      )}
    </section>
  );
}
