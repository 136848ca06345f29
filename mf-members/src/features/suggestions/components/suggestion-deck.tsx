import { ApiError, type Profile, Spinner, bus, errorKey, useTranslation } from '@amora/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from '@amora/shared/router';
import { isAuthRequired } from '../../../ui/is-auth-required';
import { LoginPrompt } from '../../../ui/login-prompt';
import { MatchAlert } from '../../profile';
import { SUGGESTION_COUNT } from '../api/get-suggestions';
import { EMPTY_DECK, currentProfile, dropCurrent, withBatch } from '../deck';
import { useSuggestionFilters } from '../hooks/use-suggestion-filters';
import { useSuggestions } from '../hooks/use-suggestions';
import { SuggestionCard } from './suggestion-card';
import { Heart, X } from 'lucide-react';

/** Props of {@link SuggestionDeck}: what Like and Pass do in the match finder or the swipe game. */
export interface SuggestionDeckProps {
  /** Likes the member; resolves `{match}` once done, or null when the like was refused (then the member stays shown). */
  onLike: (profile: Profile) => Promise<{ match: boolean } | null>;
  /** Passes the member (may be a no-op). */
  onPass: (profile: Profile) => Promise<void>;
  /** False disables Like (the swipe game's daily limit is used up); Pass stays possible. */
  canLike?: boolean;
  /** Id of the text explaining why Like is disabled. */
  likeDescribedBy?: string;
}

/** True when a key press should not act as a deck shortcut (typing, modifiers, a dialog open). */
function ignoreKey(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented) return true;
  if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return true;
  return document.body.classList.contains('modal-open');
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
  const filters = useSuggestionFilters();
  const { state, reload } = useSuggestions(filters);
  const [source, setSource] = useState<Profile[] | null>(null);
  const [deck, setDeck] = useState(EMPTY_DECK);
  const [match, setMatch] = useState<Profile | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  // A new batch refills the deck (set while rendering, so no empty deck flashes).
  if (state.status === 'ready' && source !== state.profiles) {
    setSource(state.profiles);
    setDeck((d) => withBatch(d, state.profiles));
  }

  const profile = currentProfile(deck);
  const batchUsedUp = state.status === 'ready' && source === state.profiles && !profile && deck.lastBatchNew > 0 && state.profiles.length >= SUGGESTION_COUNT;
  useEffect(() => {
    if (batchUsedUp) reload();
  }, [batchUsedUp, reload]);

  const act = useCallback(
    async (like: boolean) => {
      if (!profile || busy) return;
      setBusy(true);
      setError(null);
      try {
        if (like) {
          const result = await onLike(profile);
          if (!result) return;
          setMatch(result.match ? profile : null);
          if (result.match) bus.emit('match:found', { profile });
        } else {
          await onPass(profile);
        }
        setDeck(dropCurrent);
      } catch (e) {
        // A member who blocked the viewer or left meanwhile: drop them, say nothing more.
        if (e instanceof ApiError && (e.code === 'blocked' || e.status === 404)) setDeck(dropCurrent);
        else setError(e);
      } finally {
        setBusy(false);
      }
    },
    [profile, busy, onLike, onPass],
  );

  // Keyboard shortcuts: ← pass, → like.
  const actRef = useRef(act);
  actRef.current = act;
  const canLikeRef = useRef(canLike);
  canLikeRef.current = canLike;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') || ignoreKey(event)) return;
      if (event.key === 'ArrowRight' && !canLikeRef.current) return;
      event.preventDefault();
      void actRef.current(event.key === 'ArrowRight');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const startOver = () => {
    // Forget what was passed in this visit and ask again (liked and swiped members stay out).
    setDeck(EMPTY_DECK);
    reload();
  };

  const matchAlert = match && <MatchAlert profile={match} onClose={() => setMatch(null)} />;
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
