import type { EditableSettings, PaymentProviderOptions } from '@amora/contracts';
import { api } from '@amora/shared';
import { useMutation, useQuery, useQueryClient } from '@amora/shared/query';
import { CONSOLE_KEY, useSessionGuard } from '../../../lib/session-key';

/**
 * `GET`/`PUT /api/operator/settings.php`'s answer: the site's domain and its editable settings,
 * and (read-only, issue 32) the payment providers the server has keys for and the methods each takes.
 */
export interface SiteSettings extends PaymentProviderOptions {
  site: string;
  settings: EditableSettings;
}

const settingsKey = (site: string) => [CONSOLE_KEY, 'settings', site] as const;

/** `GET /api/operator/settings.php?site=<domain>` (issue 31, permission `settings`): the settings the site stores (spec §3, `editableSettings`). */
export function useSiteSettings(site: string) {
  const query = useQuery({ queryKey: settingsKey(site), queryFn: () => api.get<SiteSettings>('/api/operator/settings.php', { site }) });
  useSessionGuard(query.error);
  return query;
}

/**
 * `PUT /api/operator/settings.php {site, settings}` (issue 31): replaces the site's settings (every
 * field); the answer becomes the query's data. Members see it within the settings caches (5 s API,
 * 2 s shell). Errors: 400 `invalid_request` with `issues` (`body.settings.<field>`), 400
 * `payment_provider_not_configured` / `payment_provider_lacks_method` with `issues`
 * (`body.settings.payment_providers.…`; issue 32), 404 `not_found` (a site the operator may not
 * act on); never retried.
 */
export function useSaveSettings(site: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: EditableSettings) => api.put<SiteSettings>('/api/operator/settings.php', { site, settings }),
    onSuccess: (answer) => client.setQueryData(settingsKey(site), answer),
  });
}
