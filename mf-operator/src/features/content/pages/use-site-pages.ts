import type { SitePage } from '@amora/contracts';
import type { Locale } from '@amora/contracts/constants';
import { api } from '@amora/shared';
import { useMutation, useQuery, useQueryClient } from '@amora/shared/query';
import { CONSOLE_KEY, useSessionGuard } from '../../../lib/session-key';

/** What "Save" sends for one page in one locale: its address token, title and plain-text body. */
export interface PageInput {
  token: string;
  locale: Locale;
  title: string;
  body: string;
}

const pagesKey = (site: string) => [CONSOLE_KEY, 'pages', site] as const;

/** `GET /api/operator/pages.php?site=<domain>` (issue 31, permission `content`): every `/{token}` page of the site in every locale it has. */
export function useSitePages(site: string) {
  const query = useQuery({ queryKey: pagesKey(site), queryFn: async () => (await api.get<{ pages: SitePage[] }>('/api/operator/pages.php', { site })).pages });
  useSessionGuard(query.error);
  return query;
}

/**
 * `PUT /api/operator/pages.php {site, token, locale, title, body}` → `{page}` (issue 31): creates
 * or replaces the page in that locale; the list is loaded again. Errors: 400 `invalid_request`
 * (a token of another page of the site, or not of the form), 404 `not_found`; never retried.
 */
export function useWritePage(site: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (page: PageInput) => api.put<{ page: SitePage }>('/api/operator/pages.php', { site, ...page }),
    onSuccess: () => client.invalidateQueries({ queryKey: pagesKey(site) }),
  });
}

/**
 * `DELETE /api/operator/pages.php?site=&token=[&locale=]` → `{ok}` (issue 31): removes the page in
 * one locale, or in every locale without one; the list is loaded again either way. Errors: 404 `not_found` (nothing was there); never retried.
 */
export function useDeletePage(site: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ token, locale }: { token: string; locale?: string }) => api.delete<{ ok: true }>('/api/operator/pages.php', undefined, { query: { site, token, locale } }),
    onSettled: () => client.invalidateQueries({ queryKey: pagesKey(site) }),
  });
}
