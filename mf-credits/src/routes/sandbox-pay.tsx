import { ApiError, ErrorPage, errorKey, formatMoney, Spinner, useLocale, usePageTitle, useTranslation } from '@amora/shared';
import { useQuery } from '@amora/shared/query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from '@amora/shared/router';
import { paymentQueryOptions, sandboxPay } from '../features/payment/api/payments';

/**
 * `/sandbox-pay/{payment_id}` — the sandbox payment provider's hosted page (issue 11; the embedded
 * default provider): what is being paid, and Pay, Fail and Cancel. The choice goes to
 * `POST /api/sandbox-pay.php`, which sends the provider's signed webhook; then the member goes
 * back to `/transactions/{id}` as from a real provider. A payment already decided shows a link there.
 * An id that is no payment of the member (API 404, or not a number) shows the 404 page.
 */
export function SandboxPay() {
  const { t } = useTranslation('credits');
  const locale = useLocale();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const payment = useQuery({ ...paymentQueryOptions(id), enabled: valid, refetchInterval: false });
  const notFound = !valid || (payment.error instanceof ApiError && payment.error.status === 404);
  usePageTitle(notFound ? null : t('sandbox.title'));
  const [busy, setBusy] = useState<'pay' | 'fail' | 'cancel' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (action: 'pay' | 'fail' | 'cancel') => {
    setBusy(action);
    setError(null);
    try {
      await sandboxPay(id, action);
      navigate(`/transactions/${id}`);
    } catch (e) {
      setError(t(errorKey(e)));
      setBusy(null);
    }
  };

  if (notFound) return <ErrorPage status={404} message={t('transactions.not_found')} />;
  const p = payment.data;
  return (
    <section className="container py-5" style={{ maxWidth: 560 }}>
      <div className="card shadow-sm">
        <div className="card-header d-flex align-items-center justify-content-between gap-2">
          <span className="fw-semibold">{t('sandbox.provider')}</span>
          <span className="badge text-bg-warning">{t('sandbox.test_mode')}</span>
        </div>
        <div className="card-body">
          <h1 className="h4 mb-3">{t('sandbox.title')}</h1>
          {payment.isPending && <Spinner />}
          {payment.isError && (
            <p className="alert alert-danger" role="alert">
              {t(errorKey(payment.error))}
            </p>
          )}
          {p && (
            <>
              <dl className="row mb-3">
                <dt className="col-6 fw-normal text-body-secondary">{t('sandbox.merchant')}</dt>
                <dd className="col-6 text-end">Amora</dd>
                <dt className="col-6 fw-normal text-body-secondary">{t('sandbox.item')}</dt>
                <dd className="col-6 text-end">{t('bundle.credits_count', { count: p.credits })}</dd>
                <dt className="col-6 fw-normal text-body-secondary">{t('sandbox.method')}</dt>
                <dd className="col-6 text-end">{t(`methods.${p.paymentmethod}`)}</dd>
                <dt className="col-6">{t('checkout.total')}</dt>
                <dd className="col-6 text-end fs-4 fw-semibold">{formatMoney(p.amount_cents, p.currency, locale)}</dd>
              </dl>
              <p className="small text-body-secondary">{t('sandbox.explain')}</p>
              {error && (
                <p className="alert alert-danger" role="alert">
                  {error}
                </p>
              )}
              {p.status === 'pending' ? (
                <div className="d-grid gap-2">
                  <button type="button" className="btn btn-success btn-lg" disabled={busy !== null} onClick={() => choose('pay')}>
                    {busy === 'pay' && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
                    {t('sandbox.pay', { amount: formatMoney(p.amount_cents, p.currency, locale) })}
                  </button>
                  <div className="d-flex gap-2">
                    <button type="button" className="btn btn-outline-danger flex-fill" disabled={busy !== null} onClick={() => choose('fail')}>
                      {t('sandbox.fail')}
                    </button>
                    <button type="button" className="btn btn-outline-primary flex-fill" disabled={busy !== null} onClick={() => choose('cancel')}>
                      {t('sandbox.cancel')}
                    </button>
                  </div>
                </div>
              ) : (
                <Link className="btn btn-primary" to={`/transactions/${p.id}`}>
                  {t('sandbox.decided')}
                </Link>
              )}
            </>
          )}
        </div>
      </div>
    </section>
  );
}
