import { SERVICE_WORKER_PATH } from '@amora/shared';

/** True when the site runs as an installed app (display-mode standalone), spec §2. */
export function isInstalledApp(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
}

/**
 * Registers the service worker on every page once the page is idle (issue 15): it keeps the
 * versioned files and the localized offline page for the installed app, and shows pushes. A
 * browser without service workers, or a failed registration, just goes without.
 */
export function registerServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 5000 });
  else setTimeout(register, 2000);
}
