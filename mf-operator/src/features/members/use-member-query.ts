import { memberSearchQuery } from '@amora/contracts';
import { useSearchParams } from '@amora/shared/router';

/** The longest query the API takes: the contract's `memberSearchQuery` (`q` 1–320 characters). */
export const QUERY_MAX = memberSearchQuery.shape.q.maxLength ?? undefined;

/**
 * The look-up's query kept in the address (`/operator/members?q=anna%40demo`, issue 31), so a
 * search can be reloaded and shared, and "back" from a member returns to its results: `search`
 * adds a history entry with the new query.
 */
export function useMemberQuery() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim().slice(0, QUERY_MAX) ?? '';
  const search = (next: string) => setParams(new URLSearchParams({ q: next.trim() }));
  return { q, search };
}
