import type { User } from '@amora/shared';
import { useTranslation } from '@amora/shared';

/**
 * The member's current balance (spec §3 User.credits) and membership: premium (`paid_user`) or
 * free, with the reminder that any purchase makes a free member premium (spec §1).
 */
export function Balance({ user }: { user: User }) {
  const { t } = useTranslation('credits');
  return (
    <section className="card h-100 shadow-sm" aria-labelledby="credits-balance-title">
      <div className="card-body">
        <h2 id="credits-balance-title" className="h6 text-body-secondary text-uppercase mb-2">
          {t('balance.title')}
        </h2>
        <p className="fs-4 fw-semibold mb-2">{t('balance.credits', { count: user.credits })}</p>
        {user.paid_user ? (
          <p className="mb-0">
            <span className="badge text-bg-warning me-2">{t('balance.premium_badge')}</span>
            {t('balance.premium_text')}
          </p>
        ) : (
          <p className="mb-0">
            <span className="badge text-bg-secondary me-2">{t('balance.free_badge')}</span>
            {t('balance.free_text')}
          </p>
        )}
      </div>
    </section>
  );
}
