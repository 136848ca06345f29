import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NoticeScreen } from '../features/notice/components/notice-screen';

/** `/complete-signup` — the sign-up steps after the account (photo, location, personal info, about me, spec §4). Arrive in the next issue: say so and lead to the members. */
export function CompleteSignup() {
  const { t } = useTranslation('signup');
  return (
    <NoticeScreen
      title={t('complete_signup.title')}
      icon="📷"
      tone="primary"
      actions={
        <Link className="btn btn-primary" to="/members">
          {t('complete_signup.to_members')}
        </Link>
      }
    >
      <p className="mb-0">{t('complete_signup.text')}</p>
    </NoticeScreen>
  );
}
