import type { campaignEntry } from '@amora/contracts';
import type { Locale } from '@amora/contracts/constants';
import { api } from '@amora/shared';
import { useMutation, useQuery, useQueryClient } from '@amora/shared/query';
import { CONSOLE_KEY, useSessionGuard } from '../../../lib/session-key';

/** A campaign as the console lists it: subject (in the site's language), kind, locales, created, mails queued and sent. */
export type Campaign = ReturnType<(typeof campaignEntry)['parse']>;
export type CampaignKind = Campaign['kind'];

/** What "Queue" sends: the kind (the notification type members opt into) and per locale a subject and a plain-text body. */
export interface NewCampaign {
  kind: CampaignKind;
  texts: Partial<Record<Locale, { subject: string; body: string }>>;
}

const campaignsKey = (site: string) => [CONSOLE_KEY, 'campaigns', site] as const;

/** `GET /api/operator/campaigns.php?site=<domain>` (issue 31, permission `content`): the site's campaigns, newest first. */
export function useCampaigns(site: string) {
  const query = useQuery({ queryKey: campaignsKey(site), queryFn: async () => (await api.get<{ campaigns: Campaign[] }>('/api/operator/campaigns.php', { site })).campaigns });
  useSessionGuard(query.error);
  return query;
}

/**
 * `POST /api/operator/campaigns.php {site, kind, texts}` → 201 `{id, queued}` (issue 31, issue 15
 * campaigns): one mail to each member of the site who wants `kind`, in their language, else the
 * site's; the list is loaded again. Errors: 400 `invalid_request`, 404 `not_found`; never retried.
 */
export function useStartCampaign(site: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (campaign: NewCampaign) => api.post<{ id: number; queued: number }>('/api/operator/campaigns.php', { site, ...campaign }),
    onSuccess: () => client.invalidateQueries({ queryKey: campaignsKey(site) }),
  });
}
