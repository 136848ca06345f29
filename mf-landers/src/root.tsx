import { Spinner, lazyScreen, useRoute } from '@amora/shared';
import { Suspense } from 'react';
import { Landing } from './routes/landing';

/** The landers are fetched only when one is opened, so `/` stays within its JS budget (docs/design.md §6). */
const Lander = lazyScreen(() => import('./routes/lander'), 'Lander');
const MemberLander = lazyScreen(() => import('./routes/member-lander'), 'MemberLander');

/**
 * Routes of mf_landers (docs/design.md §1: `/`, `/landers/*` and the member landers
 * `/members/{id}/landing…`), read from the shared route table
 * rather than a router library: the landing page must not download React Router (docs/design.md §6).
 */
export function Root() {
  const { match } = useRoute();
  if (match?.route.owner !== 'mf_landers') return null;
  if (match.route.name === 'index') return <Landing />;
  if (match.route.name.startsWith('members-id-landing')) {
    return (
      <Suspense fallback={<Spinner />}>
        <MemberLander routeName={match.route.name} id={match.params.id} slug={match.params.slug} />
      </Suspense>
    );
  }
  const variant = match.route.name.replace(/^landers-/, '').replace(/-slug$/, '');
  return (
    <Suspense fallback={<Spinner />}>
      <Lander variant={variant} slug={match.params.slug} />
    </Suspense>
  );
}
