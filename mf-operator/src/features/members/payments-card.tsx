import type { MemberDetail } from '@amora/contracts';
import { useTranslation } from '@amora/shared';
import { Undo2 } from 'lucide-react';
import { OPERATOR_NS } from '../../i18n/load-locale';
import { providerName } from '../../lib/payment-providers';
import { SectionCard } from './section-card';
import { useFormat } from '../../lib/use-format';

type Payment = MemberDetail['payments'][number];

/** The badge colour of each payment status. */
const PAYMENT_BADGE: Readonly<Record<Payment['status'], string>> = { pending: 'text-bg-warning', completed: 'text-bg-success', failed: 'text-bg-danger', refunded: 'text-bg-secondary' };

/** The table's columns (`member.payments.<column>`); the last holds the refund button. */
const COLUMNS = ['date', 'amount', 'credits', 'method', 'status', 'provider'] as const;

/**
 * The member's payments, newest first (issue 31): date, amount in its currency, credits, method,
 * status (a refund with its day and the credits taken back), the provider (Sandbox, Mollie,
 * Stripe; issue 32) with its reference there; with the
 * permission `payments` "Refund" on each refundable one (completed, within the site's refund
 * days), confirmed in its dialog through `onRefund`. Scrolls sideways on a phone.
 */
export function PaymentsCard({ payments, mayRefund, onRefund }: { payments: MemberDetail['payments']; mayRefund: boolean; onRefund: (payment: Payment) => void }) {
  const { t } = useTranslation(OPERATOR_NS);
  const { when, day, money, number } = useFormat();
  return (
    <SectionCard section="payments" title={t('member.sections.payments')}>
      {payments.length === 0 ? (
        <p className="text-body-secondary mb-0">{t('member.payments.none')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle mb-0">
            <caption className="visually-hidden">{t('member.sections.payments')}</caption>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="text-nowrap">
                    {t(`member.payments.${column}`)}
                  </th>
                ))}
                <th scope="col">
                  <span className="visually-hidden">{t('member.payments.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <tr key={payment.id}>
                  <td className="text-nowrap">{when(payment.created_at)}</td>
                  <td className="text-nowrap text-end">{money(payment.amount_cents, payment.currency)}</td>
                  <td className="text-end">{number(payment.credits)}</td>
                  <td>{t(`payment_methods.${payment.method}`, { defaultValue: payment.method })}</td>
                  <td>
                    <span className={`badge ${PAYMENT_BADGE[payment.status]}`}>{t(`member.payments.statuses.${payment.status}`)}</span>
                    {payment.refunded_at && <div className="small text-body-secondary text-nowrap">{t('member.payments.refunded', { date: day(payment.refunded_at), credits: number(payment.refunded_credits ?? 0) })}</div>}
                  </td>
                  <td className="small" style={{ overflowWrap: 'anywhere', minWidth: 120 }}>
                    <span className="fw-semibold">{providerName(payment.provider)}</span>
                    <span className="d-block font-monospace text-body-secondary">{payment.provider_ref ?? '–'}</span>
                  </td>
                  <td className="text-end">
                    {mayRefund && payment.refundable && (
                      <button type="button" className="btn btn-outline-danger btn-sm d-inline-flex align-items-center gap-1" aria-label={t('member.payments.refund_label', { payment: payment.id, amount: money(payment.amount_cents, payment.currency) })} onClick={() => onRefund(payment)}>
                        <Undo2 aria-hidden="true" size={14} />
                        {t('member.actions.refund')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SectionCard>
  );
}
