/**
 * What mf_members' tests add to the shared test kit (`@amora/shared/testing`: MSW, fixtures, bus
 * and render helpers): the whole `members` namespace, the profile page fixture and a search reset.
 */
import type { ProfileDetail } from '@amora/shared';
import { makeProfile, setupI18n } from '@amora/shared/testing';
import { DEFAULT_FILTERS } from './features/search/filters';
import { useSearchStore } from './features/search/stores/search-store';
import { MEMBERS_NS, loadMembersLocale } from './i18n/load-locale';

/** i18next in English with `common` and the whole `members` namespace (every part of load-locale.ts). */
export const setupMembersI18n = (): Promise<void> => setupI18n(MEMBERS_NS, loadMembersLocale);

/** A profile page fixture (`GET /api/profile.php`): the main photo, another photo and a premium photo. */
export function makeDetail(over: Partial<ProfileDetail> = {}): ProfileDetail {
  const base = makeProfile({ images_count: 3, ...over });
  return {
    ...base,
    liked_by_me: false,
    blocked_by_me: false,
    images: [
      base.main_image ?? { id: 1, filename: 'p/10.jpg', thumb_filename: 'p/10-thumb.jpg', status: 'active', premium: false },
      { id: 2, filename: 'p/10-b.jpg', thumb_filename: 'p/10-b-thumb.jpg', status: 'active', premium: false },
      { id: 3, filename: 'p/10-c.jpg', thumb_filename: 'p/10-c-thumb.jpg', status: 'active', premium: true },
    ],
    interests: ['travel', 'board_games'],
    ...over,
  };
}

/** Forgets every search between tests (the store lives for the page's life). */
export function resetSearch(): void {
  useSearchStore.setState({ filters: DEFAULT_FILTERS, profiles: [], similar: [], total: 0, totalCapped: false, cursor: null, pageNumber: 0, status: 'idle', loadingMore: false, error: null, viewer: null, scrollY: 0 });
}
