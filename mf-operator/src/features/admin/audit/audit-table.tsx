import type { AuditRow } from '@amora/contracts';
import { formatDate, Link, useTranslation } from '@amora/shared';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { useConsoleLocale } from '../../../lib/use-console-locale';

/** A value of the log as compact JSON (`{"role":"support"}`), '–' for none. */
const compact = (value: unknown) => (value === null || value === undefined ? '–' : JSON.stringify(value));

/**
 * The audit log's entries (issue 31), newest first: time (in the console's language), actor
 * (e-mail or `cli`) and role, site, action, target, the member concerned (a link to the member's
 * page), reason, and what changed — before → after as compact JSON, folded in a `<details>`.
 * Scrolls sideways on a phone.
 */
export function AuditTable({ entries }: { entries: readonly AuditRow[] }) {
  const { t } = useTranslation(OPERATOR_NS);
  const locale = useConsoleLocale();
  return (
    <div className="table-responsive">
      <table className="table table-sm align-top small">
        <caption className="visually-hidden">{t('audit.caption')}</caption>
        <thead>
          <tr>
            {(['time', 'actor', 'role', 'site', 'action', 'target', 'member', 'reason', 'change'] as const).map((column) => (
              <th key={column} scope="col" className="text-nowrap">
                {t(`audit.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="text-nowrap">{formatDate(entry.created_at, locale, { dateStyle: 'short', timeStyle: 'medium' })}</td>
              <td style={{ minWidth: 180, overflowWrap: 'anywhere' }}>{entry.actor}</td>
              <td>{t(`roles.${entry.role}`, { defaultValue: entry.role })}</td>
              <td>{entry.site ?? '–'}</td>
              <td>
                <code>{entry.action}</code>
              </td>
              <td className="text-nowrap">{entry.target_type ? `${entry.target_type} ${entry.target_id ?? ''}`.trim() : '–'}</td>
              <td>
                {entry.user_id === null ? (
                  '–'
                ) : (
                  <Link to={`/operator/members/${entry.user_id}`} aria-label={t('audit.member_link', { id: entry.user_id })}>
                    #{entry.user_id}
                  </Link>
                )}
              </td>
              <td style={{ minWidth: 160 }}>{entry.reason ?? '–'}</td>
              <td style={{ minWidth: 200 }}>
                {entry.before === null && entry.after === null ? (
                  '–'
                ) : (
                  <details>
                    <summary>{t('audit.show_change')}</summary>
                    <code className="d-block" style={{ overflowWrap: 'anywhere' }}>
                      {compact(entry.before)} → {compact(entry.after)}
                    </code>
                  </details>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
