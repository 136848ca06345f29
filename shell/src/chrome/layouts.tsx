import { useUser } from '@amora/shared';
import { type ReactNode, Suspense, lazy } from 'react';
import { Footer } from './footer';
import { Logo } from './logo';
import { SkipLink } from './skip-link';
import { TopNav } from './top-nav';
import { WarningBanners } from './warning-banners';

const ActivationReminder = lazy(() => import('./activation-reminder').then((m) => ({ default: m.ActivationReminder })));

/** The activation reminder (spec §4), downloaded only for members who have not confirmed their e-mail (docs/design.md §6 landing budget). */
function UnconfirmedReminder() {
  const user = useUser();
  if (user?.status !== 'not_confirmed') return null;
  return (
    <Suspense fallback={null}>
      <ActivationReminder />
    </Suspense>
  );
}

interface LayoutProps {
  routeName: string;
  children: ReactNode;
}

/** Default layout (spec §2): top navigation, warning banners, the activation reminder (spec §4), content, footer with disclaimers. */
export function DefaultLayout({ routeName, children }: LayoutProps) {
  return (
    <div className="layout-default d-flex flex-column min-vh-100">
      <SkipLink />
      <TopNav routeName={routeName} />
      <WarningBanners routeName={routeName} />
      <UnconfirmedReminder />
      <main id="main" tabIndex={-1} className="flex-grow-1">
        {children}
      </main>
      <Footer />
    </div>
  );
}

/** Chat layout (spec §2): minimal, a slim bar with the logo and the page itself. */
export function ChatLayout({ routeName, children }: LayoutProps) {
  return (
    <div className="layout-chat d-flex flex-column vh-100">
      <SkipLink />
      <TopNav routeName={routeName} compact />
      <main id="main" tabIndex={-1} className="flex-grow-1 overflow-auto">
        {children}
      </main>
    </div>
  );
}

/** Lander layout (spec §2): a logo bar above the marketing page. */
export function LanderLayout({ children }: LayoutProps) {
  return (
    <div className="layout-lander min-vh-100">
      <SkipLink />
      <header className="navbar bg-body border-bottom">
        <div className="container">
          <Logo />
        </div>
      </header>
      <main id="main" tabIndex={-1}>{children}</main>
    </div>
  );
}

/** Empty layout (spec §2): only the page; the sign-up modal is mounted by the chrome. */
export function EmptyLayout({ children }: LayoutProps) {
  return <main id="main" tabIndex={-1}>{children}</main>;
}

/**
 * Operator layout (issue 31): the operator console draws its own frame (top bar, navigation,
 * `<main>`); none of the member chrome — navigation, banners, activation reminder, footer.
 */
export function OperatorLayout({ children }: LayoutProps) {
  return <div className="layout-operator">{children}</div>;
}
