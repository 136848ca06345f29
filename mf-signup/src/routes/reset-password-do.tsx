import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NoticeScreen } from '../features/notice/components/notice-screen';

/** `/reset-password/do` — choose a new password from the e-mail link (spec §2, §5). Arrives in the next issue: say so and link to the login. */
export function ResetPasswordDo() {
  const { t } = useTranslation('signup');
  return (
    <NoticeScreen
      title={t('reset_password_do.title')}
      icon="🔑"
      tone="primary"
      actions={
        <>
          <Link className="btn btn-primary" to="/login">
            {t('reset_password_do.to_login')}
          </Link>
          <Link className="btn btn-outline-primary" to="/pages/service">
            {t('links.service')}
          </Link>
        </>
      }
    >
      <p className="mb-0">{t('reset_password_do.text')}</p>
    </NoticeScreen>
  );
}
