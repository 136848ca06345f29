import { type BootData, ErrorPage, type Profile, Spinner, bus, useLocationPath, useObservable, useRoute, useUser } from '@amora/shared';
import { Suspense, lazy, useEffect, useState } from 'react';
import { EntryWarning } from './entry-warning';
import { ChatLayout, DefaultLayout, EmptyLayout, LanderLayout, OperatorLayout } from './layouts';
import { ProgressBar } from './progress-bar';
import { RemoteOutlet } from './remote-outlet';
import { SignupModalHost } from './signup-modal-host';
import { Toaster } from './toaster';
import { DocumentTitle } from './use-document-title';
import { markChromeMounted } from './interactive';
import { type LikeModalRequest, likeModalRequest } from './like-modal-request';

/** The shell's own pages load on demand: the visitor landing page never downloads them (docs/design.md §6). */
const ShellPage = lazy(() =>
  Promise.all([import('../pages/shell-page'), import('../pages/pages-namespace').then((m) => m.loadPagesNamespace())]).then(([m]) => ({ default: m.ShellPage })),
);


/** Matches happen to members only: visitors never download the match modal's host. */
const MatchModalHost = lazy(() => import('./match-modal-host').then((m) => ({ default: m.MatchModalHost })));

/** Only pages opened with `?t=` (spec §4 like modal) download the like modal's host. */
const LikeModalHost = lazy(() => import('./like-modal-host').then((m) => ({ default: m.LikeModalHost })));
// Only members with a running time bonus load it (spec §4 time-bonus popup).
const TimeBonusPopup = lazy(() => import('./time-bonus').then((m) => ({ default: m.TimeBonusPopup })));

/**
 * The chrome: picks the layout of the current route (spec §2), renders the shell's own pages or
 * the owning remote's outlet, and the global overlays (progress bar, entry warning, sign-up modal, match and like modals, toasts).
 * The operator console's layout (issue 31) has none of the member overlays: a staff member who is
 * also signed in as a member sees no match, like or time-bonus popup over it.
 */
export function Chrome({ boot }: { boot: BootData }) {
  const { match } = useRoute();
  const layout = match?.route.layout ?? 'default';
  const routeName = match?.route.name ?? 'not-found';
  const user = useUser();
  const timeBonus = useObservable(bus.timeBonus$);
  // A page that asks for the like modal (`?t=`): seen here as the page opens, before its remote
  // may rewrite the query; the host (which removes `t` itself) stays once loaded.
  const path = useLocationPath();
  const [likeModal, setLikeModal] = useState<LikeModalRequest | null>(null);
  // A match announced while the lazy match host still loads waits here (the bus does not replay
  // events): a like back right after a reload lost its modal about 1 time in 3.
  const [earlyMatch, setEarlyMatch] = useState<Profile | null>(null);
  useEffect(() => {
    const sub = bus.on('match:found').subscribe(({ profile }) => setEarlyMatch(profile));
    return () => sub.unsubscribe();
  }, []);
  // The bootstrap sets the `amora:interactive` mark once this has run and the app has started.
  useEffect(markChromeMounted, []);
  if (typeof window !== 'undefined' && likeModal?.path !== path) {
    const request = likeModalRequest(path, window.location.search);
    if (request) setLikeModal(request);
  }

  let content: React.ReactNode;
  if (!match) content = <ErrorPage status={404} />;
  else if (match.route.owner === 'shell')
    content = (
      <Suspense fallback={<Spinner />}>
        <ShellPage {...match} />
      </Suspense>
    );
  else content = <RemoteOutlet name={match.route.owner} boot={boot} />;

  const Layout = { default: DefaultLayout, chat: ChatLayout, lander: LanderLayout, empty: EmptyLayout, operator: OperatorLayout }[layout];
  const memberOverlays = layout !== 'operator';
  return (
    <>
      <DocumentTitle />
      <ProgressBar />
      <Layout routeName={routeName}>{content}</Layout>
      <EntryWarning layout={layout} routeName={routeName} dismissedBefore={boot.entry_warning_dismissed} />
      {memberOverlays && <SignupModalHost />}
      {memberOverlays && user && (
        <Suspense fallback={null}>
          <MatchModalHost initial={earlyMatch} />
        </Suspense>
      )}
      {memberOverlays && timeBonus && (
        <Suspense fallback={null}>
          <TimeBonusPopup routeName={routeName} />
        </Suspense>
      )}
      {memberOverlays && likeModal && (
        <Suspense fallback={null}>
          <LikeModalHost request={likeModal} />
        </Suspense>
      )}
      <Toaster />
    </>
  );
}
