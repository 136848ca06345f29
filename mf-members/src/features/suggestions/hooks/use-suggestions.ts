import type { Profile } from '@amora/shared';
import { useCallback, useEffect, useState } from 'react';
import type { SearchFilters } from '../../search';
import { getSuggestions } from '../api/get-suggestions';

/** `loading`, `ready` with one batch of suggestions (a new array per load), or `error`. */
export type SuggestionsState = { status: 'loading' } | { status: 'ready'; profiles: Profile[] } | { status: 'error'; error: unknown };

/**
 * Loads a batch of suggestions (`GET /api/suggestions.php`) for the filters, and again when they change;
 * `reload` asks for the next batch (the API leaves out members already liked or swiped).
 * @param filters the member's search filters, or null for the API's default.
 */
export function useSuggestions(filters: SearchFilters | null): { state: SuggestionsState; reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SuggestionsState>({ status: 'loading' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the request on reload
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getSuggestions(filters, controller.signal).then(
      (profiles) => !controller.signal.aborted && setState({ status: 'ready', profiles }),
      (error: unknown) => !controller.signal.aborted && setState({ status: 'error', error }),
    );
    return () => controller.abort();
  }, [filters, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
