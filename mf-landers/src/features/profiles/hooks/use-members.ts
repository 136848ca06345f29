import type { Profile } from '@amora/shared';
import { membersDataKey } from '../api/get-members';
import { usePageData } from './use-page-data';

/**
 * State of a marketing profile strip: `loading` while the request runs, `ready` with at least
 * one profile, `hidden` when disabled, empty or failed (the strip then disappears silently).
 */
export type MembersState = { status: 'loading'; profiles: [] } | { status: 'ready'; profiles: Profile[] } | { status: 'hidden'; profiles: [] };

/**
 * Up to `numResults` profiles for a visitor page (`GET /api/members.php`, spec §7), through
 * {@link usePageData} (taken from a server-drawn page, else fetched). Any error (403 when visitors
 * may not search, network, 5xx) hides the strip: marketing pages never show API errors.
 * @param enabled false skips the request and returns `hidden` (e.g. `settings.logged_out_search` is off).
 * No TanStack Query: this runs on the visitor landing page, whose JS budget has no room for it (docs/design.md §6).
 */
export function useMembers(numResults: number, enabled = true): MembersState {
  const data = usePageData<Profile[]>(membersDataKey(numResults), enabled);
  if (data.status === 'loading') return { status: 'loading', profiles: [] };
  if (data.status === 'ready' && data.value.length > 0) return { status: 'ready', profiles: data.value };
  return { status: 'hidden', profiles: [] };
}
