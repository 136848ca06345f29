import { Spinner, useUser } from '@amora/shared';
import { useTranslation } from 'react-i18next';
import { SuggestionDeck } from '../features/suggestions/components/suggestion-deck';
import { LoginPrompt } from '../ui/login-prompt';

/**
 * `/match-finder` (spec §2): suggested members one at a time, with Skip and Next to move through
 * them; liking arrives in the next release (said on screen). Visitors are asked to log in or join.
 */
export function MatchFinder() {
  const { t } = useTranslation('members');
  const user = useUser();
  return (
    <section className="container py-4" style={{ maxWidth: 560 }}>
      <header className="text-center mb-4">
        <h1 className="h3">{t('match_finder.title')}</h1>
        <p className="text-body-secondary mb-0">{t('match_finder.intro')}</p>
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
