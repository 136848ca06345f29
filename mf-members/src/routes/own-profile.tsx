import { formatDate, Spinner, useLocale, usePageTitle, useTranslation, useUser } from '@amora/shared';
import { Link } from '@amora/shared/router';
import { AccountSettings } from '../features/account/account-settings';
import { ProfileEditor } from '../features/profile-editor/profile-editor';
import { LoginPrompt } from '../ui/login-prompt';
import { ProfilePhoto } from '../ui/profile-photo';

/**
 * `/profile` (spec §2 "profile editing and settings"): for the logged-in member a short header (main
 * photo, name and age, membership, member since, a link to the public profile) and one page of cards —
 * photos, profile details, location, privacy and language — followed by the account settings
 * (e-mail, password, deletion). Visitors are asked to log in or join. No activation reminder here:
 * spec §4 keeps it off the settings (the shell's ActivationReminder skips this route).
 */
export function OwnProfile() {
  const { t } = useTranslation('members');
  usePageTitle(t('my_profile.title'));
  const user = useUser();
  const locale = useLocale();

  if (user === undefined) return <Spinner />;
  if (user === null) {
    return (
      <section className="container py-5">
        <h1 className="h3 text-center mb-4">{t('my_profile.title')}</h1>
        <LoginPrompt text={t('my_profile.login_required')} />
      </section>
    );
  }

  const { profile } = user;
  return (
    <section className="container py-4">
      <div className="row justify-content-center">
        <div className="col-12 col-lg-10 col-xl-9">
          <header className="d-flex flex-wrap align-items-center gap-3 mb-4">
            <div className="rounded-circle overflow-hidden flex-shrink-0 bg-secondary-subtle" style={{ width: 72, height: 72 }}>
              <ProfilePhoto name={profile.name} image={profile.main_image} gender={profile.gender} width={72} height={72} eager />
            </div>
            <div className="flex-grow-1" style={{ minWidth: 0 }}>
              <h1 className="h3 mb-1">{t('my_profile.title')}</h1>
              <p className="mb-0 text-body-secondary small">
                <span className="fw-semibold text-body">{t('name_age', { name: profile.name, age: profile.age })}</span>
                {' · '}
                {user.paid_user ? <span className="badge text-bg-warning">{t('my_profile.premium')}</span> : t('my_profile.free')}
                {' · '}
                {t('my_profile.member_since')} {formatDate(user.signup_date, locale, { dateStyle: 'long' })}
              </p>
            </div>
            <div className="d-flex flex-wrap gap-2">
              <Link className="btn btn-sm btn-outline-primary" to={`/members/${profile.id}`}>
                {t('my_profile.view_public')}
              </Link>
              {!user.paid_user && (
                <Link className="btn btn-sm btn-primary" to="/premium">
                  {t('my_profile.get_premium')}
                </Link>
              )}
            </div>
          </header>
          <ProfileEditor user={user} after={<AccountSettings user={user} />} />
        </div>
      </div>
    </section>
  );
}
