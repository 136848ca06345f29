import { type CompanyInfo, api } from '@amora/shared';

let cached: Promise<CompanyInfo> | null = null;

/**
 * `GET /api/companyinfo.php` (spec §3 Company info, §7), loaded once per page and cached; a failure is
 * not cached. The deletion modal reads `delete_discount` (percent) from it.
 * @throws ApiError when the call fails.
 */
export function getCompanyInfo(): Promise<CompanyInfo> {
  cached ??= api.get<CompanyInfo>('/api/companyinfo.php').catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

/** Forgets the cached company info (tests). */
export function resetCompanyInfo(): void {
  cached = null;
}
