import { useTranslation } from '@amora/shared';

/** A small green dot for a member who is online now, with the accessible text "Online" (also its tooltip). */
export function OnlineDot() {
  const { t } = useTranslation('members');
  return (
    <span className="d-inline-block rounded-circle bg-success flex-shrink-0" style={{ width: 10, height: 10 }} title={t('online')}>
      <span className="visually-hidden">{t('online')}</span>
    </span>
  );
}
