import { Spinner, usePageTitle, useSettings, useTranslation, useUser } from '@amora/shared';
import { useState } from 'react';
import { Link, useNavigate } from '@amora/shared/router';
import { NoticeScreen } from '../features/notice/components/notice-screen';
import { useOwnProfile } from '../features/signup-steps/api/get-own-profile';
import { missingSteps, pushCapable } from '../features/signup-steps/missing-steps';
import { SignupSteps } from '../features/signup-steps/signup-steps';
import type { OwnProfile, SignupStep } from '../features/signup-steps/types';
import { Lock } from 'lucide-react';

/**
 * `/complete-signup` (spec §2, §4) — resumes the sign-up steps a logged-in member has not done yet
 * (see `missingSteps`, from the own profile of `GET /api/profile.php?id=`; the member's profile on
 * the bus when that fails), then the complete step. Visitors get a login link. No entry warning
 * here (shared NO_ENTRY_WARNING_ROUTES).
 */
export function CompleteSignup() {
  const { t } = useTranslation('signup');
  usePageTitle(t('complete_signup.title'));
  const user = useUser();
  const settings = useSettings();
  const navigate = useNavigate();
  const profile = useOwnProfile(user);
  const [flow, setFlow] = useState<{ steps: SignupStep[]; profile: OwnProfile } | null>(null);
  // Computed once, from the first profile known: the steps update the profile and refresh the
  // member on the bus at their end, which must not restart them.
  if (!flow && user && profile) setFlow({ steps: missingSteps(user, profile, pushCapable(settings)), profile });

  if (user === null) {
    return (
      <NoticeScreen
        title={t('complete_signup.title')}
        icon={Lock}
        actions={
          <Link className="btn btn-primary" to="/login?redirect=%2Fcomplete-signup">
            {t('complete_signup.to_login')}
          </Link>
        }
      >
        <p className="mb-0">{t('complete_signup.login_text')}</p>
      </NoticeScreen>
    );
  }
  return (
    <section className="container py-5" style={{ maxWidth: 560 }}>
      <div className="card shadow-sm">
        <div className="card-body p-4 p-sm-5">
          <h1 className="h3 mb-4 text-center">{t('complete_signup.title')}</h1>
          {!user || !flow ? (
            <Spinner />
          ) : (
            <SignupSteps steps={flow.steps} done={0} profile={flow.profile} email={user.email} onFinished={() => {}} onClose={() => navigate('/members')} onLeave={() => {}} />
          )}
        </div>
      </div>
    </section>
  );
}
