import { FREE_PHOTOS, PREMIUM_PHOTOS, useTranslation } from '@amora/shared';
import { Check } from 'lucide-react';

/**
 * The benefits of premium membership (spec §1, §6): all photos visible, up to 25 uploads instead
 * of 3, premium features even with zero credits; any bundle makes the buyer premium, no subscription.
 */
export function PremiumBenefits() {
  const { t } = useTranslation('credits');
  const items = [
    t('premium.benefit_photos'),
    t('premium.benefit_uploads', { count: PREMIUM_PHOTOS, free: FREE_PHOTOS }),
    t('premium.benefit_zero_credits'),
    t('premium.benefit_no_subscription'),
  ];
  return (
    <ul className="list-group list-group-flush border rounded-3 bg-body">
      {items.map((text) => (
        <li key={text} className="list-group-item d-flex gap-3 align-items-start py-3">
          <span className="badge rounded-circle text-bg-primary p-2 lh-1" aria-hidden="true">
            <Check size={14} strokeWidth={3} />
          </span>
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}
