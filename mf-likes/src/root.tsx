import { useLocaleBasename } from '@amora/shared';
import { QueryProvider } from '@amora/shared/query';
import { BrowserRouter, Route, Routes } from '@amora/shared/router';
import { LikeProfile } from './routes/like-profile';
import { Likes } from './routes/likes';

/** Routes of mf_likes under the active locale's prefix (DESIGN.md §1, spec §2), in the page's query client. */
export function Root() {
  const basename = useLocaleBasename();
  return (
    <QueryProvider>
      <BrowserRouter basename={basename}>
        <Routes>
          <Route path="/likes" element={<Likes />} />
          <Route path="/likes/m/:id" element={<LikeProfile />} />
          <Route path="/likes/:type" element={<Likes />} />
          <Route path="*" element={null} />
        </Routes>
      </BrowserRouter>
    </QueryProvider>
  );
}
