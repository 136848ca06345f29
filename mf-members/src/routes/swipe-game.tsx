import { SWIPE_LIKES_PER_DAY } from '@amora/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * `/swipe-game` (spec §2, §6: 4 likes per day). Liking arrives with the likes release (the API has no
 * like call yet), so the screen says so, names the daily limit and leads to the match finder and the search.
 */
export function SwipeGame() {
  const { t } = useTranslation('members');
  return (
    <section className="container py-5 text-center" style={{ maxWidth: 640 }}>
      <h1 className="h3 mb-3">{t('swipe_game.title')}</h1>
      <p className="lead">{t('swipe_game.intro', { count: SWIPE_LIKES_PER_DAY })}</p>
      <p className="alert alert-info">{t('swipe_game.soon')}</p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <Link className="btn btn-primary" to="/match-finder">
          {t('match_finder.title')}
        </Link>
        <Link className="btn btn-outline-primary" to="/members">
          {t('search.title')}
        </Link>
      </div>
    </section>
  );
}
