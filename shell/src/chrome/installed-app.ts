/** True when the site runs as an installed app (display-mode standalone), spec §2. */
export function isInstalledApp(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
}
