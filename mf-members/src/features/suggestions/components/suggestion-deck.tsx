import { Spinner, errorKey, useTranslation } from '@amora/shared';
import { Link } from '@amora/shared/router';
import { Heart, X } from 'lucide-react';
import { isAuthRequired } from '../../../ui/is-auth-required';
import { LoginPrompt } from '../../../ui/login-prompt';
import { MatchAlert } from '../../profile';
import { type DeckActions, useSuggestionDeck } from '../hooks/use-suggestion-deck';
import { SuggestionCard } from './suggestion-card';

/** Props of {@link SuggestionDeck}: what Like and Pass do in the match finder or the swipe game. */
export interface SuggestionDeckProps extends Pick<DeckActions, 'onLike' | 'onPass'> {
  /** False disables Like (the swipe game's daily limit is used up); Pass stays possible. */
  canLike?: boolean;
  /** Id of the text explaining why Like is disabled. */
  likeDescribedBy?: string;
}

/**
 * Suggested members one at a time (spec §2 match-finder, swipe-game) from `GET /api/suggestions.php`,
 * following the member's search filters: "Pass" and "Like" both move to the next member (Like waits for
 * `onLike`; a match shows "It's a match!" with a link to the chat). ← passes and → likes. When a full
 * batch was used up the next one loads; when nothing new comes, "No more suggestions" with links to
 * change the filters (`/members`) or look again. Failures show as an alert; a 403 asks to log in.
 */
export function SuggestionDeck({ onLike, onPass, canLike = true, likeDescribedBy }: SuggestionDeckProps) {
  const { t } = useTranslation('members');
  const { state, reload, profile, batchUsedUp, act, busy, error, match, closeMatch, startOver } = useSuggestionDeck({ onLike, onPass, canLike });

  const matchAlert = match && <MatchAlert profile={match} onClose={closeMatch} />;
  if (state.status === 'error' && isAuthRequired(state.error)) return <LoginPrompt text={t('suggestions.login_required')} />;
  if (state.status === 'error') {
    return (
      <div className="alert alert-danger d-flex flex-wrap align-items-center justify-content-between gap-2" role="alert">
        <span>{t(errorKey(state.error))}</span>
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={reload}>
          {t('retry', { ns: 'common' })}
        </button>
      </div>
    );
  }
  if (state.status === 'loading' || batchUsedUp) {
    return (
      <>
        {matchAlert}
        <Spinner />
      </>
    );
  }

  if (!profile) {
    return (
      <>
        {matchAlert}
        <div className="card border-0 bg-body-tertiary text-center p-4">
          <h2 className="h4">{t('suggestions.none')}</h2>
          <p className="text-body-secondary">{t('suggestions.none_text')}</p>
          <div className="d-flex flex-wrap justify-content-center gap-2">
            <Link className="btn btn-primary" to="/members">
              {t('suggestions.change_filters')}
            </Link>
            <button type="button" className="btn btn-outline-primary" onClick={startOver}>
              {t('suggestions.look_again')}
            </button>
          </div>
        </div>
      </>
    );
  }

  return (
    <div>
      {matchAlert}
      {error !== null && (
        <p className="alert alert-danger" role="alert">
          {t(errorKey(error))}
        </p>
      )}
      <SuggestionCard key={profile.id} profile={profile} />
      <div className="d-flex justify-content-center gap-3 mt-3">
        <button type="button" className="btn btn-outline-secondary btn-lg flex-fill px-3" style={{ maxWidth: 200 }} onClick={() => act(false)} disabled={busy} aria-keyshortcuts="ArrowLeft">
          <X size={18} className="me-2 align-text-bottom" />
          {t('suggestions.pass')}
        </button>
        <button
          type="button"
          className="btn btn-danger btn-lg flex-fill px-3"
          style={{ maxWidth: 200 }}
          onClick={() => act(true)}
          disabled={busy || !canLike}
          aria-describedby={likeDescribedBy}
          aria-keyshortcuts="ArrowRight"
        >
          <Heart size={18} className="me-2 align-text-bottom" fill="currentColor" />
          {t('suggestions.like')}
        </button>
      </div>
      <p className="text-center small text-body-secondary mt-3 mb-0 d-none d-md-block">{t('suggestions.keys_hint')}</p>
    </div>
  );
}
