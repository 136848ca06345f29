import { errorKey, ProfilePlaceholder, Spinner, usePageTitle, useSettings, useTranslation, useUser } from '@amora/shared';
import { Link } from '@amora/shared/router';
import { NoticeScreen } from '../features/notice/components/notice-screen';
import { useSuggestions } from '../features/suggestions/api/get-suggestions';
import { Heart } from 'lucide-react';

/**
 * `/signup-matches` (spec §2) — suggested profiles right after sign-up from
 * `GET /api/suggestions.php?numResults=12`: a grid of cards (photo from `settings.cdn_prefix`,
 * name, age, city) linking to `/members/{id}`, and "Go to search". Visitors get a login link.
 */
export function SignupMatches() {
  const { t } = useTranslation('signup');
  usePageTitle(t('signup_matches.title'));
  const user = useUser();
  const settings = useSettings();
  const { profiles, error, retry } = useSuggestions(!!user);

  if (user === null) {
    return (
      <NoticeScreen
        title={t('signup_matches.title')}
        icon={Heart}
        actions={
          <Link className="btn btn-primary" to="/login?redirect=%2Fsignup-matches">
            {t('signup_matches.to_login')}
          </Link>
        }
      >
        <p className="mb-0">{t('signup_matches.login_text')}</p>
      </NoticeScreen>
    );
  }
  return (
    <section className="container py-4 py-sm-5">
      <div className="d-flex flex-column flex-sm-row align-items-sm-end justify-content-between gap-3 mb-4">
        <div>
          <h1 className="h3 mb-1">{t('signup_matches.title')}</h1>
          <p className="text-body-secondary mb-0">{t('signup_matches.intro')}</p>
        </div>
        <Link className="btn btn-primary flex-shrink-0" to="/members">
          {t('signup_matches.to_search')}
        </Link>
      </div>
      {error ? (
        <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2" role="alert">
          <span className="flex-grow-1">{t(errorKey(error))}</span>
          <button type="button" className="btn btn-sm btn-outline-primary" onClick={retry}>
            {t('common:retry')}
          </button>
        </div>
      ) : !user || !profiles ? (
        <Spinner />
      ) : profiles.length === 0 ? (
        <p className="text-body-secondary">{t('signup_matches.empty')}</p>
      ) : (
        <ul className="row row-cols-2 row-cols-sm-3 row-cols-lg-4 g-3 list-unstyled mb-0">
          {profiles.map((profile) => (
            <li key={profile.id} className="col">
              <div className="card h-100 shadow-sm overflow-hidden">
                <div className="ratio ratio-1x1 bg-body-secondary">
                  {profile.main_image ? (
                    <img src={`${settings?.cdn_prefix ?? ''}${profile.main_image.filename}`} alt={t('signup_matches.photo_alt', { name: profile.name })} loading="lazy" className="object-fit-cover w-100 h-100" />
                  ) : (
                    <ProfilePlaceholder gender={profile.gender} label={t('signup_matches.photo_alt', { name: profile.name })} />
                  )}
                </div>
                <div className="card-body p-2 p-sm-3">
                  <Link to={`/members/${profile.id}`} className="stretched-link text-body text-decoration-none fw-semibold text-truncate d-block">
                    {t('signup_matches.name_age', { name: profile.name, age: profile.age })}
                  </Link>
                  {profile.city && <p className="small text-body-secondary mb-0 text-truncate">{profile.city}</p>}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
