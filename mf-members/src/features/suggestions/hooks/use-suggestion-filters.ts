import { useUser } from '@amora/shared';
import { type SearchFilters, useSearchStore } from '../../search';

/**
 * The filters suggestions follow (spec §2, §3 search state): the member's last member search in this
 * page's life (the search store, when it was made by this member), else null — the API's default
 * (the member's `looking_for`, else the other gender). A stable object while the search is unchanged.
 */
export function useSuggestionFilters(): SearchFilters | null {
  const user = useUser();
  const filters = useSearchStore((s) => s.filters);
  const viewer = useSearchStore((s) => s.viewer);
  const status = useSearchStore((s) => s.status);
  return user && status !== 'idle' && viewer === user.id ? filters : null;
}
