import { splitLocale } from '@amora/shared';

/**
 * The `redirect` query value of /login as a route path of this site, or `null` when it is missing
 * or not a same-site path (open-redirect guard). A locale prefix is removed, since this remote's
 * router adds it: `/de/credits/2?x=1` → `/credits/2?x=1`; `//evil.example`, `https://…` → null.
 */
export function safeRedirect(value: string | null, origin: string = window.location.origin): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const { path } = splitLocale(url.pathname);
  if (path === '/login') return null;
  return `${path}${url.search}${url.hash}`;
}
