import type { Profile } from '@amora/shared';
import { useCallback, useEffect, useState } from 'react';
import { getMembers } from '../../search/api/get-members';
import { DEFAULT_FILTERS, type SearchFilters } from '../../search/filters';

/** Suggestions per round (`GET /api/members.php?numResults=10`). */
export const SUGGESTION_COUNT = 10;

/** `loading`, `ready` with one page of suggestions (empty when the pages ran out), or `error`. */
export type SuggestionsState =
  | { status: 'loading' }
  | { status: 'ready'; profiles: Profile[]; pageNumber: number; total: number }
  | { status: 'error'; error: unknown };

/**
 * Suggested members for the match finder and the swipe game: a page of {@link SUGGESTION_COUNT}
 * profiles of the gender the member is not (everyone for a member without profile gender), online
 * first as the search orders them. `more` loads the following page, `restart` the first one again,
 * `retry` the same page again.
 * @param ownGender the member's own gender, or null.
 */
export function useSuggestions(ownGender: 'female' | 'male' | null): { state: SuggestionsState; more: () => void; restart: () => void; retry: () => void } {
  const [pageNumber, setPageNumber] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SuggestionsState>({ status: 'loading' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the request on retry
  useEffect(() => {
    const filters: SearchFilters = { ...DEFAULT_FILTERS, gender: ownGender === 'male' ? 'female' : ownGender === 'female' ? 'male' : '' };
    const controller = new AbortController();
    setState({ status: 'loading' });
    getMembers(filters, pageNumber, SUGGESTION_COUNT, controller.signal).then(
      (result) => !controller.signal.aborted && setState({ status: 'ready', profiles: result.profiles, pageNumber, total: result.total }),
      (error: unknown) => !controller.signal.aborted && setState({ status: 'error', error }),
    );
    return () => controller.abort();
  }, [ownGender, pageNumber, attempt]);

  const more = useCallback(() => setPageNumber((n) => n + 1), []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const restart = useCallback(() => {
    setPageNumber(1);
    setAttempt((n) => n + 1);
  }, []);
  return { state, more, restart, retry };
}
