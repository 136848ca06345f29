import { SWIPE_LIKES_PER_DAY, Spinner, useUser } from '@amora/shared';
import { useTranslation } from 'react-i18next';
import { SuggestionDeck } from '../features/suggestions/components/suggestion-deck';
import { LoginPrompt } from '../ui/login-prompt';

/**
 * `/swipe-game` (spec §2, §6): members one at a time, Skip and Next move through them; the rule of
 * the game — up to 4 likes per day — is stated, and liking itself arrives in the next release.
 * Visitors are asked to log in or join.
 */
export function SwipeGame() {
  const { t } = useTranslation('members');
  const user = useUser();
  return (
    <section className="container py-4" style={{ maxWidth: 560 }}>
      <header className="text-center mb-4">
        <h1 className="h3">{t('swipe_game.title')}</h1>
        <p className="text-body-secondary mb-2">{t('swipe_game.intro')}</p>
        <p className="badge rounded-pill text-bg-primary fs-6 fw-normal mb-0">{t('swipe_game.rule', { count: SWIPE_LIKES_PER_DAY })}</p>
      </header>
      {user === undefined ? (
        <Spinner />
      ) : user === null ? (
        <LoginPrompt text={t('suggestions.login_required')} />
      ) : (
        <SuggestionDeck ownGender={user.profile.gender} />
      )}
    </section>
  );
}
