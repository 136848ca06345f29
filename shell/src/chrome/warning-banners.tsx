import { useUser, useTranslation } from '@amora/shared';

/**
 * Warning banners of the default layout (spec §2, §4): disabled e-mail notifications. The e-mail
 * confirmation reminder is the separate ActivationReminder (activation-reminder.tsx).
 */
export function WarningBanners({ routeName }: { routeName: string }) {
  const { t } = useTranslation('shell');
  const user = useUser();
  if (!user) return null;
  const disabled = user.notifications_disabled.length > 0 && routeName !== 'notifications';
  if (!disabled) return null;
  return (
    <div className="container mt-3">
      <div className="alert alert-primary" role="status">
        {t('banners.notifications_disabled')}
      </div>
    </div>
  );
}
