import type { AuditRow } from '@amora/contracts';
import { api } from '@amora/shared';
import { useInfiniteQuery } from '@amora/shared/query';
import { CONSOLE_KEY, useSessionGuard } from '../../../lib/session-key';
import { type AuditFilters, filterQuery } from './use-audit-filters';

/** Entries per page of the audit log. */
export const AUDIT_PAGE_SIZE = 50;

/** `GET /api/operator/audit.php`'s answer: entries newest first; `next_before` pages on (null at the end). */
interface AuditPage {
  entries: AuditRow[];
  next_before: number | null;
}

/**
 * `GET /api/operator/audit.php?<filters>&before=&limit=50` (issue 31 "Audit log", permission
 * `audit`): the recorded operator actions matching `filters`, newest first, 50 a page; "Load
 * more" (`fetchNextPage`) asks for the entries before the last one shown (`next_before`).
 */
export function useAudit(filters: AuditFilters) {
  const query = useInfiniteQuery({
    queryKey: [CONSOLE_KEY, 'audit', filters],
    queryFn: ({ pageParam }) => api.get<AuditPage>('/api/operator/audit.php', { ...filterQuery(filters), before: pageParam, limit: AUDIT_PAGE_SIZE }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
  useSessionGuard(query.error);
  return { ...query, entries: query.data?.pages.flatMap((page) => page.entries) ?? [] };
}

/** The address of the CSV export of the log with the same filters (`GET /api/operator/audit-export.php`, itself audited). */
export function exportHref(filters: AuditFilters): string {
  const query = new URLSearchParams(filterQuery(filters)).toString();
  return `/api/operator/audit-export.php${query ? `?${query}` : ''}`;
}
