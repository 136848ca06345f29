/**
 * mf_landers' server entry (issue 12, docs/design.md §7): built as `server-entry.js` into the same
 * versioned release as `remoteEntry.js`, loaded by the shell server from the active version of
 * the registry. It draws `/` and the landers for a visitor in the request's locale and site,
 * with the profile strips' data fetched here (server-data.ts: held a few seconds, issue 34) and
 * handed to the hydrating page.
 */
import { matchRoute, splitLocale } from '@amora/shared';
import { type RemoteRenderInput, type RemoteRenderResult, registerServerNamespaces, renderToHtml } from '@amora/shared/ssr';
import { Root } from './root';
import { fetchPageData } from './server-data';

const ready = registerServerNamespaces({ landers: (locale) => import(`./i18n/${locale}.json`) });

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
  const data = await fetchPageData(first.wanted, input.api);
  const { html } = await renderToHtml(input, <Root />, { remote: 'mf_landers', values: data });
  return { html, data, build, lazyStyles };
}
