import { BACK_BUTTON_ROUTES, Link, SignupButton, useUser, useTranslation } from '@amora/shared';
import { Suspense, lazy } from 'react';
import { Logo } from './logo';
import { isInstalledApp } from './installed-app';

/** The members' links and account menu: visitors never download them (docs/design.md §6 landing budget). */
const MemberNav = lazy(() => import('./member-nav').then((m) => ({ default: m.MemberNav })));

/**
 * Top navigation (spec §2): the logo, the members' links (`./member-nav`) or, for visitors, Login
 * and sign-up. The back button only in an installed app.
 */
export function TopNav({ routeName, compact = false }: { routeName: string; compact?: boolean }) {
  const { t } = useTranslation('shell');
  const user = useUser();
  const showBack = isInstalledApp() && (BACK_BUTTON_ROUTES as readonly string[]).includes(routeName);

  return (
    <header className="navbar navbar-expand bg-body border-bottom sticky-top top-nav">
      <nav className="container flex-wrap gap-2" aria-label={t('nav.main_navigation')}>
        {showBack && (
          <button type="button" className="btn btn-link px-1" onClick={() => window.history.back()} aria-label={t('nav.back')}>
            {/* lucide's chevron-left, drawn here: lucide-react's runtime would cost the visitors' pages 1.4 KB. */}
            <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
              <path d="m15 18-6-6 6-6" />
            </svg>
          </button>
        )}
        <Logo compactOnPhone={Boolean(user)} />
        {user ? (
          <Suspense fallback={<div className="ms-auto member-nav-placeholder" />}>
            <MemberNav compact={compact} />
          </Suspense>
        ) : (
          <div className="ms-auto d-flex align-items-center gap-2">
            <Link className="btn btn-outline-primary btn-sm" to="/login">
              {t('nav.login')}
            </Link>
            <SignupButton className="btn btn-primary btn-sm">{t('nav.signup')}</SignupButton>
          </div>
        )}
      </nav>
    </header>
  );
}
