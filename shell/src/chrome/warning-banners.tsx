import { useUser } from '@amora/shared';
import { useTranslation } from 'react-i18next';

const NO_REMINDER_ROUTES = ['signup', 'profile', 'notifications'];

/**
 * Warning banners of the default layout (spec §2, §4): the e-mail confirmation reminder for
 * unconfirmed members (not on sign-up and settings screens) and disabled e-mail notifications.
 */
export function WarningBanners({ routeName }: { routeName: string }) {
  const { t } = useTranslation('shell');
  const user = useUser();
  if (!user) return null;
  const unconfirmed = user.status === 'not_confirmed' && !NO_REMINDER_ROUTES.includes(routeName);
  const disabled = user.notifications_disabled.length > 0 && routeName !== 'notifications';
  if (!unconfirmed && !disabled) return null;
  return (
    <div className="container mt-3">
      {unconfirmed && (
        <div className="alert alert-warning" role="status">
          {t('banners.not_confirmed', { email: user.email })}
        </div>
      )}
      {disabled && (
        <div className="alert alert-primary" role="status">
          {t('banners.notifications_disabled')}
        </div>
      )}
    </div>
  );
}
