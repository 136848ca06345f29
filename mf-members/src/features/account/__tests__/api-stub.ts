/**
 * Test helpers for the account, alerts and notifications tests: a fetch stub answering by
 * `METHOD /path` with access to the JSON body, and the list of requests made.
 * (test-utils' `stubFetch` routes by path only; these screens need the method and the body.)
 */
import { MEMBERS_NS, loadMembersLocale } from '../../../i18n/load-locale';
import { initI18n, registerNamespace } from '@amora/shared';
import { json } from '../../../test-utils';

/** One request the stub saw. */
export interface SeenRequest {
  method: string;
  /** Path with query, e.g. `/api/user.php?email=1`. */
  url: string;
  body: unknown;
}

type Handler = (request: SeenRequest) => Response;

/** Installs a fetch stub: `routes['PUT /api/user.php']` answers that method and path; others 404. */
export function stubApi(routes: Record<string, Handler>): { mock: jest.Mock; requests: () => SeenRequest[] } {
  const seen: SeenRequest[] = [];
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const request = { method: init?.method ?? 'GET', url: `${url.pathname}${url.search}`, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
    seen.push(request);
    const handler = routes[`${request.method} ${url.pathname}`];
    return handler ? handler(request) : json({ error: 'not_found', message: 'Not found' }, 404);
  });
  global.fetch = mock as unknown as typeof fetch;
  return { mock, requests: () => [...seen] };
}

/** An API error answer (`{error, message}`), as api/README.md "Errors" describes. */
export const apiError = (status: number, error: string, extra: Record<string, unknown> = {}) => json({ error, message: error, ...extra }, status);

/** i18next in English with the whole `members` namespace (every part of load-locale.ts). */
export async function setupMembersI18n(): Promise<void> {
  await initI18n('en');
  await registerNamespace(MEMBERS_NS, loadMembersLocale);
}
