import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NoticeScreen } from '../features/notice/components/notice-screen';

/** `/reset-password` — request a password reset (spec §2). The e-mail flow arrives in the next issue: say so and offer customer service and the login. */
export function ResetPassword() {
  const { t } = useTranslation('signup');
  return (
    <NoticeScreen
      title={t('reset_password.title')}
      icon="🔑"
      tone="primary"
      actions={
        <>
          <Link className="btn btn-primary" to="/login">
            {t('reset_password.to_login')}
          </Link>
          <Link className="btn btn-outline-primary" to="/pages/service">
            {t('links.service')}
          </Link>
        </>
      }
    >
      <p className="mb-0">{t('reset_password.text')}</p>
    </NoticeScreen>
  );
}
