import { ApiError, type Profile, bus } from '@amora/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SUGGESTION_COUNT } from '../api/get-suggestions';
import { EMPTY_DECK, currentProfile, dropCurrent, withBatch } from '../deck';
import { useSuggestionFilters } from './use-suggestion-filters';
import { useSuggestions } from './use-suggestions';

/** What Like and Pass do in the match finder or the swipe game (see `SuggestionDeckProps`). */
export interface DeckActions {
  /** Likes the member; resolves `{match}` once done, or null when the like was refused (then the member stays shown). */
  onLike: (profile: Profile) => Promise<{ match: boolean } | null>;
  /** Passes the member (may be a no-op). */
  onPass: (profile: Profile) => Promise<void>;
  /** False disables Like, the → key included. */
  canLike: boolean;
}

/** True when a key press should not act as a deck shortcut (typing, modifiers, a dialog open). */
function ignoreKey(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented) return true;
  if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return true;
  return document.body.classList.contains('modal-open');
}

/**
 * The deck of suggested members (spec §2 match-finder, swipe-game): batches of
 * `GET /api/suggestions.php` for the member's search filters (`state`, `reload`), the `profile` shown
 * (null once the deck is empty), and:
 * - `act(like)`: Like (`onLike`; a match sets `match` and emits `match:found` on the bus) or Pass,
 *   then the next member; a member who blocked the viewer or is gone (404) is dropped silently,
 *   another failure is `error`. ← and → on the page do the same (not while typing or in a dialog);
 * - `batchUsedUp`: a full batch was used up, the next one is loading;
 * - `startOver()`: forgets what was passed in this visit and asks again;
 * - `busy` while a Like or Pass runs; `closeMatch()` hides the match.
 */
export function useSuggestionDeck({ onLike, onPass, canLike }: DeckActions) {
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

  return { state, reload, profile, batchUsedUp, act, busy, error, match, closeMatch: () => setMatch(null), startOver };
}
