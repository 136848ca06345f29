import { useSearchParams } from '@amora/shared/router';

/** The audit log's filters (issue 31), as the address and the API name them; '' = not filtered. */
export interface AuditFilters {
  /** An operator's id. */
  operator: string;
  /** A member's user id. */
  member: string;
  /** An action, `noun.verb` (`member.ban`). */
  action: string;
  /** First and last day, YYYY-MM-DD (whole UTC days, `to` included). */
  from: string;
  to: string;
}

export const AUDIT_FILTER_NAMES = ['operator', 'member', 'action', 'from', 'to'] as const satisfies readonly (keyof AuditFilters)[];

/** The filters as query parameters: only those set. */
export function filterQuery(filters: AuditFilters): Record<string, string> {
  return Object.fromEntries(AUDIT_FILTER_NAMES.filter((name) => filters[name] !== '').map((name) => [name, filters[name]]));
}

/**
 * The audit log's filters kept in the address (`/operator/audit?member=7&action=member.ban`), so
 * a filtered log can be reloaded and shared: `apply` replaces them all, `clear` removes them.
 */
export function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(AUDIT_FILTER_NAMES.map((name) => [name, params.get(name)?.trim() ?? ''])) as unknown as AuditFilters;
  const apply = (next: AuditFilters) => setParams(new URLSearchParams(filterQuery(next)));
  const clear = () => setParams(new URLSearchParams());
  return { filters, apply, clear };
}
