import { usePageTitle, useSettings, useTranslation, useUser } from '@amora/shared';
import { Link } from '@amora/shared/router';
import { Balance } from '../features/bundles/components/balance';
import { BundleList } from '../features/bundles/components/bundle-list';
import { CreditCosts } from '../features/bundles/components/credit-costs';
import { DiscountBanner } from '../features/discount/components/discount-banner';
import { useActiveDiscount } from '../features/discount/use-active-discount';

/**
 * `/credits` — buy credits (spec §1, §2): the member's balance and membership, what credits buy
 * (settings `message_credits`, `photo_credits`, `gift_credits`), that any purchase makes you
 * premium, and the bundles as selectable cards. Visitors see the bundles with a login link.
 * A member's active discount (spec §4, welcome code) shows as a banner above the bundles and as
 * discounted prices on the cards.
 */
export function Credits() {
  const { t } = useTranslation('credits');
  usePageTitle(t('credits.title'));
  const user = useUser();
  const active = useActiveDiscount();
  const settings = useSettings();
  return (
    <section className="container py-4">
      <h1 className="h2 mb-2">{t('credits.title')}</h1>
      <p className="lead text-body-secondary mb-4">{t('credits.intro')}</p>

      <div className="row g-3 mb-4">
        {user && (
          <div className="col-md-6">
            <Balance user={user} />
          </div>
        )}
        {settings && (
          <div className={user ? 'col-md-6' : 'col-12'}>
            <CreditCosts settings={settings} />
          </div>
        )}
      </div>

      {!user?.paid_user && <p className="alert alert-primary">{t('credits.premium_note')}</p>}
      {!user && (
        <p className="alert alert-primary d-flex flex-wrap align-items-center justify-content-between gap-2">
          <span>{t('credits.visitor_note')}</span>
          <Link className="btn btn-primary btn-sm" to="/login?redirect=%2Fcredits">
            {t('bundle.login_to_buy')}
          </Link>
        </p>
      )}

      <DiscountBanner active={active} />
      <h2 className="h4 mt-4 mb-3">{t('credits.choose_title')}</h2>
      <BundleList discount={active?.discount ?? null} />
      <p className="small text-body-secondary mt-4 mb-0">{t('credits.no_subscription')}</p>
    </section>
  );
}
