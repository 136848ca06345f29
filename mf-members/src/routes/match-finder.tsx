import { bus, type Profile, Spinner, usePageTitle, useTranslation, useUser } from '@amora/shared';
import { Link } from '@amora/shared/router';
import { likeProfile } from '../features/likes';
import { SuggestionDeck } from '../features/suggestions/components/suggestion-deck';
import { LoginPrompt } from '../ui/login-prompt';

/** Likes a suggested member (`POST /api/likes.php`) and refreshes the likes on the bus. */
async function like(profile: Profile): Promise<{ match: boolean }> {
  const result = await likeProfile(profile.id);
  bus.emit('likes:refresh', {});
  return { match: result.match };
}

/** Passing in the match finder stores nothing: the member may be suggested again another time. */
const pass = async () => undefined;

/**
 * `/match-finder` (spec §2): suggested members one at a time following the member's search filters
 * (`GET /api/suggestions.php`); Like (`POST /api/likes.php`, a match shows "It's a match!") and Pass
 * move to the next one. Visitors are asked to log in or join.
 */
export function MatchFinder() {
  const { t } = useTranslation('members');
  usePageTitle(t('match_finder.title'));
  const user = useUser();
  return (
    <section className="container py-4" style={{ maxWidth: 560 }}>
      <header className="text-center mb-4">
        <h1 className="h3">{t('match_finder.title')}</h1>
        <p className="text-body-secondary mb-1 suggestion-intro">{t('match_finder.intro')}</p>
        {user && (
          <Link className="small" to="/members">
            {t('suggestions.change_filters')}
          </Link>
        )}
      </header>
      {user === undefined ? (
        <Spinner />
      ) : user === null ? (
        <LoginPrompt text={t('suggestions.login_required')} />
      ) : (
        <SuggestionDeck key={user.id} onLike={like} onPass={pass} />
      )}
    </section>
  );
}
