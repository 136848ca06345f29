import { usePageTitle, useTranslation, useUser } from '@amora/shared';
import { useNavigate } from '@amora/shared/router';
import { LoggedInNotice } from '../features/account/components/logged-in-notice';
import { SignupForm } from '../features/signup/signup-form';
import { StepHeadingLevel } from '../features/signup-steps';
import { useSignupEngaged } from '../features/signup/use-signup-engaged';

/**
 * `/signup` — the sign-up form and its steps on a page (spec §2, §3, §4); members already logged in
 * get a link on. "Join for free" heads the account form (step 0) only: once the account exists, each
 * step's heading is the page's h1 (issue 29). Closing the complete step leads to /members with
 * `api_signup_complete` (the activation reminder shows as a modal on smartphones then, spec §4).
 */
export function Signup() {
  const { t } = useTranslation('signup');
  usePageTitle(t('signup.title'));
  const user = useUser();
  const navigate = useNavigate();
  const [engaged, onProgress] = useSignupEngaged();
  // The member created by this form: the steps follow.
  const inSteps = Boolean(user) && engaged;
  return (
    <section className="container py-5" style={{ maxWidth: 520 }}>
      <div className="card shadow-sm">
        <div className="card-body p-4 p-sm-5">
          {!inSteps && (
            <>
              <h1 className="h3 mb-1 text-center">{t('signup.title')}</h1>
              <p className="text-body-secondary text-center mb-4">{t('signup.intro')}</p>
            </>
          )}
          {user && !engaged ? (
            <LoggedInNotice user={user} />
          ) : (
            <StepHeadingLevel.Provider value={1}>
              <SignupForm onProgress={onProgress} onDone={() => navigate('/members?api_signup_complete=1')} onLeave={() => {}} />
            </StepHeadingLevel.Provider>
          )}
        </div>
      </div>
    </section>
  );
}
