import { ENTRY_WARNING_COOKIE, ENTRY_WARNING_COOKIE_MAX_AGE_S, ENTRY_WARNING_PATH, type Layout, Modal, NO_ENTRY_WARNING_ROUTES, useLocale, useLocationPath, useSettings, useUser, useTranslation } from '@amora/shared';
import { type FormEvent, useState } from 'react';
import { isInstalledApp } from './installed-app';

/** The chat layout shows the warning only in Dutch and German (spec §2 "Chat: minimal; entry warning only for NL and DE"). */
const CHAT_LAYOUT_LOCALES: readonly string[] = ['nl', 'de'];

/**
 * Whether the site-entry warning applies (spec §2): visitors who are logged out, not in an
 * installed app, in an allowed country, unless `enable_site_entry_popup` is off; never on
 * complete-signup and reset-password; on the chat layout only in the Dutch and German locales
 * (whatever the visitor's country); not on lander/empty layouts.
 */
export function entryWarningApplies(opts: {
  loggedIn: boolean;
  installed: boolean;
  enabled: boolean;
  country: string;
  countries: string[];
  locale: string;
  layout: Layout;
  routeName: string;
  dismissed: boolean;
}): boolean {
  if (opts.loggedIn || opts.installed || !opts.enabled || opts.dismissed) return false;
  if (!opts.countries.includes(opts.country)) return false;
  if ((NO_ENTRY_WARNING_ROUTES as readonly string[]).includes(opts.routeName)) return false;
  if (opts.layout === 'chat') return CHAT_LAYOUT_LOCALES.includes(opts.locale);
  return opts.layout === 'default';
}

/** Whether the browser holds the entry warning's cookie (false on the server, which reads the request's cookie). */
const hasDismissedCookie = () => typeof document !== 'undefined' && document.cookie.split('; ').some((c) => c.startsWith(`${ENTRY_WARNING_COOKIE}=`));

/**
 * The site-entry warning modal; dismissal is remembered through a stored timestamp (spec §2), in
 * a cookie so that the server draws the same first screen (`dismissedBefore`: the boot data's
 * `entry_warning_dismissed`, read by the shell server from that cookie). "Enter" is a form: before
 * the page's JavaScript has run it posts to the shell server, which sets the cookie and sends the
 * visitor back to the same address (issue 12/13: a drawn page works before it is hydrated).
 */
export function EntryWarning({ layout, routeName, dismissedBefore = false }: { layout: Layout; routeName: string; dismissedBefore?: boolean }) {
  const { t } = useTranslation('shell');
  const settings = useSettings();
  const locale = useLocale();
  const user = useUser();
  const [dismissed, setDismissed] = useState(() => dismissedBefore || hasDismissedCookie());
  const path = useLocationPath();
  if (!settings) return null;
  const show = entryWarningApplies({
    loggedIn: Boolean(user),
    installed: isInstalledApp(),
    enabled: settings.enable_site_entry_popup,
    country: settings.geoip_country,
    countries: settings.countries,
    locale,
    layout,
    routeName,
    dismissed,
  });
  if (!show) return null;
  const enter = (event: FormEvent) => {
    event.preventDefault();
    document.cookie = `${ENTRY_WARNING_COOKIE}=${Date.now()}; Max-Age=${ENTRY_WARNING_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
    setDismissed(true);
  };
  return (
    <Modal
      title={t('entry_warning.title')}
      footer={
        <>
          <a className="btn btn-outline-secondary" href="https://www.google.com/" rel="noreferrer">
            {t('entry_warning.leave')}
          </a>
          <form method="post" action={`${ENTRY_WARNING_PATH}?back=${encodeURIComponent(path)}`} onSubmit={enter}>
            <button type="submit" className="btn btn-primary">
              {t('entry_warning.enter')}
            </button>
          </form>
        </>
      }
    >
      <p>{t('entry_warning.text', { name: settings.name })}</p>
      <p className="mb-0 small text-body-secondary">{t('entry_warning.cookies')}</p>
    </Modal>
  );
}
