import { auditQuery } from '@amora/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireOperator } from '../../plugins/operator-auth.js';
import type { AuditFilter, AuditRow } from '../../repositories/audit.js';

const CSV_COLUMNS = ['id', 'created_at', 'actor', 'role', 'site', 'action', 'target_type', 'target_id', 'user_id', 'reason', 'before', 'after', 'ip'] as const;
/** Rows per CSV export at most. */
const CSV_MAX_ROWS = 50_000;

/** One CSV field (RFC 4180 quoting; a leading = + - @ is prefixed with ' so a spreadsheet does not run it as a formula). */
function csvField(value: unknown): string {
  const text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The repository filter of a query: dates are whole UTC days (`to` inclusive). */
function toFilter(query: z.infer<typeof auditQuery>, limit: number): AuditFilter {
  return {
    operatorId: query.operator,
    userId: query.member,
    action: query.action,
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    to: query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000) : undefined,
    before: query.before,
    limit,
  };
}

/**
 * The audit log screen (issue 31 "Audit log"; permission `audit`):
 * - `GET /api/operator/audit.php?operator=&member=<user_id>&action=member.ban&from=&to=<YYYY-MM-DD>&before=<id>&limit=≤200`
 *   → `{entries, next_before}`: newest first, 50 by default; `next_before` is the `before` of the next page.
 * - `GET /api/operator/audit-export.php?…the same filters` → `text/csv` (UTF-8, header row, at most
 *   50,000 rows, `attachment; filename="amora-audit-<date>.csv"`). Exporting is itself audited.
 * An operator limited to some sites sees the rows of those sites and the rows of no site.
 */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { audit } = app.repos;
  const visible = (rows: AuditRow[], siteDomains: Set<string> | null) => (siteDomains ? rows.filter((r) => r.site === null || siteDomains.has(r.site)) : rows);
  const domainsOf = async (siteIds: number[] | null) => (siteIds ? new Set(await app.repos.sites.domainsOf(siteIds)) : null);

  app.get('/api/operator/audit.php', { schema: { querystring: auditQuery } }, async (request) => {
    const actor = requireOperator(request, 'audit');
    const limit = request.query.limit ?? 50;
    const rows = await audit.list(toFilter(request.query, limit));
    const last = rows.at(-1);
    return { entries: visible(rows, await domainsOf(actor.siteIds)), next_before: rows.length === limit && last ? last.id : null };
  });

  app.get('/api/operator/audit-export.php', { schema: { querystring: auditQuery } }, async (request, reply) => {
    const actor = requireOperator(request, 'audit');
    const rows = visible(await audit.list(toFilter(request.query, CSV_MAX_ROWS)), await domainsOf(actor.siteIds));
    await audit.record({ operatorId: actor.operatorId, actor: actor.actor, role: actor.role, siteId: null, action: 'audit.export', targetType: null, targetId: null, userId: null, after: { filter: request.query, rows: rows.length }, ip: request.ip });
    const lines = [CSV_COLUMNS.join(','), ...rows.map((row) => CSV_COLUMNS.map((c) => csvField(row[c])).join(','))];
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="amora-audit-${new Date().toISOString().slice(0, 10)}.csv"`)
      .send(`${lines.join('\r\n')}\r\n`);
  });
};

export default auditRoutes;
