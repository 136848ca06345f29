import { Spinner, errorKey, useLocale, useUser } from '@amora/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { bundlePrices } from '../features/bundles/bundle-prices';
import { useBundles } from '../features/bundles/api/get-bundles';
import { DiscountedPrice } from '../features/discount/components/discounted-price';
import { discountedPrices } from '../features/discount/discount-prices';
import { useActiveDiscount } from '../features/discount/use-active-discount';
import { PaymentMethodList } from '../features/payment/components/payment-method-list';
import { toCheckoutMethod } from '../features/payment/payment-methods';

/**
 * `/credits/{id}/{paymentmethod?}` — the chosen bundle and a choice of payment method (spec §2, §9).
 * The chosen method is kept in the URL. Payment itself opens in a later release: the continue
 * button stays disabled with a note saying so (no fake payment). Visitors get a login link.
 * With the member's active discount (spec §4; minimum order value respected) the summary shows the
 * original price, the line "Discount {code} (−{percent}%)" with the amount saved, and the total.
 */
export function Checkout() {
  const { t } = useTranslation('credits');
  const locale = useLocale();
  // The member's membership, `null` for a visitor.
  const paidUser = useUser((u) => (u ? u.paid_user : null));
  const navigate = useNavigate();
  const noteId = useId();
  const { id = '', paymentmethod } = useParams();
  const { bundles, error, retry } = useBundles();
  const method = toCheckoutMethod(paymentmethod);
  const active = useActiveDiscount();

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

  const plain = bundlePrices(bundle, locale);
  const discount = active?.discount ?? null;
  const discounted = discountedPrices(bundle, discount, locale);
  return (
    <section className="container py-4" style={{ maxWidth: 720 }}>
      <h1 className="h2 mb-4">{t('checkout.title')}</h1>

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

      {paidUser !== null ? (
        <>
          {!paidUser && <p className="alert alert-primary">{t('credits.premium_note')}</p>}
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
