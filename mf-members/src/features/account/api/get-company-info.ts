import { type CompanyInfo, api } from '@amora/shared';
import { queryOptions } from '@amora/shared/query';

/**
 * `GET /api/companyinfo.php` (spec §3 Company info, §7). The deletion modal reads
 * `delete_discount` (percent) from it.
 * @throws ApiError when the call fails.
 */
export function getCompanyInfo(signal?: AbortSignal): Promise<CompanyInfo> {
  return api.get<CompanyInfo>('/api/companyinfo.php', undefined, { signal });
}

/** `getCompanyInfo` as a query, key `['companyinfo']`, loaded once per page. */
export function companyInfoQueryOptions() {
  return queryOptions({ queryKey: ['companyinfo'], queryFn: ({ signal }) => getCompanyInfo(signal), staleTime: Number.POSITIVE_INFINITY });
}
