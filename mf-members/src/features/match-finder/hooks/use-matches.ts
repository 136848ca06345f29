import type { Profile } from '@amora/shared';
import { useEffect, useState } from 'react';
import { getMembers } from '../../search/api/get-members';
import type { SearchFilters } from '../../search/filters';
import { MATCH_COUNT } from '../questions';

/** Matches for the finder's answers: `loading`, `ready` with profiles (or similar ones) and the total, or `error`. */
export type MatchesState =
  | { status: 'loading' }
  | { status: 'ready'; profiles: Profile[]; similar: Profile[]; total: number }
  | { status: 'error'; error: unknown };

const LOADING: MatchesState = { status: 'loading' };

/**
 * Loads the first {@link MATCH_COUNT} members matching the answers (`GET /api/members.php`, spec §7).
 * @param filters the answers, or null while the questions are not answered (no request).
 * @param attempt bump to load again after an error.
 */
export function useMatches(filters: SearchFilters | null, attempt: number): MatchesState {
  // The answer is kept with the request it belongs to, so new answers never show old matches.
  const [result, setResult] = useState<{ filters: SearchFilters | null; attempt: number; state: MatchesState }>({ filters: null, attempt, state: LOADING });

  useEffect(() => {
    if (!filters) return;
    const controller = new AbortController();
    const done = (state: MatchesState) => !controller.signal.aborted && setResult({ filters, attempt, state });
    getMembers(filters, 1, MATCH_COUNT, controller.signal).then(
      (r) => done({ status: 'ready', profiles: r.profiles, similar: r.similar, total: r.total }),
      (error: unknown) => done({ status: 'error', error }),
    );
    return () => controller.abort();
  }, [filters, attempt]);

  return filters !== null && result.filters === filters && result.attempt === attempt ? result.state : LOADING;
}
