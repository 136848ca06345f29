import type { Settings } from '@amora/shared';
import { useTranslation } from '@amora/shared';

/** What credits buy (spec §1): the cost of a message, a photo and a gift from the site settings, in credits. */
export function CreditCosts({ settings }: { settings: Pick<Settings, 'message_credits' | 'photo_credits' | 'gift_credits'> }) {
  const { t } = useTranslation('credits');
  return (
    <section className="card h-100 shadow-sm" aria-labelledby="credits-costs-title">
      <div className="card-body">
        <h2 id="credits-costs-title" className="h6 text-body-secondary text-uppercase mb-2">
          {t('costs.title')}
        </h2>
        <ul className="list-unstyled mb-0">
          <li className="mb-1">{t('costs.message', { count: settings.message_credits })}</li>
          <li className="mb-1">{t('costs.photo', { count: settings.photo_credits })}</li>
          <li>{t('costs.gift', { count: settings.gift_credits })}</li>
        </ul>
      </div>
    </section>
  );
}
