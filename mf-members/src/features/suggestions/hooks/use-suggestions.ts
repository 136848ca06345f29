import type { Profile } from '@amora/shared';
import { useQuery } from '@amora/shared/query';
import { useCallback } from 'react';
import type { SearchFilters } from '../../search';
import { suggestionsQueryOptions } from '../api/get-suggestions';

/** `loading`, `ready` with one batch of suggestions (a new array per load), or `error`. */
export type SuggestionsState = { status: 'loading' } | { status: 'ready'; profiles: Profile[] } | { status: 'error'; error: unknown };

/**
 * A batch of suggestions (`suggestionsQueryOptions`, `GET /api/suggestions.php`) for the filters,
 * loaded again when they change; `reload` asks for the next batch (the API leaves out members
 * already liked or swiped). While a batch loads the state is `loading`.
 * @param filters the member's search filters, or null for the API's default.
 */
export function useSuggestions(filters: SearchFilters | null): { state: SuggestionsState; reload: () => void } {
  const { data, error, isFetching, refetch } = useQuery(suggestionsQueryOptions(filters));
  const reload = useCallback(() => void refetch(), [refetch]);
  const state: SuggestionsState = isFetching || (!data && !error) ? { status: 'loading' } : error ? { status: 'error', error } : { status: 'ready', profiles: data as Profile[] };
  return { state, reload };
}
