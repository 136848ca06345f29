import { Spinner, isChunkLoadError, reloadAfterChunkError, useRoute } from '@amora/shared';
import { Suspense, lazy } from 'react';
import { Landing } from './routes/landing';

/**
 * The landers are fetched only when one is opened, so `/` stays within its JS budget
 * (DESIGN.md §6). A failed chunk reloads the page at most once per 60 s (spec §8).
 */
const Lander = lazy(() =>
  import('./routes/lander').then(
    (m) => ({ default: m.Lander }),
    (error: unknown) => {
      if (isChunkLoadError(error)) reloadAfterChunkError();
      throw error;
    },
  ),
);

/**
 * Routes of mf_landers (DESIGN.md §1: `/` and `/landers/*`), read from the shared route table
 * rather than a router library: the landing page must not download React Router (DESIGN.md §6).
 */
export function Root() {
  const { match } = useRoute();
  if (match?.route.owner !== 'mf_landers') return null;
  if (match.route.name === 'index') return <Landing />;
  const variant = match.route.name.replace(/^landers-/, '').replace(/-slug$/, '');
  return (
    <Suspense fallback={<Spinner />}>
      <Lander variant={variant} slug={match.params.slug} />
    </Suspense>
  );
}
