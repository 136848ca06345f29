import { errorKey, Spinner, usePageTitle, useTranslation } from '@amora/shared';
import { useQuery } from '@amora/shared/query';
import { Link, Navigate } from '@amora/shared/router';
import { paymentsQueryOptions } from '../features/payment/api/payments';

/**
 * `/credits/repeat-order` — repeats the member's last order (spec §2): opens the checkout of the
 * bundle and method of their newest completed payment. Without one, says so and leads to the
 * bundles.
 */
export function RepeatOrder() {
  const { t } = useTranslation('credits');
  usePageTitle(t('repeat_order.title'));
  const payments = useQuery(paymentsQueryOptions());
  const last = payments.data?.find((p) => p.status === 'completed' || p.status === 'refunded');
  if (last) return <Navigate to={`/credits/${last.bundle_id}/${last.paymentmethod}`} replace />;
  return (
    <section className="container py-5 text-center" style={{ maxWidth: 640 }}>
      <h1 className="h3 mb-3">{t('repeat_order.title')}</h1>
      {payments.isPending ? (
        <Spinner />
      ) : (
        <>
          {payments.isError && (
            <p className="alert alert-danger" role="alert">
              {t(errorKey(payments.error))}
            </p>
          )}
          <p className="text-body-secondary mb-4">{t('repeat_order.text')}</p>
          <Link className="btn btn-primary" to="/credits">
            {t('repeat_order.to_credits')}
          </Link>
        </>
      )}
    </section>
  );
}
