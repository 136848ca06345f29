import { ErrorPage, errorKey, Spinner, usePageTitle, useTranslation } from '@amora/shared';
import { Link } from '@amora/shared/router';
import { DiscountCodeField } from '../features/discount/components/discount-code-field';
import { OrderSummary } from '../features/bundles/components/order-summary';
import { PaymentMethodList } from '../features/payment/components/payment-method-list';
import { useCheckout } from '../hooks/use-checkout';

/**
 * `/credits/{id}/{paymentmethod?}` — the chosen bundle, a discount code field and the payment
 * methods offered in the member's country (spec §2, §9; the method is kept in the URL). "Continue
 * to payment" starts the payment (`POST /api/payments.php`, one idempotency key per order
 * attempt) and opens the provider's page (the sandbox's `/sandbox-pay/{id}`; `/directdebit` for
 * SEPA direct debit). With a discount — a code the member entered, else the active one (time
 * bonus, else welcome code; spec §4) — the summary shows the original price, "Discount {code}
 * (−{percent}%)" with the amount saved, and the total; a code not valid for the bundle or method
 * says why and is not applied. Errors keep the order and say what went wrong. Visitors get a
 * login link. A bundle the site does not sell is the 404 page.
 */
export function Checkout() {
  const { t } = useTranslation('credits');
  const { bundles, error, retry, bundle, paidUser, offered, method, chooseMethod, entered, setEntered, discount, notApplied, prices, pay, paying, payError } = useCheckout();
  usePageTitle(bundles && !bundle ? null : t('checkout.title'));

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

  if (!bundle || !prices) {
    return (
      <ErrorPage status={404} message={t('checkout.not_found')}>
        <Link className="btn btn-outline-primary mt-3 me-2" to="/credits">
          {t('checkout.back_to_bundles')}
        </Link>
      </ErrorPage>
    );
  }

  const { plain, discounted } = prices;
  return (
    <section className="container py-4" style={{ maxWidth: 720 }}>
      <h1 className="h2 mb-4">{t('checkout.title')}</h1>
      <OrderSummary bundle={bundle} plain={plain} discounted={discounted} discount={discount} />
      {paidUser !== null ? (
        <>
          {!paidUser && <p className="alert alert-primary">{t('credits.premium_note')}</p>}
          {entered ? (
            <p className="d-flex flex-wrap align-items-center gap-2 mb-3">
              <span>{t('discount.entered', { code: entered.code })}</span>
              <button type="button" className="btn btn-link btn-sm px-0" onClick={() => setEntered(null)}>
                {t('discount.remove')}
              </button>
            </p>
          ) : (
            <DiscountCodeField onApply={setEntered} />
          )}
          {notApplied && (
            <p className="alert alert-warning small" role="status">
              {notApplied}
            </p>
          )}
          <PaymentMethodList methods={offered} value={method} onChange={chooseMethod} />
          {payError && (
            <p className="alert alert-danger mt-3 mb-0" role="alert">
              {payError}
            </p>
          )}
          <div className="d-grid mt-4">
            <button type="button" className="btn btn-primary btn-lg" disabled={!method || paying} onClick={pay}>
              {paying && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              {method ? t('checkout.pay', { amount: discounted?.total ?? plain.total }) : t('checkout.choose_method_first')}
            </button>
          </div>
          <p className="small text-body-secondary text-center mt-2 mb-0">{t('credits.no_subscription')}</p>
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
