import { useLocaleBasename } from '@amora/shared';
import { BrowserRouter, Route, Routes } from 'react-router';
import { LikeProfile } from './routes/like-profile';
import { Likes } from './routes/likes';

/** Routes of mf_likes under the active locale's prefix (DESIGN.md §1, spec §2). */
export function Root() {
  const basename = useLocaleBasename();
  return (
    <BrowserRouter basename={basename}>
      <Routes>
        <Route path="/likes" element={<Likes />} />
        <Route path="/likes/m/:id" element={<LikeProfile />} />
        <Route path="/likes/:type" element={<Likes />} />
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
