/**
 * mf_landers' server entry (issue 12, docs/design.md §7): built as `server-entry.js` into the same
 * versioned release as `remoteEntry.js`, loaded by the shell server from the active version of
 * the registry. It draws `/` and the landers for a visitor in the request's locale and site,
 * with the profile strips' data fetched here and handed to the hydrating page.
 */
import { matchRoute, splitLocale } from '@amora/shared';
import { type RemoteRenderInput, type RemoteRenderResult, registerServerNamespaces, renderToHtml } from '@amora/shared/ssr';
import { loadPageData } from './features/profiles/api/page-data';
import { Root } from './root';

const ready = registerServerNamespaces({ landers: (locale) => import(`./i18n/${locale}.json`) });

/** The API refused a page's data (4xx: e.g. the site does not show members to visitors), an answer the page draws as it is. */
class Refused extends Error {}

/**
 * Each wanted key's data (`loadPageData`), or null where the API refused it (the page then leaves
 * that part out, as the browser would).
 * @throws Error when the API fails or takes over 1.5 s: the page is then drawn by the browser,
 *   which fetches its data itself, rather than drawn (and served again for 30 s) without it.
 */
async function fetchData(keys: string[], api: RemoteRenderInput['api']): Promise<Record<string, unknown>> {
  const get = async (path: string, query: Record<string, string | number>) => {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const response = await fetch(`${api.url}${path}?${search}`, { headers: api.headers, signal: AbortSignal.timeout(1500) });
    if (response.status >= 400 && response.status < 500) throw new Refused(`${path} answered ${response.status}`);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json();
  };
  const refusedAsNull = (error: unknown) => {
    if (error instanceof Refused) return null;
    throw error;
  };
  return Object.fromEntries(await Promise.all(keys.map(async (key) => [key, await loadPageData(key, get).catch(refusedAsNull)] as const)));
}

/**
 * Renders the outlet of mf_landers for `input.path`: a first pass learns which data the page
 * wants, a second draws it with that data.
 * @returns the outlet's inner HTML, the data it was drawn with, and whether it needs the styles of
 *   the lazily loaded landers (every page but `/`, which `Root` draws from its eager part).
 * @throws what the render throws, or when the API fails to give the page's data (the shell then
 *   leaves the page to the browser and logs it).
 */
export async function render(input: RemoteRenderInput): Promise<RemoteRenderResult> {
  await ready;
  const build = process.env.AMORA_BUILD_LABEL;
  const lazyStyles = matchRoute(splitLocale(input.path).path)?.route.name !== 'index';
  const first = await renderToHtml(input, <Root />, { remote: 'mf_landers', values: {} });
  if (first.wanted.length === 0) return { html: first.html, data: {}, build, lazyStyles };
  const data = await fetchData(first.wanted, input.api);
  const { html } = await renderToHtml(input, <Root />, { remote: 'mf_landers', values: data });
  return { html, data, build, lazyStyles };
}
