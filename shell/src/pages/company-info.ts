import { type CompanyInfo, api } from '@amora/shared';

let cached: Promise<CompanyInfo> | null = null;

/** `GET /api/companyinfo.php`, loaded once per page and cached (spec §7); a failure is not cached. */
export function getCompanyInfo(): Promise<CompanyInfo> {
  cached ??= api.get<CompanyInfo>('/api/companyinfo.php').catch((error) => {
    cached = null;
    throw error;
  });
  return cached;
}
