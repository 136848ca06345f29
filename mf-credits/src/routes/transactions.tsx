import { ApiError, errorKey, formatDate, formatMoney, Spinner, useLocale, usePageTitle, useTranslation } from '@amora/shared';
import { useQuery } from '@amora/shared/query';
import { Link, useParams } from '@amora/shared/router';
import { paymentQueryOptions, paymentsQueryOptions } from '../features/payment/api/payments';
import { PaymentStatus } from '../features/payment/components/payment-status';

/** "No payment found" with a way to the bundles (an unknown id, or no payment yet). */
function NotFound({ id }: { id?: string }) {
  const { t } = useTranslation('credits');
  return (
    <div className="text-center">
      <div className="alert alert-warning" role="status">
        <p className="fw-semibold mb-1">{t('transactions.not_found')}</p>
        <p className="mb-0">{id ? t('transactions.not_found_id', { id }) : t('transactions.not_found_text')}</p>
      </div>
      <Link className="btn btn-primary" to="/credits">
        {t('transactions.to_credits')}
      </Link>
    </div>
  );
}

/** One payment, asked again every second while pending (spec §4 loading, pending, completed, failed). */
function OnePayment({ id }: { id: string }) {
  const { t } = useTranslation('credits');
  const payment = useQuery({ ...paymentQueryOptions(Number(id)), enabled: /^\d+$/.test(id) });
  if (!/^\d+$/.test(id) || (payment.error instanceof ApiError && payment.error.status === 404)) return <NotFound id={id} />;
  if (payment.isError) {
    return (
      <p className="alert alert-danger" role="alert">
        {t(errorKey(payment.error))}
      </p>
    );
  }
  if (!payment.data) {
    return (
      <div className="text-center" role="status">
        <Spinner />
        <p className="mt-2">{t('transactions.loading')}</p>
      </div>
    );
  }
  return <PaymentStatus payment={payment.data} />;
}

/** The member's payments, newest first, each with its state and amount. */
function PaymentList() {
  const { t } = useTranslation('credits');
  const locale = useLocale();
  const payments = useQuery(paymentsQueryOptions());
  if (payments.isError) {
    return (
      <p className="alert alert-danger" role="alert">
        {t(errorKey(payments.error))}
      </p>
    );
  }
  if (!payments.data) return <Spinner />;
  if (payments.data.length === 0) return <NotFound />;
  const badge = { pending: 'text-bg-warning', completed: 'text-bg-success', failed: 'text-bg-danger', refunded: 'text-bg-secondary' } as const;
  return (
    <ul className="list-group shadow-sm" aria-label={t('transactions.list_title')}>
      {payments.data.map((p) => (
        <li key={p.id} className="list-group-item d-flex flex-wrap align-items-center gap-2">
          <div className="flex-grow-1">
            <Link className="fw-semibold" to={`/transactions/${p.id}`}>
              {t('bundle.credits_count', { count: p.credits })}
            </Link>
            <div className="small text-body-secondary">
              {formatDate(p.created_at, locale, { dateStyle: 'medium', timeStyle: 'short' })} · {t(`methods.${p.paymentmethod}`)}
            </div>
          </div>
          <span className={`badge ${badge[p.status]}`}>{t(`transactions.status.${p.status}`)}</span>
          <span className="fw-semibold text-nowrap">{formatMoney(p.amount_cents, p.currency, locale)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * `/transactions/{id?}` (spec §2, §4; issue 11): with an id, that payment's state (pending →
 * completed or failed, see PaymentStatus); without, the member's payments with their state and
 * amount. An unknown id says "No payment found".
 */
export function Transactions() {
  const { t } = useTranslation('credits');
  const { id } = useParams();
  const title = id ? t('transactions.title') : t('transactions.list_title');
  usePageTitle(title);
  return (
    <section className="container py-5" style={{ maxWidth: 640 }}>
      <h1 className="h3 mb-4 text-center">{title}</h1>
      {id ? <OnePayment id={id} /> : <PaymentList />}
    </section>
  );
}
