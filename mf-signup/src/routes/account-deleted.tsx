import { REACTIVATION_DAYS } from '@amora/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NoticeScreen } from '../features/notice/components/notice-screen';

/** `/account-deleted` — after deletion, with the reactivation info of spec §4: reactivation within 14 days via the e-mail link. */
export function AccountDeleted() {
  const { t } = useTranslation('signup');
  return (
    <NoticeScreen
      title={t('account_deleted.title')}
      icon="👋"
      tone="secondary"
      actions={
        <Link className="btn btn-primary" to="/">
          {t('account_deleted.to_home')}
        </Link>
      }
    >
      <p className="mb-0">{t('account_deleted.text', { count: REACTIVATION_DAYS })}</p>
    </NoticeScreen>
  );
}
