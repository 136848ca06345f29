import { type ScreenMap, type ScreenOf, Spinner, bus, lazyScreen, reportOutcome, useRoute } from '@amora/shared';
import { Suspense, useEffect } from 'react';
import { Landing } from './routes/landing';

/** The landers are fetched only when one is opened, so `/` stays within its JS budget (docs/design.md §6). */
const Lander = lazyScreen(() => import('./routes/lander'), 'Lander');
const MemberLander = lazyScreen(() => import('./routes/member-lander'), 'MemberLander');

/** The screens of mf_landers' routes, by the route table's file names (docs/routes.md). */
const SCREENS: ScreenMap<'mf_landers'> = {
  'mf-landers/src/routes/landing.tsx': Landing,
  'mf-landers/src/routes/lander.tsx': Lander,
  'mf-landers/src/routes/member-lander.tsx': MemberLander,
};

/**
 * Routes of mf_landers (docs/design.md §1: `/`, `/landers/*` and the member landers
 * `/members/{id}/landing…`): the screen the shared route table names for the current path, drawn
 * without a router library — the landing page must not download React Router (docs/design.md §6).
 * Every sign-up asked for while they are open (their calls to action emit `signup:open`; the
 * member landers' link is counted by `WriteLink`) is the landers' outcome (issue 35).
 */
export function Root() {
  const { match } = useRoute();
  useEffect(() => {
    const clicks = bus.on('signup:open').subscribe(() => reportOutcome('mf_landers', 'lander_signup_click'));
    return () => clicks.unsubscribe();
  }, []);
  if (match?.route.owner !== 'mf_landers') return null;
  const Screen = SCREENS[match.route.screen as ScreenOf<'mf_landers'>];
  return (
    <Suspense fallback={<Spinner />}>
      <Screen {...match} />
    </Suspense>
  );
}
