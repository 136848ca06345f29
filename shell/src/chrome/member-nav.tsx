import { Link, api, bus, creditsBadgeVariant, navigate, unreadBadge, useLocalizePath, useObservable, useUser, useTranslation } from '@amora/shared';
import { Coins, Heart, MessageCircle, Search, Star } from 'lucide-react';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';

/** The time bonus countdown: only members with a running time bonus load it (spec §4). */
const TimeBonusNav = lazy(() => import('./time-bonus').then((m) => ({ default: m.TimeBonusNav })));

/**
 * The members' part of the top navigation (spec §2): search, messages with the unread badge (99+),
 * likes with the new-likes badge, credits (paid users; badge at ≤ 10: warning above 0, danger at 0)
 * or the time bonus countdown (when it runs) and Get Premium, and the account dropdown. Each link
 * has its icon; below 576 px only the icon shows (a 44 px target, issue 13) and its text stays the
 * link's accessible name.
 * @param compact the chat layout's bar: no search link
 */
export function MemberNav({ compact }: { compact: boolean }) {
  const { t } = useTranslation('shell');
  const user = useUser();
  const badges = useObservable(bus.badges$);
  const timeBonus = useObservable(bus.timeBonus$);
  if (!user) return null;
  const unread = unreadBadge(badges.unread);
  const creditsVariant = creditsBadgeVariant(user.credits);
  return (
    <ul className="navbar-nav ms-auto align-items-center gap-1">
      {!compact && (
        <li className="nav-item">
          <Link className="nav-link nav-icon-link" activeClassName="active" to="/members">
            <Search size={ICON} />
            <span className="nav-label">{t('nav.search_members')}</span>
          </Link>
        </li>
      )}
      <li className="nav-item">
        <Link className="nav-link nav-icon-link" activeClassName="active" to="/chats">
          <MessageCircle size={ICON} />
          <span className="nav-label">{t('nav.messages')}</span>
          {unread && <Badge text={unread} className="bg-unread-messages" label={t('nav.unread_count', { count: badges.unread })} />}
        </Link>
      </li>
      <li className="nav-item">
        <Link className="nav-link nav-icon-link" activeClassName="active" to="/likes">
          <Heart size={ICON} />
          <span className="nav-label">{t('nav.likes')}</span>
          {badges.newLikes > 0 && <Badge text={String(badges.newLikes)} className="bg-primary" label={t('nav.new_likes_count', { count: badges.newLikes })} />}
        </Link>
      </li>
      <li className="nav-item d-flex align-items-center">
        {user.paid_user ? (
          <Link className="nav-link nav-icon-link" activeClassName="active" to="/credits">
            <Coins size={ICON} />
            <span className="nav-label">{t('nav.credits')}</span>
            {creditsVariant && <Badge text={String(user.credits)} className={`text-bg-${creditsVariant}`} label={t('nav.credits_count', { count: user.credits })} />}
          </Link>
        ) : (
          <>
          {timeBonus && (
            <Suspense fallback={null}>
              <TimeBonusNav />
            </Suspense>
          )}
          <Link className="btn btn-sm btn-warning ms-1 nav-icon-link" activeClassName="active" to="/premium">
            <Star size={18} fill="currentColor" />
            <span className="nav-label">{t('nav.get_premium')}</span>
          </Link>
          </>
        )}
      </li>
      <li className="nav-item">
        <AccountMenu name={user.profile.name} />
      </li>
    </ul>
  );
}

/** Icon size of the member links, CSS pixels. */
const ICON = 22;

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
