import { lazyScreen } from '@amora/shared';
import { QueryProvider } from '@amora/shared/query';
import { RemoteRoutes, Route } from '@amora/shared/router';

// Each screen is fetched when its route is first opened (docs/design.md §6: ≤ 250 KB of JS per member route):
// the profile editor's forms and their validation stay off the search, for one.
const MatchFinder = lazyScreen(() => import('./routes/match-finder'), 'MatchFinder');
const MemberProfile = lazyScreen(() => import('./routes/member-profile'), 'MemberProfile');
const MemberSearch = lazyScreen(() => import('./routes/member-search'), 'MemberSearch');
const NotificationSettings = lazyScreen(() => import('./routes/notification-settings'), 'NotificationSettings');
const OwnProfile = lazyScreen(() => import('./routes/own-profile'), 'OwnProfile');
const SwipeGame = lazyScreen(() => import('./routes/swipe-game'), 'SwipeGame');

/** Routes of mf_members under the active locale's prefix (docs/design.md §1, spec §2), in the page's query client. */
export function Root() {
  return (
    <QueryProvider>
      <RemoteRoutes>
        <Route path="/members" element={<MemberSearch />} />
        <Route path="/members/:id" element={<MemberProfile />} />
        <Route path="/match-finder" element={<MatchFinder />} />
        <Route path="/swipe-game" element={<SwipeGame />} />
        <Route path="/profile" element={<OwnProfile />} />
        <Route path="/notifications" element={<NotificationSettings />} />
      </RemoteRoutes>
    </QueryProvider>
  );
}
