import type { ScreenMap } from '@amora/shared';
import { QueryProvider } from '@amora/shared/query';
import { TableRoutes } from '@amora/shared/router';
import { LikeProfile } from './routes/like-profile';
import { Likes } from './routes/likes';

/** The screens of mf_likes' routes, by the route table's file names (docs/routes.md). */
const SCREENS: ScreenMap<'mf_likes'> = {
  'mf-likes/src/routes/like-profile.tsx': LikeProfile,
  'mf-likes/src/routes/likes.tsx': Likes,
};

/** Routes of mf_likes, made from the route table (docs/design.md §1, spec §2), in the page's query client. */
export function Root() {
  return (
    <QueryProvider>
      <TableRoutes owner="mf_likes" screens={SCREENS} />
    </QueryProvider>
  );
}
