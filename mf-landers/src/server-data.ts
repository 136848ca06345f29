/**
 * The API's answers a server-drawn marketing page is drawn from (issue 34 "Rendering at scale"),
 * held a few seconds apart from the drawn pages: ad traffic lands on 176 lander addresses in many
 * locales, which all draw the same few profile strips, so the API's visitor search runs once per
 * strip, site and country every PAGE_DATA_TTL_MS, not once per drawn page. Concurrent visitors of
 * the same answer share one request. Only in the server entry (its render thread's memory).
 */
import type { RemoteRenderInput } from '@amora/shared/ssr';
import { LRUCache } from 'lru-cache';
import { loadPageData } from './features/profiles/api/page-data';

/** How long an answer of the API is drawn from again (ms). The drawn page itself is kept 30 s by the shell. */
const PAGE_DATA_TTL_MS = 10_000;

/** How long the server waits for the API (ms) before the page is left to the browser. */
const API_TIMEOUT_MS = 1500;

/** An answer of the API: its body, or a refusal (4xx: e.g. the site does not show members to visitors). */
type Answer = { body: unknown } | { refused: string };

/** The API refused a page's data (4xx), an answer the page draws as it is. */
class Refused extends Error {}

/** The request behind a cache key. */
interface ApiRequest {
  url: string;
  headers: Record<string, string>;
}

/** Gets a page's data by its keys: `fetchPageData` of a {@link pageDataSource}. */
export type FetchPageData = (keys: string[], api: RemoteRenderInput['api']) => Promise<Record<string, unknown>>;

/**
 * A source of pages' data with a cache of its own (one per render thread: `fetchPageData` below).
 * @param clock what the cache's PAGE_DATA_TTL_MS is counted by, in ms (`performance` by default; a
 *   test passes its own to see an answer age)
 */
export function pageDataSource(clock: { now: () => number } = performance): FetchPageData {
  const answers = new LRUCache<string, Answer, ApiRequest>({
    max: 1000,
    ttl: PAGE_DATA_TTL_MS,
    // Every look-up reads the clock (lru-cache otherwise reuses a reading for 1 ms).
    ttlResolution: 0,
    perf: clock,
    // When the API fails, a page is drawn from the answer it gave last rather than left to the browser.
    allowStaleOnFetchRejection: true,
    fetchMethod: async (_key, _stale, { context, signal }) => {
      const response = await fetch(context.url, { headers: context.headers, signal: AbortSignal.any([signal, AbortSignal.timeout(API_TIMEOUT_MS)]) });
      const path = new URL(context.url).pathname;
      if (response.status >= 400 && response.status < 500) return { refused: `${path} answered ${response.status}` };
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return { body: await response.json() };
    },
  });

  /**
   * A GET of the API for the page's data, answered from the last PAGE_DATA_TTL_MS when the same
   * address was asked for the same site and country (`x-forwarded-host`, `x-geo-country`: what a
   * visitor's answer depends on; a shared request carries the first visitor's request id).
   * @returns the body
   * @throws Refused when the API refused (4xx); Error when it fails or takes over 1.5 s and no
   *   earlier answer is held
   */
  async function cachedGet(api: RemoteRenderInput['api'], path: string, query: Record<string, string | number>): Promise<unknown> {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const url = `${api.url}${path}?${search}`;
    const key = JSON.stringify([url, api.headers['x-forwarded-host'], api.headers['x-geo-country']]);
    const status: LRUCache.Status<string, Answer, ApiRequest> = {};
    const answer = await answers.fetch(key, { context: { url, headers: api.headers }, status });
    // Without an earlier answer to fall back on, a failure resolves to nothing: its error says why.
    if (!answer) throw status.fetchError ?? new Error(`${path}: no answer`);
    if ('refused' in answer) throw new Refused(answer.refused);
    return answer.body;
  }

  return async (keys, api) => {
    const refusedAsNull = (error: unknown) => {
      if (error instanceof Refused) return null;
      throw error;
    };
    const get = (path: string, query: Record<string, string | number>) => cachedGet(api, path, query);
    return Object.fromEntries(await Promise.all(keys.map(async (key) => [key, await loadPageData(key, get).catch(refusedAsNull)] as const)));
  };
}

/**
 * Each wanted key's data (`loadPageData`), or null where the API refused it (the page then leaves
 * that part out, as the browser would); the last answer of the API when it fails after one.
 * @throws Error when the API fails or takes over 1.5 s with no earlier answer: the page is then
 *   drawn by the browser, which fetches its data itself, rather than drawn (and served again for
 *   30 s) without it.
 */
export const fetchPageData: FetchPageData = pageDataSource();
