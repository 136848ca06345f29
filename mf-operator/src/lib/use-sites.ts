import type { operatorSitesResponse } from '@amora/contracts';
import { api } from '@amora/shared';
import { useQuery } from '@amora/shared/query';
import { useSearchParams } from '@amora/shared/router';
import { CONSOLE_KEY, useSessionGuard } from './session-key';

/** A site the operator may act on (`GET /api/operator/sites.php`): id, domain, the site's name and language. */
export type OperatorSite = ReturnType<(typeof operatorSitesResponse)['parse']>['sites'][number];

/** `GET /api/operator/sites.php` (issue 31): the sites the operator may act on, by domain; kept for 5 minutes. */
export function useSites() {
  const query = useQuery({
    queryKey: [CONSOLE_KEY, 'sites'],
    queryFn: async () => (await api.get<{ sites: OperatorSite[] }>('/api/operator/sites.php')).sites,
    staleTime: 300_000,
  });
  useSessionGuard(query.error);
  return query;
}

/**
 * The site a per-site screen works on (settings, campaigns, pages; issue 31): the one the address
 * names (`?site=<domain>`), else the first the operator may act on; `choose` puts another in the
 * address (replacing the history entry), so a reload or a shared link opens the same site.
 * `site` is null while the sites load, when they failed, or when the operator may act on none.
 */
export function useSiteChoice() {
  const sites = useSites();
  const [params, setParams] = useSearchParams();
  const list = sites.data ?? [];
  const asked = params.get('site');
  const site = list.find((s) => s.domain === asked) ?? list[0] ?? null;
  const choose = (domain: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('site', domain);
        return next;
      },
      { replace: true },
    );
  return { sites: list, site, choose, query: sites };
}
