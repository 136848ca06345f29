import { type DirectDebitMandate, errorKey, formatMoney, Spinner, useLocale, usePageTitle, useTranslation } from '@amora/shared';
import { useQuery } from '@amora/shared/query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@amora/shared/router';
import { MandateForm } from '../features/directdebit/components/mandate-form';
import { SmsConfirmForm } from '../features/directdebit/components/sms-confirm-form';
import { paymentQueryOptions } from '../features/payment/api/payments';

/**
 * `/directdebit?payment={id}` — SEPA direct debit of a pending payment (spec §2, §5; issue 11):
 * what is paid, then the mandate (MandateForm), then the SMS code and the consent
 * (SmsConfirmForm); the completed payment leads to `/transactions/{id}`. Without a pending
 * direct-debit payment it explains how to pay by direct debit and links to the bundles.
 */
export function DirectDebit() {
  const { t } = useTranslation('credits');
  usePageTitle(t('directdebit.title'));
  const locale = useLocale();
  const navigate = useNavigate();
  const id = Number(useSearchParams()[0].get('payment'));
  const valid = Number.isInteger(id) && id > 0;
  const payment = useQuery({ ...paymentQueryOptions(id), enabled: valid, refetchInterval: false });
  const [smsTo, setSmsTo] = useState<string | null>(null);
  // What was typed survives "Send a new code" (the mandate form is shown again, filled in).
  const [mandate, setMandate] = useState<DirectDebitMandate | null>(null);

  const p = payment.data;
  const usable = p && p.paymentmethod === 'sdd' && p.status === 'pending';
  if (!valid || payment.isError || (p && !usable)) {
    return (
      <section className="container py-5 text-center" style={{ maxWidth: 640 }}>
        <h1 className="h3 mb-3">{t('directdebit.title')}</h1>
        {payment.isError && (
          <p className="alert alert-danger" role="alert">
            {t(errorKey(payment.error))}
          </p>
        )}
        {p && !usable ? (
          <Link className="btn btn-primary" to={`/transactions/${p.id}`}>
            {t('sandbox.decided')}
          </Link>
        ) : (
          <>
            <p className="alert alert-primary">{t('directdebit.how')}</p>
            <Link className="btn btn-primary" to="/credits">
              {t('directdebit.back')}
            </Link>
          </>
        )}
      </section>
    );
  }
  if (!p) return <Spinner />;
  const amount = formatMoney(p.amount_cents, p.currency, locale);
  return (
    <section className="container py-4" style={{ maxWidth: 640 }}>
      <h1 className="h3 mb-2">{t('directdebit.title')}</h1>
      <p className="text-body-secondary">{t('directdebit.intro', { amount, credits: t('bundle.credits_count', { count: p.credits }) })}</p>
      <div className="card shadow-sm">
        <div className="card-body">
          <h2 className="h5 mb-3">{smsTo ? t('directdebit.step_code') : t('directdebit.step_mandate')}</h2>
          {smsTo ? (
            <SmsConfirmForm paymentId={p.id} smsTo={smsTo} amount={amount} onDone={() => navigate(`/transactions/${p.id}`)} onNewCode={() => setSmsTo(null)} />
          ) : (
            <MandateForm
              paymentId={p.id}
              initial={mandate}
              onSent={(to, sent) => {
                setMandate(sent);
                setSmsTo(to);
              }}
            />
          )}
        </div>
      </div>
    </section>
  );
}
