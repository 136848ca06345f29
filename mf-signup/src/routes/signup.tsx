import { useUser } from '@amora/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoggedInNotice } from '../features/account/components/logged-in-notice';
import { SignupForm } from '../features/signup/signup-form';

/** `/signup` — the sign-up form on a page (spec §2, §3); members already logged in get a link on. */
export function Signup() {
  const { t } = useTranslation('signup');
  const user = useUser();
  const navigate = useNavigate();
  return (
    <section className="container py-5" style={{ maxWidth: 520 }}>
      <div className="card shadow-sm">
        <div className="card-body p-4 p-sm-5">
          <h1 className="h3 mb-1 text-center">{t('signup.title')}</h1>
          <p className="text-body-secondary text-center mb-4">{t('signup.intro')}</p>
          {user ? <LoggedInNotice user={user} /> : <SignupForm onProgress={() => {}} onDone={() => navigate('/')} onLeave={() => {}} />}
        </div>
      </div>
    </section>
  );
}
