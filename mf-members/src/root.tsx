import { useLocaleBasename } from '@amora/shared';
import { QueryProvider } from '@amora/shared/query';
import { BrowserRouter, Route, Routes } from 'react-router';
import { MatchFinder } from './routes/match-finder';
import { MemberProfile } from './routes/member-profile';
import { MemberSearch } from './routes/member-search';
import { NotificationSettings } from './routes/notification-settings';
import { OwnProfile } from './routes/own-profile';
import { SwipeGame } from './routes/swipe-game';

/** Routes of mf_members under the active locale's prefix (DESIGN.md §1, spec §2), in the page's query client. */
export function Root() {
  const basename = useLocaleBasename();
  return (
    <QueryProvider>
      <BrowserRouter basename={basename}>
        <Routes>
          <Route path="/members" element={<MemberSearch />} />
          <Route path="/members/:id" element={<MemberProfile />} />
          <Route path="/match-finder" element={<MatchFinder />} />
          <Route path="/swipe-game" element={<SwipeGame />} />
          <Route path="/profile" element={<OwnProfile />} />
          <Route path="/notifications" element={<NotificationSettings />} />
          <Route path="*" element={null} />
        </Routes>
      </BrowserRouter>
    </QueryProvider>
  );
}
