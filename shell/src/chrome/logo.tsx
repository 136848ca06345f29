import { Link, useSettings } from '@amora/shared';

/**
 * The site's name as a home link (white-label: the name comes from settings).
 * `compactOnPhone` leaves only the heart below 576 px, where the member navigation needs the room.
 */
export function Logo({ compactOnPhone = false }: { compactOnPhone?: boolean }) {
  const settings = useSettings();
  return (
    <Link to="/" className="navbar-brand fw-bold text-primary d-flex align-items-center gap-2">
      <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.5 2.6h1.6c.9-1.4 2.4-2.6 4.5-2.6 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
      <span className={compactOnPhone ? 'd-none d-sm-inline' : undefined}>{settings?.name ?? 'Amora'}</span>
    </Link>
  );
}
