import { type Profile, Spinner, errorKey } from '@amora/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isAuthRequired } from '../../../ui/is-auth-required';
import { LoginPrompt } from '../../../ui/login-prompt';
import { type Deck, currentProfile, newDeck, nextInDeck, skipInDeck } from '../deck';
import { SUGGESTION_COUNT, useSuggestions } from '../hooks/use-suggestions';
import { SuggestionCard } from './suggestion-card';

/**
 * Suggested members one at a time (spec §2 match-finder, swipe-game), from `GET /api/members.php`
 * (10 per round). "Skip" drops the member from this round, "Next" moves on and keeps them (the round
 * comes back round); when every member was skipped, "More suggestions" loads the next 10. Liking is
 * shown disabled with the note that it arrives in the next release. A 403 asks to log in.
 * @param ownGender the member's gender; suggestions show the other one.
 */
export function SuggestionDeck({ ownGender }: { ownGender: 'female' | 'male' | null }) {
  const { t } = useTranslation('members');
  const { state, more, restart, retry } = useSuggestions(ownGender);
  const [source, setSource] = useState<Profile[] | null>(null);
  const [deck, setDeck] = useState<Deck>(newDeck([]));
  const hintId = useId();
  const likeNoteId = useId();

  // A new page of suggestions starts a new deck (set while rendering, so no empty deck flashes).
  if (state.status === 'ready' && source !== state.profiles) {
    setSource(state.profiles);
    setDeck(newDeck(state.profiles));
  }

  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'error' && isAuthRequired(state.error)) return <LoginPrompt text={t('suggestions.login_required')} />;
  if (state.status === 'error') {
    return (
      <div className="alert alert-danger d-flex flex-wrap align-items-center justify-content-between gap-2" role="alert">
        <span>{t(errorKey(state.error))}</span>
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={retry}>
          {t('retry', { ns: 'common' })}
        </button>
      </div>
    );
  }

  const profile = currentProfile(deck);
  if (!profile) {
    const hasMore = state.profiles.length > 0 && state.pageNumber * SUGGESTION_COUNT < state.total;
    return (
      <div className="card border-0 bg-body-tertiary text-center p-4">
        <p className="lead mb-3">{state.profiles.length === 0 ? t('suggestions.none') : t('suggestions.all_seen')}</p>
        <div className="d-flex flex-wrap justify-content-center gap-2">
          {hasMore ? (
            <button type="button" className="btn btn-primary" onClick={more}>
              {t('suggestions.more')}
            </button>
          ) : (
            state.pageNumber > 1 && (
              <button type="button" className="btn btn-primary" onClick={restart}>
                {t('suggestions.restart')}
              </button>
            )
          )}
          <Link className="btn btn-outline-primary" to="/members">
            {t('search.title')}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div>
      <p className="text-center small text-body-secondary mb-2" aria-live="polite">
        {t('suggestions.position', { n: deck.position + 1, total: deck.profiles.length })}
      </p>
      <SuggestionCard key={profile.id} profile={profile} />
      <div className="d-flex justify-content-center gap-2 mt-3">
        <button type="button" className="btn btn-outline-secondary btn-lg px-4" aria-describedby={hintId} onClick={() => setDeck(skipInDeck)}>
          {t('suggestions.skip')}
        </button>
        <button type="button" className="btn btn-outline-primary btn-lg px-4" disabled aria-describedby={likeNoteId}>
          <span aria-hidden="true">♥ </span>
          {t('profile.like')}
        </button>
        <button type="button" className="btn btn-primary btn-lg px-4" aria-describedby={hintId} onClick={() => setDeck(nextInDeck)}>
          {t('suggestions.next')}
        </button>
      </div>
      <p id={hintId} className="text-center small text-body-secondary mt-3 mb-1">
        {t('suggestions.hint')}
      </p>
      <p id={likeNoteId} className="text-center small text-body-secondary mb-0">
        {t('profile.like_soon')}
      </p>
    </div>
  );
}
