import { ApiError, type DiscountCode, ErrorPage, errorKey, formatMoney, Spinner, useLocale, usePageTitle, useTranslation, useUser } from '@amora/shared';
import { useState } from 'react';
import { Link, useNavigate, useParams } from '@amora/shared/router';
import { bundlePrices } from '../features/bundles/bundle-prices';
import { useBundles } from '../features/bundles/api/get-bundles';
import { DiscountCodeField, discountErrorKey } from '../features/discount/components/discount-code-field';
import { DiscountedPrice } from '../features/discount/components/discounted-price';
import { discountApplies, discountedPrices } from '../features/discount/discount-prices';
import { useActiveDiscount } from '../features/discount/use-active-discount';
import { createPayment } from '../features/payment/api/payments';
import { PaymentMethodList } from '../features/payment/components/payment-method-list';
import { orderKey } from '../features/payment/order-key';
import { toOfferedMethod, useOfferedMethods } from '../features/payment/payment-methods';

/** The credits-namespace text of an error when starting a payment. */
function payErrorKey(error: unknown): string {
  const code = error instanceof ApiError ? error.code : '';
  if (code.startsWith('discount_')) return discountErrorKey(error);
  if (code === 'method_not_available' || code === 'bundle_not_found') return `checkout.errors.${code}`;
  return errorKey(error);
}

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
  const locale = useLocale();
  // The member's membership, `null` for a visitor.
  const paidUser = useUser((u) => (u ? u.paid_user : null));
  const navigate = useNavigate();
  const { id = '', paymentmethod } = useParams();
  const { bundles, error, retry } = useBundles();
  const bundle = bundles?.find((b) => String(b.id) === id);
  usePageTitle(bundles && !bundle ? null : t('checkout.title'));
  const offered = useOfferedMethods();
  const method = toOfferedMethod(paymentmethod, offered);
  const active = useActiveDiscount();
  const [entered, setEntered] = useState<DiscountCode | null>(null);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);

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

  if (!bundle) {
    return (
      <ErrorPage status={404} message={t('checkout.not_found')}>
        <Link className="btn btn-outline-primary mt-3 me-2" to="/credits">
          {t('checkout.back_to_bundles')}
        </Link>
      </ErrorPage>
    );
  }

  const plain = bundlePrices(bundle, locale);
  const candidate = entered ?? active?.discount ?? null;
  const forMethod = !candidate || !method || candidate.paymentmethods.length === 0 || candidate.paymentmethods.includes(method);
  const discount = candidate && forMethod && discountApplies(bundle, candidate) ? candidate : null;
  const discounted = discountedPrices(bundle, discount, locale);
  // Why an entered code does not count for this order (the API would refuse it the same way).
  const notApplied = entered && !discount ? (!forMethod ? 'discount.errors.discount_method' : 'discount.errors.discount_minimum_order') : null;

  const pay = async () => {
    if (!method) return;
    const order = { bundle: bundle.id, paymentmethod: method, discount_code: discount?.code ?? null };
    setPaying(true);
    setPayError(null);
    try {
      const payment = await createPayment(order, orderKey(order));
      navigate(payment.checkout_url ?? `/transactions/${payment.id}`);
    } catch (e) {
      setPayError(t(payErrorKey(e), { amount: candidate ? formatMoney(candidate.minimum_order_value, candidate.currency, locale) : '' }));
      setPaying(false);
    }
  };
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
              {t(notApplied, { amount: formatMoney(entered?.minimum_order_value ?? 0, entered?.currency ?? bundle.currency, locale) })}
            </p>
          )}
          <PaymentMethodList methods={offered} value={method} onChange={(m) => navigate(`/credits/${bundle.id}/${m}`, { replace: true })} />
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
