import { FREE_PHOTOS, PREMIUM_PHOTOS, Spinner, formatDate, useLocale, useUser } from '@amora/shared';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { countryName } from '../ui/format-place';
import { LoginPrompt } from '../ui/login-prompt';
import { ProfilePhoto } from '../ui/profile-photo';

const PORTRAIT = { '--bs-aspect-ratio': '125%' } as CSSProperties;

/**
 * `/profile` (spec §2): the member's own profile as the bus knows it (`useUser()`: main photo, name,
 * age, country, about text) and account facts (e-mail, member since, membership, credits, photos used
 * of 3 free / 25 premium, spec §1), with the note that editing arrives in the next release.
 * Visitors are asked to log in or join.
 */
export function OwnProfile() {
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

  const { profile } = user;
  const photoLimit = user.paid_user ? PREMIUM_PHOTOS : FREE_PHOTOS;
  return (
    <section className="container py-4">
      <h1 className="h3 mb-3">{t('my_profile.title')}</h1>
      {user.status === 'not_confirmed' && <p className="alert alert-warning">{t('my_profile.confirm_email', { email: user.email })}</p>}
      <p className="alert alert-info">{t('my_profile.editing_soon')}</p>
      <div className="row g-4">
        <div className="col-md-5 col-lg-4">
          <div className="ratio rounded-4 overflow-hidden shadow-sm bg-secondary-subtle" style={PORTRAIT}>
            <ProfilePhoto name={profile.name} image={profile.main_image} variant="full" width={480} height={600} eager />
          </div>
        </div>
        <div className="col-md-7 col-lg-8">
          <h2 className="h4 mb-1">{t('name_age', { name: profile.name, age: profile.age })}</h2>
          <p className="text-body-secondary">{countryName(profile.country, locale)}</p>
          <h3 className="h6">{t('profile.about')}</h3>
          <p style={{ whiteSpace: 'pre-line' }}>{profile.about.trim() || t('my_profile.about_empty')}</p>
          <div className="card border-0 bg-body-tertiary mb-3">
            <div className="card-body">
              <h3 className="h6 mb-3">{t('my_profile.account')}</h3>
              <dl className="row small mb-0">
                <dt className="col-sm-4 text-body-secondary fw-normal">{t('my_profile.email')}</dt>
                <dd className="col-sm-8">{user.email}</dd>
                <dt className="col-sm-4 text-body-secondary fw-normal">{t('my_profile.member_since')}</dt>
                <dd className="col-sm-8">{formatDate(user.signup_date, locale, { dateStyle: 'long' })}</dd>
                <dt className="col-sm-4 text-body-secondary fw-normal">{t('my_profile.membership')}</dt>
                <dd className="col-sm-8">{user.paid_user ? <span className="badge text-bg-warning">{t('my_profile.premium')}</span> : t('my_profile.free')}</dd>
                <dt className="col-sm-4 text-body-secondary fw-normal">{t('my_profile.credits')}</dt>
                <dd className="col-sm-8">{t('my_profile.credits_count', { count: user.credits })}</dd>
                <dt className="col-sm-4 text-body-secondary fw-normal">{t('my_profile.photos')}</dt>
                <dd className="col-sm-8 mb-0">{t('my_profile.photos_count', { count: profile.images_count, limit: photoLimit })}</dd>
              </dl>
            </div>
          </div>
          <div className="d-flex flex-wrap gap-2">
            <Link className="btn btn-primary" to={`/members/${profile.id}`}>
              {t('my_profile.view_public')}
            </Link>
            <Link className="btn btn-outline-primary" to={user.paid_user ? '/credits' : '/premium'}>
              {user.paid_user ? t('my_profile.buy_credits') : t('my_profile.get_premium')}
            </Link>
            <Link className="btn btn-outline-secondary" to="/notifications">
              {t('notifications.title')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
