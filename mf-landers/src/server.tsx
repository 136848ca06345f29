/**
 * mf_landers' server entry (issue 12, DESIGN.md §7): built as `server-entry.js` into the same
 * versioned release as `remoteEntry.js`, loaded by the shell server from the active version of
 * the registry. It draws `/` and the landers for a visitor in the request's locale and site,
 * with the profile strips' data fetched here and handed to the hydrating page.
 */
import type { MemberSearchResult } from '@amora/shared';
import { type RemoteRenderInput, type RemoteRenderResult, registerServerNamespaces, renderToHtml } from '@amora/shared/ssr';
import { membersDataKey, stripProfiles } from './features/profiles/api/get-members';
import { Root } from './root';

const ready = registerServerNamespaces({ landers: (locale) => import(`./i18n/${locale}.json`) });

/** Each wanted `members:{n}` key: the strip's profiles, or null when the API refused or failed (the strip is then hidden). */
async function fetchData(keys: string[], api: RemoteRenderInput['api']): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    keys.map(async (key) => {
      const numResults = Number(key.split(':')[1]);
      if (key !== membersDataKey(numResults)) return [key, null] as const;
      try {
        const response = await fetch(`${api.url}/api/members.php?numResults=${numResults}`, { headers: api.headers, signal: AbortSignal.timeout(1500) });
        return [key, response.ok ? stripProfiles((await response.json()) as MemberSearchResult, numResults) : null] as const;
      } catch {
        return [key, null] as const;
      }
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * Renders the outlet of mf_landers for `input.path`: a first pass learns which data the page
 * wants, a second draws it with that data.
 * @returns the outlet's inner HTML and the data it was drawn with.
 * @throws what the render throws (the shell then renders on the client and logs it).
 */
export async function render(input: RemoteRenderInput): Promise<RemoteRenderResult> {
  await ready;
  const build = process.env.AMORA_BUILD_LABEL;
  const first = await renderToHtml(input, <Root />, { remote: 'mf_landers', values: {} });
  if (first.wanted.length === 0) return { html: first.html, data: {}, build };
  const data = await fetchData(first.wanted, input.api);
  const { html } = await renderToHtml(input, <Root />, { remote: 'mf_landers', values: data });
  return { html, data, build };
}
