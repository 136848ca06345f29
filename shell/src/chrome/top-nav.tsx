import { BACK_BUTTON_ROUTES, Link, api, bus, creditsBadgeVariant, navigate, unreadBadge, useLocalizePath, useObservable, useUser, useTranslation } from '@amora/shared';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Logo } from './logo';
import { isInstalledApp } from './installed-app';

/** The time bonus countdown: only members with a running time bonus load it (spec §4). */
const TimeBonusNav = lazy(() => import('./time-bonus').then((m) => ({ default: m.TimeBonusNav })));

/**
 * Top navigation (spec §2). Members: search, messages with the unread badge (99+), likes with the
 * new-likes badge, credits (paid users; badge at ≤ 10: warning above 0, danger at 0) or the time
 * bonus countdown (when it runs) and Get Premium,
 * and the account dropdown. Visitors: Login and sign-up. The back button only in an installed app.
 */
export function TopNav({ routeName, compact = false }: { routeName: string; compact?: boolean }) {
  const { t } = useTranslation('shell');
  const user = useUser();
  const badges = useObservable(bus.badges$);
  const timeBonus = useObservable(bus.timeBonus$);
  const showBack = isInstalledApp() && (BACK_BUTTON_ROUTES as readonly string[]).includes(routeName);
  const unread = unreadBadge(badges.unread);
  const creditsVariant = user ? creditsBadgeVariant(user.credits) : null;

  return (
    <header className="navbar navbar-expand bg-body border-bottom sticky-top top-nav">
      <nav className="container flex-wrap gap-2" aria-label={t('nav.main_navigation')}>
        {showBack && (
          <button type="button" className="btn btn-link px-1" onClick={() => window.history.back()} aria-label={t('nav.back')}>
            ‹
          </button>
        )}
        <Logo compactOnPhone={Boolean(user)} />
        {user ? (
          <ul className="navbar-nav ms-auto align-items-center gap-1">
            {!compact && (
              <li className="nav-item">
                <Link className="nav-link" activeClassName="active" to="/members">
                  <svg className="nav-search-icon" width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
                    <path d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.41-5.4-5.39A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z" />
                  </svg>
                  <span className="nav-search-text">{t('nav.search_members')}</span>
                </Link>
              </li>
            )}
            <li className="nav-item">
              <Link className="nav-link position-relative" activeClassName="active" to="/chats">
                {t('nav.messages')}
                {unread && <Badge text={unread} className="bg-unread-messages" label={t('nav.unread_count', { count: badges.unread })} />}
              </Link>
            </li>
            <li className="nav-item">
              <Link className="nav-link" activeClassName="active" to="/likes">
                {t('nav.likes')}
                {badges.newLikes > 0 && <Badge text={String(badges.newLikes)} className="bg-primary" label={t('nav.new_likes_count', { count: badges.newLikes })} />}
              </Link>
            </li>
            <li className="nav-item d-flex align-items-center">
              {user.paid_user ? (
                <Link className="nav-link" activeClassName="active" to="/credits">
                  {t('nav.credits')}
                  {creditsVariant && <Badge text={String(user.credits)} className={`text-bg-${creditsVariant}`} label={t('nav.credits_count', { count: user.credits })} />}
                </Link>
              ) : (
                <>
                {timeBonus && (
                  <Suspense fallback={null}>
                    <TimeBonusNav />
                  </Suspense>
                )}
                <Link className="btn btn-sm btn-warning ms-1" activeClassName="active" to="/premium">
                  <svg className="nav-premium-icon" width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
                    <path d="m12 2 3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2Z" />
                  </svg>
                  <span className="nav-premium-text">{t('nav.get_premium')}</span>
                </Link>
                </>
              )}
            </li>
            <li className="nav-item">
              <AccountMenu name={user.profile.name} />
            </li>
          </ul>
        ) : (
          <div className="ms-auto d-flex gap-2">
            <Link className="btn btn-outline-primary btn-sm" to="/login">
              {t('nav.login')}
            </Link>
            <button type="button" className="btn btn-primary btn-sm" onClick={() => bus.emit('signup:open', {})}>
              {t('nav.signup')}
            </button>
          </div>
        )}
      </nav>
    </header>
  );
}

/** A navigation badge: the short text is for the eye, the label for screen readers. */
function Badge({ text, className, label }: { text: string; className: string; label: string }) {
  return (
    <>
      <span className={`badge rounded-pill ms-1 ${className}`} aria-hidden="true" data-badge>
        {text}
      </span>
      <span className="visually-hidden">, {label}</span>
    </>
  );
}

/** The account dropdown: My profile, Settings, Logout (spec §2). Closes on Esc and outside clicks. */
function AccountMenu({ name }: { name: string }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const localize = useLocalizePath();

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const logout = async () => {
    setOpen(false);
    try {
      await api.get('/api/logout.php');
    } finally {
      bus.auth$.next(null);
      bus.emit('auth:logged-out', { reason: 'logout' });
      navigate(localize('/'));
    }
  };

  return (
    <div className="dropdown" ref={ref}>
      <button type="button" className="btn btn-link nav-link dropdown-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        <span className="visually-hidden">{t('nav.account')}: </span>
        <span className="account-initial d-sm-none" aria-hidden="true">
          {name.slice(0, 1)}
        </span>
        <span className="d-none d-sm-inline">{name}</span>
        <span className="visually-hidden d-sm-none">{name}</span>
      </button>
      {open && (
        <ul className="dropdown-menu dropdown-menu-end show">
          <li>
            <Link className="dropdown-item" to="/profile" onClick={() => setOpen(false)}>
              {t('nav.my_profile')}
            </Link>
          </li>
          <li>
            <Link className="dropdown-item" to="/notifications" onClick={() => setOpen(false)}>
              {t('nav.settings')}
            </Link>
          </li>
          <li>
            <button type="button" className="dropdown-item" onClick={logout}>
              {t('nav.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
