import { usePageTitle, useTranslation, useUser } from '@amora/shared';
import { BundleList } from '../features/bundles/components/bundle-list';
import { PremiumBenefits } from '../features/bundles/components/premium-benefits';
import { DiscountBanner } from '../features/discount/components/discount-banner';
import { useActiveDiscount } from '../features/discount/use-active-discount';

/**
 * `/premium` — premium packages (spec §1, §2): the benefits of premium membership and the bundles;
 * any bundle makes the buyer premium. Premium members see that they already are. A member's active
 * discount (spec §4, welcome code) shows as a banner above the bundles and on their prices.
 */
export function Premium() {
  const { t } = useTranslation('credits');
  usePageTitle(t('premium.title'));
  const premium = useUser((u) => u?.paid_user ?? false);
  const active = useActiveDiscount();
  return (
    <section className="container py-4">
      <div className="text-center mx-auto mb-4" style={{ maxWidth: 720 }}>
        <h1 className="h2 mb-2">{t('premium.title')}</h1>
        <p className="lead text-body-secondary mb-0">{t('premium.intro')}</p>
      </div>
      {premium && (
        <p className="alert alert-success text-center mx-auto" style={{ maxWidth: 720 }}>
          {t('premium.already')}
        </p>
      )}
      <div className="mx-auto mb-5" style={{ maxWidth: 720 }}>
        <h2 className="h4 mb-3">{t('premium.benefits_title')}</h2>
        <PremiumBenefits />
      </div>
      <DiscountBanner active={active} />
      <h2 className="h4 mb-3">{t('premium.bundles_title')}</h2>
      <BundleList discount={active?.discount ?? null} />
      <p className="small text-body-secondary mt-4 mb-0">{t('credits.no_subscription')}</p>
    </section>
  );
}
