import { type Payment, bus, formatDate, formatMoney, refreshUser, reportOutcome, useLocale, useTranslation } from '@amora/shared';
import { useEffect } from 'react';
import { Link } from '@amora/shared/router';
import { forgetOrderKeys } from '../order-key';
import { ReceiptLink } from './receipt-link';

/** Toasts shown in this tab, by payment id: a completion is announced once. */
const TOASTED = 'amora.payment-toasted:';

/**
 * One payment's result (spec §4 payment states, §8 texts): pending (waiting for the provider,
 * asked again every second by the caller), completed (credits added; a toast once — and once the
 * `payment_completed` outcome of issue 35 —, the member's credits and premium state refreshed on the bus), failed ('Payment failed or has been
 * cancelled.', why when we know it — 24 h without an answer, or its discount code used by another
 * payment meanwhile (refunded) —, with "Try again" and, after a card payment, "Pay with PayPal"; the order is kept:
 * the same bundle and method) or refunded. A decided payment ends the stored order keys, so a new
 * attempt is a new payment. A completed or refunded payment links its PDF receipt (issue 32).
 */
export function PaymentStatus({ payment }: { payment: Payment }) {
  const { t } = useTranslation('credits');
  const locale = useLocale();
  const amount = formatMoney(payment.amount_cents, payment.currency, locale);
  const decided = payment.status !== 'pending';

  useEffect(() => {
    if (!decided) return;
    forgetOrderKeys();
    if (payment.status !== 'completed') return;
    void refreshUser();
    if (sessionStorage.getItem(`${TOASTED}${payment.id}`)) return;
    sessionStorage.setItem(`${TOASTED}${payment.id}`, '1');
    reportOutcome('mf_credits', 'payment_completed');
    bus.emit('toast:show', { text: t('transactions.toast', { count: payment.credits }), variant: 'success' });
  }, [decided, payment.id, payment.status, payment.credits, t]);

  const details = (
    <dl className="row small text-start mb-0">
      <dt className="col-6 fw-normal text-body-secondary">{t('transactions.reference')}</dt>
      <dd className="col-6 text-end">#{payment.id}</dd>
      <dt className="col-6 fw-normal text-body-secondary">{t('sandbox.item')}</dt>
      <dd className="col-6 text-end">{t('bundle.credits_count', { count: payment.credits })}</dd>
      <dt className="col-6 fw-normal text-body-secondary">{t('sandbox.method')}</dt>
      <dd className="col-6 text-end">{t(`methods.${payment.paymentmethod}`)}</dd>
      {payment.discount_code && (
        <>
          <dt className="col-6 fw-normal text-body-secondary">{t('transactions.discount')}</dt>
          <dd className="col-6 text-end">{payment.discount_code}</dd>
        </>
      )}
      <dt className="col-6">{t('checkout.total')}</dt>
      <dd className="col-6 text-end fw-semibold">{amount}</dd>
      <dt className="col-6 fw-normal text-body-secondary">{t('transactions.date')}</dt>
      <dd className="col-6 text-end">{formatDate(payment.created_at, locale, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
    </dl>
  );

  if (payment.status === 'pending') {
    return (
      <div className="card shadow-sm">
        <div className="card-body text-center">
          <div className="spinner-border text-primary mb-3" aria-hidden="true" />
          <p className="fw-semibold mb-1" role="status">
            {t('transactions.pending')}
          </p>
          <p className="small text-body-secondary">{t('transactions.pending_text')}</p>
          {payment.checkout_url && (
            <Link className="btn btn-outline-primary btn-sm mb-3" to={payment.checkout_url}>
              {t('transactions.back_to_payment')}
            </Link>
          )}
          {details}
        </div>
      </div>
    );
  }
  if (payment.status === 'completed' || payment.status === 'refunded') {
    const refunded = payment.status === 'refunded';
    return (
      <div className="card shadow-sm">
        <div className="card-body text-center">
          <p className={`alert ${refunded ? 'alert-secondary' : 'alert-success'} fw-semibold`} role="status">
            {refunded
              ? t('transactions.refunded', { date: formatDate(payment.refunded_at ?? payment.created_at, locale, { dateStyle: 'medium' }) })
              : t('transactions.completed', { count: payment.credits })}
          </p>
          {details}
          <ReceiptLink paymentId={payment.id} />
          {!refunded && (
            <div className="d-flex flex-wrap justify-content-center gap-2 mt-3">
              <Link className="btn btn-primary" to="/members">
                {t('transactions.to_members')}
              </Link>
              <Link className="btn btn-outline-primary" to="/transactions">
                {t('transactions.all')}
              </Link>
            </div>
          )}
        </div>
      </div>
    );
  }
  return (
    <div className="card shadow-sm">
      <div className="card-body text-center">
        <p className="alert alert-danger fw-semibold" role="alert">
          {t('transactions.failed')}
        </p>
        {payment.failure_reason === 'expired' && <p className="small text-body-secondary">{t('transactions.expired')}</p>}
        {payment.failure_reason === 'discount_used' && <p className="small text-body-secondary">{t('transactions.discount_used')}</p>}
        {details}
        <div className="d-flex flex-wrap justify-content-center gap-2 mt-3">
          <Link className="btn btn-primary" to={`/credits/${payment.bundle_id}/${payment.paymentmethod}`}>
            {t('transactions.retry')}
          </Link>
          {payment.paymentmethod === 'card' && (
            <Link className="btn btn-outline-primary" to={`/credits/${payment.bundle_id}/paypal`}>
              {t('transactions.paypal')}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
