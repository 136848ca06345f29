import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NoticeScreen } from '../features/notice/components/notice-screen';

/** `/signup-matches` — first match suggestions after sign-up (spec §2). Arrive in the next issue: say so and lead to the search. */
export function SignupMatches() {
  const { t } = useTranslation('signup');
  return (
    <NoticeScreen
      title={t('signup_matches.title')}
      icon="♥"
      tone="primary"
      actions={
        <Link className="btn btn-primary" to="/members">
          {t('signup_matches.to_members')}
        </Link>
      }
    >
      <p className="mb-0">{t('signup_matches.text')}</p>
    </NoticeScreen>
  );
}
