import { ApiError, ErrorPage, errorKey, formatDate, formatMoney, Spinner, useLocale, usePageTitle, useTranslation } from '@amora/shared';
import { useQuery } from '@amora/shared/query';
import type { ReactNode } from 'react';
import { Link, useParams } from '@amora/shared/router';
import { paymentQueryOptions, paymentsQueryOptions } from '../features/payment/api/payments';
import { PaymentStatus } from '../features/payment/components/payment-status';

/** The screen around a payment or the list: its title as h1 and page title. */
function Page({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <section className="container py-5" style={{ maxWidth: 640 }}>
      <h1 className="h3 mb-4 text-center">{title}</h1>
      {children}
    </section>
  );
}

/** "No payment found" with a way to the bundles (no payment yet). */
function NoPayments() {
  const { t } = useTranslation('credits');
  return (
    <div className="text-center">
      <div className="alert alert-warning" role="status">
        <p className="fw-semibold mb-1">{t('transactions.not_found')}</p>
        <p className="mb-0">{t('transactions.not_found_text')}</p>
      </div>
      <Link className="btn btn-primary" to="/credits">
        {t('transactions.to_credits')}
      </Link>
    </div>
  );
}

/**
 * One payment, asked again every second while pending (spec §4 loading, pending, completed,
 * failed); an id that is no payment of the member (API 404, or not a number) is the 404 page.
 */
function OnePayment({ id }: { id: string }) {
  const { t } = useTranslation('credits');
  const payment = useQuery({ ...paymentQueryOptions(Number(id)), enabled: /^\d+$/.test(id) });
  if (!/^\d+$/.test(id) || (payment.error instanceof ApiError && payment.error.status === 404)) {
    return (
      <ErrorPage status={404} message={t('transactions.not_found')}>
        <p className="text-body-secondary">{t('transactions.not_found_id', { id })}</p>
      </ErrorPage>
    );
  }
  let content: ReactNode;
  if (payment.isError) {
    content = (
      <p className="alert alert-danger" role="alert">
        {t(errorKey(payment.error))}
      </p>
    );
  } else if (!payment.data) {
    content = (
      <div className="text-center" role="status">
        <Spinner />
        <p className="mt-2">{t('transactions.loading')}</p>
      </div>
    );
  } else content = <PaymentStatus payment={payment.data} />;
  return <Page title={t('transactions.title')}>{content}</Page>;
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
  if (payments.data.length === 0) return <NoPayments />;
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
 * amount. An unknown id is the 404 page ("No payment found").
 */
export function Transactions() {
  const { t } = useTranslation('credits');
  const { id } = useParams();
  if (id) return <OnePayment id={id} />;
  return (
    <Page title={t('transactions.list_title')}>
      <PaymentList />
    </Page>
  );
}
