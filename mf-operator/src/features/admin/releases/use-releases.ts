import type { CanaryComparison, CanaryDecision, RemoteActivation, RemoteVersion } from '@amora/contracts';
import { api } from '@amora/shared';
import { useMutation, useQuery, useQueryClient } from '@amora/shared/query';
import { CONSOLE_KEY, useSessionGuard } from '../../../lib/session-key';

/**
 * One remote of the Releases screen: its versions (newest first) and its canaries and pins; issue
 * 35: each canary beside the version it would replace, measured by real users (`comparisons`), and
 * the canary judge's latest automatic rollbacks and promotions, newest first (`decisions`).
 */
export interface ReleaseRemote {
  name: string;
  versions: RemoteVersion[];
  activations: RemoteActivation[];
  comparisons?: CanaryComparison[];
  decisions?: CanaryDecision[];
}

/**
 * What an operator asks of the registry (`POST /api/operator/releases.php`): `activate` a
 * version for every site (`site` '') or one, `canary` it for `percent` of a site's visitors
 * ('' = every site without a pin), `promote` a site's canary, `rollback` (end a site's canary or
 * pin; for '' without a canary, the previous active version).
 */
export interface ReleaseRequest {
  name: string;
  action: 'activate' | 'canary' | 'promote' | 'rollback';
  version?: string;
  site: string;
  percent?: number;
  /** Issue 35 (canary): promote it automatically once it held this many minutes… */
  auto_promote_after_minutes?: number;
  /** …with at least this many page views (absent: the remote's rules' minimum). */
  auto_promote_min_views?: number;
}

const RELEASES_KEY = [CONSOLE_KEY, 'releases'] as const;

/** `GET /api/operator/releases.php` (issue 31 "Releases"): the remotes the role may release (marketing: mf_landers; admin: all). */
export function useReleases() {
  const query = useQuery({ queryKey: RELEASES_KEY, queryFn: async () => (await api.get<{ remotes: ReleaseRemote[] }>('/api/operator/releases.php')).remotes });
  useSessionGuard(query.error);
  return query;
}

/**
 * `POST /api/operator/releases.php {name, action, version?, site?, percent?,
 * auto_promote_after_minutes?, auto_promote_min_views?}` → `{remote}` (issue 31; the auto-promotion
 * of a canary: issue 35): the registry calls of `npm run release/promote/rollback`, audited; the
 * list is loaded again after. Errors: 409 `no_canary`, `no_previous_version`; 404 `not_found` (version or site);
 * 403 `forbidden_role`; never retried.
 */
export function useReleaseAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ site, ...request }: ReleaseRequest) => api.post<{ remote: RemoteVersion | null }>('/api/operator/releases.php', { ...request, ...(site ? { site } : {}) }),
    onSettled: () => client.invalidateQueries({ queryKey: RELEASES_KEY }),
  });
}
