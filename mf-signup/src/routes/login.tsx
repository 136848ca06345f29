import { usePageTitle, useTranslation, useUser } from '@amora/shared';
import { LoggedInNotice } from '../features/account/components/logged-in-notice';
import { LoginForm } from '../features/login/components/login-form';

/**
 * `/login` — log in with e-mail and password (spec §2, §7, §8); a member who is already logged in
 * sees who they are with a link to /members instead.
 */
export function Login() {
  const { t } = useTranslation('signup');
  usePageTitle(t('login.title'));
  const user = useUser();
  return (
    <section className="container py-5" style={{ maxWidth: 480 }}>
      <div className="card shadow-sm">
        <div className="card-body p-4 p-sm-5">
          <h1 className="h3 mb-1 text-center">{t('login.title')}</h1>
          <p className="text-body-secondary text-center mb-4">{t('login.intro')}</p>
          {user ? <LoggedInNotice user={user} /> : <LoginForm />}
        </div>
      </div>
    </section>
  );
}
