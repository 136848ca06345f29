import { FREE_PHOTOS, PREMIUM_PHOTOS, Spinner, formatDate, useLocale, useUser } from '@amora/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProfileView } from '../features/profile/components/profile-view';
import { LoginPrompt } from '../ui/login-prompt';

/**
 * `/profile` — the member's own profile (spec §2): account facts (e-mail and whether it is confirmed,
 * member since, membership, credits, photos used of 3 free / 25 premium, spec §1) and a preview of the
 * profile as others see it. Editing arrives with the profile-editing release (no API call yet), which
 * the page says. Visitors see Login and sign-up.
 */
export function MyProfile() {
  const { t } = useTranslation('members');
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

  const photoLimit = user.paid_user ? PREMIUM_PHOTOS : FREE_PHOTOS;
  return (
    <section className="container py-4">
      <h1 className="h3 mb-4">{t('my_profile.title')}</h1>
      {user.status === 'not_confirmed' && <p className="alert alert-warning">{t('my_profile.confirm_email', { email: user.email })}</p>}
      <div className="row g-4 mb-5">
        <div className="col-lg-8">
          <div className="card border-0 shadow-sm h-100">
            <div className="card-body">
              <h2 className="h5 mb-3">{t('my_profile.account')}</h2>
              <dl className="row mb-0">
                <dt className="col-sm-4 text-body-secondary fw-normal">{t('my_profile.email')}</dt>
                <dd className="col-sm-8">{user.email}</dd>
                <dt className="col-sm-4 text-body-secondary fw-normal">{t('my_profile.member_since')}</dt>
                <dd className="col-sm-8">{formatDate(user.signup_date, locale, { dateStyle: 'long' })}</dd>
                <dt className="col-sm-4 text-body-secondary fw-normal">{t('my_profile.membership')}</dt>
                <dd className="col-sm-8">
                  {user.paid_user ? <span className="badge text-bg-warning">{t('my_profile.premium')}</span> : t('my_profile.free')}
                </dd>
                <dt className="col-sm-4 text-body-secondary fw-normal">{t('my_profile.credits')}</dt>
                <dd className="col-sm-8">{t('my_profile.credits_count', { count: user.credits })}</dd>
                <dt className="col-sm-4 text-body-secondary fw-normal">{t('my_profile.photos')}</dt>
                <dd className="col-sm-8 mb-0">{t('my_profile.photos_count', { count: user.profile.images_count, limit: photoLimit })}</dd>
              </dl>
            </div>
          </div>
        </div>
        <div className="col-lg-4">
          <div className="card border-0 bg-body-tertiary h-100">
            <div className="card-body d-flex flex-column gap-2">
              <p className="small text-body-secondary">{t('my_profile.editing_soon')}</p>
              <Link className="btn btn-primary" to={user.paid_user ? '/credits' : '/premium'}>
                {user.paid_user ? t('my_profile.buy_credits') : t('my_profile.get_premium')}
              </Link>
              <Link className="btn btn-outline-secondary" to="/notifications">
                {t('notifications.title')}
              </Link>
            </div>
          </div>
        </div>
      </div>
      <section aria-labelledby="my-profile-preview">
        <h2 id="my-profile-preview" className="h5 mb-3">
          {t('my_profile.preview')}
        </h2>
        <ProfileView profileId={user.profile.id} headingLevel={3} />
      </section>
    </section>
  );
}
