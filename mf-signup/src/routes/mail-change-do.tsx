import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NoticeScreen } from '../features/notice/components/notice-screen';

/** `/mail-change/do` — confirm a changed e-mail address (spec §2). Arrives in the next issue: say so and lead to the profile. */
export function MailChangeDo() {
  const { t } = useTranslation('signup');
  return (
    <NoticeScreen
      title={t('mail_change_do.title')}
      icon="✉"
      tone="primary"
      actions={
        <Link className="btn btn-primary" to="/profile">
          {t('mail_change_do.to_profile')}
        </Link>
      }
    >
      <p className="mb-0">{t('mail_change_do.text')}</p>
    </NoticeScreen>
  );
}
