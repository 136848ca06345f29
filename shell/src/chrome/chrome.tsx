import { type BootData, matchRoute, splitLocale } from '@amora/shared';
import { useLocation } from 'react-router';
import { EntryWarning } from './entry-warning';
import { ErrorPage } from './error-page';
import { ChatLayout, DefaultLayout, EmptyLayout, LanderLayout } from './layouts';
import { ProgressBar } from './progress-bar';
import { RemoteOutlet } from './remote-outlet';
import { ShellPage } from '../pages/shell-page';
import { SignupModalHost } from './signup-modal-host';
import { Toaster } from './toaster';
import { useDocumentTitle } from './use-document-title';

/**
 * The chrome: picks the layout of the current route (spec §2), renders the shell's own pages or
 * the owning remote's outlet, and the global overlays (progress bar, entry warning, sign-up modal, toasts).
 */
export function Chrome({ boot }: { boot: BootData }) {
  const location = useLocation();
  const match = matchRoute(splitLocale(location.pathname).path);
  const layout = match?.route.layout ?? 'default';
  const routeName = match?.route.name ?? 'not-found';
  useDocumentTitle();

  let content: React.ReactNode;
  if (!match) content = <ErrorPage status={404} />;
  else if (match.route.owner === 'shell') content = <ShellPage routeName={routeName} />;
  else content = <RemoteOutlet name={match.route.owner} boot={boot} />;

  const Layout = { default: DefaultLayout, chat: ChatLayout, lander: LanderLayout, empty: EmptyLayout }[layout];
  return (
    <>
      <ProgressBar />
      <Layout routeName={routeName}>{content}</Layout>
      <EntryWarning layout={layout} routeName={routeName} />
      <SignupModalHost />
      <Toaster />
    </>
  );
}
