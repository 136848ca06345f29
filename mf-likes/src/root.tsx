import { QueryProvider } from '@amora/shared/query';
import { RemoteRoutes, Route } from '@amora/shared/router';
import { LikeProfile } from './routes/like-profile';
import { Likes } from './routes/likes';

/** Routes of mf_likes under the active locale's prefix (docs/design.md §1, spec §2), in the page's query client. */
export function Root() {
  return (
    <QueryProvider>
      <RemoteRoutes>
        <Route path="/likes" element={<Likes />} />
        <Route path="/likes/m/:id" element={<LikeProfile />} />
        <Route path="/likes/:type" element={<Likes />} />
      </RemoteRoutes>
    </QueryProvider>
  );
}
