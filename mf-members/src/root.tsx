import { type ScreenMap, lazyScreen } from '@amora/shared';
import { QueryProvider } from '@amora/shared/query';
import { TableRoutes } from '@amora/shared/router';

// Each screen is fetched when its route is first opened (docs/design.md §6: ≤ 250 KB of JS per member route):
// the profile editor's forms and their validation stay off the search, for one.
const MatchFinder = lazyScreen(() => import('./routes/match-finder'), 'MatchFinder');
const MemberProfile = lazyScreen(() => import('./routes/member-profile'), 'MemberProfile');
const MemberSearch = lazyScreen(() => import('./routes/member-search'), 'MemberSearch');
const NotificationSettings = lazyScreen(() => import('./routes/notification-settings'), 'NotificationSettings');
const OwnProfile = lazyScreen(() => import('./routes/own-profile'), 'OwnProfile');
const SwipeGame = lazyScreen(() => import('./routes/swipe-game'), 'SwipeGame');

/** The screens of mf_members' routes, by the route table's file names (docs/routes.md). */
const SCREENS: ScreenMap<'mf_members'> = {
  'mf-members/src/routes/match-finder.tsx': MatchFinder,
  'mf-members/src/routes/member-profile.tsx': MemberProfile,
  'mf-members/src/routes/member-search.tsx': MemberSearch,
  'mf-members/src/routes/notification-settings.tsx': NotificationSettings,
  'mf-members/src/routes/own-profile.tsx': OwnProfile,
  'mf-members/src/routes/swipe-game.tsx': SwipeGame,
};

/** Routes of mf_members, made from the route table (docs/design.md §1, spec §2), in the page's query client. */
export function Root() {
  return (
    <QueryProvider>
      <TableRoutes owner="mf_members" screens={SCREENS} />
    </QueryProvider>
  );
}
