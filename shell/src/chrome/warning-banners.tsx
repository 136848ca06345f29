import { useUser, useTranslation } from '@amora/shared';

/**
 * Warning banners of the default layout (spec §2, §4): disabled e-mail notifications, except on
 * the notification settings (where they are turned on again) and on member search while its own
 * dismissible alert says the same (mf-members' `MemberAlerts`: one warning, not two). The e-mail
 * confirmation reminder is the separate ActivationReminder (activation-reminder.tsx).
 */
export function WarningBanners({ routeName }: { routeName: string }) {
  const { t } = useTranslation('shell');
  const user = useUser();
  if (!user) return null;
  const alertShown = routeName === 'members' && !user.alerts_dismissed?.notifications;
  const disabled = user.notifications_disabled.length > 0 && routeName !== 'notifications' && !alertShown;
  if (!disabled) return null;
  return (
    <div className="container mt-3">
      <div className="alert alert-primary" role="status">
        {t('banners.notifications_disabled')}
      </div>
    </div>
  );
}
